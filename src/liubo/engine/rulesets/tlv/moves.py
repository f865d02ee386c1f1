"""Moves: the ``Move`` record, its text form, and what it does to a board.

A move is an immutable tuple of its fields (which bird, from where, the path, what it
lands on, its effects), built once per candidate path and landing cell by the move table
(:mod:`.move_table`) and shared by every state that has it.

It also finds the legal move a caller names (:func:`match_move`) and works out the board
after a move (:func:`board_after`). This module imports nothing above :mod:`.tables`: the
move table, states (:mod:`.state`) and the text forms of positions (:mod:`.notation`)
build on it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from ...board import Board
from ...contract import same_move
from ...errors import NotationError
from ...sides import Side
from .tables import REGULAR, REMOVE

#: a move text: ``[*]FROM>TO/n`` (``[0-9]``, never ``\d``, which also takes other digits)
MOVE_RE = re.compile(r"^(\*)?([A-Z][A-Z_]*)>([A-Z][A-Z_]*)/([0-9])$")

_MOVE_FIELDS = (
    "side",
    "origin",
    "target",
    "number",
    "owl",
    "path",
    "promoted",
    "nest",
    "captured",
    "contested",
    "blockade",
    "points",
    "wins",
    "arrives_owl",
    # not part of the public record: what the move makes of its landing cell, the board
    # (for the text), the perches it touches and changes as bit masks (see move_table.Candidate),
    # and the candidate and landing cell it was built from (to find its winning twin)
    "new_cell",
    "board",
    "touch",
    "change",
    "candidate",
    "cell",
)


class Move(tuple[Any, ...]):
    """One bird's move with one number, with its path and everything it causes.

    ``origin`` is a perch index, or None for a bird entering the board. ``path`` lists the
    perches after the start, landing last. ``owl`` says the mover was an Owl when it set
    off; ``arrives_owl`` what it is on arrival. ``captured`` is None, or whether the
    captured bird was an Owl. ``nest`` is the scoring nest entered, if any; ``points`` what
    the move scores; ``wins`` whether it wins the game. Moves compare by what they name
    (side, start, landing, number, Owl or not), not by their effects.

    A Move is a tuple so that the generator's hot loops can read its fields by position
    (the ``M_*`` indexes of this module); only :class:`.move_table.Candidate` builds them.
    """

    __slots__ = ()

    side: Side
    origin: int | None
    target: int
    number: int
    owl: bool
    path: tuple[int, ...]
    promoted: bool
    nest: int | None
    captured: bool | None
    contested: bool
    blockade: bool
    points: int
    wins: bool
    arrives_owl: bool

    @property
    def key(self) -> tuple[int, int, int, int, bool]:
        """What identifies the move among the legal moves of a state."""
        origin: int | None = self[M_ORIGIN]
        return (
            self[M_SIDE],
            -1 if origin is None else origin,
            self[M_TARGET],
            self[M_NUMBER],
            self[M_OWL],
        )

    @property
    def entering(self) -> bool:
        return self[M_ORIGIN] is None

    @property
    def captures(self) -> int:
        """How many enemy birds the move takes (one at most)."""
        return 0 if self[M_CAPTURED] is None else 1

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self.key == other.key

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.key)

    def __str__(self) -> str:
        perches = self[M_BOARD].perches
        origin = self[M_ORIGIN]
        start = "OFF" if origin is None else perches[origin].id
        return f"{'*' if self[M_OWL] else ''}{start}>{perches[self[M_TARGET]].id}/{self[M_NUMBER]}"

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


# field positions, for the hot loops that read moves as plain tuples
(
    M_SIDE,
    M_ORIGIN,
    M_TARGET,
    M_NUMBER,
    M_OWL,
    M_PATH,
    M_PROMOTED,
    M_NEST,
    M_CAPTURED,
    M_CONTESTED,
    M_BLOCKADE,
    M_POINTS,
    M_WINS,
    M_ARRIVES_OWL,
    M_NEW_CELL,
    M_BOARD,
    M_TOUCH,
    M_CHANGE,
    M_CANDIDATE,
    M_CELL,
) = range(len(_MOVE_FIELDS))

for _i, _name in enumerate(_MOVE_FIELDS[:M_NEW_CELL]):
    setattr(Move, _name, property(itemgetter(_i)))
del _i, _name

#: the number of ordinary landing cell codes (a sanctuary pond has more, see tables.py)
WINS = REGULAR


def parse_move_text(text: object, board: Board) -> tuple[bool, int | None, int, int]:
    """(Owl, start or None, landing, number) named by a move text such as ``*LIAN_S>DAO_N/4``.

    NotationError when the text is malformed or names a perch the board does not have.
    """
    m = MOVE_RE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise NotationError(f"cannot read move {text!r}: expected FROM>TO/n such as OFF>GAO_SW/1")
    star, origin_id, target_id, number = bool(m.group(1)), m.group(2), m.group(3), int(m.group(4))
    for pid in (origin_id, target_id):
        if pid != "OFF" and pid not in board.index:
            raise NotationError(f"unknown perch {pid!r} in move {text!r}")
    origin = None if origin_id == "OFF" else board.index[origin_id]
    return star, origin, board.index.get(target_id, -1), number


def match_move(legal: list[Move], move: object, board: Board) -> Move | None:
    """The move of ``legal`` that ``move`` names, or None: a Move (this one, or one with
    its key), or its text such as ``OFF>QU_S/2``.

    A text without ``*`` also names an Owl's move when only one move fits it otherwise.
    NotationError for a text that cannot be read.
    """
    if isinstance(move, Move):
        return same_move(legal, move)
    owl, origin, target, number = parse_move_text(move, board)
    candidates = [
        m for m in legal if m.origin == origin and m.target == target and m.number == number
    ]
    for m in candidates:
        if m.owl == owl:
            return m
    if not owl and len(candidates) == 1:
        return candidates[0]
    return None


def board_after(
    cells: Sequence[int],
    off: tuple[int, int],
    scores: tuple[int, int],
    side: int,
    move: Move,
) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]:
    """Cells, off-board counts and scores once ``side`` makes ``move`` (legal on that
    board), without the turn bookkeeping."""
    new_cells = list(cells)
    origin = move[M_ORIGIN]
    if origin is None:
        off = (off[0] - 1, off[1]) if side == 0 else (off[0], off[1] - 1)
    else:
        new_cells[origin] = REMOVE[new_cells[origin]][side * 2 + move[M_OWL]]
    new_cells[move[M_TARGET]] = move[M_NEW_CELL]
    if move[M_CAPTURED] is not None:  # the captured bird goes back off the board
        off = (off[0] + 1, off[1]) if side == 1 else (off[0], off[1] + 1)
    points = move[M_POINTS]
    if points:
        scores = (scores[0] + points, scores[1]) if side == 0 else (scores[0], scores[1] + points)
    return tuple(new_cells), off, scores
