"""Random games played to their end: what two random players play through the API.

:func:`random_playout` plays from a state to the end of its game, each throw from one
generator (as ``rules.throw_sticks``), each move chosen by the side's own generator
(``rng.choice`` of ``state.legal_moves()``, as the random player does). A reconstruction
may name a ``random_playout`` of its own in its kind (:class:`~.contract.RulesetKind`)
that plays the same games without the API's objects (the first ruleset's,
:mod:`.rulesets.tlv.playout`); any other state is played through ``apply_throw`` and
``apply``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, TypeVar

from .contract import GameState, ruleset_kind

__all__ = ["api_playout", "random_playout"]

S = TypeVar("S", bound=GameState)


def random_playout(
    state: S,
    throws: random.Random,
    movers: Sequence[random.Random],
    record: list[Any] | None = None,
) -> S:
    """The state that ends the game from ``state``: each throw from ``throws``, each move
    ``movers[side].choice`` of the legal moves (Green's generator first); ``record``, if
    given, gets every move played."""
    own = ruleset_kind(state.rules.kind).random_playout
    if own is not None:
        result: S = own(state, throws, movers, record)
        return result
    return api_playout(state, throws, movers, record)


def api_playout(
    state: S,
    throws: random.Random,
    movers: Sequence[random.Random],
    record: list[Any] | None = None,
) -> S:
    """:func:`random_playout` through ``apply_throw`` and ``apply``, one state a step."""
    rules = state.rules
    while not state.over:
        if state.throw is None:
            state = state.apply_throw(rules.throw_sticks(throws).throw)
        else:
            move = movers[state.side].choice(state.legal_moves())
            if record is not None:
                record.append(move)
            state = state.apply(move)
    return state
