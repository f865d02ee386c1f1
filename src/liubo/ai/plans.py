"""Following a planned turn: one piece of logic for every ruleset's planning players.

A player that chooses its whole turn at the first move keeps the second as a plan
(the position it expects, and the move). A winning move always comes first; a plan is
played only if the game is where it was expected and the move is still legal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from ..engine.contract import GameMove, GameState

S = TypeVar("S", bound=GameState)

#: (the position the plan expects, the move then), or None
TurnPlan = tuple[GameState, GameMove] | None


def next_planned_move(
    state: S, plan: TurnPlan, choose_turn: Callable[[S], Sequence[GameMove]]
) -> tuple[GameMove, TurnPlan]:
    """The move to play in ``state`` and the plan to keep for the next move.

    ``state`` is any ruleset's state and ``choose_turn`` gives the rest of the turn, the
    first move legal now.
    """
    legal = state.legal_moves()
    if not legal:
        raise ValueError("no legal move: the player was asked to move when it cannot")
    winning = [m for m in legal if m.wins]
    if winning:  # winning now beats any plan that wins a move later
        return winning[0], None
    if plan is not None:
        expected, move = plan
        if expected == state and move in legal:
            return state.find_move(move), None
    moves = choose_turn(state)
    if len(moves) > 1:
        return moves[0], (state.apply(moves[0]), moves[1])
    return moves[0], None
