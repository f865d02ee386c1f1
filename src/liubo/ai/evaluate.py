"""A static evaluation of a position, built from the game's own facts.

The terms (all in points, from one side's point of view): the score difference, each
Owl and its distance to a scoring nest, each normal bird's distance to the pond, birds
waiting off the board, blockades, and the exact chance that each bird is captured by
the next throw of the side that will throw next. ``bounded`` squashes the sum into
(-1, 1) so that a won game (+1) and a lost one (-1) bound every value, as the Star1
and Star2 pruning of the search needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..engine.ruleset import Ruleset
from ..engine.sides import Side
from ..engine.state import State
from ..engine.tables import BLOCKADE_OF, BLOCKED, CELLS, LAND, OWN_KINDS

WIN = 1.0
LOSS = -1.0


@dataclass(frozen=True)
class Weights:
    """The weights of the evaluation terms (points per unit)."""

    owl_base: float = 0.9  # an Owl anywhere: half way to the 2 points of a nest
    owl_near: float = 0.9  # extra for an Owl next to a scoring nest, linear in distance
    bird_near: float = 0.7  # a normal bird next to the pond, linear in distance
    off: float = -0.05  # a bird still waiting off the board
    blockade: float = 0.12  # two own birds on one perch (safe and in the way)
    threat_next: float = 0.8  # share of an exposed bird's worth lost, for the side to be hit next
    threat_later: float = 0.25  # the same for the side that throws next (it can still run)
    scale: float = 4.0  # points at which the bounded value reaches 1/2


DEFAULT_WEIGHTS = Weights()


class Tables:
    """Distances and reverse path tables for one ruleset, computed once."""

    def __init__(self, rules: Ruleset) -> None:
        board = rules.board
        n = len(board.perches)
        self.rules = rules
        self.n = n
        self.pond = board.pond
        self.nests = board.nests
        pond_dist = board.distances_from(board.pond, use_nests=True)
        self.pond_dist = tuple(pond_dist)
        self.entry_pond_dist = 1 + min(pond_dist[g] for g in board.entry[Side.GREEN])
        self.max_pond = max(max(pond_dist), self.entry_pond_dist)
        nest_dist = []
        for side in Side:
            best = [10**6] * n
            for nest in board.scoring_nests[side]:
                d = board.distances_from(nest, use_nests=True)
                best = [min(a, b) if b >= 0 else a for a, b in zip(best, d, strict=True)]
            nest_dist.append(tuple(best))
        self.nest_dist = tuple(nest_dist)
        self.max_nest = max(max(d) for d in nest_dist)
        self.scoring = tuple(frozenset(board.scoring_nests[s]) for s in Side)
        # chance that a throw shows a number from a set (bit n-1 set for number n)
        group = [0.0] * 5
        for throw, p in rules.throws:
            group[throw.light] += float(p)
        self.group = tuple(group)
        hit = []
        for mask in range(16):
            q = sum(group[k + 1] for k in range(4) if mask >> k & 1)
            hit.append(1.0 - (1.0 - q) ** 2)
        self.hit = tuple(hit)
        # reverse paths: rev[target] -> ((number bit, origin, inner, special, path), ...)
        paths = rules.paths
        rev: list[list] = [[] for _ in range(n)]
        for origin in range(n):
            for number in range(1, paths.max_number + 1):
                for inner, target, special, path in paths.from_perch[origin][number]:
                    rev[target].append((1 << (number - 1), origin, inner, special, path))
        self.rev = tuple(tuple(r) for r in rev)
        rev_enter: list[tuple] = []
        for side in Side:
            per: list[list] = [[] for _ in range(n)]
            for number in range(1, paths.max_number + 1):
                for inner, target, special, path in paths.entering[side][number]:
                    per[target].append((1 << (number - 1), inner, special, path))
            rev_enter.append(tuple(tuple(r) for r in per))
        self.rev_enter = tuple(rev_enter)


@cache
def tables_for(rules: Ruleset) -> Tables:
    return Tables(rules)


def _arrival(owl: int, special: bool, path: tuple[int, ...], pond: int,
             nests: frozenset[int], scoring: frozenset[int]) -> int:
    """The mover's type on arrival (1 Owl, 0 normal), or -1 if the path is closed to it."""
    if not special:
        return owl
    for q in path:
        if q in nests:
            if not owl or q not in scoring:
                return -1
            owl = 0
        elif q == pond:
            owl = 1
    return owl


