"""The players that use the learned evaluation (:mod:`.learned`; numpy's network or the
plain one, :func:`liubo.ai.learned.network_class`).

``LearnedPlayer`` plays, after the throw, the whole turn whose end the network likes best
(one ply, every turn of the throw evaluated in one matrix product). ``LearnedSearchPlayer``
is the searching levels' expectiminimax (:mod:`.search`) with the network's 2p - 1 as the
value of the leaves, each decision's turns evaluated together. :func:`make_expert` builds
the ``expert`` level, or, when the ruleset has no usable weights, the hand-made ``hard``
level with a notice saying why (``player.notice``), which the game can show.
"""

from __future__ import annotations

from ....engine.ruleset import Ruleset, load_ruleset
from ....engine.rulesets.tlv import Move, State, TlvRuleset
from ...contract import LearnedEncoding, Player
from ...learned import shipped_network, weights_key
from ...net import ValueNetwork
from .deepening import Plan, search_root
from .learned import VERSION, Evaluator, evaluator, input_size
from .players import FACTORIES, LEVELS, PlannedPlayer, SearchPlayer
from .search import Budget, Searcher
from .turns import End, turn_ends

#: leaf values stay strictly inside a won (+1) and a lost (-1) game, as the pruning needs
EDGE = 0.999


class LearnedPlayer(PlannedPlayer):
    """Plays the turn whose end gives it the best chance to win, by the network."""

    name = "learned"

    def __init__(self, net: ValueNetwork, seed: int | None = None) -> None:
        super().__init__(seed)
        self.net = net
        self._evaluator: Evaluator | None = None

    def evaluator(self, state: State) -> Evaluator:
        ev = self._evaluator
        if ev is None or ev.encoder.rules is not state.rules:
            ev = self._evaluator = Evaluator(self.net, state.rules)
        return ev

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        options = turn_ends(state)
        values = self.evaluator(state).end_values([end for _, end in options], int(state.side))
        rng = self.rng
        best = max(range(len(options)), key=lambda i: values[i] + rng.random() * 1e-9)
        return options[best][0]


class NetSearcher(Searcher):
    """The search of :mod:`.search` with the network's values at the leaves."""

    def __init__(self, budget: Budget, evaluator: Evaluator) -> None:
        super().__init__(budget)
        self.evaluator = evaluator

    def _green(self, p: float, nxt: int) -> float:
        green = p if nxt == 0 else 1.0 - p
        return max(-EDGE, min(EDGE, 2.0 * green - 1.0))

    def state_value(self, state: State) -> float:
        nxt = int(state.side) if state.needs_throw else 1 - int(state.side)
        return self.end_value(state.cells, state.off, state.scores, nxt)

    def end_value(
        self, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int], side: int
    ) -> float:
        return self._green(self.evaluator.value(cells, off, scores, side), side)

    def _turn_ends(self, state: State) -> list[tuple[tuple[Move, ...], End]]:
        """The turns of a decision, their ends evaluated together into the cache."""
        options = super()._turn_ends(state)
        nxt = 1 - int(state.side)
        cache = self.cache
        keys = []
        rows = []
        for _, (cells, off, scores, over, _winner) in options:
            if over:
                continue
            key = (cells, off, scores, nxt, True)
            if key not in cache:
                keys.append(key)
                rows.append((cells, off, scores, nxt))
        if rows:
            ev = self.evaluator
            parts = ev.encoder.parts
            values = ev.net.values_of([parts(*row) for row in rows], ev.encoder.dense_at)
            for key, p in zip(keys, values, strict=True):
                cache[key] = self._green(float(p), nxt)
        return options


class LearnedSearchPlayer(SearchPlayer):
    """A searching level whose leaves are valued by the network."""

    def __init__(
        self,
        name: str,
        net: ValueNetwork,
        plan: Plan,
        seed: int | None = None,
        node_limit: int | None = None,
        time_limit: float | None = None,
        soft_limit: float | None = None,
    ) -> None:
        super().__init__(name, plan, seed, node_limit, time_limit, soft_limit=soft_limit)
        self.net = net
        self._evaluator: Evaluator | None = None

    def choose_turn(self, state: State) -> tuple[Move, ...]:
        ev = self._evaluator
        if ev is None or ev.encoder.rules is not state.rules:
            if self.net.meta.get("ruleset") != weights_key(state.rules):
                # rules these weights were not trained for: the hand-made evaluation plays
                self.notice = f"no learned weights for ruleset {weights_key(state.rules)!r}"
                return super().choose_turn(state)
            ev = self._evaluator = Evaluator(self.net, state.rules)
        n = len(state.legal_moves()) * 64 + 64
        jitter = [self.rng.random() * 1e-7 for _ in range(n)]
        searcher = NetSearcher(self.budget, ev)
        self.last = search_root(state, self.plan, self.budget, jitter=jitter, searcher=searcher)
        return self.last.moves


#: how the expert level uses the network: "search" (hard's search, learned leaves) or
#: "ply" (one ply); chosen by measuring both against hard (see docs/learned.md)
EXPERT_MODE = "search"


def make_expert(
    seed: int | None = None,
    node_limit: int | None = None,
    time_limit: float | None = None,
    mode: str = EXPERT_MODE,
    net: ValueNetwork | str | None = None,
) -> PlannedPlayer:
    """The ``expert`` level for the default rules: the learned evaluation within hard's
    budget, or hard itself with a ``notice`` when the shipped weights cannot be used.

    ``net`` replaces the shipped network (a string: the reason there is none).
    """
    level = LEVELS["expert"]
    found = net if net is not None else shipped_network(load_ruleset("tlv"))
    if isinstance(found, str):
        hard = FACTORIES["hard"](seed, node_limit, time_limit)
        assert isinstance(hard, PlannedPlayer)
        hard.name = "learned" if mode == "ply" else "expert"  # hard, as the notice says
        hard.notice = found
        return hard
    if mode == "ply":
        player = LearnedPlayer(found, seed)
        player.name = "learned"
        return player
    nodes, seconds, soft = level.budget(node_limit, time_limit)
    return LearnedSearchPlayer("expert", found, level.plan, seed, nodes, seconds, soft_limit=soft)


def learned_player(net: ValueNetwork, rules: Ruleset, seed: int | None = None) -> Player:
    """The network alone, one ply deep, as a player of ``rules`` (for training's checks)."""
    if not isinstance(rules, TlvRuleset):
        raise ValueError(f"the tlv encoding cannot read ruleset {rules.id!r}")
    return LearnedPlayer(net, seed)


#: what the computer players' registry knows of this encoding
ENCODING = LearnedEncoding(VERSION, input_size, evaluator, learned_player)

__all__ = [
    "ENCODING",
    "EXPERT_MODE",
    "LearnedPlayer",
    "LearnedSearchPlayer",
    "NetSearcher",
    "learned_player",
    "make_expert",
]
