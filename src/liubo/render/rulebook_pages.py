"""Typesetting the rulebook: pages of warm paper with text, a history note and a figure.

Each page is typeset once per (topic, page, language, size, palette) into a surface:
heading, paragraphs, a history note in its own box, and a plate with the figure (a small
board drawn by the real renderer with its legend from :mod:`.rulebook_legend`, or the
odds chart of the sticks). Text is wrapped with the actual font (CJK at any character,
other scripts at spaces) and the font shrinks a step at a time until the page fits.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

import pygame

from ..content import rulebook, rulebook_contents
from ..content.compare_chart import ChartFigure
from ..content.evidence import load_evidence
from ..content.rulebook_words import NOTE_LABEL, PAGE_OF
from ..model import readings_text
from . import rulebook_chart
from .evidence_tags import TagChip, draw_chips, layout_chips
from .palette import (
    EVIDENCE_COLOURS,
    NOTE_BG,
    PAPER_DIM,
    PAPER_EDGE,
    PAPER_HEAD,
    PAPER_INK,
    SEAL,
    TAG_BG,
)
from .paper import draw_seal, paper
from .rulebook_blocks import MIN_SIZE, Block, Gettext, RenderedPage, TypesetBase
from .rulebook_figures import FigureSetter
from .rulebook_plate import FigurePlate
from .text import TextCache


class Typesetter(TypesetBase):
    """Lays out rulebook pages with one text cache, translator and drawing assets.

    ``options`` are the rule readings in force (a game's, or none: the defaults); a page
    on readings (``Page.readings``) says under its heading which of them is in force.
    """

    options: Mapping[str, str] = MappingProxyType({})

    def __init__(self, text: TextCache, gettext: Gettext, assets, language: str) -> None:  # noqa: ANN001
        super().__init__(text, gettext, assets, language)
        #: the rulebook's own figures: the chart of the sticks and the names table
        self.figures = FigureSetter(text, gettext, assets, language)
        #: the figure beside a page's text
        self.plate = FigurePlate(text, gettext, assets, language, self.figures)

    def reading_blocks(self, page: rulebook.Page, size: int, width: int) -> list[Block]:
        """The lines naming the readings in force on a page about readings."""
        if not page.readings:
            return []
        lines = readings_text.page_lines(page.readings, self.options, self._)
        gap = round(size * 0.35)
        return [self.block(line, size, width, SEAL, bold=True, gap_after=gap) for line in lines]

    def body_blocks(self, page: rulebook.Page, size: int, width: int) -> list[Block]:
        """Paragraphs; after a paragraph ending in a colon, the rest are bullet items."""
        _ = self._
        blocks: list[Block] = []
        listing = False
        gap = round(size * 0.55)
        for paragraph in page.paragraphs:
            message = _(paragraph)
            if listing:
                blocks.append(
                    self.block(
                        message,
                        size,
                        width,
                        PAPER_INK,
                        indent=round(size * 1.3),
                        bullet=True,
                        gap_after=round(gap * 0.5),
                    )
                )
            else:
                blocks.append(self.block(message, size, width, PAPER_INK, gap_after=gap))
            if message.rstrip().endswith((":", "：")):
                listing = True
        return blocks

    def note_block(self, page: rulebook.Page, size: int, width: int) -> tuple[Block, Block] | None:
        if not page.note:
            return None
        pad = round(size * 0.8)
        label = self.block(
            self._(NOTE_LABEL), max(MIN_SIZE, size - 3), width - 2 * pad - 6, PAPER_HEAD, bold=True
        )
        body = self.block(
            self._(page.note), max(MIN_SIZE, size - 1), width - 2 * pad - 6, PAPER_INK
        )
        return label, body

    def note_height(self, note: tuple[Block, Block] | None, size: int) -> int:
        if note is None:
            return 0
        return note[0].height + note[1].height + 2 * round(size * 0.8) + round(size * 0.3)

    def draw_note(
        self,
        surf: pygame.Surface,
        note: tuple[Block, Block],
        x: int,
        y: int,
        width: int,
        size: int,
        rects: list[pygame.Rect],
    ) -> int:
        h = self.note_height(note, size)
        pad = round(size * 0.8)
        box = pygame.Rect(x, y, width, h)
        pygame.draw.rect(surf, NOTE_BG, box, border_radius=6)
        pygame.draw.rect(surf, PAPER_EDGE, box, 1, border_radius=6)
        pygame.draw.rect(
            surf,
            SEAL,
            pygame.Rect(x, y, 6, h),
            border_top_left_radius=6,
            border_bottom_left_radius=6,
        )
        yy = self.draw_block(surf, note[0], x + pad + 6, y + pad, rects)
        self.draw_block(surf, note[1], x + pad + 6, yy + round(size * 0.3), rects)
        return y + h

    # -- the page ----------------------------------------------------------------------
    def render(
        self,
        topic_index: int,
        page_index: int,
        size: tuple[int, int],
        start_size: int,
        after: bool = False,
    ) -> RenderedPage:
        """Typeset one page ``size`` pixels big, shrinking the text until it fits; with
        ``after``, a move diagram shows the position after its move."""
        surf = paper(size)
        topics = rulebook_contents.topics()
        if topic_index >= len(topics):
            return self.figures.render_names(surf, start_size)
        topic = topics[topic_index]
        page = topic.pages[page_index]
        w, h = size
        margin = max(20, round(min(w, h) * 0.05))
        inner = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        figure = page.figure
        showing_after = False
        if after and isinstance(figure, rulebook.BoardDiagram):
            showing_after = True
            figure = figure.after()
        gutter = round(margin * 0.9)
        if figure is not None:
            share = 0.47
            if isinstance(figure, ChartFigure):  # a chart wants width, the readings' more
                rows = rulebook_chart.rows_for(figure)
                many = bool(rows) and len(rows[0].values) > rulebook_chart.MANY
                share = 0.62 if many else 0.56
            fig_w = min(round(inner.height * 0.9), round(inner.width * share))
            text_w = inner.width - fig_w - gutter
        else:
            fig_w = 0
            text_w = inner.width
        result = RenderedPage(surf)
        for body in range(start_size, MIN_SIZE - 1, -1):
            measure = min(text_w, round(body * (34 if self.cjk else 38)))
            kicker, heading, blocks, note = self._text_parts(topic, page, body, measure)
            chips, chips_h = self.tag_chips(page, body, measure)
            in_force = self.reading_blocks(page, max(MIN_SIZE, body - 2), measure)
            total = (
                kicker.height
                + heading.height
                + round(body * 0.9)
                + chips_h
                + sum(b.height + b.gap_after for b in in_force)
                + (round(body * 0.3) if in_force else 0)
                + sum(b.height + b.gap_after for b in blocks)
                + (self.note_height(note, body) + round(body * 0.6) if note else 0)
            )
            fig_ok = figure is None or self.plate.fits(
                figure, fig_w, inner.height, body, showing_after
            )
            if (total <= inner.height and fig_ok) or body == MIN_SIZE:
                result.fits = total <= inner.height and fig_ok
                break
        result.body_size = body
        rects = result.text_rects
        y = self.draw_block(surf, kicker, inner.x, inner.y, rects)
        y = self.draw_block(surf, heading, inner.x, y, rects)
        rule_y = y + round(body * 0.3)
        pygame.draw.line(surf, SEAL, (inner.x, rule_y), (inner.x + min(measure, 220), rule_y), 2)
        pygame.draw.line(
            surf, PAPER_EDGE, (inner.x, rule_y + 4), (inner.x + min(measure, 220), rule_y + 4), 1
        )
        y += round(body * 0.9)
        if chips:
            result.tags = draw_chips(
                surf,
                self.text,
                self._,
                load_evidence(),
                chips,
                inner.x,
                y,
                self.tag_size(body),
                PAPER_DIM,
            )
            y += chips_h
        for block in in_force:
            y = self.draw_block(surf, block, inner.x, y, rects)
        if in_force:
            y += round(body * 0.3)
        ours = next((t for t in result.tags if t.source == "ours"), None)
        for paragraph, block in zip(page.paragraphs, blocks, strict=True):
            if ours is not None and rulebook.names_our_reading(paragraph):
                self.margin_mark(surf, ours, inner.x, y, block)
            y = self.draw_block(surf, block, inner.x, y, rects)
        if note:
            y += round(body * 0.6)
            note_y = max(y, inner.bottom - self.note_height(note, body)) if figure else y
            self.draw_note(surf, note, inner.x, note_y, measure, body, rects)
        if figure is not None:
            fig_rect = pygame.Rect(inner.right - fig_w, inner.y, fig_w, inner.height)
            self.plate.draw(surf, figure, fig_rect, body, result, showing_after)
        elif inner.width - measure > 180:
            side = min(inner.width - measure - gutter, round(inner.height * 0.42), 260)
            seal_rect = pygame.Rect(0, 0, side, side)
            seal_rect.center = (
                inner.right - (inner.width - measure) // 2 + gutter // 4,
                inner.centery,
            )
            if draw_seal(surf, self.text, seal_rect):
                result.figure_rects.append(seal_rect)
        return result

    def margin_mark(self, surf: pygame.Surface, tag: TagChip, x: int, y: int, block: Block) -> None:
        """In the margin of a paragraph that states one of our readings: its tag's disc."""
        r = max(5, min(round(block.step * 0.3), x // 2 - 3))
        centre = (x - r - 4, y + block.step // 2)
        pygame.draw.circle(surf, EVIDENCE_COLOURS["ours"], centre, r)
        number = self.text.render(str(tag.number), max(9, round(r * 1.5)), TAG_BG, bold=True)
        surf.blit(number, number.get_rect(center=centre))

    def tag_size(self, body: int) -> int:
        return max(MIN_SIZE, body - 4)

    def tag_chips(self, page: rulebook.Page, body: int, measure: int) -> tuple[list[TagChip], int]:
        """The page's evidence tags laid out in the text column, and the room they take."""
        if not page.evidence:
            return [], 0
        chips, height = layout_chips(
            self.text, self._, load_evidence(), page.evidence, self.tag_size(body), measure
        )
        return chips, height + round(body * 0.4)

    def _text_parts(
        self, topic: rulebook.Topic, page: rulebook.Page, body: int, measure: int
    ) -> tuple[Block, Block, list[Block], tuple[Block, Block] | None]:
        _ = self._
        count = len(topic.pages)
        kicker_text = _(topic.title)
        if count > 1:
            kicker_text += "  ·  " + _(PAGE_OF).format(
                page=topic.pages.index(page) + 1, count=count
            )
        kicker = self.block(
            kicker_text,
            max(MIN_SIZE, round(body * 0.78)),
            measure,
            PAPER_DIM,
            gap_after=round(body * 0.2),
        )
        heading = self.block(_(page.heading), round(body * 1.45), measure, PAPER_HEAD, bold=True)
        blocks = self.body_blocks(page, body, measure)
        note = self.note_block(page, body, measure)
        return kicker, heading, blocks, note
