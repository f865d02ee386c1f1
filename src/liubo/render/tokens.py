"""How the tokens are painted: the sticks, the number tiles, the fish of the score, the marks.

Each is painted at :data:`SUPERSAMPLE` times its size and smoothed down (:func:`finish`),
as the birds of :mod:`.bird_paint` are; :class:`.sprites.SpriteBank` caches what these
functions paint, per (kind, size, state).
"""

from __future__ import annotations

import math

import pygame

from .palette import RGB, Palette, mix
from .text import TextCache

SUPERSAMPLE = 3
TILE_STATES = ("normal", "used", "selected")
STICK_GROUPS = ("light", "dark")
CHINESE_NUMERALS = {1: "一", 2: "二", 3: "三", 4: "四"}

Point = tuple[float, float]


def finish(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A surface painted at SUPERSAMPLE times its size, smoothed down to ``size``."""
    return pygame.transform.smoothscale(big, size)


def paint_highlight(palette: Palette, kind: str, size: int) -> pygame.Surface:
    ss = SUPERSAMPLE
    n = size * ss
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    colour = palette.highlights.colour(kind)
    c = n / 2
    r = n * 0.42
    w = max(2, round(n * 0.07))
    dark = (0, 0, 0, 150)
    if kind == "start":
        kind = "selected"
    elif kind == "landing":
        pygame.draw.circle(big, (*colour, 110), (c, c), r)
        kind = "legal"
    if kind in ("capture", "blockade", "contested", "nest", "pond", "blocked"):
        _paint_diagram_marker(big, kind, colour, c, r, w)
    elif kind == "legal":
        pygame.draw.circle(big, (*colour, 60), (c, c), r)
        pygame.draw.circle(big, dark, (c, c), r + w * 0.4, w + 2)
        pygame.draw.circle(big, colour, (c, c), r, w)
    elif kind == "entry":
        for k in range(10):
            a0 = 2 * math.pi * k / 10
            pts = [
                (c + r * math.cos(a0 + t * 0.4), c + r * math.sin(a0 + t * 0.4))
                for t in (0, 0.25, 0.5, 0.75, 1)
            ]
            pygame.draw.lines(big, dark, False, pts, w + 3)
            pygame.draw.lines(big, colour, False, pts, w)
        pygame.draw.circle(big, (*colour, 70), (c, c), r * 0.55)
    elif kind == "selected":
        pygame.draw.circle(big, dark, (c, c), r + w, w * 3)
        pygame.draw.circle(big, colour, (c, c), r + w * 0.5, w)
        pygame.draw.circle(big, colour, (c, c), r - w * 1.2, max(1, w // 2))
    elif kind == "path":
        s = r * 0.6
        diamond = [(c, c - s), (c + s, c), (c, c + s), (c - s, c)]
        pygame.draw.polygon(
            big, dark, [(c, c - s - w), (c + s + w, c), (c, c + s + w), (c - s - w, c)]
        )
        pygame.draw.polygon(big, colour, diamond)
    else:  # last_move
        arm = r * 0.45
        for sx in (-1, 1):
            for sy in (-1, 1):
                x, y = c + sx * r, c + sy * r
                pts = [(x, y - sy * arm), (x, y), (x - sx * arm, y)]
                pygame.draw.lines(big, dark, False, pts, w + 3)
                pygame.draw.lines(big, colour, False, pts, w)
    return finish(big, (size, size))


def _paint_diagram_marker(
    big: pygame.Surface, kind: str, colour: RGB, c: float, r: float, w: int
) -> None:
    """The rulebook's own marker shapes (see ``highlight``)."""
    dark = (0, 0, 0, 170)
    if kind == "capture":
        pygame.draw.circle(big, dark, (c, c), r + w * 0.4, w + 3)
        pygame.draw.circle(big, colour, (c, c), r, w)
        arm = r * 0.95
        for sx in (-1, 1):
            a, b = (c - arm, c - sx * arm), (c + arm, c + sx * arm)
            pygame.draw.line(big, dark, a, b, w * 2 + 3)
            pygame.draw.line(big, colour, a, b, w * 2)
    elif kind == "blockade":
        rect = pygame.Rect(0, 0, r * 1.9, r * 1.9)
        rect.center = (round(c), round(c))
        pygame.draw.rect(big, (*colour, 70), rect)
        pygame.draw.rect(big, dark, rect.inflate(w, w), w * 2 + 2)
        pygame.draw.rect(big, colour, rect, w + 1)
        for k in (1, 2):  # courses of a brick wall
            y = rect.top + rect.height * k / 3
            pygame.draw.line(big, colour, (rect.left, y), (rect.right, y), max(1, w // 2))
    elif kind == "contested":
        rect = pygame.Rect(0, 0, r * 2, r * 2)
        rect.center = (round(c), round(c))
        pygame.draw.circle(big, dark, (c, c), r + w * 0.4, w + 3)
        pygame.draw.arc(big, colour, rect, math.pi / 2, 3 * math.pi / 2, w + 1)
        pygame.draw.arc(big, (250, 240, 200), rect, -math.pi / 2, math.pi / 2, w + 1)
        pygame.draw.line(big, dark, (c, c - r * 1.15), (c, c + r * 1.15), w + 2)
        pygame.draw.line(big, colour, (c, c - r * 1.1), (c, c + r * 1.1), max(1, w // 2))
    elif kind == "nest":
        pygame.draw.circle(big, (*colour, 70), (c, c), r)
        for rr, ww in ((r, w + 1), (r * 0.55, w)):
            pygame.draw.circle(big, dark, (c, c), rr + w * 0.4, ww + 3)
            pygame.draw.circle(big, colour, (c, c), rr, ww)
        pygame.draw.circle(big, colour, (c, c), r * 0.16)
    elif kind == "pond":
        pts = []
        for k in range(73):
            angle = 2 * math.pi * k / 72
            rr = r * (1 + 0.08 * math.sin(angle * 8))
            pts.append((c + rr * math.cos(angle), c + rr * math.sin(angle)))
        pygame.draw.lines(big, dark, True, pts, w + 4)
        pygame.draw.lines(big, colour, True, pts, w + 1)
    else:  # blocked: a no-entry sign
        pygame.draw.circle(big, (0, 0, 0, 90), (c, c), r)
        pygame.draw.circle(big, dark, (c, c), r + w * 0.4, w + 3)
        pygame.draw.circle(big, colour, (c, c), r, w)
        d = r * 0.7
        pygame.draw.line(big, dark, (c - d, c + d), (c + d, c - d), w * 2 + 2)
        pygame.draw.line(big, colour, (c - d, c + d), (c + d, c - d), w + 1)


def _stick_colours(palette: Palette, group: str) -> tuple[RGB, RGB, RGB, RGB]:
    p = palette
    if group == "light":
        return (p.bamboo_dark, p.bamboo, p.bamboo_light, p.vermilion_dark)
    return (p.lacquer_stick_dark, p.lacquer_stick, p.lacquer_stick_light, p.gold)


def paint_stick(palette: Palette, group: str, rounded: bool, length: int) -> pygame.Surface:
    ss = SUPERSAMPLE
    thick = max(4, round(length * 0.14))
    w, h = thick + 4, length + 4
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    dark, mid, light, mark = _stick_colours(palette, group)
    x0, y0, tw, th = 2 * ss, 2 * ss, thick * ss, length * ss
    body = pygame.Rect(x0, y0, tw, th)
    shadow = body.move(ss, ss * 2)
    pygame.draw.rect(big, (0, 0, 0, 110), shadow, border_radius=tw // 2 if rounded else tw // 6)
    if rounded:
        # convex face: shaded across its width like a half-round rod, capsule ends
        mask = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), body, border_radius=tw // 2)
        shade = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        strips = 16
        for k in range(strips):
            t = (k + 0.5) / strips
            amount = math.sin(math.pi * t) ** 0.7 * (1.0 - 0.35 * t)
            pygame.draw.rect(
                shade,
                mix(dark, light, amount),
                pygame.Rect(x0 + tw * k // strips, y0, tw // strips + 2, th),
            )
        shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(shade, (0, 0))
        # the marking: painted bands and a central dot on the rounded face
        band = max(1, round(th * 0.035))
        for fy in (0.2, 0.26, 0.74, 0.8):
            pygame.draw.rect(big, mark, pygame.Rect(x0 + tw * 0.12, y0 + th * fy, tw * 0.76, band))
        pygame.draw.circle(big, mark, (x0 + tw / 2, y0 + th / 2), tw * 0.22)
        pygame.draw.circle(big, light, (x0 + tw / 2, y0 + th / 2), tw * 0.08)
        pygame.draw.rect(big, mix(dark, (0, 0, 0), 0.3), body, max(1, ss), border_radius=tw // 2)
    else:
        # flat face: evenly lit, square-cut ends, a split line of the grain
        pygame.draw.rect(big, mix(mid, dark, 0.25), body, border_radius=tw // 6)
        inner = body.inflate(-tw * 0.24, -tw * 0.24)
        pygame.draw.rect(big, mix(mid, light, 0.1), inner, border_radius=tw // 8)
        pygame.draw.line(
            big,
            mix(mid, dark, 0.55),
            (x0 + tw * 0.5, y0 + th * 0.08),
            (x0 + tw * 0.5, y0 + th * 0.92),
            max(1, ss),
        )
        pygame.draw.rect(big, mix(dark, (0, 0, 0), 0.3), body, max(1, ss), border_radius=tw // 6)
    return finish(big, (w, h))


def paint_tile(
    palette: Palette, text: TextCache, number: int, size: int, state: str
) -> pygame.Surface:
    p = palette
    ss = SUPERSAMPLE
    n = size * ss
    big = pygame.Surface((n, n), pygame.SRCALPHA)
    inset = round(n * 0.09)
    body = pygame.Rect(inset, inset, n - 2 * inset, n - 2 * inset)
    radius = round(n * 0.12)
    if state == "selected":
        glow = p.highlights.selected
        for k in range(8):
            grow = round(inset * 1.9 * (1 - k / 8))
            pygame.draw.rect(
                big,
                (*glow, 18 + 12 * k),
                body.inflate(grow, grow),
                border_radius=radius + grow // 2,
            )
    pygame.draw.rect(big, (0, 0, 0, 140), body.move(ss * 2, ss * 3), border_radius=radius)
    face = {
        "normal": p.ground,
        "used": (44, 40, 38),
        "selected": mix(p.ground, p.vermilion_dark, 0.6),
    }[state]
    edge = p.gold if state == "selected" else (p.ochre if state == "normal" else (100, 94, 88))
    pygame.draw.rect(big, mix(face, p.ground_sheen, 0.35), body, border_radius=radius)
    pygame.draw.rect(
        big,
        face,
        body.inflate(-inset * 0.6, -inset * 0.6).move(inset * 0.15, inset * 0.2),
        border_radius=radius,
    )
    pygame.draw.rect(big, edge, body, max(2, round(n * 0.035)), border_radius=radius)
    pygame.draw.rect(
        big,
        mix(edge, face, 0.5),
        body.inflate(-n * 0.1, -n * 0.1),
        max(1, round(n * 0.01)),
        border_radius=round(radius * 0.6),
    )
    small = pygame.transform.smoothscale(big, (size, size))
    ink = p.text if state == "normal" else (p.gold if state == "selected" else (120, 114, 108))
    numeral = text.render(CHINESE_NUMERALS[number], round(size * 0.46), ink, bold=True)
    small.blit(numeral, numeral.get_rect(center=(size // 2, round(size * 0.44))))
    digit = text.render(
        str(number),
        max(8, round(size * 0.2)),
        p.vermilion if state != "used" else ink,
        bold=True,
    )
    small.blit(digit, digit.get_rect(topleft=(round(size * 0.15), round(size * 0.08))))
    pip_r = max(1.5, size * 0.04)
    gap = pip_r * 2.8
    x0 = size / 2 - gap * (number - 1) / 2
    for k in range(number):
        pos = (x0 + gap * k, size * 0.8)
        pygame.draw.circle(small, (0, 0, 0), pos, pip_r + 1)
        pygame.draw.circle(small, p.cinnabar if state != "used" else ink, pos, pip_r)
    return small


def paint_fish(palette: Palette, size: int, filled: bool) -> pygame.Surface:
    p = palette
    ss = SUPERSAMPLE
    w, h = size, max(4, round(size * 0.62))
    big = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
    bw, bh = w * ss, h * ss

    def at(x: float, y: float) -> Point:
        return (bw * x, bh * y)

    body = [
        at(0.62 + 0.3 * math.cos(a), 0.5 + 0.34 * math.sin(a))
        for a in (2 * math.pi * k / 40 for k in range(40))
    ]
    tail = [at(0.36, 0.5), at(0.06, 0.18), at(0.16, 0.5), at(0.06, 0.82)]
    line = max(2, round(bh * 0.07))
    if filled:
        pygame.draw.polygon(big, p.vermilion, tail)
        pygame.draw.polygon(big, p.gold, body)
        pygame.draw.polygon(big, p.vermilion_dark, [at(0.55, 0.2), at(0.45, 0.02), at(0.7, 0.17)])
        pygame.draw.polygon(big, mix(p.gold, p.vermilion, 0.4), body, line)
        for k in range(3):
            x = 0.5 + 0.09 * k
            pygame.draw.arc(
                big,
                mix(p.gold, p.vermilion, 0.5),
                pygame.Rect(*at(x - 0.06, 0.32), bw * 0.12, bh * 0.36),
                -1.2,
                1.2,
                max(1, line // 2),
            )
        pygame.draw.circle(big, p.ground_deep, at(0.8, 0.42), bh * 0.07)
    else:
        dim = p.text_dim
        pygame.draw.polygon(big, (*p.ground_deep, 160), body)
        pygame.draw.polygon(big, dim, body, line)
        pygame.draw.polygon(big, dim, tail, line)
        pygame.draw.circle(big, dim, at(0.8, 0.42), bh * 0.06)
    return finish(big, (w, h))
