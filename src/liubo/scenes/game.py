"""The game screen: a game in progress between humans and/or computer players.

The scene turns commands (``liubo.input``) into changes of the game: the half-made turn
lives in ``TurnInput``, the drawing in ``render.table.TableView``, and this class only
connects them: it throws, plays, animates, asks the computer and autosaves. The engine is
only changed here through ``Game.throw`` and ``Game.play``; while a move animates, the
position before it is shown with the moving bird hopping along ``Move.path``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from .. import game_text as gt
from ..engine import (
    Game,
    IllegalMoveError,
    Move,
    Side,
    State,
    StickFaces,
    Throw,
    faces_for,
    throw_sticks,
)
from ..event_log import EventLog, one_line
from ..history import Cursor
from ..input import Command
from ..odds import OddsService
from ..render.motion import AI_PAUSE, HOP_SECONDS, WATCH_SPEEDS, MoveAnimation
from ..render.palette import GOLD, INK_DIM, SIDE_COLOURS
from ..render.snapshot import TableSnapshot
from ..render.table import TableView
from ..storage import SavedGame
from ..turn_input import Ambiguous, TurnInput
from . import game_analysis
from . import game_history as history
from .base import Scene
from .game_analysis import AnalysisJob
from .game_computer import computer_answer, drive_computer, request_hint
from .game_input import handle_game_command
from .game_snapshot import status_text, table_snapshot
from .game_toolbar import build_toolbar
from .players import ComputerPlayers

if TYPE_CHECKING:
    import pygame

    from ..context import Context

NAMES_CYCLE = ("off", "hanzi", "pinyin", "english")

Message = Callable[[Callable[[str], str]], str]


class GameScene(Scene):
    """A game in progress between humans and/or computer players."""

    name = "game"

    def __init__(
        self,
        ctx: Context,
        game: Game,
        players: dict[Side, str],
        mode: str = "two",
        restored: bool = False,
    ) -> None:
        super().__init__(ctx)
        self.game = game
        self.players = {
            Side.GREEN: players.get(Side.GREEN, "human"),
            Side.WHITE: players.get(Side.WHITE, "human"),
        }
        self.mode = mode
        self.restored = restored
        self.turn = TurnInput(game, self.human_turn)
        self.cursor = Cursor(game)
        self.panel = "events"  # or "moves": what the panel under the status shows
        self.move_scroll = 0
        self.lesson: dict[int, list[str]] = {}  # step index -> a lesson's comments
        self.replay_clock = 0.0
        self.entry_put_off = False  # a computer's hand-entered throw was put off (Esc)
        self.show_odds = False
        self.move_words = False  # the move list in words rather than record notation
        self.odds: OddsService | None = None
        self.view = TableView(ctx.assets, ctx.text, game.board, ctx.screen.get_size())
        self.hover: int | None = None
        self.anim: MoveAnimation | None = None
        self.last_move: Move | None = None
        self.hint: Move | None = None
        self.analysis: AnalysisJob | None = None  # the finished game's (game_analysis.py)
        self.message: Message | None = None
        self.log = EventLog()
        self.ai = ComputerPlayers(ctx.ai_worker_factory, seed=ctx.rng.randrange(1 << 30))
        self.ai_wait = 0.6
        self.thinking = 0.0
        self.paused = False
        self.step_once = False
        self.speed_index = 1
        self.victory_delay: float | None = None
        if restored:
            for turn in game.turns:
                self.log_turn(turn)
            number = game.turn_number
            self.log.add(lambda _: [_("Game restored at turn {turn}").format(turn=number)], GOLD)
        elif not game.turns:
            self.log.add(lambda _: [_("A new game: Green moves first")], GOLD)

    def saved_game(self) -> SavedGame:
        """The game as it stands, with who plays each side (for the autosave and save files)."""
        game = self.game
        first = game.turns[0].side if game.turns else game.to_move
        return SavedGame(
            record=game.record(),
            players={side.key: kind for side, kind in self.players.items()},
            game_settings={"mode": self.mode, "first": first.key},
        )

    # -- questions ----------------------------------------------------------------------
    @property
    def board(self):  # noqa: ANN201 -- the engine's Board
        return self.game.board

    @property
    def speed(self) -> float:
        return WATCH_SPEEDS[self.speed_index] if self.mode in ("watch", "replay") else 1.0

    def is_human(self, side: Side) -> bool:
        return self.players[side] == "human"

    def human_turn(self) -> bool:
        """True when a human may act now (no animation, game not over)."""
        return (
            not self.game.is_over
            and self.mode != "replay"
            and self.anim is None
            and not self.cursor.active
            and self.is_human(self.game.to_move)
        )

    def preview_move(self) -> Move | None:
        """The move under the pointer or keyboard focus, if it is one."""
        return self.turn.preview(self.hover)

    def animation_seconds(self, table: dict[str, float], default: float) -> float:
        return table.get(self.ctx.settings.animation_speed, default) / self.speed

    @property
    def animate(self) -> bool:
        return self.ctx.settings.animation_speed != "reduced"

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        self.view.set_presenter(self.ctx.settings.presenter / 100)
        self.throw_btn = build_toolbar(self)
        self.sync_throw_button()

    def sync_throw_button(self) -> None:
        btn = getattr(self, "throw_btn", None)
        if btn is None:
            return
        can = self.human_turn() and self.game.needs_throw
        if can and not btn.is_enabled:
            btn.enable()
        elif not can and btn.is_enabled:
            btn.disable()

    def enter(self) -> None:
        super().enter()
        if self.restored:  # a loaded or continued game is the autosave from now on
            self.autosave()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        super().resize(size)

    def exit(self) -> None:
        self.ai.close()
        if self.odds is not None:
            self.odds.close()
        super().exit()

    # -- actions: view ----------------------------------------------------------------------
    def toggle_lines(self) -> None:
        self.ctx.update_settings(show_lines=not self.ctx.settings.show_lines)
        self.build()

    def cycle_names(self) -> None:
        mode = self.ctx.settings.names_mode
        k = NAMES_CYCLE.index(mode) + 1 if mode in NAMES_CYCLE else 0
        self.ctx.update_settings(names_mode=NAMES_CYCLE[k % len(NAMES_CYCLE)])
        self.build()

    def rotate(self, step: int) -> None:
        """Turn the view a quarter turn (animated unless motion is reduced)."""
        self.view.turn.turn(step, self.animate)
        self.dirty = True

    def toggle_pause(self) -> None:
        if self.mode in ("watch", "replay"):
            self.paused = not self.paused
            self.build()

    def step(self) -> None:
        if self.mode in ("watch", "replay"):
            self.paused = True
            self.step_once = True
            self.build()

    def change_speed(self, delta: int) -> None:
        if self.mode in ("watch", "replay"):
            self.speed_index = max(0, min(len(WATCH_SPEEDS) - 1, self.speed_index + delta))
            self.build()

    def cycle_speed(self) -> None:
        """The speed button: each press faster, then back to the slowest."""
        if self.mode in ("watch", "replay"):
            self.speed_index = (self.speed_index + 1) % len(WATCH_SPEEDS)
            self.build()

    # -- actions: the turn ----------------------------------------------------------------
    def throw(self) -> None:
        """Throw the six sticks for the side to move (a human's Space or button); with
        real sticks, ask for the throw (a computer's too, if it was put off)."""
        if not self.game.needs_throw or self.game.is_over or self.cursor.active:
            return
        if self.ctx.settings.throws == "hand":
            if self.human_turn() or not self.is_human(self.game.to_move):
                self.entry_put_off = False
                self.ask_for_throw()
        elif self.human_turn():
            self.do_throw()

    def ask_for_throw(self) -> None:
        """Open the panel where the class's own throw is entered."""
        if self.stack is None or self.stack.top is not self:
            return
        side = gt.side_name(self._, self.game.to_move)
        self.open("throw entry", side, self.do_throw, self.game.rules.sticks_per_group)

    def do_throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> None:
        """Make a throw: the one given (entered by hand), else the sticks thrown at random."""
        if not self.game.needs_throw:
            return
        if throw is None:
            faces = throw_sticks(self.ctx.rng)
            throw = faces.throw
        elif faces is None:
            faces = faces_for(throw, self.ctx.rng)
        turn = self.game.throw(throw)
        self.entry_put_off = False
        self.show_sticks(faces, animate=self.animate)
        self.ctx.sound.play("sticks")
        self.log_turn(turn, moves=False)
        self.turn.clear()
        self.hint = None
        self.message = None
        if turn.passed:
            numbers = turn.throw.numbers
            self.message = lambda _: gt.passed_text(_, numbers)
        self.autosave()
        self.sync_throw_button()
        self.dirty = True

    def log_turn(self, turn, moves: bool = True) -> None:  # noqa: ANN001 -- a TurnRecord
        """The log lines of a throw, and of the moves played with it."""
        self.log.add(partial(gt.throw_log, turn=turn), SIDE_COLOURS[turn.side])
        board = self.board
        for move in turn.moves if moves else ():
            self.log.add(partial(gt.move_log, board=board, move=move), SIDE_COLOURS[move.side])
        if moves and turn.complete and turn.unused and turn.moves:
            unused = tuple(turn.unused)
            self.log.add(lambda _: [gt.passed_text(_, unused)], INK_DIM)

    def scroll_log(self, lines: int) -> bool:
        """Scroll the event log (or the move list) back (positive) or forward; True if it
        moved."""
        if self.panel == "moves":
            before = self.move_scroll
            self.move_scroll = max(
                0, min(self.view.move_scroll_max, self.view.move_scroll_used + lines)
            )
            self.dirty = True
            return self.move_scroll != before
        total = self.view.log_line_count(self.log, self.ctx.gettext)
        moved = self.log.scroll_by(lines, total, self.view.log_room())
        self.dirty = self.dirty or moved
        return moved

    def cycle_presenter(self) -> None:
        """F5: presenter mode's text size, 100% (off), 150%, 200%, and round again."""
        steps = (100, 150, 200)
        now = self.ctx.settings.presenter
        following = next((s for s in steps if s > now), steps[0])
        self.ctx.update_settings(presenter=following)
        self.build()

    def toggle_odds(self) -> None:
        """Show or hide the odds panel and the badges on the birds (O)."""
        self.show_odds = not self.show_odds
        if self.show_odds and self.odds is None:
            self.odds = OddsService()
        self.dirty = True

    def snapshot_state(self) -> State:
        """The position on view: looked back at, or before a move still animating."""
        return self.shown_state()

    def toggle_panel(self) -> None:
        """Show the move list or the event log under the status (M)."""
        self.panel = "moves" if self.panel == "events" else "events"
        self.move_scroll = 0
        self.dirty = True

    def show_sticks(self, faces, animate: bool) -> None:  # noqa: ANN001 -- StickFaces
        self.view.tray.show(faces, self.view.layout)
        self.view.jar.spill_from_start(animate)

    def changed_selection(self, changed: bool = True) -> None:
        if changed:
            self.message = None
            self.dirty = True

    def land(self, perch: int) -> bool:
        """Play the candidate move landing on ``perch``, or ask which one."""
        return self.act_on(self.turn.land(perch))

    def act_on(self, landing: Move | Ambiguous | None) -> bool:
        """Play a move, or explain why a landing needs one more choice."""
        if landing is None:
            return False
        if isinstance(landing, Ambiguous):
            numbers = landing.numbers
            if numbers:
                self.message = lambda _: _(
                    "Choose a number: {numbers} both reach this perch"
                ).format(numbers=gt.numbers_text(_, numbers))
            else:
                self.message = lambda _: _("Several birds can land there: choose the bird first")
            self.dirty = True
            return True
        self.play(landing)
        return True

    def play(self, move: Move) -> None:
        """Play a legal move and start its animation."""
        before = self.game.state
        try:
            move = self.game.play(move)
        except IllegalMoveError:
            return
        self.anim = MoveAnimation(move, before, self.animation_seconds(HOP_SECONDS, 0.2))
        self.last_move = move
        self.turn.clear()
        self.hover = None
        self.hint = None
        self.message = None
        board = self.board
        self.log.add(partial(gt.move_log, board=board, move=move), SIDE_COLOURS[move.side])
        turn = self.game.turns[-1] if self.game.turns else None
        if turn is not None and turn.complete and turn.unused and not self.game.is_over:
            unused = tuple(turn.unused)
            self.log.add(lambda _: [gt.passed_text(_, unused)], INK_DIM)
            self.message = lambda _: gt.passed_text(_, unused)
        self.autosave()
        if self.anim.done:
            self.finish_move()
        self.sync_throw_button()
        self.dirty = True

    def finish_move(self) -> None:
        anim, self.anim = self.anim, None
        if anim is None:
            return
        sound = self.ctx.sound
        if anim.move.captured is not None:
            sound.play("capture")
        elif anim.move.blockade:
            sound.play("blockade")
        if self.game.is_over:
            self.ctx.post_notice(self.ctx.autosave.discard())
            sound.play("victory")
            self.victory_delay = 0.9 if self.animate else 0.0
        self.ai_wait = self.animation_seconds(AI_PAUSE, 0.7)
        self.sync_throw_button()
        self.dirty = True

    def autosave(self) -> None:
        """Save the game in progress (a replay is only watched, never saved over Continue)."""
        if not self.game.is_over and self.mode != "replay":
            self.ctx.post_notice(self.ctx.autosave.write(self.saved_game()))

    # -- navigation -----------------------------------------------------------------------
    def ask_exit(self) -> None:
        if self.stack is None:
            return
        if self.game.is_over:
            self.leave()
            return
        _ = self._
        self.stack.push(
            self.stack.make(
                "confirm",
                self.ctx,
                _("Leave the game?"),
                _("The game is saved: choose Continue on the title screen to play on."),
                self.leave,
                yes_label=_("Leave"),
                no_label=_("Keep playing"),
            )
        )

    def leave(self) -> None:
        """Back to the title screen."""
        stack = self.stack
        if stack is None:
            return
        while stack.top is not None and stack.top is not self:
            stack.pop()
        stack.pop()
        if not stack.scenes:
            stack.push(stack.make("title", self.ctx))

    def show_victory(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.push(self.stack.make("victory", self.ctx, self))

    # -- input ------------------------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        return handle_game_command(self, cmd)

    def click(self, pos: tuple[int, int]) -> bool:
        """A click: a panel tab or a row of the move list; then, on a human's turn, a
        number tile, a waiting bird, the jar, a landing perch, or a bird."""
        for name, rect in self.view.tabs.items():
            if rect.collidepoint(pos):
                if name != self.panel:
                    self.toggle_panel()
                elif name == "moves":  # the Moves tab again: notation or words
                    self.move_words = not self.move_words
                    self.dirty = True
                return True
        if self.panel == "moves" and self.view.layout.log.collidepoint(pos):
            for row, rect in self.view.moves.row_rects:
                if rect.collidepoint(pos):
                    return history.goto_turn(self, row) or True
            return True
        if not self.human_turn():
            return False
        side = self.game.to_move
        view = self.view
        for rect, number, _used in view.tile_rects(self.snapshot(), side):
            if rect.collidepoint(pos):
                self.changed_selection(self.turn.choose_number(number))
                return True
        if view.waiting_rect(side).collidepoint(pos) and self.turn.click_waiting():
            self.changed_selection()
            return True
        if view.layout.tray.collidepoint(pos) and self.game.needs_throw:
            self.throw()
            return True
        if not view.layout.board.collidepoint(pos):
            return False
        perch = view.perch_at(pos, self.shown_state())
        self.changed_selection()
        return self.act_on(self.turn.click_perch(perch)) or True

    def point(self, pos: tuple[int, int], speed: float) -> bool:
        """The pointer moved: hover previews, and the jar shakes with quick movements."""
        if self.human_turn() and self.game.needs_throw and speed > 600:
            if self.view.jar.shake_by(speed):
                self.ctx.sound.play("shake")
            self.dirty = True
        hover = self.view.hover_perch(pos)
        if hover != self.hover:
            self.hover = hover
            self.turn.focus_landing = None
            self.dirty = True
        return False

    # -- update -------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = self.view.turn.advance(dt)
        moving = self.view.jar.advance(dt) or moving
        if self.anim is not None:
            for sound in self.anim.advance(dt):
                self.ctx.sound.play(sound)
            if self.anim.done:
                self.finish_move()
            moving = True
        elif self.victory_delay is not None:
            self.victory_delay -= dt
            if self.victory_delay <= 0:
                self.victory_delay = None
                self.show_victory()
            moving = True
        elif self.mode == "replay":
            moving = history.replay_tick(self, dt) or moving
        else:
            moving = drive_computer(self, dt) or moving
        result = self.ai.poll(self.game) if self.ai.busy else None
        if result is not None:
            computer_answer(self, *result)
        for notice in self.ai.take_notices():  # a restarted or weakened computer player
            self.log.add(one_line(notice.translated), GOLD)
            self.dirty = True
        if self.ai.busy:
            self.thinking += dt
            moving = True
        moving = game_analysis.tick(self) or moving
        if self.show_odds and self.odds is not None and self.odds.busy():
            moving = True  # redraw when the odds thread's answers (and the win chance) come
        return moving or self.dirty

    # -- drawing ------------------------------------------------------------------------------
    def shown_state(self):  # noqa: ANN201 -- the engine's State
        if self.cursor.active:
            return self.cursor.shown().state
        return self.anim.before if self.anim is not None else self.game.state

    def snapshot(self) -> TableSnapshot:
        """What the table shows now."""
        return table_snapshot(self)

    def status_text(self) -> str:
        return status_text(self)

    def request_hint(self) -> None:
        """Ask the normal computer player what it would play (shown on the board)."""
        request_hint(self)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.snapshot(), self.ctx.gettext, self.log)
