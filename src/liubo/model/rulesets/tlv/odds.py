"""The odds panel under the ``tlv`` rules: the chance the next throw lets the opponent take
each bird, and that the side to throw scores (worked out by :mod:`liubo.model.odds`)."""

from __future__ import annotations

from fractions import Fraction

from ....engine import GameState
from ....engine.rulesets.tlv import State
from ....services.translation import N_
from ...odds import capture_threats, score_chance
from ...presentation import Odds, Threat


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
