"""The learned evaluation for the ``cazaux`` ruleset: its encoding and its players.

The network itself, its files and the training are shared with the other rulesets
(:mod:`liubo.ai.learned`, :mod:`liubo.tools.train`); what differs is what a position looks
like. Both
sides run the same circuit in this race, so nothing is turned: a position is seen from
the side that throws next (``me``, which after an extra throw is the side that just
played) by swapping which pieces are "own". The inputs (:data:`ENCODING_CAZAUX`) are:

- per node (stations and the centre's two lanes), truncated unary counts (1, 2, 3+) of own
  stones and of the other side's;
- the station of each side's Owl, one-hot;
- waiting stones and prisoners held, in unary, own side first;
- real-valued inputs from the hand-made evaluation (:mod:`.evaluate`): its value, the
  chance that a stone takes each side's Owl with the next throw, stones on the board, the
  steps still to run to the next lap, and the five-stone danger to each side's Owl.

It is imported only where the network runs, and needs numpy only for training's rows
(the network is numpy's or the plain one, :func:`liubo.ai.learned.network_class`).
:func:`make_expert` builds the ``expert`` and ``learned`` levels, or, without usable
weights, the hand-made ``hard`` with a ``notice`` saying why.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from ....engine.contract import GameMove, GameState
from ....engine.ruleset import Ruleset, load_ruleset
from ....engine.rulesets.cazaux import CazauxRuleset, CazauxState, cazaux_tables
from ...contract import LearnedEncoding, Player
from ...learned import shipped_network
from ...turn_players import LEVELS, TurnPlayer, distinct_throws
from .evaluate import end_key, evaluate, evaluate_parts, tables_for, turns

if TYPE_CHECKING:
    from ...net import ValueNetwork
    from ...network import Array

#: the version of this encoding (stored with the weights, as ``encoding``)
ENCODING_CAZAUX = 1

#: stone counts on a node are read as at least 1, 2 and 3
STONE_UNITS = 3

#: the names of the real-valued inputs, in order (own side first)
DENSE_NAMES_CAZAUX = (
    "hand-made evaluation",
    "chance a stone takes own Owl next throw",
    "chance a stone takes their Owl next throw",
    "own stones on the board",
    "their stones on the board",
    "own steps to the next lap",
    "their steps to the next lap",
    "five-stone danger to own Owl",
    "five-stone danger to their Owl",
    "prisoner difference",
)


class CazauxEncoder:
    """Turns cazaux positions into rows of network inputs (see the module text)."""

    def __init__(self, rules: CazauxRuleset) -> None:
        t = cazaux_tables(rules.board)
        self.rules = rules
        self.n_nodes = t.n_nodes
        self.n_stations = len(rules.board.perches)
        self.per_side = rules.birds_per_side
        self.owl_at = 2 * STONE_UNITS * self.n_nodes
        self.waiting_at = self.owl_at + 2 * self.n_stations
        self.held_at = self.waiting_at + 2 * self.per_side
        self.dense_at = self.held_at + 2 * self.per_side
        self.size = self.dense_at + len(DENSE_NAMES_CAZAUX)
        self.hand = tables_for(rules)

    def parts(self, state: CazauxState, me: int) -> tuple[list[int], list[float]]:
        """The columns that are 1 and the real-valued inputs of one position."""
        n = self.n_nodes
        them = 1 - me
        stones = state.stones
        on: list[int] = []
        lap_steps = [0, 0]
        on_board = [0, 0]
        to_lap = self.hand.to_lap
        for k, side in enumerate((me, them)):
            base = side * n
            for node in range(n):
                count = stones[base + node]
                if count:
                    at = (2 * node + k) * STONE_UNITS
                    on.extend(range(at, at + min(count, STONE_UNITS)))
                    on_board[side] += count
                    lap_steps[side] += count * to_lap[node]
            owl = state.owls[side]
            if owl >= 0:
                on.append(self.owl_at + k * self.n_stations + owl)
            at = self.waiting_at + k * self.per_side
            on.extend(range(at, at + state.waiting(side)))
            at = self.held_at + k * self.per_side
            on.extend(range(at, at + state.held[side]))
        value, p_me, p_them = evaluate_parts(state, me)
        five = self.rules.five_stone_rule
        danger = [0.0, 0.0]  # to each side's Owl: enemy stones that could soon stand on the board
        for side in (0, 1):
            other = 1 - side
            if state.owls[side] >= 0 and state.owls[other] < 0:
                coming = on_board[other] + min(2, state.waiting(other))
                danger[side] = max(0.0, (coming - five + 2) / 3.0)
        per = float(self.per_side)
        dense = [
            value,
            p_me,
            p_them,
            on_board[me] / per,
            on_board[them] / per,
            lap_steps[me] / (20.0 * per),
            lap_steps[them] / (20.0 * per),
            danger[me],
            danger[them],
            (state.held[me] - state.held[them]) / per,
        ]
        return on, dense

    def rows(self, positions: Sequence[tuple[CazauxState, int]]) -> Array:
        """The inputs of several (position, side to throw next) pairs, as numpy rows (for
        training)."""
        from ...network import input_rows

        return input_rows([self.parts(*pair) for pair in positions], self.size, self.dense_at)

    def row(self, state: CazauxState, me: int) -> Array:
        """The inputs of one position as a numpy row (for training)."""
        from ...network import input_row

        return input_row(*self.parts(state, me), self.size, self.dense_at)


@cache
def cazaux_encoder_for(rules: CazauxRuleset) -> CazauxEncoder:
    return CazauxEncoder(rules)


def _result(state: CazauxState, me: int) -> float:
    return 0.5 if state.winner is None else float(int(state.winner) == me)


def _own(state: GameState) -> CazauxState:
    if not isinstance(state, CazauxState):
        raise ValueError(f"the cazaux encoding cannot read a {type(state).__name__}")
    return state


class CazauxEvaluator:
    """A network and the cazaux encoder: chances to win of positions and of turns."""

    def __init__(self, net: ValueNetwork, rules: CazauxRuleset) -> None:
        self.net = net
        self.encoder = cazaux_encoder_for(rules)

    def end_values(self, ends: Sequence[CazauxState], mover: int) -> list[float]:
        """For each position a turn of ``mover`` ends in: the chance ``mover`` wins."""
        out = [0.0] * len(ends)
        rows = []
        where = []
        for i, end in enumerate(ends):
            if end.over:
                out[i] = _result(end, mover)
            else:
                rows.append(self.encoder.parts(end, int(end.side)))
                where.append(i)
        if rows:
            values = self.net.values_of(rows, self.encoder.dense_at)
            for i, p in zip(where, values, strict=True):
                p = float(p)
                out[i] = 1.0 - p if int(ends[i].side) != mover else p
        return out

    def turn_values(self, state: GameState) -> list[tuple[tuple[GameMove, ...], float]]:
        """Every distinct turn (or rest of a turn) of a state with a throw, and the chance
        to win it leaves the side to move with."""
        options = turns(_own(state))
        values = self.end_values([end for _, end in options], int(state.side))
        return [(moves, float(v)) for (moves, _), v in zip(options, values, strict=True)]

    def state_value(self, state: GameState, me: int) -> float:
        """The chance that side ``me`` wins from a position between turns (or over)."""
        own = _own(state)
        if own.over:
            return _result(own, me)
        nxt = int(own.side)
        p = self.net.value_of(*self.encoder.parts(own, nxt), self.encoder.dense_at)
        return p if nxt == me else 1.0 - p

    def row_to_learn(self, state: GameState) -> Array:
        """The inputs of a position between turns, from the side to throw (for training)."""
        return self.encoder.row(_own(state), int(state.side))

    def best_end(self, state: GameState) -> CazauxState:
        """The position the best turn by the network (one ply) ends in (for training)."""
        options = turns(_own(state))
        values = self.end_values([end for _, end in options], int(state.side))
        return options[max(range(len(values)), key=values.__getitem__)][1]  # first of equals


class CazauxNetPlayer(TurnPlayer[CazauxState]):
    """A cazaux player that values turns by the network.

    ``shortlist`` 0 plays the best turn one ply deep; otherwise that many of the best turns
    are weighed against every throw of the next side and its best reply (both valued by
    the network, each throw's replies in one matrix product), as the hand-made ``hard``.
    """

    def __init__(
        self,
        name: str,
        net: ValueNetwork,
        rules: CazauxRuleset,
        seed: int | None = None,
        shortlist: int = 0,
        replies: int = 0,
        seconds: float | None = None,
    ) -> None:
        super().__init__(
            name,
            CazauxState,
            evaluate,
            seed,
            shortlist,
            end_key=end_key,
            replies=replies,
            seconds=seconds,
        )
        self.evaluator = CazauxEvaluator(net, rules)

    def _ranked(
        self, state: CazauxState, me: int
    ) -> list[tuple[float, tuple[GameMove, ...], CazauxState]]:
        """Every turn valued by the network in one matrix product, the best first."""
        options = turns(state)
        values = self.evaluator.end_values([end for _, end in options], me)
        rng = self.rng
        order = sorted(range(len(options)), key=lambda i: -(values[i] + rng.random() * 1e-9))
        return [(float(values[i]), *options[i]) for i in order]

    def _expect(self, state: CazauxState, me: int, replies: int = 0) -> float:
        """The chance ``me`` wins from a turn's end: every throw, the best reply to each
        (with ``replies``, the best of that many replies each valued a turn deeper)."""
        ev = self.evaluator
        total = 0.0
        for throw, p in distinct_throws(state.rules):
            thrown = state.apply_throw(throw)
            if thrown.needs_throw or thrown.over:
                total += p * ev.state_value(thrown, me)
                continue
            mover = int(thrown.side)
            ends = [end for _, end in turns(thrown)]
            chances = ev.end_values(ends, mover)
            if not replies or len(ends) == 1:
                best = max(chances)
                total += p * (best if mover == me else 1.0 - best)
                continue
            deeper = [
                (float(chances[i]) if mover == me else 1.0 - float(chances[i]))
                if ends[i].over
                else self._expect(ends[i], me)
                for i in best_first(chances)[:replies]
            ]
            total += p * (max(deeper) if mover == me else min(deeper))
        return total


def best_first(values: Sequence[float]) -> list[int]:
    """The indices of ``values`` from the largest down (equals in their order)."""
    return sorted(range(len(values)), key=lambda i: -values[i])


#: the expert weighs this many of its best turns (by the network) against every throw of
#: the next side and its best reply, as the hand-made ``hard`` does
SHORTLIST = 10
#: and, as ``hard``, looks at the best two of them a turn deeper, more of them while the
#: turn's thinking is under :data:`SECONDS`: the opponent's best two replies to each throw
#: (by the network), each valued by every throw after it and the best turn
REPLIES = 2
#: the seconds of thinking after which the expert looks at no more turns a turn deeper
#: (a ``time_limit`` in the budget replaces it)
SECONDS = 0.5


def make_expert(
    seed: int | None = None,
    mode: str = "search",
    net: ValueNetwork | str | None = None,
    time_limit: float | None = None,
) -> TurnPlayer[CazauxState]:
    """The ``expert`` (``mode`` "search": the network weighs the best turns against the
    replies) or ``learned`` ("ply": the network alone); without usable weights, the
    hand-made ``hard`` with a ``notice`` saying why. ``net`` replaces the shipped network
    (a string: the reason there is none); ``time_limit`` replaces :data:`SECONDS`."""
    rules = load_ruleset("cazaux")
    assert isinstance(rules, CazauxRuleset)
    found = net if net is not None else shipped_network(rules)
    name = "learned" if mode == "ply" else "expert"
    if isinstance(found, str):
        shortlist, noise, replies = LEVELS["hard"]
        player = TurnPlayer(name, CazauxState, evaluate, seed, shortlist, noise, end_key, replies)
        player.notice = found
        return player
    if mode == "ply":
        return CazauxNetPlayer(name, found, rules, seed)
    seconds = SECONDS if time_limit is None else time_limit
    return CazauxNetPlayer(name, found, rules, seed, SHORTLIST, REPLIES, seconds)


def evaluator(net: ValueNetwork, rules: Ruleset) -> CazauxEvaluator:
    """The network ``net`` reading positions of a cazaux ruleset."""
    if not isinstance(rules, CazauxRuleset):
        raise ValueError(f"the cazaux encoding cannot read ruleset {rules.id!r}")
    return CazauxEvaluator(net, rules)


def input_size(rules: Ruleset) -> int:
    """How many inputs the encoding of a cazaux ruleset's positions has."""
    if not isinstance(rules, CazauxRuleset):
        raise ValueError(f"the cazaux encoding cannot read ruleset {rules.id!r}")
    return cazaux_encoder_for(rules).size


def learned_player(net: ValueNetwork, rules: Ruleset, seed: int | None = None) -> Player:
    """The network alone, one ply deep, as a player of ``rules`` (for training's checks)."""
    if not isinstance(rules, CazauxRuleset):
        raise ValueError(f"the cazaux encoding cannot read ruleset {rules.id!r}")
    return CazauxNetPlayer("learned", net, rules, seed)


#: what the computer players' registry knows of this encoding
ENCODING = LearnedEncoding(ENCODING_CAZAUX, input_size, evaluator, learned_player)

__all__ = [
    "DENSE_NAMES_CAZAUX",
    "ENCODING",
    "ENCODING_CAZAUX",
    "REPLIES",
    "SECONDS",
    "SHORTLIST",
    "CazauxEncoder",
    "CazauxEvaluator",
    "CazauxNetPlayer",
    "cazaux_encoder_for",
    "evaluator",
    "input_size",
    "learned_player",
    "make_expert",
]
