"""Players that any ruleset gets from an evaluation: random, and one turn of expectiminimax.

Given a hand-made evaluation (a :class:`~.contract.RulesetAI`'s ``evaluate``) and, if it
likes, a key that tells turn ends apart, a ruleset plays these levels through the
:class:`~liubo.engine.GameState` contract alone: ``greedy`` (the turn whose end evaluates
best), ``easy`` (greedy with noise), ``normal`` and ``hard`` (the four, or ten, best turns
by evaluation, each weighed against every throw of the next side and its best reply by
evaluation). ``expert`` and ``learned`` play as ``hard`` and ``greedy`` until a learned
evaluation replaces them. ``random`` plays any ruleset.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping
from functools import cache
from typing import Any, Generic, TypeVar

from ..engine.contract import GameMove, GameState
from ..engine.ruleset import Ruleset
from ..engine.throws import Throw
from .clock import now
from .contract import Player, legal_moves_of
from .plans import TurnPlan, next_planned_move

S = TypeVar("S", bound=GameState)


class RandomPlayer:
    """Plays a legal move chosen uniformly at random (any ruleset)."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_move(self, state: GameState) -> GameMove:
        legal = state.legal_moves()
        return self.rng.choice(legal if legal else legal_moves_of(state))


def whole_state(state: GameState) -> Hashable:
    """The default end key: the state itself (states compare by what they hold)."""
    return state


def turns(
    state: S, end_key: Callable[[S], Hashable] = whole_state
) -> list[tuple[tuple[GameMove, ...], S]]:
    """Every distinct way to play the rest of the turn: (moves, state after them); ends
    with the same ``end_key`` count once (the first found is kept)."""
    seen: set[Hashable] = set()
    out: list[tuple[tuple[GameMove, ...], S]] = []
    for first in state.legal_moves():
        after = state.apply(first)
        ends: list[tuple[tuple[GameMove, ...], S]]
        if after.over or not after.mid_turn:
            ends = [((first,), after)]
        else:
            ends = [((first, second), after.apply(second)) for second in after.legal_moves()]
        for moves, end in ends:
            key = end_key(end)
            if key not in seen:
                seen.add(key)
                out.append((moves, end))
    return out


@cache
def distinct_throws(rules: Ruleset) -> tuple[tuple[Throw, float], ...]:
    """The throws of ``rules`` that differ as a pair of numbers, with their chances."""
    merged: dict[tuple[int, int], tuple[Throw, float]] = {}
    for throw, p in rules.throws:
        key = (min(throw.numbers), max(throw.numbers))
        first, total = merged.get(key, (throw, 0.0))  # the first throw of a pair names it
        merged[key] = (first, total + float(p))
    return tuple(merged.values())


