"""What the game screen's parts ask of the game screen: the ``GameScreen`` protocol.

The game screen is one scene (``game.GameScene``) that draws a ``GameSession``
(``liubo.model.game_session``: the game, its turn, history, computer players and autosave,
no pygame) and forwards input to it. Its parts each own one piece of what is on view: the
panel under the status (``game_log.PanelTabs``), the odds (``game_odds.OddsPanel``), the
toolbar's menu (``game_toolbar.Toolbar``), a replay's clocks (``game_replay.Playback``);
and the functions of ``game_input``, ``game_history``, ``game_computer`` and
``game_snapshot`` turn commands into the session's actions and the session into a table
snapshot. Input goes one way: ``game_input`` hits the view, asks the session, which plays
through the engine and returns what to show; the scene animates it. They read the scene
and call its methods, never set its attributes. They are
written against this protocol, not against ``GameScene``, so none of them imports the scene
that imports them; mypy checks that ``GameScene`` (and ``LessonScene``) provide all of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame
    from pygame_gui.elements import UIButton

    from ..context import Context
    from ..engine import GameMove as Move
    from ..engine import GameState as State
    from ..engine import StickFaces, Throw
    from ..model.game_session import GameSession
    from ..render.motion import MoveAnimation
    from ..render.snapshot import TableSnapshot
    from ..render.table import TableView
    from .base import Scene, SceneHolder, Screens
    from .game_log import PanelTabs
    from .game_odds import OddsPanel
    from .game_replay import Playback


class GameScreen(Protocol):
    """The game screen as its parts see it: the session, what is on view, and its actions."""

    name: str  # "game", or "lesson" for a lesson on the game table
    ctx: Context
    stack: SceneHolder | None
    session: GameSession
    # what is on view, each part with its own state
    view: TableView
    panel_tabs: PanelTabs
    odds_panel: OddsPanel
    playback: Playback
    hover: int | None
    anim: MoveAnimation | None

    @property
    def names_mode(self) -> str: ...

    @property
    def speed(self) -> float: ...

    def _(self, message: str) -> str: ...

    # the turn
    def human_turn(self) -> bool: ...

    def throw(self) -> None: ...

    def do_throw(self, throw: Throw | None = None, faces: StickFaces | None = None) -> None: ...

    def play(self, move: Move) -> None: ...

    def preview_move(self) -> Move | None: ...

    def changed_selection(self, changed: bool = True) -> None: ...

    def request_hint(self) -> None: ...

    def animation_seconds(self, table: dict[str, float], default: float) -> float: ...

    # what is shown
    def redraw(self) -> None: ...

    def looked(self, moved: bool) -> bool: ...

    def rewound(self) -> None: ...

    def hover_over(self, perch: int | None) -> None: ...

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

    def shown_state(self) -> State: ...

    def toggle_panel(self) -> None: ...

    def toggle_odds(self) -> None: ...

    # other screens
    def open(self, make: Callable[[Screens], Scene | None]) -> None: ...

    def open_rules(self) -> None: ...

    def open_settings(self) -> None: ...

    def ask_exit(self) -> None: ...
