"""Whole turns: the pairs of moves a side can play with one throw, and where they lead."""

from __future__ import annotations

from ..engine.state import Move, State


def _position_key(state: State) -> tuple:
    return (state.cells, state.off, state.scores, state.over)


def turns(state: State) -> list[tuple[tuple[Move, ...], State]]:
    """Every distinct turn from a state with a throw: (moves played, state after the turn).

    Playing the same two moves in either order, or two turns that end in the same
    position, count once (the first found is kept). From a mid-turn state the turns are
    the single remaining moves. A winning first move ends the turn at once.
    """
    side = state.side
    seen: set[tuple] = set()
    out: list[tuple[tuple[Move, ...], State]] = []
    for first in state.legal_moves():
        after = state.apply(first)
        if after.over or after.side != side or after.throw is None:
            key = _position_key(after)
            if key not in seen:
                seen.add(key)
                out.append(((first,), after))
            continue
        for second in after.legal_moves():
            end = after.apply(second)
            key = _position_key(end)
            if key not in seen:
                seen.add(key)
                out.append(((first, second), end))
    return out


def same_turn_state(a: State, b: State) -> bool:
    """Whether two states are the same point of the same turn (for following a plan)."""
    return a == b
