"""The cazaux computer players, the simulator and the worker with the cazaux ruleset."""

from __future__ import annotations

import json
import random

import pytest

from liubo.ai import PLAYER_NAMES, make_player
from liubo.ai.rulesets.cazaux.evaluate import evaluate, turns
from liubo.ai.rulesets.tlv.players import GreedyPlayer
from liubo.ai.turn_players import RandomPlayer, TurnPlayer
from liubo.ai.worker import AIWorker
from liubo.engine import Game, load_ruleset
from liubo.tools.sim import main, simulate

RULES = load_ruleset("cazaux")


def play(green, white, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(ruleset=RULES)
    players = (green, white)
    while not game.is_over:
        if game.needs_throw:
            game.throw(RULES.throw_sticks(rng).throw)
        else:
            game.play(players[game.to_move].choose_move(game.state))
    return game


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_every_level_plays_whole_cazaux_games(name):
    player = make_player(name, seed=1, ruleset="cazaux")
    game = play(player, make_player("random", seed=2, ruleset="cazaux"), seed=3)
    assert game.is_over
    assert Game.from_record(game.record()).to_text() == game.to_text()


def test_make_player_picks_the_implementation_from_the_ruleset():
    assert isinstance(make_player("greedy", 1, ruleset="cazaux"), TurnPlayer)
    assert isinstance(make_player("greedy", 1, ruleset=RULES), TurnPlayer)
    assert isinstance(make_player("greedy", 1), GreedyPlayer)
    assert isinstance(make_player("random", 1, ruleset="cazaux"), RandomPlayer)
    with pytest.raises(ValueError, match="unknown player"):
        make_player("grandmaster", ruleset="cazaux")
    # a tlv-made player hands a cazaux state to the cazaux player of its level
    tlv_made = make_player("normal", seed=4)
    game = Game.from_text("P9,B/- 0-0 G 1,2", ruleset="cazaux")
    assert tlv_made.choose_move(game.state) in game.legal_moves()


def test_players_take_a_win_when_there_is_one():
    game = Game.from_text("P2,P4/*P5,P7 0-0 G 1,3", ruleset="cazaux")
    for name in ("greedy", "easy", "normal", "hard"):
        assert make_player(name, 1, ruleset="cazaux").choose_move(game.state).wins


def test_the_evaluation_is_bounded_and_sees_the_owl_in_danger():
    safe = Game.from_text("*P15,P2/P20 0-0 W", ruleset="cazaux").state
    exposed = Game.from_text("*P15,P2/P12 0-0 W", ruleset="cazaux").state
    assert -1 <= evaluate(exposed, 0) < evaluate(safe, 0) <= 1
    ends = turns(Game.from_text("P2,P3/- 0-0 G 1,1", ruleset="cazaux").state)
    assert len({e.stones for _, e in ends}) == len(ends)


def test_the_searching_level_weighs_the_replies():
    """normal plays a whole legal turn, and its look-ahead (every throw of the next side, its
    best reply) stays a bounded value. How much stronger it is, the strength run measures:
    python -m liubo.tools.strength --ruleset cazaux."""
    state = Game.from_text("*P10,P20/P13,P13 0-0 G 3,1", ruleset="cazaux").state
    player = make_player("normal", 1, ruleset="cazaux")
    moves = player.choose_turn(state)
    assert len(moves) == 2 and moves[0] in state.legal_moves()
    end = state.apply(moves[0]).apply(moves[1])
    assert -1.0 <= player._expect(end, 0) <= 1.0


def test_hard_looks_at_its_best_turns_a_turn_deeper():
    """hard weighs each reply of its two best turns by the throws after it (replies=1):
    a bounded value, and a whole legal turn; normal does not look that far."""
    from liubo.ai.turn_players import LEVELS

    assert LEVELS["hard"][2] >= 1 and LEVELS["normal"][2] == 0
    state = Game.from_text("*P10,P20/P13,P13 0-0 G 3,1", ruleset="cazaux").state
    player = make_player("hard", 1, ruleset="cazaux")
    assert player.replies >= 1
    moves = player.choose_turn(state)
    assert len(moves) == 2 and moves[0] in state.legal_moves()
    end = state.apply(moves[0]).apply(moves[1])
    assert -1.0 <= player._expect(end, 0, replies=1) <= 1.0


def test_sim_with_the_cazaux_ruleset(capsys, tmp_path):
    assert (
        main(
            [
                "--ruleset",
                "cazaux",
                "--games",
                "20",
                "--seed",
                "1",
                "--green",
                "random",
                "--white",
                "random",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    for key in (
        "games",
        "green_wins",
        "white_wins",
        "draws",
        "mean_turns",
        "seconds",
        "games_per_second",
    ):
        assert key in out
    assert out["games"] == 20 and out["ruleset"] == "cazaux"
    path = tmp_path / "games.txt"
    simulate(3, seed=4, green="greedy", white="random", records_path=str(path), ruleset="cazaux")
    records = path.read_text().split("ruleset ")[1:]
    assert len(records) == 3
    for text in records:
        assert text.startswith("cazaux\n")
        assert Game.from_record("ruleset " + text).is_over


def test_the_worker_answers_for_a_cazaux_position():
    game = Game.from_text("P9,B/- 0-0 G 1,2", ruleset="cazaux")
    with AIWorker() as worker:
        worker.request(game.to_text(), "normal", seed=3, request_id=9, ruleset="cazaux")
        answer = worker.wait(timeout=60)
    assert answer is not None and answer[0] == 9
    game.play(answer[1])
