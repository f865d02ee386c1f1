"""The half-made turn of a human player: which bird, which number, which perch.

``TurnInput`` holds the ``Game`` and the player's selection and answers the questions the
game screen asks: which birds can move, where the selected bird can land, what a click on
a perch means, and which ``Move`` to play. It never changes the game; the screen plays
the move it returns. Pure Python: no pygame, so its tests run as fast as the engine's.

Perches here are the board's stations; what a move's origin, target and path mean on them
is the game's :class:`~liubo.model.move_view.MoveView` (a ``cazaux`` stone on the centre stands
on a lane, a node beyond the perches), so the pieces of both rulesets are chosen alike.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Game
from ..engine import GameMove as Move
from .move_view import MoveView, Question, Selection
from .presentation import move_view

__all__ = [
    "WAITING",
    "Ambiguous",
    "EnterOrPick",
    "Landing",
    "Question",
    "Selection",
    "TurnInput",
]

WAITING: Selection = (None, None)


@dataclass(frozen=True, slots=True)
class Ambiguous:
    """A landing that more than one move reaches: the player must choose first.

    ``numbers`` holds the numbers that reach it when they differ; it is empty when the
    same number brings several birds there.
    """

    numbers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class EnterOrPick:
    """A click, with the waiting pieces chosen, on a landing where one of the player's own
    pieces stands and could move: bring a waiting piece there (``landing``), or choose the
    piece standing there (``piece``)? The player says."""

    landing: Move | Ambiguous | Question
    piece: Selection


#: What a click or Enter on a landing perch means: a move to play, a question the ruleset
#: asks (its presentation's :class:`~liubo.model.move_view.Question`), whether a click
#: meant entering or the piece clicked, a choice to make first, or nothing.
Landing = Move | Ambiguous | Question | EnterOrPick | None


class TurnInput:
    """The selection of the side to move, over the game's legal moves.

    ``can_act`` says whether a human may act now (their turn, nothing animating); while it
    is false every question answers "nothing".
    """

    def __init__(
        self,
        game: Game,
        can_act: Callable[[], bool] = lambda: True,
        view: MoveView | None = None,
    ) -> None:
        self.game = game
        self.can_act = can_act
        self.view = view if view is not None else move_view(game.rules)
        self.selection: Selection | None = None
        self.number: int | None = None
        self.focus_landing: int | None = None
        self._legal_key: object = None
        self._legal: list[Move] = []

    # -- the one place the legal moves are filtered --------------------------------------
    def legal(self) -> list[Move]:
        """The legal moves when a human may pick one, else none (cached per position)."""
        if not self.can_act() or self.game.needs_throw or self.game.is_over:
            return []
        state = self.game.state
        if self._legal_key is not state:
            self._legal = self.game.legal_moves()
            self._legal_key = state
        return self._legal

    def moves(self, selection: Selection | None = None, number: int | None = None) -> list[Move]:
        """Legal moves of the bird ``selection`` (any bird if None) with ``number`` (any)."""
        out = self.legal()
        if selection is not None:
            origin, form = selection
            piece = self.view.piece
            out = [
                m for m in out if piece(m)[0] == origin and (form is None or piece(m)[1] == form)
            ]
        if number is not None:
            out = [m for m in out if m.number == number]
        return out

    def candidates(self) -> list[Move]:
        """Moves matching the selected bird and number (none until one of them is chosen)."""
        if self.selection is None and self.number is None:
            return []
        return self.moves(self.selection, self.number)

    def landings(self) -> list[int]:
        """Distinct landing perches of the candidate moves, in perch order."""
        landing = self.view.landing
        return sorted({landing(m) for m in self.candidates()})

    def movable(self, number: int | None = None) -> list[Selection]:
        """Birds that can move with ``number`` (any number if None), waiting birds first."""
        seen: list[Selection] = []
        for m in self.moves(number=number):
            sel = self.view.piece(m)
            if sel not in seen:
                seen.append(sel)
        station = self.view.key_station
        return sorted(
            seen, key=lambda s: (-1 if s[0] is None else station(s[0]), bool(s[1]), s[0] or 0)
        )

    def station_of(self, sel: Selection) -> int | None:
        """The station a selected piece stands on (None: waiting)."""
        return None if sel[0] is None else self.view.key_station(sel[0])

    def preview(self, hover: int | None) -> Move | None:
        """The move the keyboard focus (or else the pointer on ``hover``) would play."""
        perch = self.focus_landing if self.focus_landing is not None else hover
        if perch is None:
            return None
        landing = self.view.landing
        moves = [m for m in self.candidates() if landing(m) == perch]
        return moves[0] if moves else None

    def can_enter(self) -> bool:
        """Whether a waiting bird can move now."""
        return any(m.origin is None for m in self.legal())

    # -- changing the selection -----------------------------------------------------------
    def clear(self) -> None:
        """Forget the selection (a new throw, a move played)."""
        self.selection = None
        self.number = None
        self.focus_landing = None

    def choose_number(self, number: int) -> bool:
        """Pick a number of the throw, or drop it if it was picked; False if not allowed."""
        if not self.can_act() or number not in self.game.remaining_numbers:
            return False
        self.number = None if self.number == number else number
        if self.selection is not None and not self.candidates():
            self.selection = None
        self.focus_landing = None
        return True

    def choose_group(self, group: int) -> bool:
        """Pick the light (0) or dark (1) group's number."""
        throw = self.game.current_throw
        if throw is None:
            return False
        return self.choose_number(throw.numbers[group])

    def select(self, sel: Selection | None) -> bool:
        """Select a bird (None clears); False if that bird cannot move."""
        self.focus_landing = None
        if sel is None:
            self.selection = None
            return True
        mine = self.moves(sel)
        if not mine:
            return False
        if self.number is not None and not any(m.number == self.number for m in mine):
            self.number = None
        self.selection = sel
        return True

    def cancel(self) -> bool:
        """Drop the landing focus, else the selection and number; False if nothing was set."""
        if self.focus_landing is not None:
            self.focus_landing = None
            return True
        if self.selection is not None or self.number is not None:
            self.selection = None
            self.number = None
            return True
        return False

    def cycle_bird(self, step: int) -> bool:
        """Select the next (or previous) bird that can move, keeping the number if it fits."""
        birds = self.movable(self.number)
        if not birds:
            return False
        if self.selection in birds:
            i = (birds.index(self.selection) + step) % len(birds)
        else:
            i = 0 if step > 0 else len(birds) - 1
        number = self.number
        self.select(birds[i])
        self.number = number if self.candidates() else None
        return True

    def cycle_landing(self, step: int) -> bool:
        """Put the focus on the next (or previous) landing perch of the selected bird."""
        if self.selection is None:
            return False
        lands = self.landings()
        if not lands:
            return False
        if self.focus_landing in lands:
            i = (lands.index(self.focus_landing) + step) % len(lands)
        else:
            i = 0 if step > 0 else len(lands) - 1
        self.focus_landing = lands[i]
        return True

    # -- what a choice means ----------------------------------------------------------------
    def land(self, perch: int) -> Move | Ambiguous | Question | None:
        """The candidate move landing on ``perch``, a question if several do, else None."""
        landing = self.view.landing
        moves = [m for m in self.candidates() if landing(m) == perch]
        if not moves:
            return None
        if len({self.view.choice(m) for m in moves}) > 1:
            numbers = sorted({m.number for m in moves})
            if len(numbers) > 1:
                return Ambiguous(tuple(numbers))
            if len({self.view.piece(m) for m in moves}) == 1:
                # the same piece and number, told apart by the ruleset's own choice
                question = self.view.question(moves)
                if question is not None:
                    return question
            return Ambiguous(())
        return moves[0]

    def click_waiting(self) -> bool:
        """A click on the waiting birds: select them (again to drop); False if none can move."""
        if self.game.needs_throw or not self.can_enter():
            return False
        self.select(None if self.selection == WAITING else WAITING)
        return True

    def click_perch(self, perch: int | None) -> Landing:
        """A click on the board: a landing plays (or asks), a bird is selected or cycled.

        A click on one of the player's birds that can move selects it, even where a
        waiting bird could enter with the chosen number: a landing plays only once a bird
        has been chosen. With the waiting birds chosen, a click on a landing where one of
        the player's own birds stands asks which was meant (``EnterOrPick``): both are what
        a click on it may mean. With a number chosen, a bird that cannot use it is still
        selected and the number dropped. A click elsewhere clears the selection. Returns
        the move to play, a question, or None when only the selection changed.
        """
        here = [s for s in self.movable() if s != WAITING and self.station_of(s) == perch]
        own_bird = perch is not None and bool(here)
        if perch is not None and perch in self.landings():
            if self.selection == WAITING and own_bird:
                landing = self.land(perch)
                return None if landing is None else EnterOrPick(landing, here[0])
            if self.selection is not None or not own_bird:
                return self.land(perch)
        if perch is not None:
            sels = [s for s in self.movable(self.number) if self.station_of(s) == perch]
            if not sels and self.number is not None:
                sels = [s for s in self.movable() if self.station_of(s) == perch]
                if sels:
                    self.number = None
            if sels:
                if self.selection in sels and len(sels) > 1:
                    self.select(sels[(sels.index(self.selection) + 1) % len(sels)])
                elif self.selection in sels:
                    self.select(None)
                else:
                    self.select(sels[0])
                return None
        self.select(None)
        return None
