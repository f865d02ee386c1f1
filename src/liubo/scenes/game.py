"""The game screen: a game in progress between humans and/or computer players.

The game itself, its half-made turn, history, computer players and autosave live in a
``GameSession`` (``liubo.model.game_session``, no pygame); the drawing in
``render.table.TableView``. This scene draws the session, animates what it changed (the
sticks thrown, the bird hopping along ``Move.path``: while a move animates, the position
before it is shown) and lays out the buttons; input goes one way, from ``game_input`` to
the session to the engine, and the scene shows what the session returns (what is on view
is read from its owner, ``scene.session.game`` or ``scene.panel_tabs.shown``, never through
the scene's attributes). Its parts keep their own state: the panel under the status
(``PanelTabs``), the odds (``OddsPanel``), the toolbar's menu (``Toolbar``) and a replay's
clocks (``Playback``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Game, Side, StickFaces, Throw
from ..engine import GameMove as Move
from ..engine import GameState as State
from ..input import Command
from ..model.game_session import GameSession
from ..model.history import Captions
from ..model.presentation import presentation_for
from ..render.motion import AI_PAUSE, HOP_SECONDS, MoveAnimation
from ..render.snapshot import TableSnapshot
from ..render.table import TableView
from ..services.storage import SavedGame
from .base import Scene
from .game_computer import drive_computer, poll_computer
from .game_input import ask_for_throw, handle_game_command
from .game_log import PanelTabs
from .game_odds import OddsPanel
from .game_replay import Playback
from .game_snapshot import plays_variant, status_text, table_snapshot
from .game_toolbar import Toolbar, build_toolbar

if TYPE_CHECKING:
    import pygame

    from ..context import Context


class GameScene(Scene):
    """A game in progress between humans and/or computer players."""

    name = "game"
    #: the session writes the autosave (a lesson never does)
    autosaves = True

    def __init__(
        self,
        ctx: Context,
        game: Game,
        players: dict[Side, str],
        mode: str = "two",
        restored: bool = False,
    ) -> None:
        super().__init__(ctx)
        self.restored = restored
        self.session = GameSession(
            game,
            players,
            mode,
            rng=ctx.rng,
            worker_factory=ctx.ai_worker_factory,
            save=ctx.autosave.write_soon if self.autosaves else None,
            wake=ctx.wake,
            restored=restored,
        )
        self.panel_tabs = PanelTabs()
        self.odds_panel = OddsPanel()
        self.toolbar = Toolbar()
        self.playback = Playback()
        self.view = TableView(
            ctx.assets, ctx.text, game.board, ctx.screen.get_size(), self.session.move_view
        )
        self.hover: int | None = None
        self.anim: MoveAnimation | None = None
        self.victory_delay: float | None = None

    def saved_game(self) -> SavedGame:
        """The game as it stands, with who plays each side (for the autosave and save files)."""
        return self.session.saved_game()

    def open_rules(self) -> None:
        """The rulebook, open at this game's own ruleset when it is not the first one; its
        pages on rule readings say which of them this game is played by."""
        rules = self.session.game.rules
        topic = presentation_for(rules).rulebook_topic
        options = dict(getattr(rules, "options", None) or {})
        self.open(lambda screens: screens.rules(self.ctx, topic, options))

    # -- questions ----------------------------------------------------------------------
    @property
    def board(self):  # noqa: ANN201 -- the engine's Board
        return self.session.game.board

    @property
    def names_mode(self) -> str:
        """The names shown: the setting, or the characters where this ruleset has no such
        names (Cazaux's labels in a tlv game)."""
        mode = self.ctx.settings.names_mode
        return mode if mode in self.session.move_view.names_cycle else "hanzi"

    @property
    def speed(self) -> float:
        return self.playback.speed if self.session.watching else 1.0

    def is_human(self, side: Side) -> bool:
        return self.session.is_human(side)

    def human_turn(self) -> bool:
        """True when a human may act now (no animation, game not over)."""
        return self.session.human_turn()

    def preview_move(self) -> Move | None:
        """The move under the pointer or keyboard focus, if it is one."""
        return self.session.turn.preview(self.hover)

    def animation_seconds(self, table: dict[str, float], default: float) -> float:
        return table.get(self.ctx.settings.animation_speed, default) / self.speed

    @property
    def animate(self) -> bool:
        return self.ctx.settings.animation_speed != "reduced"

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        self.view.set_presenter(self.ctx.settings.presenter / 100, plays_variant(self))
        self.throw_btn, self.view.backdrop = build_toolbar(self, self.toolbar)
        self.sync_throw_button()

    def sync_throw_button(self) -> None:
        btn = getattr(self, "throw_btn", None)
        if btn is None:
            return
        can = self.session.can_throw()
        if can and not btn.is_enabled:
            btn.enable()
        elif not can and btn.is_enabled:
            btn.disable()

    def enter(self) -> None:
        super().enter()
        if self.restored:  # a loaded or continued game is the autosave from now on
            self.session.autosave()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        super().resize(size)

    def exit(self) -> None:
        self.session.close()
        self.odds_panel.close()
        super().exit()

    # -- actions: view ----------------------------------------------------------------------
    def redraw(self) -> None:
        """Something on view changed: draw the next frame."""
        self.dirty = True

    def toggle_odds(self) -> None:
        """Show or hide the odds panel, the badges on the birds and the win bar (O)."""
        self.odds_panel.toggle(self.ctx.wake)
        self.dirty = True

    def toggle_panel(self) -> None:
        """Show the move list or the event log under the status (M)."""
        self.panel_tabs.toggle()
        self.dirty = True

    def hover_over(self, perch: int | None) -> None:
        """The pointer is over ``perch`` (None: no perch): its landing is previewed."""
        if perch != self.hover:
            self.hover = perch
            self.session.turn.focus_landing = None
            self.dirty = True

    def looked(self, moved: bool) -> bool:
        """After the look-back cursor moved: the move list, no hover."""
        if moved:
            self.panel_tabs.show_moves()
            self.hover = None
            self.sync_throw_button()
            self.dirty = True
        return moved

    def rewound(self) -> None:
        """After moves were taken back: the sticks of the throw standing now."""
        self.victory_delay = None
        throw = self.session.game.current_throw
        faces = self.session.faces_for(throw) if throw is not None else None
        self.show_sticks(faces, False)
        self.sync_throw_button()
        self.dirty = True

    def start_replay(self, captions: Captions | None = None) -> None:
        """Show the game from its start, paused on the first caption, with its move list."""
        self.session.start_replay(captions)
        self.panel_tabs.show_moves()
        self.playback.restart()

    def show_sticks(self, faces: StickFaces | None, animate: bool) -> None:
        if faces is not None:
            faces = self.session.move_view.drawn_faces(faces)  # drawn: True is rounded
        self.view.tray.show(faces, self.view.layout)
        self.view.jar.spill_from_start(animate)

    def changed_selection(self, changed: bool = True) -> None:
        if changed:
            self.session.say(None)
            self.dirty = True

    # -- actions: the turn ----------------------------------------------------------------
    def throw(self) -> None:
        """Throw the six sticks for the side to move (a human's Space or button); with
        real sticks, ask for the throw (a computer's too, if it was put off)."""
        session = self.session
        if not session.game.needs_throw or session.game.is_over or session.cursor.active:
            return
        if self.ctx.settings.throws == "hand":
            if self.human_turn() or not session.is_human(session.game.to_move):
                session.ask_entry_again()
                ask_for_throw(self)
        elif self.human_turn():
            self.do_throw()

    def do_throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> None:
        """Make a throw: the one given (entered by hand), else the sticks thrown at random."""
        if not self.session.game.needs_throw:
            return
        faces = self.session.throw(throw, faces)
        self.show_sticks(faces, animate=self.animate)
        self.ctx.sound.play("sticks")
        self.sync_throw_button()
        self.dirty = True

    def faces_for(self, throw: Throw) -> StickFaces:
        """Sticks that show ``throw`` as this game's rules read them (for a throw not seen)."""
        return self.session.faces_for(throw)

    def log_turn(self, turn, moves: bool = True) -> None:  # noqa: ANN001 -- a TurnRecord
        """The log lines of a throw, and of the moves played with it."""
        self.session.log_turn(turn, moves)

    def play(self, move: Move) -> None:
        """Play a legal move and start its animation."""
        before = self.session.game.state
        played = self.session.play(move)
        if played is None:
            return
        self.anim = MoveAnimation(
            played, before, self.animation_seconds(HOP_SECONDS, 0.2), view=self.session.move_view
        )
        self.hover = None
        if self.anim.done:
            self.finish_move()
        self.sync_throw_button()
        self.dirty = True

    def finish_move(self) -> None:
        anim, self.anim = self.anim, None
        if anim is None:
            return
        sound = self.ctx.sound
        arrival = self.session.move_view.arrival_sound(anim.move)
        if arrival is not None:
            sound.play(arrival)
        if self.session.move_shown(self.animation_seconds(AI_PAUSE, 0.7)):  # the game is over
            sound.play("victory")
            self.victory_delay = 0.9 if self.animate else 0.0
        self.sync_throw_button()
        self.dirty = True

    def request_hint(self) -> None:
        """Ask the computer what it would play (shown on the board)."""
        if self.session.request_hint():
            self.dirty = True

    # -- navigation -----------------------------------------------------------------------
    def ask_exit(self) -> None:
        if self.stack is None:
            return
        if self.session.game.is_over:
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
        elif self.session.mode == "replay":
            playing, stepped, stopped = self.playback.tick(self.session, dt)
            self.looked(stepped)
            if stopped:
                self.build()
            moving = playing or moving
        else:
            moving = drive_computer(self, dt) or moving
        moving = poll_computer(self, dt) or moving
        analysing, changed = self.session.tick_analysis()
        self.dirty = self.dirty or changed or self.odds_panel.news()
        return analysing or moving or self.dirty

    # -- drawing ------------------------------------------------------------------------------
    def shown_state(self) -> State:
        """The position on view: looked back at, or before a move still animating."""
        cursor = self.session.cursor
        if cursor.active:
            return cursor.shown().state
        return self.anim.before if self.anim is not None else self.session.game.state

    def snapshot(self) -> TableSnapshot:
        """What the table shows now."""
        return table_snapshot(self)

    def status_text(self) -> str:
        return status_text(self)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.snapshot(), self.ctx.gettext, self.session.log)
