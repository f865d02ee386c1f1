"""An X server for the tools that drive the game in a real window: Xvfb, on a display of
one's own (``display=":63"``) or a free one, and a window manager if one is installed
(twm first). Used by ``make soak``, ``make resize-check``, ``make bench-window``, the
bundle's check and tools/extreme_windows.py."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

#: No network; no reset when the last client leaves (without a window manager the game is
#: the only client: the next game would find the server resetting, "x11 not available").
XVFB_OPTIONS = ("-nolisten", "tcp", "-noreset")
WINDOW_MANAGERS = ("twm", "openbox", "fluxbox", "matchbox-window-manager")
SCREEN = (1920, 1080)


def start_xvfb(
    screen: tuple[int, int] = SCREEN, display: str | None = None
) -> tuple[subprocess.Popen, str]:
    """Start Xvfb on ``display`` (":N"), or on a free display; (process, ":N")."""
    if display:
        display = ":" + display.lstrip(":")
        proc = subprocess.Popen(
            ["Xvfb", display, "-screen", "0", f"{screen[0]}x{screen[1]}x24", *XVFB_OPTIONS],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        socket = Path("/tmp/.X11-unix") / f"X{display[1:]}"
        deadline = time.monotonic() + 20
        while not socket.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if proc.poll() is not None or not socket.exists():
            proc.kill()
            raise RuntimeError(f"Xvfb did not start on {display} (is it in use?)")
        return proc, display
    read, write = os.pipe()
    proc = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write),
            "-screen",
            "0",
            f"{screen[0]}x{screen[1]}x24",
            *XVFB_OPTIONS,
        ],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    number = b""
    deadline = time.monotonic() + 20
    with os.fdopen(read, "rb") as pipe:
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            chunk = pipe.read(1)
            if not chunk:
                break
            number += chunk
    if not number.strip():
        proc.kill()
        raise RuntimeError("Xvfb did not start")
    return proc, f":{number.decode().strip()}"


def start_window_manager(display: str) -> subprocess.Popen | None:
    for name in WINDOW_MANAGERS:
        path = shutil.which(name)
        if path:
            return subprocess.Popen(
                [path],
                env={**os.environ, "DISPLAY": display},
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
    return None


def stop_servers(*procs: subprocess.Popen | None) -> None:
    """End what ``start_xvfb`` and ``start_window_manager`` started (the window manager
    first), killing any that has not ended 5 s after being asked."""
    for proc in procs:
        if proc is None:
            continue
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
