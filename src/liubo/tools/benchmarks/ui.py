"""UI speed, headless: start-up to the first title frame, and frame times of the game screen.

    python -m liubo.tools.benchmarks.ui      # prints a JSON object

``run()`` returns milliseconds: ``startup_first_frame_ms`` (median of cold processes),
``frame_ms_median`` and ``frame_ms_p99`` (CPU time per frame at 1280x720, lines and names
on, a move animating), ``frame_ms_p99_while_ai_thinks`` (the same while the computer
player's process is searching).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

STARTUP_RUNS = 5
FRAMES = 600


def startup_ms(runs: int = STARTUP_RUNS) -> float:
    """Median wall time from spawning ``python -m liubo`` to its first drawn title frame."""
    times = []
    env = dict(
        os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1"
    )
    with tempfile.TemporaryDirectory() as home:
        for _ in range(runs):
            t0 = time.perf_counter()
            proc = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "liubo",
                    "--portable",
                    home,
                    "--windowed",
                    "--first-frame-exit",
                ],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=env,
                text=True,
            )
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith("first-frame"):
                    times.append((time.perf_counter() - t0) * 1000.0)
                    break
            proc.wait(timeout=30)
    return statistics.median(times) if times else float("nan")


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q * (len(values) - 1))))]


def frame_times(frames: int = FRAMES, ai_thinking: bool = False) -> list[float]:
    """CPU milliseconds per frame of the game screen with a move animation running."""
    import pygame

    from ...engine import Side
    from ..stills import game_with_preview, headless_app

    with tempfile.TemporaryDirectory() as home:
        app = headless_app(home)
        try:
            app.start("title")
            scene = game_with_preview(app, names="hanzi")
            app.ctx.update_settings(animation_speed="slow")
            times: list[float] = []
            if ai_thinking:
                scene.session.players[Side.WHITE] = "hard"
            for k in range(frames + 30):
                if scene.anim is None:
                    if scene.session.game.is_over:
                        break
                    if scene.session.game.needs_throw:
                        scene.do_throw()
                    moves = scene.session.game.legal_moves()
                    if moves:
                        scene.play(moves[k % len(moves)])
                if ai_thinking and not scene.session.ai.busy:
                    scene.session.ai.request(scene.session.game, "hard", "hint")
                events = [
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=(400 + k % 300, 300), rel=(1, 0), buttons=(0, 0, 0)
                    )
                ]
                t0 = time.process_time()
                app.frame(1 / 60, events)
                elapsed = (time.process_time() - t0) * 1000.0
                if k >= 30:  # warm-up: caches filled
                    times.append(elapsed)
                if ai_thinking:
                    time.sleep(0.002)
            return times
        finally:
            app.close()


def run() -> dict[str, float]:
    """All UI figures, in milliseconds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    result = {"startup_first_frame_ms": round(startup_ms(), 1)}
    times = frame_times()
    result["frame_ms_median"] = round(statistics.median(times), 3)
    result["frame_ms_p99"] = round(_percentile(times, 0.99), 3)
    thinking = frame_times(300, ai_thinking=True)
    result["frame_ms_p99_while_ai_thinks"] = round(_percentile(thinking, 0.99), 3)
    return result


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