def capture_masks(t: Tables, cells: tuple[int, ...], off: tuple[int, int], attacker: int,
                  blocked: set[int] | None = None) -> dict[int, int]:
    """For each perch holding a bird the attacker could capture: the numbers that do it.

    The result maps a perch to a bit set (bit n-1 for number n). One bird's move with one
    number is considered at a time, with the blockades standing as they are now.
    """
    defender = 1 - attacker
    pond, nests, scoring = t.pond, t.nests, t.scoring[attacker]
    if blocked is None:
        blocked = {p for p, c in enumerate(cells) if c > 4 and BLOCKED[c]}
    a_code = attacker * 2
    out: dict[int, int] = {}
    rev = t.rev
    enter = t.rev_enter[attacker] if off[attacker] else None
    for target, c in enumerate(cells):
        if not c or not OWN_KINDS[c][defender] or BLOCKADE_OF[c] == defender:
            continue
        land = LAND[c]
        mask = 0
        for bit, origin, inner, special, path in rev[target]:
            if mask & bit:
                continue
            kinds = OWN_KINDS[cells[origin]][attacker]
            if not kinds:
                continue
            if blocked and not blocked.isdisjoint(inner):
                continue
            for b in kinds:
                owl = _arrival(b & 1, special, path, pond, nests, scoring) if special else b & 1
                if owl >= 0 and land[a_code + owl][2] >= 0:
                    mask |= bit
                    break
        if enter is not None:
            for bit, inner, special, path in enter[target]:
                if mask & bit:
                    continue
                if blocked and not blocked.isdisjoint(inner):
                    continue
                owl = _arrival(0, special, path, pond, nests, scoring) if special else 0
                if owl >= 0 and land[a_code + owl][2] >= 0:
                    mask |= bit
        if mask:
            out[target] = mask
    return out


def raw_eval(state: State, me: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """The evaluation in points for side ``me`` (positive is good), without bounds."""
    t = tables_for(state.rules)
    cells = state.cells
    off = state.off
    scores = state.scores
    rules = t.rules
    value = [0.0, 0.0]
    worth = [[0.0] * t.n, [0.0] * t.n]  # what losing the bird on a perch costs, per side
    pond_dist = t.pond_dist
    max_pond = t.max_pond
    max_nest = t.max_nest
    cap_n, cap_o = rules.capture_normal, rules.capture_owl
    blocked = set()
    for p, c in enumerate(cells):
        if not c:
            continue
        birds = CELLS[c]
        if len(birds) == 2 and BLOCKADE_OF[c] >= 0:
            value[BLOCKADE_OF[c]] += w.blockade
            blocked.add(p)
        for b in birds:
            s = b >> 1
            if b & 1:
                v = w.owl_base + w.owl_near * (max_nest - t.nest_dist[s][p]) / max_nest
                loss = v + cap_o
            else:
                v = w.bird_near * (max_pond - pond_dist[p]) / max_pond
                loss = v + cap_n
            value[s] += v
            worth[s][p] = loss
    value[0] += off[0] * w.off
    value[1] += off[1] * w.off
    value[0] += scores[0]
    value[1] += scores[1]
    # exposure: the side to throw next may capture; the other side's exposure counts fully
    if not state.over:
        nxt = int(state.side) if state.needs_throw else 1 - int(state.side)
        hit = t.hit
        for attacker, share in ((nxt, w.threat_next), (1 - nxt, w.threat_later)):
            if not share:
                continue
            defender = 1 - attacker
            for p, mask in capture_masks(t, cells, off, attacker, blocked).items():
                value[defender] -= share * hit[mask] * worth[defender][p]
    return value[me] - value[1 - me]


def bounded(points: float, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Squash points into (-1, 1), strictly inside the win and loss values."""
    x = points / w.scale
    return 0.999 * x / (1.0 + abs(x))


def evaluate(state: State, me: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """The bounded value of ``state`` for side ``me``: +1 won, -1 lost, 0 drawn or even."""
    if state.over:
        if state.winner is None:
            return 0.0
        return WIN if int(state.winner) == me else LOSS
    return bounded(raw_eval(state, me, w), w)
