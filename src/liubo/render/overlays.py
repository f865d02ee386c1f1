"""The one thing a teacher lays over the board itself: the chance badge beside each bird.

Each badge finds a place beside its bird that covers no piece, no station, no name plate
and no other badge (:func:`.label_place.free_spot`). The odds panel, the win bar,
captions and notices sit beside the board (``info_column.py``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from .geometry import BoardGeometry
from .label_place import free_spot, keep_out, lane_stations
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
    plates: Sequence[pygame.Rect],
    occupied: set[int],
    ledger: Ledger | None,
) -> list[pygame.Rect]:
    """A chance beside each bird: how likely the opponent can take it next turn. Returns
    where the badges went: off the pieces (the room of each ``occupied`` station), off
    the empty stations' points, off the name ``plates`` and off each other."""
    size = layout.label_px(13)
    bird = max(10, round(geo.perch_radius * 2))
    lanes = lane_stations(geo.board)
    stations = []
    for i in range(len(geo.points)):
        room = keep_out(geo.point(i), bird, i in lanes)
        if i not in occupied:  # an empty station: only its point
            room = pygame.Rect(0, 0, bird, bird)
            room.center = geo.int_point(i)
        stations.append(room)
    taken = stations + list(plates)
    placed: list[pygame.Rect] = []
    for perch, label, chance in badges:
        colour = INK_DIM if chance == 0 else (GOLD if chance < 0.25 else (255, 120, 90))
        img = text.render(label, size, colour, bold=chance > 0)
        ink = img.get_bounding_rect()
        box = (ink.width + max(8, size // 2), ink.height + max(6, size // 3))
        others = taken[:perch] + taken[perch + 1 :] + placed
        own = keep_out(geo.point(perch), bird, perch in lanes)
        rect = free_spot(geo.point(perch), box, own, others, layout.board)
        placed.append(rect)
        pygame.draw.rect(surface, PANEL_DARK, rect, border_radius=6)
        pygame.draw.rect(surface, colour, rect, 1, border_radius=6)
        at = (rect.centerx - ink.centerx, rect.centery - ink.centery)
        put(surface, img, at, layout.board, ledger, "badge")
    return placed
