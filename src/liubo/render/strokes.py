"""Cheap per-frame strokes over the board: a path preview and an arrow head."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .palette import RGB


def draw_path(
    surface: pygame.Surface,
    points: Sequence[tuple[float, float]],
    colour: RGB,
    width: int = 3,
    *,
    arrow: bool = True,
) -> None:
    """A path preview through screen points, with an arrow head at the end (cheap per frame)."""
    if len(points) < 2:
        return
    shadow = (0, 0, 0)
    for k in range(len(points) - 1):
        pygame.draw.line(surface, shadow, points[k], points[k + 1], width + 2)
    for k in range(len(points) - 1):
        pygame.draw.aaline(surface, colour, points[k], points[k + 1], width)
    for p in points[1:-1]:
        pygame.draw.circle(surface, colour, p, width + 1)
    if arrow:
        draw_arrow_head(surface, points[-2], points[-1], colour, width * 4)


def draw_arrow_head(
    surface: pygame.Surface,
    a: tuple[float, float],
    b: tuple[float, float],
    colour: RGB,
    length: float,
) -> None:
    """A filled arrow head at ``b`` pointing away from ``a``."""
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    left = (b[0] - length * math.cos(ang - 0.45), b[1] - length * math.sin(ang - 0.45))
    right = (b[0] - length * math.cos(ang + 0.45), b[1] - length * math.sin(ang + 0.45))
    pygame.draw.polygon(surface, (0, 0, 0), [b, left, right], 2)
    pygame.draw.polygon(surface, colour, [b, left, right])
