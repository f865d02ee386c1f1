"""The learned evaluation's encoding of ``tlv`` positions (numpy only for training's rows).

A position is seen from the side that throws next (``me``): for White the board is turned
a half turn and the colours swapped, so one network serves both seats. The inputs
(:data:`VERSION`) are, per perch, truncated unary counts of own normal birds, own Owls,
opposing normal birds and opposing Owls; birds off the board and points scored in unary;
race counts (the summed distance of normal birds to the pond and of Owls to a scoring
nest); and tactical inputs from the capture tables of the hand-made evaluation: for each
side the summed chance that its exposed normal birds, and its exposed Owls, are hit by the
next throw of the other side, what those captures would cost, and the hand-made
evaluation itself. The network (:mod:`liubo.ai.network`) gives the chance that ``me`` wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING

from ....engine.contract import GameMove, GameState
from ....engine.ruleset import Ruleset
from ....engine.rulesets.tlv import State, TlvRuleset
from ....engine.rulesets.tlv.tables import BLOCKED, CELLS, COUNT
from .evaluate import DEFAULT_WEIGHTS, REACH_STRIDE, Tables, _reach, bounded, tables_for
from .turns import End, end_state, turn_ends

if TYPE_CHECKING:
    from ...net import ValueNetwork
    from ...network import Array

#: the version of the position encoding: weights made for another version are refused
VERSION = 1


def _own(state: GameState) -> State:
    if not isinstance(state, State):
        raise ValueError(f"the tlv encoding cannot read a {type(state).__name__}")
    return state


def _rules(rules: Ruleset) -> TlvRuleset:
    if not isinstance(rules, TlvRuleset):
        raise ValueError(f"the tlv encoding cannot read ruleset {rules.id!r}")
    return rules


class Encoder:
    """Turns positions of one ruleset into rows of network inputs (see the module text)."""

    def __init__(self, rules: TlvRuleset) -> None:
        t: Tables = tables_for(rules)
        board = rules.board
        n = len(board.perches)
        self.rules = rules
        self.tables = t
        self.terms = t.terms(DEFAULT_WEIGHTS)
        # perch p as seen by each side: itself for Green, its half turn for White
        half = [board.index[board.rotate_id(p.id, 2)] for p in board.perches]
        view = (list(range(n)), half)
        # columns switched on by cell code c on perch p, seen by side me
        cols: list[list[list[tuple[int, ...]]]] = []
        for me in (0, 1):
            per_perch = []
            for p in range(n):
                base = 8 * view[me][p]
                per_cell = []
                for c in range(len(CELLS)):
                    counts = COUNT[c]
                    mine = (counts[2 * me], counts[2 * me + 1])
                    theirs = (counts[2 - 2 * me], counts[3 - 2 * me])
                    on = []
                    for k, count in enumerate(mine + theirs):
                        if count >= 1:
                            on.append(base + 2 * k)
                        if count >= 2:
                            on.append(base + 2 * k + 1)
                    per_cell.append(tuple(on))
                per_perch.append(per_cell)
            cols.append(per_perch)
        self.cols = cols
        per_side = rules.birds_per_side
        self.per_side = per_side
        at = 8 * n
        self.off_at = at  # unary birds off the board, own then theirs
        at += 2 * per_side
        self.score_at = at  # unary points, >= 1 .. >= target - 1, own then theirs
        self.score_units = max(1, rules.target_points - 1)
        at += 2 * self.score_units
        self.dense_at = at  # the real-valued inputs (DENSE_NAMES)
        self.size = at + len(DENSE_NAMES)
        self.victim_owl = tuple(
            tuple(
                next((b & 1 for b in CELLS[c] if b >> 1 != a), 0) if t.exposed[a][c] else 0
                for c in range(len(CELLS))
            )
            for a in (0, 1)
        )
        self.pond_norm = 1.0 / (per_side * (t.max_pond + 1))
        self.nest_norm = 1.0 / (per_side * max(1, t.max_nest))

    def rows(
        self, ends: Sequence[tuple[tuple[int, ...], tuple[int, int], tuple[int, int], int]]
    ) -> Array:
        """The inputs of several positions, each (cells, off, scores, side to throw next),
        as numpy rows (for training)."""
        from ...network import input_rows

        return input_rows([self.parts(*end) for end in ends], self.size, self.dense_at)

    def row(
        self, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int], me: int
    ) -> Array:
        """The inputs of one position as a numpy row (for training)."""
        from ...network import input_row

        return input_row(*self.parts(cells, off, scores, me), self.size, self.dense_at)

    def parts(
        self, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int], me: int
    ) -> tuple[list[int], list[float]]:
        """The columns that are 1 and the real-valued inputs of one position."""
        t = self.tables
        cols = self.cols[me]
        place = self.terms.place
        on: list[int] = []
        occupied = []
        blocked = 0
        value = 0.0  # the hand-made evaluation's points, Green's view
        pips = [0, 0]
        owl_dist = [0, 0]
        owls = [0, 0]
        blockades = [0, 0]
        pond_dist = t.pond_dist
        nest_dist = t.nest_dist
        for p, c in enumerate(cells):
            if c:
                on.extend(cols[p][c])
                occupied.append(p)
                value += place[p][c]
                for b in CELLS[c]:
                    s = b >> 1
                    if b & 1:
                        owls[s] += 1
                        owl_dist[s] += nest_dist[s][p]
                    else:
                        pips[s] += pond_dist[p]
                if BLOCKED[c]:
                    blocked |= 1 << p
                    blockades[CELLS[c][0] >> 1] += 1
        them = 1 - me
        for k, s in enumerate((me, them)):
            on.extend(
                range(self.off_at + k * self.per_side, self.off_at + k * self.per_side + off[s])
            )
            got = min(scores[s], self.score_units)
            base = self.score_at + k * self.score_units
            on.extend(range(base, base + got))
            pips[s] += off[s] * (t.max_pond + 1)
        w = DEFAULT_WEIGHTS
        value += (off[0] - off[1]) * w.off + (scores[0] - scores[1])
        value += w.tempo if me == 0 else -w.tempo
        # exposure: for each attacker, the chance of hitting each exposed bird next throw
        hit_normal = [0.0, 0.0]  # by victim side
        hit_owl = [0.0, 0.0]
        risk = [0.0, 0.0]
        hit = t.hit
        for attacker in (0, 1):
            exposed = t.exposed[attacker]
            targets = [p for p in occupied if exposed[cells[p]]]
            if not targets:
                continue
            reach = _reach(t, cells, occupied, off[attacker] > 0, attacker, blocked)
            lost = self.terms.loss[attacker]
            victim_owl = self.victim_owl[attacker]
            victim = 1 - attacker
            for p in targets:
                c = cells[p]
                want = exposed[c]
                arrivals = reach >> (REACH_STRIDE * p)
                mask = (arrivals & 15 if want & 1 else 0) | (arrivals >> 4 & 15 if want & 2 else 0)
                if mask:
                    chance = hit[mask]
                    if victim_owl[c]:
                        hit_owl[victim] += chance
                    else:
                        hit_normal[victim] += chance
                    risk[victim] += chance * lost[p][c]
            share = w.threat_next if attacker == me else w.threat_later
            value += share * risk[victim] if attacker == 0 else -share * risk[victim]
        if me == 1:
            value = -value
        target = max(1, self.rules.target_points)
        dense = [
            pips[me] * self.pond_norm,
            pips[them] * self.pond_norm,
            owl_dist[me] * self.nest_norm,
            owl_dist[them] * self.nest_norm,
            owls[me] / self.per_side,
            owls[them] / self.per_side,
            (scores[me] - scores[them]) / target,
            hit_normal[me],
            hit_owl[me],
            hit_normal[them],
            hit_owl[them],
            risk[me] / 4.0,
            risk[them] / 4.0,
            blockades[me] / 3.0,
            blockades[them] / 3.0,
            bounded(value, w),
        ]
        return on, dense

    def hand_value(
        self, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int], me: int
    ) -> float:
        """The hand-made evaluation (bounded) of a position for ``me``, who throws next."""
        return self.parts(cells, off, scores, me)[1][-1]


#: the names of the real-valued inputs, in order (own side first)
DENSE_NAMES = (
    "own pips to the pond",
    "their pips to the pond",
    "own Owls' distance to a nest",
    "their Owls' distance to a nest",
    "own Owls",
    "their Owls",
    "score difference",
    "chance own normal birds are hit",
    "chance own Owls are hit",
    "chance their normal birds are hit",
    "chance their Owls are hit",
    "own risk in points",
    "their risk in points",
    "own blockades",
    "their blockades",
    "hand-made evaluation",
)


@cache
def encoder_for(rules: TlvRuleset) -> Encoder:
    return Encoder(rules)


class Evaluator:
    """A network and the tlv encoder: chances to win of positions and of a throw's turns
    (a :class:`~liubo.ai.contract.TurnEvaluator`)."""

    def __init__(self, net: ValueNetwork, rules: TlvRuleset) -> None:
        self.net = net
        self.encoder = encoder_for(rules)

    def end_values(self, ends: Sequence[End], mover: int) -> list[float]:
        """For each turn end of side ``mover``: the chance that ``mover`` wins from there."""
        out = [0.0] * len(ends)
        rows = []
        where = []
        other = 1 - mover
        parts = self.encoder.parts
        for i, (cells, off, scores, over, winner) in enumerate(ends):
            if over:
                out[i] = 0.5 if winner < 0 else float(winner == mover)
            else:
                rows.append(parts(cells, off, scores, other))
                where.append(i)
        if rows:
            for i, p in zip(where, self.net.values_of(rows, self.encoder.dense_at), strict=True):
                out[i] = 1.0 - float(p)
        return out

    def value(
        self, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int], me: int
    ) -> float:
        """The chance that ``me``, who throws next, wins from a position."""
        encoder = self.encoder
        return self.net.value_of(*encoder.parts(cells, off, scores, me), encoder.dense_at)

    def state_value(self, state: GameState, me: int) -> float:
        """The chance that side ``me`` wins from a state between turns (or over)."""
        state = _own(state)
        if state.over:
            return 0.5 if state.winner is None else float(int(state.winner) == me)
        nxt = int(state.side) if state.needs_throw else 1 - int(state.side)
        p = self.value(state.cells, state.off, state.scores, nxt)
        return p if nxt == me else 1.0 - p

    def turn_values(self, state: GameState) -> list[tuple[tuple[GameMove, ...], float]]:
        """Every distinct turn (or rest of a turn) of a state with a throw, and the chance
        to win it leaves the side to move with."""
        options = turn_ends(_own(state))
        values = self.end_values([end for _, end in options], int(state.side))
        return [(moves, float(v)) for (moves, _), v in zip(options, values, strict=True)]

    def row_to_learn(self, state: GameState) -> Array:
        """The inputs of a position between turns, from the side to throw (for training)."""
        state = _own(state)
        return self.encoder.row(state.cells, state.off, state.scores, int(state.side))

    def best_end(self, state: GameState) -> State:
        """The position the best turn by the network (one ply) ends in (for training)."""
        state = _own(state)
        options = turn_ends(state)
        values = self.end_values([end for _, end in options], int(state.side))
        best = max(range(len(values)), key=values.__getitem__)  # the first of equals
        return end_state(state, options[best][0])


def input_size(rules: Ruleset) -> int:
    """How many inputs the encoding of a tlv ruleset's positions has."""
    return encoder_for(_rules(rules)).size


def evaluator(net: ValueNetwork, rules: Ruleset) -> Evaluator:
    """The network ``net`` reading positions of a tlv ruleset."""
    return Evaluator(net, _rules(rules))
