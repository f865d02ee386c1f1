"""How a bird is painted: Green's jade stone, White's ivory stone, an Owl's tablet.

Green stones are round jade carved with a perched bird; White stones are octagonal ivory
carved with a bird in flight, so the sides differ in shape as well as colour. An Owl is
the stone stood on its edge: a taller tablet with an owl's face. A bird is painted at
three times its size and smoothed down (:func:`paint_bird`), on a surface padded so
that blitting it centred on the perch point stands it on the perch
(:func:`bird_extent`); :class:`.sprites.SpriteBank` caches what it paints.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from ..engine.sides import Side
from .palette import RGB, Palette, mix
from .tokens import SUPERSAMPLE, finish

BIRD_STATES = ("normal", "selected", "dimmed")
OWL_TOP = 1.05  # an Owl reaches this many diameters above its perch point
OWL_WIDTH = 0.74
OWL_BASE = 0.3  # and this far below it

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


def bird_extent(owl: bool, size: int) -> tuple[int, int]:
    """(width, height) of the surface of a bird whose stone is ``size`` px wide."""
    w = math.ceil(size * 1.5)
    h = math.ceil(size * 2 * (OWL_TOP + 0.25)) if owl else w
    return (w, h)


def paint_bird(palette: Palette, side: Side, owl: bool, size: int, state: str) -> pygame.Surface:
    """A bird (or Owl) of ``side`` in ``state``, its stone ``size`` px wide."""
    ss = SUPERSAMPLE
    w, h = bird_extent(owl, size)
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    d = size * ss
    cx, cy = w * ss / 2, h * ss / 2
    if state == "selected":
        _glow(palette, big, (cx, cy - (d * (OWL_TOP - OWL_BASE) / 2 if owl else 0)), d, owl)
    if owl:
        _paint_owl(palette, big, side, cx, cy, d)
    else:
        _paint_stone(palette, big, side, cx, cy, d)
    surf = finish(big, (w, h))
    if state == "dimmed":
        surf.fill((120, 120, 120, 150), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def _glow(palette: Palette, big: pygame.Surface, centre: Point, d: float, owl: bool) -> None:
    gold = palette.highlights.selected
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


def _stone_colours(palette: Palette, side: Side) -> tuple[RGB, RGB, RGB]:
    p = palette
    if side == Side.GREEN:
        return (p.jade_dark, p.jade, p.jade_light)
    return (p.ivory_dark, p.ivory, p.ivory_light)


def _paint_stone(
    palette: Palette, big: pygame.Surface, side: Side, cx: float, cy: float, d: float
) -> None:
    dark, mid, light = _stone_colours(palette, side)
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
        _carve_perched_bird(big, cx - r * 0.03, cy - r * 0.02, r * 0.62, mix(dark, mid, 0.2), light)
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
        _carve_flying_bird(big, cx - r * 0.03, cy - r * 0.02, r * 0.6, mix(dark, mid, 0.05), light)


def _incise(
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
    big: pygame.Surface, cx: float, cy: float, s: float, groove: RGB, lip: RGB
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

    _incise(big, draw, groove, lip, s)


def _carve_flying_bird(
    big: pygame.Surface, cx: float, cy: float, s: float, groove: RGB, lip: RGB
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

    _incise(big, draw, groove, lip, s)


def _paint_owl(
    palette: Palette, big: pygame.Surface, side: Side, cx: float, cy: float, d: float
) -> None:
    dark, mid, light = _stone_colours(palette, side)
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
        pygame.draw.circle(big, palette.gold, (ex, ey), er * 0.85)
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
