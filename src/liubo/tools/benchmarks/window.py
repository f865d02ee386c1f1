"""Frame pacing in a real window on a real X display (``make bench-window``).

    python -m liubo.tools.benchmarks.window [--runs 5] [--seconds 8] [--level expert]
        [--sdl-env NAME=VALUE ...]
    python -m liubo.tools.benchmarks.window --program dist/liubo/liubo --first-frame-only [--runs 9]

Needs a display: uses ``$DISPLAY``, or starts Xvfb itself when it is installed and no
display is set; with neither it prints a skip message and exits 0.

Each run is a fresh process with the real video driver that drives the real app loop
(``App.frame``, ``clock.tick(60)``, ``display.flip``) on the game screen at 1280x720:

- ``idle``: a game between two people, the sticks thrown and nobody acting, the pointer
  moving over the board (so that every frame is drawn);
- ``think``: the same game while the computer player of ``--level`` (expert, the
  strongest, by default) searches without a break (hint requests, answered and asked
  again, as the headless bench does), then that level playing itself: a frame counts as
  ``think`` while a computer player's request is out
  (its worker process searching on the other core; the frame that takes its answer,
  plays the move and saves the game included);
- ``move``: in that game, the frames while a move is animated and nobody thinks.

The first frames (warm, and cold for a bundle's ``--program``) are measured by
:mod:`.first_frame`.

It measures the wall-clock interval between presents (the returns of ``display.flip``,
taken only between two frames in a row that both presented), the frame work (the time
inside ``App.frame``: events, update, drawing and the flip, without the wait for the next
tick; ``frame_cpu`` is the main thread's CPU time for the same, which tells a slow frame
from a frame that waited for a core) and the flip alone, and the first frame
(``first_frame_ms``, one warm-up start first, not counted). Every printed figure is the
median over the runs of that run's figure; the 1-minute load average is printed before
and after.

``--program PATH`` starts that program instead of ``python -m liubo`` (the standalone
bundle's, ``make bench-dist``), with an environment stripped of Python's variables, and
its cold first frames are measured too; ``--first-frame-only`` measures the first frames
and nothing else.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from .first_frame import first_frame_ms, first_frames, program_environment

SIZE = (1280, 720)
IDLE_SECONDS = 2.0
THINK_SECONDS = 4.0
LABELS = ("idle", "move", "think")


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


# -- the child: one run in a real window ------------------------------------------------------
def child(seconds: float, home: str, level: str = "expert") -> dict[str, Any]:
    """Play in a real window and return the raw figures of this run."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from ...app import FPS, MAX_DT, App
    from ...cli import parse_args
    from ...engine import Game, Side
    from ...scenes.game import GameScene

    app = App(parse_args(["--portable", home, "--windowed", "--size", f"{SIZE[0]}x{SIZE[1]}"]))
    flips: list[tuple[float, float]] = []  # (returned at, took)
    real_flip = pygame.display.flip

    def timed_flip() -> None:
        t0 = time.perf_counter()
        real_flip()
        t1 = time.perf_counter()
        flips.append((t1, t1 - t0))

    pygame.display.flip = timed_flip  # type: ignore[assignment]
    frames: dict[str, list[tuple[float, float, float, float]]] = {k: [] for k in LABELS}
    try:
        app.start("title")
        app.draw()
        real_flip()
        driver = pygame.display.get_driver()

        def loop(scene: GameScene, until: float, label_of: Any, pointer: bool) -> None:
            last_present: float | None = None
            k = 0
            while time.perf_counter() < until and not scene.session.game.is_over:
                dt = min(app.clock.tick(FPS) / 1000.0, MAX_DT)
                if pointer:
                    pos = (400 + (k * 7) % 500, 260 + (k * 3) % 200)
                    pygame.event.post(
                        pygame.event.Event(
                            pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0)
                        )
                    )
                k += 1
                label = label_of(scene)
                n = len(flips)
                t0, c0 = time.perf_counter(), time.thread_time()
                if not app.frame(dt, pygame.event.get()):
                    break
                work, cpu = time.perf_counter() - t0, time.thread_time() - c0
                if len(flips) == n:
                    last_present = None  # nothing drawn: no interval to count
                    continue
                at, took = flips[-1]
                if last_present is not None and label is not None:
                    frames[label].append((at - last_present, work, took, cpu))
                last_present = at

        idle = GameScene(app.ctx, Game.new(), {}, mode="two")
        app.stack.replace(idle)
        idle.do_throw()  # Green has thrown and is choosing a move (hints need legal moves)
        idle.settle()
        loop(idle, time.perf_counter() + IDLE_SECONDS, lambda s: "idle", pointer=True)

        def ask_level(scene: GameScene) -> str:
            if not scene.session.ai.busy:  # keep the computer player searching all the time
                scene.session.ai.request(scene.session.game, level, "hint")
            return "think"

        loop(idle, time.perf_counter() + THINK_SECONDS, ask_level, pointer=False)

        def computer_label(scene: GameScene) -> str | None:
            if scene.session.ai.busy:
                return "think"
            if scene.anim is not None:
                return "move"
            return None  # the pause between a throw and the request, the dice jar

        watch = GameScene(app.ctx, Game.new(), {Side.GREEN: level, Side.WHITE: level}, mode="watch")
        app.stack.replace(watch)
        loop(watch, time.perf_counter() + seconds, computer_label, pointer=False)
    finally:
        pygame.display.flip = real_flip  # type: ignore[assignment]
        app.close()
        pygame.quit()
    result: dict[str, Any] = {"driver": driver}
    for label, rows in frames.items():
        result[label] = {
            "interval": [r[0] * 1000.0 for r in rows],
            "work": [r[1] * 1000.0 for r in rows],
            "flip": [r[2] * 1000.0 for r in rows],
            "cpu": [r[3] * 1000.0 for r in rows],
        }
    return result


