"""The hand-made evaluation of the ``cazaux`` ruleset (values in [-1, 1] for one side).

It is made for this race:

- prisoners held, and stones on the board (they count for the five-stone rule);
- progress: how close each stone is to its next lap (which frees a prisoner and earns a
  throw) and, while its side has no Owl, to the centre where it can be stood up;
- Owl safety: the chance that an enemy stone lands on one's Owl next throw (the game is
  lost) or that the enemy Owl does (it is demoted); the same chances for one's stones (sent
  back by a stone, taken prisoner by the Owl);
- the five-stone danger: an Owl's owner whose opponent, without an Owl, can bring five
  stones onto the board.

The side about to throw makes its threats in full; the other side's count a third. The
levels play it through :mod:`liubo.ai.turn_players` (greedy, easy, and one turn of
expectiminimax for normal and hard).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from functools import cache

from ....engine.board import simple_paths
from ....engine.contract import GameMove
from ....engine.rulesets.cazaux import CazauxRuleset, CazauxState, CazauxTables, cazaux_tables
from ....engine.sides import Side
from ....engine.throws import Throw
from ...turn_players import turns as any_turns

WIN, LOSS = 1.0, -1.0

# a ruleset's throws with their chances (Ruleset.throws)
Throws = tuple[tuple[Throw, Fraction], ...]
# what tells turns' ends apart: stones, owls, held, side, over, winner
EndKey = tuple[tuple[int, ...], tuple[int, int], tuple[int, int], Side, bool, Side | None]


class Tables:
    """What the evaluation needs, per board: where each number takes a stone or the Owl."""

    def __init__(self, t: CazauxTables, throws: Throws) -> None:
        n_st = len(t.station_of) - len(t.lanes)
        self.t = t
        # stone_mask[node][station]: bit k-1 set when a stone on node can land there with k
        self.stone_mask = [[0] * n_st for _ in range(t.n_nodes)]
        for node in range(t.n_nodes):
            for k in range(1, 5):
                for path, _, _ in t.stone[node][k] + t.branch[node][k]:
                    self.stone_mask[node][t.station_of[path[-1]]] |= 1 << (k - 1)
        self.entry_mask = [0] * n_st
        for k in range(1, 5):
            self.entry_mask[t.station_of[t.entry[k][-1]]] |= 1 << (k - 1)
        # the same for a piece that may make both legs: bit L-1 for L steps (1..8) in a row
        self.stone_sum_mask = [[0] * n_st for _ in range(t.n_nodes)]
        for node in range(t.n_nodes):
            for k in range(1, 5):
                for path, _, _ in t.stone[node][k] + t.branch[node][k]:
                    for k2 in range(0, 5):
                        end = path[-1] if k2 == 0 else t.stone[path[-1]][k2][0][0][-1]
                        self.stone_sum_mask[node][t.station_of[end]] |= 1 << (k + k2 - 1)
        self.entry_sum_mask = [0] * n_st
        for k in range(1, 9):
            node = t.entry[min(k, 4)][-1]
            if k > 4:
                node = t.stone[node][k - 4][0][0][-1]
            self.entry_sum_mask[t.station_of[node]] |= 1 << (k - 1)
        # owl_mask[station][target]: bit L-1 set when a simple path of L (1..8) joins them
        board = t.board
        self.owl_mask = [[0] * n_st for _ in range(n_st)]
        for s in range(n_st):
            for length in range(1, 9):
                for path in simple_paths(board, s, length):
                    self.owl_mask[s][path[-1]] |= 1 << (length - 1)
        probs = [(th.light, th.dark, float(p)) for th, p in throws]
        self.p_stone = [
            sum(p for a, b, p in probs if mask >> (a - 1) & 1 or mask >> (b - 1) & 1)
            for mask in range(16)
        ]
        self._probs = probs
        # steps to the next lap and to the centre, along the best track
        self.to_lap = [self._steps(node, lambda q: q == t.lap_point) for node in range(t.n_nodes)]
        self.to_centre = [self._steps(node, lambda q: q in t.lanes) for node in range(t.n_nodes)]

    def _steps(self, node: int, goal: Callable[[int], bool]) -> int:
        t = self.t
        if node == t.centre:
            return 0
        frontier = {node}
        for steps in range(1, 25):
            nxt = set()
            for q in frontier:
                for path, _, _ in t.stone[q][1] + t.branch[q][1]:
                    nxt.add(path[-1])
            if any(goal(q) for q in nxt):
                return steps
            frontier = nxt
        return 25

    @cache  # noqa: B019 - one Tables per board, kept for the program's life
    def p_owl(self, mask: int) -> float:
        """Chance that a piece that may make both legs (the Owl, a lone stone) reaches a
        station, given the step counts (bits 0..7 for 1..8) that lead there."""
        return sum(
            p
            for a, b, p in self._probs
            if mask >> (a - 1) & 1 or mask >> (b - 1) & 1 or mask >> (a + b - 1) & 1
        )


@cache
def tables_for(rules: CazauxRuleset) -> Tables:
    """The evaluation's tables for a cazaux ruleset (cached by the ruleset object: hashing
    its throws' fractions on every call cost more than the evaluation's arithmetic)."""
    return Tables(cazaux_tables(rules.board), rules.throws)


def _side_value(
    state: CazauxState, tb: Tables, me: int, threat_self: float, threat_other: float
) -> tuple[float, float]:
    """How good the position is for ``me``, before the opponent's side is taken away, and
    the chance that an enemy stone lands on my Owl with the next throw (the game lost)."""
    t = tb.t
    n = t.n_nodes
    opp = 1 - me
    stones = state.stones
    my_owl, opp_owl = state.owls[me], state.owls[opp]
    waiting_opp = state.waiting(opp)
    # where the opponent's stones (and entering stones) can land, by number
    # (a lone enemy stone, or a lone waiting one, may make both legs: then sums count too)
    opp_stones = state.stones_on_board(opp)
    double = opp_owl < 0 and (opp_stones == 1 or (opp_stones == 0 and waiting_opp == 1))
    entry = tb.entry_sum_mask if double and opp_stones == 0 else tb.entry_mask
    enemy_mask = [entry[s] if waiting_opp > 0 else 0 for s in range(len(tb.entry_mask))]
    base_o = opp * n
    stone_rows = tb.stone_sum_mask if double else tb.stone_mask
    for node in range(n):
        if stones[base_o + node]:
            row = stone_rows[node]
            for s in range(len(enemy_mask)):
                enemy_mask[s] |= row[s]
    p_hit = tb.p_owl if double else tb.p_stone.__getitem__
    owl_row = tb.owl_mask[opp_owl] if opp_owl >= 0 else None
    value = 1.2 * state.held[me]
    held_by_opp = state.held[opp]
    on_board = 0
    base = me * n
    for node in range(n):
        count = stones[base + node]
        if not count:
            continue
        on_board += count
        s = t.station_of[node]
        lap = tb.to_lap[node]
        piece = 0.25 + 0.012 * (20 - lap)
        if held_by_opp:
            piece += 0.02 * max(0, 8 - lap)
        if my_owl < 0 and tb.to_centre[node] <= 8:
            piece += 0.04 * (9 - tb.to_centre[node]) / 8
        risk = p_hit(enemy_mask[s]) * (0.2 + 0.012 * (20 - lap))
        if owl_row is not None:
            risk += tb.p_owl(owl_row[s]) * 1.2
        value += count * (piece - threat_other * risk)
    p_lost = 0.0
    if my_owl >= 0:
        value += 0.8
        p_lost = p_hit(enemy_mask[my_owl])
        if owl_row is not None:
            value -= threat_other * tb.p_owl(owl_row[my_owl]) * 0.9
        if opp_owl < 0:  # the five-stone rule against my Owl
            coming = state.stones_on_board(opp) + min(2, waiting_opp)
            if coming >= state.rules.five_stone_rule:
                value -= 1.0 * (coming - state.rules.five_stone_rule + 1)
    return value, p_lost


def evaluate(state: CazauxState, me: int) -> float:
    """The value of ``state`` for side ``me``, in [-1, 1]."""
    if state.over:
        if state.winner is None:
            return 0.0
        return WIN if state.winner == me else LOSS
    return evaluate_parts(state, me)[0]


def evaluate_parts(state: CazauxState, me: int) -> tuple[float, float, float]:
    """For a game not over: :func:`evaluate`, and the chances that an enemy stone lands on
    ``me``'s Owl, and on the other side's Owl, with its next throw (the game lost)."""
    tb = tables_for(state.rules)
    to_throw = int(state.side)
    w_me = 1.0 if to_throw == me else 0.35  # how much my threats count (and theirs)
    w_opp = 1.35 - w_me
    mine, p_me = _side_value(state, tb, me, w_me, w_opp)
    theirs, p_them = _side_value(state, tb, 1 - me, w_opp, w_me)
    # losing the Owl to a stone ends the game: weigh it as a chance of the final result
    value = math.tanh((mine - theirs) / 4.0)
    lose, win = p_me * w_opp, p_them * w_me
    return max(LOSS, min(WIN, value * (1.0 - lose - win) + win - lose)), p_me, p_them


def end_key(state: CazauxState) -> EndKey:
    """What tells two turn ends apart (the turn's bookkeeping left out)."""
    return (state.stones, state.owls, state.held, state.side, state.over, state.winner)


def turns(state: CazauxState) -> list[tuple[tuple[GameMove, ...], CazauxState]]:
    """Every distinct way to play the rest of the turn: (legs, state after them)."""
    return any_turns(state, end_key)
