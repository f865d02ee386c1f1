"""What the content layer has of the ``tlv`` rules: the rulebook's first parts (its rules,
``data/rulebook/tlv/``, and its rule readings, ``readings/``), its name on the comparison
chart, and the Learn course, played by it, whose goals may ask for a nest, a blockade or
a contested perch, a promotion or a capture of an Owl or a bird.

Its :class:`~liubo.content.ruleset_content.RulesetContent` is its part for the
``tlv`` kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ....engine import GameMove
from ....engine.rulesets.tlv import Move
from ....services.translation import N_
from ...ruleset_content import LessonGoal, RulesetContent


def _flag(test: Callable[[Move], bool]) -> LessonGoal:
    """A goal that is true or false: whether the move does ``test``."""
    return LessonGoal(lambda move, want: isinstance(move, Move) and test(move) == want)


def _captured(move: GameMove, want: Any) -> bool:
    """What the move takes: "owl", "normal", "any" or "none"."""
    captured = move.captured if isinstance(move, Move) else None
    return (
        (want == "none" and captured is None)
        or (want == "any" and captured is not None)
        or (want == "owl" and captured is True)
        or (want == "normal" and captured is False)
    )


LESSON_GOALS = {
    "promoted": _flag(lambda m: bool(m.promoted)),
    "nest": _flag(lambda m: m.nest is not None),
    "blockade": _flag(lambda m: bool(m.blockade)),
    "contested": _flag(lambda m: bool(m.contested)),
    "captured": LessonGoal(_captured, ("owl", "normal", "any", "none")),
    # the capture was on a contested perch: the capturing move leaves a blockade there
    "from_contest": _flag(lambda m: m.captured is not None and bool(m.blockade)),
}


CONTENT = RulesetContent(
    kind="tlv",
    rulebook_parts=("tlv", "readings"),
    chart_labels={
        # TRANSLATORS: the chart's name for this game's own rules (the TLV board
        # reconstruction).
        "tlv": N_("This game (TLV)"),
    },
    lesson_ruleset="tlv",
    lesson_goals=LESSON_GOALS,
)

__all__ = ["CONTENT"]
