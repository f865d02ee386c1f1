"""Soak test on a real X server: ``python -m liubo.tools.soak [--minutes 3]`` (``make soak``).

Starts Xvfb (and a window manager if one is installed, so that minimise is real), starts
the game on it, then until time is up repeats cycles of: full screen on and off (F11),
minimise and restore, a resize to one of several sizes (odd ones included: 1859x113,
200x150), and a burst of random clicks and keys. Fails on any traceback in the game's
stderr, on a crash or a nonzero exit. A game that exits cleanly (random input can choose
Quit) is started again and counted.

Skips (exit 0, with a message) when Xvfb or xdotool is not installed.
Exit codes: 0 passed or skipped, 1 failed, 2 bad arguments, 130 interrupted.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import cast

SIZES = [
    (1859, 113),
    (200, 150),
    (640, 480),
    (1280, 720),
    (1024, 768),
    (113, 1000),
    (1, 1),
    (1919, 1079),
]
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
WINDOW_MANAGERS = ("twm", "openbox", "fluxbox", "matchbox-window-manager")
SCREEN = (1920, 1080)


@dataclass
class Figures:
    """What a soak run did."""

    cycles: int = 0
    starts: int = 0
    clean_exits: int = 0
    crashes: int = 0
    tracebacks: int = 0
    actions: int = 0
    problems: list[str] = field(default_factory=list)

    def line(self) -> str:
        return (
            f"cycles={self.cycles} actions={self.actions} game starts={self.starts} "
            f"clean exits={self.clean_exits} crashes={self.crashes} "
            f"tracebacks={self.tracebacks}"
        )


def missing_tools() -> list[str]:
    """The programs the soak needs that are not installed."""
    return [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]


def start_xvfb(screen: tuple[int, int] = SCREEN) -> tuple[subprocess.Popen, str]:
    """Start Xvfb on a free display; (process, ":N")."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        [
            "Xvfb",
            "-displayfd",
            str(write),
            "-screen",
            "0",
            f"{screen[0]}x{screen[1]}x24",
            "-nolisten",
            "tcp",
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
        self.game: subprocess.Popen | None = None
        self.window: str | None = None
        self.figures = Figures()
        self._stderr_seen = 0

    # -- the game process --------------------------------------------------------------------
    def start_game(self) -> None:
        err = open(self.log, "ab")  # noqa: SIM115  (closed with the process)
        self.game = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "liubo",
                "--portable",
                str(self.home),
                "--windowed",
                "--size",
                "1280x720",
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
        count = new.count("Traceback (most recent call last)")
        if count:
            self.figures.tracebacks += count
            start = new.index("Traceback")
            self.figures.problems.append(
                "traceback in the game's stderr:\n" + new[start : start + 3000]
            )

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
        """Full screen on/off, minimise/restore, a resize, random input."""
        w = self.window or ""
        steps: list[Callable[[], str]] = [
            lambda: self.xdo("key", "--window", w, "F11"),
            lambda: self.xdo("key", "--window", w, "F11"),
            lambda: self.xdo("windowminimize", w),
            lambda: self.xdo("windowactivate", w) or self.xdo("windowmap", w),
            lambda: self.xdo("key", "--window", w, "F11"),  # full screen, then minimise
            lambda: self.xdo("windowminimize", w),
            lambda: self.xdo("windowactivate", w) or self.xdo("windowmap", w),
            lambda: self.xdo("key", "--window", w, "F11"),
            lambda: self.xdo("windowunmap", w),  # what minimise does without a manager
            lambda: self.xdo("windowmap", w),
        ]
        for _ in range(3):  # rapid resizes, odd sizes included
            width, height = self.rng.choice(
                SIZES + [(self.rng.randint(1, 1920), self.rng.randint(1, 1080))]
            )
            steps.append(partial(self.xdo, "windowsize", w, str(width), str(height)))
        for step in steps:
            step()
            self.pause(0.15)
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

    def run(self, seconds: float) -> Figures:
        end = time.monotonic() + seconds
        try:
            while time.monotonic() < end:
                if self.game is None:
                    self.start_game()
                self.cycle()
                self.figures.cycles += 1
        finally:
            self.stop_game()
        return self.figures


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


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="liubo.tools.soak", description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=3.0, help="how long (default 3)")
    parser.add_argument("--seed", type=int, default=None, help="random seed for the input")
    parser.add_argument("--no-wm", action="store_true", help="no window manager")
    parser.add_argument("--log", metavar="PATH", help="keep the game's stderr here")
    args = parser.parse_args(argv)
    if not 0 < args.minutes <= 24 * 60:
        parser.error("--minutes must be more than 0 and at most 1440")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    missing = missing_tools()
    if missing:
        print(
            f"soak: skipped: {' and '.join(missing)} not installed (apt-get install xvfb xdotool)",
            file=sys.stderr,
        )
        return 0
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 30)
    xvfb = wm = None
    try:
        with tempfile.TemporaryDirectory(prefix="liubo-soak-") as folder:
            xvfb, display = start_xvfb()
            wm = None if args.no_wm else start_window_manager(display)
            log = Path(args.log) if args.log else Path(folder) / "stderr.txt"
            soak = Soak(display, Path(folder) / "home", random.Random(seed), log)
            # start_window_manager runs [path]; typeshed types Popen.args as any command form
            wm_name = "" if wm is None else Path(cast("list[str]", wm.args)[0]).name
            print(
                f"soak: {args.minutes:g} min on Xvfb {display}"
                f"{' with ' + wm_name if wm else ' without a window manager'}"
                f", seed {seed}",
                flush=True,
            )
            start = time.monotonic()
            figures = soak.run(args.minutes * 60)
            print(f"soak: {figures.line()} in {time.monotonic() - start:.0f} s", flush=True)
    except KeyboardInterrupt:
        print("soak: interrupted", file=sys.stderr)
        return 130
    except (RuntimeError, OSError) as exc:
        print(f"soak: error: {exc}", file=sys.stderr)
        return 1
    finally:
        for proc in (wm, xvfb):
            if proc is not None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
    for problem in figures.problems:
        print(f"soak: FAIL: {problem}", file=sys.stderr)
    return 1 if figures.problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
