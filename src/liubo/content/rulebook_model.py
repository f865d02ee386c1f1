"""What a rulebook page is made of: topics, pages, board pictures and figures (no pygame).

The words live in Markdown files under ``data/rulebook/`` (``liubo.content.rulebook_load`` reads
them); these classes hold them once read. Every text is English, a
``translation.Message`` with its catalog context, translated where it is shown
(``translator.gettext(page.heading)``). The board pictures are
:mod:`.board_diagram`'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from .board_diagram import BoardDiagram
from .compare_chart import ChartFigure

# Chance of each value for one group of three sticks (no rounded side up counts 4).
GROUP_CHANCES: tuple[tuple[int, Fraction], ...] = (
    (1, Fraction(3, 8)),
    (2, Fraction(3, 8)),
    (3, Fraction(1, 8)),
    (4, Fraction(1, 8)),
)


@dataclass(frozen=True, slots=True)
class SticksFigure:
    """The odds chart of the sticks: per group, and for each (light, dark) pair."""

    caption: str
    group_chances: tuple[tuple[int, Fraction], ...] = GROUP_CHANCES
    kind: Literal["sticks"] = "sticks"

    def group_chance(self, value: int) -> Fraction:
        """The chance that one group shows ``value`` (1 to 4)."""
        return dict(self.group_chances).get(value, Fraction(0))

    def pair_chance(self, light: int, dark: int) -> Fraction:
        """The chance of exactly this throw (light value, dark value)."""
        return self.group_chance(light) * self.group_chance(dark)

    def pair_table(self) -> tuple[tuple[Fraction, ...], ...]:
        """A 4 x 4 table, rows light 1-4, columns dark 1-4."""
        return tuple(
            tuple(self.pair_chance(a, b) for b, _ in self.group_chances)
            for a, _ in self.group_chances
        )

    def unordered_pairs(self) -> tuple[tuple[tuple[int, int], Fraction], ...]:
        """The chance of each pair of numbers regardless of which group gave which."""
        values = [v for v, _ in self.group_chances]
        out = []
        for i, a in enumerate(values):
            for b in values[i:]:
                chance = self.pair_chance(a, b) * (1 if a == b else 2)
                out.append(((a, b), chance))
        return tuple(out)

    def doubles_chance(self) -> Fraction:
        """The chance that both groups show the same number (5/16)."""
        return sum((self.pair_chance(v, v) for v, _ in self.group_chances), Fraction(0))


Figure = BoardDiagram | SticksFigure | ChartFigure


@dataclass(frozen=True, slots=True)
class Page:
    """One screen of a topic: a heading, short paragraphs, maybe a figure and a history note."""

    heading: str
    paragraphs: tuple[str, ...]
    figure: Figure | None = None
    note: str | None = None
    # What the page's rules rest on: source ids of ``data/evidence.json`` (liubo.content.evidence).
    evidence: tuple[str, ...] = ()
    # The rule readings (option names of ``data/readings.json``) the page's rules depend
    # on: the page says which of their readings is in force.
    readings: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Topic:
    """A rulebook topic (one entry of the contents list, one file under data/rulebook/).
    An ``interface`` topic is about the screen, not the rules: it needs no evidence tags."""

    id: str
    title: str
    pages: tuple[Page, ...]
    interface: bool = False


def names_our_reading(paragraph: str) -> bool:
    """Whether a paragraph (its English text) states one of the project's own readings:
    the rules screen marks it in the margin with the page's "ours" tag."""
    text = paragraph.lower()
    return "our reading" in text or "is our own" in text or "we chose" in text
