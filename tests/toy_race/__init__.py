"""A toy third ruleset, a plain race round the circuit board, defined only in the tests.

It proves the ruleset contract: it registers with the engine and the computer players as
the shipped reconstructions do (:func:`register`) and then plays through ``Game``,
records, ``liubo.tools.sim`` and the computer players without a line of the game changed.
"""

from __future__ import annotations

from pathlib import Path

from liubo.ai import register_ai, unregister_ai
from liubo.engine import RulesetKind, register_ruleset, unregister_ruleset

from .ai import AI
from .rules import RaceRuleset
from .state import RaceMove, RaceState, format_position, parse_position

HERE = Path(__file__).resolve().parent

KIND: RulesetKind[RaceRuleset] = RulesetKind(
    name="race",
    rules_class=RaceRuleset,
    initial_state=RaceState.initial,
    parse_position=parse_position,
    format_position=format_position,
    files={"race": "race.json"},
    read=lambda name: (HERE / name).read_text(encoding="utf-8"),
)


def register() -> None:
    """Make the race known to the engine and the computer players."""
    register_ruleset(KIND)
    register_ai(AI)


def unregister() -> None:
    """Forget the race again."""
    unregister_ai("race")
    unregister_ruleset("race")


__all__ = ["KIND", "RaceMove", "RaceRuleset", "RaceState", "register", "unregister"]
