"""The game screen's buttons: the big Throw button and the two-row toolbar under the log.

``Toolbar`` owns the one state the buttons have: whether presenter mode's menu is open.
The functions build the buttons in the scene's container from what the scene shows, and
return the panel the open menu needs behind it (the scene's view draws it)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..services.gui_fonts import SIZED_BUTTONS
from ..services.translation import N_
from . import game_view
from .game_history import take_back

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from .game_screen import GameScreen

NAMES_LABELS = {
    # TRANSLATORS: button label: position names are hidden.
    "off": N_("Names: off"),
    # TRANSLATORS: button label: position names in Chinese characters.
    "hanzi": N_("Names: 汉字"),
    # TRANSLATORS: button label: position names in pinyin.
    "pinyin": N_("Names: pinyin"),
    # TRANSLATORS: button label: position names as English glosses.
    "english": N_("Names: English"),
    # TRANSLATORS: button label: Cazaux's own station labels (1-20 and letters) are shown.
    "labels": N_("Names: 1-20"),
}

#: The same, shorter, for a narrow toolbar (the tooltip still says N).
NAMES_SHORT = {
    # TRANSLATORS: short button label: position names are hidden.
    "off": N_("No names"),
    "hanzi": "汉字",
    # TRANSLATORS: short button label: position names in pinyin.
    "pinyin": N_("Pinyin"),
    # TRANSLATORS: short button label: position names as English glosses.
    "english": N_("English"),
    "labels": "1-20",
}

# TRANSLATORS: button label: turn the board a quarter turn anticlockwise (Q or Left).
ROTATE_LEFT = N_("\u2039 Rotate")
# TRANSLATORS: button label: turn the board a quarter turn clockwise (E or Right).
ROTATE_RIGHT = N_("Rotate \u203a")

#: (label, action, shown as on, tooltip)
Tool = tuple[str, Callable[[], object], bool, str | None]


class Toolbar:
    """Presenter mode's toolbar menu: open or shut."""

    def __init__(self) -> None:
        self.menu_open = False

    def toggle_menu(self, rebuild: Callable[[], object]) -> None:
        self.menu_open = not self.menu_open
        rebuild()

    def from_menu(self, rebuild: Callable[[], object], action: Callable[[], object]) -> None:
        """A menu button: the menu closes, then the button does what it says."""
        self.menu_open = False
        rebuild()
        action()


def toolbar_rows(scene: GameScreen, short: bool = False) -> list[list[Tool]]:
    """The toolbar's two rows: view toggles, then play (or watch) controls and navigation.
    ``short``: the shorter names label, and the rotate buttons' arrows without their word
    (their tooltips still say what they do)."""
    _ = scene._
    s = scene.ctx.settings
    names = scene.names_mode
    label = (NAMES_SHORT if short else NAMES_LABELS)[names]
    left, right = ("\u2039", "\u203a") if short else (_(ROTATE_LEFT), _(ROTATE_RIGHT))
    view: list[Tool] = [
        (_("Lines"), partial(game_view.toggle_lines, scene), s.show_lines, _("L")),
        (_(label), partial(game_view.cycle_names, scene), names != "off", _("Names (N)")),
        (left, partial(game_view.rotate, scene, -1), False, _("Rotate (Q, Left)")),
        (right, partial(game_view.rotate, scene, 1), False, _("Rotate (E, Right)")),
    ]
    second: list[Tool] = []
    if scene.session.watching:
        paused = scene.session.paused
        second += [
            (
                _("Play") if paused else _("Pause"),
                partial(game_view.toggle_pause, scene),
                paused,
                _("P"),
            ),
            (_("Step"), partial(game_view.step, scene), False, _("S")),
            (
                f"\u00d7{scene.speed:g}",
                partial(game_view.cycle_speed, scene),
                False,
                _("Speed (+ and -)"),
            ),
        ]
    else:
        second.append((_("Hint"), scene.request_hint, False, _("H")))
        second.append((_("Undo"), partial(take_back, scene), False, _("Ctrl+Z or Backspace")))
    second += [
        (_("Rules"), scene.open_rules, False, _("R")),
        (_("Settings"), scene.open_settings, False, None),
        (_("Exit"), scene.ask_exit, False, None),
    ]
    return [view, second]


