"""With no display to open a window on, the game says so and exits 1 (issue 35 item 7):
SDL fell back to its offscreen driver and the game ran invisibly forever, and
``--self-check`` said ``passed`` with ``video_driver: offscreen``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def run_game(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    base = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    base.update(SDL_AUDIODRIVER="dummy", XDG_RUNTIME_DIR=str(tmp_path), **env)
    command = [sys.executable, "-m", "liubo", "--portable", str(tmp_path / "home"), *args]
    return subprocess.run(command, env=base, capture_output=True, text=True, timeout=120)


def test_no_display_variable_is_said_and_ends_the_game(tmp_path):
    result = run_game(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "liubo: no display to open a window on: neither DISPLAY nor WAYLAND_DISPLAY" in (
        result.stderr
    )
    assert "Traceback" not in result.stderr


@pytest.mark.skipif(Path("/tmp/.X11-unix/X987").exists(), reason="display :987 exists here")
def test_a_display_that_cannot_be_reached_is_named(tmp_path):
    result = run_game(tmp_path, DISPLAY=":987")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "cannot open a window on the display DISPLAY=':987'" in result.stderr


def test_the_self_check_fails_without_a_display(tmp_path):
    result = run_game(tmp_path, "--self-check", "1")
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[-1] == "self-check: failed" and "self-check: passed" not in lines
    assert lines[0].startswith("self-check: problem: no display to open a window on")


def test_an_invisible_driver_asked_for_by_name_is_the_user_s_choice(monkeypatch):
    """The tests' SDL_VIDEODRIVER=dummy (set on purpose) still opens; a fallback is refused."""
    from liubo.services import window

    monkeypatch.setattr(window.pygame.display, "init", lambda: None)
    monkeypatch.setattr(window.pygame.display, "get_driver", lambda: "offscreen")
    monkeypatch.setattr(window.pygame.display, "quit", lambda: None)
    assert window.init_display({"SDL_VIDEODRIVER": "offscreen"}) == "offscreen"
    assert window.init_display({"SDL_VIDEODRIVER": "x11,offscreen"}) == "offscreen"
    with pytest.raises(window.NoDisplayError, match="neither DISPLAY nor WAYLAND_DISPLAY"):
        window.init_display({})
    with pytest.raises(window.NoDisplayError, match="DISPLAY=':5'"):
        window.init_display({"DISPLAY": ":5", "SDL_VIDEODRIVER": "x11"})
