"""Live odds under Cazaux's rules: which pieces the opponent's next throw can hit (pure).

As in :mod:`liubo.model.odds` (the ``tlv`` odds), nothing is estimated: for each throw of
the ruleset's exact distribution, every way the side to throw may play it (the computer
players' ``turns``: both legs, in either order, with the Owl's and the lone stone's double
moves) is played out by the engine, and a station counts as hit by that throw when some
turn leaves fewer of the other side's pieces on it: stones sent back to wait or taken
prisoner, an Owl taken (the game lost) or stripped of its rank. A throw and its mirror
(3,1 and 1,3) allow the same turns, so each unordered pair is played once and their
chances added.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from ....engine import GameState
from ....engine.rulesets.cazaux.state import NONE, CazauxState
from ....engine.sides import Side
from ....services.translation import N_
from ...presentation import Odds, Threat

ZERO = Fraction(0)


@dataclass(frozen=True)
class PieceThreat:
    """The pieces of one side on one station and the chance the next throw hits them."""

    station: int
    stones: int
    owl: bool
    chance: Fraction


def other_to_throw(state: CazauxState) -> CazauxState:
    """The position as it stands, with the other side about to throw (what the threats on
    the side to move's own pieces are worked out from)."""
    return state._replace(
        side=state.side.other, throw=None, remaining=(), double=NONE, leg1=None, extra=False
    )


def _pieces_by_station(state: CazauxState, side: Side) -> dict[int, tuple[int, bool]]:
    """Station -> (stones, has the Owl) for ``side``'s pieces on the board."""
    t = state.tables
    out: dict[int, tuple[int, bool]] = {}
    for node, owl in state.pieces(side):
        station = node if owl else t.station_of[node]
        stones, has_owl = out.get(station, (0, False))
        out[station] = (stones + (not owl), has_owl or owl)
    return out


def cazaux_threats(state: CazauxState) -> list[PieceThreat]:
    """For each station holding pieces of the side that is not to throw, the chance that
    the side to throw can hit them with its coming throw (sorted by station).

    ``state`` must be a position where a throw is due (ValueError otherwise).
    """
    if not state.needs_throw:
        raise ValueError("the threats are worked out before a throw: a throw is not due")
    victim = state.side.other
    targets = _pieces_by_station(state, victim)
    chance = dict.fromkeys(targets, ZERO)
    played: dict[tuple[int, int], frozenset[int]] = {}
    for throw, p in state.rules.throws:
        pair = (min(throw.numbers), max(throw.numbers))
        hit = played.get(pair)
        if hit is None:
            hit = played[pair] = _hit_by(state.apply_throw(throw), victim, targets)
        for station in hit:
            chance[station] += p
    return [
        PieceThreat(station, stones, owl, chance[station])
        for station, (stones, owl) in sorted(targets.items())
    ]


def _hit_by(
    thrown: CazauxState, victim: Side, before: dict[int, tuple[int, bool]]
) -> frozenset[int]:
    """The stations where some turn of this throw leaves fewer of ``victim``'s pieces."""
    # the computer players' package, imported when threats are first worked out: not on
    # the way to the game's first frame (the title lists the rulesets' presentations)
    from ....ai.rulesets.cazaux.evaluate import turns

    hit: set[int] = set()
    if thrown.needs_throw or thrown.over:
        return frozenset()
    for _moves, end in turns(thrown):
        after = _pieces_by_station(end, victim)
        for station, (stones, owl) in before.items():
            left_stones, left_owl = after.get(station, (0, False))
            if left_stones < stones or (owl and not left_owl):
                hit.add(station)
        if len(hit) == len(before):
            break
    return frozenset(hit)


def threats(state: GameState) -> list[Threat]:
    """Each station with pieces of the side to move, and the chance the other side's next
    throw hits them."""
    assert isinstance(state, CazauxState)
    return [(t.station, t.chance) for t in cazaux_threats(other_to_throw(state))]


ODDS = Odds(
    threats=threats,
    # TRANSLATORS: the odds panel under Cazaux's rules, over the badges on the side to
    # move's stations.
    threats_line=N_("On each {side} piece: the chance {other} can hit it next throw"),
)

__all__ = ["ODDS", "PieceThreat", "cazaux_threats", "other_to_throw", "threats"]
