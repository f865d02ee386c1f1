"""Whole turns: the pairs of moves a side can play with one throw, and where they lead."""

from __future__ import annotations

from ....engine.rulesets.tlv.state import Move, State


def _position_key(state: State) -> tuple[object, ...]:
    return (state.cells, state.off, state.scores, state.over)


def turns(state: State) -> list[tuple[tuple[Move, ...], State]]:
    """Every distinct turn from a state with a throw: (moves played, state after the turn).

    Playing the same two moves in either order, or two turns that end in the same
    position, count once (the first found is kept). From a mid-turn state the turns are
    the single remaining moves. A winning first move ends the turn at once.
    """
    side = state.side
    seen: set[tuple[object, ...]] = set()
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


#: where a turn ends without building the State: (cells, off, scores, over, winner or -1)
End = tuple[tuple[int, ...], tuple[int, int], tuple[int, int], bool, int]


def _end_of(state: State) -> End:
    winner = -1 if state.winner is None else int(state.winner)
    return (state.cells, state.off, state.scores, state.over, winner)


def turn_ends(state: State) -> list[tuple[tuple[Move, ...], End]]:
    """:func:`turns`, same turns in the same order, but each end only as its parts.

    The search evaluates far more turn ends than it expands, and building a full State
    for each (turn bookkeeping, the next side's move tables) is most of the cost of
    :func:`turns`; :func:`end_state` builds the State of an end that is expanded.
    """
    side = state.side
    s = int(side)
    rules = state.rules
    target = rules.target_points
    last_turn = state.turn >= rules.turn_limit
    seen: set[tuple[object, ...]] = set()
    out: list[tuple[tuple[Move, ...], End]] = []
    for first in state.legal_moves():
        after = state.apply(first)
        if after.over or after.side != side or after.throw is None:
            end = _end_of(after)
            key = end[:4]
            if key not in seen:
                seen.add(key)
                out.append(((first,), end))
            continue
        for second in after.legal_moves():
            cells, off, scores = after.after_move(second)
            if scores[s] >= target:
                end = (cells, off, scores, True, s)
            else:
                end = (cells, off, scores, last_turn, -1)
            key = end[:4]
            if key not in seen:
                seen.add(key)
                out.append(((first, second), end))
    return out


def end_state(state: State, moves: tuple[Move, ...]) -> State:
    """The State after playing ``moves`` (a turn from :func:`turn_ends`) from ``state``."""
    for move in moves:
        state = state.apply(move)
    return state
