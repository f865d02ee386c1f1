"""A session's computer players and the hint: ``ComputerTurns``.

The computer thinks in a worker process (``ComputerPlayers``); each frame the screen asks
``drive`` what a computer side needs (a throw made for it, the class's own throw entered,
or its request sent) and ``poll`` for its answer, never waiting for it. The hint is the
same worker's answer for the human to move. No pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import IllegalMoveError
from .. import game_text as gt
from ..event_log import NOTICE, one_line

if TYPE_CHECKING:
    from ...engine import Game, Side
    from ...engine import GameMove as Move
    from ..computer_players import ComputerPlayers
    from ..event_log import EventLog, Message
    from ..history import Cursor
    from ..move_view import MoveView

#: What the computer's side asks of the screen this frame (``ComputerTurns.drive``).
IDLE, BUSY, THROW, ASK = "idle", "busy", "throw", "ask"


class ComputerTurns:
    """A ``GameSession``'s computer sides: their throws, requests and answers, and the hint."""

    if TYPE_CHECKING:  # what it uses of the session
        game: Game
        players: dict[Side, str]
        move_view: MoveView
        cursor: Cursor
        log: EventLog
        ai: ComputerPlayers
        ai_wait: float
        thinking: float
        hint: Move | None
        message: Message | None
        showing: Move | None
        entry_put_off: bool
        paused: bool
        step_once: bool

        def is_human(self, side: Side) -> bool: ...

        def human_turn(self) -> bool: ...

        def can_throw(self) -> bool: ...

        def stepped(self) -> None: ...

    def request_hint(self) -> bool:
        """Ask the learned evaluation for the best turns (the normal level without it); True
        if the status changed."""
        if self.can_throw():
            self.message = lambda _: _(
                "Throw the sticks first (Space): then H suggests a good move for that throw"
            )
            return True
        if not self.human_turn() or self.ai.busy or not self.game.legal_moves():
            return False
        self.ai.request(self.game, "expert-hint", "hint")
        self.thinking = 0.0
        self.message = lambda _: _("Looking for a good move\u2026")
        return True

    def ask_entry_again(self) -> None:
        """Space asks for a hand-entered throw again (a computer's, put off by Esc)."""
        self.entry_put_off = False

    def drive(self, dt: float, by_hand: bool, pause: float) -> str:
        """A computer side's turn this frame: ``THROW`` (the screen throws for it, then the
        computer waits ``pause`` seconds), ``ASK`` (the class enters its throw, when throws
        are made ``by_hand``), ``BUSY`` while it waits or thinks, else ``IDLE``."""
        game = self.game
        if game.is_over or self.is_human(game.to_move) or self.cursor.active:
            return IDLE
        if self.paused and not self.step_once:
            return IDLE
        if self.ai_wait > 0:
            self.ai_wait -= dt
            return BUSY
        if game.needs_throw:
            self.stepped()
            if by_hand:  # the class throws for the computer too
                if self.entry_put_off:
                    return IDLE
                self.entry_put_off = True  # until Space asks again
                return ASK
            self.ai_wait = pause
            return THROW
        if not self.ai.busy and game.legal_moves():
            self.ai.request(game, self.players[game.to_move], "move")
            self.thinking = 0.0
        return BUSY

    def poll(self, dt: float) -> tuple[Move | None, bool]:
        """The worker's answer if it came: (the computer's move to play, or None; whether
        anything changed on view). Its notices go to the log."""
        move: Move | None = None
        changed = False
        result = self.ai.poll(self.game) if self.ai.busy else None
        if result is not None:
            move = self.computer_answer(*result)
            changed = True
        for notice in self.ai.take_notices():  # a restarted or weakened computer player
            self.log.add(one_line(notice.translated), NOTICE)
            changed = True
        if self.ai.busy:
            self.thinking += dt
        return move, changed

    def computer_answer(self, purpose: str, text: str) -> Move | None:
        """The worker's answer: a hint to show, or the computer's move to play (returned)."""
        first, _sep, more = text.partition("\n")  # a hint: then its best turns, with chances
        try:
            move = self.game.state.find_move(first) if first else None
        except (ValueError, IllegalMoveError):
            move = None
        if purpose == "hint":
            if move is not None and self.human_turn():
                self.show_hint(move, more)
            return None
        game = self.game
        if self.is_human(game.to_move) or game.is_over or self.showing is not None:
            return None
        if move is None:
            moves = game.legal_moves()
            if not moves:
                return None
            move = moves[0]
        self.stepped()
        return move

    def show_hint(self, hint: Move, more: str) -> None:
        """The hint on the board, and in the status with its chances when they came."""
        self.hint = hint
        view = self.move_view
        chances = gt.hint_chances(more)
        side = self.game.to_move
        if chances:
            # TRANSLATORS: the hint; {side} is the side to move, {chances} e.g. "63% to win".
            self.message = lambda _: _(
                "Hint: {move}. The learned evaluation gives {side}, after this turn: {chances}"
            ).format(
                move=view.preview(_, hint),
                side=gt.side_name(_, side),
                chances=gt.chances_text(_, chances),
            )
        else:
            self.message = lambda _: _("Hint: {move}").format(move=view.preview(_, hint))
