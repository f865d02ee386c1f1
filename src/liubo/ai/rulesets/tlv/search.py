"""Expectiminimax over whole turns, with the throw as a chance node (Star1 and Star2).

The tree below a root turn: :class:`Searcher` values chance and decision nodes, within a
:class:`Budget`; :mod:`.deepening` chooses the root's turn by iterative deepening over it.

A decision node is a side with a throw to play: its children are the distinct turns
(:func:`turns`). A chance node is a side about to throw: its children are the ten
distinct throws (a throw and its mirror lead to the same choices), weighted by their
exact probabilities. Values are bounded in [-1, 1] (see :mod:`evaluate`), which lets a
chance node stop early once the throws left cannot lift it above alpha or below beta
(Ballard's Star1); where the decisions after a throw search a shortlist, each throw is
first bounded by its decision's static ranking (Star2). Depth counts turns. The root
keeps a shortlist of the turns that evaluate best statically (see :mod:`.deepening`).
Inner decision nodes deeper than one turn search only their own shortlist; the turns past
it keep their static values, so the side to move may still choose one of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ....engine.ruleset import Ruleset
from ....engine.rulesets.tlv.state import Move, State
from ....engine.throws import Throw
from ...clock import now
from .evaluate import (
    DEFAULT_WEIGHTS,
    LOSS,
    WIN,
    Tables,
    Weights,
    bounded,
    raw_eval,
    raw_eval_parts,
    tables_for,
)
from .turns import End, end_state, turn_ends

#: a decision's turns, and their static values with indexes, best first (Searcher._ranked)
Ranked = tuple[list[tuple[tuple[Move, ...], End]], list[tuple[float, int]]]


class BudgetExhausted(Exception):
    """Raised inside the search when the node limit or the time cap is reached."""


@cache
def distinct_throws(rules: Ruleset) -> tuple[tuple[Throw, float], ...]:
    """The distinct throws (mirrors merged) with their exact probabilities, likeliest first."""
    merged: dict[tuple[int, int], tuple[Throw, float]] = {}
    for throw, p in rules.throws:
        key = (min(throw.numbers), max(throw.numbers))
        if key in merged:
            merged[key] = (merged[key][0], merged[key][1] + float(p))
        else:
            merged[key] = (throw, float(p))
    return tuple(sorted(merged.values(), key=lambda tp: (-tp[1], tp[0].numbers)))


@dataclass
class Budget:
    """How much a search may do: a node limit (reproducible) and a time cap in seconds."""

    node_limit: int | None = None
    time_limit: float | None = None
    #: no new root turn is started after this many seconds (the cap still ends the search)
    soft_limit: float | None = None

    def start(self) -> None:
        self.nodes = 0
        started = now()
        self.deadline = None if self.time_limit is None else started + self.time_limit
        self.soft_deadline = None if self.soft_limit is None else started + self.soft_limit

    def past_soft_limit(self, expected: float = 0.0) -> bool:
        """Whether the search should not start another root turn, which is expected to
        take ``expected`` seconds: it would not finish before the soft limit."""
        return self.soft_deadline is not None and now() + expected > self.soft_deadline


class Searcher:
    """One search from one root position, for the side to move there."""

    def __init__(
        self, budget: Budget, weights: Weights = DEFAULT_WEIGHTS, probe: bool = True
    ) -> None:
        self.budget = budget
        self.weights = weights
        self.cache: dict[tuple[object, ...], float] = {}
        self.completed_depth = 0
        self.tables: Tables | None = None  # set by the first _turn_ends
        #: Star2: bound the throws of a chance node by their decisions' static rankings
        #: (off only to check that it changes no choice)
        self.probe = probe

    # -- leaves ----------------------------------------------------------------------------
    def _tick(self, n: int = 1) -> None:
        b = self.budget
        b.nodes += n
        if b.node_limit is not None and b.nodes > b.node_limit:
            raise BudgetExhausted
        if b.deadline is not None and now() > b.deadline:
            raise BudgetExhausted

    def static(self, state: State) -> float:
        """The bounded value of a position for Green (the search negates it for White)."""
        if state.over:
            if state.winner is None:
                return 0.0
            return WIN if state.winner == 0 else LOSS
        key = (state.cells, state.off, state.scores, state.side, state.throw is None)
        value = self.cache.get(key)
        if value is None:
            self._tick()
            value = self.cache[key] = self.state_value(state)
        return value

    def static_end(self, end: End, side: int) -> float:
        """:meth:`static` for a turn end from :func:`turn_ends`; ``side`` throws next."""
        cells, off, scores, over, winner = end
        if over:
            if winner < 0:
                return 0.0
            return WIN if winner == 0 else LOSS
        key = (cells, off, scores, side, True)
        value = self.cache.get(key)
        if value is None:
            self._tick()
            value = self.cache[key] = self.end_value(cells, off, scores, side)
        return value

    def state_value(self, state: State) -> float:
        """The value for Green of a position not over (what :meth:`static` caches); a
        searcher with another evaluation overrides this and :meth:`end_value`."""
        return bounded(raw_eval(state, 0, self.weights), self.weights)

    def end_value(
        self, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int], side: int
    ) -> float:
        """The value for Green of a turn end not over, ``side`` to throw next."""
        w = self.weights
        tables = self.tables
        if tables is None:  # ends come from _turn_ends, which sets the tables
            raise RuntimeError("static_end before any turn_ends")
        return bounded(raw_eval_parts(tables, cells, off, scores, side, 0, w), w)

    # -- nodes (values for Green; Green maximises) -----------------------------------------
    def chance(self, state: State, depth: int, alpha: float, beta: float, inner: int) -> float:
        """The expected value before a throw, searching ``depth`` more turns."""
        if depth <= 0 or state.over:
            return self.static(state)
        throws = distinct_throws(state.rules)
        if depth >= 2 and self.probe:
            return self._probed_chance(state, throws, depth, alpha, beta, inner)
        total = 0.0
        left = 1.0
        for throw, p in throws:
            left -= p
            # Star1: the window this throw's value must fall in to matter
            lo = (alpha - total - left * WIN) / p
            hi = (beta - total - left * LOSS) / p
            child = state.apply_throw(throw)
            if child.needs_throw or child.over:  # no move possible: the turn passed
                v = self.chance(child, depth - 1, max(lo, LOSS), min(hi, WIN), inner)
            else:
                v = self.decision(child, depth, max(lo, LOSS), min(hi, WIN), inner)
            total += p * v
            if v <= lo:
                return total + left * WIN  # an upper bound, at most alpha
            if v >= hi:
                return total + left * LOSS  # a lower bound, at least beta
        return total

    def _probed_chance(
        self,
        state: State,
        throws: tuple[tuple[Throw, float], ...],
        depth: int,
        alpha: float,
        beta: float,
        inner: int,
    ) -> float:
        """:meth:`chance` over decisions that search a shortlist (Ballard's Star2).

        Such a decision is worth at most (White) or at least (Green) the static value of
        the first turn past its shortlist, so ranking each throw's turns first bounds the
        throws not yet searched far tighter than a won or lost game does.
        """
        white = state.side == 1  # the decisions after this throw minimise
        children = []
        rest = 0.0  # the bounds of the throws not yet searched, weighted
        for throw, p in throws:
            child = state.apply_throw(throw)
            if child.needs_throw or child.over:  # no move possible: the turn passed
                ranked, bound = None, (WIN if white else LOSS)
            else:
                ranked = self._ranked(child)
                scored = ranked[1]
                if len(scored) > inner:
                    bound = scored[inner][0]
                else:
                    bound = WIN if white else LOSS
            children.append((child, ranked, p, bound))
            rest += p * bound
        if (rest <= alpha) if white else (rest >= beta):
            return rest
        total = 0.0
        left = 1.0
        for child, ranked, p, bound in children:
            left -= p
            rest -= p * bound
            if white:
                lo = (alpha - total - rest) / p
                hi = (beta - total - left * LOSS) / p
                if bound <= lo:
                    return total + p * bound + rest  # at most alpha
            else:
                lo = (alpha - total - left * WIN) / p
                hi = (beta - total - rest) / p
                if bound >= hi:
                    return total + p * bound + rest  # at least beta
            window = max(lo, LOSS), min(hi, WIN)
            if ranked is None:
                v = self.chance(child, depth - 1, *window, inner)
            else:
                v = self.decision(child, depth, *window, inner, ranked)
            total += p * v
            if v <= lo:
                return total + (rest if white else left * WIN)  # at most alpha
            if v >= hi:
                return total + (left * LOSS if white else rest)  # at least beta
        return total

    def _turn_ends(self, state: State) -> list[tuple[tuple[Move, ...], End]]:
        """The distinct turns of a decision node, counted against the budget."""
        if self.tables is None:
            self.tables = tables_for(state.rules)
        options = turn_ends(state)
        self._tick(len(options))
        return options

    def _ranked(self, state: State) -> Ranked:
        """A decision's turns and their static values with indexes, best first."""
        options = self._turn_ends(state)
        nxt = 1 - int(state.side)
        static_end = self.static_end
        scored = sorted(
            ((static_end(end, nxt), i) for i, (_, end) in enumerate(options)),
            reverse=state.side == 0,
        )
        return options, scored

    def decision(
        self,
        state: State,
        depth: int,
        alpha: float,
        beta: float,
        inner: int,
        ranked: Ranked | None = None,
    ) -> float:
        """The value of the best turn for the side to move (Green max, White min).

        ``ranked`` is :meth:`_ranked` of ``state``, when the caller already has it.
        """
        green = state.side == 0
        if depth > 1:
            options, scored = ranked or self._ranked(state)
            return self._shortlist(state, options, scored, depth, alpha, beta, inner, green)
        options = self._turn_ends(state)
        nxt = 1 - int(state.side)
        static_end = self.static_end
        best = LOSS - 1 if green else WIN + 1
        for _, end in options:
            v = static_end(end, nxt)
            if green:
                if v > best:
                    best = v
                    if v >= beta:
                        return v
            elif v < best:
                best = v
                if v <= alpha:
                    return v
        return best

    def _shortlist(
        self,
        state: State,
        options: list[tuple[tuple[Move, ...], End]],
        scored: list[tuple[float, int]],
        depth: int,
        alpha: float,
        beta: float,
        inner: int,
        green: bool,
    ) -> float:
        """A decision deeper than one turn: the shortlist searched, the rest static."""
        best = LOSS - 1 if green else WIN + 1
        if len(scored) > inner:  # the turns past the shortlist count at their static values
            best = scored[inner][0]
            if green:
                alpha = max(alpha, best)
            else:
                beta = min(beta, best)
            if alpha >= beta:
                return best
        for _, i in scored[:inner]:
            end = end_state(state, options[i][0])
            v = self.chance(end, depth - 1, alpha, beta, inner)
            if green:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best
