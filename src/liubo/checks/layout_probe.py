"""What a running game is laid out for, written on request, and the check of it.

The soak (``make soak``) and ``tools/extreme_windows.py`` drive the game from outside
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
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

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

    def draw(self) -> None: ...


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


# -- text crossing borders: every image of a frame, in the order it was drawn ------------------


@dataclass(frozen=True)
class Drawn:
    """One image of a frame: a text (``px`` its size), a widget, a tooltip or a picture."""

    scene: str  # the scene that drew it (a widget: the scene whose container holds it)
    kind: str  # "text", "widget", "tooltip" or "image"
    rect: Rect  # its visible pixels on the window (not clipped to the window)
    label: str  # the text, or the widget's text or type
    px: int = 0  # a text's size in pixels
    frame: Rect = (0, 0, 0, 0)  # the whole image (its transparent margins too)


class _Recording(pygame.Surface):
    """A window-sized surface that notes every image blitted onto it."""

    def __init__(self, size: tuple[int, int], note: Callable[[pygame.Surface, Any, Any], None]):
        super().__init__(size)
        self._note = note

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def,override]
        self._note(source, dest, area)
        return super().blit(source, dest, area, special_flags)

    def blits(self, blit_sequence, doreturn=1):  # type: ignore[no-untyped-def,override]
        done = [self.blit(*item) for item in blit_sequence]
        return done if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):  # type: ignore[no-untyped-def,override]
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)


def draw_recorded(app: App) -> list[Drawn]:
    """Draw the app's frame as it draws it (scenes, widgets, what goes over them) onto a
    surface that notes every image: which scene drew it, what it is and where its pixels are."""
    ctx = app.ctx
    group = ctx.ui.get_sprite_group()  # the widgets made or hidden since the last update
    if getattr(group, "should_update_visibility", False):
        group.should_update_visibility = False
        group.update_visibility()
    texts: dict[int, tuple[pygame.Surface, str, int]] = {}
    widgets = _widget_owners(app)
    drawn: list[Drawn] = []
    scene = [""]

    window = pygame.Rect((0, 0), ctx.screen.get_size())

    def note(source: pygame.Surface, dest: Any, area: Any) -> None:
        at = dest.topleft if isinstance(dest, pygame.Rect) else (round(dest[0]), round(dest[1]))
        image = (
            source if area is None else source.subsurface(pygame.Rect(area).clip(source.get_rect()))
        )
        whole = image.get_rect(topleft=at)
        text = texts.get(id(source))
        if text is None and whole.contains(window):  # a backdrop or a shade: all of it
            ink = whole
        else:
            ink = image.get_bounding_rect().move(at)
        if ink.width == 0 or ink.height == 0:
            return
        frame = _rect(whole)
        if text is not None:
            drawn.append(Drawn(scene[0], "text", _rect(ink), text[1], text[2], frame))
            return
        owner = widgets.get(id(source))
        if owner is not None:
            drawn.append(Drawn(owner[0], owner[1], _rect(ink), owner[2], 0, frame))
            return
        size = f"{source.get_width()}x{source.get_height()}"
        drawn.append(Drawn(scene[0], "image", _rect(ink), size, 0, frame))

    surface = _Recording(ctx.screen.get_size(), note)
    ctx.text.watch = lambda image, words, px: texts.__setitem__(id(image), (image, words, px))
    try:
        for shown in app.stack.visible():
            scene[0] = shown.name
            shown.draw(surface)
        ctx.ui.draw_ui(surface)
        top = app.stack.top
        scene[0] = top.name if top is not None else ""
        app.stack.draw_after_ui(surface)
    finally:
        ctx.text.watch = None
    return drawn


def _widget_owners(app: App) -> dict[int, tuple[str, str, str]]:
    """Each visible widget's image: (its scene, "widget" or "tooltip", its text or type)."""
    owners: dict[int, tuple[str, str, str]] = {}
    scene_of: dict[int, str] = {}
    for scene in app.stack.scenes:
        if scene.container is not None:
            for element in scene.container.elements:
                scene_of[id(element)] = scene.name
    for sprite in app.ctx.ui.get_sprite_group().sprites():
        image = getattr(sprite, "image", None)
        if image is None:
            continue
        ids = getattr(sprite, "element_ids", None) or []
        if any(str(i).startswith("tool_tip") for i in ids):
            owners[id(image)] = ("", "tooltip", _widget_text(sprite))
        else:
            name = scene_of.get(id(sprite), "")
            owners[id(image)] = (name, "widget", _widget_text(sprite))
    return owners


