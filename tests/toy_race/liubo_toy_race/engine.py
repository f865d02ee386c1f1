"""The toy race's engine part: its rules, states and position texts, and the ruleset
``toy_race`` (``race.json``, read from this package)."""

from __future__ import annotations

from importlib.resources import files

from liubo.engine import RulesetKind

from .rules import RaceRuleset
from .state import RaceState, format_position, parse_position


def read(name: str) -> str:
    """A ruleset document of this package."""
    return files(__package__).joinpath(name).read_text(encoding="utf-8")


KIND: RulesetKind[RaceRuleset] = RulesetKind(
    name="toy_race",
    rules_class=RaceRuleset,
    initial_state=RaceState.initial,
    parse_position=parse_position,
    format_position=format_position,
    files={"toy_race": "race.json"},
    read=read,
)
