"""The pieces on the board: every station's birds or stones, and the one hopping.

``draw_pieces`` draws what the game's move view says stands on each station, back to
front, with the moving piece on its arc (``moving_piece_pos``). A tlv perch holds a bird,
a blockade or a contested pair (``SpriteBank.draw_perch``); a ``cazaux`` station holds a
stack (``draw_stack``): up to six stones of a side and its Owl, the stones piled a little
above each other with their count on a badge, so that six read at a glance. On the
centre, the stones of each lane stand a little towards the station their lane leads to,
with an arrow pointing there; the Owl stands on the station itself (beside the stones when
they share a station off the centre).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from ..engine import Board, Side
from ..engine import GameState as State
from ..model.move_view import MoveView, Piece
from .cards import CardView
from .geometry import BoardGeometry
from .layout import Layout
from .palette import GOLD, PANEL_DARK
from .sprites import SpriteBank
from .text import TextCache

if TYPE_CHECKING:
    from .motion import Glide, MoveAnimation
    from .snapshot import TableSnapshot


class PieceTable(Protocol):
    """What drawing the pieces needs of the table (:class:`.table.TableView` has it)."""

    assets: Any  # the context's assets: .sprites
    text: TextCache
    board: Board
    view: MoveView
    cards: CardView
    layout: Layout

    def geo(self) -> BoardGeometry: ...

    def bird_size(self) -> int: ...

    def pieces_at(self, state: State, station: int) -> list[Piece]: ...


PILE_STEP = 0.13  # each stone of a pile sits this many diameters above the one below
LANE_SHIFT = 0.5  # a lane's stones stand this many diameters towards where they go
LANE_SHIFT_BY_OWL = 0.75  # and further out when the Owl stands on the centre with them
OWL_SHIFT = 0.32  # the Owl and the stones beside it: this far either side


def draw_pieces(table: PieceTable, surface: pygame.Surface, snap: TableSnapshot) -> None:
    """Every station's pieces, back to front, and the moving piece between them."""
    sprites = table.assets.sprites
    geo = table.geo()
    size = table.bird_size()
    anim = snap.anim
    sel = snap.selection
    stacks = table.view.stacks
    mover_key = None
    if anim is not None and anim.move.origin is not None:
        key, form = table.view.piece(anim.move)
        mover_key = (anim.move.side, bool(form), key)
    arriving = glide_arrivals(snap)
    items: list[tuple[float, int, list[Piece]]] = []
    for perch in range(len(table.board.perches)):
        pieces = list(table.pieces_at(snap.state, perch))
        for side, owl in arriving.get(perch, ()):  # drawn on their way (draw_glide)
            k = next((k for k, p in enumerate(pieces) if tuple(p[:2]) == (side, owl)), None)
            if k is not None:
                del pieces[k]
        if mover_key is not None:
            for k, piece in enumerate(pieces):
                if tuple(piece[:3]) == mover_key:
                    del pieces[k]
                    break
        if pieces:
            items.append((geo.point(perch)[1], perch, pieces))
    moving = moving_piece_pos(table, anim) if anim is not None else None
    items.sort(key=lambda it: it[0])
    drawn_mover = False
    for y, perch, pieces in items:
        if moving is not None and anim is not None and not drawn_mover and moving[1] < y:
            sprites.draw_bird(surface, moving[:2], anim.move.side, moving[2], size, "selected")
            drawn_mover = True
        states = ["normal"] * len(pieces)
        if sel is not None and sel[0] is not None:
            for k, (side, owl, key, _lane) in enumerate(pieces):
                if side == snap.to_move and key == sel[0] and (sel[1] is None or sel[1] == owl):
                    states[k] = "selected"
                    break
        if stacks:
            draw_stack(sprites, table.text, surface, geo, perch, pieces, size, states)
        else:
            birds = [(side, owl) for side, owl, _key, _lane in pieces]
            sprites.draw_perch(surface, geo.point(perch), birds, size, states)
    if moving is not None and anim is not None and not drawn_mover:
        sprites.draw_bird(surface, moving[:2], anim.move.side, moving[2], size, "selected")
    if snap.glide is not None:
        draw_glide(table, surface, snap.glide, size)


def glide_arrivals(snap: TableSnapshot) -> dict[int, list[tuple[Side, bool]]]:
    """The pieces still gliding to each station (not yet drawn standing there)."""
    out: dict[int, list[tuple[Side, bool]]] = {}
    if snap.glide is not None and not snap.glide.done:
        for side, owl, _start, end in snap.glide.paths:
            if end is not None:
                out.setdefault(end, []).append((side, owl))
    return out


def draw_glide(table: PieceTable, surface: pygame.Surface, glide: Glide, size: int) -> None:
    """Each gliding piece between where it stood and where the new position puts it."""
    if glide.done:
        return
    geo = table.geo()
    f = glide.fraction

    def place(station: int | None, side: Side) -> tuple[float, float]:
        if station is None:
            return table.cards.waiting_center(table.layout, side)
        return geo.point(station)

    for side, owl, start, end in glide.paths:
        (x0, y0), (x1, y1) = place(start, side), place(end, side)
        at = (x0 + (x1 - x0) * f, y0 + (y1 - y0) * f)
        table.assets.sprites.draw_bird(surface, at, side, owl, size, "normal")


