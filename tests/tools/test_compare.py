"""The comparison of rulesets (``liubo.tools.compare``), its statistics
(``liubo.tools.stats``) and the chart data the rulebook reads from the shipped
``data/compare.json`` (``liubo.content.compare_chart``)."""

from __future__ import annotations

import json
import math

import pytest

from liubo.content import compare_chart
from liubo.tools import compare, compare_play
from liubo.tools.compare import Config, Pairing
from liubo.tools.stats import games_for_margin, quantile, spread, wilson

# ---- statistics ------------------------------------------------------------------------


def test_wilson_matches_known_intervals() -> None:
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson(81, 263)  # a textbook example: 30.8% -> [25.5%, 36.6%]
    assert lo == pytest.approx(0.2553, abs=5e-4) and hi == pytest.approx(0.3662, abs=5e-4)


def test_wilson_stays_inside_zero_and_one() -> None:
    assert wilson(0, 10)[0] == 0.0 and 0.0 < wilson(0, 10)[1] < 0.35
    assert wilson(10, 10)[1] == 1.0 and 0.65 < wilson(10, 10)[0] < 1.0
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(2.5, 5)  # draws count half
    assert lo < 0.5 < hi and hi - 0.5 == pytest.approx(0.5 - lo)


def test_wilson_narrows_with_more_games() -> None:
    widths = [wilson(n / 2, n)[1] - wilson(n / 2, n)[0] for n in (10, 100, 1000)]
    assert widths[0] > widths[1] > widths[2]
    assert widths[2] / 2 == pytest.approx(1.96 * math.sqrt(0.25 / 1000), rel=0.01)


@pytest.mark.parametrize("wins,n", [(-1, 5), (6, 5), (1, -1)])
def test_wilson_refuses_impossible_counts(wins: float, n: int) -> None:
    with pytest.raises(ValueError):
        wilson(wins, n)


def test_games_for_margin() -> None:
    assert games_for_margin(0.03) == 1068  # +-3 points on a proportion near 50%
    assert games_for_margin(0.05) == 385
    assert games_for_margin(0.03, p=0.9) < games_for_margin(0.03)
    with pytest.raises(ValueError):
        games_for_margin(0)


def test_spread_and_quantiles() -> None:
    s = spread([4, 1, 3, 2])
    assert (s.n, s.mean, s.low, s.high) == (4, 2.5, 1, 4)
    assert s.sd == pytest.approx(math.sqrt(5 / 3))
    assert (s.q1, s.median, s.q3) == (1.75, 2.5, 3.25)
    assert spread([7]).sd == 0.0 and spread([7]).median == 7
    assert quantile([1, 2, 3], 0.0) == 1 and quantile([1, 2, 3], 1.0) == 3
    with pytest.raises(ValueError):
        spread([])


# ---- a small run -----------------------------------------------------------------------

CONFIGS = (Config("tlv", "tlv"), Config("cazaux", "cazaux"))
PAIRINGS = (Pairing("random", "random", 4), Pairing("greedy", "random", 2))


@pytest.fixture(scope="module")
def small_run() -> list[dict]:
    return compare_play.run(CONFIGS, PAIRINGS, seed=3, processes=1)


def test_a_small_run_gives_one_summary_per_config_and_pairing(small_run: list[dict]) -> None:
    assert [(r["config"], r["pairing"]) for r in small_run] == [
        ("tlv", "random:random"),
        ("tlv", "greedy:random"),
        ("cazaux", "random:random"),
        ("cazaux", "greedy:random"),
    ]
    for r in small_run:
        assert r["games"] == (4 if r["pairing"] == "random:random" else 2)
        t = r["throws"]
        assert 0 < t["min"] <= t["q1"] <= t["median"] <= t["q3"] <= t["max"]
        assert t["min"] <= t["mean"] <= t["max"] and t["sd"] >= 0
        lo, hi = r["first_player"]["wilson95"]
        assert 0 <= lo <= r["first_player"]["rate"] <= hi <= 1
        assert 0 <= r["draws"] <= r["games"]
        assert sum(r["reasons"].values()) == r["games"]
        assert (r["stronger"] is None) == (r["first"] == r["second"])
        kind = r["config"]
        assert (r["per_game"]["laps"] is None) == (kind == "tlv")
        assert (r["per_game"]["nest_scores"] is None) == (kind == "cazaux")
        assert all(v is None or v >= 0 for v in r["per_game"].values())


def test_the_same_seed_gives_the_same_figures(small_run: list[dict]) -> None:
    assert compare_play.run(CONFIGS, PAIRINGS, seed=3, processes=1) == small_run
    assert compare_play.run(CONFIGS, PAIRINGS, seed=4, processes=1) != small_run


def test_every_config_plays_the_same_seeds() -> None:
    tasks = compare_play.tasks_for(CONFIGS, PAIRINGS, seed=3)
    assert len(tasks) == 2 * (4 + 2)
    seeds = {c.label: sorted((t[3].key, t[4], t[5]) for t in tasks if t[1] == c) for c in CONFIGS}
    assert seeds["tlv"] == seeds["cazaux"]


