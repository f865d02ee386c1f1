"""Real-window resize check: ``python -m liubo.tools.resize_check`` (``make resize-check``).

Starts Xvfb and a window manager (twm if installed) itself, then for each screen starts
the game at 1280x720 on that screen (``--scene``), resizes the window with xdotool to each
size (1024x600, then 1440x810) and takes a screenshot of the window; then starts the game
afresh at each size and takes the same screenshot. The two pictures must be the same,
within a small tolerance: a resized screen is laid out exactly as a fresh start at that
size. Each resized window is pictured twice: with the pointer kept outside it since the
resize (nothing may wait for a mouse event to lay itself out), and again after the pointer
crossed it and left (no hover may stay). Each picture is taken once the window has stopped
changing (the title's backdrop fades in).

    python -m liubo.tools.resize_check [--screens title,game] [--sizes 1024x600,1440x810]
        [--display :N]

Prints one line per screen and size, the share of pixels that differ, and PASS or FAIL;
an internal error (an exception the game caught and went on after) or a traceback in the
games' stderr fails the check too. Skips (exit 0, with a message) when Xvfb, xdotool or
ImageMagick's ``import`` is missing.
Exit codes: 0 passed or skipped, 1 failed, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ..cli import SCENE_NAMES, size_arg
from .game_log import GameLog
from .xserver import start_window_manager, start_xvfb, stop_servers

START = (1280, 720)
SIZES = ((1024, 600), (1440, 810))
SCREEN = (1920, 1080)
#: A pixel differs when a colour channel differs by more than this (JPEG-free, but fonts
#: and smooth scaling may round differently by a step or two).
CHANNEL_TOLERANCE = 24
#: A picture passes when at most this share of its pixels differ (a text caret, say).
PIXEL_TOLERANCE = 0.005


def missing_tools() -> list[str]:
    """The programs the check needs that are not installed."""
    return [tool for tool in ("Xvfb", "xdotool", "import") if shutil.which(tool) is None]


class Runner:
    """Starts the game on one X display, resizes its window and takes its picture."""

    def __init__(self, display: str, folder: Path) -> None:
        self.display = display
        self.folder = folder
        self.env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        self.starts = 0
        self.log = GameLog(folder / "stderr.txt")  # every game's: any internal error fails

    def xdo(self, *args: str) -> str:
        done = subprocess.run(
            ["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20
        )
        return done.stdout.strip()

    def start(self, screen: str, size: tuple[int, int]) -> tuple[subprocess.Popen, str]:
        """The game on ``screen`` in a ``size`` window of its own (a fresh settings folder)."""
        self.starts += 1
        home = self.folder / f"home{self.starts}"
        # Made beforehand: a folder the game makes itself gets a notice for a few seconds,
        # which a picture of one start would show and of the other not.
        home.mkdir(parents=True, exist_ok=True)
        err = self.log.stream()
        game = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "liubo",
                "--portable",
                str(home),
                "--windowed",
                "--lang",
                "en",
                "--size",
                f"{size[0]}x{size[1]}",
                "--scene",
                screen,
            ],
            env=self.env,
            stdout=subprocess.DEVNULL,
            stderr=err,
        )
        err.close()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and game.poll() is None:
            found = self.xdo("search", "--onlyvisible", "--pid", str(game.pid), "--name", "Liubo")
            if found:
                return game, found.split()[-1]
            time.sleep(0.2)
        stop(game)
        raise RuntimeError(f"the game's window did not appear on {screen}")

    def resize(self, window: str, size: tuple[int, int]) -> None:
        self.xdo("windowsize", window, str(size[0]), str(size[1]))

    def wave(self, window: str) -> None:
        """Move the pointer across the window and out again (a hover must not stay)."""
        for x, y in ((0.5, 0.5), (0.9, 0.2), (0.1, 0.8), (0.5, 0.5)):
            self.xdo("mousemove", "--window", window, str(int(x * 1000)), str(int(y * 500)))
            time.sleep(0.2)
        self.xdo("mousemove", str(SCREEN[0] - 1), str(SCREEN[1] - 1))

    def picture(self, window: str, path: Path, timeout: float = 30.0) -> Path:
        """The window's picture once it has stopped changing: the same in four pictures
        taken a second apart (the title paints its backdrop in the background, which takes
        seconds on a busy machine)."""
        self.xdo("mousemove", str(SCREEN[0] - 1), str(SCREEN[1] - 1))  # off the window
        seen: list[bytes] = []
        deadline = time.monotonic() + timeout
        while True:
            time.sleep(1.0)
            subprocess.run(
                ["import", "-window", window, str(path)],
                env=self.env,
                check=True,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            seen = [*seen[-3:], path.read_bytes()]
            steady = len(seen) == 4 and len(set(seen)) == 1
            if time.monotonic() > deadline or (steady and not blank(path)):
                return path


def stop(game: subprocess.Popen) -> None:
    if game.poll() is None:
        game.terminate()
        try:
            game.wait(20)
        except subprocess.TimeoutExpired:
            game.kill()
            game.wait(5)


def pixels(path: Path):  # noqa: ANN201 -- a numpy array (width, height, 3)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import numpy as np
    import pygame

    return pygame.surfarray.array3d(pygame.image.load(str(path))).astype(np.int16)


def blank(path: Path) -> bool:
    """Whether the picture is one colour (a window not drawn yet)."""
    image = pixels(path)
    return bool((image == image[0, 0]).all())


def difference(first: Path, second: Path) -> float:
    """The share of pixels that differ between two pictures (1.0 if their sizes differ)."""
    a, b = pixels(first), pixels(second)
    if a.shape != b.shape:
        return 1.0
    differs = (abs(a - b).max(axis=2) > CHANNEL_TOLERANCE).sum()
    return float(differs) / (a.shape[0] * a.shape[1])


POINTER = ("mouse still", "mouse moved")


def check_screen(
    runner: Runner, screen: str, sizes: tuple[tuple[int, int], ...], out: Path
) -> list[tuple[tuple[int, int], str, float]]:
    """(size, pointer, share of pixels differing) for ``screen`` resized to each size:
    pictured with the pointer kept off the window since the resize, then again after it
    crossed the window and left."""
    tag = screen.replace(" ", "_")
    resized: dict[tuple[tuple[int, int], str], Path] = {}
    game, window = runner.start(screen, START)
    try:
        runner.picture(window, out / f"{tag}_start.png")
        for size in sizes:
            name = f"{tag}_resized_{size[0]}x{size[1]}"
            runner.resize(window, size)
            resized[size, POINTER[0]] = runner.picture(window, out / f"{name}.png")
            runner.wave(window)
            resized[size, POINTER[1]] = runner.picture(window, out / f"{name}_moved.png")
    finally:
        stop(game)
    results = []
    for size in sizes:
        game, window = runner.start(screen, size)
        try:
            fresh = runner.picture(window, out / f"{tag}_fresh_{size[0]}x{size[1]}.png")
        finally:
            stop(game)
        for pointer in POINTER:
            results.append((size, pointer, difference(resized[size, pointer], fresh)))
    return results


def sizes_arg(text: str) -> tuple[tuple[int, int], ...]:
    return tuple(size_arg(part) for part in text.split(",") if part.strip())


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="liubo.tools.resize_check", description=(__doc__ or "").splitlines()[0]
    )
    parser.add_argument(
        "--screens",
        default=",".join(SCENE_NAMES),
        help="comma-separated screens (default: all): " + ", ".join(SCENE_NAMES),
    )
    parser.add_argument("--sizes", type=sizes_arg, default=SIZES, help="e.g. 1024x600,1440x810")
    parser.add_argument("--keep", metavar="DIR", help="keep the pictures in DIR")
    parser.add_argument(
        "--display", metavar=":N", help="start Xvfb on this display (default: a free one)"
    )
    args = parser.parse_args(argv)
    args.screens = [s.strip() for s in args.screens.split(",") if s.strip()]
    unknown = [s for s in args.screens if s not in SCENE_NAMES]
    if unknown:
        parser.error(f"unknown screen(s): {', '.join(unknown)}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    missing = missing_tools()
    if missing:
        print(f"resize check: skipped: {' and '.join(missing)} not installed", file=sys.stderr)
        return 0
    failed = []
    xvfb = wm = None
    with tempfile.TemporaryDirectory(prefix="liubo-resize-") as folder:
        out = Path(args.keep) if args.keep else Path(folder) / "pictures"
        out.mkdir(parents=True, exist_ok=True)
        try:
            xvfb, display = start_xvfb(SCREEN, args.display)
            wm = start_window_manager(display)
            print(
                f"resize check on Xvfb {display} "
                f"{'with a window manager' if wm else 'without a window manager'}",
                flush=True,
            )
            runner = Runner(display, Path(folder))
            for screen in args.screens:
                for size, pointer, share in check_screen(runner, screen, args.sizes, out):
                    verdict = "PASS" if share <= PIXEL_TOLERANCE else "FAIL"
                    if verdict == "FAIL":
                        failed.append(f"{screen} at {size[0]}x{size[1]} ({pointer})")
                    print(
                        f"{screen:12} 1280x720 -> {size[0]}x{size[1]} ({pointer}): "
                        f"{100 * share:6.3f}% of pixels differ from a fresh start  {verdict}",
                        flush=True,
                    )
        except (RuntimeError, OSError, subprocess.SubprocessError) as exc:
            print(f"resize check: error: {exc}", file=sys.stderr)
            return 1
        finally:
            stop_servers(wm, xvfb)
        if runner.log.verdict("resize check"):
            failed.append("an internal error or traceback in the game's stderr")
    if failed:
        print(f"resize check: FAIL: {', '.join(failed)}", file=sys.stderr)
        return 1
    print("resize check: every screen resized equals a fresh start", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
