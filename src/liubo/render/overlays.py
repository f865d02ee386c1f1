"""The one thing a teacher lays over the board itself: the chance badge beside each bird.

The odds panel, the win bar, captions and notices sit beside the board
(``info_column.py``)."""

from __future__ import annotations

import pygame

from .geometry import BoardGeometry
from .layout import Layout
from .palette import GOLD, INK_DIM, PANEL_DARK
from .panels import Ledger, put
from .text import TextCache


def draw_badges(
    surface: pygame.Surface,
    geo: BoardGeometry,
    layout: Layout,
    text: TextCache,
    badges: list[tuple[int, str, float]],
    ledger: Ledger | None,
) -> None:
    """A chance beside each bird: how likely the opponent can take it next turn."""
    size = max(10, layout.label_px(13))
    seen: dict[int, int] = {}
    for perch, label, chance in badges:
        k = seen.get(perch, 0)
        seen[perch] = k + 1
        colour = INK_DIM if chance == 0 else (GOLD if chance < 0.25 else (255, 120, 90))
        img = text.render(label, size, colour, bold=chance > 0)
        x, y = geo.int_point(perch)
        r = round(geo.perch_radius)
        rect = img.get_rect(topleft=(x + r, y - 3 * r + k * (img.get_height() + 2)))
        rect = rect.inflate(8, 2)
        rect.clamp_ip(layout.board)
        pygame.draw.rect(surface, PANEL_DARK, rect, border_radius=6)
        pygame.draw.rect(surface, colour, rect, 1, border_radius=6)
        put(
            surface,
            img,
            img.get_rect(center=rect.center).topleft,
            layout.board,
            ledger,
            "badge",
        )
