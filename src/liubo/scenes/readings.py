"""The "Rule readings" panel of the game setup: switch each disputed rule, see what it does.

Each option of the tlv ruleset (``OPTION_SCHEMAS``, from ``data/readings.json``) is a row:
its title, a button for each value (the default marked), and under them what the chosen
reading does and where it comes from. "Default rules" puts every option back; "Done"
closes the panel and hands the choice to ``on_done``. Every text is a message of the
catalog (the data file's English, found by ``liubo.tools.i18n_extract``), so F2 switches it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..engine.ruleset import OptionSpec
from ..input import Cmd, Command
from ..model.readings_text import INTRO, TITLE, explanation, schema, value_label
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import dim, draw_panel
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class ReadingsScene(Scene):
    """The panel over the title: one row per option; Default rules; Done."""

    opaque = False
    name = "readings"

    def __init__(
        self,
        ctx: Context,
        options: Mapping[str, str],
        on_done: Callable[[dict[str, str]], None],
    ) -> None:
        super().__init__(ctx)
        self.schema: tuple[OptionSpec, ...] = schema()
        self.options = {spec.name: options.get(spec.name, spec.default) for spec in self.schema}
        self.on_done = on_done
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.compact = False  # rows without their explanation lines (a short window)
        self.rows: list[tuple[OptionSpec, int]] = []  # each option and its row's top

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        n = len(self.schema)
        row_h = max(50, min(72, (h - 200) // n))
        # a short window (640x480 with eight readings) gets compact rows: each reading's
        # explanation moves into its buttons' tooltips, so the whole panel stays inside
        row_h = min(row_h, max(30, (h - 24 - 150) // n))
        self.compact = row_h < 50
        bh = min(28, row_h - 6) if self.compact else min(32, row_h - 22)
        self.panel = pygame.Rect(0, 0, min(w - 24, 1000), 150 + row_h * n)
        self.panel.center = (w // 2, h // 2)
        left = self.panel.x + 24
        title_w = min(300, self.panel.width // 3)
        values_x = left + title_w + 12
        values_w = self.panel.right - 24 - values_x
        y = self.panel.y + 96
        self.rows = []
        for spec in self.schema:
            self.rows.append((spec, y))
            n = len(spec.values)
            bw = (values_w - 8 * (n - 1)) // n
            for i, value in enumerate(spec.values):
                chosen = self.options[spec.name] == value
                self.button(
                    pygame.Rect(values_x + i * (bw + 8), y, bw, bh),
                    value_label(spec, value, _),
                    partial(self.choose, spec.name, value),
                    object_id="#choice_on" if chosen else "#choice_button",
                    focus=True,
                    tooltip=explanation(spec, value, _) if self.compact else None,
                )
            y += row_h
        bw = 220
        bottom = self.panel.bottom - 54
        self.button(
            pygame.Rect(self.panel.x + 24, bottom, bw, 40),
            _("Default rules"),
            self.reset,
            object_id="#menu_button",
            focus=True,
        )
        self.button(
            pygame.Rect(self.panel.right - 24 - bw, bottom, bw, 40),
            _("Done"),
            self.done,
            object_id="#throw_button",
            focus=True,
        )

    # -- actions --------------------------------------------------------------------------
    def choose(self, name: str, value: str) -> None:
        self.options[name] = value
        self.rebuild_keeping_focus()

    def reset(self) -> None:
        self.options = {spec.name: spec.default for spec in self.schema}
        self.rebuild_keeping_focus()

    def rebuild_keeping_focus(self) -> None:
        focus = self.buttons.index
        self.rebuild()
        self.buttons.index = focus

    def done(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()
        self.on_done(dict(self.options))

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.done()
            return True
        return self.handle_focus(cmd)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=245)
        text = self.ctx.text
        left = self.panel.x + 24
        surface.blit(text.render(_(TITLE), 26, GOLD, bold=True), (left, self.panel.y + 16))
        surface.blit(text.render(_(INTRO), 16, INK_DIM), (left, self.panel.y + 56))
        width = self.panel.width - 48
        for spec, y in self.rows:
            surface.blit(text.render(_(spec.title), 18, INK, bold=True), (left, y + 4))
            if self.compact:  # the explanations are in the buttons' tooltips
                continue
            line = explanation(spec, self.options[spec.name], _)
            small = text.render(line, 15, INK_DIM)
            if small.get_width() > width:
                small = text.render(line, 13, INK_DIM)
            surface.blit(small, (left, y + 36))
