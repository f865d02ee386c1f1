"""The toy race's computer players (its ``ai`` part): every level from one evaluation
(progress)."""

from __future__ import annotations

from liubo.ai import RulesetAI
from liubo.ai.turn_players import for_states, turn_levels

from .state import RaceState


def evaluate(state: RaceState, me: int) -> float:
    """How far ``me``'s pieces have run compared with the other side's, in [-1, 1]."""
    if state.over:
        return 0.0 if state.winner is None else (1.0 if state.winner == me else -1.0)
    full = state.rules.home * state.rules.birds_per_side
    return (sum(state.progress[me]) - sum(state.progress[1 - me])) / full


AI = RulesetAI(
    kind="toy_race",
    make_player=turn_levels(RaceState, evaluate),
    evaluate=for_states(RaceState, evaluate),
)
