"""Why a number of a ``tlv`` throw went unplayed (docs/rules.md 4.1 to 4.4 and 9.1).

A turn ends with a number left over for one of these causes, which the game names
instead of a bare "no legal move":

- ``READING``: ``balance=one-group``'s first throw of a game moves one bird only;
- ``LARGER``: the throw could not be used in full and ``one-number=larger`` made the
  player use the larger number, though the smaller one alone could have been played;
- ``SPLIT``: the only move left was the blockade's other bird following the first to
  its new perch, which the blockade split rule forbids;
- ``SAME_BIRD``: only the bird that has just moved could use it (the two numbers move
  two different birds);
- ``BLOCKADE``: blockades close the way (or the landing) of every bird that could use it;
- ``NO_BIRD``: no bird can use it at all.

The causes are found by generating the moves again with one rule lifted at a time: what
would be legal without the split rule, without the two-birds rule, with the blockades
taken off the board. Nothing here changes a state.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...throws import Throw
from .movegen import generate, scan_board
from .moves import M_ARRIVES_OWL, M_NUMBER, M_ORIGIN, M_TARGET, Move, board_after
from .tables import BLOCKADE_OF, EMPTY

if TYPE_CHECKING:
    from .state import State

__all__ = ["BLOCKADE", "LARGER", "NO_BIRD", "READING", "SAME_BIRD", "SPLIT", "lost_causes"]

READING = "reading"
LARGER = "larger"
SPLIT = "split"
SAME_BIRD = "same-bird"
BLOCKADE = "blockade"
NO_BIRD = "no-bird"


def lost_causes(start: State, throw: Throw, moves: Sequence[Move]) -> dict[int, str]:
    """The cause of each number of ``throw`` left unplayed by a turn that started at
    ``start`` (a throw due) and played ``moves``: {number: cause}, empty when both numbers
    were played or the game was won."""
    thrown = start.replace(throw=throw, remaining=throw.numbers, moved=None, split=None)
    if not moves:  # the turn passed: neither number had a move
        return {n: _unmovable(thrown, n, None, None) for n in throw.numbers}
    if len(moves) > 1:
        return {}
    first = moves[0]
    left = list(throw.numbers)
    left.remove(first[M_NUMBER])
    number = left[0]
    if thrown.one_move_turn:
        return {number: READING}
    side = start.side
    cells, off, scores = board_after(start.cells, start.off, start.scores, side, first)
    if scores[side] >= start.rules.instant_target:
        return {}  # the move won: nothing is lost
    origin = first[M_ORIGIN]
    moved = (first[M_TARGET], side * 2 + first[M_ARRIVES_OWL], -1 if origin is None else origin)
    split_of = start.rules.split_of[throw.numbers[0] == throw.numbers[1]]
    split = (
        None
        if origin is None or split_of[start.cells[origin]] != side
        else (origin, first[M_TARGET])
    )
    after = start.replace(cells=cells, off=off, scores=scores, throw=throw, remaining=(number,))
    scan = scan_board(start.rules, cells, off, side, start.rules.instant_target - scores[side])
    if split is not None and generate(cells, number, moved, None, scan, 0):
        return {number: SPLIT}
    if start.rules.larger_only and number < first[M_NUMBER] and _movable(thrown, number):
        return {number: LARGER}
    if generate(cells, number, None, split, scan, 0):
        return {number: SAME_BIRD}
    return {number: _unmovable(after, number, moved, split)}


def _movable(state: State, number: int) -> bool:
    """Whether some single move with ``number`` is legal at the start of ``state``'s turn."""
    return bool(generate(state.cells, number, None, None, state._scan(), 0))


def _unmovable(
    state: State,
    number: int,
    moved: tuple[int, int, int] | None,
    split: tuple[int, int] | None,
) -> str:
    """``BLOCKADE`` when some bird could use ``number`` were the blockades off the board
    (neither in the way nor on the landing), else ``NO_BIRD``."""
    birds = state._scan()[1]
    open_cells = tuple(EMPTY if BLOCKADE_OF[c] >= 0 else c for c in state.cells)
    if generate(open_cells, number, moved, split, (0, birds), 0):
        return BLOCKADE
    return NO_BIRD
