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
        # the same, split: plain paths (the mover's type never changes on them) as
        # (bit, origin, inner) and special ones (through the pond or a nest) kept whole
        def bits(perches) -> int:
            return sum(1 << q for q in set(perches))

        # Per target and number (index n-1): the origins of plain paths (the mover's type
        # never changes on them) as a bit set, and those paths as (origin bit, inner
        # perches as bits). Per attacking side, the same for special paths (through the
        # pond or a nest), each as (origin, inner bits, ok) where ok[want] is the bit set of
        # the kinds (bit 0 normal, bit 1 Owl) that arrive as a kind in ``want``; and the
        # entering paths as (inner bits, ok) for a normal bird entering.
        def ok_for(side: int, path: tuple[int, ...]) -> tuple[int, ...]:
            arrive = [_arrival(owl, True, path, self.pond, self.nests, self.scoring[side])
                      for owl in (0, 1)]
            return tuple(sum(1 << k for k in (0, 1) if arrive[k] >= 0 and want >> arrive[k] & 1)
                         for want in range(4))

        plain_by = []
        for target in range(n):
            per_plain = []
            for number in range(1, 5):
                bit = 1 << (number - 1)
                es = [(o, bits(i)) for b, o, i, sp, _ in rev[target] if b == bit and not sp]
                per_plain.append((bits(o for o, _ in es), tuple((1 << o, ib) for o, ib in es)))
            plain_by.append(tuple(per_plain))
        self.plain_by = tuple(plain_by)
        special_by = []
        for side in Side:
            per_target = []
            for target in range(n):
                per_number = []
                for number in range(1, 5):
                    bit = 1 << (number - 1)
                    ss = [(o, bits(i), ok_for(side, pa))
                          for b, o, i, sp, pa in rev[target] if b == bit and sp]
                    per_number.append((bits(o for o, _, _ in ss), tuple(ss)))
                per_target.append(tuple(per_number))
            special_by.append(tuple(per_target))
        self.special_by = tuple(special_by)
        self.enter_by = tuple(
            tuple(tuple(tuple((bits(i), ok_for(side, pa) if sp else (0, 1, 0, 1))
                              for b, i, sp, pa in rev_enter[side][target] if b == 1 << k)
                        for k in range(4)) for target in range(n))
            for side in Side)


# per cell code and attacking side: which of the attacker's kinds stand there (bit 0 a
# normal bird, bit 1 an Owl), and which kinds arriving there would capture (same bits)
HAS = tuple(tuple(sum(1 << (b & 1) for b in OWN_KINDS[c][s]) for s in (0, 1))
            for c in range(len(CELLS)))
CAPTURED_BY = tuple(tuple(sum(1 << o for o in (0, 1) if LAND[c][s * 2 + o][2] >= 0)
                          for s in (0, 1)) for c in range(len(CELLS)))


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
    normal = owl = blocked_bits = 0
    targets = []
    for p, c in enumerate(cells):
        if not c:
            continue
        kinds = HAS[c][attacker]
        if kinds & 1:
            normal |= 1 << p
        if kinds & 2:
            owl |= 1 << p
        if c > 4 and BLOCKED[c] and (blocked is None or p in blocked):
            blocked_bits |= 1 << p
        if CAPTURED_BY[c][attacker]:
            targets.append((p, c))
    if blocked is not None:
        blocked_bits = sum(1 << p for p in blocked)
    return _masks(t, cells, off[attacker] > 0, attacker, normal, owl, blocked_bits, targets)


