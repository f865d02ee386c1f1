"""On a real X server (Xvfb): full screen, minimise, restore and odd sizes never crash the
game, and the window manager's size is never fought (issue 12, items 1 and 2).

Skipped when Xvfb or xdotool is not installed (apt-get install xvfb xdotool)."""

from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path

import pytest

from liubo.tools import resize_check, soak, xserver

pytestmark = pytest.mark.skipif(
    bool(soak.missing_tools()),
    reason=f"needs a real X server: {' and '.join(soak.missing_tools())} not installed "
    "(apt-get install xvfb xdotool)",
)


#: LIUBO_X_DISPLAY=:N runs these tests' Xvfb on that display (a shared machine where each
#: engineer has display numbers of their own); by default a free one is taken.
DISPLAY = os.environ.get("LIUBO_X_DISPLAY")


@pytest.fixture
def x_display():
    xvfb, display = xserver.start_xvfb(display=DISPLAY)
    wm = xserver.start_window_manager(display)
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
    where = ["--display", DISPLAY] if DISPLAY else []
    assert soak.main(["--minutes", "0.4", "--seed", "7", *where]) == 0


def resident_megabytes(pid: int) -> int:
    """The process's resident memory in MB (0 once it is gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    m = re.search(r"VmRSS:\s+(\d+) kB", status)
    return int(m.group(1)) // 1024 if m else 0


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_huge_window_is_drawn_within_the_desktop_and_sigterm_still_quits(
    x_display, tmp_path: Path
):
    """xdotool windowsize W 30000 30000 (issue 26, item 1): it used to take ~10 GB and die."""
    run = soak.Soak(x_display, tmp_path / "home", random.Random(1), tmp_path / "stderr.txt")
    run.start_game()
    assert run.game is not None
    peak = 0
    try:
        for size in ("30000", "24000", "16384"):
            run.xdo("windowsize", run.window or "", size, size)
            end = time.monotonic() + 3.0
            while time.monotonic() < end:
                peak = max(peak, resident_megabytes(run.game.pid))
                if peak > 1500:  # never let a regression eat the machine
                    run.game.kill()
                    break
                time.sleep(0.05)
            assert peak <= 1500, f"{peak} MB resident after a {size}x{size} resize"
            assert run.check_game(), run.figures.problems
            # drawn and laid out within the desktop, and the window asked back onto it
            width, height = geometry(run)
            assert width <= xserver.SCREEN[0] and height <= xserver.SCREEN[1], (width, height)
        run.xdo("windowsize", run.window or "", "30000", "30000")
        time.sleep(0.2)
        start = time.monotonic()
        run.game.terminate()  # during the storm
        run.game.wait(10)
        assert time.monotonic() - start < 5
    finally:
        run.stop_game()
    assert run.figures.problems == [] and run.figures.crashes == 0


@pytest.mark.skipif(
    bool(resize_check.missing_tools()),
    reason=f"needs a real X server and pictures of it: {' and '.join(resize_check.missing_tools())}"
    " not installed (apt-get install xvfb xdotool imagemagick)",
)
def test_the_title_resized_in_a_real_window_equals_a_fresh_start():
    """A window-manager resize lays the title out as a fresh start (issue 25); the whole
    check, every screen at two sizes, is `make resize-check`."""
    assert resize_check.main(["--screens", "title", "--sizes", "1024x600"]) == 0


SURVIVE = """
import ctypes, pygame
pygame.display.init()
pygame.display.set_mode((200, 100))
from liubo.services.x11_window import _load, survive_x_errors, survived
assert survive_x_errors()
lib = _load()
display = lib.XOpenDisplay(None)
ask = bytes(256)
lib.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_char_p]
lib.XGetWindowAttributes(display, 0x3FFFFFF, ask)  # no such window: BadWindow
lib.XSync(display, 0)
print("alive", survived)
"""


def test_an_x_error_no_longer_ends_the_game(x_display):
    """Xlib's default handler exits on any error: a BadWindow from SDL asking about twm's
    frame of a window being unmapped ended the game in the soak (issue 26, seed 732018498)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "DISPLAY": x_display, "SDL_VIDEODRIVER": "x11"}
    done = subprocess.run(
        [sys.executable, "-c", SURVIVE], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "alive [(3, 3)]" in done.stdout  # BadWindow in X_GetWindowAttributes
    assert "X error 3 in request 3 ignored" in done.stderr
