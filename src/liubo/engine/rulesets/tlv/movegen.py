"""Move generation for the ``tlv`` rules: a board's single moves and the pair rule.

:class:`.state.State` holds a position and its transitions; this module holds the
machinery it calls to list the single moves of a number and to settle the pair rule
(docs/rules.md 4.2 and 4.7), kept apart so that each module stays readable on its own.

The fast path (see :mod:`.moves`): a state scans its cells once for the blockaded perches
(a bit mask) and the birds of the side to move (:func:`scan_board`); a single move is then a
candidate from the ruleset's MoveTable whose inner perches miss the blockade mask, whose
landing cell is legal for it, and which the split rule allows (:func:`generate`). The Move
object itself is the candidate's, built once and shared. The pair rule is first tested
with the candidates' masks (:func:`pair_starts`): a move of the other number that touches
neither perch the first one changes stays legal after it, and only when no such move
exists is the position after the first move generated. After a first move only the moves
touching the two perches it changed are generated again (:func:`second_moves`).

Every list keeps the order of the straightforward generator the tests' naive reference
(``tests/engine/reference_rules.py``) is compared with: birds entering first, then by perch and
bird code, each bird's paths in the order of :func:`.tables.path_tables`.

The functions take plain board data, or the state whose fields they read (a
:class:`Position`, which :class:`.state.State` is; this module never imports it). They
are module functions, not methods, and are called once per list, never once per move.
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING, Protocol

from ...sides import Side
from ...throws import VALUES
from .move_table import Bird, move_table
from .moves import (
    M_ARRIVES_OWL,
    M_CANDIDATE,
    M_CELL,
    M_CHANGE,
    M_ORIGIN,
    M_POINTS,
    M_TARGET,
    M_TOUCH,
    M_WINS,
    Move,
)

if TYPE_CHECKING:
    from .rules import TlvRuleset

__all__ = [
    "NUMBERS",
    "ByNumber",
    "Scan",
    "any_move",
    "first_moves",
    "generate",
    "pair_starts",
    "scan_board",
    "second_moves",
]

#: what a state says for move generation: the blockaded perches as a bit mask, and a Bird
#: (see moves.py) for each bird of the side to move that can set off, in the engine's move
#: order (those waiting off the board first, as one, then by perch and bird code)
Scan = tuple[int, list[Bird]]
#: the single moves of each number of a throw: (a, moves with a, b, moves with b)
ByNumber = tuple[int, list[Move], int, list[Move]]

NUMBERS = max(VALUES) + 1  # lists by number: index 1 to 4


class Position(Protocol):
    """What the pair rule reads of a state in the middle of generating its moves."""

    @property
    def rules(self) -> TlvRuleset: ...
    @property
    def side(self) -> Side: ...
    @property
    def remaining(self) -> tuple[int, ...]: ...
    @property
    def cells(self) -> tuple[int, ...]: ...
    @property
    def off(self) -> tuple[int, int]: ...
    @property
    def moved(self) -> tuple[int, int, int] | None: ...
    @property
    def split(self) -> tuple[int, int] | None: ...

    def after_move(
        self, move: Move
    ) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]: ...

    def _need(self) -> int: ...

    def _scan(self) -> Scan: ...


_PERCHES = range(1 << 16)  # perch indexes, for compress (which stops at the last cell)


def scan_board(
    rules: TlvRuleset, cells: tuple[int, ...], off: tuple[int, int], side: int, need: int
) -> Scan:
    """The Scan of a board for ``side``, whose moves win with ``need`` points."""
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


def generate(
    cells: tuple[int, ...],
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
    for p, b, row, lone, reach in scan[1]:
        if lone and p == moved_perch and b == moved_code:
            continue  # the bird that has moved this turn
        if touching and not reach[number] & touching:
            continue  # none of this bird's paths touches those perches
        closed = split_target if p == split_origin else -1  # the split rule
        for inner, target, landing, touch in row[number]:
            if inner & blocked or target == closed:
                continue
            if touching and not touch & touching:
                continue
            move = landing[cells[target]]
            if move is not None:
                append(move)
    return out


def first_moves(cells: tuple[int, ...], number: int, scan: Scan) -> list[Move]:
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
    cells: tuple[int, ...],
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


def _starts_pair(state: Position, move: Move, other_number: int) -> bool:
    """Whether another bird can still use ``other_number`` after ``move`` (rule 4.7)."""
    cells, off, _ = state.after_move(move)
    side = state.side
    moved = (move[M_TARGET], side * 2 + move[M_ARRIVES_OWL], -1)
    origin = move[M_ORIGIN]
    # the blockade split rule: the other bird of a blockade may not follow
    remaining = state.remaining
    split_of = state.rules.split_of[remaining[0] == remaining[-1]]
    split = (
        (origin, move[M_TARGET])
        if origin is not None and split_of[state.cells[origin]] == side
        else None
    )
    need = state._need()
    return any_move(
        cells, other_number, moved, split, scan_board(state.rules, cells, off, side, need)
    )


def second_moves(state: Position, first: Move, by_number: ByNumber) -> list[Move]:
    """The second moves of ``state``, the state just after ``first``, reusing the first-move
    lists of the turn.

    A single move whose start and path avoid both perches ``first`` changed is exactly
    as legal as before (only its ``wins`` may change with the new score); the others are
    generated afresh.
    """
    number = state.remaining[0]
    before = by_number[1] if by_number[0] == number else by_number[3]
    off_bit = 1 << len(state.cells)  # the MoveTable's bit for "off the board"
    changed = first[M_CHANGE] & ~off_bit
    # an entering move stays legal only while a bird is still waiting off the board
    conflict = changed if state.off[state.side] > 0 else changed | off_bit
    kept = [c for c in before if not c[M_TOUCH] & conflict]
    if first[M_POINTS]:  # the new score may make some of them win
        need = state._need()
        kept = [
            c[M_CANDIDATE].move(c[M_CELL], True) if not c[M_WINS] and c[M_POINTS] >= need else c
            for c in kept
        ]
    fresh = generate(state.cells, number, state.moved, state.split, state._scan(), changed)
    return kept + fresh


def pair_starts(state: Position, firsts: list[Move], seconds: list[Move], other: int) -> list[Move]:
    """The moves of ``firsts`` (single moves of ``state``) that win, or after which a move
    with ``other`` (whose single moves now are ``seconds``) is still possible.

    The cheap tests: a second move that touches neither perch a first move changes
    (its start and landing) stays legal after it, a mask test. With three second moves
    that touch no perch in common, every first move leaves one of them alone, so all
    first moves start a pair; otherwise each first move is tested against the first
    second move and one touching nothing the first touches, and only when both
    conflict with it are the other second moves, then the board after it, examined.
    """
    if not firsts:
        return []
    # two entering moves conflict only when a single bird is left to enter
    if state.off[state.side] >= 2:
        keep = ~(1 << len(state.cells))  # all but the MoveTable's bit for "off the board"
    else:
        keep = -1
    head = second = -1
    if seconds:
        head = second = seconds[0][M_TOUCH] & keep
        found = 1
        union = head
        for c in seconds:
            touch = c[M_TOUCH] & keep
            if not touch & union:
                if found == 2:
                    return firsts  # three disjoint second moves: every first pairs
                second = touch
                union |= touch
                found = 2
    return [
        m
        for m in firsts
        if m[M_WINS]
        or not head & (changed := m[M_CHANGE] & keep)
        or not second & changed
        or _pairs_slowly(state, m, seconds, other, keep)
    ]


def _pairs_slowly(state: Position, first: Move, seconds: list[Move], other: int, keep: int) -> bool:
    """:func:`pair_starts` for a first move that conflicts with the first second move."""
    changed = first[M_CHANGE] & keep
    for c in seconds:
        if not c[M_TOUCH] & changed:
            return True
    return _starts_pair(state, first, other)
