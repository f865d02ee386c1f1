"""What the game screen's parts ask of the game screen: the ``GameScreen`` protocol.

The game screen is one scene (``game.GameScene``) whose work is shared with modules that
each own one part of it: the commands and clicks (``game_input``, ``game_clicks``), the
event log and the Owl question (``game_log``), looking back and replays
(``game_history``, ``game_replay``), the computer players (``game_computer``), the odds
(``game_odds``), the analysis (``game_analysis``), what the table shows
(``game_snapshot``) and the buttons (``game_toolbar``). They are written against this
protocol, not against ``GameScene``, so none of them imports the scene that imports them;
mypy checks that ``GameScene`` (and ``LessonScene``) provide all of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame
    from pygame_gui.elements import UIButton

    from ..context import Context
    from ..engine import Game, Side, StickFaces, Throw
    from ..engine import GameMove as Move
    from ..engine import GameState as State
    from ..model.analysis_job import AnalysisJob
    from ..model.event_log import EventLog
    from ..model.history import Captions, Cursor
    from ..model.move_view import MoveView
    from ..model.odds import OddsService
    from ..model.turn_input import Ambiguous, Promotion, TurnInput
    from ..render.motion import MoveAnimation
    from ..render.snapshot import TableSnapshot
    from ..render.table import TableView
    from .base import Scene, SceneStack, Screens
    from .players import ComputerPlayers

#: A message in no language yet: given the translator, its text.
Message = Callable[[Callable[[str], str]], str]


class GameScreen(Protocol):
    """The game screen as its parts see it: the game, what is on view, and its actions."""

    # the game and who plays it
    name: str  # "game", or "lesson" for a lesson on the game table
    ctx: Context
    stack: SceneStack | None
    game: Game
    players: dict[Side, str]
    mode: str  # "two", "computer", "watch", "replay"...
    move_view: MoveView
    turn: TurnInput
    ai: ComputerPlayers
    ai_wait: float
    thinking: float
    # what is on view
    view: TableView
    dirty: bool
    cursor: Cursor
    lesson: Captions
    log: EventLog
    message: Message | None
    panel: str
    move_scroll: int
    move_words: bool
    show_odds: bool
    odds: OddsService | None
    analysis: AnalysisJob | None
    toolbar_menu: bool
    hover: int | None
    hint: Move | None
    last_move: Move | None
    anim: MoveAnimation | None
    # the clocks of replays, captions and the end of a game
    paused: bool
    step_once: bool
    replay_clock: float
    caption_clock: float
    victory_delay: float | None
    entry_put_off: bool

    @property
    def names_mode(self) -> str: ...

    @property
    def speed(self) -> float: ...

    def _(self, message: str) -> str: ...

    # the turn
    def human_turn(self) -> bool: ...

    def is_human(self, side: Side) -> bool: ...

    def throw(self) -> None: ...

    def do_throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> None: ...

    def ask_for_throw(self) -> None: ...

    def faces_for(self, throw: Throw) -> StickFaces: ...

    def show_sticks(self, faces: StickFaces | None, animate: bool) -> None: ...

    def play(self, move: Move) -> None: ...

    def land(self, perch: int) -> bool: ...

    def act_on(self, landing: Move | Ambiguous | Promotion | None) -> bool: ...

    def preview_move(self) -> Move | None: ...

    def changed_selection(self, changed: bool = True) -> None: ...

    def request_hint(self) -> None: ...

    def step(self) -> None: ...

    def autosave(self) -> None: ...

    def animation_seconds(self, table: dict[str, float], default: float) -> float: ...

    # what is shown
    def build(self) -> None: ...

    def button(
        self,
        rect: pygame.Rect,
        text: str,
        on_press: Callable[[], object],
        *,
        object_id: str = "#small_button",
        focus: bool = False,
        tooltip: str | None = None,
        enabled: bool = True,
    ) -> UIButton: ...

    def snapshot(self) -> TableSnapshot: ...

    def snapshot_state(self) -> State: ...

    def shown_state(self) -> State: ...

    def status_text(self) -> str: ...

    def sync_throw_button(self) -> None: ...

    def rotate(self, step: int) -> None: ...

    def point(self, pos: tuple[int, int], speed: float) -> bool: ...

    def click(self, pos: tuple[int, int]) -> bool: ...

    def toggle_pause(self) -> None: ...

    def toggle_panel(self) -> None: ...

    def toggle_lines(self) -> None: ...

    def toggle_odds(self) -> None: ...

    def cycle_names(self) -> None: ...

    def cycle_speed(self) -> None: ...

    def change_speed(self, delta: int) -> None: ...

    def cycle_presenter(self) -> None: ...

    # other screens
    def open(self, make: Callable[[Screens], Scene | None]) -> None: ...

    def open_rules(self) -> None: ...

    def open_settings(self) -> None: ...

    def ask_exit(self) -> None: ...
