"""Small board diagrams for the rulebook, drawn by the real board and sprite renderers."""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence

import pygame

from ..engine.board import Board
from ..engine.sides import Side
from .board_layer import BoardRenderer
from .geometry import BoardGeometry
from .palette import SIDE_COLOURS, Palette, make_palette
from .sprites import SpriteBank
from .strokes import draw_arrow_head, draw_path
from .text import TextCache

Placement = tuple[str, Side, bool]  # (perch id, side, is_owl)
ON_TOP = ("capture", "blocked")  # marker kinds drawn over the birds
MARKER_SCALE = 3.0  # marker diameter in perch radii: larger than on the play screen, to read small
BIRD_SCALE = 2.5  # bird size in perch radii: a little larger than on the play screen


def _shorten(a: tuple[float, float], b: tuple[float, float], by: float) -> tuple[float, float]:
    """Point ``by`` pixels before ``b`` on the way from ``a``."""
    length = math.hypot(b[0] - a[0], b[1] - a[1])
    if length <= by * 1.5:
        return b
    t = (length - by) / length
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _stack_badge(
    surface: pygame.Surface,
    point: tuple[float, float],
    birds: Sequence[tuple[Side, bool]],
    bird: int,
    palette: Palette,
    text: TextCache,
) -> None:
    """A small badge at the upper right of a two-bird perch, readable from the back row."""
    r = max(5, round(bird * 0.34))
    centre = (round(point[0] + bird * 0.62), round(point[1] - bird * 0.62))
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), r + 2)
    sides = [s for s, _owl in birds]
    colours = [SIDE_COLOURS[s] for s in sides]
    if sides[0] == sides[1]:
        pygame.draw.circle(surface, colours[0], centre, r)
        pygame.draw.circle(surface, (20, 8, 8), centre, r, max(1, r // 4))
        two = text.render("2", max(9, round(r * 1.6)), (20, 8, 8), bold=True)
        surface.blit(two, two.get_rect(center=(centre[0], centre[1] + 1)))
        return
    box = pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r)
    pygame.draw.circle(surface, colours[0], centre, r, draw_top_left=True, draw_bottom_left=True)
    pygame.draw.circle(surface, colours[1], centre, r, draw_top_right=True, draw_bottom_right=True)
    pygame.draw.line(surface, (20, 8, 8), box.midtop, box.midbottom, max(1, r // 4))
    pygame.draw.circle(surface, palette.highlights.last_move, centre, r, max(1, r // 4))


def render_diagram(
    board: Board,
    placements: Sequence[Placement],
    size: int,
    *,
    highlights: Sequence[tuple[str, str]] = (),
    path: Sequence[str] = (),
    arrows: Sequence[tuple[str, str]] = (),
    show_lines: bool = True,
    names_mode: str | None = None,
    palette: Palette | None = None,
    quarter_turns: int = 0,
    renderer: BoardRenderer | None = None,
    sprites: SpriteBank | None = None,
    stack_badges: bool = True,
) -> pygame.Surface:
    """A ``size`` x ``size`` picture of ``board`` with birds, highlights, a path and arrows.

    ``placements`` are (perch id, side, is_owl); two on one perch draw as a blockade
    or a contested perch. ``highlights`` are (perch id, kind) with kinds from
    ``palette.HIGHLIGHT_KINDS`` or the rulebook's ``palette.DIAGRAM_KINDS`` (capture and
    blocked markers are drawn over the birds); ``path`` is a list of perch ids drawn as a line
    with an arrow over the birds; ``arrows`` are (from id, to id) pairs. With
    ``stack_badges`` a perch holding two birds gets a badge: "2" in the side's colour for a
    blockade, a disc split in both colours for a contested perch. Pass ``renderer`` and
    ``sprites`` to share caches between many diagrams.
    """
    palette = palette if palette is not None else make_palette()
    renderer = renderer if renderer is not None else BoardRenderer(board, palette)
    sprites = sprites if sprites is not None else SpriteBank(palette, renderer.text)
    size = int(size)
    surface = pygame.Surface((size, size))
    geometry = BoardGeometry(board, surface.get_rect(), 90.0 * quarter_turns)
    renderer.draw(surface, geometry, show_lines=show_lines, names_mode=names_mode)

    marker = max(8, round(geometry.perch_radius * MARKER_SCALE))
    for perch_id, kind in highlights:
        if kind in ("path", *ON_TOP):
            continue
        mark = sprites.highlight(kind, marker)
        surface.blit(mark, mark.get_rect(center=geometry.int_point(board.index[perch_id])))

    colour = palette.highlights.path
    width = max(2, round(size * 0.008))
    stop = geometry.perch_radius * 1.1
    for perch_id, kind in highlights:
        if kind == "path":
            mark = sprites.highlight(kind, marker)
            surface.blit(mark, mark.get_rect(center=geometry.int_point(board.index[perch_id])))

    stacks: dict[str, list[tuple[Side, bool]]] = defaultdict(list)
    for perch_id, side, owl in placements:
        stacks[perch_id].append((Side(side), bool(owl)))
    bird = max(8, round(geometry.perch_radius * BIRD_SCALE))
    # draw from the top of the screen down so lower birds overlap higher ones
    for perch_id in sorted(stacks, key=lambda p: geometry.point(board.index[p])[1]):
        sprites.draw_perch(surface, geometry.point(board.index[perch_id]), stacks[perch_id], bird)
    if stack_badges:
        for perch_id, birds in stacks.items():
            if len(birds) == 2:
                point = geometry.point(board.index[perch_id])
                _stack_badge(surface, point, birds, bird, palette, renderer.text)
    if len(path) >= 2:  # the move's arrow goes over the birds, so it is never hidden
        pts = [geometry.point(board.index[p]) for p in path]
        pts[-1] = _shorten(pts[-2], pts[-1], stop)
        if path[0] in stacks:
            pts[0] = _shorten(pts[1], pts[0], stop * 0.8)
        draw_path(surface, pts, colour, width)
    for perch_id, kind in highlights:
        if kind in ON_TOP:
            mark = sprites.highlight(kind, marker).copy()
            if perch_id in stacks:  # let the captured bird show through
                mark.fill((255, 255, 255, 200), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(mark, mark.get_rect(center=geometry.int_point(board.index[perch_id])))

    for a_id, b_id in arrows:
        a = geometry.point(board.index[a_id])
        b = geometry.point(board.index[b_id])
        start = _shorten(b, a, stop)
        end = _shorten(a, b, stop)
        pygame.draw.line(surface, (0, 0, 0), start, end, width + 3)
        pygame.draw.line(surface, palette.highlights.last_move, start, end, width)
        draw_arrow_head(surface, start, end, palette.highlights.last_move, width * 5)
    return surface