class TurnPlayer(Generic[S]):
    """Chooses a whole turn at its first move by an evaluation, and plays the plan out.

    ``state_type`` is the class of the ruleset's states (a state of another ruleset is
    refused with a ValueError). ``shortlist`` 0 is greedy (no look-ahead); otherwise that
    many of the best turns by evaluation are searched one turn deeper (every throw of the
    next side, its best reply). ``replies`` above 0 looks a turn further: of the next
    side's turns after each throw, that many of the best by evaluation are each valued by
    every throw of the side after and its best turn (the next side then chooses among
    them by those values). ``noise`` adds a uniform random amount to each value.
    ``seconds``: after the first ``deepen`` turns, more of the shortlist is looked at a
    turn deeper while the turn's thinking has taken less than this (None: never).
    """

    def __init__(
        self,
        name: str,
        state_type: type[S],
        evaluate: Callable[[S, int], float],
        seed: int | None = None,
        shortlist: int = 0,
        noise: float = 0.0,
        end_key: Callable[[S], Hashable] = whole_state,
        replies: int = 0,
        seconds: float | None = None,
    ) -> None:
        self.name = name
        self.state_type = state_type
        self.evaluate = evaluate
        self.end_key = end_key
        self.rng = random.Random(seed)
        self.shortlist = shortlist
        self.noise = noise
        self.replies = replies
        #: how many of the best turns after the look-ahead are looked at deeper (replies)
        self.deepen = 2
        self.seconds = seconds
        self._plan: TurnPlan = None
        #: why this player plays weaker than its level promises (shown by the game), or ""
        self.notice = ""

    def own(self, state: GameState) -> S:
        """``state``, if it is a state of this player's ruleset (ValueError otherwise)."""
        if not isinstance(state, self.state_type):
            raise ValueError(
                f"a {self.state_type.__name__} player cannot play a {type(state).__name__}"
            )
        return state

    def choose_move(self, state: GameState) -> GameMove:
        move, self._plan = next_planned_move(self.own(state), self._plan, self.choose_turn)
        return move

    def choose_turn(self, state: S) -> tuple[GameMove, ...]:
        started = now()
        me = int(state.side)
        ranked = self._ranked(state, me)
        if not self.shortlist or len(ranked) == 1:
            return ranked[0][1]
        looked = [
            (static if end.over else self._expect(end, me), moves, end)
            for static, moves, end in ranked[: self.shortlist]
        ]
        if self.replies:  # the best few again, each reply of the opponent a turn deeper
            looked.sort(key=lambda item: -item[0])
            for k, (_value, moves, end) in enumerate(looked):
                if k >= self.deepen and (self.seconds is None or now() - started > self.seconds):
                    break
                if not end.over:
                    looked[k] = (self._expect(end, me, self.replies), moves, end)
        return max(looked, key=lambda item: item[0])[1]

    def _ranked(self, state: S, me: int) -> list[tuple[float, tuple[GameMove, ...], S]]:
        """Every distinct turn as (value, moves, end), the best first (ties broken at random)."""
        evaluate = self.evaluate
        scored = []
        for moves, end in turns(state, self.end_key):
            value = evaluate(end, me)
            value += self.rng.uniform(0.0, self.noise) if self.noise else self.rng.random() * 1e-9
            scored.append((value, moves, end))
        scored.sort(key=lambda item: -item[0])
        return scored

    def _expect(self, state: S, me: int, replies: int = 0) -> float:
        """The value of a turn's end: every throw of the side to throw, its best reply
        (with ``replies``, the best of that many replies each valued a turn deeper)."""
        evaluate = self.evaluate
        total = 0.0
        for throw, p in distinct_throws(state.rules):
            thrown = state.apply_throw(throw)
            if thrown.needs_throw or thrown.over:
                total += p * evaluate(thrown, me)
                continue
            maximise = int(thrown.side) == me
            ends = [end for _, end in turns(thrown, self.end_key)]
            values = [evaluate(end, me) for end in ends]
            if replies and len(ends) > 1:
                order = sorted(range(len(ends)), key=values.__getitem__, reverse=maximise)
                values = [
                    values[i] if ends[i].over else self._expect(ends[i], me)
                    for i in order[:replies]
                ]
            total += p * (max(values) if maximise else min(values))
        return total


#: each level's (shortlist, noise, replies valued a turn deeper); expert and learned are
#: what a ruleset without a learned evaluation plays at those levels: hard, and greedy
#: for one ply
LEVELS: Mapping[str, tuple[int, float, int]] = {
    "greedy": (0, 0.0, 0),
    "easy": (0, 0.15, 0),
    "normal": (4, 0.0, 0),
    "hard": (10, 0.0, 1),
    "expert": (10, 0.0, 1),
    "learned": (0, 0.0, 0),
}


def turn_levels(
    state_type: type[S],
    evaluate: Callable[[S, int], float],
    end_key: Callable[[S], Hashable] = whole_state,
) -> Callable[..., Player]:
    """A ``RulesetAI.make_player`` for a ruleset whose states are ``state_type`` and that
    plays every level by ``evaluate`` (the budget is not used: a turn is one ply)."""

    def make(name: str, seed: int | None = None, **budget: Any) -> Player:
        if name == "random":
            return RandomPlayer(seed)
        if name not in LEVELS:
            raise ValueError(f"unknown player {name!r}")
        shortlist, noise, replies = LEVELS[name]
        return TurnPlayer(name, state_type, evaluate, seed, shortlist, noise, end_key, replies)

    return make


def for_states(
    state_type: type[S], evaluate: Callable[[S, int], float]
) -> Callable[[GameState, int], float]:
    """``evaluate`` as a ``RulesetAI.evaluate``: for any state, refusing (ValueError) a
    state of another ruleset."""

    def evaluate_any(state: GameState, me: int) -> float:
        if not isinstance(state, state_type):
            raise ValueError(f"not a {state_type.__name__}: {type(state).__name__}")
        return evaluate(state, me)

    return evaluate_any
