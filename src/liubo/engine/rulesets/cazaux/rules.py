"""The numbers of a ``cazaux`` ruleset: how its sticks read, its Owl, extra throws, the
five-stone rule."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...contract import FieldReader, Ruleset
from ...errors import BoardDataError
from ...throws import StickFaces, Throw, throw_sticks, value_throw_distribution


@dataclass(frozen=True, eq=False, kw_only=True)
class CazauxRuleset(Ruleset):
    """A ruleset of Cazaux's race on the circuit board (docs/rules.md, part two)."""

    group_values: tuple[int, ...] = ()
    owls_per_side: int = 1
    extra_throw_doubles: frozenset[tuple[int, int]] = frozenset()
    five_stone_rule: int = 0

    @classmethod
    def own_fields(
        cls, doc: Mapping[str, Any], source: str, read: FieldReader, common: Mapping[str, Any]
    ) -> dict[str, Any]:
        sticks = common["sticks_per_group"]
        values = doc.get("group_values")
        if (
            not isinstance(values, list)
            or len(values) != sticks + 1
            or not all(type(v) is int and 1 <= v <= 4 for v in values)
        ):
            raise BoardDataError(
                f"{source}: 'group_values' must list {sticks + 1} values from 1 to 4, one for "
                f"each count of plain faces (0 to {sticks})"
            )
        doubles = doc.get("extra_throw_doubles", [])
        if not isinstance(doubles, list) or not all(
            isinstance(d, list) and len(d) == 2 and all(type(v) is int and 1 <= v <= 4 for v in d)
            for d in doubles
        ):
            raise BoardDataError(
                f"{source}: 'extra_throw_doubles' must be a list of [a, b] throws "
                "with values from 1 to 4"
            )
        if read("owls_per_side", 1, 1, None) != 1:  # pragma: no cover - read() already refuses
            raise BoardDataError(f"{source}: 'owls_per_side' must be 1")
        board = common["board"]
        if board.track is None:
            raise BoardDataError(
                f"{source}: 'board': a cazaux ruleset needs a board with a 'track'"
            )
        five = read("five_stone_rule", 1, common["birds_per_side"], None)
        return dict(
            group_values=tuple(values),
            owls_per_side=1,
            extra_throw_doubles=frozenset((d[0], d[1]) for d in doubles),
            five_stone_rule=five,
        )

    @property
    def throws(self) -> tuple[tuple[Throw, Fraction], ...]:
        return value_throw_distribution(self.group_values)

    @property
    def stick_values(self) -> tuple[int, ...] | None:
        return self.group_values

    def throw_sticks(self, rng: random.Random) -> StickFaces:
        return throw_sticks(rng, self.sticks_per_group, 4, self.group_values)
