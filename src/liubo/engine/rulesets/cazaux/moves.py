"""A ``cazaux`` leg: the ``CazauxMove`` record, its text, and what it does to a board.

A turn is two legs, one for each number of the throw. This module holds what a single
leg is (:class:`CazauxMove`, which a position text and a game record name by
:data:`MOVE_RE`), the legal leg that a caller names (:func:`match_move`), and the stones,
Owls and prisoners after a leg (:func:`board_after`). Which legs a position allows is
:mod:`.legs`'s; the turn's bookkeeping is :mod:`.state`'s.
"""

from __future__ import annotations

import re

from ...contract import same_move
from ...errors import NotationError
from ...sides import Side
from .tables import CazauxTables

__all__ = ["MOVE_RE", "CazauxMove", "board_after", "match_move"]

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

    @property
    def captures(self) -> int:
        """How many enemy pieces the leg takes: stones sent back or taken prisoner, and the
        enemy Owl."""
        return self.sent_back + self.prisoners + int(self.owl_demoted) + int(self.owl_taken)

    @property
    def points(self) -> int:
        """What the leg adds to its side's score: the prisoners it takes."""
        return self.prisoners

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


def match_move(legal: list[CazauxMove], move: object, t: CazauxTables) -> CazauxMove | None:
    """The leg of ``legal`` that ``move`` names, or None: a CazauxMove (this one, or one
    with its key), or a text such as ``OFF>P3/3``, ``A>*X/2`` or ``*X>P11/3``.

    NotationError for a text that cannot be read.
    """
    if isinstance(move, CazauxMove):
        return same_move(legal, move)
    text = move
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
    for mv in legal:
        if (mv.origin, mv.target, mv.number, mv.owl, mv.promoted) == (
            origin,
            target,
            number,
            star,
            star_to,
        ):
            return mv
    return None


def board_after(
    t: CazauxTables,
    stones: tuple[int, ...],
    owls: tuple[int, int],
    held: tuple[int, int],
    side: int,
    move: CazauxMove,
) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]:
    """Stones, Owls and prisoners once ``side`` makes ``move`` (legal on that board), without
    the turn bookkeeping."""
    n = t.n_nodes
    other = 1 - side
    new_stones = list(stones)
    new_owls = list(owls)
    new_held = list(held)
    if move.owl:
        new_owls[side] = -1
    elif move.origin is not None:
        new_stones[side * n + move.origin] -= 1
    station = t.station_of[move.target]
    if move.sent_back or move.prisoners:
        for node in t.nodes_of[station]:
            new_stones[other * n + node] = 0
    if move.owl_demoted or move.owl_taken:
        new_owls[other] = -1
    if move.owl or move.promoted:
        new_owls[side] = station
    else:
        new_stones[side * n + move.target] += 1
    new_held[side] += move.prisoners
    if move.freed:
        new_held[other] -= 1
    return tuple(new_stones), (new_owls[0], new_owls[1]), (new_held[0], new_held[1])