# -- the parent -------------------------------------------------------------------------------
def one_run(env: dict[str, str], seconds: float, home: str, level: str) -> dict[str, Any]:
    """One child run; its raw figures."""
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "liubo.tools.benchmarks.window",
            "--child",
            "--seconds",
            str(seconds),
            "--level",
            level,
        ],
        env=dict(env, LIUBO_BENCH_HOME=home),
        capture_output=True,
        text=True,
        timeout=seconds + 120,
    )
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            return dict(json.loads(line))
    raise RuntimeError(f"the window run failed:\n{out.stderr[-2000:]}")


def summarise(run: dict[str, Any]) -> dict[str, float]:
    """One run's figures: interval median and p99 per label, work and flip medians."""
    figures: dict[str, float] = {}
    work: list[float] = []
    flip: list[float] = []
    for label in LABELS:
        rows = run[label]
        if rows["interval"]:
            figures[f"{label}_interval_ms_median"] = statistics.median(rows["interval"])
            figures[f"{label}_interval_ms_p99"] = _percentile(rows["interval"], 0.99)
            figures[f"{label}_interval_ms_max"] = max(rows["interval"])
            figures[f"{label}_frames"] = len(rows["interval"])
        work += rows["work"]
        flip += rows["flip"]
        if rows["work"]:
            figures[f"{label}_frame_work_ms_median"] = statistics.median(rows["work"])
            figures[f"{label}_frame_cpu_ms_median"] = statistics.median(rows["cpu"])
            figures[f"{label}_frame_cpu_ms_p99"] = _percentile(rows["cpu"], 0.99)
    if work:
        figures["frame_work_ms_median"] = statistics.median(work)
        figures["frame_work_ms_p99"] = _percentile(work, 0.99)
        figures["flip_ms_median"] = statistics.median(flip)
    return figures


def start_display() -> tuple[Any, str] | None:
    """An X display to use: ``$DISPLAY``, or a new Xvfb; None when there is neither."""
    if os.environ.get("DISPLAY"):
        return None, os.environ["DISPLAY"]
    if shutil.which("Xvfb") is None:
        return None
    from ..xserver import start_xvfb

    return start_xvfb()


