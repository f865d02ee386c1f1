"""Which legs a ``cazaux`` position allows: move generation, the second leg's rules included.

:class:`.state.CazauxState` holds a position, its turn bookkeeping and its transitions;
:mod:`.moves` what a single leg is. This module lists the legs a position allows
(:func:`legs_with`, the second leg's rules included: the piece that may repeat, the Owl's
no-return rule). The codes of ``CazauxState.double`` (``NONE``, ``OWL``, ``SINGLE``,
``FORCED``) live here because move generation reads them.

The functions take the state they read (a :class:`Position`, which the state is; this
module never imports :mod:`.state`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from ...sides import Side
from .moves import CazauxMove
from .tables import CazauxTables

if TYPE_CHECKING:
    from .rules import CazauxRuleset

__all__ = ["FORCED", "NONE", "OWL", "SINGLE", "legs_with"]

#: which piece may make both legs of a turn (``CazauxState.double``): none, the Owl, the
#: single stone on the board, the lone waiting stone
NONE, OWL, SINGLE, FORCED = 0, 1, 2, 3


class Position(Protocol):
    """What move generation reads of a state (:class:`.state.CazauxState` is one)."""

    @property
    def rules(self) -> CazauxRuleset: ...
    @property
    def tables(self) -> CazauxTables: ...
    @property
    def side(self) -> Side: ...
    @property
    def stones(self) -> tuple[int, ...]: ...
    @property
    def owls(self) -> tuple[int, int]: ...
    @property
    def held(self) -> tuple[int, int]: ...
    @property
    def double(self) -> int: ...

    def waiting(self, side: Side | int) -> int: ...

    def leg1_stations(self) -> tuple[int, ...]: ...


def _land(
    state: Position,
    moves: list[CazauxMove],
    origin: int | None,
    path: tuple[int, ...],
    number: int,
    owl: bool,
    crossing: bool,
    lap: bool,
    owl_free: bool,
) -> None:
    """Append the move(s) of one piece along ``path`` (landing last), with their effects."""
    t = state.tables
    side = state.side
    other = 1 - side
    n = t.n_nodes
    target = path[-1]
    station = t.station_of[target]
    base_o = other * n
    enemy = 0
    for node in t.nodes_of[station]:
        enemy += state.stones[base_o + node]
    enemy_owl = state.owls[other] == station
    if owl:
        prisoners = enemy
        wins = state.held[side] + prisoners >= state.rules.birds_per_side
        moves.append(
            CazauxMove(
                side,
                origin,
                target,
                number,
                True,
                False,
                path,
                crossing,
                0,
                prisoners,
                enemy_owl,
                False,
                False,
                False,
                wins,
                t,
            )
        )
        return
    freed = lap and state.held[other] > 0
    if enemy_owl:
        moves.append(
            CazauxMove(
                side,
                origin,
                target,
                number,
                False,
                False,
                path,
                crossing,
                enemy,
                0,
                False,
                True,
                lap,
                freed,
                True,
                t,
            )
        )
        return
    moves.append(
        CazauxMove(
            side,
            origin,
            target,
            number,
            False,
            False,
            path,
            crossing,
            enemy,
            0,
            False,
            False,
            lap,
            freed,
            False,
            t,
        )
    )
    if owl_free and station == t.centre:
        moves.append(
            CazauxMove(
                side,
                origin,
                station,
                number,
                False,
                True,
                path,
                crossing,
                enemy,
                0,
                False,
                False,
                lap,
                freed,
                False,
                t,
            )
        )


def legs_with(state: Position, number: int, leg1: CazauxMove | None) -> list[CazauxMove]:
    """The legs of ``state`` with ``number``; after ``leg1``, as a second leg of the turn."""
    t = state.tables
    side = state.side
    base = side * t.n_nodes
    stones = state.stones
    owl_at = state.owls[side]
    owl_free = owl_at < 0
    out: list[CazauxMove] = []
    mover_node = -1  # the node of a stone that made the first leg
    owl_moved = False
    repeat = False
    if leg1 is not None:
        if leg1.owl or leg1.promoted:
            owl_moved = True
        else:
            mover_node = leg1.target
        d = state.double
        repeat = (d == OWL and leg1.owl) or d == FORCED or (d == SINGLE and leg1.origin is not None)
    if state.waiting(side) > 0:
        path = t.entry[number]
        _land(state, out, None, path, number, False, False, False, owl_free)
    for node in range(t.n_nodes):
        count = stones[base + node]
        if not count:
            continue
        free = count - (node == mover_node)
        if free <= 0 and not repeat:
            continue
        for path, crossing, lap in t.stone[node][number]:
            _land(state, out, node, path, number, False, crossing, lap, owl_free)
        if free > 0:
            for path, crossing, lap in t.branch[node][number]:
                _land(state, out, node, path, number, False, crossing, lap, owl_free)
    if owl_at >= 0 and (not owl_moved or repeat):
        if owl_moved:
            banned = set(state.leg1_stations())
            for path in t.owl[owl_at][number]:
                if banned.isdisjoint(path):
                    _land(state, out, owl_at, path, number, True, False, False, False)
        else:
            for path in t.owl[owl_at][number]:
                _land(state, out, owl_at, path, number, True, False, False, False)
    return out
