"""The game screen: the board, the players' cards, the sticks, the moves and the event log.

Mouse and keyboard reach the same methods through commands (``liubo.input``). The engine
is only changed here through ``Game.throw`` and ``Game.play``; what is drawn while a move
animates is the position before the move, with the moving bird hopping along ``Move.path``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from ..engine import Game, IllegalMoveError, Move, Side, State, StickFaces, throw_sticks
from ..input import Cmd, Command
from ..render import BoardGeometry, draw_path
from ..storage import SavedGame
from ..translation import N_
from . import game_text as gt
from .base import Scene
from .drawing import GOLD, GROUND, INK, INK_DIM, PANEL_EDGE, WrappedText, draw_panel
from .players import ComputerPlayers

if TYPE_CHECKING:
    from ..context import Context

HOP_SECONDS = {"slow": 0.34, "normal": 0.22, "fast": 0.12, "reduced": 0.0}
AI_PAUSE = {"slow": 1.1, "normal": 0.7, "fast": 0.35, "reduced": 0.3}
WATCH_SPEEDS = (0.5, 1.0, 2.0, 4.0)
ROTATE_SECONDS = 0.35
SPILL_SECONDS = 0.45
LOG_LINES = 12
LOG_KEEP = 120
NAMES_CYCLE = ("off", "hanzi", "pinyin", "english")
NAMES_LABELS = {
    # TRANSLATORS: button label: position names are hidden.
    "off": N_("Names: off"),
    # TRANSLATORS: button label: position names in Chinese characters.
    "hanzi": N_("Names: 汉字"),
    # TRANSLATORS: button label: position names in pinyin.
    "pinyin": N_("Names: pinyin"),
    # TRANSLATORS: button label: position names as English glosses.
    "english": N_("Names: English"),
}
SIDE_COLOURS = {Side.GREEN: (120, 210, 160), Side.WHITE: (240, 230, 205)}
LANDING_KIND = "selected"  # gold double ring
ENTRY_KIND = "legal"  # green ring

Selection = tuple[int | None, bool | None]  # (origin perch or None for a waiting bird, Owl?)
LogEntry = Callable[[Callable[[str], str]], list[str]]


@dataclass
class Layout:
    """Where everything goes for one window size."""

    size: tuple[int, int]
    board: pygame.Rect
    cards: dict[Side, pygame.Rect]
    tiles: dict[Side, pygame.Rect]
    tray: pygame.Rect
    throw_button: pygame.Rect
    status: pygame.Rect
    log: pygame.Rect
    toolbar: pygame.Rect
    left: pygame.Rect
    right: pygame.Rect
    scale: float = 1.0  # text and panel sizes relative to a 720 px high window


def compute_layout(size: tuple[int, int]) -> Layout:
    """The layout for a window of ``size`` (board square in the middle, panels either side)."""
    w, h = size
    k = max(1.0, min(1.5, h / 720))  # larger text on big screens and projectors
    m = max(8, min(w, h) // 60)
    panel_min = max(200, min(round(320 * k), w // 5))
    side = max(200, min(h - 2 * m, w - 2 * panel_min - 2 * m))
    board = pygame.Rect(0, 0, side, side)
    board.center = (w // 2, h // 2)
    left = pygame.Rect(m, m, board.x - 2 * m, h - 2 * m)
    right = pygame.Rect(board.right + m, m, w - board.right - 2 * m, h - 2 * m)
    card_h = max(110, min(round(150 * k), h // 5))
    tile_h = max(56, min(round(84 * k), h // 9))
    cards = {
        Side.WHITE: pygame.Rect(left.x, left.y, left.width, card_h),
        Side.GREEN: pygame.Rect(left.x, left.bottom - card_h - tile_h - m, left.width, card_h),
    }
    tiles = {s: pygame.Rect(r.x, r.bottom + m // 2, r.width, tile_h) for s, r in cards.items()}
    tray_h = max(110, min(round(170 * k), h // 4))
    tray = pygame.Rect(right.x, right.y, right.width, tray_h)
    throw_button = pygame.Rect(right.x, tray.bottom + m, right.width, round(48 * k))
    tool_h = round((2 * 36 + 8) * k)
    toolbar = pygame.Rect(right.x, right.bottom - tool_h, right.width, tool_h)
    status = pygame.Rect(right.x, throw_button.bottom + m, right.width, round(78 * k))
    log = pygame.Rect(right.x, status.bottom + m, right.width, toolbar.y - status.bottom - 2 * m)
    return Layout(size, board, cards, tiles, tray, throw_button, status, log, toolbar, left, right,
                  k)


@dataclass
class MoveAnimation:
    """A bird hopping along a move's path, one hop per perch."""

    move: Move
    before: State
    hop_seconds: float
    t: float = 0.0
    hops_done: int = 0
    events: list[str] = field(default_factory=list)

    @property
    def hops(self) -> int:
        return len(self.move.path)

    @property
    def done(self) -> bool:
        return self.hop_seconds <= 0 or self.t >= self.hops * self.hop_seconds

    def owl_at(self, hop: int) -> bool:
        """Whether the mover is an Owl after ``hop`` hops."""
        owl = self.move.owl
        board = self.before.rules.board
        for perch in self.move.path[:hop]:
            if perch == board.pond:
                owl = True
            if self.move.nest is not None and perch == self.move.nest:
                owl = False
        return owl


class EventLog:
    """The event log: entries re-translated on language change, drawn from cached text lines."""

    def __init__(self) -> None:
        self.entries: list[tuple[LogEntry, tuple[int, int, int]]] = []
        self._lines: list[pygame.Surface] = []
        self._key: tuple | None = None

    def add(self, entry: LogEntry, colour: tuple[int, int, int] = INK) -> None:
        self.entries.append((entry, colour))
        del self.entries[:-LOG_KEEP]
        self._key = None

    def lines(self, ctx: Context, width: int, size: int) -> list[pygame.Surface]:
        """The rendered lines (wrapped to ``width``), newest last."""
        key = (len(self.entries), id(self.entries[-1][0]) if self.entries else 0, width, size,
               ctx.translator.language)
        if key != self._key:
            from .drawing import wrap_text

            out: list[pygame.Surface] = []
            for entry, colour in self.entries[-LOG_LINES * 2:]:
                for text in entry(ctx.gettext):
                    wrapped = wrap_text(ctx.text, text, size, width - 14)
                    for k, line in enumerate(wrapped):
                        out.append(ctx.text.render(("" if k == 0 else "  ") + line, size, colour))
            self._lines = out
            self._key = key
        return self._lines