def test_the_document_and_table(small_run: list[dict]) -> None:
    doc = compare.document(
        CONFIGS,
        PAIRINGS,
        small_run,
        command="python -m liubo.tools.compare x",
        seed=3,
        seconds=1.0,
        processes=1,
    )
    doc = json.loads(json.dumps(doc))
    assert doc["format"] == "liubo-compare" and doc["command"].endswith("compare x")
    assert len(doc["date"]) == 10 and doc["configs"][1]["ruleset"] == "cazaux"
    text = compare.table(doc)
    assert "random v random" in text and "greedy v random" in text
    assert "first player wins" in text and "cazaux" in text
    assert compare_chart.rows(doc) == []  # the chart's pairings were not played
    # with more than three configurations (a readings run) a row per configuration
    many = dict(doc, configs=doc["configs"] * 2, results=doc["results"])
    many["configs"] = [dict(c, label=f"{c['label']}{k}") for k, c in enumerate(many["configs"])]
    many["results"] = [
        dict(r, config=f"{r['config']}{k}")
        for k, c in enumerate(doc["configs"] * 2)
        for r in doc["results"]
        if r["config"] == c["label"]
    ]
    lines = compare.table(many).splitlines()
    assert sum(line.startswith(("tlv", "cazaux")) for line in lines) == 4 * len(PAIRINGS)
    assert compare_chart.caption_fields(doc) == {"games": "6", "date": doc["date"]}


