"""The numbers of the toy race: its circuit, read from the board's track."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from liubo.engine import BoardDataError, Ruleset, StickFaces, Throw
from liubo.engine.contract import FieldReader
from liubo.engine.throws import throw_distribution, throw_sticks


@dataclass(frozen=True, eq=False, kw_only=True)
class RaceRuleset(Ruleset):
    """A plain race: every piece runs the board's circuit once, from its lap point home."""

    #: the perches of the circuit, the lap point first (a piece's progress p stands on
    #: ``circuit[p - 1]``; past the last one it is home)
    circuit: tuple[int, ...] = ()

    @classmethod
    def own_fields(
        cls, doc: Mapping[str, Any], source: str, read: FieldReader, common: Mapping[str, Any]
    ) -> dict[str, Any]:
        board = common["board"]
        track = board.track
        if track is None:
            raise BoardDataError(f"{source}: a race needs a board with a track")
        circuit = [track.lap_point]
        while track.next[circuit[-1]] != track.lap_point:
            circuit.append(track.next[circuit[-1]])
        return dict(circuit=tuple(board.index[pid] for pid in circuit))

    @property
    def throws(self) -> tuple[tuple[Throw, Fraction], ...]:
        return throw_distribution(self.sticks_per_group, 4)

    def throw_sticks(self, rng: random.Random) -> StickFaces:
        return throw_sticks(rng, self.sticks_per_group, 4)

    @property
    def home(self) -> int:
        """The progress of a piece that is home."""
        return len(self.circuit) + 1
