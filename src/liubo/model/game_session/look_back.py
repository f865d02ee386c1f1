"""Looking back through a session's game, taking moves back, and replays: ``LookBack``.

The look-back cursor (``liubo.model.history.Cursor``) picks the moment on view; while it
looks back the board is view-only and the computer waits. Undo and playing on from a past
moment take back throws and moves through ``Game.undo``. A replay shows a finished game or
a lesson record from its start, its captions with the turns they describe, and its log
up to the moment on view. No pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Side
from ..event_log import EventLog
from ..history import Captions
from .log import log_to_moment

if TYPE_CHECKING:
    from ...engine import Game
    from ...engine import GameMove as Move
    from ..computer_players import ComputerPlayers
    from ..event_log import Message
    from ..history import Cursor
    from ..move_view import MoveView
    from ..turn_input import TurnInput


class LookBack:
    """A ``GameSession``'s history: the cursor's moves, undo, playing on, replays."""

    if TYPE_CHECKING:  # what it uses of the session
        game: Game
        mode: str
        move_view: MoveView
        turn: TurnInput
        cursor: Cursor
        captions: Captions
        log: EventLog
        ai: ComputerPlayers
        hint: Move | None
        last_move: Move | None
        message: Message | None
        showing: Move | None
        paused: bool

        @property
        def watching(self) -> bool: ...

        def is_human(self, side: Side) -> bool: ...

        def autosave(self) -> None: ...

        def note(self, message: Message, aside: bool = False) -> None: ...

    def look(self, moved: bool) -> bool:
        """After the cursor moved: forget the half-made turn; a replay's log follows."""
        if moved:
            self.turn.clear()
            self.hint = None
            self.message = None
            if self.mode == "replay":
                self.log = self.log_to_moment()
        return moved

    def step(self, delta: int) -> bool:
        """One move back (negative) or forward (not while a move is shown)."""
        return self.showing is None and self.look(self.cursor.step(delta))

    def home(self) -> bool:
        return self.showing is None and self.look(self.cursor.go(0))

    def end(self) -> bool:
        """Back to the present."""
        return self.look(self.cursor.present())

    def goto_turn(self, turn: int) -> bool:
        """The position after a turn of the move list."""
        return self.showing is None and self.look(self.cursor.to_turn(turn))

    def log_to_moment(self) -> EventLog:
        """A replay's log up to the moment on view."""
        cursor = self.cursor
        all_steps = cursor.steps()
        index = len(all_steps) - 1 if cursor.index is None else cursor.index
        return log_to_moment(self.move_view, self.game, all_steps, index, self.title())

    def title(self) -> str:
        """The replayed record's title (its comments above the first turn), on one line."""
        return " ".join(self.captions.title) if self.captions else ""

    def caption(self) -> str:
        """The caption of the moment on view ("" for none): a turn's own comment, or at the
        opening (the start and the first turn, unless it has its own) the record's title."""
        if not self.captions:
            return ""
        all_steps = self.cursor.steps()
        index = len(all_steps) - 1 if self.cursor.index is None else self.cursor.index
        return self.captions.at(all_steps, index) or (
            self.title() if all_steps[index].turn <= 0 else ""
        )

    def header(self) -> str:
        """The title as the one-line heading of the info column, once the caption panel no
        longer shows it ("" until then, and for a game without one)."""
        title = self.title()
        return title if title and self.caption() != title else ""

    def start_replay(self, captions: Captions | None = None) -> None:
        """Show the game from its start, paused on the first caption."""
        self.captions = captions or Captions()
        self.cursor.go(0)
        self.paused = True
        self.log = self.log_to_moment()

    def rewind_to(self, index: int) -> None:
        """Take back every throw and move after step ``index`` and make that the present
        (the screen shows the sticks of ``game.current_throw``)."""
        game = self.game
        self.ai.cancel()
        for _ in range(len(self.cursor.steps()) - 1 - index):
            game.undo()
        self.cursor.present()
        self.turn.clear()
        self.hint = None
        self.message = None
        self.last_move = next((t.moves[-1] for t in reversed(game.turns) if t.moves), None)
        self.autosave()

    def play_on(self, index: int) -> bool:
        """Play on from step ``index`` (after the screen asked): later moves set aside; a
        replayed lesson becomes a game between two players (then True)."""
        turn = self.cursor.steps()[index].state.turn
        self.rewind_to(index)
        was_replay = self.hand_over()
        self.note(lambda _: _("Play goes on from turn {turn}: a new branch").format(turn=turn))
        return was_replay

    def hand_over(self) -> bool:
        """A replay becomes a game between two players (its captions go); True if it was
        one."""
        if self.mode != "replay":
            return False
        self.mode = "two"
        self.captions = Captions()  # its captions were about the game as it went
        return True

    def take_back_target(self) -> int | None:
        """The step an undo returns to, or None if there is nothing to take back.

        Two players: the last move, if it was played with the latest throw (a throw is
        never taken back). Against the computer: back to just after the human's latest
        throw, so the human plays that throw again (the computer's reply goes too).
        """
        all_steps = self.cursor.steps()
        last = len(all_steps) - 1
        humans = [side for side in Side if self.is_human(side)]
        if not humans or last == 0:
            return None
        if len(humans) == 2:
            return last - 1 if all_steps[last].is_move else None
        human = humans[0]
        for k in range(last, 0, -1):
            step = all_steps[k]
            if step.throw is not None and step.state.side == human and step.state.throw is not None:
                return k if k < last else None
        return None

    def undo(self) -> bool:
        """Undo (Ctrl+Z, Backspace, the button): see ``take_back_target``; True if moves
        were taken back (the status says so when there is nothing to take back)."""
        if self.showing is not None or self.cursor.active or self.watching:
            return False
        target = self.take_back_target()
        if target is None:
            self.message = lambda _: _("Nothing to take back: a throw always stays")
            return False
        self.rewind_to(target)
        turn = self.game.turn_number
        self.note(lambda _: _("Taken back: turn {turn} is played again").format(turn=turn), True)
        return True
