"""The players that use the learned evaluation (:mod:`.learned`; needs numpy).

``LearnedPlayer`` plays, after the throw, the whole turn whose end the network likes best
(one ply, every turn of the throw evaluated in one matrix product). ``LearnedSearchPlayer``
is the searching levels' expectiminimax (:mod:`.search`) with the network's 2p - 1 as the
value of the leaves, each decision's turns evaluated together. :func:`make_expert` builds
the ``expert`` level, or, when the ruleset has no usable weights, the hand-made ``hard``
level with a notice saying why (``player.notice``), which the game can show.
"""

from __future__ import annotations

from typing import Any

from ..engine.ruleset import Ruleset, load_ruleset
from ..engine.state import Move, State
from .cazaux import CazauxPlayer, make_cazaux_player
from .learned import Evaluator, Network, evaluator, shipped_network, weights_key
from .learned_cazaux import CazauxNetPlayer
from .players import FACTORIES, LEVELS, PlannedPlayer, SearchPlayer
from .search import Budget, Plan, Searcher, search_root
from .turns import End, turn_ends

#: leaf values stay strictly inside a won (+1) and a lost (-1) game, as the pruning needs
EDGE = 0.999


class LearnedPlayer(PlannedPlayer):
    """Plays the turn whose end gives it the best chance to win, by the network."""

    name = "learned"

    def __init__(self, net: Network, seed: int | None = None) -> None:
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
        ev = self.evaluator
        return self._green(ev.net.value(ev.encoder.row(cells, off, scores, side)), side)

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
            values = ev.net.values(ev.encoder.rows(rows))
            for key, p in zip(keys, values, strict=True):
                cache[key] = self._green(float(p), nxt)
        return options


class LearnedSearchPlayer(SearchPlayer):
    """A searching level whose leaves are valued by the network."""

    def __init__(
        self,
        name: str,
        net: Network,
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
    net: Network | str | None = None,
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


#: the cazaux expert weighs this many of its best turns (by the network) against every
#: throw of the next side and its best reply, as the hand-made cazaux ``hard`` does
CAZAUX_SHORTLIST = 10


def make_cazaux_expert(
    seed: int | None = None, mode: str = EXPERT_MODE, net: Network | str | None = None
) -> CazauxPlayer:
    """The cazaux ``expert`` (``mode`` "search": the network weighs the best turns against
    the replies) or ``learned`` ("ply": the network alone); without usable weights, the
    hand-made cazaux ``hard`` with a ``notice`` saying why."""
    rules = load_ruleset("cazaux")
    found = net if net is not None else shipped_network(rules)
    name = "learned" if mode == "ply" else "expert"
    if isinstance(found, str):
        player = make_cazaux_player("hard", seed)
        player.name = name
        player.notice = found
        return player
    return CazauxNetPlayer(name, found, rules, seed, 0 if mode == "ply" else CAZAUX_SHORTLIST)


def learned_player(net: Network, rules: Ruleset, seed: int | None = None) -> Any:
    """The network alone, one ply deep, as a player of ``rules`` (for training's checks)."""
    if rules.kind == "cazaux":
        return CazauxNetPlayer("learned", net, rules, seed)
    return LearnedPlayer(net, seed)


#: the worker's name for a hint by the learned evaluation (see :func:`hint_text`)
HINT = "expert-hint"


def hint_text(state: State, count: int = 3) -> str:
    """The hint for the side to move: the first move of the best turn on the first line,
    then the best ``count`` turns, one a line, as "chance move move"; without a usable
    network (or with a single turn) only the first line, from the normal level."""
    found = shipped_network(state.rules)
    if isinstance(found, str) or weights_key(state.rules) != found.meta.get("ruleset"):
        return str(FACTORIES["normal"](0).choose_move(state))
    options = evaluator(found, state.rules).turn_values(state)
    order = sorted(range(len(options)), key=lambda i: -options[i][1])[:count]
    lines = [str(options[order[0]][0][0])]
    for i in order:
        moves, chance = options[i]
        lines.append(" ".join([f"{chance:.3f}"] + [str(m) for m in moves]))
    return "\n".join(lines)


__all__ = [
    "CAZAUX_SHORTLIST",
    "HINT",
    "learned_player",
    "make_cazaux_expert",
    "hint_text",
    "LearnedPlayer",
    "LearnedSearchPlayer",
    "NetSearcher",
    "make_expert",
]
