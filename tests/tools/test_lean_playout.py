"""The lean playout (the yardstick of the engine's speed) plays exactly the engine's games."""

import random

import pytest

from liubo.engine import Side, load_ruleset
from liubo.tools.rulesets.tlv.lean import LeanGame, compare, simulate_lean
from liubo.tools.sim import simulate
from support import random_players_game


def engine_moves(rules, game_seed: int, first: Side) -> list[str]:
    """The moves of one game of ``liubo.tools.sim`` between random players."""
    return [str(move) for move in random_players_game(rules, first, game_seed)[1]]


def test_the_lean_loop_plays_the_engines_games_move_by_move():
    rules = load_ruleset()
    lean = LeanGame(rules)
    master = random.Random(3)
    for i in range(40):
        game_seed = master.getrandbits(32)
        record = []
        choosers = (random.Random(game_seed).choice, random.Random(game_seed + 1).choice)
        lean.play(random.Random(game_seed), choosers, i % 2, record)
        assert [str(m) for m in record] == engine_moves(rules, game_seed, Side(i % 2)), i


def test_the_lean_loop_counts_the_sims_wins_draws_and_turns():
    result = simulate(60, 8, "random", "random")
    green, white, draws, turns = simulate_lean(60, 8)
    assert (green, white, draws) == (result.green_wins, result.white_wins, result.draws)
    assert turns / 60 == pytest.approx(result.mean_turns)


def test_the_lean_loop_refuses_other_readings():
    with pytest.raises(ValueError, match="default readings"):
        LeanGame(load_ruleset("tlv", {"pond": "sanctuary"}))


def test_compare_gives_the_speeds_and_their_ratios():
    figures = compare(games=4, runs=1)
    assert set(figures) == {
        "engine_sim_random_games_per_cpu_s",
        "engine_api_random_games_per_cpu_s",
        "lean_random_games_per_cpu_s",
        "engine_to_lean_ratio",
        "engine_api_to_lean_ratio",
    }
    assert all(value > 0 for value in figures.values())