STYLES = (  # theme ids of the toolbar's buttons (off, on), largest first
    ("#large_button", "#large_toggle_on"),
    ("#small_button", "#toggle_on"),
    ("#compact_button", "#compact_toggle_on"),
)
PAD = 10  # room around a label inside its button


def label_widths(scene: GameScreen, style: str, rows: list[list[Tool]]) -> list[list[int]]:
    """Each label's width in the theme font of ``style``, plus padding."""
    font = scene.ctx.ui.get_theme().get_font([style, "button"])
    return [[font.size(label)[0] + PAD for label, *_rest in row] for row in rows]


def share(width: int, needs: list[int], gap: int) -> list[float]:
    """Split ``width`` among buttons needing ``needs``: each gets its need, and the room
    left over is shared in proportion (or, short of room, everything shrinks alike)."""
    room = width - gap * (len(needs) - 1)
    total = sum(needs)
    return [room * need / total for need in needs]


def fits(widths: list[list[int]], room: int, gap: int) -> bool:
    return all(sum(row) + gap * (len(row) - 1) <= room for row in widths)


def balanced(rows: list[list[Tool]], widths: list[list[int]], gap: int):  # noqa: ANN201
    """The same buttons in order, split into two rows as evenly wide as can be."""
    tools = [t for row in rows for t in row]
    flat = [w for row in widths for w in row]

    def width(part: list[int]) -> int:
        return sum(part) + gap * (len(part) - 1)

    k = min(range(1, len(flat)), key=lambda k: max(width(flat[:k]), width(flat[k:])))
    return [tools[:k], tools[k:]], [flat[:k], flat[k:]]


def arrange(scene: GameScreen, room: int, gap: int, large: bool):  # noqa: ANN201
    """The rows, each label's width and the style: the largest text that fits, first in
    the rows as planned, then with the buttons shared evenly between the two rows, then
    with the shorter names label."""
    candidates = STYLES if large else STYLES[1:]
    for short in (False, True):
        rows = toolbar_rows(scene, short)
        for style in candidates:
            widths = label_widths(scene, style[0], rows)
            if fits(widths, room, gap):
                return rows, widths, style
        for style in candidates:
            even_rows, widths = balanced(rows, label_widths(scene, style[0], rows), gap)
            if fits(widths, room, gap):
                return even_rows, widths, style
    style = candidates[-1]
    even_rows, widths = balanced(rows, label_widths(scene, style[0], rows), gap)
    return even_rows, widths, style


def sized_style(
    scene: GameScreen,
    rows: list[list[Tool]],
    room: int,
    gap: int,
    height: int,
    kind: str = "button",
) -> tuple[str, str]:
    """Presenter mode's button style: the largest of the theme's sized fonts that the
    buttons' ``height`` holds and at which every row fits ``room``, never under the level's
    smallest text (the layout's ``floor``)."""
    floor = scene.view.layout.floor
    sizes = [n for n in SIZED_BUTTONS if n >= floor] or [SIZED_BUTTONS[-1]]
    most = max(sizes[0], round(height / 1.9))
    for n in reversed(sizes):
        if n <= most and fits(label_widths(scene, f"#{kind}_{n}", rows), room, gap):
            break
    else:
        n = sizes[0]
    return (f"#{kind}_{n}", f"#toggle_on_{n}")


def compact_rows(scene: GameScreen, bar: Toolbar) -> tuple[list[Tool], list[Tool]]:
    """Presenter mode's toolbar: the play (or watch) controls and a Menu button on one
    row; the rest (view, rules, settings, exit) in the menu it opens."""
    _ = scene._
    view, second = toolbar_rows(scene)  # the menu is as wide as the column: long labels
    keep = 2  # Hint and Undo, or Pause and Step
    main = second[:keep] + [
        (_("Menu"), partial(bar.toggle_menu, scene.build), bar.menu_open, _("More buttons"))
    ]
    return main, view + second[keep:]


