"""The computer players of the ``cazaux`` ruleset, registered for its kind.

Every level plays by the hand-made evaluation (:mod:`.evaluate`) through the turn players
of :mod:`liubo.ai.turn_players`; ``expert`` and ``learned`` use the learned evaluation
(:mod:`.learned`, numpy) when it can run, and ``hard`` with a notice when it cannot.
"""

from __future__ import annotations

from typing import Any

from ....engine.rulesets.cazaux import CazauxState
from ...contract import LearnedEncoding, Player, RulesetAI
from ...turn_players import for_states, turn_levels
from .evaluate import end_key, evaluate

_levels = turn_levels(CazauxState, evaluate, end_key)


def make_player(name: str, seed: int | None = None, **budget: Any) -> Player:
    """A cazaux player of level ``name``; of the budget only the expert reads
    ``time_limit`` (seconds after which it looks no more turns a turn deeper)."""
    if name not in ("expert", "learned"):
        return _levels(name, seed)
    mode = "ply" if name == "learned" else "search"
    try:
        from .learned import make_expert
    except ImportError as exc:  # numpy is missing: hard, as the notice says
        player = _levels("hard", seed)
        player.name = name
        player.notice = f"the learned evaluation needs numpy ({exc})"  # type: ignore[attr-defined]
        return player
    return make_expert(seed, mode, time_limit=budget.get("time_limit"))


def learned_encoding() -> LearnedEncoding:
    """The cazaux encoding of positions for the network (imports numpy)."""
    from .learned import ENCODING

    return ENCODING


AI = RulesetAI(
    kind="cazaux",
    make_player=make_player,
    evaluate=for_states(CazauxState, evaluate),
    # the expert's deepening stops at 0.5 s; its last turn looked at may take longer
    time_caps={"expert": 1.0},
    learned=learned_encoding,
    # a cazaux game runs about 50 throws, each counted as a turn
    training=(80_000, 20_000.0, 400),
)

__all__ = ["AI", "learned_encoding", "make_player"]
