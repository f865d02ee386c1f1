"""What a rulebook page is made of: topics, pages, board pictures and figures (no pygame).

The words live in Markdown files under ``data/rulebook/`` (``liubo.content.rulebook_load`` reads
them); these classes hold them once read. Every text is English, a
``translation.Message`` with its catalog context, translated where it is shown
(``translator.gettext(page.heading)``). Board pictures use the engine's position notation
(docs/rules.md section 8) and the perch ids of their ruleset's board (``data/board.json``
for the default); a ruleset whose pictures have peculiarities of their own gives its
subclass of :class:`BoardDiagram` in its content (``liubo.content.ruleset_content``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cache
from typing import Literal

from ..engine.board import Board
from ..engine.contract import default_ruleset_id
from ..engine.sides import Side
from .compare_chart import ChartFigure
from .ruleset_content import content_for

# What a highlighted perch means in a diagram (the renderer picks a colour per kind).
HIGHLIGHT_KINDS: tuple[str, ...] = (
    "start",  # where the moving bird stands
    "entry",  # a Branch (高) where birds enter
    "path",  # a perch passed through
    "landing",  # where a move ends (or could end)
    "capture",  # a bird is captured here
    "blockade",  # two birds of one colour
    "contested",  # one bird of each colour
    "nest",  # a scoring nest
    "pond",  # the pond, where birds become Owls
    "blocked",  # a perch the move cannot reach
)

# The play screen's highlight kinds (render.palette) closest to each rulebook kind, for a
# renderer that does not draw the rulebook kinds itself.
BASIC_KINDS: dict[str, str] = {
    "start": "selected",
    "entry": "entry",
    "path": "path",
    "landing": "legal",
    "capture": "last_move",
    "blockade": "selected",
    "contested": "last_move",
    "nest": "entry",
    "pond": "entry",
    "blocked": "last_move",
}


@dataclass(frozen=True, slots=True)
class Highlight:
    """A perch to mark in a diagram, and why."""

    perch: str
    kind: str


@dataclass(frozen=True, slots=True)
class BoardDiagram:
    """A small board picture: a position, marked perches and the path of one move.

    ``position`` is position text (``Game.from_text``); ``move`` is the move shown in move
    notation, or None; ``path`` lists the perches the move visits after its start, the
    landing perch last (as ``Move.path``); ``caption`` is an ``N_`` string. ``options``
    are the rule readings (name, value) the move is played under in :meth:`after`.
    """

    position: str
    caption: str
    highlights: tuple[Highlight, ...] = ()
    path: tuple[str, ...] = ()
    move: str | None = None
    options: tuple[tuple[str, str], ...] = ()
    kind: Literal["board"] = "board"
    #: the ruleset the position is played by (its id; the default ruleset's at first)
    ruleset: str = field(default_factory=default_ruleset_id)

    def perch_ids(self) -> set[str]:
        """Every perch id the diagram mentions (highlights and path)."""
        return {h.perch for h in self.highlights} | set(self.path)

    def placements(self) -> tuple[tuple[str, Side, bool], ...]:
        """The birds on the board as (perch id, side, is Owl), read from ``position``."""
        birds = self.position.split()[0].split("/")
        out = []
        for side, listing in zip((Side.GREEN, Side.WHITE), birds, strict=True):
            for token in listing.split(","):
                if token and token != "-":
                    out.append((token.lstrip("*"), side, token.startswith("*")))
        return tuple(out)

    def side_to_move(self) -> Side:
        """The side whose turn it is in ``position``."""
        return Side.from_letter(self.position.split()[2])

    def throw(self) -> tuple[int, int] | None:
        """The (light, dark) throw in ``position``, if it has one."""
        fields = self.position.split()
        if len(fields) < 4:
            return None
        light, dark = fields[3].split(",")
        return int(light), int(dark)

    def line(self) -> tuple[str, ...]:
        """The move's route to draw: its starting perch (if on the board), then ``path``."""
        if not self.move or not self.path:
            return self.path
        origin = self.move.split(">", 1)[0].lstrip("*")
        return self.path if origin == "OFF" else (origin, *self.path)

    def after(self) -> BoardDiagram:
        """The same picture once its move is played: the position after it, the path kept
        (where the bird came from), the start marker dropped. Without a move, itself."""
        if not self.move:
            return self
        return replace(
            self,
            position=position_after(self.position, self.move, self.ruleset, self.options),
            highlights=tuple(h for h in self.highlights if h.kind != "start"),
        )

    def with_engine_path(self) -> BoardDiagram:
        """The same picture with ``path`` set to the perches its move passes, as the engine
        plays it (a file names no path when it draws just the move)."""
        if not self.move:
            return self
        return replace(self, path=engine_path(self.position, self.move, self.ruleset, self.options))

    @classmethod
    def path_ids(cls, board: Board, path: Sequence[int]) -> tuple[str, ...]:
        """The ids of the perches a move's ``path`` (perch indexes) visits, as drawn."""
        return tuple(board.perches[i].id for i in path)

    def basic_highlights(self, kinds: dict[str, str] | None = None) -> tuple[tuple[str, str], ...]:
        """Highlights as (perch id, kind), kinds mapped for a renderer that knows fewer."""
        mapping = BASIC_KINDS if kinds is None else kinds
        return tuple((h.perch, mapping.get(h.kind, h.kind)) for h in self.highlights)


@cache
def position_after(
    position: str, move: str, ruleset: str | None = None, options: tuple[tuple[str, str], ...] = ()
) -> str:
    """The position text once ``move`` is played in ``position`` under the rule readings
    ``options`` (the throw's numbers that are left are dropped, so the picture shows birds
    only)."""
    from ..engine.game import Game

    game = Game.from_text(position, ruleset=ruleset, options=dict(options) or None)
    game.play(move)
    fields = game.to_text().split()
    return " ".join(fields[:3])


@cache
def engine_path(
    position: str, move: str, ruleset: str | None = None, options: tuple[tuple[str, str], ...] = ()
) -> tuple[str, ...]:
    """The perch (or station) ids ``move`` visits after its start in ``position``, the
    landing last; ``IllegalMoveError`` if it is not legal there."""
    from ..engine.errors import IllegalMoveError
    from ..engine.game import Game

    game = Game.from_text(position, ruleset=ruleset, options=dict(options) or None)
    found = next((m for m in game.legal_moves() if str(m) == move), None)
    if found is None:
        raise IllegalMoveError(f"{move} is not legal in {position}")
    diagram = content_for(game.rules).diagram or BoardDiagram
    return diagram.path_ids(game.board, found.path)


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
