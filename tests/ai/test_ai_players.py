"""The computer players: legal moves, reproducibility, and basic sense."""

from __future__ import annotations

import pytest

from liubo.ai import PLAYER_NAMES, Player, make_player
from liubo.engine import Side
from support import play_game


def test_unknown_player_name():
    with pytest.raises(ValueError):
        make_player("grandmaster")
    with pytest.raises(ValueError):
        make_player("random", depth=3)


def test_players_follow_the_protocol():
    for name in PLAYER_NAMES:
        player = make_player(name, seed=1, node_limit=500)
        assert isinstance(player, Player)
        assert player.name == name


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_every_player_plays_legal_moves(name):
    for seed in range(2):
        players = {
            Side.GREEN: make_player(name, seed=seed, node_limit=400),
            Side.WHITE: make_player("random", seed=seed + 50),
        }
        if seed:
            players = {Side.GREEN: players[Side.WHITE], Side.WHITE: players[Side.GREEN]}
        play_game(players, seed, max_turns=60)


def test_greedy_beats_random():
    wins = 0
    for seed in range(6):
        game = play_game(
            {Side.GREEN: make_player("greedy", seed), Side.WHITE: make_player("random", seed)}, seed
        )
        wins += game.winner == Side.GREEN
    assert wins >= 5


def test_the_players_clock_can_be_the_cpu_time():
    import time

    from liubo.ai import clock, use_clock

    try:
        use_clock("cpu")
        assert clock._clock[0] is time.process_time
        with pytest.raises(ValueError, match="unknown clock"):
            use_clock("sundial")
    finally:
        use_clock("wall")
    assert clock._clock[0] is time.perf_counter


def test_strength_run_says_what_it_plays():
    from liubo.tools.strength import DEFAULT_PAIRINGS, plan_lines

    lines = plan_lines(list(DEFAULT_PAIRINGS), 400, 2, 1)
    assert lines[-1].startswith("estimated total")
    assert all("400 games = 200 seeds (1..200)" in line for line in lines[:-1])
