"""The game screen's buttons: the big Throw button and the two-row toolbar under the log."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..translation import N_

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from .game import GameScene

NAMES_LABELS = {
    # TRANSLATORS: button label: position names are hidden.
    "off": N_("Names: off"),
    # TRANSLATORS: button label: position names in Chinese characters.
    "hanzi": N_("Names: 汉字"),
    # TRANSLATORS: button label: position names in pinyin.
    "pinyin": N_("Names: pinyin"),
    # TRANSLATORS: button label: position names as English glosses.
    "english": N_("Names: English"),
}

#: (label, action, shown as on, tooltip)
Tool = tuple[str, Callable[[], None], bool, str | None]


def toolbar_rows(scene: GameScene) -> list[list[Tool]]:
    """The toolbar's two rows: view toggles, then play (or watch) controls and navigation."""
    _ = scene._
    s = scene.ctx.settings
    view: list[Tool] = [
        (_("Lines"), scene.toggle_lines, s.show_lines, _("L")),
        (_(NAMES_LABELS[s.names_mode]), scene.cycle_names, s.names_mode != "off", _("N")),
        ("\u2039", lambda: scene.rotate(-1), False, _("Rotate (Q, Left)")),
        ("\u203a", lambda: scene.rotate(1), False, _("Rotate (E, Right)")),
    ]
    second: list[Tool] = []
    if scene.mode == "watch":
        second += [
            (_("Play") if scene.paused else _("Pause"), scene.toggle_pause, scene.paused, _("P")),
            (_("Step"), scene.step, False, _("S")),
            ("\u2212", lambda: scene.change_speed(-1), False, _("Slower (-)")),
            ("+", lambda: scene.change_speed(1), False, _("Faster (+)")),
        ]
    else:
        second.append((_("Hint"), scene.request_hint, False, _("H")))
    second += [
        (_("Rules"), scene.open_rules, False, _("R")),
        (_("Settings"), scene.open_settings, False, None),
        (_("Exit"), scene.ask_exit, False, None),
    ]
    return [view, second]


def build_toolbar(scene: GameScene) -> UIButton:
    """Create the Throw button and the toolbar in ``scene``'s container; returns Throw."""
    _ = scene._
    lay = scene.view.layout
    large = lay.scale >= 1.3
    compact = lay.toolbar.width < 250
    # theme ids of the toolbar's buttons, off and on, by how much room there is
    if large:
        styles = {False: "#large_button", True: "#large_toggle_on"}
    elif compact:
        styles = {False: "#compact_button", True: "#compact_toggle_on"}
    else:
        styles = {False: "#small_button", True: "#toggle_on"}
    throw = scene.button(
        lay.throw_button, _("Throw sticks"), scene.throw,
        object_id="#large_throw_button" if large else "#throw_button", tooltip=_("Space"),
    )
    tb = lay.toolbar
    gap = 6
    row_h = max(1, (tb.height - gap) // 2)
    names_prefix = _("Names")[:3]
    for r, row in enumerate(toolbar_rows(scene)):
        weights = [
            0.45 if len(label) <= 1
            else (1.7 if label.startswith(names_prefix) else max(1.0, len(label) / 6))
            for label, *_rest in row
        ]
        unit = (tb.width - gap * (len(row) - 1)) / sum(weights)
        x = float(tb.x)
        for (label, action, on, tip), weight in zip(row, weights, strict=True):
            width = unit * weight
            rect = pygame.Rect(round(x), tb.y + r * (row_h + gap), max(1, round(width)), row_h)
            scene.button(rect, label, action, object_id=styles[on], tooltip=tip)
            x += width + gap
    return throw
