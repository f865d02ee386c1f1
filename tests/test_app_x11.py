"""On a real X server (Xvfb): full screen, minimise, restore and odd sizes never crash the
game, and the window manager's size is never fought (issue 12, items 1 and 2).

Skipped when Xvfb or xdotool is not installed (apt-get install xvfb xdotool)."""

from __future__ import annotations

import random
import re
import time
from pathlib import Path

import pytest

from liubo import soak

pytestmark = pytest.mark.skipif(
    bool(soak.missing_tools()),
    reason=f"needs a real X server: {' and '.join(soak.missing_tools())} not installed "
    "(apt-get install xvfb xdotool)",
)


@pytest.fixture
def x_display():
    xvfb, display = soak.start_xvfb()
    wm = soak.start_window_manager(display)
    yield display
    for proc in (wm, xvfb):
        if proc is not None:
            proc.terminate()
            proc.wait(5)


def geometry(run: soak.Soak) -> tuple[int, int]:
    text = run.xdo("getwindowgeometry", run.window or "")
    m = re.search(r"Geometry: (\d+)x(\d+)", text)
    assert m, text
    return int(m.group(1)), int(m.group(2))


def test_odd_window_sizes_are_kept_and_drawn_without_a_crash(x_display, tmp_path: Path):
    run = soak.Soak(x_display, tmp_path / "home", random.Random(1), tmp_path / "stderr.txt")
    run.start_game()
    try:
        for size in [(1859, 113), (200, 150), (900, 700)]:
            run.xdo("windowsize", run.window or "", str(size[0]), str(size[1]))
            time.sleep(1.0)
            assert run.check_game(), run.figures.problems
            # the game does not call set_mode to force 640x480 back on the window
            assert geometry(run) == size
        run.xdo("key", "--window", run.window or "", "F11")
        time.sleep(1.0)
        run.xdo("windowminimize", run.window or "")
        time.sleep(0.5)
        run.xdo("windowactivate", run.window or "")
        time.sleep(0.5)
        run.xdo("key", "--window", run.window or "", "F11")
        time.sleep(1.0)
        assert run.check_game(), run.figures.problems
    finally:
        run.stop_game()
    assert run.figures.problems == [] and run.figures.crashes == 0


def test_a_short_soak_passes():
    assert soak.main(["--minutes", "0.4", "--seed", "7"]) == 0
