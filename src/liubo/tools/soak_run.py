"""One soak run: a game started on a given X display and driven through cycles of window
changes and random input, with its layout checked after each change (``Soak``), and what
the run found (``Figures``).

A cycle: full screen on and off (F11), minimise and restore, resizes to odd sizes
(``SIZES``: 1859x113, 200x150, 1x1, a window larger than the desktop...), then a burst of
random clicks and keys (``KEYS``). After every full-screen toggle and every resize the
game's own layout report (``liubo.checks.layout_probe``, asked by SIGUSR1) must agree with
the size X gives the window within ``SETTLE_SECONDS``. Some cycles (``HOSTILE_SHARE``)
start the game afresh on a hostile file or on the screens that list them
(``liubo.tools.soak_files``). Every internal error (an exception the game caught and went
on after, ``INTERNAL_ERROR_LINE`` in its stderr) and every traceback is a failure. The
command that starts the X server and runs the seeds is ``liubo.tools.soak``.
"""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from ..checks.layout_probe import ENV as LAYOUT_ENV
from ..checks.layout_probe import layout_problems
from .game_log import failures
from .soak_files import hostile_files
from .xserver import SCREEN

SIZES = [
    (1859, 113),
    (200, 150),
    (640, 480),
    (1280, 720),
    (1024, 768),
    (113, 1000),
    (1, 1),
    (10, 400),
    (1919, 1079),
    (30000, 30000),  # larger than the desktop: drawn and laid out at the desktop's size
]
#: How long the screen may take to follow a window change (a window manager, a loaded
#: machine, leaving full screen asks for the windowed size again for up to 2 s).
SETTLE_SECONDS = 8.0
#: A game that answers no layout report for this long is hung (its loop answers between
#: frames, so only a frame that never ends keeps it silent).
SILENT_SECONDS = 30.0
#: The share of cycles that start the game afresh on a hostile file or the screens that
#: list them (``soak_files``), and those screens.
HOSTILE_SHARE = 0.3
HOSTILE_SCENES = ("files", "learn", "settings")
KEYS = [
    "space",
    "Tab",
    "Return",
    "Escape",
    "1",
    "2",
    "3",
    "4",
    "z",
    "x",
    "Up",
    "Down",
    "Left",
    "Right",
    "q",
    "e",
    "l",
    "n",
    "r",
    "h",
    "p",
    "s",
    "F1",
    "F2",
]


@dataclass
class Figures:
    """What a soak run did."""

    cycles: int = 0
    starts: int = 0
    clean_exits: int = 0
    crashes: int = 0
    tracebacks: int = 0
    internal_errors: int = 0  # exceptions the game caught and went on after ("Internal error")
    hostile_starts: int = 0  # starts on a hostile file (--replay) or the screen that lists them
    actions: int = 0
    layouts: int = 0  # layouts checked after a resize or a full-screen toggle
    bad_layouts: int = 0
    slow_answers: int = 0  # layout requests left unanswered for 5 s (each time)
    problems: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"cycles={self.cycles} actions={self.actions} game starts={self.starts} "
            f"clean exits={self.clean_exits} crashes={self.crashes} "
            f"internal errors={self.internal_errors} tracebacks={self.tracebacks} "
            f"hostile starts={self.hostile_starts} layouts checked={self.layouts} "
            f"bad layouts={self.bad_layouts} slow answers={self.slow_answers}"
        )


