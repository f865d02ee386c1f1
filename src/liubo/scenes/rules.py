"""The rulebook screen: contents on the left, an illustrated page on the right.

Each page is typeset once per (topic, page, language, size, palette) into a surface of
warm paper: heading, paragraphs, a history note in its own box, and a plate with the
figure (a small board drawn by the real renderer, or the odds chart of the sticks). Text
is wrapped with the actual font (CJK at any character, other scripts at spaces) and the
font shrinks a step at a time until the page fits. Turning a page only blits a surface.

It is an overlay: pushed over the title or a game, ``close`` pops it and the scene under
it carries on from the same moment.
"""

from __future__ import annotations

import json
import random
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from .. import rulebook
from ..input import Cmd, Command
from ..render.board_layer import draw_arrow_head
from ..render.text import TextCache, is_cjk
from ..translation import N_
from .base import Scene
from .drawing import GOLD, INK_DIM, dim
from .drawing import wrap_text as wrap

if TYPE_CHECKING:
    from ..context import Context

RGB = tuple[int, int, int]
Gettext = Callable[[str], str]

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

# The paper page
PAPER = (234, 212, 168)
PAPER_LIGHT = (244, 228, 192)
PAPER_EDGE = (176, 128, 70)
PAPER_INK = (46, 22, 14)
PAPER_HEAD = (150, 34, 20)
PAPER_DIM = (112, 80, 52)
NOTE_BG = (219, 190, 138)
PLATE = (30, 11, 10)
SEAL = (178, 40, 26)
BOOK = (40, 13, 11)

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

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.text = ctx.text
        self._ = ctx.gettext
        self.cjk = is_cjk(self._(TITLE)) or ctx.translator.language.startswith("zh")

    # -- text blocks -------------------------------------------------------------------
    def block(self, message: str, size: int, width: int, colour: RGB, *, bold: bool = False,
              indent: int = 0, bullet: bool = False, gap_after: int = 0) -> Block:
        lines = wrap(self.text, message, size, width - indent, bold)
        return Block(lines, size, colour, bold, line_step(size, self.cjk), indent, bullet,
                     gap_after)

    def draw_block(self, surf: pygame.Surface, block: Block, x: int, y: int,
                   rects: list[pygame.Rect]) -> int:
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
                pygame.draw.circle(surf, PAPER_HEAD, (x + block.indent // 2, y + block.step // 2), r)
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
                blocks.append(self.block(message, size, width, PAPER_INK, indent=round(size * 1.3),
                                         bullet=True, gap_after=round(gap * 0.5)))
            else:
                blocks.append(self.block(message, size, width, PAPER_INK, gap_after=gap))
            if message.rstrip().endswith((":", "：")):
                listing = True
        return blocks

    def note_block(self, page: rulebook.Page, size: int, width: int) -> tuple[Block, Block] | None:
        if not page.note:
            return None
        pad = round(size * 0.8)
        label = self.block(self._(NOTE_LABEL), max(MIN_SIZE, size - 3), width - 2 * pad - 6,
                           PAPER_HEAD, bold=True)
        body = self.block(self._(page.note), max(MIN_SIZE, size - 1), width - 2 * pad - 6,
                          PAPER_INK)
        return label, body

    def note_height(self, note: tuple[Block, Block] | None, size: int) -> int:
        if note is None:
            return 0
        return note[0].height + note[1].height + 2 * round(size * 0.8) + round(size * 0.3)

    def draw_note(self, surf: pygame.Surface, note: tuple[Block, Block], x: int, y: int,
                  width: int, size: int, rects: list[pygame.Rect]) -> int:
        h = self.note_height(note, size)
        pad = round(size * 0.8)
        box = pygame.Rect(x, y, width, h)
        pygame.draw.rect(surf, NOTE_BG, box, border_radius=6)
        pygame.draw.rect(surf, PAPER_EDGE, box, 1, border_radius=6)
        pygame.draw.rect(surf, SEAL, pygame.Rect(x, y, 6, h), border_top_left_radius=6,
                         border_bottom_left_radius=6)
        yy = self.draw_block(surf, note[0], x + pad + 6, y + pad, rects)
        self.draw_block(surf, note[1], x + pad + 6, yy + round(size * 0.3), rects)
        return y + h

    # -- the page ----------------------------------------------------------------------
    def render(self, topic_index: int, page_index: int, size: tuple[int, int],
               start_size: int) -> RenderedPage:
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
            total = (kicker.height + heading.height + round(body * 0.9)
                     + sum(b.height + b.gap_after for b in blocks)
                     + (self.note_height(note, body) + round(body * 0.6) if note else 0))
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
        pygame.draw.line(surf, PAPER_EDGE, (inner.x, rule_y + 4),
                         (inner.x + min(measure, 220), rule_y + 4), 1)
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
            seal_rect.center = (inner.right - (inner.width - measure) // 2 + gutter // 4,
                                inner.centery)
            draw_seal(surf, self.text, seal_rect)
            result.figure_rects.append(seal_rect)
        return result

    def _text_parts(self, topic: rulebook.Topic, page: rulebook.Page, body: int, measure: int
                    ) -> tuple[Block, Block, list[Block], tuple[Block, Block] | None]:
        _ = self._
        count = len(topic.pages)
        kicker_text = _(topic.title)
        if count > 1:
            kicker_text += "  ·  " + _(PAGE_OF).format(page=topic.pages.index(page) + 1,
                                                       count=count)
        kicker = self.block(kicker_text, max(MIN_SIZE, round(body * 0.78)), measure, PAPER_DIM,
                            gap_after=round(body * 0.2))
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

    def legend_layout(self, kinds: Sequence[str], body: int, width: int
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

    def draw_figure(self, surf: pygame.Surface, figure: rulebook.Figure, rect: pygame.Rect,
                    body: int, result: RenderedPage) -> None:
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
                    self.draw_legend_entry(surf, kind, x, y, lsize, entry, result.text_rects,
                                           figure)
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

    def draw_caption(self, surf: pygame.Surface, cap: Block, rect: pygame.Rect, y: int,
                     rects: list[pygame.Rect]) -> None:
        """The caption under a figure, each line centred."""
        for i, line in enumerate(cap.lines):
            img = self.text.render(line, cap.size, cap.colour)
            pos = img.get_rect(midtop=(rect.centerx, y + i * cap.step))
            surf.blit(img, pos)
            rects.append(pos)

    def draw_legend_entry(self, surf: pygame.Surface, kind: str, x: int, y: int, size: int,
                          entry: int, rects: list[pygame.Rect], figure: rulebook.BoardDiagram
                          ) -> None:
        icon = round(size * 1.5)
        icon_w = self.legend_icon_width(kind, size)
        sprites = self.ctx.assets.sprites
        if kind == "throw":
            for k, number in enumerate(figure.throw() or ()):
                surf.blit(sprites.tile(number, icon + 4), (x + k * (icon + 2) - 2, y - 2))
        elif kind == "move":
            box = pygame.Rect(x, y, icon_w, icon)
            pygame.draw.rect(surf, PLATE, box, border_radius=icon // 2)
            colour = self.ctx.assets.palette.highlights.path
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

        assets = self.ctx.assets
        return render_diagram(
            assets.board, figure.placements(), side,
            highlights=[(h.perch, h.kind) for h in figure.highlights],
            path=figure.line(), show_lines=True, names_mode=None, palette=assets.palette,
            renderer=assets.renderer, sprites=assets.sprites,
        )

    # -- the sticks chart --------------------------------------------------------------
    def draw_sticks_chart(self, surf: pygame.Surface, fig: rulebook.SticksFigure,
                          area: pygame.Rect, body: int, result: RenderedPage) -> None:
        """Per group: each value's sticks, a bar and "n in 8"; then the 4 x 4 pair table."""
        _ = self._
        text, sprites = self.text, self.ctx.assets.sprites
        small = max(MIN_SIZE, body - 3)
        rects = result.text_rects
        ink, dimc = (246, 230, 196), INK_DIM
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
            faces = _faces(value, rng)
            for k, rounded in enumerate(faces):
                stick = pygame.transform.rotate(sprites.stick("light", rounded, stick_len), 90)
                surf.blit(stick, stick.get_rect(midleft=(sticks_x + k * (stick_len + gap), cy)))
            full = pygame.Rect(bar_x, cy - row_h // 5, bar_max, max(6, round(row_h * 0.4)))
            bar = full.copy()
            bar.width = round(bar_max * float(chance) / 0.375)
            pygame.draw.rect(surf, (70, 26, 20), full, border_radius=4)
            pygame.draw.rect(surf, (214, 158, 72) if value <= 2 else (198, 50, 32), bar,
                             border_radius=4)
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
        pygame.draw.line(surf, (92, 60, 30), (area.x, y - round(body * 0.3)),
                         (area.right, y - round(body * 0.3)), 1)
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
                pygame.draw.rect(surf, (150, 104, 50), chip, 1, border_radius=cell // 6)
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
        for ((bg, _fg), label), width in zip(entries, widths, strict=True):
            chip = pygame.Rect(x, ky + key_h // 6, key_h * 2 // 3, key_h * 2 // 3)
            pygame.draw.rect(surf, bg, chip, border_radius=4)
            pygame.draw.rect(surf, (150, 104, 50), chip, 1, border_radius=4)
            img = text.render(label, small, dimc)
            pos = img.get_rect(midleft=(chip.right + 6, chip.centery))
            surf.blit(img, pos)
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
            total = (heading.height + round(body * 0.9) + intro.height + round(body * 0.8)
                     + head_h + sum(row_hs))
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
        for r, (row, cells, rh) in enumerate(zip(rulebook.POSITION_NAMES, rows, row_hs, strict=True)):
            if r % 2 == 0:
                pygame.draw.rect(surf, PAPER_LIGHT, pygame.Rect(inner.x - 6, y, sum(cols) + 12, rh),
                                 border_radius=4)
            char = self.text.render(row.character, cells[0].size, PAPER_HEAD, True)
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
        heading = self.block(_(rulebook.POSITION_NAMES_TITLE), round(body * 1.45), width,
                             PAPER_HEAD, bold=True)
        intro = self.block(_(rulebook.POSITION_NAMES_INTRO), body, width, PAPER_INK)
        texts = [
            [row.pinyin, _gloss(_, row.gloss), _(rulebook.GLOSS_SOURCE_LABELS[row.gloss_source]),
             _(row.role)]
            for row in rulebook.POSITION_NAMES
        ]
        pad = round(body * 1.2)
        name_w = max(self.text.size_of("方", big, True)[0] + pad,
                     self.text.size_of(headers[0], small - 1, True)[0] + pad)
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
                cells.append(self.block(t[k], small, cols[k + 1] - pad // 2, colour,
                                        bold=k == 1))
            rows.append(cells)
            row_hs.append(max(c.height for c in cells) + round(body * 0.25))
        head_h = round(small * 1.8)
        return heading, intro, cols, rows, row_hs, head_h


def _gloss(gettext: Gettext, gloss: str) -> str:
    """The gloss in the current language, with the English word beside a translation."""
    local = gettext(gloss)
    return local if local == gloss else f"{local}  {gloss}"


def _faces(value: int, rng: random.Random) -> tuple[bool, bool, bool]:
    from ..render import faces_for

    return faces_for(value, rng)


# ---- decoration ----------------------------------------------------------------------


def paper(size: tuple[int, int]) -> pygame.Surface:
    """A sheet of warm paper with soft fibres and a darker edge (deterministic)."""
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    surf.fill(PAPER)
    rng = random.Random(w * 7919 + h)
    fibre = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for _ in range(w * h // 900):
        x, y = rng.randrange(max(1, w)), rng.randrange(max(1, h))
        length = rng.randint(4, 18)
        tone = rng.choice(((120, 84, 40, 22), (255, 246, 220, 40)))
        pygame.draw.line(fibre, tone, (x, y), (x + length, y + rng.randint(-2, 2)), 1)
    surf.blit(fibre, (0, 0))
    edge = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for k in range(14):
        pygame.draw.rect(edge, (110, 70, 30, 14), edge.get_rect().inflate(-2 * k, -2 * k), 1)
    surf.blit(edge, (0, 0))
    pygame.draw.rect(surf, PAPER_EDGE, surf.get_rect(), 1)
    return surf


def frame_plate(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark lacquer plate with a bronze frame, mounted on the paper."""
    pygame.draw.rect(surf, (120, 84, 50), rect.move(3, 4), border_radius=8)
    pygame.draw.rect(surf, PLATE, rect, border_radius=8)
    pygame.draw.rect(surf, (150, 104, 50), rect, 2, border_radius=8)
    pygame.draw.rect(surf, (92, 60, 30), rect.inflate(-8, -8), 1, border_radius=6)


def draw_seal(surf: pygame.Surface, text: TextCache, rect: pygame.Rect) -> None:
    """A square vermilion seal reading 六博, faded into the paper like a printer's mark."""
    seal = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = seal.get_rect()
    pygame.draw.rect(seal, (*SEAL, 150), r, border_radius=max(4, r.width // 14))
    pygame.draw.rect(seal, (*PAPER, 170), r.inflate(-r.width // 9, -r.width // 9),
                     max(2, r.width // 40), border_radius=max(3, r.width // 20))
    size = round(r.height * 0.36)
    for k, ch in enumerate("六博"):
        img = text.render(ch, size, PAPER, True)
        seal.blit(img, img.get_rect(center=(r.centerx, r.y + r.height * (0.3 + 0.4 * k))))
    surf.blit(seal, rect)


# ---- the scene -----------------------------------------------------------------------


def load_extra_theme(ctx: Context) -> None:
    """Load ``data/themes/rules.json`` (object ids of the rules and settings screens) once."""
    ui = ctx.ui
    if getattr(ui, "_liubo_rules_theme", False):
        return
    from ..resources import data_path

    try:
        theme = json.loads(data_path("themes", "rules.json").read_text(encoding="utf-8"))
        ui.get_theme().load_theme(theme)
    except (OSError, ValueError):
        pass
    ui._liubo_rules_theme = True  # type: ignore[attr-defined]


def topic_count() -> int:
    """Rulebook topics plus the position names page."""
    return len(rulebook.TOPICS) + 1


class RulesScene(Scene):
    """The rulebook. Left/Right (PageUp/PageDown) turn pages, Up/Down change topic, Escape
    or R closes. Pages are cached per (topic, page, language, size, palette)."""

    opaque = False

    def __init__(self, ctx: Context, topic: str | None = None) -> None:
        super().__init__(ctx)
        ids = [*rulebook.topic_ids(), NAMES_TOPIC_ID]
        self.topic_index = ids.index(topic) if topic in ids else 0
        self.page_index = 0
        self.book = pygame.Rect(0, 0, 0, 0)
        self.page_rect = pygame.Rect(0, 0, 0, 0)
        self.topic_buttons: list = []
        self._cache: OrderedDict[tuple, RenderedPage] = OrderedDict()
        self._prefetch: list[tuple[int, int]] = []

    # -- state ---------------------------------------------------------------------------
    def page_count(self, topic_index: int | None = None) -> int:
        t = self.topic_index if topic_index is None else topic_index
        return len(rulebook.TOPICS[t].pages) if t < len(rulebook.TOPICS) else 1

    def large(self) -> bool:
        return self.ctx.screen.get_size()[1] >= 900

    # -- widgets -------------------------------------------------------------------------
    def build_ui(self) -> None:
        load_extra_theme(self.ctx)
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
        titles = [_(t.title) for t in rulebook.TOPICS] + [_(rulebook.POSITION_NAMES_TITLE)]
        row = min(round(h * 0.06), (bottom - top) // len(titles))
        self.topic_buttons = []
        for i, title in enumerate(titles):
            button = self.button(
                pygame.Rect(self.book.x + pad, top + i * row, list_w, row - 4), title,
                lambda i=i: self.choose_topic(i), object_id="#rules_topic" + suffix, focus=True,
            )
            self.topic_buttons.append(button)
        self.page_rect = pygame.Rect(
            self.book.x + pad + list_w + pad, top, self.book.right - pad - (self.book.x + 2 * pad + list_w),
            bottom - top,
        )
        bh = round(footer * 0.62)
        bw = max(130, round(w * 0.1))
        by = bottom + (footer - bh) // 2
        r = self.page_rect
        self.prev_button = self.button(pygame.Rect(r.x, by, bw, bh), "‹  " + _("Previous"),
                                       self.prev_page, object_id="#rules_nav" + suffix, focus=True)
        self.next_button = self.button(pygame.Rect(r.x + bw + 12, by, bw, bh), _("Next") + "  ›",
                                       self.next_page, object_id="#rules_nav" + suffix, focus=True)
        self.close_button = self.button(pygame.Rect(self.book.right - pad - bw, by, bw, bh),
                                        _("Close"), self.close, object_id="#rules_nav" + suffix,
                                        focus=True)
        self._sync()
        self._queue_neighbours()

    def _sync(self) -> None:
        """Selected topic and enabled arrows (no rebuild: turning a page stays cheap)."""
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
        self.focus_index = self.topic_index
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

    def handle(self, cmd: Command) -> bool:
        kind = cmd.kind
        if kind in (Cmd.CANCEL, Cmd.RULES):
            self.close()
        elif kind in (Cmd.RIGHT, Cmd.PAGE_DOWN):
            self.next_page()
        elif kind in (Cmd.LEFT, Cmd.PAGE_UP):
            self.prev_page()
        elif kind == Cmd.NEXT:
            self.choose_topic((self.topic_index + 1) % topic_count())
        elif kind == Cmd.PREV:
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
        return (topic_index, page_index, self.ctx.translator.language, self.page_rect.size,
                self.ctx.settings.colorblind)

    def rendered(self, topic_index: int | None = None, page_index: int | None = None
                 ) -> RenderedPage:
        """The typeset page (cached)."""
        t = self.topic_index if topic_index is None else topic_index
        p = self.page_index if page_index is None else page_index
        key = self.cache_key(t, p)
        page = self._cache.get(key)
        if page is None:
            start = body_size_for(self.ctx.screen.get_size()[1])
            page = Typesetter(self.ctx).render(t, p, self.page_rect.size, start)
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
            pygame.draw.circle(surface, colour, (dots_x + k * 18, cy), 5 if k == self.page_index else 4)
        help_img = text.render(_(KEYS_HELP), max(12, round(h * 0.018)), INK_DIM)
        hx = dots_x + count * 18 + 20
        room = self.close_button.relative_rect.x - 20 - hx
        if help_img.get_width() <= room:
            surface.blit(help_img, help_img.get_rect(midleft=(hx, cy)))
        notice = self.ctx.notice
        if notice:
            img = text.render(notice, 16, (246, 230, 196))
            surface.blit(img, img.get_rect(midbottom=(surface.get_width() // 2, h - 4)))
