"""Each rule reading (a tlv option) changes exactly what docs/rules.md says it changes.

Every test plays one position under the default reading and under the other(s) and
compares the legal moves or the outcome; the hypothesis tests at the end check the game's
invariants under random sets of readings.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from liubo.engine import (
    OPTION_SCHEMAS,
    Game,
    IllegalMoveError,
    LiuboError,
    NotationError,
    Side,
    UnknownOptionError,
    throw_sticks,
)
from liubo.engine.options import READING_SOURCES
from liubo.engine.rulesets.tlv.tables import CELLS


def legal(text: str, **options: str) -> set[str]:
    return {str(m) for m in Game.from_text(text, options=_names(options)).legal_moves()}


def _names(options: dict[str, str]) -> dict[str, str]:
    """Keyword arguments as option names (owl_landing -> owl-landing)."""
    return {k.replace("_", "-"): v for k, v in options.items()}


def game(text: str, **options: str) -> Game:
    return Game.from_text(text, options=_names(options))


# -- the schema -------------------------------------------------------------------------------
def test_the_schema_lists_eight_readings_with_help_and_sources():
    schema = {spec.name: spec for spec in OPTION_SCHEMAS["tlv"]}
    assert list(schema) == [
        "owl-landing",
        "split",
        "pond",
        "entry",
        "one-number",
        "win",
        "first",
        "balance",
    ]
    assert schema["balance"].values == ("off", "one-group")
    assert schema["split"].values == ("every-throw", "doubles", "off")
    assert schema["owl-landing"].source("capture") == "english"
    assert schema["owl-landing"].source("contest") == "chinese"
    assert schema["one-number"].source("larger") == "backgammon"
    for spec in schema.values():
        assert spec.default == spec.values[0] and spec.help and spec.rule
        for value in spec.values:
            assert spec.value_line(value) and spec.source(value) in READING_SOURCES


def test_an_unknown_reading_names_what_is_allowed():
    with pytest.raises(UnknownOptionError, match="'win' cannot be 'never'.*each-move, end-of-turn"):
        Game.new(options={"win": "never"})


# -- owl-landing ------------------------------------------------------------------------------
NORMAL_ON_OWL = "CHANG_SW,GAO_SW/QU_S,*ZHANG_S 0-0 G 2,1"


def test_owl_landing_capture_takes_a_lone_owl():
    g = game(NORMAL_ON_OWL)
    move = g.play("GAO_SW>ZHANG_S/2")
    assert move.captured is True and move.points == 3 and not move.contested
    assert g.to_text() == "CHANG_SW,ZHANG_S/QU_S 3-0 G 2,1 after:GAO_SW>ZHANG_S/2"


def test_owl_landing_contest_shares_the_perch():
    g = game(NORMAL_ON_OWL, owl_landing="contest")
    move = g.play("GAO_SW>ZHANG_S/2")
    assert move.captured is None and move.points == 0 and move.contested
    assert g.to_text() == "CHANG_SW,ZHANG_S/QU_S,*ZHANG_S 0-0 G 2,1 after:GAO_SW>ZHANG_S/2"
    assert g.state.blockade_side(g.board.index["ZHANG_S"]) is None


def test_owl_landing_contest_a_second_normal_bird_drives_the_owl_away():
    # the contested perch rule: the arriving bird takes the enemy Owl and forms a blockade
    g = game("QU_S,ZHANG_S/*ZHANG_S 0-0 G 1,2", owl_landing="contest")
    move = g.play("QU_S>ZHANG_S/1")
    assert move.captured is True and move.points == 3 and move.blockade
    assert g.to_text().startswith("ZHANG_S,ZHANG_S/- 3-0 G 1,2")
    # and the Owl's side may answer the same way: it takes the normal bird for 1
    w = game("ZHANG_S/QU_S,*ZHANG_S 0-0 W 1,2", owl_landing="contest")
    move = w.play("QU_S>ZHANG_S/1")
    assert move.captured is False and move.points == 1 and move.blockade


def test_owl_landing_contest_an_owl_still_takes_a_lone_normal_bird():
    for reading in ("capture", "contest"):
        g = game("*POND/LIAN_S 0-0 G 1,2", owl_landing=reading)
        move = g.play("*POND>LIAN_S/1")
        assert move.captured is False and move.points == 1


def test_owl_landing_the_reader_accepts_a_normal_bird_beside_an_owl_only_under_contest():
    text = "ZHANG_S/*ZHANG_S 0-0 G"
    with pytest.raises(NotationError, match="cannot share ZHANG_S"):
        game(text)
    assert game(text, owl_landing="contest").to_text() == text


# -- split ------------------------------------------------------------------------------------
# Two Green Owls block QU_N; one leaves for CHANG_NE (with 2, or with 3 through NEST_NE)
SPLIT_23 = "*QU_N,*QU_N/- 0-0 G 2,3"
SPLIT_33 = "*QU_N,*QU_N/- 0-0 G 3,3"


@pytest.mark.parametrize(
    "reading, after_23, after_33",
    [("every-throw", False, False), ("doubles", True, False), ("off", True, True)],
)
def test_split_when_the_other_bird_may_follow(reading, after_23, after_33):
    g = game(SPLIT_23, split=reading)
    g.play("*QU_N>CHANG_NE/2")
    assert ("*QU_N>CHANG_NE/3" in {str(m) for m in g.legal_moves()}) is after_23
    g = game(SPLIT_33, split=reading)
    g.play("*QU_N>CHANG_NE/3")
    assert ("*QU_N>CHANG_NE/3" in {str(m) for m in g.legal_moves()}) is after_33
    if not after_33:
        with pytest.raises(IllegalMoveError):
            g.play("*QU_N>CHANG_NE/3")


# -- pond -------------------------------------------------------------------------------------
def test_pond_open_a_third_owl_takes_the_enemy_owl_of_a_contested_pond():
    g = game("*LIAN_S,*POND/*POND 0-0 G 1,2")
    move = g.play("*LIAN_S>POND/1")
    assert move.captured is True and move.points == 3 and move.blockade
    assert g.to_text().startswith("*POND,*POND/- 3-0")


def test_pond_sanctuary_any_number_of_owls_share_it_and_nothing_is_taken():
    g = game("*LIAN_S,*POND/*POND 0-0 G 1,2", pond="sanctuary")
    move = g.play("*LIAN_S>POND/1")
    assert move.captured is None and move.points == 0
    assert not move.blockade and not move.contested
    assert g.to_text().startswith("*POND,*POND/*POND 0-0")
    pond = g.board.pond
    assert len(g.state.birds_at(pond)) == 3 and g.state.blockade_side(pond) is None


def test_pond_arriving_owl_of_the_other_side_contests_only_an_open_pond():
    assert game("*POND/*LIAN_N 0-0 W 1,2").play("*LIAN_N>POND/1").contested
    assert not game("*POND/*LIAN_N 0-0 W 1,2", pond="sanctuary").play("*LIAN_N>POND/1").contested


def test_pond_a_blockade_in_the_pond_blocks_only_an_open_pond():
    text = "JIE_S/*POND,*POND 0-0 G 3,2"
    assert {"JIE_S>LIAN_N/3", "JIE_S>POND/2"}.isdisjoint(legal(text))
    sanctuary = legal(text, pond="sanctuary")
    assert {"JIE_S>LIAN_N/3", "JIE_S>POND/2"} <= sanctuary
    g = game(text, pond="sanctuary")
    assert g.play("JIE_S>LIAN_N/3").arrives_owl  # it passed the pond and became an Owl


def test_pond_two_owls_in_a_sanctuary_are_no_blockade_for_the_split_rule():
    text = "*POND,*POND/- 0-0 G 1,1"
    for reading, follows in (("open", False), ("sanctuary", True)):
        g = game(text, pond=reading)
        g.play("*POND>LIAN_S/1")
        assert ("*POND>LIAN_S/1" in {str(m) for m in g.legal_moves()}) is follows


def test_pond_the_reader_accepts_more_than_two_owls_only_in_a_sanctuary():
    text = "*POND,*POND,*POND/*POND 0-0 G"
    with pytest.raises(NotationError, match="more than two birds"):
        game(text)
    assert game(text, pond="sanctuary").to_text() == text
    with pytest.raises(NotationError):
        game("*QU_S,*QU_S,*QU_S/- 0-0 G", pond="sanctuary")


# -- entry ------------------------------------------------------------------------------------
def test_entry_step_walks_on_from_the_branch():
    moves = legal("-/- 0-0 G 2,1")
    assert "OFF>QU_S/2" in moves and "OFF>GAO_SW/2" not in moves


def test_entry_stop_uses_the_whole_number_on_the_branch():
    assert legal("-/- 0-0 G 2,1", entry="stop") == {
        "OFF>GAO_SW/2",
        "OFF>GAO_SE/2",
        "OFF>GAO_SW/1",
        "OFF>GAO_SE/1",
    }
    g = game("-/*GAO_SW 0-0 G 4,1", entry="stop")
    move = g.play("OFF>GAO_SW/4")  # a normal bird coming on onto a lone Owl
    assert move.path == (g.board.index["GAO_SW"],) and move.captured is True


# -- one-number -------------------------------------------------------------------------------
ONE_NUMBER = "DAO_S/GAO_SE,GAO_SE,GAO_SW,GAO_SW 0-0 G 1,3"


def test_one_number_either_lets_the_player_choose():
    assert {"DAO_S>ZHANG_S/1", "DAO_S>POND/3"} <= legal(ONE_NUMBER)


def test_one_number_larger_must_use_the_larger():
    moves = legal(ONE_NUMBER, one_number="larger")
    assert "DAO_S>POND/3" in moves and all(m.endswith("/3") for m in moves)
    # the 4 can be played, so the 1 may not; where it cannot, the 1 is played
    text = "ZHANG_S/GAO_SE,GAO_SE,GAO_SW,GAO_SW,QU_S,QU_S 0-0 G 1,4"
    assert legal(text) == {"ZHANG_S>DAO_S/1", "ZHANG_S>POND/4"}
    assert legal(text, one_number="larger") == {"ZHANG_S>POND/4"}
    text = text.replace("QU_S,QU_S", "JIE_S,JIE_S")
    assert legal(text, one_number="larger") == {"ZHANG_S>DAO_S/1", "ZHANG_S>QU_S/1"}


# -- win --------------------------------------------------------------------------------------
NEST_WIN = "*CHANG_NE,GAO_SW/QU_N 5-4 G 1,3"


def test_win_each_move_ends_the_game_at_once():
    g = game(NEST_WIN)
    g.play("*CHANG_NE>NEST_NE/1")
    assert g.is_over and g.winner == Side.GREEN and g.to_text() == "GAO_SW,NEST_NE/QU_N 7-4 G"


def test_win_end_of_turn_plays_the_second_number_first():
    g = game("*CHANG_NE,GAO_SW/*ZHANG_W 5-4 G 1,3", win="end-of-turn")
    move = g.play("*CHANG_NE>NEST_NE/1")
    assert not move.wins and not g.is_over and g.remaining_numbers == (3,)
    text = g.to_text()
    assert text == "GAO_SW,NEST_NE/*ZHANG_W 7-4 G 1,3 after:CHANG_NE>NEST_NE/1"
    assert Game.from_text(text, options={"win": "end-of-turn"}).to_text() == text
    g.play("GAO_SW>ZHANG_W/3")  # and the second move still takes an Owl: 10 points
    assert g.is_over and g.winner == Side.GREEN and g.scores[Side.GREEN] == 10
    assert Game.from_record(g.record()).to_text() == g.to_text()


def test_win_end_of_turn_holds_a_winning_move_to_the_pair_rule():
    # the Owl's 1 wins at once, but afterwards the bird on ZHANG_S cannot use the 3
    text = "*CHANG_NE,ZHANG_S/GAO_SE,GAO_SE,GAO_SW,GAO_SW,LIAN_S,LIAN_S 4-0 G 1,3"
    assert "*CHANG_NE>NEST_NE/1" in legal(text)
    assert "*CHANG_NE>NEST_NE/1" not in legal(text, win="end-of-turn")


# -- first ------------------------------------------------------------------------------------
def test_first_green_throws_first():
    assert Game.new().to_move == Side.GREEN


def test_first_toss_draws_the_first_side_with_the_injected_generator():
    sides = {
        Game.new(options={"first": "toss"}, rng=random.Random(seed)).to_move for seed in range(20)
    }
    assert sides == {Side.GREEN, Side.WHITE}
    with pytest.raises(LiuboError, match="toss"):
        Game.new(options={"first": "toss"})
    assert Game.new(Side.WHITE, options={"first": "toss"}).to_move == Side.WHITE
    g = Game.new(options={"first": "toss"}, rng=random.Random(1))
    again = Game.from_record(g.record())
    assert again.to_move == g.to_move and again.rules.options["first"] == "toss"


# -- balance ----------------------------------------------------------------------------------
ONE_GROUP = {"balance": "one-group"}


def test_balance_off_the_first_throw_moves_two_birds():
    g = Game.new()
    g.throw(2, 3)
    g.play("OFF>QU_S/2")
    assert g.to_move == Side.GREEN and not g.needs_throw and g.remaining_numbers == (3,)


@pytest.mark.parametrize("throw", [(2, 3), (3, 3), (1, 4)])
def test_balance_one_group_the_first_throw_moves_one_bird_with_either_number(throw):
    g = Game.new(options=ONE_GROUP)
    g.throw(*throw)
    plain = Game.new()
    plain.throw(*throw)
    moves = {str(m) for m in g.legal_moves()}
    assert moves == {str(m) for m in plain.legal_moves()}
    assert {int(m.split("/")[1]) for m in moves} == set(throw)
    g.play(sorted(moves)[-1])
    assert g.to_move == Side.WHITE and g.needs_throw and g.turns[0].complete


def test_balance_one_group_the_second_player_and_later_throws_move_two_birds():
    g = Game.new(options=ONE_GROUP)
    g.throw(2, 3)
    g.play("OFF>QU_S/2")
    g.throw(2, 3)
    g.play("OFF>QU_N/2")
    assert g.to_move == Side.WHITE and g.remaining_numbers == (3,)
    g.play(g.legal_moves()[0])
    g.throw(1, 2)
    g.play(g.legal_moves()[0])
    assert g.to_move == Side.GREEN and not g.needs_throw


def test_balance_one_group_halves_the_first_throw_of_whoever_throws_first():
    g = Game.new(Side.WHITE, options={**ONE_GROUP, "first": "toss"})
    g.throw(1, 2)
    g.play(g.legal_moves()[0])
    assert g.to_move == Side.GREEN and g.needs_throw


def test_balance_one_group_a_position_set_up_later_is_not_a_first_throw():
    assert game("-/- 0-0 G 2,3", balance="one-group").state.rules.one_group_first
    start = game("-/- 0-0 G 2,3", balance="one-group")
    start.play("OFF>QU_S/2")
    assert start.needs_throw and start.to_move == Side.WHITE
    later = game("QU_S/QU_N 0-0 G 2,3", balance="one-group")
    later.play("OFF>ZHANG_S/3")
    assert later.to_move == Side.GREEN and later.remaining_numbers == (2,)


def test_balance_one_group_the_record_and_the_options_read_back():
    rng = random.Random(4)
    g = Game.new(options=ONE_GROUP)
    while not g.is_over:
        g.throw(throw_sticks(rng).throw)
        while not g.is_over and not g.needs_throw:
            g.play(rng.choice(g.legal_moves()))
    record = g.record()
    assert "options balance=one-group" in record
    assert len(g.turns[0].moves) == 1
    again = Game.from_record(record)
    assert again.record() == record and again.rules.options["balance"] == "one-group"
    with pytest.raises(IllegalMoveError):  # the same moves are illegal under the defaults
        Game.from_record(record.replace("options balance=one-group\n", ""))


# -- invariants under random readings ---------------------------------------------------------
readings = st.fixed_dictionaries(
    {spec.name: st.sampled_from(spec.values) for spec in OPTION_SCHEMAS["tlv"]}
)


def check_invariants(g: Game, previous: tuple[int, int]) -> None:
    state = g.state
    board = g.board
    sanctuary = g.rules.options["pond"] == "sanctuary"
    for side in Side:
        assert len(state.birds(side)) + state.off[side] == 6 and state.off[side] >= 0
        assert state.scores[side] >= previous[side], "scores only rise"
    for p, code in enumerate(state.cells):
        birds = CELLS[code]
        if not (sanctuary and p == board.pond):
            assert len(birds) <= 2
        if p == board.pond:
            assert all(b & 1 for b in birds), "birds in the pond are Owls"
        if p in board.nests:
            assert not any(b & 1 for b in birds), "birds in nests are normal"
    if state.over and state.winner is not None:
        assert state.scores[state.winner] >= 6


@pytest.mark.slow
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(readings, st.integers(0, 2**32 - 1))
def test_random_games_keep_the_invariants_under_any_readings(options, seed):
    rng = random.Random(seed)
    g = Game.new(options=options, rng=rng)
    while not g.is_over:
        before = g.state.scores
        g.throw(throw_sticks(rng).throw)
        check_invariants(g, before)
        while not g.is_over and not g.needs_throw:
            before = g.state.scores
            g.play(rng.choice(g.legal_moves()))
            check_invariants(g, before)
            if rng.random() < 0.05:  # the position text reads back at any moment
                text = g.to_text()
                again = Game.from_text(text, options=options)
                assert again.to_text() == text
                assert {str(m) for m in again.legal_moves()} == {str(m) for m in g.legal_moves()}
    record = g.record()
    replay = Game.from_record(record)
    assert replay.record() == record and replay.to_text() == g.to_text()
    assert replay.rules.options == g.rules.options
