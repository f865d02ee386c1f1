"""The computer players of the ``tlv`` ruleset, registered for its kind.

:mod:`.evaluate` is the hand-made evaluation, :mod:`.turns` the whole turns and their
ends, :mod:`.search` the expectiminimax over the throw, :mod:`.deepening` its iterative
deepening at the root, :mod:`.players` the levels, and
:mod:`.learned` with :mod:`.expert` the learned evaluation (numpy) and its players.
"""

from __future__ import annotations

from typing import Any

from ....engine.rulesets.tlv import State
from ...contract import LearnedEncoding, Player, RulesetAI
from ...turn_players import for_states
from .evaluate import evaluate
from .players import FACTORIES, TIME_CAPS


def make_player(name: str, seed: int | None = None, **budget: Any) -> Player:
    """A tlv player of level ``name``; ``budget`` may hold ``node_limit`` and ``time_limit``.

    ``expert`` and ``learned`` use the learned evaluation (:mod:`.expert`); hard itself,
    with a ``notice`` saying why, when it cannot run (no numpy, no weights).
    """
    factory = FACTORIES.get(name)
    if factory is not None:
        return factory(seed, **budget)
    if name not in ("expert", "learned"):
        raise ValueError(f"unknown player {name!r}")
    mode = "ply" if name == "learned" else "search"
    try:
        from .expert import make_expert
    except ImportError as exc:  # numpy is missing
        player = FACTORIES["hard"](seed, **budget)
        player.name = name  # hard, as the notice says
        player.notice = f"the learned evaluation needs numpy ({exc})"  # type: ignore[union-attr]
        return player
    made = make_expert(seed, mode=mode, **budget)
    if mode == "ply":
        made.name = "learned"
    return made


def learned_encoding() -> LearnedEncoding:
    """The tlv encoding of positions for the network (imports numpy)."""
    from .expert import ENCODING

    return ENCODING


AI = RulesetAI(
    kind="tlv",
    make_player=make_player,
    evaluate=for_states(State, evaluate),
    time_caps=TIME_CAPS,
    learned=learned_encoding,
    training=(16_200, 10_000.0, 200),
)

__all__ = ["AI", "learned_encoding", "make_player"]
