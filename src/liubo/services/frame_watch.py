"""SIGTERM while the game's loop runs, even during a frame that does not end (no pygame
needed to import; the handler posts pygame's QUIT event).

SDL turns SIGTERM into a QUIT event, which the loop reads between frames: a frame stuck on
a text it could not lay out (issue 35, item 6: a 5 MB title never finished) kept the game
deaf to it. ``App.run`` installs a :class:`FrameWatch` for as long as it runs.
"""

from __future__ import annotations

import contextlib
import signal
import sys
import time
from collections.abc import Iterator

#: A SIGTERM that comes while one frame has run this long ends the game at once: the
#: frame is stuck, and the QUIT event SDL would make of the signal waits for it.
STUCK_SECONDS = 1.0


class Terminated(SystemExit):
    """SIGTERM during a stuck frame: the game closes as on Quit (``cli.main``) and exits 0."""


class FrameWatch:
    """SIGTERM while the loop runs: a QUIT event, as SDL's own handler makes, and during a
    frame that has run for :data:`STUCK_SECONDS`, the end of the game at once (Python runs
    the handler between two steps of the stuck frame, not after it)."""

    def __init__(self) -> None:
        self.started: float | None = None  # when the frame being drawn began
        self.previous: object = None
        self.installed = False

    def install(self) -> None:
        """Listen to SIGTERM (only the main thread can; elsewhere SDL's handler stays)."""
        try:
            self.previous = signal.signal(signal.SIGTERM, self.on_signal)
            self.installed = True
        except (ValueError, OSError):
            self.installed = False

    def restore(self) -> None:
        if self.installed:
            signal.signal(signal.SIGTERM, self.previous)  # type: ignore[arg-type]
            self.installed = False

    @contextlib.contextmanager
    def frame(self) -> Iterator[None]:
        self.started = time.monotonic()
        try:
            yield
        finally:
            self.started = None

    def on_signal(self, _signum: int, _frame: object) -> None:
        import pygame

        with contextlib.suppress(pygame.error):
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        if self.started is not None and time.monotonic() - self.started >= STUCK_SECONDS:
            print("liubo: terminated during a frame that did not end", file=sys.stderr)
            raise Terminated(0)
