"""The rulebook screen: contents on the left, an illustrated page on the right.

Each page is typeset once per (topic, page, language, size, palette) into a surface of
warm paper: heading, paragraphs, a history note in its own box, and a plate with the
figure (a small board drawn by the real renderer, or the odds chart of the sticks). Text
is wrapped with the actual font (CJK at any character, other scripts at spaces) and the
font shrinks a step at a time until the page fits. Turning a page only blits a surface.

Pages are typeset by ``liubo.render.rulebook_pages``. It is an overlay: pushed over the
title or a game, ``close`` pops it and the scene under it carries on from the same moment.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..content import rulebook, rulebook_contents
from ..content.evidence import load_evidence
from ..input import Cmd, Command
from ..render.evidence_tags import TagChip, draw_source_card
from ..render.palette import BOOK, GOLD, INK_DIM
from ..render.panels import dim, draw_notice
from ..render.rulebook_blocks import (
    CACHE_PAGES,
    NAMES_TOPIC_ID,
    TITLE,
    RenderedPage,
    body_size_for,
    keys_help,
)
from ..render.rulebook_pages import Typesetter
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context


# ---- the scene -----------------------------------------------------------------------


def topic_count() -> int:
    """Rulebook topics plus the position names page."""
    return len(rulebook_contents.topics()) + 1


class RulesScene(Scene):
    """The rulebook. Left/Right (PageUp/PageDown) turn pages, Up/Down change topic, Escape
    or R closes. Pages are cached per (topic, page, language, size, palette)."""

    opaque = False
    shows_notices = True  # draws the notice line itself (the game under it does not)
    name = "rules"

    def __init__(
        self, ctx: Context, topic: str | None = None, options: Mapping[str, str] | None = None
    ) -> None:
        super().__init__(ctx)
        # the rule readings of the game the book was opened from (none: the defaults); the
        # pages on readings say which one is in force
        self.options: dict[str, str] = dict(options or {})
        ids = [*rulebook_contents.topic_ids(), NAMES_TOPIC_ID]
        self.topic_index = ids.index(topic) if topic in ids else 0
        self.page_index = 0
        self.book = pygame.Rect(0, 0, 0, 0)
        self.page_rect = pygame.Rect(0, 0, 0, 0)
        self.topic_buttons: list = []
        self._cache: OrderedDict[tuple, RenderedPage] = OrderedDict()
        self._prefetch: list[tuple[int, int]] = []
        # the evidence tag whose source card is open (hovered, or chosen with a key)
        self.card: TagChip | None = None
        self.card_by_key = False
        self.after = False  # move diagrams show the position after their move

    # -- state ---------------------------------------------------------------------------
    def page_count(self, topic_index: int | None = None) -> int:
        t = self.topic_index if topic_index is None else topic_index
        topics = rulebook_contents.topics()
        return len(topics[t].pages) if t < len(topics) else 1

    def large(self) -> bool:
        return self.ctx.screen.get_size()[1] >= 900

    # -- widgets -------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        large = self.large()
        suffix = "_large" if large else ""
        margin = max(12, round(min(w, h) * 0.025))
        self.book = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        header = round(h * 0.075)
        footer = round(h * 0.085)
        list_w = max(200, min(round(w * 0.19), 380))
        pad = round(margin * 0.9)
        top = self.book.y + header
        bottom = self.book.bottom - footer
        titles = [_(t.title) for t in rulebook_contents.topics()]
        titles.append(_(rulebook.names_page().title))
        row = min(round(h * 0.06), (bottom - top) // len(titles))
        self.topic_buttons = []
        for i, title in enumerate(titles):
            button = self.button(
                pygame.Rect(self.book.x + pad, top + i * row, list_w, row - 4),
                title,
                partial(self.choose_topic, i),
                object_id="#rules_topic" + suffix,
                focus=True,
            )
            self.topic_buttons.append(button)
        self.page_rect = pygame.Rect(
            self.book.x + pad + list_w + pad,
            top,
            self.book.right - pad - (self.book.x + 2 * pad + list_w),
            bottom - top,
        )
        bh = round(footer * 0.62)
        bw = max(130, round(w * 0.1))
        by = bottom + (footer - bh) // 2
        r = self.page_rect
        self.prev_button = self.button(
            pygame.Rect(r.x, by, bw, bh),
            "‹  " + _("Previous"),
            self.prev_page,
            object_id="#rules_nav" + suffix,
            focus=True,
        )
        self.next_button = self.button(
            pygame.Rect(r.x + bw + 12, by, bw, bh),
            _("Next") + "  ›",
            self.next_page,
            object_id="#rules_nav" + suffix,
            focus=True,
        )
        self.close_button = self.button(
            pygame.Rect(self.book.right - pad - bw, by, bw, bh),
            _("Close"),
            self.close,
            object_id="#rules_nav" + suffix,
            focus=True,
        )
        self._sync()
        self._queue_neighbours()

    def _sync(self) -> None:
        """Selected topic and enabled arrows (no rebuild: turning a page stays cheap)."""
        self.card = None
        for i, button in enumerate(self.topic_buttons):
            if i == self.topic_index:
                button.select()
            else:
                button.unselect()
        first = self.topic_index == 0 and self.page_index == 0
        last = self.topic_index == topic_count() - 1 and self.page_index == self.page_count() - 1
        (self.prev_button.disable if first else self.prev_button.enable)()
        (self.next_button.disable if last else self.next_button.enable)()
        self.dirty = True

    # -- navigation ----------------------------------------------------------------------
    def choose_topic(self, index: int) -> None:
        """Show the first page of topic ``index`` (the last entry is the position names)."""
        self.topic_index = max(0, min(topic_count() - 1, index))
        self.page_index = 0
        self.buttons.index = self.topic_index
        self._sync()
        self._queue_neighbours()

    def next_page(self) -> None:
        """The next page, or the first page of the next topic."""
        if self.page_index < self.page_count() - 1:
            self.page_index += 1
        elif self.topic_index < topic_count() - 1:
            self.topic_index += 1
            self.page_index = 0
        self._sync()
        self._queue_neighbours()

    def prev_page(self) -> None:
        """The previous page, or the last page of the previous topic."""
        if self.page_index > 0:
            self.page_index -= 1
        elif self.topic_index > 0:
            self.topic_index -= 1
            self.page_index = self.page_count() - 1
        self._sync()
        self._queue_neighbours()

    def close(self) -> None:
        """Back to the scene underneath, as it was."""
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def show_after(self, after: bool) -> bool:
        """Full stop (or a click on the picture): move diagrams show the position after
        their move; comma: before. The choice holds while turning pages."""
        if after != self.after:
            self.after = after
            self.card = None
            self._queue_neighbours()
            self.dirty = True
        return True

    # -- evidence tags ---------------------------------------------------------------------
    def page_tags(self) -> list[TagChip]:
        """The shown page's evidence tags, in window coordinates."""
        if self.page_rect.width <= 0:
            return []
        r = self.page_rect
        return [TagChip(t.source, t.number, t.rect.move(r.x, r.y)) for t in self.rendered().tags]

    def show_tag(self, number: int) -> bool:
        """Open the source card of tag ``number`` (1 = first), or close it if it is open."""
        for tag in self.page_tags():
            if tag.number == number:
                same = self.card is not None and self.card.number == number
                self.card = None if same else tag
                self.card_by_key = True
                self.dirty = True
                return True
        return False

    def next_tag(self) -> bool:
        """Space: the next tag's card, and after the last one, none."""
        tags = self.page_tags()
        if not tags:
            return False
        following = 1 if self.card is None else self.card.number + 1
        if following > len(tags):
            self.card = None
            self.dirty = True
            return True
        self.card = None
        return self.show_tag(following)

    def hover_tags(self, pos: tuple[int, int]) -> None:
        """The pointer over a tag opens its card; leaving it closes a card opened so."""
        under = next((t for t in self.page_tags() if t.rect.collidepoint(pos)), None)
        if under is not None:
            if self.card is None or self.card.number != under.number:
                self.card = under
                self.dirty = True
            self.card_by_key = False
        elif self.card is not None and not self.card_by_key:
            self.card = None
            self.dirty = True

    def handle(self, cmd: Command) -> bool:
        kind = cmd.kind
        if kind == Cmd.POINT and cmd.pos is not None:
            self.hover_tags(cmd.pos)
            return False
        if kind == Cmd.NUMBER:
            return self.show_tag(int(cmd.value))
        if kind == Cmd.THROW:
            return self.next_tag()
        if kind in (Cmd.STEP_FORWARD, Cmd.STEP_BACK):
            return self.show_after(kind == Cmd.STEP_FORWARD)
        if kind == Cmd.CLICK and cmd.pos is not None:
            figures = [r.move(self.page_rect.topleft) for r in self.rendered().figure_rects]
            if any(r.collidepoint(cmd.pos) for r in figures):
                return self.show_after(not self.after)
            under = next((t for t in self.page_tags() if t.rect.collidepoint(cmd.pos)), None)
            if under is not None:
                self.card = under
                self.card_by_key = True
                self.dirty = True
                return True
        if kind == Cmd.CANCEL and self.card is not None:
            self.card = None
            self.dirty = True
            return True
        if kind in (Cmd.CANCEL, Cmd.RULES):
            self.close()
        elif kind in (Cmd.RIGHT, Cmd.PAGE_DOWN):
            self.next_page()
        elif kind in (Cmd.LEFT, Cmd.PAGE_UP):
            self.prev_page()
        elif kind in (Cmd.NEXT, Cmd.TAB):
            self.choose_topic((self.topic_index + 1) % topic_count())
        elif kind in (Cmd.PREV, Cmd.TAB_BACK):
            self.choose_topic((self.topic_index - 1) % topic_count())
        elif kind == Cmd.SCROLL:
            (self.prev_page if cmd.value > 0 else self.next_page)()
        elif kind == Cmd.CONFIRM:
            return self.press_focused()
        else:
            return False
        return True

    # -- pages ---------------------------------------------------------------------------
    def cache_key(self, topic_index: int, page_index: int) -> tuple:
        return (
            topic_index,
            page_index,
            self.ctx.translator.language,
            self.page_rect.size,
            self.after,
            tuple(sorted(self.options.items())),
            self.ctx.settings.presenter,
            self.ctx.settings.colorblind,
        )

    def rendered(
        self, topic_index: int | None = None, page_index: int | None = None
    ) -> RenderedPage:
        """The typeset page (cached)."""
        t = self.topic_index if topic_index is None else topic_index
        p = self.page_index if page_index is None else page_index
        key = self.cache_key(t, p)
        page = self._cache.get(key)
        if page is None:
            # presenter mode (F5 in a game) starts the text larger, for the back of the room
            scale = max(100, self.ctx.settings.presenter) / 100
            start = min(44, round(body_size_for(self.ctx.screen.get_size()[1]) * scale))
            setter = Typesetter(
                self.ctx.text, self.ctx.gettext, self.ctx.assets, self.ctx.translator.language
            )
            setter.options = self.options
            page = setter.render(t, p, self.page_rect.size, start, self.after)
            if pygame.display.get_surface() is not None:
                page.surface = page.surface.convert()
            self._cache[key] = page
            while len(self._cache) > CACHE_PAGES:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return page

    def _queue_neighbours(self) -> None:
        t, p = self.topic_index, self.page_index
        nxt = (t, p + 1) if p + 1 < self.page_count() else (t + 1, 0)
        prv = (t, p - 1) if p > 0 else (t - 1, self.page_count(t - 1) - 1) if t > 0 else None
        self._prefetch = [x for x in (nxt, prv) if x is not None and x[0] < topic_count()]

    def update(self, dt: float) -> bool:
        """Typeset one neighbouring page per idle frame, so the next turn is instant."""
        if self._prefetch and self.page_rect.width > 0:
            t, p = self._prefetch.pop(0)
            self.rendered(t, p)
        return False

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        text = self.ctx.text
        dim(surface, 215)
        book = self.book
        pygame.draw.rect(surface, (0, 0, 0), book.move(4, 6), border_radius=16)
        pygame.draw.rect(surface, BOOK, book, border_radius=16)
        pygame.draw.rect(surface, (150, 104, 50), book, 2, border_radius=16)
        pygame.draw.rect(surface, (92, 60, 30), book.inflate(-10, -10), 1, border_radius=12)
        h = surface.get_height()
        size = max(20, round(h * 0.034))
        title = text.render(_(TITLE), size, GOLD, bold=True)
        r = self.page_rect
        ty = book.y + (r.y - book.y - title.get_height()) // 2
        surface.blit(title, (self.topic_buttons[0].relative_rect.x + 12, ty))
        han = text.render("六博", size, (198, 50, 32), bold=True)
        surface.blit(han, (book.right - han.get_width() - 24, ty))
        page = self.rendered()
        surface.blit(page.surface, r)
        # page dots between the arrows and Close
        count = self.page_count()
        dots_x = self.next_button.relative_rect.right + 30
        cy = self.next_button.relative_rect.centery
        for k in range(count):
            colour = GOLD if k == self.page_index else (110, 70, 40)
            pygame.draw.circle(
                surface, colour, (dots_x + k * 18, cy), 5 if k == self.page_index else 4
            )
        tags = len(self.rendered().tags)
        help_img = text.render(keys_help(_, tags), max(12, round(h * 0.018)), INK_DIM)
        hx = dots_x + count * 18 + 20
        room = self.close_button.relative_rect.x - 20 - hx
        if help_img.get_width() <= room:
            surface.blit(help_img, help_img.get_rect(midleft=(hx, cy)))

    def draw_after_ui(self, surface: pygame.Surface) -> None:
        """The focus ring, a notice over the foot of the page (the buttons below leave it
        no room to wrap), then the open source card over everything."""
        super().draw_after_ui(surface)
        notice = self.ctx.notice
        if notice:
            page = self.page_rect
            bottom = (page.centerx, page.bottom - 10)
            draw_notice(surface, self.ctx.text, notice, 16, bottom, page.width - 40, backdrop=True)
        if self.card is not None:
            draw_source_card(
                surface,
                self.ctx.text,
                self.ctx.gettext,
                load_evidence(),
                self.card.source,
                self.card.rect,
                self.book,
                max(14, round(surface.get_height() * 0.021)),
                len(self.rendered().tags),
            )
