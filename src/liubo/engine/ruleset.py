"""A ruleset: the board plus the numbers of the game, loaded from ``data/rules.json``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from functools import cache, cached_property

from ..resources import read_data_text
from .board import Board, load_board
from .errors import BoardDataError
from .sides import Side
from .tables import PathTables, path_tables
from .throws import Throw, throw_distribution


@dataclass(frozen=True, eq=False)
class Ruleset:
    """Everything that fixes a variant of the game; the engine reads rules from here."""

    id: str
    board: Board
    birds_per_side: int
    sticks_per_group: int
    no_rounded_side_counts: int
    capture_normal: int
    capture_owl: int
    nest_points: int
    target_points: int
    turn_limit: int
    first_player: Side

    @cached_property
    def paths(self) -> PathTables:
        """Every simple path a move can take on this board."""
        return path_tables(self.board)

    @property
    def throws(self) -> tuple[tuple[Throw, Fraction], ...]:
        return throw_distribution(self.sticks_per_group, self.no_rounded_side_counts)


def parse_ruleset(text: str, source: str = "ruleset") -> Ruleset:
    """Build a ruleset from the JSON text of a ruleset file."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BoardDataError(f"{source}: not valid JSON ({exc})") from exc
    if not isinstance(doc, dict) or doc.get("format") != "liubo-ruleset":
        raise BoardDataError(f"{source}: not a liubo-ruleset file")

    def integer(key: str, lo: int, hi: int, obj: dict[str, object] | None = None) -> int:
        where = obj if obj is not None else doc
        value = where.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise BoardDataError(f"{source}: {key!r} must be a whole number from {lo} to {hi}")
        return value

    points = doc.get("points")
    if not isinstance(points, dict):
        raise BoardDataError(f"{source}: 'points' must be an object")
    if doc.get("entry_step_counts", 1) != 1:
        raise BoardDataError(f"{source}: only an entry step counting 1 is supported")
    first = doc.get("first_player", "green")
    if first not in ("green", "white"):
        raise BoardDataError(f"{source}: 'first_player' must be 'green' or 'white'")
    board_name = doc.get("board")
    if not isinstance(board_name, str):
        raise BoardDataError(f"{source}: 'board' must name a board file")
    return Ruleset(
        id=str(doc.get("id", "")) or "tlv",
        board=load_board(board_name),
        birds_per_side=integer("birds_per_side", 1, 16),
        sticks_per_group=integer("sticks_per_group", 1, 6),
        no_rounded_side_counts=integer("no_rounded_side_counts", 1, 9),
        capture_normal=integer("capture_normal", 0, 99, points),
        capture_owl=integer("capture_owl", 0, 99, points),
        nest_points=integer("nest", 0, 99, points),
        target_points=integer("target_points", 1, 999),
        turn_limit=integer("turn_limit", 1, 100_000),
        first_player=Side.GREEN if first == "green" else Side.WHITE,
    )


@cache
def load_ruleset(name: str = "rules.json") -> Ruleset:
    """The ruleset shipped in ``data/`` (cached)."""
    try:
        text = read_data_text(name)
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardDataError(f"cannot read ruleset file {name}: {exc}") from exc
    return parse_ruleset(text, source=name)
