"""The moves of a turn for the ``tlv`` rules: the pair rule and the second move.

A throw gives two numbers, to be played by two different birds (docs/rules.md 4.2, 4.7).
:mod:`.movegen` lists the single moves of each number on a board; this module decides
which of them a turn allows: at the start of a turn only the moves after which the other
number can still be played (unless none can, then every single move, or with
one-number=larger the larger number's), and after a first move the moves of the number
left (:func:`second_moves`).

The pair rule is first tested with the candidates' masks (:func:`pair_starts`): a move of
the other number that touches neither perch the first one changes stays legal after it,
and only when no such move exists is the position after the first move generated. After
a first move only the moves touching the two perches it changed are generated again.

The functions read the state whose moves they settle (a :class:`Position`, which
:class:`.state.State` is; this module never imports it) and return lists; they change
nothing. Every list keeps the order of the tests' naive reference
(``tests/engine/reference_rules.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from .movegen import Scan, any_move, generate, scan_board
from .moves import (
    M_ARRIVES_OWL,
    M_CANDIDATE,
    M_CELL,
    M_CHANGE,
    M_NUMBER,
    M_ORIGIN,
    M_POINTS,
    M_TARGET,
    M_TOUCH,
    M_WINS,
    Move,
    board_after,
)

if TYPE_CHECKING:
    from .rules import TlvRuleset

__all__ = ["ByNumber", "Position", "pair_starts", "second_moves", "turn_moves"]

#: the single moves of each number of a throw: (a, moves with a, b, moves with b)
ByNumber = tuple[int, list[Move], int, list[Move]]


class Position(Protocol):
    """What the pair rule reads of a state in the middle of generating its moves."""

    @property
    def rules(self) -> TlvRuleset: ...
    @property
    def side(self) -> int: ...  # a Side, or its plain int (the playout's)
    @property
    def remaining(self) -> tuple[int, ...]: ...
    @property
    def cells(self) -> Sequence[int]: ...
    @property
    def off(self) -> tuple[int, int]: ...
    @property
    def moved(self) -> tuple[int, int, int] | None: ...
    @property
    def split(self) -> tuple[int, int] | None: ...
    @property
    def scores(self) -> tuple[int, int]: ...

    @property
    def _scan_cache(self) -> Scan | None: ...

    def _need(self) -> int: ...

    def _scan(self) -> Scan: ...


def turn_moves(
    state: Position,
    a: int,
    moves_a: list[Move],
    b: int,
    moves_b: list[Move],
    one_move: bool = False,
) -> list[Move]:
    """The legal first moves of a turn whose throw left ``a`` and ``b`` to play, from the
    single moves of each number (``moves_a`` is ``moves_b`` for a double).

    The moves that win or start a pair; when no pair can be played anywhere, every
    single move (rule 4.7), or with one-number=larger the larger number's when it has
    any (and the wins). ``one_move`` (balance=one-group's first throw of a game) chooses
    as when no pair can be played: the turn is one move.
    """
    if a == b:
        legal = pair_starts(state, moves_a, moves_a, b)
        singles = moves_a
    else:
        singles = moves_a + moves_b
        starts_a = pair_starts(state, moves_a, moves_b, b)
        starts_b = pair_starts(state, moves_b, moves_a, a)
        if starts_a is moves_a and starts_b is moves_b:
            legal = singles  # every move starts a pair
        else:
            legal = starts_a + starts_b
    for m in () if one_move else legal:
        if not m[M_WINS]:
            return legal  # a pair can be played, so only pair starts (and wins) are legal
    if a != b and moves_a and moves_b and state.rules.larger_only:
        larger = max(a, b)
        return [m for m in singles if m[M_WINS] or m[M_NUMBER] == larger]
    return singles


def _starts_pair(state: Position, move: Move, other_number: int) -> bool:
    """Whether another bird can still use ``other_number`` after ``move`` (rule 4.7)."""
    cells, off, _ = board_after(state.cells, state.off, state.scores, state.side, move)
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
    changed = first[M_CHANGE] & (off_bit - 1)  # (a positive mask: ``&`` is faster with one)
    # an entering move stays legal only while a bird is still waiting off the board
    conflict = changed if state.off[state.side] > 0 else changed | off_bit
    kept = [c for c in before if not c[M_TOUCH] & conflict]
    if first[M_POINTS]:  # the new score may make some of them win
        need = state._need()
        kept = [
            c[M_CANDIDATE].move(c[M_CELL], True) if not c[M_WINS] and c[M_POINTS] >= need else c
            for c in kept
        ]
    scan = state._scan_cache or state._scan()  # the first move's rescan (transitions)
    fresh = generate(state.cells, number, state.moved, state.split, scan, changed)
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
        # all but the MoveTable's bit for "off the board" (positive: a faster ``&``)
        keep = (1 << len(state.cells)) - 1
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