def _masks(t: Tables, cells: tuple[int, ...], entering: bool, attacker: int, normal: int,
           owl: int, blocked: int, targets: list[tuple[int, int]]) -> dict[int, int]:
    """:func:`capture_masks` from bit sets: the attacker's normal birds and Owls, the
    blockaded perches, and the (perch, cell) pairs holding a bird it may capture."""
    out: dict[int, int] = {}
    anyone = normal | owl
    plain_by = t.plain_by
    special_by, enter_by = t.special_by[attacker], t.enter_by[attacker]
    has = HAS
    for target, c in targets:
        want = CAPTURED_BY[c][attacker]
        att = (normal if want & 1 else 0) | (owl if want & 2 else 0)
        mask = 0
        bit = 1
        plain = plain_by[target]
        special = special_by[target]
        enter = enter_by[target] if entering else None
        for k in range(4):
            origins, entries = plain[k]
            if origins & att:
                for origin_bit, inner in entries:
                    if origin_bit & att and not inner & blocked:
                        mask |= bit
                        break
            if not mask & bit:
                origins, entries = special[k]
                if origins & anyone:
                    for origin, inner, ok in entries:
                        if (anyone >> origin) & 1 and not inner & blocked and \
                                has[cells[origin]][attacker] & ok[want]:
                            mask |= bit
                            break
            if enter is not None and not mask & bit:
                for inner, ok in enter[k]:
                    if ok[want] & 1 and not inner & blocked:
                        mask |= bit
                        break
            bit <<= 1
        if mask:
            out[target] = mask
    return out


def raw_eval(state: State, me: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """The evaluation in points for side ``me`` (positive is good), without bounds."""
    if state.over:
        nxt = -1
    else:
        nxt = int(state.side) if state.needs_throw else 1 - int(state.side)
    return raw_eval_parts(tables_for(state.rules), state.cells, state.off, state.scores,
                          nxt, me, w)


def raw_eval_parts(t: Tables, cells: tuple[int, ...], off: tuple[int, int],
                   scores: tuple[int, int], nxt: int, me: int,
                   w: Weights = DEFAULT_WEIGHTS) -> float:
    """:func:`raw_eval` from a position's parts; ``nxt`` is the side to throw next (-1: none)."""
    rules = t.rules
    value = [0.0, 0.0]
    worth = [[0.0] * t.n, [0.0] * t.n]  # what losing the bird on a perch costs, per side
    pond_dist = t.pond_dist
    nest_dist = t.nest_dist
    max_pond = t.max_pond
    max_nest = t.max_nest
    cap_n, cap_o = rules.capture_normal, rules.capture_owl
    owl_base, owl_near, bird_near = w.owl_base, w.owl_near / max_nest, w.bird_near / max_pond
    blocked = 0
    normal = [0, 0]
    owls = [0, 0]
    exposed: tuple[list, list] = ([], [])  # (perch, cell) a side's birds may be captured on
    for p, c in enumerate(cells):
        if not c:
            continue
        birds = CELLS[c]
        if len(birds) == 2 and BLOCKADE_OF[c] >= 0:
            value[BLOCKADE_OF[c]] += w.blockade
            blocked |= 1 << p
        else:
            if CAPTURED_BY[c][0]:
                exposed[0].append((p, c))
            if CAPTURED_BY[c][1]:
                exposed[1].append((p, c))
        for b in birds:
            s = b >> 1
            if b & 1:
                owls[s] |= 1 << p
            else:
                normal[s] |= 1 << p
            if b & 1:
                v = owl_base + owl_near * (max_nest - nest_dist[s][p])
                loss = v + cap_o
            else:
                v = bird_near * (max_pond - pond_dist[p])
                loss = v + cap_n
            value[s] += v
            worth[s][p] = loss
    value[0] += off[0] * w.off + scores[0]
    value[1] += off[1] * w.off + scores[1]
    # exposure: the side to throw next may capture; the other side's exposure counts fully
    if nxt >= 0:
        hit = t.hit
        for attacker, share in ((nxt, w.threat_next), (1 - nxt, w.threat_later)):
            if not share:
                continue
            defender = 1 - attacker
            lost = worth[defender]
            targets = exposed[attacker]
            if not targets:
                continue
            masks = _masks(t, cells, off[attacker] > 0, attacker, normal[attacker],
                           owls[attacker], blocked, targets)
            for p, mask in masks.items():
                value[defender] -= share * hit[mask] * lost[p]
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
