"""Frames that draw very long text, headless (issue 35, item 6: such a text hung the game).

    python -m liubo.tools.benchmarks.long_text      # prints a JSON object

Milliseconds of CPU time (``time.process_time``), the median of ``RUNS`` fresh apps at
1280x720: ``replay_20000_open_ms`` opening a replay whose title and closing caption are
each one word of 20,000 characters and drawing its first frame (nothing cached yet), and
``replay_20000_frame_ms`` a frame after it (the median of ``FRAMES``, the mouse moving);
``lesson_5000_open_ms`` opening a lesson whose title is 5,000 characters from Learn and
drawing its first frame (a lesson file with such a title is refused by its reader; this
one is made in memory). ``replay_short_open_ms`` and ``lesson_short_open_ms`` are the same
with a word of 10 characters: what opening costs without long text. Before item 6 the
first took over 60 s, the lesson 90 s.
"""

from __future__ import annotations

import dataclasses
import json
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

RUNS = 3
FRAMES = 60
WORD = 20_000
LESSON_TITLE = 5_000
SHORT = 10


def _cpu_ms(step: Callable[[], object]) -> float:
    t0 = time.process_time()
    step()
    return (time.process_time() - t0) * 1000.0


def _moves(k: int) -> list:  # noqa: ANN401 -- pygame events
    import pygame

    return [
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(400 + k % 300, 300), rel=(1, 0), buttons=(0, 0, 0)
        )
    ]


def replay_figures(length: int = WORD) -> tuple[float, float]:
    """CPU ms to open a replay titled with one word of ``length`` characters and draw its
    first frame; the median frame after."""
    from ...scenes.files import open_replay
    from ..soak_files import first_turn_record
    from ..stills import headless_app

    word = "x" * length
    with tempfile.TemporaryDirectory() as home:
        path = Path(home) / "long.txt"
        path.write_text(
            f"# {word}\n{first_turn_record()}# {word}\n",
            encoding="utf-8",
        )
        app = headless_app(home)
        try:
            app.start("title")
            app.frame(1 / 60, [])

            def first() -> None:
                if not open_replay(app.ctx, app.stack, path):
                    raise RuntimeError(f"the record did not open: {app.ctx.notice}")
                app.frame(1 / 60, [])

            opened = _cpu_ms(first)
            frames = [_cpu_ms(partial(app.frame, 1 / 60, _moves(k))) for k in range(FRAMES)]
            return opened, statistics.median(frames)
        finally:
            app.close()


def lesson_figure(length: int = LESSON_TITLE) -> float:
    """CPU ms to open a lesson titled with ``length`` characters from Learn, its first
    frame drawn."""
    from ...content.lessons import load_lessons
    from ...scenes.learn import LearnScene
    from ..stills import headless_app

    with tempfile.TemporaryDirectory() as home:
        app = headless_app(home)
        try:
            app.start("title")
            learn = LearnScene(app.ctx)
            app.stack.push(learn)
            app.frame(1 / 60, [])
            lessons, _problems = load_lessons(None)
            lesson = dataclasses.replace(lessons[0], title="w" * length)

            def first() -> None:
                learn.open_lesson(lesson)
                app.frame(1 / 60, [])

            return _cpu_ms(first)
        finally:
            app.close()


def run() -> dict[str, float]:
    """The figures, in milliseconds (medians of ``RUNS`` fresh apps)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    replays = [replay_figures() for _ in range(RUNS)]
    lessons = [lesson_figure() for _ in range(RUNS)]
    short = [replay_figures(SHORT)[0] for _ in range(RUNS)]
    short_lessons = [lesson_figure(SHORT) for _ in range(RUNS)]
    return {
        "replay_short_open_ms": round(statistics.median(short), 1),
        "lesson_short_open_ms": round(statistics.median(short_lessons), 1),
        "replay_20000_open_ms": round(statistics.median(r[0] for r in replays), 1),
        "replay_20000_frame_ms": round(statistics.median(r[1] for r in replays), 2),
        "lesson_5000_open_ms": round(statistics.median(lessons), 1),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
