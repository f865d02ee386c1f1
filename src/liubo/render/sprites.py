"""Pieces and tokens drawn in code: birds and owls, sticks, number tiles, fish, highlights.

Every sprite is painted at three times its size, smoothed down, converted and
cached per (kind, size, state), so drawing a frame only blits. Green stones
are round jade carved with a perched bird; White stones are octagonal ivory
carved with a bird in flight, so the sides differ in shape as well as colour.
An Owl is the stone stood on its edge: a taller tablet with an owl's face.

Bird sprites are meant to be blitted centred on the perch point (an Owl's
surface is padded so that centring it stands it on the perch).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from ..engine.sides import Side
from .palette import RGB, mix
from .tokens import SUPERSAMPLE, TokenSprites

BIRD_STATES = ("normal", "selected", "dimmed")
STACK_OFFSET = 0.34  # blockade: the upper stone sits this many diameters higher
CONTEST_OFFSET = 0.34  # contested: stones this many diameters either side
OWL_TOP = 1.05  # an Owl reaches this many diameters above its perch point
OWL_WIDTH = 0.74
OWL_BASE = 0.3  # and this far below it
OWL_PAIR_OFFSET = 0.3  # two Owls of a blockade: each this many diameters off centre

Point = tuple[float, float]


def _polygon(
    n: int, cx: float, cy: float, r: float, rot: float = 0.0, sy: float = 1.0
) -> list[Point]:
    return [
        (
            cx + r * math.cos(rot + 2 * math.pi * k / n),
            cy + sy * r * math.sin(rot + 2 * math.pi * k / n),
        )
        for k in range(n)
    ]


class SpriteBank(TokenSprites):
    """Cached sprites for one palette: the birds here, sticks, tiles and marks inherited."""

    # -- birds ---------------------------------------------------------------

    def bird(self, side: Side, owl: bool, size: int, state: str = "normal") -> pygame.Surface:
        """A bird (or Owl) of ``side``, its stone ``size`` px wide; blit it centred on the perch."""
        if state not in BIRD_STATES:
            raise ValueError(f"bird state must be one of {BIRD_STATES}, not {state!r}")
        size = max(6, int(size))
        return self._cached(
            ("bird", Side(side), bool(owl), size, state),
            lambda: self._paint_bird(Side(side), owl, size, state),
        )

    def bird_extent(self, owl: bool, size: int) -> tuple[int, int]:
        """(width, height) of a bird sprite's surface."""
        w = math.ceil(size * 1.5)
        h = math.ceil(size * 2 * (OWL_TOP + 0.25)) if owl else w
        return (w, h)

    def _paint_bird(self, side: Side, owl: bool, size: int, state: str) -> pygame.Surface:
        ss = SUPERSAMPLE
        w, h = self.bird_extent(owl, size)
        big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        d = size * ss
        cx, cy = w * ss / 2, h * ss / 2
        if state == "selected":
            self._glow(big, (cx, cy - (d * (OWL_TOP - OWL_BASE) / 2 if owl else 0)), d, owl)
        if owl:
            self._paint_owl(big, side, cx, cy, d)
        else:
            self._paint_stone(big, side, cx, cy, d)
        surf = self._finish(big, (w, h))
        if state == "dimmed":
            surf.fill((120, 120, 120, 150), special_flags=pygame.BLEND_RGBA_MULT)
        return surf

    def _glow(self, big: pygame.Surface, centre: Point, d: float, owl: bool) -> None:
        gold = self.palette.highlights.selected
        steps = 10
        for k in range(steps):
            t = k / steps
            r = d * (0.72 - 0.2 * t)
            alpha = round(20 + 60 * t)
            rect = pygame.Rect(0, 0, r * 2 * (0.8 if owl else 1), r * 2 * (1.55 if owl else 1))
            rect.center = (round(centre[0]), round(centre[1]))
            layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            pygame.draw.ellipse(layer, (*gold, alpha), rect)
            big.blit(layer, (0, 0))

    def _stone_colours(self, side: Side) -> tuple[RGB, RGB, RGB]:
        p = self.palette
        if side == Side.GREEN:
            return (p.jade_dark, p.jade, p.jade_light)
        return (p.ivory_dark, p.ivory, p.ivory_light)

    def _paint_stone(self, big: pygame.Surface, side: Side, cx: float, cy: float, d: float) -> None:
        dark, mid, light = self._stone_colours(side)
        r = d / 2
        shadow = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(
            shadow,
            (0, 0, 0, 110),
            pygame.Rect(cx - r * 0.95 + r * 0.12, cy - r * 0.8 + r * 0.3, r * 1.95, r * 1.8),
        )
        big.blit(shadow, (0, 0))
        # the stone's edge shows below its face, so a stack reads as a stack
        edge = mix(dark, (0, 0, 0), 0.35)
        if side == Side.GREEN:
            pygame.draw.circle(big, edge, (cx, cy + r * 0.14), r)
            pygame.draw.rect(big, edge, pygame.Rect(cx - r, cy, 2 * r, r * 0.14))
        else:
            pygame.draw.polygon(big, edge, _polygon(8, cx, cy + r * 0.14, r * 1.02, math.pi / 8))
            pygame.draw.polygon(big, edge, _polygon(8, cx, cy + r * 0.07, r * 1.02, math.pi / 8))
        if side == Side.GREEN:
            # round jade: a domed bevel rising to a polished face
            steps = 14
            for k in range(steps + 1):
                t = k / steps
                rr = r * (1 - 0.22 * t)
                off = -r * 0.05 * t
                pygame.draw.circle(big, mix(dark, mid, t * 1.1), (cx + off, cy + off), rr)
            steps = 10
            for k in range(steps + 1):
                t = k / steps
                rr = r * 0.78 * (1 - 0.7 * t)
                off = -r * 0.05 - r * 0.18 * t
                pygame.draw.circle(big, mix(mid, light, t * 0.55), (cx + off, cy + off), rr)
            pygame.draw.circle(big, mix(dark, (0, 0, 0), 0.3), (cx, cy), r, max(1, round(r * 0.05)))
            self._carve_perched_bird(
                big, cx - r * 0.03, cy - r * 0.02, r * 0.62, mix(dark, mid, 0.2), light
            )
        else:
            # octagonal ivory: eight bevelled facets around a flat table
            rot = math.pi / 8
            outer = _polygon(8, cx, cy, r * 1.02, rot)
            inner = _polygon(8, cx - r * 0.03, cy - r * 0.03, r * 0.74, rot)
            pygame.draw.polygon(big, dark, outer)
            for k in range(8):
                a = rot + 2 * math.pi * (k + 0.5) / 8
                facing = math.cos(a - math.radians(225))  # light from the upper left
                colour = mix(dark, light, 0.45 + 0.45 * facing)
                pygame.draw.polygon(
                    big, colour, [outer[k], outer[(k + 1) % 8], inner[(k + 1) % 8], inner[k]]
                )
            pygame.draw.polygon(big, mid, inner)
            sheen = _polygon(8, cx - r * 0.12, cy - r * 0.12, r * 0.5, rot)
            layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
            pygame.draw.polygon(layer, (*light, 120), sheen)
            big.blit(layer, (0, 0))
            pygame.draw.polygon(big, mix(dark, (0, 0, 0), 0.35), outer, max(1, round(r * 0.05)))
            self._carve_flying_bird(
                big, cx - r * 0.03, cy - r * 0.02, r * 0.6, mix(dark, mid, 0.05), light
            )

    def _incise(
        self,
        big: pygame.Surface,
        draw: Callable[[pygame.Surface, RGB, float, float], None],
        groove: RGB,
        lip: RGB,
        r: float,
    ) -> None:
        """Draw a carving twice: a light lip offset down-right, then the dark groove."""
        draw(big, lip, r * 0.05, r * 0.05)
        draw(big, groove, 0.0, 0.0)

    def _carve_perched_bird(
        self, big: pygame.Surface, cx: float, cy: float, s: float, groove: RGB, lip: RGB
    ) -> None:
        """A bird in profile standing on a branch (Green's carving)."""

        def draw(surf: pygame.Surface, colour: RGB, ox: float, oy: float) -> None:
            def p(x: float, y: float) -> Point:
                return (cx + ox + x * s, cy + oy + y * s)

            body = [
                p(-0.55, 0.05),
                p(-0.2, -0.25),
                p(0.2, -0.28),
                p(0.42, -0.5),
                p(0.62, -0.48),
                p(0.85, -0.4),
                p(0.6, -0.3),
                p(0.5, 0.05),
                p(0.1, 0.38),
                p(-0.3, 0.35),
                p(-0.85, 0.55),
            ]
            pygame.draw.polygon(surf, colour, body)
            wing = max(1, round(s * 0.08))
            pygame.draw.line(
                surf, lip if colour == groove else colour, p(-0.25, 0.05), p(0.25, -0.05), wing
            )
            pygame.draw.line(surf, colour, p(-0.7, 0.72), p(0.75, 0.62), max(1, round(s * 0.1)))
            pygame.draw.line(surf, colour, p(0.05, 0.36), p(0.0, 0.68), max(1, round(s * 0.07)))

        self._incise(big, draw, groove, lip, s)

    def _carve_flying_bird(
        self, big: pygame.Surface, cx: float, cy: float, s: float, groove: RGB, lip: RGB
    ) -> None:
        """A bird in flight seen from below, wings spread (White's carving)."""

        def draw(surf: pygame.Surface, colour: RGB, ox: float, oy: float) -> None:
            def p(x: float, y: float) -> Point:
                return (cx + ox + x * s, cy + oy + y * s)

            wings = [
                p(-0.95, -0.35),
                p(-0.45, -0.2),
                p(-0.12, 0.0),
                p(0.0, -0.32),
                p(0.12, 0.0),
                p(0.45, -0.2),
                p(0.95, -0.35),
                p(0.55, 0.1),
                p(0.15, 0.22),
                p(0.2, 0.6),
                p(0.0, 0.48),
                p(-0.2, 0.6),
                p(-0.15, 0.22),
                p(-0.55, 0.1),
            ]
            pygame.draw.polygon(surf, colour, wings)
            pygame.draw.circle(surf, colour, p(0.0, -0.36), s * 0.14)

        self._incise(big, draw, groove, lip, s)

    def _paint_owl(self, big: pygame.Surface, side: Side, cx: float, cy: float, d: float) -> None:
        dark, mid, light = self._stone_colours(side)
        w = d * OWL_WIDTH
        top, base = cy - d * OWL_TOP, cy + d * OWL_BASE
        height = base - top
        shadow = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(
            shadow,
            (0, 0, 0, 120),
            pygame.Rect(cx - w * 0.62 + d * 0.12, base - d * 0.16, w * 1.35, d * 0.34),
        )
        big.blit(shadow, (0, 0))
        # the stone on edge: a tablet shaded like a cylinder, lit from the left
        if side == Side.GREEN:
            outline = (
                [(cx - w / 2, base)]
                + [
                    (cx - w / 2 * math.cos(a), top + w / 2 - w / 2 * math.sin(a))
                    for a in (math.pi * k / 16 for k in range(17))
                ]
                + [(cx + w / 2, base)]
            )
        else:
            ch = w * 0.24
            outline = [
                (cx - w / 2, base - ch * 0.5),
                (cx - w / 2, top + ch),
                (cx - w / 2 + ch, top),
                (cx + w / 2 - ch, top),
                (cx + w / 2, top + ch),
                (cx + w / 2, base - ch * 0.5),
                (cx + w / 2 - ch * 0.5, base),
                (cx - w / 2 + ch * 0.5, base),
            ]
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), outline)
        body = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        strips = 24
        for k in range(strips):
            t = (k + 0.5) / strips
            light_amt = (
                math.sin(math.pi * min(1.0, t * 1.25))
                if side == Side.GREEN
                else (0.9 if t < 0.22 else 0.6 if t < 0.78 else 0.25)
            )
            colour = mix(dark, light, 0.15 + 0.75 * light_amt)
            x0 = cx - w / 2 + w * k / strips
            pygame.draw.rect(
                body,
                colour,
                pygame.Rect(math.floor(x0), top, math.ceil(w / strips) + 1, height + 1),
            )
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(body, (0, 0))
        pygame.draw.polygon(big, mix(dark, (0, 0, 0), 0.35), outline, max(1, round(d * 0.03)))
        if side == Side.WHITE:
            # facet edges
            for x in (cx - w / 2 + w * 0.22, cx + w / 2 - w * 0.22):
                pygame.draw.line(
                    big,
                    mix(dark, mid, 0.5),
                    (x, top + w * 0.05),
                    (x, base - w * 0.05),
                    max(1, round(d * 0.015)),
                )
        # owl face: ear tufts, two ringed eyes, a beak; feather chevrons below
        groove = mix(dark, (0, 0, 0), 0.25)
        ey = top + height * 0.33
        er = w * 0.17
        tuft = max(1, round(d * 0.04))
        pygame.draw.line(
            big, groove, (cx - w * 0.32, top + height * 0.08), (cx - w * 0.12, ey - er * 1.1), tuft
        )
        pygame.draw.line(
            big, groove, (cx + w * 0.32, top + height * 0.08), (cx + w * 0.12, ey - er * 1.1), tuft
        )
        for sx in (-1, 1):
            ex = cx + sx * w * 0.2
            pygame.draw.circle(big, groove, (ex, ey), er * 1.2)
            pygame.draw.circle(big, self.palette.gold, (ex, ey), er * 0.85)
            pygame.draw.circle(big, (20, 10, 8), (ex, ey), er * 0.42)
        pygame.draw.polygon(
            big,
            groove,
            [(cx - w * 0.07, ey + er * 0.7), (cx + w * 0.07, ey + er * 0.7), (cx, ey + er * 1.9)],
        )
        for k in range(3):
            y = top + height * (0.6 + 0.12 * k)
            pygame.draw.lines(
                big,
                groove,
                False,
                [(cx - w * 0.22, y), (cx, y + w * 0.1), (cx + w * 0.22, y)],
                max(1, round(d * 0.025)),
            )

    # -- perch contents ------------------------------------------------------

    def draw_bird(
        self,
        surface: pygame.Surface,
        point: Point,
        side: Side,
        owl: bool,
        size: int,
        state: str = "normal",
    ) -> None:
        """Blit one bird standing on ``point``."""
        sprite = self.bird(side, owl, size, state)
        surface.blit(sprite, sprite.get_rect(center=(round(point[0]), round(point[1]))))

    def draw_perch(
        self,
        surface: pygame.Surface,
        point: Point,
        birds: Sequence[tuple[Side, bool]],
        size: int,
        states: str | Sequence[str] = "normal",
    ) -> None:
        """Blit a perch's contents: one bird; a blockade (two of a side, stacked);
        or a contested perch (two opposing birds side by side).

        ``birds`` is a list of (side, is_owl); ``states`` is one state or one per bird.
        """
        if not birds:
            return
        if isinstance(states, str):
            states = [states] * len(birds)
        x, y = point
        if len(birds) == 1:
            self.draw_bird(surface, point, birds[0][0], birds[0][1], size, states[0])
            return
        if len(birds) > 2:
            # a sanctuary pond (the reading pond=sanctuary) holds any number: a ring of Owls
            small = max(6, round(size * 0.7))
            radius = size * (0.35 + 0.08 * len(birds))
            for k, (side, owl) in enumerate(birds):
                angle = 2 * math.pi * k / len(birds) - math.pi / 2
                at = (x + radius * math.cos(angle), y + radius * math.sin(angle))
                self.draw_bird(surface, at, side, owl, small, states[k])
            return
        (s1, o1), (s2, o2) = birds[0], birds[1]
        if s1 == s2 and o1 and o2:
            # two Owls: tall tablets would hide each other stacked, so they stand staggered
            small = max(6, round(size * 0.86))
            dx = size * OWL_PAIR_OFFSET
            self.draw_bird(surface, (x - dx, y + size * 0.06), s1, o1, small, states[0])
            self.draw_bird(surface, (x + dx, y - size * 0.1), s2, o2, small, states[1])
            return
        if s1 == s2:
            # blockade: lower stone a little down, upper stone clearly on top of it
            self.draw_bird(surface, (x, y + size * 0.1), s1, o1, size, states[0])
            self.draw_bird(
                surface, (x - size * 0.05, y + size * (0.1 - STACK_OFFSET)), s2, o2, size, states[1]
            )
            return
        small = max(6, round(size * 0.86))
        self.draw_bird(surface, (x - size * CONTEST_OFFSET, y), s1, o1, small, states[0])
        self.draw_bird(surface, (x + size * CONTEST_OFFSET, y), s2, o2, small, states[1])

    def waiting_birds(self, side: Side, size: int) -> pygame.Surface:
        """A little pile of ``side``'s stones, ``size`` pixels square, for the player card."""
        size = max(8, int(size))

        def make() -> pygame.Surface:
            surf = pygame.Surface((size, size), pygame.SRCALPHA)
            d = round(size * 0.52)
            stone = self.bird(side, False, d)
            for fx, fy in ((0.3, 0.64), (0.7, 0.64), (0.5, 0.36)):
                surf.blit(stone, stone.get_rect(center=(round(size * fx), round(size * fy))))
            return surf

        return self._cached(("waiting", Side(side), size), make)

    # -- highlights ----------------------------------------------------------
