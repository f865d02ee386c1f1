"""A game in progress, without a screen: ``GameSession``.

The session owns everything a game screen's game is made of: the ``Game``, who plays each
side, the mode, the half-made turn (``TurnInput``), the look-back cursor and undo, the
event log, the computer players' requests and answers, the hint, the last move, the
finished game's analysis and the autosave. Its methods are named for what a player does
(throw, click a perch, play, take back, look back, ask for a hint) and for what the
screen does each frame (drive and poll the computer); they change the game only through
``Game.throw``, ``Game.play`` and ``Game.undo``, and return what the screen needs to show
the change (the sticks thrown, the move played, the throw to show after a rewind).

A move played is *being shown* (``showing``) until the screen says it has been
(``move_shown``): meanwhile no one may act. The session never draws, never plays a sound
and never opens a screen: it imports neither pygame nor the scenes. The autosave goes
through the ``save`` callback (a ``SavedGame`` to write, or None: the game is over,
discard it).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import Game, IllegalMoveError, Side, StickFaces, Throw, faces_for
from ..services.storage import SAVED_MODES, SavedGame
from . import game_text as gt
from .analysis_job import AnalysisJob
from .click_answer import click_answer
from .computer_players import ComputerPlayers
from .event_log import ASIDE, NOTICE, EventLog, Message, one_line
from .history import Captions, Cursor
from .presentation import move_view
from .session_log import log_move, log_opening, log_to_moment, log_turn
from .turn_input import Ambiguous, Promotion, TurnInput

if TYPE_CHECKING:
    from ..engine import GameMove as Move
    from ..engine import TurnRecord

#: The autosave: write this game, or (None) the game is over, discard it.
Save = Callable[[SavedGame | None], None]
#: What the computer's side asks of the screen this frame (``GameSession.drive``).
IDLE, BUSY, THROW, ASK = "idle", "busy", "throw", "ask"

FIRST_AI_WAIT = 0.6  # seconds before a computer's first throw


class GameSession:
    """A game between humans and/or computer players, and everything about it but pixels."""

    def __init__(
        self,
        game: Game,
        players: dict[Side, str],
        mode: str = "two",
        *,
        rng: random.Random | None = None,
        worker_factory: Callable[[], object] | None = None,
        save: Save | None = None,
        wake: Callable[[], None] | None = None,
        restored: bool = False,
    ) -> None:
        self.game = game
        self.players = {
            Side.GREEN: players.get(Side.GREEN, "human"),
            Side.WHITE: players.get(Side.WHITE, "human"),
        }
        self.mode = mode  # "two", "computer", "watch", "replay"...
        self.rng = rng or random.Random()
        self.save = save
        self.wake = wake  # called on another thread when an analysis ends
        self.move_view = move_view(game.rules)  # what moves mean on this ruleset's board
        self.turn = TurnInput(game, self.human_turn, self.move_view)
        self.cursor = Cursor(game)
        self.captions = Captions()  # a replayed lesson record's title and captions
        self.log = EventLog()
        self.ai = ComputerPlayers(worker_factory, seed=self.rng.randrange(1 << 30))
        self.ai_wait = FIRST_AI_WAIT
        self.thinking = 0.0  # seconds the computer has been thinking
        self.hint: Move | None = None
        self.last_move: Move | None = None
        self.message: Message | None = None  # the status line's message
        self.analysis: AnalysisJob | None = None  # the finished game's
        self.showing: Move | None = None  # the move played, still being shown
        self.entry_put_off = False  # a computer's hand-entered throw was put off (Esc)
        self.paused = False  # a watched game or a replay, paused
        self.step_once = False  # ... for one step
        self.may_play: Callable[[], bool] = lambda: True  # the screen's own condition
        log_opening(self.log, self.move_view, game, restored)
        if restored and game.turns and game.turns[-1].moves:
            self.last_move = game.turns[-1].moves[-1]

    # -- questions ----------------------------------------------------------------------
    def is_human(self, side: Side) -> bool:
        return self.players[side] == "human"

    @property
    def watching(self) -> bool:
        """A game watched between computers, or a replay."""
        return self.mode in ("watch", "replay")

    def human_turn(self) -> bool:
        """True when a human may act now (no move being shown, game not over)."""
        return (
            not self.game.is_over
            and self.mode != "replay"
            and self.showing is None
            and not self.cursor.active
            and self.is_human(self.game.to_move)
            and self.may_play()
        )

    def can_throw(self) -> bool:
        return self.human_turn() and self.game.needs_throw

    def saved_game(self) -> SavedGame:
        """The game as it stands, with who plays each side (for the autosave and save files)."""
        game = self.game
        first = game.turns[0].side if game.turns else game.to_move
        # a replay saved by hand goes on as a game between two players, as C makes it
        mode = self.mode if self.mode in SAVED_MODES else "two"
        return SavedGame(
            record=game.record(),
            players={side.key: kind for side, kind in self.players.items()},
            game_settings={"mode": mode, "first": first.key},
        )

    def autosave(self) -> None:
        """Save the game in progress (a replay is only watched, never saved over Continue)."""
        if self.save is not None and not self.game.is_over and self.mode != "replay":
            self.save(self.saved_game())

    def faces_for(self, throw: Throw) -> StickFaces:
        """Sticks that show ``throw`` as this game's rules read them (for a throw not seen)."""
        return faces_for(throw, self.rng, values=self.game.rules.stick_values)

    def set_game(self, game: Game) -> None:
        """Go on with another game (a lesson's next position): a fresh turn and history."""
        self.game = game
        self.turn = TurnInput(game, self.human_turn)
        self.cursor = Cursor(game)
        self.last_move = None
        self.hint = None

    def mark_last_move(self) -> None:
        """The last move shown is the last one of the latest turn (a game shown mid-way)."""
        if self.game.turns and self.game.turns[-1].moves:
            self.last_move = self.game.turns[-1].moves[-1]

    # -- the turn -------------------------------------------------------------------------
    def throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> StickFaces:
        """Make a throw: the one given (entered by hand), else the sticks thrown at random;
        returns the sticks to show."""
        if throw is None:
            faces = self.game.rules.throw_sticks(self.rng)
            throw = faces.throw
        elif faces is None:
            faces = self.faces_for(throw)
        turn = self.game.throw(throw)
        self.entry_put_off = False
        self.log_turn(turn, moves=False)
        self.turn.clear()
        self.hint = None
        self.message = None
        if turn.passed:
            numbers = turn.throw.numbers
            self.message = lambda _: gt.passed_text(_, numbers)
        self.autosave()
        return faces

    def click(self, perch: int | None) -> Move | Promotion | None:
        """A click on a perch (None: between perches) on a human's turn: a move to play or
        an Owl question to ask; else the selection changed, or the status says why not."""
        self.message = None
        before = (self.turn.selection, self.turn.number)
        landing = self.turn.click_perch(perch)
        if landing is None:  # every click gets an answer
            self.message = click_answer(self.game, self.turn, self.move_view, perch, before)
            return None
        return self.choose(landing)

    def choose(self, landing: Move | Ambiguous | Promotion | None) -> Move | Promotion | None:
        """A landing chosen (clicked, or Enter on the focused one): the move or question it
        leads to; an ambiguous one is explained in the status instead."""
        if isinstance(landing, Ambiguous):
            numbers = landing.numbers
            if numbers:
                self.message = lambda _: _(
                    "Choose a number: {numbers} both reach this perch"
                ).format(numbers=gt.numbers_text(_, numbers))
            else:
                self.message = lambda _: _("Several birds can land there: choose the bird first")
            return None
        return landing

    def play(self, move: Move) -> Move | None:
        """Play a legal move; it is being shown until ``move_shown``. Returns the move
        played (None if it was not legal)."""
        try:
            move = self.game.play(move)
        except IllegalMoveError:
            return None
        self.showing = move
        self.last_move = move
        self.turn.clear()
        self.hint = None
        self.message = None
        said = log_move(self.log, self.move_view, self.game, move)
        if said is not None:
            self.message = said
        self.autosave()
        return move

    def move_shown(self, ai_wait: float) -> bool:
        """The move played has been shown; the computer waits ``ai_wait`` seconds before it
        goes on. True if the game is over (the autosave is discarded)."""
        self.showing = None
        over = self.game.is_over
        if over and self.save is not None:
            self.save(None)
        self.ai_wait = ai_wait
        return over

    def say(self, message: Message | None) -> None:
        """What the status line says (None: nothing)."""
        self.message = message

    def log_turn(self, turn: TurnRecord, moves: bool = True) -> None:
        """The log lines of a throw, and of the moves played with it."""
        log_turn(self.log, self.move_view, self.game, turn, moves)

    def note(self, message: Message, aside: bool = False) -> None:
        """A line of the event log about the game (dim when an ``aside``)."""
        self.log.add(one_line(message), ASIDE if aside else NOTICE)

    # -- looking back and taking back -------------------------------------------------------
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
        """The caption of the moment on view ("" for none)."""
        if not self.captions:
            return ""
        all_steps = self.cursor.steps()
        index = len(all_steps) - 1 if self.cursor.index is None else self.cursor.index
        return self.captions.at(all_steps, index)

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

    # -- a watched game or a replay -----------------------------------------------------------
    def toggle_pause(self) -> bool:
        """Pause or play on (a watched game or a replay); True if it applied."""
        if self.watching:
            self.paused = not self.paused
        return self.watching

    def step_one(self) -> bool:
        """Paused, then one step (a watched game or a replay); True if it applied."""
        if self.watching:
            self.paused = True
            self.step_once = True
        return self.watching

    def pause(self) -> None:
        self.paused = True

    def stepped(self) -> None:
        """The step asked for was taken."""
        self.step_once = False

    # -- the computer -----------------------------------------------------------------------
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

    # -- the analysis of a finished game -------------------------------------------------------
    def analysis_wanted(self) -> bool:
        """Whether the game is one to analyse: over, or a record replayed."""
        return bool(self.game.turns) and (self.game.is_over or self.mode == "replay")

    def tick_analysis(self) -> tuple[bool, bool]:
        """Start the analysis when the game calls for it: (running, changed on view)."""
        job = self.analysis
        if not self.analysis_wanted():
            if job is not None:
                job.stop()
                self.analysis = None
            return False, False
        turns = self.game.turns
        key = (id(self.game), len(turns), turns[-1].complete, len(turns[-1].moves))
        if job is None or job.key != key:  # (a record is built only when the game changed)
            if job is not None:
                job.stop()
            self.analysis = AnalysisJob(self.game.record(), self.wake)
            self.analysis.key = key
            return True, False
        if not job.done:
            return True, True
        if not getattr(job, "shown", False):
            job.shown = True  # type: ignore[attr-defined]
            return False, True
        return False, False

    def close(self) -> None:
        """Stop the computer players' worker."""
        self.ai.close()
