"""Perft: count legal move sequences from a position under fixed throws.

A regression oracle for move generation, as in chess engines: the numbers are frozen in
the tests, so any change in legality shows up as a changed count.
"""

from __future__ import annotations

from collections.abc import Sequence

from .contract import GameState
from .throws import Throw


def perft(state: GameState, throws: Sequence[Throw]) -> int:
    """Number of distinct ways to play the given throws, one turn each, from ``state``.

    A position whose throw is already made plays that throw first. A turn that passes
    counts once; a finished game counts once.
    """
    if state.over:
        return 1
    if state.needs_throw:
        if not throws:
            return 1
        thrown = state.apply_throw(throws[0])
        if thrown.needs_throw or thrown.over:  # the throw passed the turn
            return perft(thrown, throws[1:])
        return _moves(thrown, throws[1:])
    return _moves(state, throws)


def _moves(state: GameState, rest: Sequence[Throw]) -> int:
    total = 0
    for move in state.legal_moves():
        after = state.apply(move)
        if after.over or after.needs_throw:
            total += perft(after, rest)
        else:
            total += _moves(after, rest)
    return total
