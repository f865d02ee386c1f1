"""Painting the lacquer: the board's strokes and motifs on a canvas in board units.

The drawing tools of ``board_layer``: segments of the TLV pattern, the places left free
for cloud scrolls and fish, a canvas that paints in fractions of the board side, and the
ground, gloss, scroll and fish motifs.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pygame

from ..engine.board import Board
from .geometry import PERCH_RADIUS_UNITS, UnitPoint, rotate_unit
from .palette import RGB, Colour, Palette, mix

# proportions, as fractions of the board side
STROKE_UNITS = 0.0105
THIN_UNITS = 0.0028
STUD_UNITS = 0.0105
RIM_UNITS = 0.013
HELPER_UNITS = 0.0032
GRAIN_SEED = 6  # fixed: the lacquer grain looks the same every time


Segment = tuple[UnitPoint, UnitPoint]


def seg_distance(p: UnitPoint, a: UnitPoint, b: UnitPoint) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def square_segments(lo: float, hi: float) -> list[Segment]:
    """The four sides of the square [lo, hi]² as segments."""
    return [
        ((lo, lo), (hi, lo)),
        ((hi, lo), (hi, hi)),
        ((hi, hi), (lo, hi)),
        ((lo, hi), (lo, lo)),
    ]


def stroke_segments(board: Board) -> list[Segment]:
    """Every straight stroke of the drawing: frame, pond square and the TLV lines."""
    d = board.drawing
    return square_segments(*d.frame) + square_segments(*d.pond_square) + list(d.lines)


def motif_sites(board: Board, count: int = 16) -> list[tuple[UnitPoint, float]]:
    """Centres and radii of the open fields of the board, where decoration can go.

    Chosen from the drawing itself: points far from every stroke, circle and
    perch, picked greedily in quarter-turn symmetric sets of four.
    """
    d = board.drawing
    segs = stroke_segments(board)
    perches = [(p.x, p.y) for p in board.perches]
    lo, hi = d.frame

    def clearance(pt: UnitPoint) -> float:
        c = min(pt[0] - lo, hi - pt[0], pt[1] - lo, hi - pt[1])
        pl, ph = d.pond_square
        if pl <= pt[0] <= ph and pl <= pt[1] <= ph:
            return 0.0
        for a, b in segs:
            c = min(c, seg_distance(pt, a, b))
        for (cx, cy), r in d.circles:
            c = min(
                c, abs(math.hypot(pt[0] - cx, pt[1] - cy) - r), math.hypot(pt[0] - cx, pt[1] - cy)
            )
        for q in perches:
            c = min(c, math.hypot(pt[0] - q[0], pt[1] - q[1]) - PERCH_RADIUS_UNITS)
        return c

    step = 0.01
    n = int((hi - lo) / step)
    candidates = []
    for i in range(1, n):
        for j in range(1, n):
            pt = (lo + i * step, lo + j * step)
            candidates.append((clearance(pt), pt))
    candidates.sort(reverse=True)
    sites: list[tuple[UnitPoint, float]] = []
    for c, pt in candidates:
        if len(sites) >= count or c < 0.045:
            break
        if any(math.hypot(pt[0] - s[0], pt[1] - s[1]) < c + r for s, r in sites):
            continue
        for k in range(4):
            sites.append((rotate_unit(pt, 90 * k), c))
    return sites


class Canvas:
    """A square surface painted in unit-square coordinates."""

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.n = surface.get_width()

    def p(self, pt: UnitPoint) -> tuple[float, float]:
        return (pt[0] * self.n, pt[1] * self.n)

    def u(self, units: float) -> float:
        return units * self.n

    def stroke(
        self, a: UnitPoint, b: UnitPoint, width: float, colour: Colour, extend: float = 0.0
    ) -> None:
        """A straight band of ``width`` units from a to b, square ends pushed out by ``extend``."""
        (ax, ay), (bx, by) = self.p(a), self.p(b)
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            return
        ux, uy = (bx - ax) / length, (by - ay) / length
        e = self.u(extend)
        ax, ay, bx, by = ax - ux * e, ay - uy * e, bx + ux * e, by + uy * e
        h = self.u(width) / 2
        nx, ny = -uy * h, ux * h
        pygame.draw.polygon(
            self.surface,
            colour,
            [(ax + nx, ay + ny), (bx + nx, by + ny), (bx - nx, by - ny), (ax - nx, ay - ny)],
        )

    def ring(self, centre: UnitPoint, radius: float, width: float, colour: Colour) -> None:
        c = self.p(centre)
        r = self.u(radius)
        pygame.draw.circle(
            self.surface, colour, c, r + self.u(width) / 2, max(1, round(self.u(width)))
        )

    def disc(self, centre: UnitPoint, radius: float, colour: Colour) -> None:
        pygame.draw.circle(self.surface, colour, self.p(centre), self.u(radius))

    def brush(self, points: Sequence[UnitPoint], widths: Sequence[float], colour: RGB) -> None:
        """A tapered brush stroke: discs of varying width along a polyline."""
        for (x, y), w in zip(points, widths, strict=True):
            pygame.draw.circle(
                self.surface, colour, (x * self.n, y * self.n), max(0.5, self.u(w) / 2)
            )


def lacquer_ground(size: int, palette: Palette) -> pygame.Surface:
    """The dark lacquer field with a soft sheen and fine grain, at 1x size."""
    rng = random.Random(GRAIN_SEED)
    cells = 48
    small = pygame.Surface((cells, cells))
    for j in range(cells):
        for i in range(cells):
            # light from the upper left, a soft pool of sheen, and mottling
            dx, dy = i / cells - 0.32, j / cells - 0.28
            sheen = max(0.0, 1.0 - math.hypot(dx, dy) * 1.5) ** 2
            edge = max(abs(i / cells - 0.5), abs(j / cells - 0.5)) * 2
            t = 0.45 + 0.55 * sheen - 0.35 * edge**3 + rng.uniform(-0.04, 0.04)
            base = mix(palette.ground_deep, palette.ground, t)
            small.set_at((i, j), mix(base, palette.ground_sheen, sheen * 0.25))
    ground = pygame.transform.smoothscale(small, (size, size))
    grain = pygame.Surface((size, size), pygame.SRCALPHA)
    for _ in range(int(size * 0.9)):
        y = rng.uniform(0, size)
        x0 = rng.uniform(-size * 0.2, size)
        length = rng.uniform(size * 0.05, size * 0.5)
        tilt = rng.uniform(-0.015, 0.015) * length
        light = rng.random() < 0.35
        colour = (*(palette.ground_sheen if light else palette.grain), rng.randint(10, 26))
        pygame.draw.line(grain, colour, (x0, y), (x0 + length, y + tilt))
    ground.blit(grain, (0, 0))
    return ground


def curl_path(
    tail: UnitPoint, centre: UnitPoint, r0: float, a0: float, sweep: float, direction: float
) -> list[UnitPoint]:
    """A tail that flows into a tightening spiral (local motif coordinates)."""
    cx, cy = centre
    sx, sy = cx + r0 * math.cos(a0), cy + r0 * math.sin(a0)
    tx, ty = -math.sin(a0) * direction, math.cos(a0) * direction  # spiral tangent at its start
    reach = math.hypot(sx - tail[0], sy - tail[1]) * 0.55
    c1 = (tail[0] + (sx - tail[0]) * 0.35, tail[1] + (sy - tail[1]) * 0.35 + reach * 0.5)
    c2 = (sx - tx * reach, sy - ty * reach)
    pts: list[UnitPoint] = []
    for k in range(40):
        t = k / 40
        m = 1 - t
        pts.append(
            (
                m**3 * tail[0] + 3 * m * m * t * c1[0] + 3 * m * t * t * c2[0] + t**3 * sx,
                m**3 * tail[1] + 3 * m * m * t * c1[1] + 3 * m * t * t * c2[1] + t**3 * sy,
            )
        )
    for k in range(61):
        t = k / 60
        a = a0 + direction * sweep * t
        r = r0 * (1 - 0.72 * t)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def gloss_layer(size: int) -> pygame.Surface:
    """A soft diagonal band of reflected light, added over the finished board."""
    cells = 32
    small = pygame.Surface((cells, cells))
    for j in range(cells):
        for i in range(cells):
            d = (i + j) / (2 * cells) - 0.3
            v = 16 * math.exp(-(d * d) / 0.012) + 5 * math.exp(-((d - 0.45) ** 2) / 0.004)
            small.set_at((i, j), (round(v), round(v * 0.85), round(v * 0.7)))
    return pygame.transform.smoothscale(small, (size, size))


def cloud_scroll(c: Canvas, centre: UnitPoint, radius: float, turn: float, colour: RGB) -> None:
    """A Han cloud scroll: a long tapering tail rolling into a curl, with a smaller counter-curl."""
    cos_t, sin_t = math.cos(turn), math.sin(turn)

    def place(pts: list[UnitPoint], width: float) -> None:
        out, widths = [], []
        n = len(pts)
        for k, (dx, dy) in enumerate(pts):
            s = k / (n - 1)
            w = width * (s / 0.3 if s < 0.3 else 1 - 0.65 * (s - 0.3) / 0.7)
            out.append(
                (
                    centre[0] + (dx * cos_t - dy * sin_t) * radius,
                    centre[1] + (dx * sin_t + dy * cos_t) * radius,
                )
            )
            widths.append(max(w, 0.15) * radius)
        c.brush(out, widths, colour)

    place(curl_path((-1.0, 0.45), (0.42, -0.02), 0.42, math.pi * 0.55, math.pi * 1.6, 1.0), 0.085)
    place(curl_path((-0.55, 0.2), (-0.18, -0.42), 0.24, math.pi * 0.1, math.pi * 1.5, -1.0), 0.06)


def fish_motif(
    c: Canvas, centre: UnitPoint, length: float, heading: float, colour: RGB, fin: RGB
) -> None:
    """A small stylised fish (body, tail, eye) pointing along ``heading`` radians."""
    ch, sh = math.cos(heading), math.sin(heading)

    def at(dx: float, dy: float) -> tuple[float, float]:
        return c.p(
            (centre[0] + (dx * ch - dy * sh) * length, centre[1] + (dx * sh + dy * ch) * length)
        )

    body = [
        at(0.5 * math.cos(a), 0.2 * math.sin(a) * (1.0 if math.cos(a) > 0 else 0.85))
        for a in [i * math.pi / 16 for i in range(32)]
    ]
    pygame.draw.polygon(c.surface, colour, body)
    pygame.draw.polygon(
        c.surface, colour, [at(-0.42, 0), at(-0.72, -0.2), at(-0.64, 0), at(-0.72, 0.2)]
    )
    pygame.draw.polygon(c.surface, fin, [at(0.05, -0.16), at(-0.15, -0.3), at(-0.2, -0.14)])
    pygame.draw.circle(c.surface, fin, at(0.3, -0.04), max(1.0, c.u(length * 0.05)))
