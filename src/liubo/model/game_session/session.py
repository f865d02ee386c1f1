"""A game in progress, without a screen: ``GameSession``.

The session owns everything a game screen's game is made of: the ``Game``, who plays each
side, the mode, the half-made turn (``TurnInput``), the look-back cursor and undo, the
event log, the computer players' requests and answers, the hint, the last move, the
finished game's analysis and the autosave. Its methods are named for what a player does
(throw, click a perch, play, take back, look back, ask for a hint) and for what the
screen does each frame (drive and poll the computer); they change the game only through
``Game.throw``, ``Game.play`` and ``Game.undo``, and return what the screen needs to show
the change (the sticks thrown, the move played, the throw to show after a rewind). Input reaches it
in one direction: a screen turns a click or a key into one of its methods and shows what
it returns; it never calls the screen back.

A move played is *being shown* (``showing``) until the screen says it has been
(``move_shown``): meanwhile no one may act. The session never draws, never plays a sound
and never opens a screen: it imports neither pygame nor the scenes. The autosave goes
through the ``save`` callback (a ``SavedGame`` to write, or None: the game is over,
discard it): a services-layer writer (the context's autosave queue), never the screen's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...engine import Game, IllegalMoveError, Side, StickFaces, Throw, faces_for
from ...services.storage import SAVED_MODES, SavedGame
from .. import game_text as gt
from ..analysis_job import AnalysisJob
from ..computer_players import ComputerPlayers
from ..event_log import ASIDE, NOTICE, EventLog, Message, one_line
from ..history import Captions, Cursor
from ..presentation import move_view
from ..turn_input import Ambiguous, EnterOrPick, Question, TurnInput
from .click_answer import click_answer
from .computer import ComputerTurns
from .log import log_move, log_opening, log_turn
from .look_back import LookBack

if TYPE_CHECKING:
    from ...engine import GameMove as Move
    from ...engine import TurnRecord

#: The autosave: write this game, or (None) the game is over, discard it.
Save = Callable[[SavedGame | None], None]

FIRST_AI_WAIT = 0.6  # seconds before a computer's first throw


class GameSession(LookBack, ComputerTurns):
    """A game between humans and/or computer players, and everything about it but pixels:
    looking back and undo come from ``LookBack``, the computer's turns from ``ComputerTurns``."""

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
        start = self.game.state
        turn = self.game.throw(throw)
        self.entry_put_off = False
        self.turn.clear()
        self.hint = None
        # a turn that passes at once says why, in the log and the status line
        self.message = log_turn(self.log, self.move_view, self.game, turn, False, start)
        self.autosave()
        return faces

    def click(self, perch: int | None) -> Move | Question | EnterOrPick | None:
        """A click on a perch (None: between perches) on a human's turn: a move to play or
        a question to ask (the ruleset's own, or entering onto one's own piece or choosing
        it); else the selection changed, or the status says why not."""
        self.message = None
        before = (self.turn.selection, self.turn.number)
        landing = self.turn.click_perch(perch)
        if landing is None:  # every click gets an answer
            self.message = click_answer(self.game, self.turn, self.move_view, perch, before)
            return None
        return self.choose(landing)

    def land(self, perch: int) -> Move | Question | EnterOrPick | None:
        """Enter on the focused landing ``perch``: the move to play or the question to ask
        (as a click on it); a landing several moves reach is explained instead."""
        self.message = None
        return self.choose(self.turn.land(perch))

    def choose(
        self, landing: Move | Ambiguous | Question | EnterOrPick | None
    ) -> Move | Question | EnterOrPick | None:
        """A landing chosen (clicked, or Enter on the focused one): the move or question it
        leads to; an ambiguous one is explained in the status instead."""
        if isinstance(landing, Ambiguous):
            numbers = landing.numbers
            if numbers:
                self.message = lambda _: self.move_view.say(
                    _, "numbers", numbers=gt.numbers_text(_, numbers)
                )
            else:
                self.message = lambda _: self.move_view.say(_, "several")
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
