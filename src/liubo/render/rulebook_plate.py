"""The figure beside a rulebook page's text, with its caption, and whether it fits.

A page's figure is a board picture (drawn by the real renderer, a ruleset other than the
default on its own board) with its legend and, for a move, whether it shows the position
before or after it; a chart of what the readings change; or the chart of the sticks.
:class:`FigurePlate` measures whether a figure fits the room the page gives it
(:meth:`FigurePlate.fits`) and draws it there (:meth:`FigurePlate.draw`);
:class:`.rulebook_pages.Typesetter` lays out the page around it.
"""

from __future__ import annotations

import pygame

from ..content import rulebook
from ..content.compare_chart import ChartFigure
from . import rulebook_chart
from .palette import PAPER_DIM, PAPER_HEAD, PAPER_INK
from .paper import frame_plate
from .rulebook_blocks import (
    AFTER_MOVE,
    BEFORE_MOVE,
    MIN_SIZE,
    Block,
    Gettext,
    RenderedPage,
    TypesetBase,
)
from .rulebook_figures import FigureSetter
from .rulebook_legend import draw_legend_entry, legend_items, legend_layout
from .text import TextCache


class FigurePlate(TypesetBase):
    """Measures and draws a page's figure and its caption (the sticks chart through the
    rulebook's ``figures``)."""

    def __init__(
        self,
        text: TextCache,
        gettext: Gettext,
        assets,  # noqa: ANN001
        language: str,
        figures: FigureSetter,
    ) -> None:
        super().__init__(text, gettext, assets, language)
        self.figures = figures

    def caption_block(self, caption: str, body: int, width: int) -> Block:
        """The caption, at the body size: it tells the figure's story, even on a projector."""
        return self.block(self._(caption), max(MIN_SIZE, body), width, PAPER_INK)

    def toggle_block(
        self, figure: rulebook.BoardDiagram, body: int, width: int, after: bool
    ) -> Block | None:
        """Under a move diagram: whether it shows the position before or ``after`` the move."""
        if not figure.move:
            return None
        label = AFTER_MOVE if after else BEFORE_MOVE
        return self.block(self._(label), max(MIN_SIZE, body - 4), width, PAPER_HEAD, bold=True)

    def chart_caption(self, figure: ChartFigure, body: int, width: int) -> Block:
        text = rulebook_chart.caption_text(self._, figure)
        return self.block(text, max(MIN_SIZE, body - 2), width, PAPER_DIM)

    def fits(
        self, figure: rulebook.Figure, width: int, height: int, body: int, after: bool
    ) -> bool:
        """Whether ``figure`` with its caption (and legend) fits ``width`` x ``height``."""
        if isinstance(figure, rulebook.BoardDiagram):
            cap = self.caption_block(figure.caption, body, width)
            legend = legend_layout(self.text, self._, legend_items(figure), body, width)
            toggle = self.toggle_block(figure, body, width, after)
            need = cap.height + len(legend) * round(max(MIN_SIZE, body - 3) * 1.8) + body
            need += toggle.height if toggle else 0
            return height - need >= min(width, 180) * 0.75
        if isinstance(figure, ChartFigure):
            cap = self.chart_caption(figure, body, width)
            rows = rulebook_chart.rows_for(figure)
            bars = len(rows[0].values) if rows else 2
            need = rulebook_chart.chart_height(len(rows), max(MIN_SIZE, body - 4), bars)
            return height - cap.height - body >= need
        cap = self.caption_block(figure.caption, body, width)
        return height - cap.height - body >= 300

    def draw(
        self,
        surf: pygame.Surface,
        figure: rulebook.Figure,
        rect: pygame.Rect,
        body: int,
        result: RenderedPage,
        after: bool,
    ) -> None:
        """Draw ``figure`` in ``rect`` with its caption; its rects go into ``result``."""
        cap = self.caption_block(figure.caption, body, rect.width)
        if isinstance(figure, ChartFigure):
            cap = self.chart_caption(figure, body, rect.width)
            chart = pygame.Rect(rect.x, rect.y, rect.width, rect.height - cap.height - body)
            rulebook_chart.draw_chart(surf, self.text, self._, figure, chart, body, result)
            self.draw_caption(surf, cap, rect, chart.bottom + round(body * 0.5), result.text_rects)
        elif isinstance(figure, rulebook.BoardDiagram):
            kinds = legend_items(figure)
            legend = legend_layout(self.text, self._, kinds, body, rect.width)
            lsize = max(MIN_SIZE, body - 3)
            row_h = round(lsize * 1.8)
            toggle = self.toggle_block(figure, body, rect.width, after)
            room = rect.height - cap.height - len(legend) * row_h - body
            room -= toggle.height if toggle else 0
            side = max(60, min(rect.width, room))
            plate = pygame.Rect(rect.centerx - side // 2, rect.y, side, side)
            image = self.diagram(figure, side - 12)
            frame_plate(surf, plate)
            surf.blit(image, image.get_rect(center=plate.center))
            result.figure_rects.append(plate)
            y = plate.bottom + round(body * 0.5)
            for row in legend:
                x = rect.centerx - sum(e for _, e in row) // 2
                for kind, entry in row:
                    draw_legend_entry(
                        surf,
                        self.text,
                        self._,
                        self.assets.sprites,
                        self.assets.palette,
                        kind,
                        x,
                        y,
                        lsize,
                        entry,
                        result.text_rects,
                        figure,
                    )
                    x += entry
                y += row_h
            if toggle is not None:
                self.draw_caption(surf, toggle, rect, y, result.text_rects)
                y += toggle.height
            self.draw_caption(surf, cap, rect, y, result.text_rects)
        else:
            chart_h = rect.height - cap.height - body
            chart = pygame.Rect(rect.x, rect.y, rect.width, chart_h)
            frame_plate(surf, chart)
            self.figures.draw_sticks_chart(surf, figure, chart.inflate(-16, -16), body, result)
            result.figure_rects.append(chart)
            self.draw_caption(surf, cap, rect, chart.bottom + round(body * 0.5), result.text_rects)

    def draw_caption(
        self, surf: pygame.Surface, cap: Block, rect: pygame.Rect, y: int, rects: list[pygame.Rect]
    ) -> None:
        """The caption under a figure, each line centred."""
        for i, line in enumerate(cap.lines):
            img = self.text.render(line, cap.size, cap.colour)
            pos = img.get_rect(midtop=(rect.centerx, y + i * cap.step))
            surf.blit(img, pos)
            rects.append(pos)

    def diagram(self, figure: rulebook.BoardDiagram, side: int) -> pygame.Surface:
        """A board picture, on its own ruleset's board."""
        return rulebook_chart.board_picture(figure, side, self.assets, self.text)
