"""Live odds under the ``tlv`` rules: exact chances from the engine's throws and legal moves.

Nothing here is estimated or sampled. Every chance is a ``Fraction`` summed over the
engine's own throw distribution (``Ruleset.throws``, the 16 throws of 64 equally likely
stick outcomes), and for each throw over every legal whole turn the engine allows (first
move, then second move, with the pair rule, the blockade split rule and the win on the
spot all applied by the engine). Pure Python, no pygame.

What each function computes, in the words a teacher would use:

- :func:`capture_threats`: the side S has just ended its turn and the opponent O is to
  throw. For each of S's birds, the chance that O's coming throw lets O take it (some
  legal turn of O captures it, with the first move or the second).
- :func:`score_chance`: the chance that the side to throw can score at least one point in
  its coming turn, and the average of the most it can score.
- :func:`capture_chance_for_landing`: "If you make this move, and then play your other
  number in the way that leaves this bird safest, this is the chance that the opponent's
  next throw lets them take it." (``riskiest`` gives the other end: the second move that
  leaves it most exposed.) When the move ends the turn, the two are the same.

Speed: the turns of one throw do not depend on which group showed which number, so each
position enumerates at most 10 throws, and each result is cached per (position, throw).
Measured on seeded random and greedy games (about 12 birds on the board): a threat table or
a scoring chance takes 2-7 ms (at most about 12 ms), a cached one 0.1 ms; one landing takes
12-37 ms typically and up to about 200 ms, because it counts the threats after every
possible second move. The functions are pure and take immutable ``State`` values, so a
screen can run them off its own thread (:class:`liubo.model.odds.OddsService`). The
``tlv`` presentation's odds panel (:data:`ODDS`) shows the threats and the scoring chance.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from threading import Lock
from typing import TypeVar

from ....engine import GameState, Side, Throw
from ....engine.rulesets.tlv import Move, State
from ....services.translation import N_
from ...presentation import Odds, Threat

T = TypeVar("T")
ZERO = Fraction(0)

__all__ = [
    "ODDS",
    "BirdThreat",
    "LandingOdds",
    "ScoreOdds",
    "capture_chance_for_landing",
    "capture_threats",
    "clear_cache",
    "perch_capture_chance",
    "probe",
    "score_chance",
    "threats",
]


# -- whole turns of one throw ------------------------------------------------------------------
def _unordered_throws(state: State) -> list[tuple[Throw, Fraction]]:
    """The throws with their chances, a,b and b,a merged (they allow the same turns)."""
    merged: dict[tuple[int, int], tuple[Throw, Fraction]] = {}
    for throw, p in state.rules.throws:
        key = (min(throw.numbers), max(throw.numbers))
        if key in merged:
            merged[key] = (merged[key][0], merged[key][1] + p)
        else:
            merged[key] = (throw, p)
    return list(merged.values())


def _turn_continues(before: State, after: State) -> bool:
    return not after.over and after.side == before.side and after.throw is not None


def _position_key(state: State) -> tuple:
    """What the odds of a throw depend on (the turn number only through the turn limit)."""
    last = state.turn >= state.rules.turn_limit
    return (state.rules, state.cells, state.off, state.scores, state.side, last, state.over)


_CACHE: OrderedDict[tuple, object] = OrderedDict()
_CACHE_SIZE = 4096
_CACHE_LOCK = Lock()


def _memo(key: tuple, compute: Callable[[], T]) -> T:
    """``compute()``, remembered under ``key`` (least recently used dropped first)."""
    with _CACHE_LOCK:
        if key in _CACHE:
            _CACHE.move_to_end(key)
            return _CACHE[key]  # type: ignore[return-value]
    value = compute()
    with _CACHE_LOCK:
        _CACHE[key] = value
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return value


def clear_cache() -> None:
    """Forget every remembered answer (for measuring)."""
    with _CACHE_LOCK:
        _CACHE.clear()


def _captures_of_throw(state: State, throw: Throw, wanted: frozenset[int]) -> frozenset[int]:
    """The perches among ``wanted`` where some whole turn of the side to throw, with
    ``throw``, captures a bird. Stops as soon as every wanted perch is found."""
    return _memo(
        ("captures", _position_key(state), tuple(sorted(throw.numbers)), wanted),
        lambda: _find_captures(state, throw, wanted),
    )


def _find_captures(state: State, throw: Throw, wanted: frozenset[int]) -> frozenset[int]:
    thrown = state.apply_throw(throw)
    if not _turn_continues(state, thrown):
        return frozenset()  # the turn passes: nothing can be played
    found: set[int] = set()
    for first in thrown.legal_moves():
        if first.captured is not None and first.target in wanted:
            found.add(first.target)
        after = thrown.apply(first)
        if _turn_continues(thrown, after):
            for second in after.legal_moves():
                if second.captured is not None and second.target in wanted:
                    found.add(second.target)
        if len(found) == len(wanted):
            break
    return frozenset(found)


def _best_points_of_throw(state: State, throw: Throw) -> int:
    """The most points any whole turn with ``throw`` scores."""
    return _memo(
        ("points", _position_key(state), tuple(sorted(throw.numbers))),
        lambda: _find_best_points(state, throw),
    )


def _find_best_points(state: State, throw: Throw) -> int:
    thrown = state.apply_throw(throw)
    if not _turn_continues(state, thrown):
        return 0
    best = 0
    for first in thrown.legal_moves():
        points = first.points
        after = thrown.apply(first)
        if _turn_continues(thrown, after):
            points += max((m.points for m in after.legal_moves()), default=0)
        best = max(best, points)
    return best


def _require_throw_due(state: State) -> None:
    if state.throw is not None:
        raise ValueError("the odds of the next throw need a position where a throw is due")


# -- capture threats ---------------------------------------------------------------------------
@dataclass(frozen=True)
class BirdThreat:
    """One bird of the side that just moved, and the chance it is taken in the coming turn.

    ``perch`` is where it stands (the two birds of a blockade are two entries on one perch),
    ``owl`` whether it is an Owl, ``throws`` the throws (light, dark) with which the opponent
    can take it.
    """

    perch: int
    owl: bool
    chance: Fraction
    throws: tuple[Throw, ...]


def _capturable(state: State, side: Side) -> frozenset[int]:
    """Perches where a bird of ``side`` could be taken: it is there and is no blockade."""
    return frozenset(p for p, _owl in state.birds(side) if state.blockade_side(p) is None)


def _threat_table(state: State, wanted: frozenset[int]) -> dict[int, tuple[Fraction, list[Throw]]]:
    table: dict[int, tuple[Fraction, list[Throw]]] = {p: (ZERO, []) for p in wanted}
    if not wanted or state.over:
        return table
    by_numbers = {}
    for throw, p in _unordered_throws(state):
        hit = _captures_of_throw(state, throw, wanted)
        by_numbers[frozenset(throw.numbers)] = hit
        for perch in hit:
            chance, _throws = table[perch]
            table[perch] = (chance + p, _throws)
    for throw, _p in state.rules.throws:  # every ordered throw, for the teacher's list
        for perch in by_numbers[frozenset(throw.numbers)]:
            table[perch][1].append(throw)
    return table


def capture_threats(state: State) -> list[BirdThreat]:
    """For each bird of the side that has just moved, the chance that the opponent, now to
    throw, can take it in the coming turn (any legal turn, with its first or second move).

    ``state`` must be a position where a throw is due; the birds listed are those of
    ``state.side.other``, sorted by perch. A bird in a blockade cannot be taken (no bird may
    land on a blockade), so its chance is 0.
    """
    _require_throw_due(state)
    mover = state.side.other
    table = _threat_table(state, _capturable(state, mover))
    out = []
    for perch, owl in sorted(state.birds(mover)):
        chance, throws = table.get(perch, (ZERO, []))
        out.append(BirdThreat(perch, owl, chance, tuple(throws)))
    return out


def perch_capture_chance(state: State, perch: int) -> Fraction:
    """The chance that the side to throw can take the bird of the other side on ``perch``."""
    _require_throw_due(state)
    wanted = _capturable(state, state.side.other) & {perch}
    return _threat_table(state, frozenset(wanted))[perch][0] if wanted else ZERO


# -- scoring ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoreOdds:
    """``chance``: the side to throw can score at least one point in the coming turn.
    ``expected_best``: the average, over the throws, of the most points a turn can score."""

    chance: Fraction
    expected_best: Fraction


def score_chance(state: State) -> ScoreOdds:
    """The chance that the side to throw can score in its coming turn (see :class:`ScoreOdds`)."""
    _require_throw_due(state)
    if state.over:
        return ScoreOdds(ZERO, ZERO)
    chance = expected = ZERO
    for throw, p in _unordered_throws(state):
        best = _best_points_of_throw(state, throw)
        if best > 0:
            chance += p
        expected += p * best
    return ScoreOdds(chance, expected)


# -- a candidate landing -------------------------------------------------------------------------
@dataclass(frozen=True)
class LandingOdds:
    """The chance that a bird moved to ``perch`` is taken in the opponent's next turn.

    ``chance`` assumes the mover's other number (if one is still to be played) is then used
    in the way that leaves this bird safest; ``riskiest`` in the way that leaves it most
    exposed; ``safest_second`` is such a safest second move (None if there is no second
    move). When the move ends the turn, ``chance == riskiest``.
    """

    perch: int
    chance: Fraction
    riskiest: Fraction
    safest_second: Move | None


def capture_chance_for_landing(state: State, move: Move | str) -> LandingOdds:
    """The odds of the bird that ``move`` lands, if the mover's turn then ends (see
    :class:`LandingOdds`). ``state`` has a throw; ``move`` must be legal in it."""
    chosen = state.find_move(move)
    after = state.apply(chosen)
    perch = chosen.target
    if after.over:
        return LandingOdds(perch, ZERO, ZERO, None)
    if not _turn_continues(state, after):
        chance = perch_capture_chance(after, perch)
        return LandingOdds(perch, chance, chance, None)
    seen: dict[tuple, Fraction] = {}
    best: tuple[Fraction, Move] | None = None
    worst = ZERO
    for second in after.legal_moves():
        end = after.apply(second)
        key = _position_key(end)
        if key not in seen:
            seen[key] = ZERO if end.over else perch_capture_chance(end, perch)
        chance = seen[key]
        if best is None or chance < best[0]:
            best = (chance, second)
        worst = max(worst, chance)
    assert best is not None  # the turn continues, so a second move exists
    return LandingOdds(perch, best[0], worst, best[1])


# -- the odds panel ------------------------------------------------------------------------------
def probe(state: State) -> State:
    """The position with the other side to throw, the birds as they stand."""
    return state.replace(side=state.side.other, throw=None, remaining=(), moved=None, split=None)


def threats(state: GameState) -> list[Threat]:
    """Each bird of the side to move, and the chance the other side's next throw takes it."""
    assert isinstance(state, State)
    return [(t.perch, t.chance) for t in capture_threats(probe(state))]


def scoring(state: GameState) -> Fraction:
    """The chance that the side to throw scores in its coming turn."""
    assert isinstance(state, State)
    return score_chance(state).chance


ODDS = Odds(
    threats=threats,
    # TRANSLATORS: the odds panel, over the badges on the birds of the side to move.
    threats_line=N_("On each {side} bird: the chance {other} can take it next turn"),
    score_chance=scoring,
)
