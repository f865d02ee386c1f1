"""The ``tlv`` move view: birds on perches, Owls made in the pond, fish won."""

from __future__ import annotations

from typing import Any

from ....engine import GameState, Side, TurnRecord
from ....engine.rulesets.tlv import Move, State
from ....engine.rulesets.tlv.lost import lost_causes
from ....services.translation import N_
from ...move_view import Gettext, MoveView, Piece, Selection
from . import text as tt


class TlvMoveView(MoveView):
    """The ``tlv`` view: a move's origin, target and path are already perches; birds
    become Owls in the pond and leave their rank in a nest; a score is the fish won."""

    score_marks = 6  # fish, one for each point of the six that win

    # -- what a move means on the board ---------------------------------------------------
    def piece(self, move: Any) -> Selection:
        """The bird a move moves: its perch and whether it is an Owl (a bird and an Owl of
        one side may share a perch)."""
        return (move.origin, None if move.origin is None else move.owl)

    def choice(self, move: Any) -> tuple[object, ...]:
        return (move.origin, move.number, move.owl)

    def moved_station(self, state: Any) -> int | None:
        """The bird that has moved with the first number (the pair rule: the second moves
        another), if one has."""
        return state.moved[0] if state.moved is not None else None

    def owl_steps(self, move: Any) -> tuple[bool, ...]:
        """Whether the mover is an Owl before the first hop and after each hop."""
        board = self.board
        owl = move.owl
        out = [owl]
        for perch in move.path:
            if perch == board.pond:
                owl = True
            if move.nest is not None and perch == move.nest:
                owl = False
            out.append(owl)
        return tuple(out)

    def hop_sounds(self, move: Any) -> tuple[str, ...]:
        """The sound of each hop landed."""
        steps = self.owl_steps(move)
        out = []
        for k, perch in enumerate(move.path):
            if perch == self.board.pond and not steps[k] and steps[k + 1]:
                out.append("owl")
            elif move.nest is not None and perch == move.nest:
                out.append("nest")
            else:
                out.append("hop")
        return tuple(out)

    def arrival_sound(self, move: Any) -> str | None:
        """The sound once a move has landed (a capture or a blockade), if any."""
        if move.captured is not None:
            return "capture"
        return "blockade" if move.blockade else None

    # -- what stands on the board -----------------------------------------------------------
    def pieces_at(self, state: Any, station: int) -> list[Piece]:
        return [Piece(side, owl, station) for side, owl in state.birds_at(station)]

    def preview(self, _: Gettext, move: Any) -> str:
        return tt.move_preview(_, self.board, move)

    def log(self, _: Gettext, move: Any) -> list[str]:
        return tt.move_log(_, self.board, move)

    def words(self, _: Gettext, move: Any, full: bool = True) -> str:
        return tt.move_words(_, self.board, move, full)

    def turn_words(self, _: Gettext, turn: TurnRecord, full: bool = True) -> str:
        return tt.turn_row_words(_, turn, self.board, full)

    def lost(self, _: Gettext, start: GameState, turn: TurnRecord) -> str:
        """Why the turn left a number unplayed: the reading, a blockade, the split rule,
        the two-birds rule (:mod:`liubo.engine.rulesets.tlv.lost`), in words."""
        if not turn.unused:
            return ""
        moves = [m for m in turn.moves if isinstance(m, Move)]
        causes = lost_causes(start, turn.throw, moves) if isinstance(start, State) else {}
        found = {causes.get(n, "") for n in turn.unused}
        cause = found.pop() if len(found) == 1 else ""
        if not cause:
            return super().lost(_, start, turn)
        return tt.lost_words(_, cause, tuple(turn.unused), self.rules.options, not turn.moves)

    def stats(self, turns: list[TurnRecord]) -> list[tuple[str, dict[Side, int]]]:
        """The victory screen's rows: (message, count for each side)."""
        rows = {
            key: {Side.GREEN: 0, Side.WHITE: 0}
            for key in ("captures", "owls_captured", "owls_made", "nests")
        }
        turn_count = {Side.GREEN: 0, Side.WHITE: 0}
        for turn in turns:
            turn_count[turn.side] += 1
            for move in turn.moves:
                if not isinstance(move, Move):
                    continue
                if move.captured is not None:
                    rows["captures"][turn.side] += 1
                    rows["owls_captured"][turn.side] += 1 if move.captured else 0
                if move.promoted:
                    rows["owls_made"][turn.side] += 1
                if move.nest is not None:
                    rows["nests"][turn.side] += 1
        return [
            (N_("Captures"), rows["captures"]),
            (N_("Owls captured"), rows["owls_captured"]),
            (N_("Owls made"), rows["owls_made"]),
            (N_("Nest deliveries"), rows["nests"]),
            (N_("Turns"), turn_count),
        ]
