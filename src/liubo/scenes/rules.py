"""The rulebook scene: the topics on the left, the text of one page on the right.

A simple first version (the full rules screen with diagrams replaces it). It is an overlay:
pushed over the title or over a game, it returns to the same moment when closed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import rulebook
from ..input import Cmd, Command
from ..translation import N_
from .base import Scene
from .drawing import GOLD, INK, INK_DIM, WrappedText, dim, draw_panel

if TYPE_CHECKING:
    from ..context import Context

TITLE = N_("Rules")
# TRANSLATORS: page counter on the rules screen, e.g. "Page 2 of 3".
PAGE_OF = N_("Page {page} of {count}")


class RulesScene(Scene):
    """Topics and pages of ``liubo.rulebook``; Left/Right turn pages, Up/Down change topic."""

    opaque = False

    def __init__(self, ctx: Context, topic: str | None = None) -> None:
        super().__init__(ctx)
        ids = rulebook.topic_ids()
        self.topic_index = ids.index(topic) if topic in ids else 0
        self.page_index = 0
        self._body = WrappedText()
        self._heading = WrappedText()
        self._note = WrappedText()
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.text_rect = pygame.Rect(0, 0, 0, 0)

    @property
    def topic(self) -> rulebook.Topic:
        return rulebook.TOPICS[self.topic_index]

    @property
    def page(self) -> rulebook.Page:
        pages = self.topic.pages
        return pages[min(self.page_index, len(pages) - 1)]

    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        margin = max(16, min(w, h) // 24)
        self.panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        list_w = max(180, min(300, self.panel.width // 4))
        x, y = self.panel.x + 18, self.panel.y + 64
        row = max(32, min(44, (self.panel.height - 140) // max(1, len(rulebook.TOPICS))))
        self.topic_buttons = []
        for i, topic in enumerate(rulebook.TOPICS):
            button = self.button(
                pygame.Rect(x, y + i * row, list_w, row - 6),
                _(topic.title),
                lambda i=i: self.choose_topic(i),
                object_id="#toggle_on" if i == self.topic_index else "#small_button",
                focus=True,
            )
            self.topic_buttons.append(button)
        bottom = self.panel.bottom - 56
        right = self.panel.right - 18
        self.prev_button = self.button(
            pygame.Rect(right - 390, bottom, 120, 40), _("Previous"), self.prev_page, focus=True
        )
        self.next_button = self.button(
            pygame.Rect(right - 260, bottom, 120, 40), _("Next"), self.next_page, focus=True
        )
        self.button(
            pygame.Rect(right - 130, bottom, 130, 40), _("Close"), self.close, focus=True,
            object_id="#throw_button",
        )
        left = x + list_w + 28
        self.text_rect = pygame.Rect(left, self.panel.y + 24, right - left, bottom - self.panel.y - 40)
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        pages = len(self.topic.pages)
        if self.page_index > 0:
            self.prev_button.enable()
        else:
            self.prev_button.disable()
        if self.page_index < pages - 1 or self.topic_index < len(rulebook.TOPICS) - 1:
            self.next_button.enable()
        else:
            self.next_button.disable()

    # -- actions --------------------------------------------------------------------------
    def choose_topic(self, index: int) -> None:
        """Show the first page of topic ``index``."""
        self.topic_index = max(0, min(len(rulebook.TOPICS) - 1, index))
        self.page_index = 0
        focus = self.focus_index
        self.build()
        self.focus_index = focus

    def next_page(self) -> None:
        """The next page (or the next topic's first page)."""
        if self.page_index < len(self.topic.pages) - 1:
            self.page_index += 1
            self._sync_buttons()
        elif self.topic_index < len(rulebook.TOPICS) - 1:
            self.choose_topic(self.topic_index + 1)
        self.dirty = True

    def prev_page(self) -> None:
        """The previous page."""
        if self.page_index > 0:
            self.page_index -= 1
            self._sync_buttons()
        self.dirty = True

    def close(self) -> None:
        """Back to the scene underneath, as it was."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def handle(self, cmd: Command) -> bool:
        if cmd.kind in (Cmd.CANCEL, Cmd.RULES):
            self.close()
            return True
        if cmd.kind in (Cmd.RIGHT, Cmd.PAGE_DOWN):
            self.next_page()
            return True
        if cmd.kind in (Cmd.LEFT, Cmd.PAGE_UP):
            self.prev_page()
            return True
        if cmd.kind == Cmd.SCROLL:
            (self.prev_page if cmd.value > 0 else self.next_page)()
            return True
        return self.handle_focus(cmd)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        text = self.ctx.text
        dim(surface, 170)
        draw_panel(surface, self.panel, alpha=240)
        title = text.render(_(TITLE), 30, GOLD, bold=True)
        surface.blit(title, (self.panel.x + 20, self.panel.y + 16))
        r = self.text_rect
        page = self.page
        heading = self._heading.surface(text, _(page.heading), 28, r.width, GOLD, bold=True)
        surface.blit(heading, r.topleft)
        y = r.y + heading.get_height() + 14
        body = "\n\n".join(_(p) for p in page.paragraphs)
        size = 20 if r.width > 600 else 17
        block = self._body.surface(text, body, size, r.width, INK, line_gap=1.45)
        surface.blit(block, (r.x, y), area=pygame.Rect(0, 0, r.width, max(0, r.bottom - y)))
        y += block.get_height() + 16
        if page.note and y < r.bottom - 40:
            note = self._note.surface(text, _(page.note), size - 2, r.width, INK_DIM, line_gap=1.4)
            surface.blit(note, (r.x, y), area=pygame.Rect(0, 0, r.width, max(0, r.bottom - y)))
        counter = text.render(
            _(PAGE_OF).format(page=self.page_index + 1, count=len(self.topic.pages)), 16, INK_DIM
        )
        surface.blit(counter, (r.x, self.panel.bottom - 46))
