"""make bench-check's verdict: which way each figure is better, and what fails."""

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _module():
    spec = importlib.util.spec_from_file_location("bench_check", ROOT / "tools/bench_check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CHECK = _module()


def test_rates_and_ratios_are_better_higher_times_lower():
    assert CHECK.higher_is_better("sim_random_games_per_cpu_s")
    assert CHECK.higher_is_better("engine_to_lean_ratio")
    assert not CHECK.higher_is_better("first_frame_cpu_ms")
    assert not CHECK.higher_is_better("hard_turn_cpu_ms")


def test_a_figure_more_than_the_tolerance_worse_fails_and_is_named():
    values = {
        "base": {
            "sim_random_games_per_cpu_s": [500.0, 510.0, 490.0],
            "first_frame_cpu_ms": [300.0, 310.0, 290.0],
            "frame_cpu_ms_median": [2.0, 2.0, 2.0],
        },
        "now": {
            "sim_random_games_per_cpu_s": [440.0, 450.0, 430.0],  # 12% fewer games
            "first_frame_cpu_ms": [320.0, 330.0, 310.0],  # 6.7% more: within 10%
            "frame_cpu_ms_median": [1.5, 1.6, 1.4],  # better
        },
    }
    lines, failed = CHECK.compare(values, 10.0)
    assert failed == ["sim_random_games_per_cpu_s"]
    text = "\n".join(lines)
    assert "sim_random_games_per_cpu_s" in text and "WORSE by 12.0%" in text
    assert text.count("ok") == 2


def test_a_figure_the_baseline_lacks_is_shown_not_compared_and_a_missing_one_fails():
    values = {"base": {}, "now": {"engine_to_lean_ratio": [1.2], "first_frame_cpu_ms": []}}
    lines, failed = CHECK.compare(values, 10.0)
    assert failed == ["first_frame_cpu_ms"]
    assert any("engine_to_lean_ratio" in line and "baseline has none" in line for line in lines)
