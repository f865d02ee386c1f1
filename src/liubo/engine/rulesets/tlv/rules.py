"""The numbers of a ``tlv`` ruleset, and its rule readings worked out once as data.

The engine never reads a reading per move: each becomes a table or a number here, once
per ruleset (``rules.paths``, ``rules.split_of``, ``rules.instant_target``, ...), so the
default rules run exactly the code they ran before any reading existed.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any

from ...arguments import rng_argument
from ...contract import FieldReader, Ruleset
from ...errors import BoardDataError
from ...throws import StickFaces, Throw, check_sticks, faces_table, throw_distribution
from .tables import BLOCKADE_OF, EMPTY, SANCTUARY_EMPTY, PathTables, path_tables


@dataclass(frozen=True, eq=False, kw_only=True)
class TlvRuleset(Ruleset):
    """A ruleset of the birds-and-fish game on the TLV board (docs/rules.md, part one)."""

    no_rounded_side_counts: int = 4
    capture_normal: int = 0
    capture_owl: int = 0
    nest_points: int = 0
    target_points: int = 0

    @classmethod
    def own_fields(
        cls, doc: Mapping[str, Any], source: str, read: FieldReader, common: Mapping[str, Any]
    ) -> dict[str, Any]:
        points = doc.get("points")
        if not isinstance(points, dict):
            raise BoardDataError(f"{source}: 'points' must be an object")
        return dict(
            no_rounded_side_counts=read("no_rounded_side_counts", 1, 9, None),
            capture_normal=read("capture_normal", 0, 99, points),
            capture_owl=read("capture_owl", 0, 99, points),
            nest_points=read("nest", 0, 99, points),
            target_points=read("target_points", 1, 999, None),
        )

    @property
    def throws(self) -> tuple[tuple[Throw, Fraction], ...]:
        return throw_distribution(self.sticks_per_group, self.no_rounded_side_counts)

    def throw_sticks(self, rng: random.Random) -> StickFaces:
        if type(rng) is not random.Random:  # a subclass passes, anything else is refused
            rng_argument(rng)
        table, bits = self.stick_table
        return table[rng.getrandbits(bits)]

    @cached_property
    def stick_table(self) -> tuple[tuple[StickFaces, ...], int]:
        """Every fall of the sticks by the random bits that make it, and how many bits a
        throw takes; the stick numbers checked once, as
        :func:`~liubo.engine.throws.throw_sticks` checks them at every throw."""
        sticks, no_rounded = self.sticks_per_group, self.no_rounded_side_counts
        check_sticks(random.Random(), sticks, no_rounded, None)
        return faces_table(sticks, no_rounded, None), 2 * sticks

    @cached_property
    def paths(self) -> PathTables:
        """Every simple path a move can take on this board (with ``entry=stop``, an
        entering bird's paths end on the 高 whatever the number)."""
        return path_tables(self.board, entry_stop=self.entry_stop)

    # -- the readings, as the engine reads them ---------------------------------------------
    @cached_property
    def owl_contest(self) -> bool:
        """``owl-landing=contest``: a normal bird landing on a lone enemy Owl contests it."""
        return self.options.get("owl-landing") == "contest"

    @cached_property
    def sanctuary(self) -> bool:
        """``pond=sanctuary``: the pond holds any birds of both sides, never blocks or takes."""
        return self.options.get("pond") == "sanctuary"

    @cached_property
    def entry_stop(self) -> bool:
        """``entry=stop``: an entering bird stops on the 高 whatever its number."""
        return self.options.get("entry") == "stop"

    @cached_property
    def larger_only(self) -> bool:
        """``one-number=larger``: with one number usable, the larger if it can be played."""
        return self.options.get("one-number") == "larger"

    @cached_property
    def one_group_first(self) -> bool:
        """``balance=one-group``: the first throw of a game moves one bird only, with
        either number (as when no pair can be played), to halve the first player's start."""
        return self.options.get("balance") == "one-group"

    @cached_property
    def instant_target(self) -> int:
        """The score that ends the game the moment a move reaches it: the target, or, with
        ``win=end-of-turn``, more than any game reaches (the turn's end decides)."""
        if self.options.get("win") == "end-of-turn":
            return 1 << 30
        return self.target_points

    @cached_property
    def split_of(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The blockade split rule as tables: ``split_of[double][cell code]`` is the side
        whose blockade a perch holding that cell is for the rule (-1: none), after a throw
        that is not a double (0) or is (1)."""
        none = (-1,) * len(BLOCKADE_OF)
        split = self.options.get("split", "every-throw")
        if split == "off":
            return none, none
        if split == "doubles":
            return none, BLOCKADE_OF
        return BLOCKADE_OF, BLOCKADE_OF

    @cached_property
    def empty_cells(self) -> tuple[int, ...]:
        """The cell codes of the empty board (a sanctuary pond has its own codes)."""
        cells = [EMPTY] * len(self.board.perches)
        if self.sanctuary:
            cells[self.board.pond] = SANCTUARY_EMPTY
        return tuple(cells)