def _widget_text(element: Any) -> str:
    return str(
        getattr(element, "text", "") or getattr(element, "html_text", "") or type(element).__name__
    )


def text_problems(drawn: list[Drawn], size: tuple[int, int]) -> list[str]:
    """Every text of a frame that leaves the window, crosses the edge of a panel, picture or
    widget drawn under it, or lies under something its own screen drew later; and every
    tooltip that leaves the window or covers a widget. Empty when the frame is clean.

    Overlays (another screen's panel over this one, a shade over the whole window, a panel
    that hides a text whole) and a text's own shadow (the same words drawn again, offset)
    are not crossings."""
    window = pygame.Rect((0, 0), size)
    problems: list[str] = []
    for i, item in enumerate(drawn):
        rect = pygame.Rect(item.rect)
        if item.kind == "tooltip":
            if not window.contains(rect):
                problems.append(f"the tooltip {item.label!r} at {item.rect} leaves the window")
            for other in drawn:
                if other.kind == "widget" and _overlap(rect, pygame.Rect(other.rect)):
                    problems.append(f"the tooltip {item.label!r} covers {other.label!r}")
            continue
        if item.kind != "text":
            continue
        where = f"{item.scene}: {item.label!r} at {item.rect}"
        if not window.contains(rect):
            problems.append(f"{where} leaves the window")
        later = [d for d in drawn[i + 1 :] if d.scene == item.scene and d.kind != "text"]
        if any(pygame.Rect(d.rect).contains(rect) for d in later if d.kind == "image"):
            continue  # wholly under a panel drawn over it (an open menu): hidden
        for j, other in enumerate(drawn):
            if j == i or other.scene != item.scene or other.kind == "tooltip":
                continue
            box = pygame.Rect(other.rect)
            if pygame.Rect(other.frame).contains(window) or not _overlap(rect, box):
                continue
            if other.kind == "text" and other.label == item.label:
                continue  # its shadow
            if j > i:
                problems.append(
                    f"{where} is covered by the {other.kind} {other.label!r} at {other.rect}"
                )
            elif other.kind == "text":
                problems.append(f"{where} overlaps {other.label!r} at {other.rect}")
            elif not box.contains(rect) and not pygame.Rect(other.frame).contains(rect):
                problems.append(
                    f"{where} crosses the edge of the {other.kind} {other.label!r} at {other.rect}"
                )
    return problems


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    """More than a pixel's width of anti-aliasing in common."""
    common = a.clip(b)
    return common.width > 1 and common.height > 1


def widget_problems(app: App) -> list[str]:
    """Every visible button whose label is wider than the button in its theme font, and every
    tooltip that, shown, would leave the window or cover another button (each button with
    one is hovered in turn, as the mouse resting on it does)."""
    from pygame_gui.elements import UIButton

    ui = app.ctx.ui
    theme = ui.get_theme()
    window = pygame.Rect((0, 0), app.ctx.screen.get_size())
    buttons = [e for e in ui.get_sprite_group().sprites() if isinstance(e, UIButton) and e.visible]
    problems = []
    for button in buttons:
        rect = pygame.Rect(button.rect)
        width = theme.get_font(button.combined_element_ids).size(button.text)[0]
        if button.text and width > rect.width - 4:
            problems.append(f"{button.text!r} is {width} px wide in a {rect.width} px button")
        if not button.tool_tip_text:
            continue
        button.hover_time = button.tool_tip_delay + 1.0
        button.while_hovering(0.0, rect.center)
        tip = button.tool_tip
        if tip is not None:
            shown = pygame.Rect(tip.rect)  # type: ignore[attr-defined]
            if not window.contains(shown):
                problems.append(f"the tooltip {button.tool_tip_text!r} leaves the window")
            for other in buttons:
                if other is not button and shown.colliderect(pygame.Rect(other.rect)):
                    problems.append(f"the tooltip {button.tool_tip_text!r} covers {other.text!r}")
        button.on_unhovered()
    return problems