def test_main_writes_a_data_file_that_loads(tmp_path, capsys) -> None:  # noqa: ANN001
    out = tmp_path / "compare.json"
    argv = ["--pairings", "greedy:greedy=2,greedy:random=2", "--processes", "1", "--quiet"]
    assert compare.main([*argv, "--out", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["command"].startswith("python -m liubo.tools.compare --pairings")
    rows = compare_chart.rows(doc)  # the rows whose pairing was played
    played = [
        compare_chart.ROW_SPECS[m][0]
        for m in compare_chart.RULESET_MEASURES
        if compare_chart.ROW_SPECS[m][1] == "greedy:greedy"
    ]
    assert [r.label for r in rows] == played
    assert "wrote" in capsys.readouterr().out


def test_main_refuses_bad_arguments(capsys) -> None:  # noqa: ANN001
    for argv in (["--pairings", "greedy:nobody=2"], ["--scale", "0"], ["--processes", "0"]):
        with pytest.raises(SystemExit):
            compare.main([*argv, "--quiet"])
    with pytest.raises(SystemExit):
        compare.main(["--out", "/no/such/folder/x.json", "--quiet"])
    assert "does not exist" in capsys.readouterr().err


def test_readings_configs_follow_the_option_schema(monkeypatch) -> None:  # noqa: ANN001
    from liubo.engine import ruleset

    assert compare.readings_configs()[0] == Config("tlv (defaults)", "tlv")
    spec = ruleset.OptionSpec("split", ("strict", "free", "off"), "strict")
    real = compare.load_ruleset

    class OneOption:  # the schema comes from the ruleset (its kind read it when registered)
        option_schema = (spec,)

    monkeypatch.setattr(
        compare, "load_ruleset", lambda rid: OneOption if rid == "tlv" else real(rid)
    )
    labels = [c.label for c in compare.readings_configs()]
    assert labels == ["tlv (defaults)", "split=free", "split=off"]
    assert compare.readings_configs()[1].options == (("split", "free"),)
    assert compare.READINGS_PAIRINGS[0].games >= 1068
    assert compare.READINGS_PAIRINGS[1].games >= 200


# ---- the shipped data file ---------------------------------------------------------------


def test_the_shipped_data_file_has_every_row_of_the_chart() -> None:
    doc = compare_chart.load()
    assert doc is not None, "data/compare.json is missing: run python -m liubo.tools.compare"
    assert doc["command"].startswith("python -m liubo.tools.compare")
    assert [c["ruleset"] for c in doc["configs"]] == ["tlv", "cazaux"]
    rows = compare_chart.rows(doc)
    assert len(rows) == len(compare_chart.RULESET_MEASURES)
    for row in rows:
        for _label, value, lo, hi in row.values:
            assert lo <= value <= hi


def test_a_missing_file_gives_no_rows() -> None:
    assert compare_chart.load("no-such-file.json") is None
    assert compare_chart.rows(None) == []
    assert compare_chart.caption_fields(None)["games"] == "?"


def test_a_readings_run_writes_its_own_file(tmp_path) -> None:  # noqa: ANN001
    out = tmp_path / "readings_compare.json"
    argv = ["--readings", "--pairings", "greedy:greedy=2", "--processes", "1", "--quiet"]
    assert compare.main([*argv, "--out", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["kind"] == "readings"
    assert [c["label"] for c in doc["configs"]] == [c.label for c in compare.readings_configs()]
    # never data/readings.json, which holds the option specs the engine reads
    assert compare.default_out(True).name == "readings_compare.json"
    assert compare.default_out(True) != compare.default_out(False)
    # a second run may replace its own output
    assert compare.main([*argv, "--out", str(out)]) == 0


def test_a_run_never_overwrites_a_file_that_is_not_its_output(tmp_path, capsys) -> None:  # noqa: ANN001
    from liubo.resources import read_data_text

    specs = tmp_path / "readings.json"
    text = read_data_text("readings.json")  # the real option specs
    specs.write_text(text, encoding="utf-8")
    argv = ["--readings", "--pairings", "greedy:greedy=2", "--processes", "1", "--quiet"]
    with pytest.raises(SystemExit):
        compare.main([*argv, "--out", str(specs)])
    assert "liubo-readings" in capsys.readouterr().err
    assert specs.read_text(encoding="utf-8") == text
    # nor any other file that is not a comparison's output
    other = tmp_path / "notes.txt"
    other.write_text("mine", encoding="utf-8")
    with pytest.raises(SystemExit):
        compare.main([*argv, "--out", str(other)])
    assert other.read_text(encoding="utf-8") == "mine"
    assert compare.overwrite_problem(tmp_path / "new.json") is None


def test_first_toss_counts_the_side_that_threw_first() -> None:
    config = compare.Config("first=toss", "tlv", (("first", "toss"),))
    pairing = compare.Pairing("greedy", "greedy", 2)
    firsts = {
        compare_play.play_one((0, config, 0, pairing, seed, False)).first_side for seed in range(12)
    }
    assert firsts == {0, 1}
    plain = compare.Config("tlv", "tlv")
    assert compare_play.play_one((0, plain, 0, pairing, 5, False)).first_side == 0


def test_add_to_puts_new_pairings_into_the_data_file(tmp_path) -> None:  # noqa: ANN001
    out = tmp_path / "compare.json"
    base = ["--processes", "1", "--quiet", "--out", str(out)]
    assert compare.main(["--pairings", "greedy:greedy=2,greedy:random=2", *base]) == 0
    first = json.loads(out.read_text(encoding="utf-8"))
    assert compare.main(["--pairings", "learned:learned=2,greedy:greedy=4", "--add-to", *base]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert [(p["first"], p["second"], p["games"]) for p in doc["pairings"]] == [
        ("greedy", "greedy", 4),
        ("greedy", "random", 2),
        ("learned", "learned", 2),
    ]
    kept = [r for r in first["results"] if r["pairing"] == "greedy:random"]
    assert [r for r in doc["results"] if r["pairing"] == "greedy:random"] == kept
    assert {(r["config"], r["pairing"]) for r in doc["results"]} == {
        (c, p)
        for c in ("tlv", "cazaux")
        for p in ("greedy:greedy", "greedy:random", "learned:learned")
    }
    assert [run["command"] for run in doc["commands"]] == [
        "python -m liubo.tools.compare --pairings greedy:greedy=2,greedy:random=2 "
        "--processes 1 --quiet",
        "python -m liubo.tools.compare --pairings learned:learned=2,greedy:greedy=4 --add-to "
        "--processes 1 --quiet",
    ]
    rows = compare_chart.rows(doc)
    assert "First player wins (learned v learned)" in [r.label for r in rows]


def test_a_player_against_itself_throws_each_game_of_a_pair_anew() -> None:
    config = Config("tlv", "tlv")
    pairing = Pairing("learned", "learned", 2)
    seed = compare_play.game_seed(1, pairing, 0)
    one = compare_play.play_one((0, config, 0, pairing, seed, False))
    two = compare_play.play_one((0, config, 0, pairing, seed, True))
    assert (one.throws, one.winner) != (two.throws, two.winner) or one.captures != two.captures


def test_a_config_may_start_from_a_position() -> None:
    config = Config("point", "tlv", start="-/- 0-1 G")
    pairing = Pairing("greedy", "greedy", 2)
    game = compare_play.play_one(
        (0, config, 0, pairing, compare_play.game_seed(1, pairing, 0), False)
    )
    assert game.first_side == 0 and game.throws > 0
    assert config.as_dict()["start"] == "-/- 0-1 G"


def test_configs_plays_only_the_named_configurations(tmp_path, capsys) -> None:  # noqa: ANN001
    out = tmp_path / "readings.json"
    argv = ["--readings", "--pairings", "greedy:greedy=2", "--processes", "1", "--quiet"]
    picked = "tlv (defaults),balance=one-group"
    assert compare.main([*argv, "--configs", picked, "--out", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert [c["label"] for c in doc["configs"]] == picked.split(",")
    with pytest.raises(SystemExit):
        compare.main([*argv, "--configs", "pond=dry"])
    assert "no configuration pond=dry" in capsys.readouterr().err