def wine_environment(env: dict[str, str]) -> dict[str, str]:
    """The Windows build's Wine prefix (``make dist-windows`` made it in the user cache),
    its wineserver kept running: the figure is the program's start, not Wine's."""
    from ...dist.windows import default_cache
    from ...dist.wine import Prefix

    prefix = Prefix(default_cache() / "prefix", env["DISPLAY"])
    subprocess.run(["wineserver", "-p"], env=prefix.env(), check=False)
    return prefix.env(**{k: v for k, v in env.items() if k.startswith("SDL_")})


def load_average() -> float:
    try:
        return round(os.getloadavg()[0], 2)
    except OSError:
        return float("nan")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m liubo.tools.benchmarks.window")
    parser.add_argument("--runs", type=int, default=5, help="runs to take the median of (5)")
    parser.add_argument(
        "--seconds", type=float, default=8.0, help="seconds of computer play per run (8)"
    )
    parser.add_argument(
        "--level",
        default="expert",
        choices=("normal", "hard", "expert"),
        help="the computer player that thinks in the think frames (expert)",
    )
    parser.add_argument(
        "--sdl-env",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="set an SDL variable in the measured processes (e.g. "
        "SDL_FRAMEBUFFER_ACCELERATION=1 to measure SDL's own default on X)",
    )
    parser.add_argument(
        "--program", metavar="PATH", help="start this program (a bundle's) instead of Python"
    )
    parser.add_argument(
        "--first-frame-only", action="store_true", help="measure the first frames only"
    )
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        home = os.environ.get("LIUBO_BENCH_HOME") or tempfile.mkdtemp()
        print(json.dumps(child(args.seconds, home, args.level)), flush=True)
        return 0
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    windows = bool(args.program and args.program.lower().endswith(".exe"))
    if windows and not os.path.isfile(args.program):
        parser.error(f"--program {args.program}: no such file (make dist-windows builds it)")
    if args.program and not windows and not os.access(args.program, os.X_OK):
        parser.error(f"--program {args.program}: not a program (make dist builds dist/liubo/liubo)")
    if args.program and not args.first_frame_only:
        parser.error("--program measures the first frames only: add --first-frame-only")
    display = start_display()
    if display is None:
        print("bench-window: skipped: no display (DISPLAY is not set and Xvfb is not installed)")
        return 0
    xvfb, name = display
    env = dict(os.environ, DISPLAY=name, PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SDL_VIDEODRIVER", None)  # the real driver: the point of this benchmark
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    for item in args.sdl_env:
        key, _, value = item.partition("=")
        env[key] = value
    print(f"display: {name}{' (Xvfb started for this run)' if xvfb is not None else ''}")
    if args.sdl_env:
        print(f"sdl_env: {' '.join(args.sdl_env)}")
    print(f"load_average_1min_before: {load_average()}", flush=True)
    if args.first_frame_only:
        if args.program:
            env = wine_environment(env) if windows else program_environment(env)
            print(f"program: {args.program}{' (under Wine)' if windows else ''}")
        try:
            with tempfile.TemporaryDirectory() as home:
                first_frames(env, home, args.runs, args.program)
        finally:
            if xvfb is not None:
                xvfb.terminate()
                xvfb.wait(10)
        print(f"load_average_1min_after: {load_average()}")
        return 0
    try:
        with tempfile.TemporaryDirectory() as home:
            first_frame_ms(env, home)  # warm-up: the disk cache, compiled bytecode
            starts = [first_frame_ms(env, home) for _ in range(args.runs)]
            runs = [one_run(env, args.seconds, home, args.level) for _ in range(args.runs)]
    finally:
        if xvfb is not None:
            xvfb.terminate()
            xvfb.wait(10)
    print(f"video_driver: {runs[0].get('driver')}")
    print(f"think_level: {args.level}")
    print(f"runs: {args.runs}")
    summaries = [summarise(r) for r in runs]
    keys = [k for k in summaries[0] if all(k in s for s in summaries)]
    for key in keys:
        value = statistics.median(s[key] for s in summaries)
        text = str(int(value)) if key.endswith("_frames") else f"{value:.2f}"
        print(f"{key}: {text}")
    print(f"first_frame_ms: {statistics.median(starts):.1f}")
    print(f"load_average_1min_after: {load_average()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
