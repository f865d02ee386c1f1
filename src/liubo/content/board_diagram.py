"""The rulebook's board pictures: a position, its marked perches and the path of one move
(no pygame).

Board pictures use their ruleset's position and move notation (docs/rules.md section 8
for the shipped ones), read by the engine, and the perch ids of its board; where its
pieces stand is its presentation's to say (``liubo.render`` draws them through it). A
ruleset whose pictures name points of their own (Cazaux's lanes) subclasses
:class:`BoardDiagram` in its content package and names the class in its content part
(``liubo.content.ruleset_content``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import Any, Literal

from ..engine.board import Board

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
    are the rule readings (name, value) the move is played under in :meth:`after`;
    ``before``: the position the move was played in, when ``position`` is its result
    (:meth:`after`; empty otherwise).
    """

    position: str
    caption: str
    highlights: tuple[Highlight, ...] = ()
    path: tuple[str, ...] = ()
    move: str | None = None
    options: tuple[tuple[str, str], ...] = ()
    kind: Literal["board"] = "board"
    #: the ruleset the position is played by (its id: the page's, ``<!-- ruleset: ID -->``)
    ruleset: str = ""
    before: str = ""

    def perch_ids(self) -> set[str]:
        """Every perch id the diagram mentions (highlights and path)."""
        return {h.perch for h in self.highlights} | set(self.path)

    def throw(self) -> tuple[int, int] | None:
        """The (light, dark) throw made in ``position``, if one is."""
        thrown = _state(self.position, self.ruleset, self.options).throw
        return None if thrown is None else (thrown.light, thrown.dark)

    def line(self) -> tuple[str, ...]:
        """The move's route to draw: its starting point (if on the board), then ``path``."""
        if not self.move or not self.path:
            return self.path
        played_in = self.before or self.position
        board, origin, _path = _played(played_in, self.move, self.ruleset, self.options)
        return self.path if origin is None else (*self.path_ids(board, (origin,)), *self.path)

    def after(self) -> BoardDiagram:
        """The same picture once its move is played: the position after it, the path kept
        (where the bird came from), the start marker dropped. Without a move, itself."""
        if not self.move or self.before:
            return self
        return replace(
            self,
            position=position_after(self.position, self.move, self.ruleset, self.options),
            highlights=tuple(h for h in self.highlights if h.kind != "start"),
            before=self.position,  # where the move's start is read
        )

    def with_engine_path(self) -> BoardDiagram:
        """The same picture with ``path`` set to the perches its move passes, as the engine
        plays it (a file names no path when it draws just the move)."""
        if not self.move:
            return self
        return replace(
            self, path=engine_path(self.position, self.move, self.ruleset, self.options, type(self))
        )

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

    game = Game.from_text(position, ruleset=ruleset or None, options=dict(options) or None)
    game.play(move)
    fields = game.to_text().split()
    return " ".join(fields[:3])


def engine_path(
    position: str,
    move: str,
    ruleset: str | None = None,
    options: tuple[tuple[str, str], ...] = (),
    diagram: type[BoardDiagram] | None = None,
) -> tuple[str, ...]:
    """The perch (or station) ids ``move`` visits after its start in ``position``, the
    landing last, named as ``diagram`` (a ruleset's class of pictures; None: the plain
    one) names them; ``IllegalMoveError`` if it is not legal there."""
    board, _origin, path = _played(position, move, ruleset, options)
    return (diagram or BoardDiagram).path_ids(board, path)


@cache
def _state(position: str, ruleset: str | None, options: tuple[tuple[str, str], ...]) -> Any:
    """The state of a picture's position (its ruleset's, under its readings)."""
    from ..engine.game import Game

    return Game.from_text(position, ruleset=ruleset or None, options=dict(options) or None).state


@cache
def _played(
    position: str, move: str, ruleset: str | None, options: tuple[tuple[str, str], ...]
) -> tuple[Board, int | None, tuple[int, ...]]:
    """The board, the start (None: entering) and the points ``move`` visits after its
    start in ``position``."""
    from ..engine.errors import IllegalMoveError

    state = _state(position, ruleset, options)
    found = next((m for m in state.legal_moves() if str(m) == move), None)
    if found is None:
        raise IllegalMoveError(f"{move} is not legal in {position}")
    return state.rules.board, found.origin, tuple(found.path)
