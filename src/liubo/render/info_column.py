"""The info area between the two cards: what a teacher shows beside the board, never on it.

From the top: a lesson's or a record's caption (shown whole, its text smaller if it must),
the odds with the win bar (as much as the room left holds), then the turn and the keys;
at the foot a notice and the legend of the dagger after our own English glosses. Each
panel's rectangle is kept in ``rects`` after a frame (tests check none touches the board).
"""

from __future__ import annotations

import pygame

from ..engine import Side
from ..model.event_log import Gettext
from ..model.game_text import side_name
from .layout import Layout
from .palette import GOLD, INK, INK_DIM, PANEL_DARK, PANEL_EDGE, SIDE_COLOURS
from .panels import Ledger, WrappedText, fit_line, fit_lines, put, wrap_text
from .snapshot import TableSnapshot
from .text import TextCache

PAD = 10  # text inside a panel, from its edge
GAP = 8  # between two panels


class InfoColumn:
    """Draws the info area for one snapshot; remembers where each panel went."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._caption = WrappedText()
        self._help = WrappedText()
        self.rects: dict[str, pygame.Rect] = {}  # panel name -> where it was drawn last
        self.free = pygame.Rect(0, 0, 0, 0)  # what the panels left (the keys, a lesson's task)
        self.ledger: Ledger | None = None

    def draw(self, surface: pygame.Surface, lay: Layout, snap: TableSnapshot, _: Gettext) -> None:
        area = lay.info
        self.rects = {}
        top, bottom = area.y, area.bottom
        if snap.notice:
            box = self.draw_notice(surface, lay, snap.notice, bottom)
            bottom = box.y - GAP
        if snap.names_mode.endswith("english"):
            box = self.draw_legend(surface, lay, _, bottom)
            bottom = box.y - GAP
        if snap.caption:
            box = self.draw_caption(surface, lay, snap.caption, top, bottom)
            top = box.bottom + GAP
        if snap.odds_lines:
            odds = self.draw_odds(surface, lay, snap, _, top, bottom)
            if odds is not None:
                top = odds.bottom + GAP
        self.free = pygame.Rect(area.x, top, area.width, max(0, bottom - top))
        self.draw_help(surface, lay, snap, _)

    # -- the panels ---------------------------------------------------------------------
    def panel(self, surface: pygame.Surface, name: str, rect: pygame.Rect, edge=PANEL_EDGE) -> None:  # noqa: ANN001
        pygame.draw.rect(surface, PANEL_DARK, rect, border_radius=8)
        pygame.draw.rect(surface, edge, rect, 1, border_radius=8)
        self.rects[name] = pygame.Rect(rect)

    def draw_notice(
        self, surface: pygame.Surface, lay: Layout, notice: str, bottom: int
    ) -> pygame.Rect:
        """A short message (a file saved, a computer restarted) at the area's foot."""
        area = lay.info
        room = max(1, min(area.height // 3, lay.px(80)))
        lines, size = fit_lines(
            self.text, notice, lay.text_px(15), area.width - 2 * PAD, room - 8, 1.3, lay.floor
        )
        step = round(size * 1.3)
        rect = pygame.Rect(area.x, 0, area.width, step * len(lines) + 8)
        rect.bottom = bottom
        self.panel(surface, "notice", rect, GOLD)
        for k, line in enumerate(lines):
            img = self.text.render(line, size, INK)
            put(surface, img, (rect.x + PAD, rect.y + 4 + k * step), rect, self.ledger, "notice")
        return rect

    def draw_legend(
        self, surface: pygame.Surface, lay: Layout, _: Gettext, bottom: int
    ) -> pygame.Rect:
        """What the dagger after some English names means (in two lines if one is too
        short at the smallest size)."""
        area = lay.info
        words = _("\u2020 a gloss of our own, not the rulebook's")
        size = lay.text_px(12)
        label, fitted = fit_line(self.text, words, size, area.width - 8, lay.floor)
        lines = [label]
        if label != words:
            lines = wrap_text(self.text, words, lay.floor, area.width - 8)[:2]
            fitted = lay.floor
        imgs = [self.text.render(line, fitted, INK_DIM) for line in lines]
        step = round(fitted * 1.3)
        tall = step * (len(imgs) - 1) + imgs[-1].get_height()
        rect = pygame.Rect(area.x + 4, bottom - tall, area.width - 8, tall)
        for k, img in enumerate(imgs):
            put(surface, img, (rect.x, rect.y + k * step), area, self.ledger, "legend")
        self.rects["legend"] = pygame.Rect(rect)
        return rect

    def draw_caption(
        self, surface: pygame.Surface, lay: Layout, caption: str, top: int, bottom: int
    ) -> pygame.Rect:
        """A lesson's or record's comment, whole: smaller text rather than a cut."""
        area = lay.info
        width = max(1, area.width - 2 * PAD)
        block = self._caption.surface(
            self.text,
            caption,
            lay.text_px(17),
            width,
            INK,
            max_height=max(10, bottom - top - 12),
            min_size=lay.floor,
        )
        rect = pygame.Rect(area.x, top, area.width, block.get_height() + 12)
        self.panel(surface, "caption", rect, GOLD)
        put(surface, block, (rect.x + PAD, rect.y + 6), rect, self.ledger, "caption")
        return rect

    def draw_odds(
        self,
        surface: pygame.Surface,
        lay: Layout,
        snap: TableSnapshot,
        _: Gettext,
        top: int,
        bottom: int,
    ) -> pygame.Rect | None:
        """The odds (O): the win bar, then the lines, as many as the room holds."""
        area = lay.info
        size = lay.text_px(13)
        step = round(size * 1.35)
        width = area.width - 2 * PAD
        tall = self.text.size_of(side_name(_, Side.WHITE) + " 0%", lay.text_px(12), True)[1]
        bar_h = 0 if snap.win_chance is None else tall + lay.px(8) + 10
        if bottom - top < step + bar_h + 10:
            return None
        room = (bottom - top - bar_h - 10) // step
        wrapped: list[tuple[str, bool]] = []
        for k, line in enumerate(snap.odds_lines):  # whole lines only, never half a sentence
            parts = [(part, k == 0) for part in wrap_text(self.text, line, size, width)]
            if len(wrapped) + len(parts) > room:
                break
            wrapped += parts
        rect = pygame.Rect(area.x, top, area.width, bar_h + len(wrapped) * step + 10)
        self.panel(surface, "odds", rect, GOLD)
        y = rect.y + 5
        for part, head in wrapped:
            img = self.text.render(part, size, GOLD if head else INK, bold=head)
            put(surface, img, (rect.x + PAD, y), rect, self.ledger, "odds")
            y += step
        if snap.win_chance is not None:
            bar = pygame.Rect(rect.x + PAD, y + 2, width, bar_h - 6)
            self.draw_win_bar(surface, lay, snap.win_chance, bar, rect, _)
        return rect

    def draw_win_bar(
        self,
        surface: pygame.Surface,
        lay: Layout,
        green: float,
        area: pygame.Rect,
        box: pygame.Rect,
        _: Gettext,
    ) -> None:
        """Each side's chance to win: White's share from the left, Green's from the right,
        each named with its number above the bar."""
        size = lay.text_px(12)
        green = min(1.0, max(0.0, green))
        tall = 0  # the labels' height (characters stand taller than letters)
        for chance, side, left in ((1.0 - green, Side.WHITE, True), (green, Side.GREEN, False)):
            label = f"{side_name(_, side)} {round(100 * chance)}%"
            label, fitted = fit_line(self.text, label, size, area.width // 2 - 4, lay.floor, True)
            img = self.text.render(label, fitted, SIDE_COLOURS[side], bold=True)
            spot = (
                img.get_rect(topleft=area.topleft) if left else img.get_rect(topright=area.topright)
            )
            put(surface, img, spot.topleft, box, self.ledger, "win chance")
            tall = max(tall, img.get_height())
        bar = pygame.Rect(area.x, area.y + tall + 2, area.width, max(4, lay.px(8)))
        split = bar.x + round((1.0 - green) * bar.width)
        pygame.draw.rect(
            surface, SIDE_COLOURS[Side.WHITE], (bar.x, bar.y, split - bar.x, bar.height)
        )
        pygame.draw.rect(
            surface, SIDE_COLOURS[Side.GREEN], (split, bar.y, bar.right - split, bar.height)
        )
        pygame.draw.rect(surface, GOLD, bar.inflate(2, 2), 1)
        self.rects["win bar"] = pygame.Rect(bar)

    def draw_help(
        self, surface: pygame.Surface, lay: Layout, snap: TableSnapshot, _: Gettext
    ) -> None:
        """A replay's title (one line), the turn number and the keys, in what the panels
        left."""
        box = self.free
        if box.height < lay.text_px(20):
            return
        if snap.title and box.height >= lay.px(52):  # a replay's title, compact: one line,
            # elided rather than smaller than the screen's least text (presenter mode drew it
            # at 11 px where the least is 25)
            line, fitted = fit_line(
                self.text, snap.title, lay.text_px(13), box.width - 24, lay.floor, True
            )
            img = self.text.render(line, fitted, INK_DIM, bold=True)
            self.rects["title"] = put(surface, img, (box.x + 12, box.y), box, self.ledger, "title")
            step = img.get_height() + lay.px(4)
            box = pygame.Rect(box.x, box.y + step, box.width, box.height - step)
        label, size = fit_line(
            self.text,
            _("Turn {turn}").format(turn=snap.turn_number),
            lay.text_px(20),
            box.width - 24,
            lay.floor,
            bold=True,
        )
        turn = self.text.render(label, size, GOLD, bold=True)
        if turn.get_height() > box.height:
            return
        put(surface, turn, (box.x + 12, box.y), box, self.ledger)
        below = max(lay.px(32), turn.get_height() + 4)
        self.free = pygame.Rect(box.x, box.y + below, box.width, max(0, box.height - below))
        room = self.free.height
        if not snap.keys_help or room < lay.text_px(13) * 1.35:
            return
        smallest = max(lay.floor, round(lay.px(13) * 0.85))  # no smaller: the last line elided
        block = self._help.surface(
            self.text,
            snap.keys_help,
            max(smallest, lay.px(13)),
            box.width - 24,
            INK_DIM,
            line_gap=1.35,
            max_height=room,
            min_size=smallest,
        )
        put(surface, block, (box.x + 12, self.free.y), box, self.ledger, "help")
