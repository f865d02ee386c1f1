"""The legs of a ``cazaux`` turn: the ``CazauxMove`` record, its text, and move generation.

:class:`.state.CazauxState` holds a position, its turn bookkeeping and its transitions;
this module holds what a single leg is (:class:`CazauxMove`, which a position text and a
game record name by :data:`MOVE_RE`), which legs a position allows (:func:`legs_with`,
the second leg's rules included: the piece that may repeat, the Owl's no-return rule) and
the leg a text names (:func:`match_move_text`). It was split from the state to keep each
module short; the codes of ``CazauxState.double`` (``NONE``, ``OWL``, ``SINGLE``,
``FORCED``) live here because move generation reads them.

The functions take the state they read (a :class:`Position`, which the state is; this
module never imports :mod:`.state`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from ...errors import IllegalMoveError, NotationError
from ...sides import Side
from .tables import CazauxTables

if TYPE_CHECKING:
    from .rules import CazauxRuleset

__all__ = [
    "FORCED",
    "MOVE_RE",
    "NONE",
    "OWL",
    "SINGLE",
    "CazauxMove",
    "legs_with",
    "match_move_text",
]

#: which piece may make both legs of a turn (``CazauxState.double``): none, the Owl, the
#: single stone on the board, the lone waiting stone
NONE, OWL, SINGLE, FORCED = 0, 1, 2, 3

# a leg's text; [0-9], never \d: in Python's re \d also matches "٣" and other Unicode digits
MOVE_RE = re.compile(r"^(\*)?([A-Z][A-Z0-9_]*)>(\*)?([A-Z][A-Z0-9_]*)/([0-9])$")


class CazauxMove:
    """One leg: a piece, its start, its landing, the number used, and what the landing does.

    ``origin`` is a node (None for a stone entering), ``target`` the landing node (a lane for
    a stone stopping on the centre; the centre station for the Owl or a promotion).
    ``owl`` says the mover is the Owl; ``promoted`` that the stone is stood up on landing.
    ``sent_back``: enemy stones sent back to waiting; ``prisoners``: enemy stones taken
    prisoner; ``owl_demoted``: the enemy Owl taken by this Owl; ``owl_taken``: the enemy Owl
    taken by this stone (a win); ``lap``: a lap completed; ``freed``: a prisoner freed.
    Moves compare by what they name (side, start, landing, number, Owl, promotion).
    """

    __slots__ = (
        "side",
        "origin",
        "target",
        "number",
        "owl",
        "promoted",
        "path",
        "crossing",
        "sent_back",
        "prisoners",
        "owl_demoted",
        "owl_taken",
        "lap",
        "freed",
        "wins",
        "_tables",
    )

    def __init__(
        self,
        side: Side,
        origin: int | None,
        target: int,
        number: int,
        owl: bool,
        promoted: bool,
        path: tuple[int, ...],
        crossing: bool,
        sent_back: int,
        prisoners: int,
        owl_demoted: bool,
        owl_taken: bool,
        lap: bool,
        freed: bool,
        wins: bool,
        tables: CazauxTables,
    ) -> None:
        self.side = side
        self.origin = origin
        self.target = target
        self.number = number
        self.owl = owl
        self.promoted = promoted
        self.path = path
        self.crossing = crossing
        self.sent_back = sent_back
        self.prisoners = prisoners
        self.owl_demoted = owl_demoted
        self.owl_taken = owl_taken
        self.lap = lap
        self.freed = freed
        self.wins = wins
        self._tables = tables

    @property
    def key(self) -> tuple[int, int, int, int, bool, bool]:
        return (
            self.side,
            -1 if self.origin is None else self.origin,
            self.target,
            self.number,
            self.owl,
            self.promoted,
        )

    @property
    def entering(self) -> bool:
        return self.origin is None

    @property
    def arrives_owl(self) -> bool:
        return self.owl or self.promoted

    @property
    def captured(self) -> bool | None:
        """None, or whether an Owl was among the enemy pieces taken (as tlv's Move says)."""
        if self.owl_demoted or self.owl_taken:
            return True
        return False if self.sent_back or self.prisoners else None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CazauxMove) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __str__(self) -> str:
        ids = self._tables.node_ids
        start = "OFF" if self.origin is None else ids[self.origin]
        return (
            f"{'*' if self.owl else ''}{start}>{'*' if self.promoted else ''}"
            f"{ids[self.target]}/{self.number}"
        )

    def __repr__(self) -> str:
        return f"CazauxMove({str(self)!r})"


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

    def legal_moves(self) -> list[CazauxMove]: ...

    def _illegal_reason(self, text: str) -> str: ...


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


def match_move_text(state: Position, text: object) -> CazauxMove:
    """The legal leg named by a text such as ``OFF>P3/3``, ``A>*X/2`` or ``*X>P11/3``."""
    t = state.tables
    m = MOVE_RE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise NotationError(f"cannot read move {text!r}: expected [*]FROM>[*]TO/n such as OFF>P3/3")
    star, origin_id, star_to, target_id = bool(m.group(1)), m.group(2), bool(m.group(3)), m.group(4)
    number = int(m.group(5))
    for pid in (origin_id, target_id):
        if pid != "OFF" and pid not in t.node_index:
            raise NotationError(f"unknown station {pid!r} in move {text!r}")
    origin = None if origin_id == "OFF" else t.node_index[origin_id]
    target = t.node_index.get(target_id, -1)
    for mv in state.legal_moves():
        if (mv.origin, mv.target, mv.number, mv.owl, mv.promoted) == (
            origin,
            target,
            number,
            star,
            star_to,
        ):
            return mv
    raise IllegalMoveError(state._illegal_reason(str(text).strip()))
