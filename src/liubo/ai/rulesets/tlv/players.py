"""The computer players of the ``tlv`` ruleset: greedy, easy, and the searching levels."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ....engine.contract import GameMove, GameState
from ....engine.rulesets.tlv import Move, State
from ...contract import OtherRulesets
from ...plans import TurnPlan, next_planned_move
from ...turn_players import RandomPlayer
from .deepening import Plan, RootResult, search_root
from .evaluate import DEFAULT_WEIGHTS, Weights, evaluate
from .search import Budget
from .turns import turns


class PlannedPlayer:
    """A player that chooses a whole turn at its first move and then plays the plan out.

    Handed a state of another ruleset, it plays that ruleset's player of its level (as
    the registry of computer players gives it), so one player object serves any game.
    """

    name = "planned"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self._plan: TurnPlan = None
        self._seed = seed
        self._others: OtherRulesets | None = None  # made when a game of another ruleset comes
        #: why this player plays weaker than its level promises (shown by the game), or ""
        self.notice = ""

    def choose_move(self, state: GameState) -> GameMove:
        if not isinstance(state, State):
            if self._others is None:
                self._others = OtherRulesets(self.name, self._seed)
            return self._others.choose_move(state)
        move, self._plan = next_planned_move(state, self._plan, self.choose_turn)
        return move

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        """The moves of the rest of this turn (one or two), the first legal now."""
        raise NotImplementedError


class GreedyPlayer(PlannedPlayer):
    """Plays the turn whose end position evaluates best, without looking at the reply.

    ``noise`` adds a uniform random amount (in bounded-value units) to each turn's value,
    which makes a weaker but still sensible player.
    """

    name = "greedy"

    def __init__(
        self, seed: int | None = None, noise: float = 0.0, weights: Weights = DEFAULT_WEIGHTS
    ) -> None:
        super().__init__(seed)
        self.noise = noise
        self.weights = weights

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        me = int(state.side)
        best: tuple[Move, ...] = ()
        best_value = -10.0
        rng = self.rng
        for moves, end in turns(state):
            value = evaluate(end, me, self.weights)
            if self.noise:
                value += rng.uniform(0.0, self.noise)
            else:
                value += rng.random() * 1e-9  # a fair tie-break
            if value > best_value:
                best, best_value = moves, value
        return best


class SearchPlayer(PlannedPlayer):
    """Expectiminimax over the throw with a root shortlist, within a node and time budget."""

    def __init__(
        self,
        name: str,
        plan: Plan,
        seed: int | None = None,
        node_limit: int | None = None,
        time_limit: float | None = None,
        weights: Weights = DEFAULT_WEIGHTS,
        soft_limit: float | None = None,
    ) -> None:
        super().__init__(seed)
        self.name = name
        self.plan = plan
        self.budget = Budget(node_limit, time_limit, soft_limit)
        self.weights = weights
        self.last: RootResult | None = None

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        n = len(state.legal_moves()) * 64 + 64  # enough tie-breaks for every distinct turn
        jitter = [self.rng.random() * 1e-7 for _ in range(n)]
        self.last = search_root(state, self.plan, self.budget, self.weights, jitter)
        return self.last.moves


@dataclass(frozen=True)
class Level:
    """A searching level: its iterations and its budget.

    ``plan`` lists (depth in turns, root shortlist, inner shortlist). ``seconds`` caps a
    search; a root turn is started only if it should finish by ``soft_seconds`` (judged by
    how long the last one took), so the time goes to turns the search can finish rather
    than one it would abandon.
    """

    plan: Plan
    nodes: int
    seconds: float
    soft_seconds: float | None = None

    def budget(
        self, node_limit: int | None = None, time_limit: float | None = None
    ) -> tuple[int, float, float | None]:
        """(nodes, hard time cap, soft time cap) of a player of this level; an explicit
        time limit (tests, reproducible runs) replaces both time limits."""
        if time_limit is None:
            return node_limit or self.nodes, self.seconds, self.soft_seconds
        return node_limit or self.nodes, time_limit, None


LEVELS: dict[str, Level] = {
    # every turn the static evaluation ranks in its top eight, against each reply
    "normal": Level(Plan(((2, 3, 1), (2, 8, 1))), 30_000, 0.25),
    # ten turns, then for as many of the best as time allows a third turn: its own reply
    # after the opponent's best-looking reply (the opponent's other replies kept static)
    "hard": Level(
        Plan(
            (
                (2, 3, 1),
                (2, 10, 1),
                (3, 1, 1),
                (3, 2, 1),
                (3, 3, 1),
                (3, 5, 1),
                (3, 8, 1),
                (3, 12, 1),
                (3, 20, 1),
                (3, 40, 1),
            )
        ),
        120_000,
        0.9,
        soft_seconds=0.45,
    ),
}
#: expert (:mod:`.expert`): the search with the learned evaluation at the leaves, two turns
#: deep (its turn, then every throw of the opponent and its best reply), widening to every
#: turn while time lasts. A learned leaf costs more than a hand-made one: hard's third
#: turn made it overrun its time cap in busy positions, and the limits are a little
#: shorter, so it thinks no longer than hard (median per turn), see docs/learned.md
LEVELS["expert"] = Level(
    Plan(((2, 3, 1), (2, 10, 1), (2, 20, 1), (2, 40, 1))), 120_000, 0.8, soft_seconds=0.38
)

EASY_WEIGHTS = Weights(threat_next=0.0, threat_later=0.0)


def _random(seed: int | None, **budget: object) -> RandomPlayer:
    return RandomPlayer(seed)


def _greedy(seed: int | None, **budget: object) -> GreedyPlayer:
    return GreedyPlayer(seed)


def _easy(seed: int | None, **budget: object) -> GreedyPlayer:
    """Greedy, blind to the birds it leaves exposed, with noise: sensible and beatable."""
    player = GreedyPlayer(seed, noise=0.08, weights=EASY_WEIGHTS)
    player.name = "easy"
    return player


def _searching(name: str) -> Callable[..., SearchPlayer]:
    level = LEVELS[name]

    def factory(
        seed: int | None, node_limit: int | None = None, time_limit: float | None = None
    ) -> SearchPlayer:
        nodes, seconds, soft = level.budget(node_limit, time_limit)
        return SearchPlayer(name, level.plan, seed, nodes, seconds, soft_limit=soft)

    return factory


FACTORIES: dict[str, Callable[..., RandomPlayer | PlannedPlayer]] = {
    "random": _random,
    "greedy": _greedy,
    "easy": _easy,
    "normal": _searching("normal"),
    "hard": _searching("hard"),
}


#: the most seconds each searching level thinks about a turn
TIME_CAPS = {name: level.seconds for name, level in LEVELS.items()}
