"""What a running game is laid out for, written on request, and the check of it.

The soak (``make soak``) and ``tools/repro_issue26_window.py`` drive the game from outside
with xdotool; to know that the screen follows the window they need the game's own word.
With ``LIUBO_LAYOUT_REPORT=PATH`` in its environment the game writes, after each SIGUSR1,
a JSON report to PATH (replaced whole): the size drawn, the size each scene is laid out
for, every visible control's rectangle, the notice shown, the loop's turns and the frames
shown, the internal errors caught, the address shared with the class, and ``asked``, how
many requests it has answered. ``layout_problems`` compares a report with the window's real
size as the X server tells it: the one check both tools use (tests/scenes/test_layout_probe.py).

Off unless the variable is set, and only where SIGUSR1 exists (not on Windows).
"""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from ..services.settings import MIN_WINDOW

if TYPE_CHECKING:
    from ..context import Context
    from ..scenes.stack import SceneStack
    from ..services.window import GameWindow


class App(Protocol):
    """What the probe reads of the running app (``liubo.app.App``, which installs it)."""

    ctx: Context
    stack: SceneStack
    window: GameWindow
    laid_out: tuple[int, int]
    internal_errors: list[str]
    ticks: int
    frames_shown: int

    @property
    def fullscreen(self) -> bool: ...


ENV = "LIUBO_LAYOUT_REPORT"

Rect = tuple[int, int, int, int]


class LayoutReporter:
    """Writes the app's layout report to ``path`` at the first frame after each SIGUSR1."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.pending = 0
        self.asked = 0

    def _on_signal(self, _signum: int, _frame: object) -> None:
        self.pending += 1  # only a flag: the report is made by the loop, between frames

    def poll(self, app: App) -> None:
        """Write the report if one was asked for since the last frame."""
        if self.pending == self.asked:
            return
        self.asked = self.pending
        report = snapshot(app)
        report["asked"] = self.asked
        temporary = self.path.with_name(self.path.name + ".part")
        try:
            temporary.write_text(json.dumps(report), encoding="utf-8")
            os.replace(temporary, self.path)
        except OSError:
            pass  # a diagnostic: the game goes on without it


def install(environ: dict[str, str] | None = None) -> LayoutReporter | None:
    """The reporter, listening to SIGUSR1, when ``LIUBO_LAYOUT_REPORT`` names a file."""
    path = (environ if environ is not None else os.environ).get(ENV)
    usr1 = getattr(signal, "SIGUSR1", None)
    if not path or usr1 is None:
        return None
    reporter = LayoutReporter(Path(path))
    signal.signal(usr1, reporter._on_signal)
    return reporter


def snapshot(app: App) -> dict[str, Any]:
    """The app's layout as plain data (see ``layout_problems`` for what is checked)."""
    import pygame

    from ..render.layout import Layout

    screen = pygame.display.get_surface()
    scenes = []
    controls = []
    for scene in app.stack.scenes:
        container = scene.container
        sizes = [] if container is None else [tuple(container.relative_rect.size)]
        # a game screen's table (board, log, status) is drawn, not widgets: its layout too
        layout = getattr(getattr(scene, "view", None), "layout", None)
        areas = {}
        if isinstance(layout, Layout):
            sizes.append(layout.size)
            areas = {"board": layout.board, "log": layout.log, "status": layout.status}
        scenes.append({"name": scene.name, "laid_out": [list(s) for s in sizes]})
        if container is None or not container.visible:
            continue  # hidden under an overlay: its controls cannot be reached now
        for element in container.elements:
            if element.visible:
                label = getattr(element, "text", "") or type(element).__name__
                controls.append([scene.name, str(label), *_rect(element.get_abs_rect())])
        for name, area in areas.items():
            controls.append([scene.name, name, *_rect(area)])
    return {
        "window": list(pygame.display.get_window_size()),
        "surface": list(screen.get_size()) if screen is not None else None,
        "drawn": list(app.ctx.screen.get_size()),
        "laid_out": list(app.laid_out),
        "ui": list(app.ctx.ui.window_resolution),
        "fullscreen": app.fullscreen,
        "x_window": app.window.x_rect(),  # the X server's word, on X
        "scenes": scenes,
        "controls": controls,
        "notice": app.ctx.notice,
        # that the game goes on: the loop's turns, the frames shown, the errors it caught
        "ticks": app.ticks,
        "frames": app.frames_shown,
        "internal_errors": list(app.internal_errors),
        "sharing": app.ctx.web_share.url if app.ctx.web_share is not None else None,
    }


def _rect(rect: Any) -> Rect:
    return (int(rect[0]), int(rect[1]), int(rect[2]), int(rect[3]))


def expected_size(window: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """The size the game must draw at in a ``window``: bounded by the desktop, at least 1."""
    return (max(1, min(window[0], desktop[0])), max(1, min(window[1], desktop[1])))


def layout_problems(
    report: dict[str, Any],
    window: tuple[int, int],
    desktop: tuple[int, int],
    minimum: tuple[int, int] = MIN_WINDOW,
) -> list[str]:
    """What is wrong with ``report`` for a window of ``window`` (the X server's word) on a
    ``desktop``: empty when the screen is laid out for the window's real size.

    Drawn, laid out, the widget manager and every scene at the window's size bounded by
    the desktop; when that size is at least ``minimum`` (the game's smallest window), every
    visible control inside it: below it the controls cannot all fit.
    """
    want = expected_size(window, desktop)
    problems = []
    for key in ("drawn", "laid_out", "ui"):
        got = tuple(report.get(key) or ())
        if got != want:
            problems.append(f"{key} {_size(got)} in a {_size(window)} window (want {_size(want)})")
    for scene in report.get("scenes", []):
        for size in scene.get("laid_out") or []:
            if tuple(size) != want:
                problems.append(f"the {scene.get('name')} screen is laid out for {_size(size)}")
    if want[0] >= minimum[0] and want[1] >= minimum[1]:
        for scene, label, x, y, w, h in report.get("controls", []):
            if x < 0 or y < 0 or x + w > want[0] or y + h > want[1]:
                box = f"({x}, {y}, {w}, {h})"
                problems.append(f"{scene}: {label!r} at {box} is outside the {_size(want)} window")
    return problems


def _size(size: tuple[int, ...]) -> str:
    return "x".join(str(n) for n in size) if size else "nothing"
