"""The "Rule readings" panel of the game setup: switch each disputed rule, see what it does.

Each option of the ruleset of a new game (its ``option_schema``; the tlv ruleset's come from
``data/readings.json``) is a row:
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
from ..model.readings_text import INTRO, NO_READINGS, TITLE, explanation, schema, value_label
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import dim, draw_panel, elide, wrap_text
from ..services.gui_fonts import label_width
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

INTRO_PX = 16  # the panel's introduction
TITLE_PX = 18  # each reading's title (bold)
HELP_PX = 15  # what the chosen value does, under the buttons


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
        self.schema: tuple[OptionSpec, ...] = schema(ctx.settings.ruleset)
        self.options = {spec.name: options.get(spec.name, spec.default) for spec in self.schema}
        self.on_done = on_done
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.compact = False  # rows without their explanation lines (a short window)
        self.intro: list[str] = []  # the introduction, wrapped to the panel
        self.bh = 32  # the buttons' height
        self.help_px = HELP_PX  # the explanations' text size (0: in the tooltips)
        #: each option, its row's top and its title's lines
        self.rows: list[tuple[OptionSpec, int, list[str]]] = []

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        self.panel = pygame.Rect(0, 0, min(w - 24, 1000), 0)
        left, width = 24, self.panel.width - 48
        # the titles give the buttons the room their labels need ("Every throw (default)"
        # reached its button's rounded edges at 1024x600 and 1280x720); a title wraps
        title_w = max(160, min(300, self.panel.width // 3, width - 12 - self.values_need()))
        values_w = width - title_w - 12
        intro = INTRO if self.schema else NO_READINGS  # a ruleset may have none
        self.intro = wrap_text(self.ctx.text, _(intro), INTRO_PX, width)
        head = 52 + len(self.intro) * round(INTRO_PX * 1.35) + 6
        foot = 40 + 24  # Default rules and Done, and the room round them
        # each reading: its title beside its buttons, what the chosen value does under them
        # (in smaller type if the window is short); a short window (640x480 with eight
        # readings) gets compact rows: each explanation moves into its buttons' tooltips
        for bh, self.help_px in ((32, HELP_PX), (28, HELP_PX - 2), (28, 0)):
            self.compact = not self.help_px
            self.rows = []
            y = head
            step = max(bh + 2, (h - 24 - head - foot) // max(1, len(self.schema)))
            for spec in self.schema:
                titles = wrap_text(self.ctx.text, _(spec.title), TITLE_PX, title_w, bold=True)
                if self.compact:  # one line each, as close as the window allows
                    titles = [elide(self.ctx.text, _(spec.title), TITLE_PX, title_w, True)]
                    bh = min(bh, step - 2)
                    self.rows.append((spec, y, titles))
                    y += min(bh + 8, step)
                    continue
                top = max(bh, len(titles) * round(TITLE_PX * 1.3))
                lines = max(len(self.explained(spec, v)) for v in spec.values)
                self.rows.append((spec, y, titles))
                y += top + 1 + lines * round(self.help_px * 1.35) + 4
            if y + foot <= h - 24:
                break
        self.bh = bh
        self.panel.height = min(h - 24, y + foot)
        self.panel.center = (w // 2, h // 2)
        self.rows = [(spec, self.panel.y + y, titles) for spec, y, titles in self.rows]
        values_x = self.panel.x + left + title_w + 12
        for spec, y, _titles in self.rows:
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
        bw = 220
        bottom = self.panel.bottom - 52
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

    def values_need(self) -> int:
        """The width the widest row of buttons needs for its labels (chosen ones bold)."""
        _ = self._
        need = 0
        for spec in self.schema:
            widest = max(
                label_width(self.ctx.ui, style, value_label(spec, value, _))
                for value in spec.values
                for style in ("#choice_on", "#choice_button")
            )
            need = max(need, len(spec.values) * widest + 8 * (len(spec.values) - 1))
        return need

    def explained(self, spec: OptionSpec, value: str) -> list[str]:
        """What ``value`` of ``spec`` does and where it comes from, wrapped to the panel."""
        line = explanation(spec, value, self._)
        return wrap_text(self.ctx.text, line, self.help_px, self.panel.width - 48)

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
        draw_panel(surface, self.panel, alpha=255)  # the title's logo does not show through
        text = self.ctx.text
        left = self.panel.x + 24
        surface.blit(text.render(_(TITLE), 26, GOLD, bold=True), (left, self.panel.y + 12))
        y = self.panel.y + 52
        for line in self.intro:
            surface.blit(text.render(line, INTRO_PX, INK_DIM), (left, y))
            y += round(INTRO_PX * 1.35)
        for spec, y, titles in self.rows:
            for k, line in enumerate(titles):
                img = text.render(line, TITLE_PX, INK, bold=True)
                at = y + k * round(TITLE_PX * 1.3) + max(0, (self.bh - img.get_height()) // 2)
                surface.blit(img, (left, at))
            if self.compact:  # the explanations are in the buttons' tooltips
                continue
            top = max(self.bh, len(titles) * round(TITLE_PX * 1.3))
            step = round(self.help_px * 1.35)
            for k, line in enumerate(self.explained(spec, self.options[spec.name])):
                img = text.render(line, self.help_px, INK_DIM)
                surface.blit(img, (left, y + top + 1 + k * step))
