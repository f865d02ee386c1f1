"""The computer players: random, greedy, easy, and the searching levels."""

from __future__ import annotations

import random

from ..engine.state import Move, State
from .evaluate import evaluate
from .turns import turns


class PlannedPlayer:
    """A player that chooses a whole turn at its first move and then plays the plan out."""

    name = "planned"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._plan: tuple[State, Move] | None = None

    def choose_move(self, state: State) -> Move:
        legal = state.legal_moves()
        if not legal:
            raise ValueError("no legal move: the player was asked to move when it cannot")
        if self._plan is not None:
            expected, move = self._plan
            self._plan = None
            if expected == state and move in legal:
                return state.find_move(move)
        moves = self.choose_turn(state)
        if len(moves) > 1:
            self._plan = (state.apply(moves[0]), moves[1])
        return moves[0]

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        """The moves of the rest of this turn (one or two), the first legal now."""
        raise NotImplementedError


class RandomPlayer:
    """Plays a legal move chosen uniformly at random."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose_move(self, state: State) -> Move:
        legal = state.legal_moves()
        if not legal:
            raise ValueError("no legal move: the player was asked to move when it cannot")
        return self.rng.choice(legal)


class GreedyPlayer(PlannedPlayer):
    """Plays the turn whose end position evaluates best, without looking at the reply.

    ``noise`` adds a uniform random amount (in bounded-value units) to each turn's value,
    which makes a weaker but still sensible player.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None, noise: float = 0.0) -> None:
        super().__init__(seed)
        self.noise = noise

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        me = int(state.side)
        best: tuple[Move, ...] = ()
        best_value = -10.0
        rng = self.rng
        for moves, end in turns(state):
            value = evaluate(end, me)
            if self.noise:
                value += rng.uniform(0.0, self.noise)
            else:
                value += rng.random() * 1e-9  # a fair tie-break
            if value > best_value:
                best, best_value = moves, value
        return best


def _random(seed: int | None, **budget: object) -> RandomPlayer:
    return RandomPlayer(seed)


def _greedy(seed: int | None, **budget: object) -> GreedyPlayer:
    return GreedyPlayer(seed)


def _easy(seed: int | None, **budget: object) -> GreedyPlayer:
    player = GreedyPlayer(seed, noise=0.15)
    player.name = "easy"
    return player


def _searching(name: str):
    def factory(seed: int | None, **budget: object) -> GreedyPlayer:
        player = GreedyPlayer(seed)  # placeholder until the search lands
        player.name = name
        return player

    return factory


FACTORIES = {
    "random": _random,
    "greedy": _greedy,
    "easy": _easy,
    "normal": _searching("normal"),
    "hard": _searching("hard"),
}