class GameScene(Scene):
    """A game in progress between humans and/or computer players."""

    def __init__(self, ctx: Context, game: Game, players: dict[Side, str], mode: str = "two") -> None:
        super().__init__(ctx)
        self.game = game
        self.players = {Side.GREEN: players.get(Side.GREEN, "human"),
                        Side.WHITE: players.get(Side.WHITE, "human")}
        self.mode = mode
        self.layout = compute_layout(ctx.screen.get_size())
        self.quarter = 0
        self.angle = 0.0
        self.rotate_from = 0.0
        self.rotate_t = 1.0
        self.geometry: BoardGeometry | None = None
        self.selection: Selection | None = None
        self.number: int | None = None
        self.hover: int | None = None
        self.focus_landing: int | None = None
        self.anim: MoveAnimation | None = None
        self.last_move: Move | None = None
        self.hint: Move | None = None
        self.message: Callable[[Callable[[str], str]], str] | None = None
        self.log = EventLog()
        self.faces: StickFaces | None = None
        self.sticks_image: pygame.Surface | None = None
        self.spill = 1.0
        self.shake = 0.0
        self.shake_phase = 0.0
        self.shake_sound_cooldown = 0.0
        self.ai = ComputerPlayers(ctx.ai_worker_factory, seed=ctx.rng.randrange(1 << 30))
        self.ai_wait = 0.6
        self.thinking = 0.0
        self.paused = False
        self.step_once = False
        self.speed_index = 1
        self.victory_delay: float | None = None
        self._chrome: pygame.Surface | None = None
        self._chrome_key: tuple | None = None
        self._status = WrappedText()
        self._caption = WrappedText()
        self._help = WrappedText()
        self._jar: pygame.Surface | None = None
        self._jar_key: tuple | None = None
        self._turn_seen = len(game.turns)
        if not game.turns:
            self.log.add(lambda _: [_("A new game: Green moves first")], GOLD)

    # -- construction -------------------------------------------------------------------
    @classmethod
    def from_saved(cls, ctx: Context, saved: SavedGame) -> GameScene | None:
        """A scene for a saved game, exactly as it was, or None if its record does not replay."""
        try:
            game = Game.from_record(saved.record)
        except (ValueError, IllegalMoveError):
            return None
        players = {}
        for side in Side:
            kind = saved.players.get(side.key, "human")
            players[side] = kind if kind in gt.PLAYER_KINDS else "human"
        mode = str(saved.game_settings.get("mode", "two"))
        scene = cls(ctx, game, players, mode)
        turn = game.turn_number
        scene.log.add(lambda _: [_("Game restored at turn {turn}").format(turn=turn)], GOLD)
        if game.turns and game.turns[-1].moves:
            scene.last_move = game.turns[-1].moves[-1]
        if game.current_throw is not None:
            scene._show_sticks(_faces_for_throw(game.current_throw, ctx.rng))
        return scene

    @classmethod
    def from_autosave(cls, ctx: Context) -> GameScene | None:
        """The autosaved game, exactly as it was, or None (with a notice) if there is none."""
        saved, notice = ctx.autosave.load()
        ctx.post_notice(notice)
        if saved is None:
            return None
        return cls.from_saved(ctx, saved)

    def saved_game(self) -> SavedGame:
        """The game as it stands, with who plays each side (for the autosave and save files)."""
        return SavedGame(
            record=self.game.record(),
            players={side.key: kind for side, kind in self.players.items()},
            game_settings={"mode": self.mode, "first": self.game.turns[0].side.key
                           if self.game.turns else self.game.to_move.key},
        )

    # -- helpers ----------------------------------------------------------------------------
    @property
    def board(self):  # -> Board
        return self.game.board

    @property
    def speed(self) -> float:
        return WATCH_SPEEDS[self.speed_index] if self.mode == "watch" else 1.0

    def is_human(self, side: Side) -> bool:
        return self.players[side] == "human"

    def human_turn(self) -> bool:
        """True when a human may act now (no animation, game not over)."""
        return (not self.game.is_over and self.anim is None and self.is_human(self.game.to_move))

    def legal(self) -> list[Move]:
        if not self.human_turn() or self.game.needs_throw:
            return []
        return self.game.legal_moves()

    def geo(self) -> BoardGeometry:
        if self.geometry is None or self.geometry.angle != self.angle or \
                self.geometry.rect.size != self.layout.board.size or \
                self.geometry.rect.center != self.layout.board.center:
            self.geometry = BoardGeometry(self.board, self.layout.board, self.angle)
        return self.geometry

    def bird_size(self) -> int:
        return max(10, round(self.geo().perch_radius * 2))

    def shown_state(self) -> State:
        return self.anim.before if self.anim is not None else self.game.state

    def candidates(self) -> list[Move]:
        """Legal moves matching the selected bird and number."""
        moves = self.legal()
        if self.selection is not None:
            origin, owl = self.selection
            moves = [m for m in moves if m.origin == origin and (owl is None or m.owl == owl)]
        elif self.number is None:
            return []
        if self.number is not None:
            moves = [m for m in moves if m.number == self.number]
        return moves

    def landings(self) -> list[int]:
        """Distinct landing perches of the candidate moves, in perch order."""
        return sorted({m.target for m in self.candidates()})

    def movable(self) -> list[Selection]:
        """Birds that can move now (waiting birds first), each once."""
        seen: list[Selection] = []
        for m in self.legal():
            if self.number is not None and m.number != self.number:
                continue
            sel = (m.origin, None if m.origin is None else m.owl)
            if sel not in seen:
                seen.append(sel)
        return sorted(seen, key=lambda s: (-1 if s[0] is None else s[0], bool(s[1])))

    def preview_move(self) -> Move | None:
        """The move the pointer (or keyboard focus) is on, if it is one."""
        perch = self.focus_landing if self.focus_landing is not None else self.hover
        if perch is None:
            return None
        moves = [m for m in self.candidates() if m.target == perch]
        return moves[0] if moves else None

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        lay = self.layout
        large = lay.scale >= 1.3
        compact = lay.toolbar.width < 250
        # theme ids of the toolbar's buttons, off and on, by how much room there is
        if large:
            styles = {False: "#large_button", True: "#large_toggle_on"}
        elif compact:
            styles = {False: "#compact_button", True: "#compact_toggle_on"}
        else:
            styles = {False: "#small_button", True: "#toggle_on"}
        self.throw_btn = self.button(lay.throw_button, _("Throw sticks"), self.throw,
                                     object_id="#large_throw_button" if large else "#throw_button",
                                     tooltip=_("Space"))
        self._sync_throw_button()
        s = self.ctx.settings
        tb = lay.toolbar
        gap = 6
        row_h = (tb.height - gap) // 2
        rows: list[list[tuple[str, Callable[[], None], bool, str | None]]] = [
            [(_("Lines"), self.toggle_lines, s.show_lines, _("L")),
             (_(NAMES_LABELS[s.names_mode]), self.cycle_names, s.names_mode != "off", _("N")),
             ("\u2039", lambda: self.rotate(-1), False, _("Rotate (Q, Left)")),
             ("\u203a", lambda: self.rotate(1), False, _("Rotate (E, Right)"))],
        ]
        second: list[tuple[str, Callable[[], None], bool, str | None]] = []
        if self.mode == "watch":
            second += [(_("Play") if self.paused else _("Pause"), self.toggle_pause, self.paused,
                        _("P")),
                       (_("Step"), self.step, False, _("S")),
                       ("\u2212", lambda: self.change_speed(-1), False, _("Slower (-)")),
                       ("+", lambda: self.change_speed(1), False, _("Faster (+)"))]
        else:
            second.append((_("Hint"), self.request_hint, False, _("H")))
        second += [(_("Rules"), self.open_rules, False, _("R")),
                   (_("Settings"), self.open_settings, False, None),
                   (_("Exit"), self.ask_exit, False, None)]
        rows.append(second)
        for r, row in enumerate(rows):
            weights = [0.45 if len(label) <= 1 else (1.7 if label.startswith(self._("Names")[:3])
                       else max(1.0, len(label) / 6)) for label, *_rest in row]
            unit = (tb.width - gap * (len(row) - 1)) / sum(weights)
            x = float(tb.x)
            for (label, action, on, tip), wgt in zip(row, weights, strict=True):
                width = unit * wgt
                rect = pygame.Rect(round(x), tb.y + r * (row_h + gap), round(width), row_h)
                self.button(rect, label, action, object_id=styles[on], tooltip=tip)
                x += width + gap

    def _sync_throw_button(self) -> None:
        btn = getattr(self, "throw_btn", None)
        if btn is None:
            return
        can = self.human_turn() and self.game.needs_throw
        if can and not btn.is_enabled:
            btn.enable()
        elif not can and btn.is_enabled:
            btn.disable()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size)
        self.geometry = None
        self._chrome = None
        if self.faces is not None:
            self._show_sticks(self.faces, keep_spill=True)
        super().resize(size)

    def exit(self) -> None:
        self.ai.close()
        super().exit()

    # -- actions: view ----------------------------------------------------------------------
    def toggle_lines(self) -> None:
        self.ctx.update_settings(show_lines=not self.ctx.settings.show_lines)
        self.build()

    def cycle_names(self) -> None:
        mode = self.ctx.settings.names_mode
        nxt = NAMES_CYCLE[(NAMES_CYCLE.index(mode) + 1) % len(NAMES_CYCLE)] if mode in NAMES_CYCLE else "off"
        self.ctx.update_settings(names_mode=nxt)
        self.build()

    def rotate(self, step: int) -> None:
        """Turn the view a quarter turn (animated unless motion is reduced)."""
        self.rotate_from = self.angle
        self.quarter = (self.quarter + step) % 4
        target = self.angle + 90 * step
        self._rotate_target = target
        self.rotate_t = 0.0 if self.ctx.settings.animation_speed != "reduced" else 1.0
        if self.rotate_t >= 1.0:
            self.angle = float(self.quarter * 90)
        self.dirty = True

    # -- actions: turn ----------------------------------------------------------------------
    def throw(self) -> None:
        """Throw the six sticks for the side to move (a human's Space or button)."""
        if not self.human_turn() or not self.game.needs_throw:
            return
        self._do_throw()

    def _do_throw(self) -> None:
        faces = throw_sticks(self.ctx.rng)
        side = self.game.to_move
        turn = self.game.throw(faces.throw)
        self._turn_seen = len(self.game.turns)
        self._show_sticks(faces)
        self.ctx.sound.play("sticks")
        self.log.add(lambda _, t=turn: gt.throw_log(_, t), SIDE_COLOURS[side])
        self.selection = None
        self.number = None
        self.hint = None
        self.message = None
        if turn.passed:
            numbers = turn.throw.numbers
            self.message = lambda _: gt.passed_text(_, numbers)
        self._autosave()
        self._sync_throw_button()
        self.dirty = True

    def _show_sticks(self, faces: StickFaces, keep_spill: bool = False) -> None:
        self.faces = faces
        length = max(40, min(120, int(self.layout.tray.height * 0.62)))
        seed = hash((faces.light, faces.dark)) & 0xFFFF
        self.sticks_image = self.ctx.assets.sprites.sticks_surface(
            faces.light, faces.dark, length, random.Random(seed))
        if not keep_spill:
            self.spill = 0.0 if self.ctx.settings.animation_speed != "reduced" else 1.0

    def choose_number(self, number: int) -> None:
        """Pick a number of the throw (again to drop it)."""
        if not self.human_turn() or number not in self.game.remaining_numbers:
            return
        self.number = None if self.number == number else number
        if self.selection is not None and not self.candidates():
            self.selection = None
        self.focus_landing = None
        self.message = None
        self.dirty = True

    def choose_group(self, group: int) -> None:
        """Pick the light (0) or dark (1) group's number."""
        throw = self.game.current_throw
        if throw is None:
            return
        self.choose_number(throw.numbers[group])

    def select(self, sel: Selection | None) -> None:
        """Select a bird (or a waiting bird); None clears the selection."""
        self.focus_landing = None
        self.message = None
        if sel is None:
            self.selection = None
            self.dirty = True
            return
        legal = self.legal()
        origin, owl = sel
        mine = [m for m in legal if m.origin == origin and (owl is None or m.owl == owl)]
        if not mine:
            return
        if self.number is not None and not any(m.number == self.number for m in mine):
            self.number = None
        self.selection = sel
        self.dirty = True

    def cancel(self) -> None:
        """Escape / right click: drop the landing focus, then the selection and number."""
        if self.focus_landing is not None:
            self.focus_landing = None
        elif self.selection is not None or self.number is not None:
            self.selection = None
            self.number = None
        self.message = None
        self.dirty = True

    def land(self, perch: int) -> bool:
        """Play the candidate move landing on ``perch`` if it is unambiguous."""
        moves = [m for m in self.candidates() if m.target == perch]
        if not moves:
            return False
        keys = {(m.origin, m.number, m.owl) for m in moves}
        if len(keys) > 1:
            numbers = sorted({m.number for m in moves})
            if len(numbers) > 1:
                text = gt.numbers_text
                self.message = lambda _: _("Choose a number: {numbers} both reach this perch").format(
                    numbers=text(_, tuple(numbers)))
            else:
                self.message = lambda _: _("Several birds can land there: choose the bird first")
            self.dirty = True
            return True
        self.play(moves[0])
        return True

    def play(self, move: Move) -> None:
        """Play a legal move and start its animation."""
        before = self.game.state
        try:
            move = self.game.play(move)
        except IllegalMoveError:
            return
        hop = HOP_SECONDS.get(self.ctx.settings.animation_speed, 0.2) / self.speed
        self.anim = MoveAnimation(move, before, hop)
        self.last_move = move
        self.selection = None
        self.number = None
        self.focus_landing = None
        self.hover = None
        self.hint = None
        self.message = None
        self.log.add(lambda _, m=move: gt.move_log(_, self.board, m), SIDE_COLOURS[move.side])
        turn = self.game.turns[-1] if self.game.turns else None
        if turn is not None and turn.complete and turn.unused and not self.game.is_over:
            unused = tuple(turn.unused)
            self.log.add(lambda _: [gt.passed_text(_, unused)], INK_DIM)
            self.message = lambda _: gt.passed_text(_, unused)
        self._autosave()
        if self.anim.done:
            self._finish_move()
        self._sync_throw_button()
        self.dirty = True

    def _finish_move(self) -> None:
        anim = self.anim
        self.anim = None
        if anim is None:
            return
        move = anim.move
        sound = self.ctx.sound
        if move.captured is not None:
            sound.play("capture")
        elif move.blockade:
            sound.play("blockade")
        if self.game.is_over:
            self.ctx.post_notice(self.ctx.autosave.discard())
            sound.play("victory")
            self.victory_delay = 0.9 if self.ctx.settings.animation_speed != "reduced" else 0.0
        self.ai_wait = AI_PAUSE.get(self.ctx.settings.animation_speed, 0.7) / self.speed
        self._sync_throw_button()
        self.dirty = True

    def _autosave(self) -> None:
        if self.game.is_over:
            return
        self.ctx.post_notice(self.ctx.autosave.write(self.saved_game()))

    def request_hint(self) -> None:
        """Ask the normal computer player what it would play (shown on the board)."""
        if not self.human_turn() or self.game.needs_throw or self.ai.busy:
            return
        if not self.game.legal_moves():
            return
        self.ai.request(self.game, "normal", "hint")
        self.thinking = 0.0
        self.message = lambda _: _("Looking for a good move\u2026")
        self.dirty = True

    def ask_exit(self) -> None:
        from .confirm import ConfirmScene

        if self.stack is None:
            return
        _ = self._
        if self.game.is_over:
            self.leave()
            return
        self.stack.push(ConfirmScene(
            self.ctx, _("Leave the game?"),
            _("The game is saved: choose Continue on the title screen to play on."),
            self.leave, yes_label=_("Leave"), no_label=_("Keep playing")))

    def leave(self) -> None:
        """Back to the title screen."""
        stack = self.stack
        if stack is None:
            return
        while stack.top is not None and stack.top is not self:
            stack.pop()
        stack.pop()
        if not stack.scenes:
            from .title import TitleScene

            stack.push(TitleScene(self.ctx))

    def toggle_pause(self) -> None:
        if self.mode != "watch":
            return
        self.paused = not self.paused
        self.build()

    def step(self) -> None:
        if self.mode == "watch":
            self.paused = True
            self.step_once = True
            self.build()

    def change_speed(self, delta: int) -> None:
        if self.mode == "watch":
            self.speed_index = max(0, min(len(WATCH_SPEEDS) - 1, self.speed_index + delta))
            self.dirty = True

    # -- input ------------------------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        k = cmd.kind
        if k == Cmd.POINT and cmd.pos is not None:
            return self.point(cmd.pos, cmd.value)
        if k == Cmd.CLICK and cmd.pos is not None:
            return self.click(cmd.pos)
        if k == Cmd.CANCEL:
            if self.selection is None and self.number is None and self.focus_landing is None:
                self.ask_exit()
            else:
                self.cancel()
            return True
        if k == Cmd.THROW:
            if self.mode == "watch":
                self.toggle_pause()
            else:
                self.throw()
            return True
        if k == Cmd.NUMBER:
            self.choose_number(int(cmd.value))
            return True
        if k == Cmd.GROUP:
            self.choose_group(int(cmd.value))
            return True
        if k in (Cmd.NEXT, Cmd.PREV):
            step = 1 if k == Cmd.NEXT else -1
            if self.selection is not None or self.number is not None:
                if self.cycle_landing(step):
                    return True
            self.cycle_bird(step)
            return True
        if k == Cmd.CONFIRM:
            return self.confirm()
        if k in (Cmd.LEFT, Cmd.ROTATE_CCW):
            self.rotate(-1)
            return True
        if k in (Cmd.RIGHT, Cmd.ROTATE_CW):
            self.rotate(1)
            return True
        if k == Cmd.TOGGLE_LINES:
            self.toggle_lines()
            return True
        if k == Cmd.CYCLE_NAMES:
            self.cycle_names()
            return True
        if k == Cmd.RULES:
            self.open_rules()
            return True
        if k == Cmd.HINT:
            self.request_hint()
            return True
        if k == Cmd.PAUSE:
            self.toggle_pause()
            return True
        if k == Cmd.STEP:
            self.step()
            return True
        if k in (Cmd.FASTER, Cmd.SLOWER):
            self.change_speed(1 if k == Cmd.FASTER else -1)
            return True
        return False

    def cycle_bird(self, step: int) -> None:
        """Tab: select the next bird that can move (waiting birds included)."""
        birds = self.movable()
        if not birds:
            return
        if self.selection in birds:
            i = (birds.index(self.selection) + step) % len(birds)
        else:
            i = 0 if step > 0 else len(birds) - 1
        number = self.number
        self.select(birds[i])
        self.number = number if self.candidates() else None

    def cycle_landing(self, step: int) -> bool:
        """Arrows: put the focus on the next landing perch (previewing its move)."""
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
        self.dirty = True
        return True

    def confirm(self) -> bool:
        """Enter: throw, pick the first bird, or play the focused landing."""
        if self.human_turn() and self.game.needs_throw:
            self.throw()
            return True
        if self.focus_landing is not None:
            self.land(self.focus_landing)
            return True
        if self.selection is None:
            self.cycle_bird(1)
            return True
        return self.cycle_landing(1)

    def point(self, pos: tuple[int, int], speed: float) -> bool:
        """The pointer moved: hover previews, and the jar shakes with quick movements."""
        if self.human_turn() and self.game.needs_throw and speed > 600:
            was = self.shake
            self.shake = min(1.0, self.shake + speed / 40000.0)
            if self.shake > 0.25 and self.shake_sound_cooldown <= 0 and was <= self.shake:
                self.ctx.sound.play("shake")
                self.shake_sound_cooldown = 0.35
            self.dirty = True
        hover = self.geo().perch_at(pos, self.geo().size * 0.036) if self.layout.board.collidepoint(pos) else None
        if hover != self.hover:
            self.hover = hover
            self.focus_landing = None
            self.dirty = True
        return False

    def click(self, pos: tuple[int, int]) -> bool:
        """A click: a number tile, a waiting bird, a landing perch, or a bird."""
        if not self.human_turn():
            return False
        side = self.game.to_move
        for rect, number, _used in self.tile_rects(side):
            if rect.collidepoint(pos):
                self.choose_number(number)
                return True
        if self.waiting_rect(side).collidepoint(pos) and not self.game.needs_throw:
            if any(m.origin is None for m in self.legal()):
                self.select(None if self.selection == (None, None) else (None, None))
                return True
        if self.layout.tray.collidepoint(pos) and self.game.needs_throw:
            self.throw()
            return True
        if not self.layout.board.collidepoint(pos):
            return False
        perch = self.perch_at(pos)
        if perch is not None and perch in self.landings():
            return self.land(perch)
        if perch is not None:
            sels = [s for s in self.movable() if s[0] == perch]
            if not sels and self.number is not None:
                # the bird cannot move with the chosen number: try the others
                keep = self.number
                self.number = None
                sels = [s for s in self.movable() if s[0] == perch]
                self.number = keep if not sels else None
            if sels:
                if self.selection in sels and len(sels) > 1:
                    i = (sels.index(self.selection) + 1) % len(sels)
                    self.select(sels[i])
                elif self.selection in sels:
                    self.select(None)
                else:
                    self.select(sels[0])
                return True
        self.select(None)
        return True

    def perch_at(self, pos: tuple[int, int]) -> int | None:
        """The perch under ``pos``, counting the tall body of an Owl standing there."""
        geo = self.geo()
        perch = geo.perch_at(pos, geo.size * 0.036)
        if perch is not None:
            return perch
        state = self.shown_state()
        lift = self.bird_size() * 0.8
        perch = geo.perch_at((pos[0], pos[1] + lift), geo.size * 0.03)
        if perch is not None and any(owl for _s, owl in state.birds_at(perch)):
            return perch
        return None

    # -- card geometry ------------------------------------------------------------------------
    def px(self, n: float) -> int:
        """A size in pixels at 720 p, scaled for this window."""
        return round(n * self.layout.scale)

    def waiting_rect(self, side: Side) -> pygame.Rect:
        card = self.layout.cards[side]
        h = card.height
        return pygame.Rect(card.x + 12, card.y + int(h * 0.56), card.width - 24, int(h * 0.38))

    def tile_rects(self, side: Side) -> list[tuple[pygame.Rect, int, bool]]:
        """(rect, number, used) for the current throw's tiles under the mover's card."""
        throw = self.game.current_throw
        if throw is None or side != self.game.to_move or self.game.is_over:
            return []
        area = self.layout.tiles[side]
        size = area.height
        remaining = list(self.game.remaining_numbers)
        out = []
        total = 2 * size + 16
        x = area.centerx - total // 2
        for k, number in enumerate(throw.numbers):
            used = number not in remaining
            if not used:
                remaining.remove(number)
            out.append((pygame.Rect(x + k * (size + 16), area.y, size, size), number, used))
        return out

    # -- update -------------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        moving = False
        if self.rotate_t < 1.0:
            self.rotate_t = min(1.0, self.rotate_t + dt / ROTATE_SECONDS)
            t = 1 - (1 - self.rotate_t) ** 3
            target = getattr(self, "_rotate_target", self.quarter * 90.0)
            self.angle = self.rotate_from + (target - self.rotate_from) * t
            if self.rotate_t >= 1.0:
                self.angle = float(self.quarter * 90)
            moving = True
        if self.spill < 1.0:
            self.spill = min(1.0, self.spill + dt / SPILL_SECONDS)
            moving = True
        if self.shake > 0.001:
            self.shake_phase += dt * 22
            self.shake = max(0.0, self.shake - dt * 1.6)
            moving = True
        self.shake_sound_cooldown = max(0.0, self.shake_sound_cooldown - dt)
        if self.anim is not None:
            anim = self.anim
            anim.t += dt
            hops = min(anim.hops, int(anim.t / anim.hop_seconds)) if anim.hop_seconds > 0 else anim.hops
            while anim.hops_done < hops:
                anim.hops_done += 1
                perch = anim.move.path[anim.hops_done - 1]
                if perch == self.board.pond and not anim.owl_at(anim.hops_done - 1) and anim.owl_at(anim.hops_done):
                    self.ctx.sound.play("owl")
                elif anim.move.nest is not None and perch == anim.move.nest:
                    self.ctx.sound.play("nest")
                else:
                    self.ctx.sound.play("hop")
            if anim.done:
                self._finish_move()
            moving = True
        elif self.victory_delay is not None:
            self.victory_delay -= dt
            if self.victory_delay <= 0:
                self.victory_delay = None
                self.show_victory()
            moving = True
        else:
            moving = self._drive_computer(dt) or moving
        result = self.ai.poll(self.game) if self.ai.busy else None
        if result is not None:
            self._computer_answer(*result)
        if self.ai.busy:
            self.thinking += dt
            moving = True
        return moving or self.dirty

    def _drive_computer(self, dt: float) -> bool:
        game = self.game
        if game.is_over or self.is_human(game.to_move):
            return False
        if self.paused and not self.step_once:
            return False
        if self.ai_wait > 0:
            self.ai_wait -= dt
            return True
        if game.needs_throw:
            self.step_once = False
            self._do_throw()
            self.ai_wait = AI_PAUSE.get(self.ctx.settings.animation_speed, 0.7) / self.speed
            return True
        if not self.ai.busy and game.legal_moves():
            self.ai.request(game, self.players[game.to_move], "move")
            self.thinking = 0.0
        return True

    def _computer_answer(self, purpose: str, text: str) -> None:
        try:
            move = self.game.state.find_move(text) if text else None
        except (ValueError, IllegalMoveError):
            move = None
        if purpose == "hint":
            if move is not None and self.human_turn():
                self.hint = move
                m = move
                self.message = lambda _: _("Hint: {move}").format(move=gt.move_preview(_, self.board, m))
            self.dirty = True
            return
        if self.is_human(self.game.to_move) or self.game.is_over or self.anim is not None:
            return
        if move is None:
            moves = self.game.legal_moves()
            if not moves:
                return
            move = moves[0]
        self.step_once = False
        self.play(move)

    def show_victory(self) -> None:
        from .victory import VictoryScene

        if self.stack is not None and self.stack.top is self:
            self.stack.push(VictoryScene(self.ctx, self))

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.chrome(), (0, 0))
        self.draw_board(surface)
        for side in Side:
            self.draw_card(surface, side)
        self.draw_tray(surface)
        self.draw_status(surface)
        self.draw_log(surface)
        self.draw_help(surface)
        if self.ctx.notice:
            text = self.ctx.text.render(self.ctx.notice, self.px(15), INK)
            bg = text.get_rect(midbottom=(self.layout.board.centerx, self.layout.board.bottom - 8))
            bg.inflate_ip(20, 8)
            pygame.draw.rect(surface, (30, 11, 10), bg, border_radius=8)
            pygame.draw.rect(surface, PANEL_EDGE, bg, 1, border_radius=8)
            surface.blit(text, text.get_rect(center=bg.center))

    def chrome(self) -> pygame.Surface:
        """The static background and panels (cached per layout)."""
        key = self.layout.size
        if self._chrome is None or self._chrome_key != key:
            surf = pygame.Surface(key)
            surf.fill(GROUND)
            lay = self.layout
            for side in Side:
                draw_panel(surf, lay.cards[side], alpha=235)
            draw_panel(surf, lay.tray, alpha=235)
            draw_panel(surf, lay.status, alpha=200)
            draw_panel(surf, lay.log, alpha=200)
            frame = lay.board.inflate(10, 10)
            pygame.draw.rect(surf, (8, 3, 3), frame, border_radius=6)
            pygame.draw.rect(surf, PANEL_EDGE, frame, 1, border_radius=6)
            self._chrome = surf.convert() if pygame.display.get_surface() else surf
            self._chrome_key = key
        return self._chrome

    def draw_board(self, surface: pygame.Surface) -> None:
        assets = self.ctx.assets
        sprites = assets.sprites
        geo = self.geo()
        names = self.ctx.settings.names_mode
        assets.renderer.draw(surface, geo, show_lines=self.ctx.settings.show_lines,
                             names_mode=None if names == "off" else names)
        mark = round(geo.perch_radius * 2.6)
        state = self.shown_state()
        # the last move stays marked until the next one
        if self.last_move is not None and self.anim is None:
            lm = sprites.highlight("last_move", mark)
            for perch in ([self.last_move.origin] if self.last_move.origin is not None else []) + [self.last_move.target]:
                surface.blit(lm, lm.get_rect(center=geo.int_point(perch)))
        landings = self.landings() if self.anim is None else []
        if self.selection is not None and self.selection[0] is None:
            entry = sprites.highlight(ENTRY_KIND, mark)
            for perch in self.board.entry[self.game.to_move]:
                surface.blit(entry, entry.get_rect(center=geo.int_point(perch)))
        gold = sprites.highlight(LANDING_KIND, mark)
        for perch in landings:
            surface.blit(gold, gold.get_rect(center=geo.int_point(perch)))
        preview = self.preview_move() if self.anim is None else None
        shown_path = preview or (self.hint if self.anim is None else None)
        if shown_path is not None:
            self.draw_path_preview(surface, shown_path, hint=preview is None)
        self.draw_birds(surface, state)
        if preview is not None:
            self.draw_caption(surface, preview)

    def draw_path_preview(self, surface: pygame.Surface, move: Move, hint: bool) -> None:
        geo = self.geo()
        pal = self.ctx.assets.palette
        pts = ([geo.point(move.origin)] if move.origin is not None else []) + [geo.point(p) for p in move.path]
        colour = pal.highlights.path if not hint else pal.highlights.last_move
        if len(pts) >= 2:
            draw_path(surface, pts, colour, max(2, round(geo.size / 220)))
        dot = self.ctx.assets.sprites.highlight("path", round(geo.perch_radius * 1.3))
        for p in move.path[:-1]:
            surface.blit(dot, dot.get_rect(center=geo.int_point(p)))
        if hint:
            mark = self.ctx.assets.sprites.highlight("last_move", round(geo.perch_radius * 3))
            for p in ([move.origin] if move.origin is not None else []) + [move.target]:
                surface.blit(mark, mark.get_rect(center=geo.int_point(p)))

    def draw_caption(self, surface: pygame.Surface, move: Move) -> None:
        text = gt.move_preview(self.ctx.gettext, self.board, move)
        geo = self.geo()
        width = min(self.px(300), self.layout.board.width // 2)
        block = self._caption.surface(self.ctx.text, text, self.px(15), width, INK)
        x, y = geo.int_point(move.target)
        rect = block.get_rect()
        rect.inflate_ip(16, 10)
        rect.midbottom = (x, y - round(geo.perch_radius * 2.2))
        rect.clamp_ip(self.layout.board.inflate(-6, -6))
        pygame.draw.rect(surface, (24, 9, 8), rect, border_radius=8)
        pygame.draw.rect(surface, GOLD, rect, 1, border_radius=8)
        surface.blit(block, block.get_rect(center=rect.center))

    def draw_birds(self, surface: pygame.Surface, state: State) -> None:
        sprites = self.ctx.assets.sprites
        geo = self.geo()
        size = self.bird_size()
        anim = self.anim
        sel = self.selection
        items: list[tuple[float, int, list[tuple[Side, bool]]]] = []
        for perch in range(len(self.board.perches)):
            birds = list(state.birds_at(perch))
            if anim is not None and anim.move.origin == perch:
                mover = (anim.move.side, anim.move.owl)
                if mover in birds:
                    birds.remove(mover)
            if birds:
                items.append((geo.point(perch)[1], perch, birds))
        moving_pos = self.moving_bird_pos() if anim is not None else None
        items.sort(key=lambda it: it[0])
        drawn_mover = False
        for y, perch, birds in items:
            if moving_pos is not None and not drawn_mover and moving_pos[1] < y:
                self._draw_mover(surface, moving_pos, size)
                drawn_mover = True
            states = ["normal"] * len(birds)
            if sel is not None and sel[0] == perch:
                for k, (side, owl) in enumerate(birds):
                    if side == self.game.to_move and (sel[1] is None or sel[1] == owl):
                        states[k] = "selected"
                        break
            sprites.draw_perch(surface, geo.point(perch), birds, size, states)
        if moving_pos is not None and not drawn_mover:
            self._draw_mover(surface, moving_pos, size)

    def moving_bird_pos(self) -> tuple[float, float, bool] | None:
        """Screen position of the hopping bird (with a small arc) and whether it is an Owl."""
        anim = self.anim
        if anim is None:
            return None
        geo = self.geo()
        pts = [self.waiting_center(anim.move.side) if anim.move.origin is None
               else geo.point(anim.move.origin)]
        pts += [geo.point(p) for p in anim.move.path]
        if anim.hop_seconds <= 0:
            return (*pts[-1], anim.owl_at(anim.hops))
        f = anim.t / anim.hop_seconds
        k = min(int(f), anim.hops - 1)
        u = min(1.0, f - k)
        (x0, y0), (x1, y1) = pts[k], pts[k + 1]
        lift = math.sin(math.pi * u) * geo.perch_radius * 1.6
        return (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u - lift, anim.owl_at(k + (1 if u >= 0.5 else 0)))

    def _draw_mover(self, surface: pygame.Surface, pos: tuple[float, float, bool], size: int) -> None:
        assert self.anim is not None
        self.ctx.assets.sprites.draw_bird(surface, (pos[0], pos[1]), self.anim.move.side, pos[2],
                                          size, "selected")

    def waiting_center(self, side: Side) -> tuple[float, float]:
        r = self.waiting_rect(side)
        return (r.x + r.height * 0.5, r.centery)

    def draw_card(self, surface: pygame.Surface, side: Side) -> None:
        _ = self._
        ctx = self.ctx
        text = ctx.text
        sprites = ctx.assets.sprites
        card = self.layout.cards[side]
        state = self.shown_state()
        to_move = self.game.to_move == side and not self.game.is_over
        if to_move:
            pygame.draw.rect(surface, GOLD, card.inflate(4, 4), 3, border_radius=16)
        px = self.px
        icon = sprites.bird(side, False, px(26))
        surface.blit(icon, icon.get_rect(center=(card.x + px(26), card.y + px(26))))
        name = text.render(gt.side_name(_, side), px(22), SIDE_COLOURS[side], bold=True)
        surface.blit(name, (card.x + px(48), card.y + px(10)))
        kind = text.render(gt.player_kind(_, self.players[side]), px(14), INK_DIM)
        surface.blit(kind, (card.x + px(52) + name.get_width(), card.y + px(18)))
        score = state.scores[side]
        val = text.render(_("{score} of 6").format(score=score), px(16), INK)
        room = card.width - 14 - px(8) - val.get_width() - 10  # six fish, then the score text
        fish_w = max(12, min(px(34), room // 6 - 3))
        y = card.y + px(44)
        for k in range(6):
            f = sprites.fish(fish_w, k < score)
            surface.blit(f, (card.x + 14 + k * (fish_w + 3), y))
        surface.blit(val, (card.x + px(22) + 6 * (fish_w + 3), y + fish_w * 0.31 - val.get_height() / 2 + 2))
        wr = self.waiting_rect(side)
        off = state.off[side]
        if self.anim is not None and self.anim.move.origin is None and self.anim.move.side == side:
            off -= 1
        stone = max(12, min(wr.height - 6, px(30)))
        selected = to_move and self.selection == (None, None)
        label = text.render(_("Waiting: {count}").format(count=off), px(13), INK_DIM)
        surface.blit(label, (wr.x, wr.y - 2))
        row_left = wr.x + label.get_width() + 12
        room = wr.right - row_left
        step = stone + 4
        if off > 1 and stone + (off - 1) * step > room:  # overlap the stones to stay in the card
            step = max(stone // 3, (room - stone) // (off - 1))
        for k in range(off):
            state_name = "selected" if selected and k == off - 1 else "normal"
            img = sprites.bird(side, False, stone, state_name)
            cx = row_left + stone // 2 + k * step
            surface.blit(img, img.get_rect(center=(cx, wr.centery + 4)))
        if self.ai.busy and self.ai.pending and self.ai.pending[1] == "move" and side == self.game.to_move:
            dots = "." * (1 + int(self.thinking * 3) % 3)
            think = text.render(_("Thinking") + dots, px(15), GOLD)
            surface.blit(think, (card.right - px(100), card.y + px(14)))
            cx, cy, r = card.right - px(116), card.y + px(24), px(7)
            a = self.thinking * 6
            pygame.draw.circle(surface, INK_DIM, (cx, cy), r, 2)
            pygame.draw.line(surface, GOLD, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), 2)
        for rect, number, used in self.tile_rects(side):
            state_name = "used" if used else ("selected" if number == self.number else "normal")
            tile = sprites.tile(number, rect.width, state_name)
            surface.blit(tile, rect)
        tiles = self.tile_rects(side)
        if tiles:
            area = self.layout.tiles[side]
            labels = (_("light"), _("dark"))
            for (rect, _n, _u), lab in zip(tiles, labels, strict=True):
                t = text.render(lab, px(12), INK_DIM)
                surface.blit(t, t.get_rect(midtop=(rect.centerx, min(rect.bottom - 2, area.bottom))))

    def draw_tray(self, surface: pygame.Surface) -> None:
        tray = self.layout.tray
        jar = self.jar_image(int(tray.height * 0.8))
        wobble = 0.0
        if self.shake > 0.001:
            wobble = math.sin(self.shake_phase) * 18 * self.shake
        elif self.human_turn() and self.game.needs_throw:
            wobble = math.sin(pygame.time.get_ticks() / 400.0) * 1.5
        img = pygame.transform.rotate(jar, wobble) if abs(wobble) > 0.05 else jar
        jx = tray.x + 16 + jar.get_width() // 2
        jy = tray.bottom - 10 - jar.get_height() // 2
        surface.blit(img, img.get_rect(center=(jx, jy)))
        if self.sticks_image is not None:
            sticks = self.sticks_image
            area = pygame.Rect(jx + jar.get_width() // 2 + 4, tray.y + 6, tray.right - jx - jar.get_width() // 2 - 10, tray.height - 12)
            scale = min(1.0, area.width / sticks.get_width(), area.height / sticks.get_height())
            if scale < 1.0:
                sticks = pygame.transform.smoothscale(
                    sticks, (int(sticks.get_width() * scale), int(sticks.get_height() * scale)))
                self.sticks_image = sticks
            t = 1 - (1 - self.spill) ** 2
            x = jx + (area.centerx - jx) * t
            y = (tray.y + 10) + (area.centery - tray.y - 10) * t
            if t < 1.0:
                img2 = sticks.copy()
                img2.set_alpha(int(255 * min(1.0, t * 1.6)))
                surface.blit(img2, img2.get_rect(center=(x, y)))
            else:
                surface.blit(sticks, sticks.get_rect(center=(x, y)))

    def jar_image(self, height: int) -> pygame.Surface:
        """A bamboo cup with the six sticks in it (painted once per size)."""
        key = (height,)
        if self._jar is None or self._jar_key != key:
            pal = self.ctx.assets.palette
            w = max(30, int(height * 0.55))
            surf = pygame.Surface((w + 8, height), pygame.SRCALPHA)
            body = pygame.Rect(4, int(height * 0.3), w, int(height * 0.68))
            stick_cols = [pal.bamboo_light, pal.lacquer_stick_light] * 3
            for k, col in enumerate(stick_cols):
                x = body.x + int(body.width * (0.18 + 0.13 * k))
                top = int(height * (0.02 + 0.05 * (k % 3)))
                pygame.draw.line(surf, (0, 0, 0), (x + 1, top + 1), (x + 1, body.y + 10), 6)
                pygame.draw.line(surf, col, (x, top), (x, body.y + 10), 5)
            strips = 12
            for k in range(strips):
                t = (k + 0.5) / strips
                amt = math.sin(math.pi * t) ** 0.8
                c = tuple(int(pal.bamboo_dark[i] + (pal.bamboo[i] - pal.bamboo_dark[i]) * amt) for i in range(3))
                pygame.draw.rect(surf, c, pygame.Rect(body.x + body.width * k // strips, body.y,
                                                      body.width // strips + 1, body.height))
            for fy in (0.12, 0.5, 0.88):
                y = body.y + int(body.height * fy)
                pygame.draw.line(surf, pal.vermilion_dark, (body.x, y), (body.right - 1, y), 3)
            pygame.draw.rect(surf, (40, 20, 10), body, 2, border_radius=4)
            pygame.draw.ellipse(surf, (30, 14, 8), pygame.Rect(body.x, body.y - 5, body.width, 10))
            pygame.draw.ellipse(surf, pal.bamboo_light, pygame.Rect(body.x, body.y - 5, body.width, 10), 2)
            self._jar = surf
            self._jar_key = key
        return self._jar

    def status_text(self) -> str:
        _ = self._
        game = self.game
        who = gt.side_name(_, game.to_move)
        if game.is_over:
            if game.winner is None:
                return _("The game is drawn")
            return _("{side} wins!").format(side=gt.side_name(_, game.winner))
        if self.message is not None:
            head = self.message(_)
        else:
            head = ""
        if self.anim is not None:
            return head
        if not self.is_human(game.to_move):
            line = _("{side} (computer) is playing").format(side=who)
            if self.mode == "watch" and self.paused:
                line = _("Paused: S steps, P plays on")
            return (head + "\n" + line) if head else line
        if game.needs_throw:
            line = _("{side}: throw the sticks (Space, or shake the jar with the mouse and click it)").format(side=who)
        else:
            preview = self.preview_move()
            if preview is not None:
                line = gt.move_preview(_, self.board, preview)
            elif self.selection is None:
                line = _("{side}: choose a bird (Tab) and a number (1-4); click a gold perch").format(side=who)
            else:
                line = _("Choose a gold perch (arrows, Enter); Esc cancels")
        return (head + "\n" + line) if head else line

    def draw_status(self, surface: pygame.Surface) -> None:
        rect = self.layout.status
        block = self._status.surface(self.ctx.text, self.status_text(), self.px(15), rect.width - 20, INK,
                                     line_gap=1.3, max_lines=4)
        surface.blit(block, (rect.x + 10, rect.y + 8))
        if self.mode == "watch":
            speed = self.ctx.text.render(f"\u00d7{self.speed:g}", self.px(14), INK_DIM)
            surface.blit(speed, speed.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)))

    def draw_help(self, surface: pygame.Surface) -> None:
        """Turn number and the keys, between the two cards."""
        _ = self._
        lay = self.layout
        top = lay.tiles[Side.WHITE].bottom + 24
        bottom = lay.cards[Side.GREEN].y - 12
        if bottom - top < 60:
            return
        text = self.ctx.text
        turn = text.render(_("Turn {turn}").format(turn=self.game.turn_number), self.px(20), GOLD,
                           bold=True)
        surface.blit(turn, (lay.left.x + 12, top))
        if self.mode == "watch":
            keys = _("P pause, S step, + and - change the speed, Q/E rotate, L lines, N names, "
                     "F2 language")
        else:
            keys = _("Space throw · 1-4 or Z/X numbers · Tab birds · Up/Down perches · "
                     "Enter play · Esc cancel · Q/E or Left/Right rotate · L lines · "
                     "N names · H hint · R rules · F2 language · F11 full screen")
        block = self._help.surface(text, keys, self.px(13), lay.left.width - 24, INK_DIM,
                                   line_gap=1.35)
        room = bottom - top - self.px(34)
        surface.blit(block, (lay.left.x + 12, top + self.px(32)), area=pygame.Rect(0, 0, block.get_width(), room))

    def draw_log(self, surface: pygame.Surface) -> None:
        rect = self.layout.log
        size = self.px(14)
        step = self.px(19)
        title = self.ctx.text.render(self._("Events"), size, GOLD, bold=True)
        surface.blit(title, (rect.x + 10, rect.y + 6))
        lines = self.log.lines(self.ctx, rect.width - 10, size)
        room = max(1, min(LOG_LINES, (rect.height - self.px(32)) // step))
        y = rect.y + self.px(28)
        for line in lines[-room:]:
            surface.blit(line, (rect.x + 10, y))
            y += step


def _faces_for_throw(throw, rng: random.Random) -> StickFaces:
    from ..engine import faces_for

    return faces_for(throw, rng)


def start_from_saved(ctx: Context, saved: SavedGame) -> GameScene | None:
    """Open a saved game (from a file the user chose) in the game screen."""
    return GameScene.from_saved(ctx, saved)


def demo_scene(ctx: Context, finished: bool = False, seed: int = 7) -> Scene:
    """A game scene in a seeded position (for screenshots): mid-turn, or over with the victory."""
    rng = random.Random(seed)
    game = Game.new()
    scene_rng = ctx.rng
    ctx.rng = rng
    target_turns = 10_000 if finished else 14
    while not game.is_over and game.turn_number < target_turns:
        if game.needs_throw:
            game.throw(throw_sticks(rng).throw)
            continue
        moves = game.legal_moves()
        best = max(moves, key=lambda m: (m.wins, m.points, m.promoted, rng.random()))
        game.play(best)
    if not finished and game.needs_throw:
        game.throw(3, 1) if not game.is_over else None
    ctx.rng = scene_rng
    scene = GameScene(ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}, "two")
    if game.turns and game.turns[-1].moves:
        scene.last_move = game.turns[-1].moves[-1]
    for turn in game.turns[-6:]:
        scene.log.add(lambda _, t=turn: gt.throw_log(_, t), SIDE_COLOURS[turn.side])
        for m in turn.moves:
            scene.log.add(lambda _, m=m: gt.move_log(_, game.board, m), SIDE_COLOURS[m.side])
    if game.current_throw is not None:
        scene._show_sticks(_faces_for_throw(game.current_throw, rng))
        scene.spill = 1.0
    if finished:
        from .victory import VictoryScene

        return VictoryScene(ctx, scene)
    return scene
