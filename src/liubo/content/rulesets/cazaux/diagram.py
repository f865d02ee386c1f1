"""The board pictures of Cazaux's rules (no pygame): a move's route is drawn through the
stations its lane nodes stand on (a stone on the centre moves on a lane, ``XC`` or ``XT``,
and stands on ``X``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ....engine import Board
from ....engine.rulesets.cazaux import cazaux_tables
from ...board_diagram import BoardDiagram

#: a stone's lane on Cazaux's centre, and the station it stands on
LANES = {"XC": "X", "XT": "X"}


@dataclass(frozen=True, slots=True)
class CazauxDiagram(BoardDiagram):
    """A board picture of the ``cazaux`` ruleset (drawn on its own board)."""

    ruleset: str = "cazaux"

    @classmethod
    def path_ids(cls, board: Board, path: Sequence[int]) -> tuple[str, ...]:
        """The station ids of a move's path: a lane node stands on the centre."""
        station_of = cazaux_tables(board).station_of
        return tuple(board.perches[station_of[i]].id for i in path)