def build_menu(
    scene: GameScreen, bar: Toolbar, tools: list[Tool], style: tuple[str, str], row_h: int
) -> pygame.Rect:
    """The open menu: a column of buttons above the toolbar, in the right column (the two
    rotate buttons share a row); returns the panel behind it."""
    lay = scene.view.layout
    gap = 4
    rows: list[list[Tool]] = []
    _ = scene._
    for tool in tools:
        if tool[0] == _(ROTATE_RIGHT) and rows and rows[-1][0][0] == _(ROTATE_LEFT):
            rows[-1].append(tool)
        else:
            rows.append([tool])
    room = lay.toolbar.y - lay.right.y - gap
    row_h = max(1, min(row_h, (room - gap * len(rows)) // max(1, len(rows))))
    y = lay.toolbar.y - gap - len(rows) * (row_h + gap)
    # a panel under the buttons, over the status and the log whole, so that no line of
    # theirs shows cut between the buttons
    top = min(lay.status.y, y) - gap
    backdrop = pygame.Rect(lay.right.x - gap, top, lay.right.width + 2 * gap, lay.toolbar.y - top)
    for row in rows:
        width = (lay.right.width - gap * (len(row) - 1)) / len(row)
        for k, (label, action, on, tip) in enumerate(row):
            rect = pygame.Rect(
                round(lay.right.x + k * (width + gap)), y, max(1, round(width)), row_h
            )
            scene.button(
                rect,
                label,
                partial(bar.from_menu, scene.build, action),
                object_id=style[on],
                tooltip=tip,
            )
        y += row_h + gap
    return backdrop


def build_compact(scene: GameScreen, bar: Toolbar) -> pygame.Rect | None:
    """Presenter mode's one toolbar row, and the menu above it when open (then the panel
    behind the menu)."""
    tb = scene.view.layout.toolbar
    gap = 6
    main, menu = compact_rows(scene, bar)
    style = sized_style(scene, [main], tb.width, gap, tb.height)
    needs = label_widths(scene, style[0], [main])[0]
    x = float(tb.x)
    for (label, action, on, tip), width in zip(main, share(tb.width, needs, gap), strict=True):
        rect = pygame.Rect(round(x), tb.y, max(1, round(width)), tb.height)
        scene.button(rect, label, action, object_id=style[on], tooltip=tip)
        x += width + gap
    if bar.menu_open:
        return build_menu(scene, bar, menu, style, tb.height)
    return None


def build_toolbar(scene: GameScreen, bar: Toolbar) -> tuple[UIButton, pygame.Rect | None]:
    """Create the Throw button and the toolbar in ``scene``'s container; returns Throw and
    the panel behind the open menu, if any.

    The buttons' text size is the largest of the theme's three at which every label of
    both rows fits; each button is as wide as its label needs, the spare room shared.
    """
    _ = scene._
    lay = scene.view.layout
    large = lay.scale >= 1.3
    style = "#large_throw_button" if large else "#throw_button"
    if lay.compact:  # presenter mode: as large as the button holds, never under the floor
        row: list[Tool] = [(_("Throw sticks"), scene.throw, False, None)]
        tb = lay.throw_button
        style = sized_style(scene, [row], tb.width - 16, 0, tb.height, "throw")[0]
    throw = scene.button(
        lay.throw_button, _("Throw sticks"), scene.throw, object_id=style, tooltip=_("Space")
    )
    if lay.compact:
        return throw, build_compact(scene, bar)
    tb = lay.toolbar
    gap = 6
    row_h = max(1, (tb.height - gap) // 2)
    rows, needs, styles = arrange(scene, tb.width, gap, large)
    for r, (row, row_needs) in enumerate(zip(rows, needs, strict=True)):
        x = float(tb.x)
        for (label, action, on, tip), width in zip(
            row, share(tb.width, row_needs, gap), strict=True
        ):
            rect = pygame.Rect(round(x), tb.y + r * (row_h + gap), max(1, round(width)), row_h)
            scene.button(rect, label, action, object_id=styles[on], tooltip=tip)
            x += width + gap
    return throw, None
