"""A small yes/no dialog drawn over the scene underneath."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..input import Cmd, Command
from ..render.palette import GOLD, INK
from ..render.panels import WrappedText, dim, draw_panel
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


class ConfirmScene(Scene):
    """Asks a question; Yes runs ``on_yes`` after closing, No (or Escape) just closes.

    With ``on_no`` the question is a choice between two actions: No runs it, and Escape
    (or a click outside) closes without either."""

    opaque = False
    name = "confirm"

    def __init__(
        self,
        ctx: Context,
        title: str,
        message: str,
        on_yes: Callable[[], object],
        yes_label: str | None = None,
        no_label: str | None = None,
        on_no: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.on_yes = on_yes
        self.yes_label = yes_label
        self.no_label = no_label
        self.on_no = on_no
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._text = WrappedText()

    def build_ui(self) -> None:
        w, h = self.ctx.screen.get_size()
        self.panel = pygame.Rect(0, 0, min(w - 40, 560), 230)
        self.panel.center = (w // 2, h // 2)
        bw = (self.panel.width - 60) // 2
        y = self.panel.bottom - 66
        self.button(
            pygame.Rect(self.panel.x + 20, y, bw, 46),
            self.yes_label or self._("Yes"),
            self.yes,
            object_id="#throw_button",
            focus=True,
        )
        self.button(
            pygame.Rect(self.panel.right - 20 - bw, y, bw, 46),
            self.no_label or self._("No"),
            self.no,
            object_id="#menu_button",
            focus=True,
        )
        self.buttons.index = 1

    def yes(self) -> None:
        stack = self.stack
        if stack is not None and stack.top is self:
            stack.pop()
        self.on_yes()

    def no(self) -> None:
        self.close()
        if self.on_no is not None:
            self.on_no()

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.close()
            return True
        if cmd.kind == Cmd.CLICK and cmd.pos is not None and not self.panel.collidepoint(cmd.pos):
            self.close()
            return True
        return self.handle_focus(cmd)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=245)
        text = self.ctx.text
        title = text.render(self.title, 24, GOLD, bold=True)
        surface.blit(title, (self.panel.x + 24, self.panel.y + 18))
        body = self._text.surface(text, self.message, 18, self.panel.width - 48, INK)
        surface.blit(body, (self.panel.x + 24, self.panel.y + 62))
