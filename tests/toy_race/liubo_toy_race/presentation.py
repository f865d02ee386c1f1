"""The toy race's presentation part: its pieces on the board, its score in words and in
marks (the pieces brought home), its name on the title screen and the rulebook topic a game
of it opens at."""

from __future__ import annotations

from typing import Any

from liubo.engine import Ruleset, Side
from liubo.model.move_view import Gettext, MoveView, Piece
from liubo.model.presentation import Presentation
from liubo.services.translation import N_


class RaceView(MoveView):
    """A race on the circuit: each piece stands on the perch of its progress."""

    def __init__(self, rules: Ruleset) -> None:
        super().__init__(rules)
        self.circuit: tuple[int, ...] = getattr(rules, "circuit", ())
        self.score_marks = rules.birds_per_side  # one mark a piece home

    def pieces_at(self, state: Any, station: int) -> list[Piece]:
        return [
            Piece(side, False, station)
            for side in Side
            for progress in state.progress[side]
            if 0 < progress <= len(self.circuit) and self.circuit[progress - 1] == station
        ]

    def score_pieces(self, side: Side) -> Side | None:
        return Side(side)  # its own pieces, home

    def score_words(self, _: Gettext, score: int) -> str:
        # TRANSLATORS: the toy race: how many of a side's pieces are home, under its name.
        return _("Home: {count}").format(count=score)


PRESENTATION = Presentation(
    kind="toy_race",
    move_view=RaceView,
    rulebook_topic="toy_race",
    labels={
        # TRANSLATORS: a choice on the title screen: the toy race's rules.
        "toy_race": N_("Toy race"),
    },
)
