"""The legend under a rulebook board picture: its entries, their rows, each entry drawn.

A board picture names what it shows under it: the throw (its number tiles) and the move
(an arrow) when it has them, and each kind of marker on it (legal, capture, blockade,
...), an icon and a word each. :func:`legend_items` picks the entries, :func:`legend_layout`
sets them in rows that fit the plate, :func:`draw_legend_entry` draws one.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..content import rulebook
from ..content.rulebook_words import MOVE_LABEL, THROW_LABEL
from .palette import PAPER_INK, Palette
from .panels import wrap_text as wrap
from .rulebook_blocks import LEGEND, MIN_SIZE, PLATE, Gettext
from .sprites import SpriteBank
from .strokes import draw_arrow_head
from .text import TextCache


def legend_items(figure: rulebook.BoardDiagram) -> list[str]:
    """The legend entries of a board picture: its throw, its move and marker kinds."""
    kinds: list[str] = ["throw"] if figure.throw() is not None and figure.move else []
    if len(figure.line()) >= 2:
        kinds.append("move")
    for h in figure.highlights:
        if h.kind not in kinds and h.kind in LEGEND:
            kinds.append(h.kind)
    return kinds


def legend_label(_: Gettext, kind: str) -> str:
    """The word beside an entry's icon."""
    if kind == "move":
        return _(MOVE_LABEL)
    if kind == "throw":
        return _(THROW_LABEL)
    return _(LEGEND[kind])


def legend_icon_width(kind: str, size: int) -> int:
    icon = round(size * 1.5)
    return icon * 2 + 4 if kind in ("throw", "move") else icon


def legend_layout(
    text: TextCache, _: Gettext, kinds: Sequence[str], body: int, width: int
) -> list[list[tuple[str, int]]]:
    """Legend entries in rows that fit ``width``: (kind, entry width)."""
    size = max(MIN_SIZE, body - 3)
    rows: list[list[tuple[str, int]]] = [[]]
    used = 0
    for kind in kinds:
        icon = legend_icon_width(kind, size)
        label = legend_label(_, kind)
        room = width - icon - 6 - size
        entry = icon + 6 + min(text.size_of(label, size)[0], room) + size
        if rows[-1] and used + entry > width:
            rows.append([])
            used = 0
        rows[-1].append((kind, entry))
        used += entry
    return [r for r in rows if r]


def draw_legend_entry(
    surf: pygame.Surface,
    text: TextCache,
    _: Gettext,
    sprites: SpriteBank,
    palette: Palette,
    kind: str,
    x: int,
    y: int,
    size: int,
    entry: int,
    rects: list[pygame.Rect],
    figure: rulebook.BoardDiagram,
) -> None:
    """One entry at (x, y), ``entry`` pixels wide: its icon, then its word (the rect of the
    word is added to ``rects``)."""
    icon = round(size * 1.5)
    icon_w = legend_icon_width(kind, size)
    if kind == "throw":
        for k, number in enumerate(figure.throw() or ()):
            surf.blit(sprites.tile(number, icon + 4), (x + k * (icon + 2) - 2, y - 2))
    elif kind == "move":
        box = pygame.Rect(x, y, icon_w, icon)
        pygame.draw.rect(surf, PLATE, box, border_radius=icon // 2)
        colour = palette.highlights.path
        a, b = (box.x + icon * 0.35, box.centery), (box.right - icon * 0.3, box.centery)
        pygame.draw.line(surf, colour, a, b, max(2, size // 7))
        draw_arrow_head(surf, a, b, colour, icon * 0.45)
    else:
        disc = pygame.Rect(x, y, icon, icon)
        pygame.draw.ellipse(surf, PLATE, disc)
        mark = sprites.highlight(kind, icon - 2)
        surf.blit(mark, mark.get_rect(center=disc.center))
    room = entry - icon_w - 6 - size
    line = wrap(text, legend_label(_, kind), size, room)[0]
    img = text.render(line, size, PAPER_INK)
    pos = (x + icon_w + 6, y + (icon - img.get_height()) // 2)
    surf.blit(img, pos)
    rects.append(pygame.Rect(pos, img.get_size()))
