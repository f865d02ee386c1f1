"""Where the board's perches are on screen, for any view rotation, and hit-testing.

Rotation: ``angle_degrees`` turns the board about its centre. A positive quarter
turn (90 degrees) maps unit point (x, y) to (1 - y, x), the same map as
``Board.rotate_id``; with y pointing down on screen this turns the picture
**clockwise** (the top edge goes to the right). In-between angles are used while
a rotation is animated.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pygame

from ..engine.board import Board

UnitPoint = tuple[float, float]
ScreenPoint = tuple[float, float]

PERCH_RADIUS_UNITS = 0.028  # a perch's drawn radius, as a fraction of the board side
HIT_RADIUS_UNITS = 0.03  # default hit-test tolerance, as a fraction of the board side


def rotate_unit(point: UnitPoint, angle_degrees: float) -> UnitPoint:
    """Rotate a unit-square point about (0.5, 0.5); 90 degrees maps (x, y) to (1 - y, x)."""
    quarter = angle_degrees / 90.0
    if quarter == int(quarter):  # exact for quarter turns
        x, y = point
        for _ in range(int(quarter) % 4):
            x, y = 1.0 - y, x
        return (x, y)
    a = math.radians(angle_degrees)
    c, s = math.cos(a), math.sin(a)
    dx, dy = point[0] - 0.5, point[1] - 0.5
    return (0.5 + dx * c - dy * s, 0.5 + dx * s + dy * c)


class BoardGeometry:
    """Maps unit-square board points and perch indices to screen pixels in ``rect``.

    The board fills the largest square centred in ``rect``.
    """

    def __init__(self, board: Board, rect: pygame.Rect, angle_degrees: float = 0.0) -> None:
        self.board = board
        side = min(rect.width, rect.height)
        self.rect = pygame.Rect(0, 0, side, side)
        self.rect.center = rect.center
        self.size = side
        self.angle = float(angle_degrees)
        self._origin = (float(self.rect.x), float(self.rect.y))
        self.points: tuple[ScreenPoint, ...] = tuple(
            self.unit_to_screen((p.x, p.y)) for p in board.perches
        )

    @property
    def quarter_turns(self) -> int:
        """The nearest whole number of quarter turns (0 to 3)."""
        return round(self.angle / 90.0) % 4

    @property
    def perch_radius(self) -> float:
        """Radius in pixels of a drawn perch (and the natural size of a bird is twice it)."""
        return PERCH_RADIUS_UNITS * self.size

    @property
    def center(self) -> ScreenPoint:
        return (self._origin[0] + self.size / 2.0, self._origin[1] + self.size / 2.0)

    def unit_to_screen(self, point: UnitPoint) -> ScreenPoint:
        """Screen pixel of a unit-square point, after rotation."""
        x, y = rotate_unit(point, self.angle)
        return (self._origin[0] + x * self.size, self._origin[1] + y * self.size)

    def screen_to_unit(self, pos: Iterable[float]) -> UnitPoint:
        """The unit-square point (before rotation) shown at a screen pixel."""
        px, py = pos
        x = (px - self._origin[0]) / self.size
        y = (py - self._origin[1]) / self.size
        return rotate_unit((x, y), -self.angle)

    def point(self, index: int) -> ScreenPoint:
        """Screen point of perch ``index``."""
        return self.points[index]

    def int_point(self, index: int) -> tuple[int, int]:
        """Screen point of perch ``index``, rounded to whole pixels."""
        x, y = self.points[index]
        return (round(x), round(y))

    def perch_at(self, pos: Iterable[float], radius: float | None = None) -> int | None:
        """The perch nearest ``pos`` within ``radius`` pixels (default scales with the board)."""
        px, py = pos
        limit = HIT_RADIUS_UNITS * self.size if radius is None else radius
        best, best_d2 = None, limit * limit
        for i, (x, y) in enumerate(self.points):
            d2 = (x - px) ** 2 + (y - py) ** 2
            if d2 <= best_d2:
                best, best_d2 = i, d2
        return best
