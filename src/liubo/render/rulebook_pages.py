"""Typesetting the rulebook: pages of warm paper with text, a history note and a figure.

Each page is typeset once per (topic, page, language, size, palette) into a surface:
heading, paragraphs, a history note in its own box, and a plate with the figure (a small
board drawn by the real renderer, or the odds chart of the sticks). Text is wrapped with
the actual font (CJK at any character, other scripts at spaces) and the font shrinks a
step at a time until the page fits.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from .. import rulebook
from ..engine import group_faces
from ..translation import N_
from .palette import (
    GOLD,
    INK,
    INK_DIM,
    NOTE_BG,
    PANEL,
    PANEL_EDGE,
    PAPER_DIM,
    PAPER_EDGE,
    PAPER_HEAD,
    PAPER_INK,
    PAPER_LIGHT,
    SEAL,
)
from .panels import wrap_text as wrap
from .paper import draw_seal, frame_plate, paper
from .strokes import draw_arrow_head
from .text import TextCache, is_cjk

RGB = tuple[int, int, int]
Gettext = Callable[[str], str]
PLATE = PANEL

TITLE = N_("Rules")
# TRANSLATORS: page counter on the rules screen, e.g. "Page 2 of 3".
PAGE_OF = N_("Page {page} of {count}")

# TRANSLATORS: label of the boxed historical note on a rules page.
NOTE_LABEL = N_("From history")
# TRANSLATORS: keyboard help at the foot of the rules screen.
KEYS_HELP = N_("Left/Right: turn pages · Up/Down: topics · Esc: close")
# TRANSLATORS: legend of a rules diagram: the arrow showing the move.
MOVE_LABEL = N_("The move")
# TRANSLATORS: legend of a rules diagram: the two numbers thrown (light group, dark group).
THROW_LABEL = N_("Throw")
# TRANSLATORS: heading of the chart of what one group of three sticks shows.
ONE_GROUP = N_("One group of three sticks")
# TRANSLATORS: in the sticks chart: no rounded side up counts 4.
ALL_FLAT = N_("all flat")
NAMES_TOPIC_ID = "names"
# What each marker means, for the legend under a board picture.
LEGEND: dict[str, str] = {
    # TRANSLATORS: legend of a rules diagram: the perch where the moving bird starts.
    "start": N_("Starts here"),
    # TRANSLATORS: legend of a rules diagram: a Branch perch where birds enter.
    "entry": N_("Enters here"),
    # TRANSLATORS: legend of a rules diagram: a perch the move passes through.
    "path": N_("Passes"),
    # TRANSLATORS: legend of a rules diagram: where the move ends.
    "landing": N_("Lands"),
    # TRANSLATORS: legend of a rules diagram: an enemy bird is captured here.
    "capture": N_("Capture"),
    # TRANSLATORS: legend of a rules diagram: two birds of one colour (封锁).
    "blockade": N_("Blockade"),
    # TRANSLATORS: legend of a rules diagram: one bird of each colour share the perch.
    "contested": N_("Contested"),
    # TRANSLATORS: legend of a rules diagram: a nest where Owls score.
    "nest": N_("Scoring nest"),
    # TRANSLATORS: legend of a rules diagram: the pond where birds become Owls.
    "pond": N_("Pond"),
    # TRANSLATORS: legend of a rules diagram: a perch the move cannot reach.
    "blocked": N_("Cannot reach"),
}


MIN_SIZE = 11
CACHE_PAGES = 48


# ---- typesetting ---------------------------------------------------------------------


@dataclass
class Block:
    """Lines of one style, ready to draw at ``x``, ``y`` inside a column."""

    lines: list[str]
    size: int
    colour: RGB
    bold: bool = False
    step: int = 0
    indent: int = 0
    bullet: bool = False
    gap_after: int = 0

    @property
    def height(self) -> int:
        return self.step * len(self.lines)


@dataclass
class RenderedPage:
    """A typeset page: its surface, the rect of every line and figure drawn on it, and the
    body text size that made it fit (``fits`` is False if even the smallest size did not)."""

    surface: pygame.Surface
    text_rects: list[pygame.Rect] = field(default_factory=list)
    figure_rects: list[pygame.Rect] = field(default_factory=list)
    body_size: int = 0
    fits: bool = True


def body_size_for(height: int) -> int:
    """The starting body text size for a window ``height`` pixels tall."""
    return max(14, min(28, round(height / 36)))


def line_step(size: int, cjk: bool) -> int:
    return round(size * (1.62 if cjk else 1.42))


class Typesetter:
    """Lays out rulebook pages with one text cache, translator and drawing assets."""

    def __init__(self, text: TextCache, gettext: Gettext, assets, language: str) -> None:  # noqa: ANN001
        self.text = text
        self._ = gettext
        self.assets = assets
        self.board = assets.board
        self.cjk = is_cjk(self._(TITLE)) or language.startswith("zh")

    # -- text blocks -------------------------------------------------------------------
    def block(
        self,
        message: str,
        size: int,
        width: int,
        colour: RGB,
        *,
        bold: bool = False,
        indent: int = 0,
        bullet: bool = False,
        gap_after: int = 0,
    ) -> Block:
        lines = wrap(self.text, message, size, width - indent, bold)
        return Block(
            lines, size, colour, bold, line_step(size, self.cjk), indent, bullet, gap_after
        )

    def draw_block(
        self, surf: pygame.Surface, block: Block, x: int, y: int, rects: list[pygame.Rect]
    ) -> int:
        """Draw ``block`` with its top-left at (x, y); returns the y below it."""
        for i, line in enumerate(block.lines):
            if not line:
                continue
            img = self.text.render(line, block.size, block.colour, block.bold)
            top = y + i * block.step + (block.step - img.get_height()) // 2
            pos = (x + block.indent, top)
            surf.blit(img, pos)
            rects.append(pygame.Rect(pos, img.get_size()))
            if block.bullet and i == 0:
                r = max(2, block.size // 6)
                pygame.draw.circle(
                    surf, PAPER_HEAD, (x + block.indent // 2, y + block.step // 2), r
                )
        return y + block.height + block.gap_after

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
        self, topic_index: int, page_index: int, size: tuple[int, int], start_size: int
    ) -> RenderedPage:
        """Typeset one page ``size`` pixels big, shrinking the text until it fits."""
        surf = paper(size)
        if topic_index >= len(rulebook.TOPICS):
            return self.render_names(surf, start_size)
        topic = rulebook.TOPICS[topic_index]
        page = topic.pages[page_index]
        w, h = size
        margin = max(20, round(min(w, h) * 0.05))
        inner = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        figure = page.figure
        gutter = round(margin * 0.9)
        if figure is not None:
            fig_w = min(round(inner.height * 0.9), round(inner.width * 0.47))
            text_w = inner.width - fig_w - gutter
        else:
            fig_w = 0
            text_w = inner.width
        result = RenderedPage(surf)
        for body in range(start_size, MIN_SIZE - 1, -1):
            measure = min(text_w, round(body * (34 if self.cjk else 38)))
            kicker, heading, blocks, note = self._text_parts(topic, page, body, measure)
            total = (
                kicker.height
                + heading.height
                + round(body * 0.9)
                + sum(b.height + b.gap_after for b in blocks)
                + (self.note_height(note, body) + round(body * 0.6) if note else 0)
            )
            fig_ok = figure is None or self.figure_fits(figure, fig_w, inner.height, body)
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
        for block in blocks:
            y = self.draw_block(surf, block, inner.x, y, rects)
        if note:
            y += round(body * 0.6)
            note_y = max(y, inner.bottom - self.note_height(note, body)) if figure else y
            self.draw_note(surf, note, inner.x, note_y, measure, body, rects)
        if figure is not None:
            fig_rect = pygame.Rect(inner.right - fig_w, inner.y, fig_w, inner.height)
            self.draw_figure(surf, figure, fig_rect, body, result)
        elif inner.width - measure > 180:
            side = min(inner.width - measure - gutter, round(inner.height * 0.42), 260)
            seal_rect = pygame.Rect(0, 0, side, side)
            seal_rect.center = (
                inner.right - (inner.width - measure) // 2 + gutter // 4,
                inner.centery,
            )
            draw_seal(surf, self.text, seal_rect)
            result.figure_rects.append(seal_rect)
        return result

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

    # -- figures -----------------------------------------------------------------------
    def caption_block(self, caption: str, body: int, width: int) -> Block:
        return self.block(self._(caption), max(MIN_SIZE, body - 2), width, PAPER_DIM)

    def legend_items(self, figure: rulebook.BoardDiagram) -> list[str]:
        """The legend entries of a board picture: its throw, its move and marker kinds."""
        kinds: list[str] = ["throw"] if figure.throw() is not None and figure.move else []
        if len(figure.line()) >= 2:
            kinds.append("move")
        for h in figure.highlights:
            if h.kind not in kinds and h.kind in LEGEND:
                kinds.append(h.kind)
        return kinds

    def legend_label(self, kind: str) -> str:
        if kind == "move":
            return self._(MOVE_LABEL)
        if kind == "throw":
            return self._(THROW_LABEL)
        return self._(LEGEND[kind])

    def legend_icon_width(self, kind: str, size: int) -> int:
        icon = round(size * 1.5)
        return icon * 2 + 4 if kind in ("throw", "move") else icon

    def legend_layout(
        self, kinds: Sequence[str], body: int, width: int
    ) -> list[list[tuple[str, int]]]:
        """Legend entries in rows that fit ``width``: (kind, entry width)."""
        size = max(MIN_SIZE, body - 3)
        rows: list[list[tuple[str, int]]] = [[]]
        used = 0
        for kind in kinds:
            icon = self.legend_icon_width(kind, size)
            label = self.legend_label(kind)
            room = width - icon - 6 - size
            entry = icon + 6 + min(self.text.size_of(label, size)[0], room) + size
            if rows[-1] and used + entry > width:
                rows.append([])
                used = 0
            rows[-1].append((kind, entry))
            used += entry
        return [r for r in rows if r]

    def figure_fits(self, figure: rulebook.Figure, width: int, height: int, body: int) -> bool:
        if isinstance(figure, rulebook.BoardDiagram):
            cap = self.caption_block(figure.caption, body, width)
            legend = self.legend_layout(self.legend_items(figure), body, width)
            need = cap.height + len(legend) * round(max(MIN_SIZE, body - 3) * 1.8) + body
            return height - need >= min(width, 180) * 0.75
        cap = self.caption_block(figure.caption, body, width)
        return height - cap.height - body >= 300

    def draw_figure(
        self,
        surf: pygame.Surface,
        figure: rulebook.Figure,
        rect: pygame.Rect,
        body: int,
        result: RenderedPage,
    ) -> None:
        cap = self.caption_block(figure.caption, body, rect.width)
        if isinstance(figure, rulebook.BoardDiagram):
            kinds = self.legend_items(figure)
            legend = self.legend_layout(kinds, body, rect.width)
            lsize = max(MIN_SIZE, body - 3)
            row_h = round(lsize * 1.8)
            room = rect.height - cap.height - len(legend) * row_h - body
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
                    self.draw_legend_entry(
                        surf, kind, x, y, lsize, entry, result.text_rects, figure
                    )
                    x += entry
                y += row_h
            self.draw_caption(surf, cap, rect, y, result.text_rects)
        else:
            chart_h = rect.height - cap.height - body
            chart = pygame.Rect(rect.x, rect.y, rect.width, chart_h)
            frame_plate(surf, chart)
            self.draw_sticks_chart(surf, figure, chart.inflate(-16, -16), body, result)
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

    def draw_legend_entry(
        self,
        surf: pygame.Surface,
        kind: str,
        x: int,
        y: int,
        size: int,
        entry: int,
        rects: list[pygame.Rect],
        figure: rulebook.BoardDiagram,
    ) -> None:
        icon = round(size * 1.5)
        icon_w = self.legend_icon_width(kind, size)
        sprites = self.assets.sprites
        if kind == "throw":
            for k, number in enumerate(figure.throw() or ()):
                surf.blit(sprites.tile(number, icon + 4), (x + k * (icon + 2) - 2, y - 2))
        elif kind == "move":
            box = pygame.Rect(x, y, icon_w, icon)
            pygame.draw.rect(surf, PLATE, box, border_radius=icon // 2)
            colour = self.assets.palette.highlights.path
            a, b = (box.x + icon * 0.35, box.centery), (box.right - icon * 0.3, box.centery)
            pygame.draw.line(surf, colour, a, b, max(2, size // 7))
            draw_arrow_head(surf, a, b, colour, icon * 0.45)
        else:
            disc = pygame.Rect(x, y, icon, icon)
            pygame.draw.ellipse(surf, PLATE, disc)
            mark = sprites.highlight(kind, icon - 2)
            surf.blit(mark, mark.get_rect(center=disc.center))
        room = entry - icon_w - 6 - size
        line = wrap(self.text, self.legend_label(kind), size, room)[0]
        img = self.text.render(line, size, PAPER_INK)
        pos = (x + icon_w + 6, y + (icon - img.get_height()) // 2)
        surf.blit(img, pos)
        rects.append(pygame.Rect(pos, img.get_size()))

    def diagram(self, figure: rulebook.BoardDiagram, side: int) -> pygame.Surface:
        from ..render import render_diagram

        assets = self.assets
        return render_diagram(
            assets.board,
            figure.placements(),
            side,
            highlights=[(h.perch, h.kind) for h in figure.highlights],
            path=figure.line(),
            show_lines=True,
            names_mode=None,
            palette=assets.palette,
            renderer=assets.renderer,
            sprites=assets.sprites,
        )

    # -- the sticks chart --------------------------------------------------------------
    def draw_sticks_chart(
        self,
        surf: pygame.Surface,
        fig: rulebook.SticksFigure,
        area: pygame.Rect,
        body: int,
        result: RenderedPage,
    ) -> None:
        """Per group: each value's sticks, a bar and "n in 8"; then the 4 x 4 pair table."""
        _ = self._
        text, sprites = self.text, self.assets.sprites
        small = max(MIN_SIZE, body - 3)
        rects = result.text_rects
        ink, dimc = INK, INK_DIM
        top_h = round(area.height * 0.4)
        head = self.block(_(ONE_GROUP), small, area.width, GOLD, bold=True)
        y = self.draw_block(surf, head, area.x, area.y, rects)
        row_h = max(18, (area.y + top_h - y) // 4)
        stick_len = max(20, min(round(area.width * 0.13), round((row_h * 0.62 - 4) / 0.14)))
        gap = max(3, stick_len // 10)
        digit = round(row_h * 0.62)
        labels = [_(fig.group_label).format(count=int(c * 8)) for _v, c in fig.group_chances]
        label_w = max(text.size_of(s, small)[0] for s in labels)
        sticks_x = area.x + digit + 12
        bar_x = sticks_x + 3 * (stick_len + gap) + 12
        bar_max = max(20, area.right - label_w - 10 - bar_x)
        rng = random.Random(7)
        for i, (value, chance) in enumerate(fig.group_chances):
            cy = y + i * row_h + row_h // 2
            num = text.render(str(value), digit, GOLD, True)
            surf.blit(num, num.get_rect(center=(area.x + digit // 2 + 2, cy)))
            faces = group_faces(value, rng)
            for k, rounded in enumerate(faces):
                stick = pygame.transform.rotate(sprites.stick("light", rounded, stick_len), 90)
                surf.blit(stick, stick.get_rect(midleft=(sticks_x + k * (stick_len + gap), cy)))
            full = pygame.Rect(bar_x, cy - row_h // 5, bar_max, max(6, round(row_h * 0.4)))
            bar = full.copy()
            bar.width = round(bar_max * float(chance) / 0.375)
            pygame.draw.rect(surf, (70, 26, 20), full, border_radius=4)
            pygame.draw.rect(
                surf, (214, 158, 72) if value <= 2 else (198, 50, 32), bar, border_radius=4
            )
            label = text.render(labels[i], small, ink)
            pos = label.get_rect(midleft=(bar_x + bar_max + 10, cy))
            surf.blit(label, pos)
            rects.append(pos)
            if value == 4:
                flat = text.render(_(ALL_FLAT), max(MIN_SIZE, small - 2), ink)
                fpos = flat.get_rect(midleft=(bar.right + 8, cy))
                if fpos.right < pos.x - 6:
                    surf.blit(flat, fpos)
                    rects.append(fpos)
        # the pair table: light group values down, dark group values across
        y = area.y + top_h + round(body * 0.5)
        pygame.draw.line(
            surf,
            (92, 60, 30),
            (area.x, y - round(body * 0.3)),
            (area.right, y - round(body * 0.3)),
            1,
        )
        head = self.block(_(fig.unit_label), small, area.width, GOLD, bold=True)
        y = self.draw_block(surf, head, area.x, y, rects) + 4
        key_h = round(small * 1.9)
        cell = max(18, min((area.width - 10) // 5, (area.bottom - y - key_h - 4) // 5))
        gx = area.centerx - cell * 5 // 2
        table = fig.pair_table()
        light_chip = ((214, 180, 112), (60, 30, 14))
        dark_chip = ((56, 20, 16), GOLD)
        for k in range(4):
            for (bg, fg), r in (
                (dark_chip, pygame.Rect(gx + (k + 1) * cell, y, cell, cell)),
                (light_chip, pygame.Rect(gx, y + (k + 1) * cell, cell, cell)),
            ):
                chip = r.inflate(-cell // 4, -cell // 4)
                pygame.draw.rect(surf, bg, chip, border_radius=cell // 6)
                pygame.draw.rect(surf, PANEL_EDGE, chip, 1, border_radius=cell // 6)
                num = text.render(str(k + 1), round(cell * 0.4), fg, True)
                surf.blit(num, num.get_rect(center=chip.center))
        for i in range(4):
            for j in range(4):
                count = int(table[i][j] * 64)
                c = pygame.Rect(gx + (j + 1) * cell, y + (i + 1) * cell, cell, cell).inflate(-3, -3)
                shade = {9: (168, 116, 56), 3: (112, 50, 32), 1: (66, 24, 18)}.get(count, PLATE)
                pygame.draw.rect(surf, shade, c, border_radius=4)
                if i == j:
                    pygame.draw.rect(surf, GOLD, c, 2, border_radius=4)
                num = text.render(str(count), round(cell * 0.4), ink if count > 1 else dimc, True)
                surf.blit(num, num.get_rect(center=c.center))
        result.figure_rects.append(pygame.Rect(gx, y, cell * 5, cell * 5))
        # the key: which chip is which group
        ky = y + cell * 5 + 4
        entries = [(light_chip, _(fig.light_label)), (dark_chip, _(fig.dark_label))]
        widths = [key_h + 6 + text.size_of(s, small)[0] for _c, s in entries]
        x = area.centerx - (sum(widths) + small * 2) // 2
        for ((bg, _fg), key_label), width in zip(entries, widths, strict=True):
            chip = pygame.Rect(x, ky + key_h // 6, key_h * 2 // 3, key_h * 2 // 3)
            pygame.draw.rect(surf, bg, chip, border_radius=4)
            pygame.draw.rect(surf, PANEL_EDGE, chip, 1, border_radius=4)
            label_img = text.render(key_label, small, dimc)
            pos = label_img.get_rect(midleft=(chip.right + 6, chip.centery))
            surf.blit(label_img, pos)
            rects.append(pos)
            x += width + small * 2

    # -- position names ----------------------------------------------------------------
    def render_names(self, surf: pygame.Surface, start_size: int) -> RenderedPage:
        """The nine position names: big character, pinyin, gloss, whose gloss, where."""
        _ = self._
        w, h = surf.get_size()
        margin = max(20, round(min(w, h) * 0.05))
        inner = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        result = RenderedPage(surf)
        headers = [_(x) for x in rulebook.POSITION_NAMES_HEADERS]
        for body in range(start_size, MIN_SIZE - 1, -1):
            layout = self._names_layout(body, inner.width, headers)
            heading, intro, cols, rows, row_hs, head_h = layout
            total = (
                heading.height
                + round(body * 0.9)
                + intro.height
                + round(body * 0.8)
                + head_h
                + sum(row_hs)
            )
            if total <= inner.height or body == MIN_SIZE:
                result.fits = total <= inner.height
                break
        result.body_size = body
        rects = result.text_rects
        y = self.draw_block(surf, heading, inner.x, inner.y, rects)
        rule_y = y + round(body * 0.3)
        pygame.draw.line(surf, SEAL, (inner.x, rule_y), (inner.x + 220, rule_y), 2)
        y += round(body * 0.9)
        y = self.draw_block(surf, intro, inner.x, y, rects) + round(body * 0.8)
        xs = [inner.x]
        for cw in cols[:-1]:
            xs.append(xs[-1] + cw)
        small = max(MIN_SIZE, body - 2)
        for k, label in enumerate(headers):
            img = self.text.render(label, small, PAPER_DIM, True)
            pos = (xs[k], y + (head_h - img.get_height()) // 2)
            surf.blit(img, pos)
            rects.append(pygame.Rect(pos, img.get_size()))
        y += head_h
        pygame.draw.line(surf, PAPER_EDGE, (inner.x, y - 2), (inner.x + sum(cols), y - 2), 1)
        names = list(self.board.names.values())
        for r, (row, cells, rh) in enumerate(zip(names, rows, row_hs, strict=True)):
            if r % 2 == 0:
                pygame.draw.rect(
                    surf,
                    PAPER_LIGHT,
                    pygame.Rect(inner.x - 6, y, sum(cols) + 12, rh),
                    border_radius=4,
                )
            char = self.text.render(row.name, cells[0].size, PAPER_HEAD, True)
            pos = (xs[0] + 4, y + (rh - char.get_height()) // 2)
            surf.blit(char, pos)
            rects.append(pygame.Rect(pos, char.get_size()))
            for k, block in enumerate(cells[1:], start=1):
                by = y + (rh - block.height) // 2
                self.draw_block(surf, block, xs[k], by, rects)
            y += rh
        return result

    def _names_layout(self, body: int, width: int, headers: list[str]):  # noqa: ANN202
        _ = self._
        small = max(MIN_SIZE, body - 1)
        big = round(body * 1.9)
        heading = self.block(
            _(rulebook.POSITION_NAMES_TITLE), round(body * 1.45), width, PAPER_HEAD, bold=True
        )
        intro = self.block(_(rulebook.POSITION_NAMES_INTRO), body, width, PAPER_INK)
        texts = [
            [
                row.pinyin,
                _gloss(_, row.gloss),
                _(rulebook.GLOSS_SOURCE_LABELS[row.gloss_source]),
                _(row.where),
            ]
            for row in self.board.names.values()
        ]
        pad = round(body * 1.2)
        name_w = max(
            self.text.size_of("方", big, True)[0] + pad,
            self.text.size_of(headers[0], small - 1, True)[0] + pad,
        )
        cols = [name_w]
        for k in range(3):
            widest = max(self.text.size_of(t[k], small)[0] for t in texts)
            widest = max(widest, self.text.size_of(headers[k + 1], small - 1, True)[0])
            cols.append(min(widest + pad, width // 5))
        cols.append(max(60, width - sum(cols)))
        rows: list[list[Block]] = []
        row_hs: list[int] = []
        for t in texts:
            cells = [Block([""], big, PAPER_HEAD, True, round(big * 1.15))]
            for k in range(4):
                colour = PAPER_DIM if k == 2 else PAPER_INK
                cells.append(self.block(t[k], small, cols[k + 1] - pad // 2, colour, bold=k == 1))
            rows.append(cells)
            row_hs.append(max(c.height for c in cells) + round(body * 0.25))
        head_h = round(small * 1.8)
        return heading, intro, cols, rows, row_hs, head_h


def _gloss(gettext: Gettext, gloss: str) -> str:
    """The gloss in the current language, with the English word beside a translation."""
    local = gettext(gloss)
    return local if local == gloss else f"{local}  {gloss}"
