"""The sprites of one palette: each painted once per (kind, size, state), cached, and placed.

:class:`SpriteBank` hands out birds and Owls (painted by :mod:`.bird_paint`), sticks,
number tiles, fish and highlight marks (painted by :mod:`.tokens`), each painted at three
times its size and smoothed down once, so drawing a frame only blits. It also places
them: a perch's birds (one, a blockade stacked, a contested pair side by side, a
sanctuary's ring), a player's waiting stones, a throw's sticks. Bird sprites are meant
to be blitted centred on the perch point.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Sequence

import pygame

from ..engine.sides import Side
from .bird_paint import BIRD_STATES, paint_bird
from .palette import MARKER_KINDS, Palette
from .surface_cache import SurfaceCache
from .text import TextCache
from .tokens import (
    CHINESE_NUMERALS,
    STICK_GROUPS,
    TILE_STATES,
    paint_fish,
    paint_highlight,
    paint_stick,
    paint_tile,
)

MAX_CACHED = 256
STACK_OFFSET = 0.34  # blockade: the upper stone sits this many diameters higher
CONTEST_OFFSET = 0.34  # contested: stones this many diameters either side
OWL_PAIR_OFFSET = 0.3  # two Owls of a blockade: each this many diameters off centre

Point = tuple[float, float]


class SpriteBank:
    """Cached sprites for one palette: birds, sticks, number tiles, fish and highlight marks.

    Sizes are in screen pixels.
    """

    def __init__(
        self, palette: Palette, text: TextCache | None = None, max_cached: int = MAX_CACHED
    ) -> None:
        self.palette = palette
        self.text = text if text is not None else TextCache()
        self.max_cached = max_cached
        self._cache = SurfaceCache(max_cached)

    # -- caching -------------------------------------------------------------

    def _cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._cache.get(key, make)

    def clear(self) -> None:
        """Forget every cached sprite."""
        self._cache.clear()

    # -- birds ---------------------------------------------------------------

    def bird(self, side: Side, owl: bool, size: int, state: str = "normal") -> pygame.Surface:
        """A bird (or Owl) of ``side``, its stone ``size`` px wide; blit it centred on the perch."""
        if state not in BIRD_STATES:
            raise ValueError(f"bird state must be one of {BIRD_STATES}, not {state!r}")
        size = max(6, int(size))
        return self._cached(
            ("bird", Side(side), bool(owl), size, state),
            lambda: paint_bird(self.palette, Side(side), owl, size, state),
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

    def highlight(self, kind: str, size: int) -> pygame.Surface:
        """A marker for a perch, ``size`` pixels across, blitted centred on the perch.

        Each kind has its own shape as well as colour: legal = ring, entry =
        dashed ring, selected = double ring, path = diamond, last move = corner brackets.
        The rulebook's diagram kinds: start = double ring, landing = filled ring, capture =
        ring with a cross, blockade = square wall, contested = ring split in two, nest =
        target, pond = wavy ring, blocked = no-entry sign.
        """
        if kind not in MARKER_KINDS:
            raise ValueError(f"highlight kind must be one of {MARKER_KINDS}, not {kind!r}")
        size = max(6, int(size))
        return self._cached(
            ("highlight", kind, size), lambda: paint_highlight(self.palette, kind, size)
        )

    # -- sticks --------------------------------------------------------------

    def stick(self, group: str, rounded: bool, length: int) -> pygame.Surface:
        """One stick lying vertically, ``length`` pixels long; rounded face up counts 1."""
        if group not in STICK_GROUPS:
            raise ValueError(f"stick group must be one of {STICK_GROUPS}, not {group!r}")
        length = max(12, int(length))
        return self._cached(
            ("stick", group, bool(rounded), length),
            lambda: paint_stick(self.palette, group, rounded, length),
        )

    def sticks_surface(
        self,
        light: Sequence[bool],
        dark: Sequence[bool],
        length: int,
        rng: random.Random,
    ) -> pygame.Surface:
        """Both groups as thrown: light group left, dark group right, each stick at a small
        random angle and offset from ``rng``. Not cached: keep the result for the throw."""
        length = max(12, int(length))
        thick = max(4, round(length * 0.14))
        group_w = round(thick * 5.2)
        gap = round(thick * 1.6)
        w, h = group_w * 2 + gap + thick * 2, round(length * 1.25)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        for g, (name, faces) in enumerate((("light", light), ("dark", dark))):
            left = thick + g * (group_w + gap)
            for k, rounded in enumerate(faces):
                stick = self.stick(name, rounded, length)
                turned = pygame.transform.rotate(stick, rng.uniform(-13.0, 13.0))
                cx = left + group_w * (k + 0.5) / 3 + rng.uniform(-0.25, 0.25) * thick
                cy = h / 2 + rng.uniform(-0.06, 0.06) * length
                surf.blit(turned, turned.get_rect(center=(round(cx), round(cy))))
        return surf

    def draw_sticks(
        self,
        surface: pygame.Surface,
        center: Point,
        light: Sequence[bool],
        dark: Sequence[bool],
        length: int,
        rng: random.Random,
    ) -> pygame.Rect:
        """Blit ``sticks_surface`` centred on ``center``; returns the rect it covered."""
        sticks = self.sticks_surface(light, dark, length, rng)
        return surface.blit(sticks, sticks.get_rect(center=(round(center[0]), round(center[1]))))

    # -- tiles and score -----------------------------------------------------

    def tile(self, number: int, size: int, state: str = "normal") -> pygame.Surface:
        """A number tile (1-4): Chinese numeral, digit and pips; ``size`` pixels square."""
        if number not in CHINESE_NUMERALS:
            raise ValueError(f"tiles show 1 to 4, not {number}")
        if state not in TILE_STATES:
            raise ValueError(f"tile state must be one of {TILE_STATES}, not {state!r}")
        size = max(16, int(size))
        return self._cached(
            ("tile", number, size, state),
            lambda: paint_tile(self.palette, self.text, number, size, state),
        )

    def fish(self, size: int, filled: bool) -> pygame.Surface:
        """A score fish, ``size`` pixels wide: filled (a point won) or empty."""
        size = max(8, int(size))
        return self._cached(
            ("fish", size, bool(filled)), lambda: paint_fish(self.palette, size, filled)
        )
