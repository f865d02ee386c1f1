"""The rulebook's own figures: the chart of what the sticks show, and the names table."""

from __future__ import annotations

import random

import pygame

from ..content import rulebook
from ..content.evidence import load_evidence
from ..content.rulebook_words import (
    ALL_FLAT,
    CHANCES_IN_64,
    DARK_GROUP,
    FLAT_FACE,
    IN_EIGHT,
    LIGHT_GROUP,
    ONE_GROUP,
    ROUNDED_FACE,
)
from ..engine import group_faces
from ..engine.board import PositionName
from .evidence_tags import draw_chips, layout_chips
from .palette import (
    GOLD,
    INK,
    INK_DIM,
    PANEL_EDGE,
    PAPER_DIM,
    PAPER_EDGE,
    PAPER_HEAD,
    PAPER_INK,
    PAPER_LIGHT,
    SEAL,
)
from .rulebook_blocks import (
    GLOSS_SOURCE_LABELS,
    MIN_SIZE,
    PLATE,
    Block,
    Gettext,
    RenderedPage,
    TypesetBase,
)


class FigureSetter(TypesetBase):
    """Typesets the sticks chart and the position names page."""

    def draw_face_legend(
        self,
        surf: pygame.Surface,
        area: pygame.Rect,
        y: int,
        size: int,
        stick_len: int,
        rects: list[pygame.Rect],
    ) -> int:
        """What the two faces of a stick look like: rounded (counts 1) and flat (0)."""
        sprites = self.assets.sprites
        x = area.x
        step = round(size * 1.6)
        for rounded, label in ((True, ROUNDED_FACE), (False, FLAT_FACE)):
            stick = pygame.transform.rotate(sprites.stick("light", rounded, stick_len), 90)
            surf.blit(stick, stick.get_rect(midleft=(x, y + step // 2)))
            img = self.text.render(self._(label), size, INK_DIM)
            pos = img.get_rect(midleft=(x + stick.get_width() + 6, y + step // 2))
            surf.blit(img, pos)
            rects.append(pos)
            x = pos.right + size
        return y + step

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
        y = self.draw_face_legend(surf, area, y, small, round(small * 2.6), rects)
        row_h = max(18, (area.y + top_h - y) // 4)
        stick_len = max(20, min(round(area.width * 0.13), round((row_h * 0.62 - 4) / 0.14)))
        gap = max(3, stick_len // 10)
        digit = round(row_h * 0.62)
        labels = [_(IN_EIGHT).format(count=int(c * 8)) for _v, c in fig.group_chances]
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
        head = self.block(_(CHANCES_IN_64), small, area.width, GOLD, bold=True)
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
        entries = [(light_chip, _(LIGHT_GROUP)), (dark_chip, _(DARK_GROUP))]
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
        names = rulebook.names_page()
        headers = [_(x) for x in names.headers]
        evidence = load_evidence()
        for body in range(start_size, MIN_SIZE - 1, -1):
            layout = self._names_layout(body, inner.width, headers)
            heading, intro, cols, rows, row_hs, head_h = layout
            tag_size = max(MIN_SIZE, body - 4)
            chips, chips_h = layout_chips(
                self.text, _, evidence, names.evidence, tag_size, inner.width
            )
            chips_h += round(body * 0.4)
            total = (
                heading.height
                + round(body * 0.9)
                + chips_h
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
        result.tags = draw_chips(
            surf, self.text, _, evidence, chips, inner.x, y, tag_size, PAPER_DIM
        )
        y += chips_h
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
        board_names = list(self.board.names.values())
        for r, (row, cells, rh) in enumerate(zip(board_names, rows, row_hs, strict=True)):
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
        names = rulebook.names_page()
        small = max(MIN_SIZE, body - 1)
        big = round(body * 1.9)
        heading = self.block(_(names.title), round(body * 1.45), width, PAPER_HEAD, bold=True)
        intro_text = " ".join(_(paragraph) for paragraph in names.intro)
        intro = self.block(intro_text, body, width, PAPER_INK)
        texts = [name_row_texts(_, row) for row in self.board.names.values()]
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


def name_row_texts(gettext: Gettext, row: PositionName) -> list[str]:
    """A row of the position names table after its big character: pinyin, the English
    gloss, whose gloss it is, where it lies. The gloss is the English word in every
    language: it is what the English screens and the board's English names show, and a
    translated gloss beside some words but not others read as a mix (issue 36)."""
    return [
        row.pinyin,
        row.gloss,
        gettext(GLOSS_SOURCE_LABELS[row.gloss_source]),
        gettext(row.where),
    ]
