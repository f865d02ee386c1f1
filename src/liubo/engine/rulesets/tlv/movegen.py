"""Single moves for the ``tlv`` rules: the moves one number gives on a board.

:class:`.state.State` holds a position and its transitions, :mod:`.turn_moves` which of
these moves a turn allows (the pair rule); this module lists the single moves of a number
(docs/rules.md 4.2) from the board alone.

The fast path (see :mod:`.moves`): a state scans its cells once for the blockaded perches
(a bit mask) and the birds of the side to move (:func:`scan_board`); a single move is then a
candidate from the ruleset's MoveTable whose inner perches miss the blockade mask, whose
landing cell is legal for it, and which the split rule allows (:func:`generate`). The Move
object itself is the candidate's, built once and shared.

Every list keeps the order of the straightforward generator the tests' naive reference
(``tests/engine/reference_rules.py``) is compared with: birds entering first, then by perch and
bird code, each bird's paths in the order of :func:`.tables.path_tables`.

The functions take plain board data, never a state. They are module functions, not
methods, and are called once per list, never once per move.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import compress
from operator import itemgetter
from typing import TYPE_CHECKING

from ...throws import VALUES
from .move_table import Bird, MoveTable, move_table
from .moves import Move

if TYPE_CHECKING:
    from .rules import TlvRuleset

__all__ = [
    "NUMBERS",
    "Scan",
    "any_move",
    "first_moves",
    "generate",
    "rescan",
    "scan_board",
]

#: what a state says for move generation: the blockaded perches as a bit mask, and a Bird
#: (see moves.py) for each bird of the side to move that can set off, in the engine's move
#: order (those waiting off the board first, as one, then by perch and bird code)
Scan = tuple[int, list[Bird]]

NUMBERS = max(VALUES) + 1  # lists by number: index 1 to 4


_PERCHES = range(1 << 16)  # perch indexes, for compress (which stops at the last cell)
_PERCH = itemgetter(0)  # a Bird's perch, the key its Scan is sorted by


def scan_board(
    rules: TlvRuleset,
    cells: Sequence[int],
    off: tuple[int, int],
    side: int,
    need: int,
    table: MoveTable | None = None,
) -> Scan:
    """The Scan of a board for ``side``, whose moves win with ``need`` points (``table``:
    the rules' move table, for a caller that holds it)."""
    if table is None:
        table = move_table(rules)
    cap = table.need_cap
    entries, entering = table.scanners[side][need if need < cap else cap] or table.scanner(
        side, need
    )
    blocked = 0
    birds: list[Bird] = [entering] if off[side] > 0 else []
    for p in compress(_PERCHES, cells):  # the occupied perches
        blockade, here = entries[p][cells[p]] or table.perch_entry(side, need, p, cells[p])
        if blockade:
            blocked |= 1 << p
        birds += here
    return blocked, birds


def rescan(
    rules: TlvRuleset,
    scan: Scan,
    cells: Sequence[int],
    off: tuple[int, int],
    side: int,
    need: int,
    perches: tuple[int, ...],
) -> Scan:
    """:func:`scan_board` of ``cells`` from ``scan``, the Scan for ``side`` and ``need`` of
    a board that differs from ``cells`` only on ``perches`` (ascending) and in how many
    birds of ``side`` wait off the board: what a state's first move leaves to the second.
    The other perches' entries are kept; the birds stay in the engine's order (the
    Scan's birds are sorted by perch, the entering ones, at -2, first)."""
    table = move_table(rules)
    cap = table.need_cap
    entries, entering = table.scanners[side][need if need < cap else cap] or table.scanner(
        side, need
    )
    blocked, old = scan
    birds: list[Bird] = [entering] if off[side] > 0 else []
    start = 1 if old and old[0][0] < 0 else 0
    for p in perches:
        end = bisect_left(old, p, start, key=_PERCH)
        birds += old[start:end]
        cell = cells[p]
        blockade, here = entries[p][cell] or table.perch_entry(side, need, p, cell)
        birds += here
        blocked = blocked | 1 << p if blockade else (blocked | 1 << p) ^ 1 << p
        start = bisect_right(old, p, end, key=_PERCH)
    birds += old[start:]
    return blocked, birds


def generate(
    cells: Sequence[int],
    number: int,
    moved: tuple[int, int, int] | None,
    split: tuple[int, int] | None,
    scan: Scan,
    touching: int,
) -> list[Move]:
    """The single moves with ``number`` on the board ``cells`` whose Scan is ``scan`` (only
    those touching the perches in the mask ``touching``, if it is not 0), in the engine's
    move order: birds entering, then by perch and bird code, each bird's paths in the
    order of the path tables. ``moved`` and ``split`` are the State's fields."""
    if moved is None and split is None and not touching:
        return first_moves(cells, number, scan)
    out: list[Move] = []
    blocked = scan[0]
    moved_perch, moved_code = (moved[0], moved[1]) if moved is not None else (-1, -1)
    split_origin, split_target = split if split is not None else (-1, -1)
    append = out.append
    if touching:  # the moves touching those perches: most birds have none
        for p, b, row, lone, reach in scan[1]:
            if not reach[number] & touching:
                continue  # none of this bird's paths touches those perches
            if lone and p == moved_perch and b == moved_code:
                continue  # the bird that has moved this turn
            closed = split_target if p == split_origin else -1  # the split rule
            for inner, target, landing, touch in row[number]:
                if touch & touching and not inner & blocked and target != closed:
                    move = landing[cells[target]]
                    if move is not None:
                        append(move)
        return out
    for p, b, row, lone, _ in scan[1]:
        if lone and p == moved_perch and b == moved_code:
            continue  # the bird that has moved this turn
        closed = split_target if p == split_origin else -1  # the split rule
        for inner, target, landing, _ in row[number]:
            if not inner & blocked and target != closed:
                move = landing[cells[target]]
                if move is not None:
                    append(move)
    return out


def first_moves(cells: Sequence[int], number: int, scan: Scan) -> list[Move]:
    """:func:`generate` at the start of a turn (no bird has moved, no split rule, every
    move wanted): one comprehension over every bird's candidates."""
    blocked = scan[0]
    if blocked:
        return [
            move
            for bird in scan[1]
            for inner, target, landing, _ in bird[2][number]
            if not inner & blocked and (move := landing[cells[target]]) is not None
        ]
    return [
        move
        for bird in scan[1]
        for _, target, landing, _ in bird[2][number]
        if (move := landing[cells[target]]) is not None
    ]


def any_move(
    cells: Sequence[int],
    number: int,
    moved: tuple[int, int, int],
    split: tuple[int, int] | None,
    scan: Scan,
) -> bool:
    """Whether some single move with ``number`` is legal on the board ``cells``, whose Scan
    is ``scan``, once the bird ``moved`` has moved."""
    blocked, birds = scan
    moved_perch, moved_code = moved[0], moved[1]
    split_origin, split_target = split if split is not None else (-1, -1)
    for p, b, row, lone, _ in birds:
        if lone and p == moved_perch and b == moved_code:
            continue
        closed = split_target if p == split_origin else -1
        for inner, target, landing, _ in row[number]:
            if not inner & blocked and target != closed and landing[cells[target]] is not None:
                return True
    return False
