"""The game screen: a game in progress between humans and/or computer players.

The scene turns commands (``liubo.input``) into changes of the game: the half-made turn
lives in ``TurnInput``, the drawing in ``render.table.TableView``, and this class only
connects them: it throws, plays, animates, asks the computer and autosaves. The engine is
only changed here through ``Game.throw`` and ``Game.play``; while a move animates, the
position before it is shown with the moving bird hopping along ``Move.path``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import (
    Game,
    IllegalMoveError,
    Side,
    StickFaces,
    Throw,
    faces_for,
)
from ..engine import GameMove as Move
from ..engine import GameState as State
from ..input import Command
from ..model import game_text as gt
from ..model.analysis_job import AnalysisJob
from ..model.event_log import EventLog, one_line
from ..model.history import Captions, Cursor
from ..model.odds import OddsService
from ..model.presentation import move_view, presentation_for
from ..model.readings_text import in_force, variant_lines
from ..model.turn_input import Ambiguous, Promotion, TurnInput
from ..render.motion import AI_PAUSE, HOP_SECONDS, WATCH_SPEEDS, MoveAnimation
from ..render.palette import GOLD
from ..render.snapshot import TableSnapshot
from ..render.table import TableView
from ..services.storage import SAVED_MODES, SavedGame
from . import game_analysis, game_log
from . import game_history as history
from .base import Scene
from .game_computer import computer_answer, drive_computer, request_hint
from .game_input import click, handle_game_command, point
from .game_screen import Message
from .game_snapshot import status_text, table_snapshot
from .game_toolbar import build_toolbar
from .players import ComputerPlayers

if TYPE_CHECKING:
    import pygame

    from ..context import Context


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
        self.move_view = move_view(game.rules)  # what moves mean on this ruleset's board
        self.turn = TurnInput(game, self.human_turn, self.move_view)
        self.cursor = Cursor(game)
        self.panel = "events"  # or "moves": what the panel under the status shows
        self.move_scroll = 0
        self.lesson = Captions()  # a replayed lesson record's title and captions
        self.replay_clock = 0.0
        self.caption_clock = 0.0  # seconds the caption on view has been shown (replay)
        self.entry_put_off = False  # a computer's hand-entered throw was put off (Esc)
        self.show_odds = False
        self.move_words = False  # the move list in words rather than record notation
        self.toolbar_menu = False  # presenter mode's toolbar menu is open
        self.odds: OddsService | None = None
        self.odds_drawn = 0  # the odds answers the last frame drew (see ``update``)
        self.view = TableView(
            ctx.assets, ctx.text, game.board, ctx.screen.get_size(), self.move_view
        )
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
            if game.to_move == Side.WHITE:  # first=toss may give White the first throw
                self.log.add(lambda _: [_("A new game: White moves first")], GOLD)
            else:
                self.log.add(lambda _: [_("A new game: Green moves first")], GOLD)
        if variant_lines(game.rules.options, str):
            self.log.add(lambda _: [in_force(game.rules.options, _)], GOLD)

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

    def open_rules(self) -> None:
        """The rulebook, open at this game's own ruleset when it is not the first one; its
        pages on rule readings say which of them this game is played by."""
        rules = self.game.rules
        topic = presentation_for(rules).rulebook_topic
        options = dict(getattr(rules, "options", None) or {})
        self.open(lambda screens: screens.rules(self.ctx, topic, options))

    # -- questions ----------------------------------------------------------------------
    @property
    def board(self):  # noqa: ANN201 -- the engine's Board
        return self.game.board

    @property
    def names_mode(self) -> str:
        """The names shown: the setting, or the characters where this ruleset has no such
        names (Cazaux's labels in a tlv game)."""
        mode = self.ctx.settings.names_mode
        return mode if mode in self.move_view.names_cycle else "hanzi"

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
        mode = self.names_mode
        cycle = self.move_view.names_cycle
        k = cycle.index(mode) + 1 if mode in cycle else 0
        self.ctx.update_settings(names_mode=cycle[k % len(cycle)])
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
        rules = self.game.rules
        self.open(
            lambda screens: screens.throw_entry(
                self.ctx,
                side,
                self.do_throw,
                rules.sticks_per_group,
                rules.stick_values,
                self.move_view.rounded,
                for_computer=not self.is_human(self.game.to_move),
            )
        )

    def do_throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> None:
        """Make a throw: the one given (entered by hand), else the sticks thrown at random."""
        if not self.game.needs_throw:
            return
        if throw is None:
            faces = self.game.rules.throw_sticks(self.ctx.rng)
            throw = faces.throw
        elif faces is None:
            faces = self.faces_for(throw)
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

    def faces_for(self, throw: Throw) -> StickFaces:
        """Sticks that show ``throw`` as this game's rules read them (for a throw not seen)."""
        return faces_for(throw, self.ctx.rng, values=self.game.rules.stick_values)

    def log_turn(self, turn, moves: bool = True) -> None:  # noqa: ANN001 -- a TurnRecord
        """The log lines of a throw, and of the moves played with it."""
        game_log.log_turn(self, turn, moves)

    def cycle_presenter(self) -> None:
        """F5: presenter mode's text size, 100% (off), 150%, 200%, and round again."""
        steps = (100, 150, 200)
        now = self.ctx.settings.presenter
        following = next((s for s in steps if s > now), steps[0])
        self.ctx.update_settings(presenter=following)
        self.build()

    def toggle_odds(self) -> None:
        """Show or hide the odds panel, the badges on the birds and the win bar (O)."""
        self.show_odds = not self.show_odds
        if self.show_odds and self.odds is None:
            self.odds = OddsService(on_answer=self.ctx.wake)
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
        if faces is not None:
            faces = self.move_view.drawn_faces(faces)  # drawn: True is rounded
        self.view.tray.show(faces, self.view.layout)
        self.view.jar.spill_from_start(animate)

    def changed_selection(self, changed: bool = True) -> None:
        if changed:
            self.message = None
            self.dirty = True

    def land(self, perch: int) -> bool:
        """Play the candidate move landing on ``perch``, or ask which one."""
        return self.act_on(self.turn.land(perch))

    def act_on(self, landing: Move | Ambiguous | Promotion | None) -> bool:
        """Play a move, or explain why a landing needs one more choice (or ask it)."""
        return game_log.act_on(self, landing)

    def play(self, move: Move) -> None:
        """Play a legal move and start its animation."""
        before = self.game.state
        try:
            move = self.game.play(move)
        except IllegalMoveError:
            return
        self.anim = MoveAnimation(
            move, before, self.animation_seconds(HOP_SECONDS, 0.2), view=self.move_view
        )
        self.last_move = move
        self.turn.clear()
        self.hover = None
        self.hint = None
        self.message = None
        game_log.log_move(self, move)
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
        arrival = self.move_view.arrival_sound(anim.move)
        if arrival is not None:
            sound.play(arrival)
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
            self.stack.screens.confirm(
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
            stack.push(stack.screens.title(self.ctx))

    def show_victory(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.push(self.stack.screens.victory(self.ctx, self))

    # -- input ------------------------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        return handle_game_command(self, cmd)

    def click(self, pos: tuple[int, int]) -> bool:
        """A click (see ``game_input.click``)."""
        return click(self, pos)

    def point(self, pos: tuple[int, int], speed: float) -> bool:
        """The pointer moved (see ``game_input.point``)."""
        return point(self, pos, speed)

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
        if self.show_odds and self.odds is not None and self.odds.answers != self.odds_drawn:
            self.odds_drawn = self.odds.answers  # an answer landed since the last frame:
            self.dirty = True  # drawn now, whether or not the mouse moves
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
