"""The self-check's guards, shared by its steps: facts and problems said as they are found,
a step run so that whatever it raises is a problem, and the real loop's frames with the
exceptions the game would catch counted (its "Internal error")."""

from __future__ import annotations

import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import pygame

if TYPE_CHECKING:
    from ..context import Context
    from ..scenes.stack import SceneStack

T = TypeVar("T")
FRAME = 1 / 60
MOST_SAID = 3  # kinds of internal error named a step; the others counted


class App(Protocol):
    """What the self-check needs of the running app (``liubo.app.App``)."""

    ctx: Context
    stack: SceneStack

    def start(self, scene_name: str = "title") -> None: ...

    def frame(self, dt: float, events: list[Any]) -> bool: ...

    def draw(self) -> None: ...


class CheckStopped(Exception):
    """The game stopped during the check: nothing more can be checked."""


class CheckSteps:
    """What every step of the self-check uses: the app, its facts and problems, and guards
    that catch what a step raises (the steps: :mod:`.selfcheck_content`,
    :mod:`.selfcheck_play`, and :class:`.selfcheck.SelfCheck`, which runs them)."""

    def __init__(self, app: App, out: Callable[[str], None] = print) -> None:
        self.app = app
        self.ctx = app.ctx
        self.out = out
        self.problems: list[str] = []
        #: every exception a frame or a drawing raised (the game's "Internal error")
        self.caught: list[str] = []

    def fact(self, name: str, value: object) -> None:
        self.out(f"self-check: {name}: {value}")

    def problem(self, text: str) -> None:
        self.problems.append(text)
        self.out(f"self-check: problem: {text}")

    # -- guards ---------------------------------------------------------------------------
    def value(self, name: str, action: Callable[[], T]) -> T | None:
        """``action()``, or None when it raised: a problem naming ``name`` and the error.
        Internal errors its frames met are said after it, counted by kind."""
        before = len(self.caught)
        try:
            return action()
        except CheckStopped:
            raise
        except Exception as exc:
            self.problem(f"{name}: {describe(exc)}")
            return None
        finally:
            self.say_caught(name, before)

    def attempt(self, name: str, action: Callable[[], object]) -> bool:
        """Run ``action`` as :meth:`value` does; True when it did not raise."""
        return self.value(name, lambda: (action(), True)[1]) is not None

    def say_caught(self, name: str, before: int) -> None:
        """The internal errors met since ``before``, as problems of step ``name``."""
        kinds = Counter(self.caught[before:])
        for text, count in kinds.most_common(MOST_SAID):
            times = f" ({count} times)" if count > 1 else ""
            self.problem(f"{name}: internal error{times}: {text}")
        rest = sum(kinds.values()) - sum(count for _t, count in kinds.most_common(MOST_SAID))
        if rest:
            self.problem(f"{name}: {rest} more internal errors of other kinds")

    def caught_error(self, exc: Exception) -> None:
        """An exception the game's loop would have caught: counted, shown as the loop does."""
        self.caught.append(describe(exc))
        self.ctx.post_notice(f"Internal error: {exc}")

    def frame(self) -> None:
        """One frame of the real loop, its exceptions caught as the loop catches them."""
        try:
            running = self.app.frame(FRAME, pygame.event.get())
        except Exception as exc:
            self.caught_error(exc)
            running = True
        if not running:
            self.problem("the game stopped during the check")
            raise CheckStopped
        time.sleep(FRAME / 2)

    def draw(self) -> None:
        """Draw and show the screen now (even when nothing changed)."""
        try:
            self.app.draw()
            pygame.display.flip()
        except Exception as exc:
            self.caught_error(exc)


def describe(exc: BaseException) -> str:
    """An exception in one line: its type, message and the game's line that raised it."""
    where = ""
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        parts = Path(frame.filename).parts
        if "liubo" in parts:
            inside = parts[len(parts) - parts[::-1].index("liubo") :]
            where = f" ({'/'.join(inside)}:{frame.lineno})"
            break
    text = str(exc).splitlines()[0] if str(exc) else ""
    return f"{type(exc).__name__}: {text}{where}" if text else f"{type(exc).__name__}{where}"
