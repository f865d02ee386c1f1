"""The simulator: same seed, same games; summary fields; records that replay."""

import json

from liubo.engine import Game
from liubo.tools.sim import main, simulate


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


def test_options_play_under_readings_and_their_records_replay(tmp_path, capsys):
    path = tmp_path / "games.txt"
    argv = ["--games", "20", "--seed", "1", "--json", "--records", str(path)]
    argv += ["--option", "owl-landing=contest", "--option", "pond=sanctuary"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 20 and out["options"] == {"owl-landing": "contest", "pond": "sanctuary"}
    records = path.read_text().split("ruleset ")[1:]
    assert len(records) == 20
    for text in records:
        assert text.splitlines()[1] == "options owl-landing=contest pond=sanctuary"
        game = Game.from_record("ruleset " + text)
        assert game.is_over and game.rules.options["pond"] == "sanctuary"
        assert game.record() == "ruleset " + text.rstrip("\n") + "\n"


def test_a_tossed_first_side_varies_and_a_bad_option_is_refused(tmp_path, capsys):
    path = tmp_path / "games.txt"
    result = simulate(
        12,
        seed=3,
        green="random",
        white="random",
        records_path=str(path),
        options={"first": "toss"},
    )
    assert result.options == {"first": "toss"} and result.games == 12
    firsts = {line for line in path.read_text().splitlines() if line.startswith("first ")}
    assert firsts == {"first G", "first W"}
    try:
        main(["--games", "1", "--option", "pond=lake"])
    except SystemExit as exc:
        assert exc.code == 2
    assert "allowed values are open, sanctuary" in capsys.readouterr().err
