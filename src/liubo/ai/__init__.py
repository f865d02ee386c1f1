"""Computer players for Liubo (pygame-free: they also run in a worker process).

    from liubo.ai import PLAYER_NAMES, make_player
    player = make_player("normal", seed=1, node_limit=20_000)   # ruleset="cazaux" too
    move = player.choose_move(state)      # state.legal_moves() must be non-empty

A player is called once per move. It may plan the whole turn at the first move of a
turn and play the planned second move when it is next called on the state it expected.
Each player draws randomness only from its own ``random.Random(seed)``.

Each reconstruction's players are its ``ai`` part (:mod:`.contract`; the built-in ones
under :mod:`.rulesets`), loaded when first asked for; ``make_player`` finds them by the
ruleset it is given.
"""

from __future__ import annotations

from .clock import use_clock
from .contract import (
    PLAYER_NAMES,
    LearnedEncoding,
    Player,
    RulesetAI,
    TurnEvaluator,
    ai_for,
    make_player,
    time_cap,
)

__all__ = [
    "PLAYER_NAMES",
    "LearnedEncoding",
    "Player",
    "RulesetAI",
    "TurnEvaluator",
    "ai_for",
    "make_player",
    "time_cap",
    "use_clock",
]