class Soak:
    """One soak run against one X display."""

    def __init__(self, display: str, home: Path, rng: random.Random, log: Path) -> None:
        self.display = display
        self.home = home
        self.rng = rng
        self.log = log
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        self.report = log.with_name(log.name + ".layout.json")
        self.env[LAYOUT_ENV] = str(self.report)
        self.game: subprocess.Popen | None = None
        self.window: str | None = None
        self.figures = Figures()
        self.replays: list[Path] = []  # the hostile records, opened with --replay
        self._stderr_seen = 0
        self._asked = 0

    # -- the game process --------------------------------------------------------------------
    def start_game(
        self, scene: str = "title", size: tuple[int, int] = (1280, 720), *extra: str
    ) -> None:
        """The game in a window of ``size`` at ``scene`` (``--scene``); waits for its window."""
        err = open(self.log, "ab")  # noqa: SIM115  (closed with the process)
        self.report.unlink(missing_ok=True)
        self._asked = 0
        self.game = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "liubo",
                "--portable",
                str(self.home),
                "--windowed",
                "--size",
                f"{size[0]}x{size[1]}",
                "--scene",
                scene,
                *extra,
            ],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
        err.close()
        self.figures.starts += 1
        self.window = None
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and self.game.poll() is None:
            found = self.xdo("search", "--pid", str(self.game.pid), "--name", "Liubo")
            if found:
                self.window = found.split()[-1]
                # the game's loop runs once it answers (and the window manager has had
                # the time to frame the window: a resize before that was undone)
                self.ask_layout(timeout=30)
                return
            time.sleep(0.2)
        self.check_game()
        if self.window is None:
            raise RuntimeError("the game's window did not appear within 60 s")

    def check_game(self) -> bool:
        """False if the game is gone (a clean exit restarts it; a crash is recorded)."""
        self.check_stderr()
        if self.game is None:
            return False
        code = self.game.poll()
        if code is None:
            return True
        if code == 0:
            self.figures.clean_exits += 1
        else:
            self.figures.crashes += 1
            name = signal.Signals(-code).name if code < 0 else f"exit code {code}"
            self.figures.problems.append(
                f"the game ended with {name} in cycle {self.figures.cycles}"
            )
        self.game = None
        return False

    def check_stderr(self) -> None:
        try:
            text = self.log.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return
        new = text[self._stderr_seen :]
        self._stderr_seen = len(text)
        caught, tracebacks, first = failures(new)
        self.figures.internal_errors += caught
        self.figures.tracebacks += tracebacks
        if caught or tracebacks:
            self.figures.problems.append(
                f"{caught} internal error(s) and {tracebacks} traceback(s) in the game's "
                f"stderr:\n{first}"
            )

    # -- the layout -------------------------------------------------------------------------
    def geometry(self) -> tuple[int, int] | None:
        """The window's size as the X server has it, or None."""
        text = self.xdo("getwindowgeometry", self.window or "")
        found = re.search(r"Geometry: (\d+)x(\d+)", text)
        return (int(found.group(1)), int(found.group(2))) if found else None

    def ask_layout(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """The game's layout report, asked for now (None if the game is gone or silent)."""
        if self.game is None or self.game.poll() is not None:
            return None
        self._asked += 1
        self.game.send_signal(signal.SIGUSR1)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                report = json.loads(self.report.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                report = None
            if isinstance(report, dict) and report.get("asked", 0) >= self._asked:
                return report
            if self.game.poll() is not None:
                return None
            time.sleep(0.02)
        return None

    def layout_now(self) -> list[str] | None:
        """What is wrong with the layout now (empty when right); None if nothing to check."""
        size = self.geometry()
        report = self.ask_layout()
        if size is None or report is None:
            return None
        problems = layout_problems(report, size, SCREEN)
        if problems:  # what the game itself saw, to tell its fault from a stale answer
            seen = {k: report.get(k) for k in ("window", "x_window", "fullscreen", "notice")}
            problems.append(f"the game saw {seen}")
        return problems

    def check_layout(self, after: str) -> bool:
        """The screen must be laid out for the window's real size within SETTLE_SECONDS,
        and the game must answer at all within SILENT_SECONDS (its loop runs: no hang)."""
        start = time.monotonic()
        deadline = start + SETTLE_SECONDS
        problems: list[str] | None = None
        while True:
            found = self.layout_now()
            if found is None:
                if self.game is None or self.game.poll() is not None:
                    return problems is None  # the game left: check_game says why
                waited = time.monotonic() - start
                if waited < SILENT_SECONDS:
                    self.figures.slow_answers += waited > 5
                    continue  # alive but silent: a slow frame on a loaded machine, or a hang
                self.figures.problems.append(
                    f"the game did not answer for {waited:.0f} s after {after} in cycle "
                    f"{self.figures.cycles} (its loop is not running: a hang)"
                )
                return False
            problems = found
            if not problems:
                self.figures.layouts += 1
                return True
            if time.monotonic() > deadline:
                break
            time.sleep(0.25)
        self.figures.layouts += 1
        self.figures.bad_layouts += 1
        self.figures.problems.append(
            f"not laid out for the window {SETTLE_SECONDS:g} s after {after} in cycle "
            f"{self.figures.cycles}: " + "; ".join(problems[:5] + problems[5:][-1:])
        )
        return False

    def stop_game(self) -> None:
        if self.game is None:
            return
        if self.game.poll() is None:
            self.game.send_signal(signal.SIGTERM)  # SDL turns it into a QUIT event
            try:
                self.game.wait(20)
            except subprocess.TimeoutExpired:
                self.figures.problems.append("the game did not quit within 20 s of SIGTERM")
                self.game.kill()
                self.game.wait(5)
        self.check_game()

    # -- input -----------------------------------------------------------------------------------
    def xdo(self, *args: str) -> str:
        self.figures.actions += 1
        try:
            done = subprocess.run(
                ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=10
            )
        except subprocess.TimeoutExpired:
            return ""
        return done.stdout.strip()

    def pause(self, seconds: float) -> None:
        time.sleep(seconds * self.rng.uniform(0.5, 1.5))

    def cycle(self) -> None:
        """Full screen on/off, minimise/restore, resizes, random input; the layout checked
        after every full-screen toggle and every resize."""
        w = self.window or ""
        f11 = partial(self.xdo, "key", "--window", w, "F11")
        steps: list[tuple[str, Callable[[], str]]] = [
            ("", f11),  # on and straight off: checked once both are done
            ("full screen on and off", f11),
            ("", lambda: self.xdo("windowminimize", w)),
            ("", lambda: self.xdo("windowactivate", w) or self.xdo("windowmap", w)),
            ("full screen on", f11),  # full screen, then minimise
            ("", lambda: self.xdo("windowminimize", w)),
            ("", lambda: self.xdo("windowactivate", w) or self.xdo("windowmap", w)),
            ("full screen off", f11),
            ("", lambda: self.xdo("windowunmap", w)),  # what minimise does without a manager
            ("", lambda: self.xdo("windowmap", w)),
        ]
        for _ in range(3):  # resizes, odd sizes included
            width, height = self.rng.choice(
                SIZES + [(self.rng.randint(1, 1920), self.rng.randint(1, 1080))]
            )
            resize = partial(self.xdo, "windowsize", w, str(width), str(height))
            steps.append((f"a resize to {width}x{height}", resize))
        for checked, step in steps:
            step()
            self.pause(0.15)
            if not self.check_game():
                return
            if checked:
                self.check_layout(checked)
                if not self.check_game():
                    return
        for _ in range(self.rng.randint(10, 30)):
            self.random_input()
            if not self.check_game():
                return

    def random_input(self) -> None:
        w = self.window or ""
        if self.rng.random() < 0.6:
            x, y = self.rng.randrange(1280), self.rng.randrange(720)
            self.xdo("mousemove", "--window", w, str(x), str(y), "click", "1")
        else:
            self.xdo("key", "--window", w, self.rng.choice(KEYS))
        self.pause(0.05)

    def hostile_start(self) -> None:
        """The game started afresh on a hostile file (``--replay``) or on a screen that
        lists them (Load game, Learn), for the next cycle's input to meet them."""
        self.stop_game()
        if self.replays and self.rng.random() < 0.5:
            self.start_game("title", (1280, 720), "--replay", str(self.rng.choice(self.replays)))
        else:
            self.start_game(self.rng.choice(HOSTILE_SCENES))
        self.figures.hostile_starts += 1

    def run(self, seconds: float) -> Figures:
        end = time.monotonic() + seconds
        self.replays = hostile_files(self.home, self.rng)
        try:
            while time.monotonic() < end:
                if self.game is None:
                    self.start_game()
                elif self.rng.random() < HOSTILE_SHARE:
                    self.hostile_start()
                self.cycle()
                self.figures.cycles += 1
        finally:
            self.stop_game()
        return self.figures
