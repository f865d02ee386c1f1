"""The lacquered board, the helper-line overlay and the perch-name overlay, cached.

The names themselves (their text in each mode and where each plate goes) are
:mod:`.board_names`'.

Everything is painted from ``board.drawing`` and the perch coordinates: no board
coordinates live here. Layers are painted at three times their size and
smoothed down (sharp anti-aliased strokes at every size), then kept in small
least-recently-used caches keyed by (size, quarter_turns[, names mode]) so
that an ordinary frame only blits.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence

import pygame

from ..engine.board import Board
from .board_names import (
    JOINED_MODES,
    NAME_MODES,
    NamePlate,
    label_text,
    name_font_px,
    paint_names,
    place_names,
)
from .geometry import BoardGeometry, UnitPoint
from .lacquer import (
    HELPER_UNITS,
    RIM_UNITS,
    STROKE_UNITS,
    STUD_UNITS,
    THIN_UNITS,
    Canvas,
    Segment,
    cloud_scroll,
    fish_motif,
    gloss_layer,
    lacquer_ground,
    motif_sites,
    square_segments,
)
from .palette import Palette, mix
from .surface_cache import SurfaceCache
from .text import TextCache

SUPERSAMPLE = 3
MAX_CACHED = 8


class BoardRenderer:
    """Paints and caches the board layers for one board and palette.

    ``board_surface`` is opaque; ``lines_overlay`` and ``names_overlay`` are
    transparent and go on top, each ``size`` x ``size`` pixels, to be blitted at
    ``BoardGeometry.rect.topleft``.
    """

    def __init__(
        self,
        board: Board,
        palette: Palette,
        text: TextCache | None = None,
        max_cached: int = MAX_CACHED,
    ) -> None:
        self.board = board
        self.palette = palette
        self.text = text if text is not None else TextCache()
        self.max_cached = max_cached
        self._cache = SurfaceCache(max_cached * 3)
        self._plates: dict[tuple[int, int, str, int], list[NamePlate]] = {}
        self._sites: list[tuple[UnitPoint, float]] | None = None

    # -- caching -------------------------------------------------------------

    def _cached(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        return self._cache.get(key, make)

    def clear(self) -> None:
        """Drop every cached layer (after a palette change, say)."""
        self._cache.clear()
        self._plates.clear()

    # -- public layers -------------------------------------------------------

    def board_surface(self, size: int, quarter_turns: int = 0) -> pygame.Surface:
        """The lacquered board, ``size`` pixels square, turned ``quarter_turns`` clockwise."""
        size, q = int(size), quarter_turns % 4
        if q:
            return self._cached(
                ("board", size, q),
                lambda: pygame.transform.rotate(self.board_surface(size, 0), -90 * q),
            )
        return self._cached(("board", size, 0), lambda: self._paint_board(size))

    def lines_overlay(self, size: int, quarter_turns: int = 0) -> pygame.Surface:
        """Every edge of the perch graph; nest links dotted (owls only). A board with a
        track (``cazaux``) shows its direction of travel with arrows, and its crossings
        through the centre in gold."""
        size, q = int(size), quarter_turns % 4
        if q:
            return self._cached(
                ("lines", size, q),
                lambda: pygame.transform.rotate(self.lines_overlay(size, 0), -90 * q),
            )
        return self._cached(("lines", size, 0), lambda: self._paint_lines(size))

    def names_overlay(
        self, size: int, quarter_turns: int, mode: str, px: int | None = None
    ) -> pygame.Surface:
        """Perch labels in ``mode`` (one of ``NAME_MODES``), upright whatever the turn, their
        text ``px`` high (the mode's own size on this board by default)."""
        size, q = int(size), quarter_turns % 4
        px = name_font_px(size, mode) if px is None else int(px)
        return self._cached(
            ("names", size, q, mode, px),
            lambda: paint_names(
                self.palette, self.text, size, self.name_plates(size, q, mode, px), px
            ),
        )

    def name_plates(self, size: int, quarter_turns: int, mode: str, px: int) -> list[NamePlate]:
        """Where each label's plate goes (board pixels), as ``names_overlay`` draws them."""
        if mode not in NAME_MODES + JOINED_MODES:
            raise ValueError(f"names mode must be one of {NAME_MODES}, not {mode!r}")
        key = (int(size), quarter_turns % 4, mode, int(px))
        plates = self._plates.get(key)
        if plates is None:
            if len(self._plates) >= self.max_cached:
                self._plates.pop(next(iter(self._plates)))
            plates = place_names(self.board, self.text, key[0], key[1], mode, key[3])
            self._plates[key] = plates
        return plates

    def label(self, index: int, mode: str) -> str:
        """The text shown for perch ``index`` in a names mode."""
        return label_text(self.board, index, mode)

    def draw(
        self,
        target: pygame.Surface,
        geometry: BoardGeometry,
        *,
        show_lines: bool = False,
        names_mode: str | None = None,
        names_px: int | None = None,
    ) -> None:
        """Blit the board (and overlays) for ``geometry``.

        At a whole quarter turn this only blits cached layers. At an in-between
        angle (a rotation animation) the board and lines are turned smoothly and
        the names are left out, since they could not stay upright.
        """
        size = geometry.size
        quarter = geometry.angle / 90.0
        if quarter == int(quarter):
            q = int(quarter) % 4
            pos = geometry.rect.topleft
            target.blit(self.board_surface(size, q), pos)
            if show_lines:
                target.blit(self.lines_overlay(size, q), pos)
            if names_mode:
                target.blit(self.names_overlay(size, q, names_mode, names_px), pos)
            return
        base = self.board_surface(size, 0)
        if show_lines:
            base = self._cached(("board+lines", size), lambda: self._with_lines(size))
        turned = pygame.transform.rotozoom(base, -geometry.angle, 1.0)
        cx, cy = geometry.center
        target.blit(turned, turned.get_rect(center=(round(cx), round(cy))))

    # -- painting ------------------------------------------------------------

    def _with_lines(self, size: int) -> pygame.Surface:
        surf = self.board_surface(size, 0).copy()
        surf.blit(self.lines_overlay(size, 0), (0, 0))
        return surf

    def _motif_sites(self) -> list[tuple[UnitPoint, float]]:
        if self._sites is None:
            self._sites = motif_sites(self.board)
        return self._sites

    def _paint_board(self, size: int) -> pygame.Surface:
        pal = self.palette
        d = self.board.drawing
        ss = SUPERSAMPLE
        big = pygame.Surface((size * ss, size * ss))
        big.fill(pal.rim)
        c = Canvas(big)
        # the raised rim of the board: a bevel, light above and left, dark below and right
        n = c.n
        rim = c.u(RIM_UNITS)
        pygame.draw.rect(
            big, mix(pal.rim, pal.ground_sheen, 0.45), (0, 0, n, n), max(1, round(rim * 0.25))
        )
        pygame.draw.line(big, pal.rim, (0, n - 1), (n, n - 1), max(1, round(rim * 0.3)))
        pygame.draw.line(big, pal.rim, (n - 1, 0), (n - 1, n), max(1, round(rim * 0.3)))
        ground = pygame.transform.scale(lacquer_ground(size, pal), (n, n))
        inner = pygame.Rect(round(rim), round(rim), n - 2 * round(rim), n - 2 * round(rim))
        big.blit(ground, inner.topleft, inner)
        pygame.draw.rect(
            big, mix(pal.ochre, pal.ground, 0.35), inner, max(1, round(c.u(THIN_UNITS * 0.6)))
        )

        # clouds in the open fields
        for k, (centre, radius) in enumerate(self._motif_sites()):
            turn = (k % 4) * math.pi / 2 + 0.3
            cloud_scroll(c, centre, radius * 0.8, turn, pal.cloud)

        # the pond: water, ripples and two fish circling the centre stud
        lo, hi = d.pond_square
        pond_rect = pygame.Rect(
            round(c.u(lo)), round(c.u(lo)), round(c.u(hi - lo)), round(c.u(hi - lo))
        )
        water = pygame.Surface((16, 16))
        for j in range(16):
            for i in range(16):
                r = math.hypot(i - 7.5, j - 7.5) / 10.6
                water.set_at((i, j), mix(pal.water, pal.water_deep, r))
        big.blit(pygame.transform.smoothscale(water, pond_rect.size), pond_rect)
        mid = ((lo + hi) / 2, (lo + hi) / 2)
        span = hi - lo
        ripples = pygame.Surface(big.get_size(), pygame.SRCALPHA)
        rc = Canvas(ripples)
        for k, frac in enumerate((0.16, 0.27, 0.38)):
            rc.ring(mid, span * frac, THIN_UNITS * (0.9 - 0.2 * k), (*pal.ripple, 110 - 30 * k))
        big.blit(ripples, (0, 0))
        for k in range(2):
            a = math.pi * k + math.pi / 4
            fc = (mid[0] + math.cos(a) * span * 0.27, mid[1] + math.sin(a) * span * 0.27)
            fish_motif(
                c,
                fc,
                span * 0.22,
                a + math.pi / 2,
                mix(pal.ochre, pal.water, 0.25),
                pal.water_deep,
            )

        # frame: a vermilion band between two fine ochre lines
        flo, fhi = d.frame
        gap = STROKE_UNITS * 0.95
        for seg in square_segments(flo - gap, fhi + gap) + square_segments(flo + gap, fhi - gap):
            c.stroke(*seg, THIN_UNITS, pal.ochre, extend=THIN_UNITS / 2)
        self._paint_strokes(c, square_segments(flo, fhi), STROKE_UNITS * 1.15)
        # the pond square and the TLV strokes
        self._paint_strokes(c, square_segments(lo, hi), STROKE_UNITS)
        self._paint_strokes(c, list(d.lines), STROKE_UNITS)

        # nests: a ringed circle with a cinnabar heart
        for centre, radius in d.circles:
            c.disc(centre, radius, mix(pal.ground_deep, pal.ground, 0.4))
            c.ring(centre, radius, STROKE_UNITS * 0.9, pal.vermilion_dark)
            c.ring(centre, radius, STROKE_UNITS * 0.55, pal.vermilion)
            c.ring(centre, radius * 0.62, THIN_UNITS, pal.ochre)

        # inlaid studs on every perch
        for p in self.board.perches:
            self._paint_stud(
                c, (p.x, p.y), STUD_UNITS * (1.25 if p.index == self.board.pond else 1.0)
            )
        board = pygame.transform.smoothscale(big, (size, size))
        board.blit(gloss_layer(size), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        return board

    def _paint_strokes(self, c: Canvas, segs: Sequence[Segment], width: float) -> None:
        pal = self.palette
        for a, b in segs:
            c.stroke(
                a,
                b,
                width + THIN_UNITS * 0.9,
                pal.vermilion_dark,
                extend=(width + THIN_UNITS * 0.9) / 2,
            )
        for a, b in segs:
            c.stroke(a, b, width, pal.vermilion, extend=width / 2)
        for a, b in segs:
            c.stroke(a, b, width * 0.2, mix(pal.vermilion, pal.cinnabar, 0.8), extend=width * 0.1)

    def _paint_stud(self, c: Canvas, centre: UnitPoint, r: float) -> None:
        pal = self.palette
        x, y = centre
        c.disc((x + r * 0.18, y + r * 0.22), r * 1.12, pal.ground_deep)
        c.disc(centre, r, pal.bronze)
        c.disc(centre, r * 0.74, pal.bone_shade)
        c.disc((x - r * 0.06, y - r * 0.06), r * 0.62, pal.bone)
        c.disc((x - r * 0.26, y - r * 0.26), r * 0.18, (255, 252, 240))

    def _paint_lines(self, size: int) -> pygame.Surface:
        pal = self.palette
        ss = SUPERSAMPLE
        big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
        big.fill((*pal.helper_line, 0))
        c = Canvas(big)
        colour = (*pal.helper_line, 190)
        outline = (*pal.ground_deep, 150)
        w = max(HELPER_UNITS, 2.2 / size)
        perches = self.board.perches
        for e in self.board.edges:
            a, b = perches[e.a], perches[e.b]
            if e.kind == "nest":
                continue
            c.stroke((a.x, a.y), (b.x, b.y), w * 2.2, outline)
        gold = (*pal.gold, 215)
        for e in self.board.edges:
            a, b = perches[e.a], perches[e.b]
            if e.kind == "crossing":  # a crossing through the centre: gold dashes, wider
                length = math.hypot(b.x - a.x, b.y - a.y)
                count = max(1, round(length / (w * 9)))
                for k in range(count):
                    t0, t1 = k / count, (k + 0.62) / count
                    p0 = (a.x + (b.x - a.x) * t0, a.y + (b.y - a.y) * t0)
                    p1 = (a.x + (b.x - a.x) * t1, a.y + (b.y - a.y) * t1)
                    c.stroke(p0, p1, w * 1.5, gold)
                continue
            if e.kind != "nest":
                c.stroke((a.x, a.y), (b.x, b.y), w, colour)
                continue
            # owl-only nest links: a row of dots
            length = math.hypot(b.x - a.x, b.y - a.y)
            step = w * 3.2
            count = max(2, int(length / step))
            for k in range(count + 1):
                t = k / count
                pt = (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                c.disc(pt, w * 1.05, outline)
                c.disc(pt, w * 0.75, (*pal.gold, 230))
        for a_id, b_id in self._track_steps():
            a, b = perches[a_id], perches[b_id]
            tint = gold if {a_id, b_id} & self._crossing_stations() else colour
            self._paint_arrow(c, (a.x, a.y), (b.x, b.y), w, tint, outline)
        return pygame.transform.smoothscale(big, (size, size))

    def _track_steps(self) -> list[tuple[int, int]]:
        """The directed steps of the board's track, as perch indices (none without a track)."""
        track = self.board.track
        if track is None:
            return []
        index = self.board.index

        def station(pid: str) -> int:
            return index[track.lanes.get(pid, pid)]

        steps = {(station(a), station(b)) for a, b in track.next.items()}
        steps |= {(station(a), station(b)) for a, b in track.branches.items()}
        return sorted(steps)

    def _crossing_stations(self) -> set[int]:
        """The stations strictly on a crossing (not the circuit's)."""
        cross: set[int] = set()
        for e in self.board.edges:
            if e.kind == "crossing":
                cross |= {e.a, e.b}
        circuit = {i for e in self.board.edges if e.kind != "crossing" for i in (e.a, e.b)}
        return cross - circuit

    @staticmethod
    def _paint_arrow(
        c: Canvas,
        a: UnitPoint,
        b: UnitPoint,
        w: float,
        colour: tuple[int, int, int, int],
        outline: tuple[int, int, int, int],
    ) -> None:
        """An arrowhead half way from a to b, pointing to b: the direction of travel."""
        (ax, ay), (bx, by) = c.p(a), c.p(b)
        length = math.hypot(bx - ax, by - ay)
        if length == 0:
            return
        ux, uy = (bx - ax) / length, (by - ay) / length
        mx, my = (ax + bx) / 2, (ay + by) / 2
        head, half = c.u(w * 4.2), c.u(w * 2.6)
        for grow, tint in ((c.u(w * 0.9), outline), (0.0, colour)):
            tip = (mx + ux * (head / 2 + grow), my + uy * (head / 2 + grow))
            back = (mx - ux * (head / 2 + grow), my - uy * (head / 2 + grow))
            pts = [
                tip,
                (back[0] - uy * (half + grow), back[1] + ux * (half + grow)),
                (back[0] + uy * (half + grow), back[1] - ux * (half + grow)),
            ]
            pygame.draw.polygon(c.surface, tint, pts)
