"""``python -m liubo.tools.balance``: the second player's compensations under strong play."""

from __future__ import annotations

import json

from liubo.content import compare_chart
from liubo.engine import load_ruleset
from liubo.tools import balance


def test_the_candidates_start_with_the_standard_game_and_each_can_be_played() -> None:
    configs = balance.candidates()
    assert configs[0].label == "standard" and not configs[0].options and not configs[0].start
    assert ("balance", "one-group") in configs[1].options
    for config in configs:
        rules = config.rules()
        state = rules.parse_position(config.start) if config.start else rules.initial_state()
        assert not state.over and state.needs_throw
    assert load_ruleset("tlv").parse_position(configs[2].start).scores == (0, 1)


def _result(label: str, rate: float, mean: float) -> dict:
    return {
        "config": label,
        "games": 2000,
        "first_player": {"rate": rate, "wilson95": [rate - 0.02, rate + 0.02]},
        "throws": {"mean": mean},
    }


def test_a_fair_candidate_is_near_even_and_no_more_than_a_tenth_longer_or_shorter() -> None:
    doc = {
        "results": [
            _result("standard", 0.61, 32.0),
            _result("a", 0.51, 33.0),
            _result("b", 0.49, 36.0),
            _result("c", 0.55, 32.0),
        ]
    }
    rows = balance.verdicts(doc)
    assert [r["fair"] for r in rows] == [False, True, False, False]
    assert abs(rows[2]["length_change"] - 0.125) < 1e-9
    text = balance.table(rows)
    assert "51.0% [49.0, 53.0]" in text and text.count("yes") == 1


def test_main_writes_the_data_file_the_chart_reads(tmp_path, capsys) -> None:  # noqa: ANN001
    out = tmp_path / "balance.json"
    assert balance.main(["--games", "2", "--processes", "1", "--quiet", "--out", str(out)]) == 0
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["kind"] == "balance" and doc["command"].startswith("python -m liubo.tools.balance")
    assert "--out" not in doc["command"]
    assert len(doc["verdicts"]) == len(balance.candidates())
    rows = compare_chart.rows(doc, compare_chart.CHARTS["balance"].measures)
    assert [r.label for r in rows] == [
        "First player wins (learned v learned)",
        "Throws in a game (learned v learned)",
    ]
    assert "fair" in capsys.readouterr().out
