"""Real sticks: the throw of the class's own sticks, entered by hand over the game.

Pick each group's number (or type 1-4 twice, light then dark), or click the six sticks to
turn them as they fell and let the game read them. Enter or Throw hands the throw to the
game; Esc puts it off.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..engine import StickFaces, Throw
from ..input import Cmd, Command
from ..model.throw_entry import ThrowEntry
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import dim, draw_panel, fit_line
from ..services.translation import N_
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

# TRANSLATORS: title of the panel where a throw of real sticks is entered; {side} throws.
TITLE = N_("{side}: enter the throw of your sticks")
# TRANSLATORS: real sticks against the computer: the class throws for the computer's side.
TITLE_COMPUTER = N_("Throw the sticks for {side} (the computer) and enter them")
# TRANSLATORS: how to enter a throw by hand.
HOW = N_("Pick each group's number, type two numbers, or click the sticks as they fell.")
# TRANSLATORS: the reading of the sticks entered so far.
READS = N_("Reads {light} (light) and {dark} (dark)")
LIGHT = N_("Light group")
DARK = N_("Dark group")

OnThrow = Callable[[Throw, StickFaces | None], None]


class ThrowEntryScene(Scene):
    """The panel for a throw entered by hand; ``on_throw`` receives it."""

    opaque = False
    name = "throw entry"

    def __init__(
        self,
        ctx: Context,
        side: str,
        on_throw: OnThrow,
        sticks: int = 3,
        values: tuple[int, ...] | None = None,
        rounded: Callable[[bool], bool] = bool,
        for_computer: bool = False,
    ) -> None:
        super().__init__(ctx)
        self.side = side
        self.for_computer = for_computer  # the class throws for the computer's side
        self.on_throw = on_throw
        self.entry = ThrowEntry(sticks=sticks, values=values)
        self.rounded = rounded  # whether a stick shows its rounded face, counted or not
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.stick_rects: list[tuple[int, int, pygame.Rect]] = []

    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        self.panel = pygame.Rect(0, 0, min(w - 40, 620), min(h - 40, 420))
        self.panel.center = (w // 2, h // 2)
        p = self.panel
        label_w = p.width // 3
        bw = (p.width - label_w - 40 - 3 * 8) // 4
        for group, y in ((0, p.y + 96), (1, p.y + 146)):
            chosen = self.entry.light if group == 0 else self.entry.dark
            for number in range(1, self.entry.most + 1):
                self.button(
                    pygame.Rect(p.x + 20 + label_w + (number - 1) * (bw + 8), y, bw, 40),
                    str(number),
                    partial(self.pick, group, number),
                    object_id="#choice_on" if chosen == number else "#choice_button",
                    focus=True,
                )
        half = (p.width - 60) // 2
        self.button(
            pygame.Rect(p.x + 20, p.bottom - 62, half, 46),
            _("Throw sticks"),
            self.confirm,
            object_id="#throw_button",
            focus=True,
            enabled=self.entry.throw() is not None,
        )
        self.button(
            pygame.Rect(p.right - 20 - half, p.bottom - 62, half, 46),
            _("Cancel"),
            self.close,
            object_id="#menu_button",
            focus=True,
        )

    # -- actions ----------------------------------------------------------------------
    def pick(self, group: int, number: int) -> None:
        if self.entry.pick(group, number):
            self.rebuild_keep_focus()

    def rebuild_keep_focus(self) -> None:
        focus = self.buttons.index
        self.build()
        self.buttons.index = focus

    def confirm(self) -> None:
        throw = self.entry.throw()
        if throw is None:
            return
        faces = self.entry.stick_faces()
        self.close()
        self.on_throw(throw, faces)

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.close()
            return True
        if cmd.kind == Cmd.NUMBER:
            self.entry.type_digit(int(cmd.value))
            if self.entry.throw() is not None and self.entry.dark is not None:
                self.rebuild_keep_focus()
                if not self.entry.from_faces and self.entry.light is not None:
                    self.confirm()  # two numbers typed: that is the throw
                return True
            self.rebuild_keep_focus()
            return True
        if cmd.kind == Cmd.CLICK and cmd.pos is not None:
            for group, stick, rect in self.stick_rects:
                if rect.collidepoint(cmd.pos):
                    self.entry.flip(group, stick)
                    self.rebuild_keep_focus()
                    return True
            return self.panel.collidepoint(cmd.pos)
        if cmd.kind == Cmd.CONFIRM and self.focused_button() is None:
            self.confirm()
            return True
        return self.handle_focus(cmd)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        dim(surface, 150)
        p = self.panel
        draw_panel(surface, p, alpha=245)
        text = self.ctx.text
        title, size = fit_line(
            text,
            _(TITLE_COMPUTER if self.for_computer else TITLE).format(side=self.side),
            24,
            p.width - 40,
            bold=True,
        )
        img = text.render(title, size, GOLD, bold=True)
        surface.blit(img, img.get_rect(midtop=(p.centerx, p.y + 18)))
        how, size = fit_line(text, _(HOW), 15, p.width - 40)
        img = text.render(how, size, INK_DIM)
        surface.blit(img, img.get_rect(midtop=(p.centerx, p.y + 58)))
        for label, y in ((_(LIGHT), p.y + 106), (_(DARK), p.y + 156)):
            img = text.render(label, 17, INK)
            surface.blit(img, (p.x + 24, y))
        self.draw_sticks(surface)
        entry = self.entry
        if entry.light is not None or entry.dark is not None:
            reads = _(READS).format(light=entry.light or "?", dark=entry.dark or "?")
            img = text.render(reads, 18, GOLD, bold=True)
            surface.blit(img, img.get_rect(midtop=(p.centerx, p.bottom - 100)))

    def draw_sticks(self, surface: pygame.Surface) -> None:
        """Six sticks to click: three light, a gap, three dark, as they are set."""
        sprites = self.ctx.assets.sprites
        p = self.panel
        length = 96
        self.stick_rects = []
        x = p.centerx - 150
        for group, name in ((0, "light"), (1, "dark")):
            for stick in range(self.entry.sticks):
                counted = self.entry.faces[group][stick]
                img = sprites.stick(name, self.rounded(counted), length)
                rect = img.get_rect(midtop=(x, p.y + 200))
                surface.blit(img, rect)
                self.stick_rects.append((group, stick, rect.inflate(12, 0)))
                x += 44
            x += 36
