"""A static evaluation of a position, built from the game's own facts.

The terms (all in points, from one side's point of view): the score difference, each
Owl and its distance to a scoring nest, each normal bird's distance to the pond, birds
waiting off the board, blockades, the exact chance that each bird is captured by the
next throw of the side that will throw next, and that side's tempo (the worth of the
move it is about to make, so that positions with different sides to throw compare
fairly). ``bounded`` squashes the sum into (-1, 1) so that a won game (+1) and a lost
one (-1) bound every value, as the Star1 and Star2 pruning of the search needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ....engine.rulesets.tlv.rules import TlvRuleset
from ....engine.rulesets.tlv.state import State
from ....engine.rulesets.tlv.tables import (
    BLOCKADE_OF,
    BLOCKED,
    CELLS,
    OWN_KINDS,
    PathEntry,
    landing_table,
)
from ....engine.sides import Side

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
    # the side to throw next: what its coming turn is worth on average. Without it a
    # position's static value is 0.13 (bounded) below its value searched one turn deeper,
    # which set the turns a search passed over against those it searched unfairly.
    tempo: float = 0.4
    scale: float = 4.0  # points at which the bounded value reaches 1/2


DEFAULT_WEIGHTS = Weights()


#: a reach set holds, for each perch, eight bits: bit ``k - 1`` when a normal bird can
#: arrive there with number k, bit ``4 + k - 1`` when an Owl can
REACH_STRIDE = 8


def _reach_bit(target: int, arrives_owl: int, number: int) -> int:
    return 1 << (REACH_STRIDE * target + 4 * arrives_owl + number - 1)


class Tables:
    """Distances and move reach sets for one ruleset, computed once."""

    def __init__(self, rules: TlvRuleset) -> None:
        board = rules.board
        n = len(board.perches)
        self.rules = rules
        self.n = n
        self.pond = board.pond
        self.nests = board.nests
        pond_dist = board.distances_from(board.pond, use_nests=True)
        self.pond_dist = tuple(pond_dist)
        entry_pond_dist = 1 + min(pond_dist[g] for g in board.entry[Side.GREEN])
        self.max_pond = max(max(pond_dist), entry_pond_dist)
        nest_dist = []
        for owner in Side:
            best = [10**6] * n
            for nest in board.scoring_nests[owner]:
                d = board.distances_from(nest, use_nests=True)
                best = [min(a, b) if b >= 0 else a for a, b in zip(best, d, strict=True)]
            nest_dist.append(tuple(best))
        self.nest_dist = tuple(nest_dist)
        self.max_nest = max(max(d) for d in nest_dist)
        self.scoring = tuple(frozenset(board.scoring_nests[s]) for s in Side)
        #: per attacking side and cell code: the kinds that would capture there (bit 0 a
        #: normal bird, bit 1 an Owl), 0 for a blockade; from these rules' landing table
        self.exposed = exposed_kinds(rules)
        # chance that a throw shows a number from a set (bit n-1 set for number n)
        group = [0.0] * 5
        for throw, chance in rules.throws:
            group[throw.light] += float(chance)
        hit = []
        for mask in range(16):
            q = sum(group[k + 1] for k in range(4) if mask >> k & 1)
            hit.append(1.0 - (1.0 - q) ** 2)
        self.hit = tuple(hit)
        self._terms: dict[Weights, Terms] = {}
        self._blocked_reach: dict[tuple[int, int, int, int], int] = {}
        # For each side, perch and cell code: where that side's birds on the perch can
        # arrive with one number (a reach set), the perches their paths pass through (as
        # bits), and the paths that pass through some perch as (inner bits, reach bit).
        paths = rules.paths
        numbers = range(1, min(paths.max_number, 4) + 1)

        def reach_of(
            side: int, owl: int, entries: list[tuple[int, PathEntry]]
        ) -> tuple[int, int, tuple[tuple[int, int], ...]]:
            full = inner_union = 0
            through = []
            for number, (inner, target, special, path) in entries:
                arrives = _arrival(owl, special, path, self.pond, self.nests, self.scoring[side])
                if arrives < 0:
                    continue
                bit = _reach_bit(target, arrives, number)
                inner_bits = sum(1 << q for q in set(inner))
                full |= bit
                inner_union |= inner_bits
                if inner_bits:
                    through.append((inner_bits, bit))
            return full, inner_union, tuple(through)

        reach = []
        for side in (0, 1):
            per_perch = []
            for p in range(n):
                from_here = [(k, e) for k in numbers for e in paths.from_perch[p][k]]
                kinds = [reach_of(side, owl, from_here) for owl in (0, 1)]
                per_cell = []
                for c in range(len(CELLS)):
                    has = HAS[c][side]
                    parts = [kinds[owl] for owl in (0, 1) if has >> owl & 1]
                    full = inner = 0
                    for f, i, _ in parts:
                        full |= f
                        inner |= i
                    per_cell.append((full, inner, tuple(e for _, _, t in parts for e in t)))
                per_perch.append(tuple(per_cell))
            reach.append(tuple(per_perch))
        self.reach = tuple(reach)
        self.enter_reach = tuple(
            reach_of(side, 0, [(k, e) for k in numbers for e in paths.entering[side][k]])
            for side in (0, 1)
        )

    def terms(self, w: Weights) -> Terms:
        """The evaluation terms for weights ``w``, computed once per weights."""
        terms = self._terms.get(w)
        if terms is None:
            terms = self._terms[w] = _terms(self, w)
        return terms

    def blocked_reach(self, side: int, perch: int, cell: int, blocked: int) -> int:
        """The reach set of a side's birds on a perch (-1: entering) with ``blocked``
        perches (bits, only those its paths pass through) closed."""
        key = (side, perch, cell, blocked)
        reach = self._blocked_reach.get(key)
        if reach is None:
            full, _, through = (
                self.enter_reach[side] if perch < 0 else self.reach[side][perch][cell]
            )
            closed = still_open = 0
            for inner, bit in through:
                if inner & blocked:
                    closed |= bit
                else:
                    still_open |= bit
            # a perch may be reached by another path of the same number that stays open
            reach = full & ~closed | still_open
            if len(self._blocked_reach) > 200_000:
                self._blocked_reach.clear()
            self._blocked_reach[key] = reach
        return reach


# per cell code and attacking side: which of the attacker's kinds stand there (bit 0 a
# normal bird, bit 1 an Owl); what they would capture is Tables.exposed (by ruleset)
HAS = tuple(
    tuple(sum(1 << (b & 1) for b in OWN_KINDS[c][s]) for s in (0, 1)) for c in range(len(CELLS))
)


def exposed_kinds(rules: TlvRuleset) -> tuple[tuple[int, ...], ...]:
    """Per attacking side and cell code: the kinds that would capture there (bit 0 a normal
    bird, bit 1 an Owl), 0 for a blockade (``owl-landing=contest``: a normal bird takes no
    lone Owl; a sanctuary pond's codes: nothing is taken)."""
    land = landing_table(rules.owl_contest)
    return tuple(
        tuple(
            0 if BLOCKED[c] else sum(1 << o for o in (0, 1) if land[c][attacker * 2 + o][2] >= 0)
            for c in range(len(CELLS))
        )
        for attacker in (0, 1)
    )


@dataclass(frozen=True)
class Terms:
    """The evaluation's terms for one ruleset and one set of weights, by perch and cell code.

    ``place[perch][cell]`` is what the birds (and blockade) on a perch are worth to Green
    less what they are worth to White; ``loss[attacker][perch][cell]`` is what the other
    side loses if the attacker captures its bird there.
    """

    place: tuple[tuple[float, ...], ...]
    loss: tuple[tuple[tuple[float, ...], ...], ...]


def _terms(t: Tables, w: Weights) -> Terms:
    rules = t.rules
    owl_near, bird_near = w.owl_near / t.max_nest, w.bird_near / t.max_pond

    def worth(bird: int, p: int) -> float:
        if bird & 1:
            return w.owl_base + owl_near * (t.max_nest - t.nest_dist[bird >> 1][p])
        return bird_near * (t.max_pond - t.pond_dist[p])

    def place(p: int, c: int) -> float:
        value = 0.0 if BLOCKADE_OF[c] < 0 else (w.blockade if BLOCKADE_OF[c] == 0 else -w.blockade)
        for bird in CELLS[c]:
            value += worth(bird, p) if bird >> 1 == 0 else -worth(bird, p)
        return value

    def loss(attacker: int, p: int, c: int) -> float:
        if not t.exposed[attacker][c]:
            return 0.0
        bird = next(b for b in CELLS[c] if b >> 1 != attacker)
        return worth(bird, p) + (rules.capture_owl if bird & 1 else rules.capture_normal)

    codes = range(len(CELLS))
    return Terms(
        tuple(tuple(place(p, c) for c in codes) for p in range(t.n)),
        tuple(tuple(tuple(loss(a, p, c) for c in codes) for p in range(t.n)) for a in (0, 1)),
    )


@cache
def tables_for(rules: TlvRuleset) -> Tables:
    return Tables(rules)


def _arrival(
    owl: int,
    special: bool,
    path: tuple[int, ...],
    pond: int,
    nests: frozenset[int],
    scoring: frozenset[int],
) -> int:
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


def _reach(
    t: Tables,
    cells: tuple[int, ...],
    occupied: list[int],
    entering: bool,
    attacker: int,
    blocked: int,
) -> int:
    """Where the attacker's birds can arrive with one number each (see REACH_STRIDE)."""
    reach = 0
    if entering:
        full, inner, _ = t.enter_reach[attacker]
        reach = t.blocked_reach(attacker, -1, 0, blocked & inner) if blocked & inner else full
    table = t.reach[attacker]
    for p in occupied:
        c = cells[p]
        full, inner, _ = table[p][c]
        if full:
            if blocked & inner:
                full = t.blocked_reach(attacker, p, c, blocked & inner)
            reach |= full
    return reach


def _mask(reach: int, perch: int, want: int) -> int:
    """The numbers (bit n-1 for n) that bring a capturing kind (``want``) to ``perch``."""
    arrivals = reach >> (REACH_STRIDE * perch)
    return (arrivals & 15 if want & 1 else 0) | (arrivals >> 4 & 15 if want & 2 else 0)


def capture_masks(
    t: Tables,
    cells: tuple[int, ...],
    off: tuple[int, int],
    attacker: int,
    blocked: set[int] | None = None,
) -> dict[int, int]:
    """For each perch holding a bird the attacker could capture: the numbers that do it.

    The result maps a perch to a bit set (bit n-1 for number n). One bird's move with one
    number is considered at a time, with the blockades standing as they are now.
    """
    occupied = [p for p, c in enumerate(cells) if c]
    if blocked is None:
        blocked = {p for p in occupied if BLOCKED[cells[p]]}
    reach = _reach(t, cells, occupied, off[attacker] > 0, attacker, sum(1 << p for p in blocked))
    out = {}
    exposed = t.exposed[attacker]
    for p in occupied:
        want = exposed[cells[p]]
        mask = _mask(reach, p, want) if want else 0
        if mask:
            out[p] = mask
    return out


def raw_eval(state: State, me: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """The evaluation in points for side ``me`` (positive is good), without bounds."""
    if state.over:
        nxt = -1
    else:
        nxt = int(state.side) if state.needs_throw else 1 - int(state.side)
    return raw_eval_parts(tables_for(state.rules), state.cells, state.off, state.scores, nxt, me, w)


def raw_eval_parts(
    t: Tables,
    cells: tuple[int, ...],
    off: tuple[int, int],
    scores: tuple[int, int],
    nxt: int,
    me: int,
    w: Weights = DEFAULT_WEIGHTS,
) -> float:
    """:func:`raw_eval` from a position's parts; ``nxt`` is the side to throw next (-1: none)."""
    terms = t.terms(w)
    place = terms.place
    value = (off[0] - off[1]) * w.off + (scores[0] - scores[1])  # Green's less White's
    occupied = []
    blocked = 0
    for p, c in enumerate(cells):
        if c:
            value += place[p][c]
            occupied.append(p)
            if BLOCKED[c]:
                blocked |= 1 << p
    if nxt >= 0:
        value += w.tempo if nxt == 0 else -w.tempo
        # exposure: the side to throw next may capture; the other side may capture later
        hit = t.hit
        for attacker, share in ((nxt, w.threat_next), (1 - nxt, w.threat_later)):
            if not share:
                continue
            exposed = t.exposed[attacker]
            targets = [p for p in occupied if exposed[cells[p]]]
            if not targets:
                continue
            reach = _reach(t, cells, occupied, off[attacker] > 0, attacker, blocked)
            lost = terms.loss[attacker]
            risk = 0.0
            for p in targets:
                c = cells[p]
                want = exposed[c]
                arrivals = reach >> (REACH_STRIDE * p)  # as in _mask
                mask = (arrivals & 15 if want & 1 else 0) | (arrivals >> 4 & 15 if want & 2 else 0)
                if mask:
                    risk += hit[mask] * lost[p][c]
            value += share * risk if attacker == 0 else -share * risk
    return value if me == 0 else -value


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