def moving_piece_pos(table: PieceTable, anim: MoveAnimation) -> tuple[float, float, bool]:
    """Screen position of the hopping piece (with a small arc) and whether it is an Owl."""
    geo = table.geo()
    origin = table.view.start(anim.move)
    if origin is None:
        start = table.cards.waiting_center(table.layout, anim.move.side)
    else:
        start = geo.point(origin)
    pts = [start] + [geo.point(p) for p in table.view.stations(anim.move)]
    if anim.hop_seconds <= 0:
        return (*pts[-1], anim.owl_at(anim.hops))
    f = anim.t / anim.hop_seconds
    k = min(int(f), anim.hops - 1)
    u = min(1.0, f - k)
    (x0, y0), (x1, y1) = pts[k], pts[k + 1]
    lift = math.sin(math.pi * u) * geo.perch_radius * 1.6
    owl = anim.owl_at(k + (1 if u >= 0.5 else 0))
    return (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u - lift, owl)


def draw_stack(
    sprites: SpriteBank,
    text: TextCache,
    surface: pygame.Surface,
    geo: BoardGeometry,
    station: int,
    pieces: Sequence[Piece],
    size: int,
    states: Sequence[str],
) -> None:
    """Blit the pieces of one station: piles of stones with their counts, and the Owl."""
    x, y = geo.point(station)
    owl = next((k for k, p in enumerate(pieces) if p[1]), None)
    groups: dict[int | None, list[int]] = {}
    for k, piece in enumerate(pieces):
        if not piece[1]:
            groups.setdefault(piece[3], []).append(k)
    shift = size * OWL_SHIFT if owl is not None and None in groups else 0.0
    lanes = any(toward is not None for toward in groups)
    if owl is not None and lanes:  # the Owl on the centre: behind the lanes' stones
        sprites.draw_bird(surface, (x, y), pieces[owl][0], True, size, states[owl])
    reach = size * (LANE_SHIFT_BY_OWL if owl is not None else LANE_SHIFT)
    for toward, members in groups.items():
        at = (x - shift, y)
        if toward is not None:
            tx, ty = geo.point(toward)
            d = math.hypot(tx - x, ty - y) or 1.0
            ux, uy = (tx - x) / d, (ty - y) / d
            at = (x + ux * reach, y + uy * reach)
            draw_lane_arrow(
                surface, (at[0] + ux * size * 0.62, at[1] + uy * size * 0.62), (ux, uy), size
            )
        draw_pile(
            sprites,
            text,
            surface,
            at,
            [pieces[k] for k in members],
            size,
            [states[k] for k in members],
        )
    if owl is not None and not lanes:
        side = pieces[owl][0]
        sprites.draw_bird(surface, (x + shift, y), side, True, size, states[owl])


def draw_pile(
    sprites: SpriteBank,
    text: TextCache,
    surface: pygame.Surface,
    at: tuple[float, float],
    pieces: Sequence[Piece],
    size: int,
    states: Sequence[str],
) -> None:
    """Stones of one side piled up, the selected one on top, the count on a badge."""
    n = len(pieces)
    order = sorted(range(n), key=lambda k: states[k] == "selected")
    x, y = at
    step = size * PILE_STEP
    bottom = y + step * (n - 1) / 2
    for level, k in enumerate(order):
        side = pieces[k][0]
        sprites.draw_bird(surface, (x, bottom - level * step), side, False, size, states[k])
    if n >= 2:
        draw_count(text, surface, (x + size * 0.42, bottom + size * 0.2), n, size)


def draw_count(
    text: TextCache, surface: pygame.Surface, at: tuple[float, float], count: int, size: int
) -> None:
    """A round badge with a number: how many stones a pile holds."""
    r = max(6, round(size * 0.24))
    centre = (round(at[0]), round(at[1]))
    pygame.draw.circle(surface, PANEL_DARK, centre, r)
    pygame.draw.circle(surface, GOLD, centre, r, max(1, r // 6))
    label = text.render(str(count), max(9, round(r * 1.4)), GOLD, bold=True)
    surface.blit(label, label.get_rect(center=centre))


def draw_lane_arrow(
    surface: pygame.Surface, at: tuple[float, float], direction: tuple[float, float], size: int
) -> None:
    """A small gold arrowhead at ``at`` pointing along ``direction`` (a lane's way on)."""
    ux, uy = direction
    head, half = size * 0.26, size * 0.17
    tip = (at[0] + ux * head / 2, at[1] + uy * head / 2)
    back = (at[0] - ux * head / 2, at[1] - uy * head / 2)
    pts = [
        tip,
        (back[0] - uy * half, back[1] + ux * half),
        (back[0] + uy * half, back[1] - ux * half),
    ]
    pygame.draw.polygon(surface, PANEL_DARK, pts, max(3, size // 8))
    pygame.draw.polygon(surface, GOLD, pts)
