"""The board pictures of Cazaux's rules (no pygame): a stone on the centre is written with
its lane (``XC``, ``XT``) and stands on ``X``; a move's route is drawn through the
stations its lane nodes stand on."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....engine import Board
from ....engine.rulesets.cazaux import cazaux_tables
from ....engine.sides import Side
from ...board_diagram import BoardDiagram

#: a stone's lane on Cazaux's centre, and the station it stands on
LANES = {"XC": "X", "XT": "X"}


@dataclass(frozen=True, slots=True)
class CazauxDiagram(BoardDiagram):
    """A board picture of the ``cazaux`` ruleset (drawn on its own board). A stone on the
    centre is written with its lane (``XC``, ``XT``) in a position and stands on ``X``."""

    ruleset: str = "cazaux"

    def placements(self) -> tuple[tuple[str, Side, bool], ...]:
        """The pieces as (station id, side, is Owl); a lane stands on the centre."""
        return tuple(
            (LANES.get(station, station), side, owl)
            for station, side, owl in BoardDiagram.placements(self)
        )

    @classmethod
    def path_ids(cls, board: Board, path: Sequence[int]) -> tuple[str, ...]:
        """The station ids of a move's path: a lane node stands on the centre."""
        station_of = cazaux_tables(board).station_of
        return tuple(board.perches[station_of[i]].id for i in path)
