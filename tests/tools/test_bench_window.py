"""``make bench-window`` skips cleanly (exit 0, one message) without any display."""

from __future__ import annotations

import math
import os
import sys

from liubo.tools.benchmarks import first_frame, window


def test_skips_without_a_display_or_xvfb(monkeypatch, capsys):  # noqa: ANN001
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.setattr(window.shutil, "which", lambda name: None)
    assert window.main(["--runs", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("bench-window: skipped:") and out.count("\n") == 1


def test_summary_takes_medians_and_p99_per_kind_of_frame():
    rows = {"interval": [16.0] * 98 + [30.0, 40.0], "work": [2.0] * 100, "flip": [0.5] * 100}
    rows["cpu"] = [1.5] * 100
    empty = {"interval": [], "work": [], "flip": [], "cpu": []}
    figures = window.summarise({"idle": rows, "move": empty, "think": empty})
    assert figures["idle_interval_ms_median"] == 16.0
    assert figures["idle_interval_ms_p99"] == 40.0 or figures["idle_interval_ms_p99"] == 30.0
    assert figures["frame_work_ms_median"] == 2.0 and figures["flip_ms_median"] == 0.5
    assert "think_interval_ms_median" not in figures


def test_the_first_frames_print_the_game_s_cpu_time_beside_the_wall_time(capsys):
    first_frame.print_first_frames(
        "first_frame_cold", [(900.0, 400.0), (300.0, 280.0), (500.0, 290.0)]
    )
    out = capsys.readouterr().out.splitlines()
    assert out == [
        "first_frame_cold_ms: 500.0",
        "first_frame_cold_cpu_ms: 290.0",
        "first_frame_cold_ms_runs: 900 300 500",
        "first_frame_cold_cpu_ms_runs: 400 280 290",
    ]


def test_a_process_s_cpu_time_is_read_from_proc():
    used = first_frame.process_cpu_ms(os.getpid())
    if sys.platform.startswith("linux"):
        assert used > 0
    else:
        assert math.isnan(used)
    assert math.isnan(first_frame.process_cpu_ms(2**22 + 12345))  # no such process
