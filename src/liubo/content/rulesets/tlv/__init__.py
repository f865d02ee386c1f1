"""What the content layer has of the ``tlv`` rules: the rulebook's first parts (its rules,
``data/rulebook/tlv/``, and its rule readings, ``readings/``), its name on the comparison
chart, and the Learn course, played by it, whose goals may ask for a nest, a blockade or
a contested perch.

Its :class:`~liubo.content.ruleset_content.RulesetContent` is its part for the
``tlv`` kind.
"""

from __future__ import annotations

from ....engine import GameMove
from ....engine.rulesets.tlv import Move
from ....services.translation import N_
from ...ruleset_content import RulesetContent


def _nest(move: GameMove) -> bool:
    return isinstance(move, Move) and move.nest is not None


def _blockade(move: GameMove) -> bool:
    return isinstance(move, Move) and bool(move.blockade)


def _contested(move: GameMove) -> bool:
    return isinstance(move, Move) and bool(move.contested)


CONTENT = RulesetContent(
    kind="tlv",
    rulebook_parts=("tlv", "readings"),
    chart_labels={
        # TRANSLATORS: the chart's name for this game's own rules (the TLV board
        # reconstruction).
        "tlv": N_("This game (TLV)"),
    },
    lesson_ruleset="tlv",
    lesson_goals={"nest": _nest, "blockade": _blockade, "contested": _contested},
)

__all__ = ["CONTENT"]
