"""The simulator: same seed, same games; summary fields; records that replay."""

import json

from liubo.engine import Game
from liubo.sim import main, simulate


def test_same_seed_same_games():
    a = simulate(6, seed=11, green="random", white="random")
    b = simulate(6, seed=11, green="random", white="random")
    assert (a.green_wins, a.white_wins, a.draws, a.mean_turns) == (
        b.green_wins,
        b.white_wins,
        b.draws,
        b.mean_turns,
    )
    assert a.green_wins + a.white_wins + a.draws == 6


def test_json_summary(capsys):
    assert (
        main(["--games", "3", "--seed", "2", "--green", "greedy", "--white", "random", "--json"])
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
    assert out["games"] == 3


def test_records_replay(tmp_path):
    path = tmp_path / "games.txt"
    simulate(2, seed=4, green="random", white="greedy", records_path=str(path))
    records = path.read_text().split("ruleset ")[1:]
    assert len(records) == 2
    for text in records:
        game = Game.from_record("ruleset " + text)
        assert game.is_over
