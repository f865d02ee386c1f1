"""Every computer player plays legal, sensible moves under every rule reading."""

from __future__ import annotations

import pytest

from liubo.ai import PLAYER_NAMES, make_player
from liubo.ai.rulesets.tlv.evaluate import tables_for
from liubo.engine import Game, Side, load_ruleset
from support import play_game

#: every non-default reading at once, and the two that change landings, alone
READING_SETS = [
    {
        "owl-landing": "contest",
        "split": "doubles",
        "pond": "sanctuary",
        "entry": "stop",
        "one-number": "larger",
        "win": "end-of-turn",
        "first": "toss",
    },
    {"owl-landing": "contest"},
    {"pond": "sanctuary", "split": "off"},
]


@pytest.mark.parametrize("options", READING_SETS, ids=["all", "contest", "sanctuary"])
@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_every_player_plays_legal_moves_under_the_readings(name, options):
    players = {
        Side.GREEN: make_player(name, seed=3, node_limit=300),
        Side.WHITE: make_player("greedy", seed=4),
    }
    game = play_game(players, 7, max_turns=40, options=options)
    assert game.rules.options_text() and (game.is_over or game.turn_number > 40)


def test_the_evaluation_knows_a_lone_normal_bird_cannot_take_an_owl_under_contest():
    for reading, exposed in (("capture", True), ("contest", False)):
        rules = load_ruleset("tlv", {"owl-landing": reading})
        cells = Game.from_text("-/*ZHANG_S 0-0 G", options={"owl-landing": reading}).state.cells
        kinds = tables_for(rules).exposed[0][cells[rules.board.index["ZHANG_S"]]]
        assert bool(kinds & 1) is exposed  # bit 0: a Green normal bird would take it
        assert not kinds & 2  # an Owl meeting an Owl never takes it
    sanctuary = load_ruleset("tlv", {"pond": "sanctuary"})
    cells = Game.from_text("*POND/*POND 0-0 G", options={"pond": "sanctuary"}).state.cells
    assert tables_for(sanctuary).exposed[0][cells[sanctuary.board.pond]] == 0


def test_greedy_takes_the_owl_where_it_can_be_taken():
    text = "CHANG_SW,GAO_SW/QU_S,*ZHANG_S 0-0 G 2,1"
    for reading in ("capture", "contest"):
        game = Game.from_text(text, options={"owl-landing": reading})
        move = make_player("greedy", seed=1).choose_move(game.state)
        assert move in game.legal_moves()
        assert (move.points == 3) is (reading == "capture")


def test_the_odds_follow_the_readings():
    from liubo.model.rulesets.tlv.odds import perch_capture_chance

    # White's lone Owl on ZHANG_S: Green's birds coming on reach it with a 3. Under
    # contest one bird only shares the perch: it takes two in one turn, which fewer throws
    # allow
    chance = {}
    for reading in ("capture", "contest"):
        game = Game.from_text("-/*ZHANG_S 0-0 G", options={"owl-landing": reading})
        chance[reading] = perch_capture_chance(game.state, game.board.index["ZHANG_S"])
    assert 0 < chance["contest"] < chance["capture"]
    # a contested pond: Green's Owl on LIAN_S takes White's with a 1, unless it is a sanctuary
    text = "*LIAN_S,*POND/*POND 0-0 G"
    game = Game.from_text(text, options={"pond": "sanctuary"})
    assert perch_capture_chance(game.state, game.board.pond) == 0
    assert perch_capture_chance(Game.from_text(text).state, game.board.pond) > 0
