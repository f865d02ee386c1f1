"""Iterative deepening at the root of the search: which turn to play within a budget.

The root keeps a shortlist of the turns that evaluate best statically; each iteration of
a :class:`Plan` (depth in turns, root shortlist, inner shortlist) searches the root turns
with :class:`.search.Searcher`, in the order the previous iteration found, and widens and
deepens the shortlist while the budget lasts: a node limit, a time cap, and a soft time
limit by which a root turn (judged by how long the last one took) must be expected to
finish before it is started. :func:`search_root` returns the chosen turn as a
:class:`RootResult`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....engine.rulesets.tlv.state import Move, State
from ...clock import now
from .evaluate import DEFAULT_WEIGHTS, LOSS, WIN, Weights
from .search import Budget, BudgetExhausted, Searcher
from .turns import turns

__all__ = ["Plan", "RootResult", "search_root"]


@dataclass(frozen=True)
class Plan:
    """The iterations of a search: (depth in turns, root shortlist size, inner shortlist)."""

    steps: tuple[tuple[int, int, int], ...]


@dataclass
class RootResult:
    """What a root search found: the chosen turn, its value, the depth and the work done."""

    moves: tuple[Move, ...]
    value: float
    depth: int
    nodes: int


def search_root(
    state: State,
    plan: Plan,
    budget: Budget,
    weights: Weights = DEFAULT_WEIGHTS,
    jitter: list[float] | None = None,
    searcher: Searcher | None = None,
) -> RootResult:
    """Choose a turn for the side to move in ``state`` (which has a throw to play).

    ``plan.steps`` are the iterations (depth, root shortlist, inner shortlist); each
    iteration searches the root turns in the order of the previous one. If the budget
    runs out during an iteration, its results count only when its first turn (the best of
    the previous iteration) was completed. ``jitter`` (one small number per root turn)
    breaks ties. ``searcher`` (made with ``budget``) values the leaves another way than
    ``weights`` do, or searches without Star2 (``Searcher(budget, probe=False)``).
    """
    budget.start()
    if searcher is None:
        searcher = Searcher(budget, weights)
    sign = 1.0 if state.side == 0 else -1.0
    options = turns(state)
    if len(options) == 1:
        return RootResult(options[0][0], 0.0, 0, 0)
    jitter = jitter or [0.0] * len(options)
    try:
        values = [sign * searcher.static(end) + jitter[i] for i, (_, end) in enumerate(options)]
    except BudgetExhausted:
        return RootResult(options[0][0], 0.0, 0, budget.nodes)
    order = sorted(range(len(options)), key=lambda i: -values[i])
    best_i, best_v, depth_done = order[0], values[order[0]], 1
    found: dict[int, float] = {}
    found_depth = 1
    expected = 0.0  # how long the last root turn took to search, at this depth
    for depth, width, inner in plan.steps:
        if depth <= 1:
            continue
        if depth != found_depth:  # a deeper iteration starts afresh, in the last order
            found, found_depth, expected = {}, depth, 0.0
        alpha = max(found.values(), default=LOSS)
        try:
            for i in order[:width]:
                if i in found:
                    continue
                if budget.past_soft_limit(expected):
                    raise BudgetExhausted
                started = now()
                end = options[i][1]
                # the search works for Green; for White flip the window
                if sign > 0:
                    v = searcher.chance(end, depth - 1, alpha, WIN, inner)
                else:
                    v = -searcher.chance(end, depth - 1, LOSS, -alpha, inner)
                v += jitter[i]
                found[i] = v
                expected = now() - started
                alpha = max(alpha, v)
        except BudgetExhausted:
            pass
        if order[0] in found:
            ranked = sorted(found, key=lambda i: -found[i])
            best_i, best_v = ranked[0], found[ranked[0]]
            depth_done = depth
            order = ranked + [i for i in order if i not in found]
        if len([i for i in order[:width] if i in found]) < min(width, len(order)):
            break
    return RootResult(options[best_i][0], best_v, depth_done, budget.nodes)
