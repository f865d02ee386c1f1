"""The scene base class (the stack of scenes is :mod:`.stack`, after Tuxemon's state stack).

A scene has lifecycle hooks (``enter``, ``exit``, ``pause``, ``resume``), handles
``Command`` values (returning True when it used one), updates with ``dt`` and draws. Its
pygame-gui widgets live in one container built by ``build_ui`` and killed on exit; while a
scene is paused under an overlay its container is hidden, so clicks only reach the top.

Scenes never import each other: a scene opens another through the stack's ``screens``,
one typed constructor per scene (:class:`.stack.Screens`: ``screens.rules(ctx, topic)``,
``screens.game(ctx, game, players)``...), which the catalogue the app hands the stack
implements (``liubo.scenes.catalog.SceneCatalog``); mypy checks every call's arguments.

A scene's buttons, their actions and the keyboard focus ring among them are its
``buttons`` (``liubo.scenes.buttons.SceneButtons``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..input import Command
from .buttons import SceneButtons

if TYPE_CHECKING:
    from ..content.lesson_format import Lesson
    from ..content.lesson_progress import LessonProgress
    from ..context import Context
    from ..engine import Game, Side, StickFaces, Throw
    from ..model.history import Captions
    from ..services.storage import SavedGame


def widget_rect(rect: pygame.Rect) -> pygame.Rect:
    """``rect`` at least one pixel wide and high: a layout for a window narrower than its
    margins (a 10x400 window) gives negative sizes, which no widget can have."""
    return pygame.Rect(rect.x, rect.y, max(1, rect.width), max(1, rect.height))


class Screens(Protocol):
    """The scenes one scene may open, each by its typed constructor (the catalogue)."""

    def title(self, ctx: Context) -> Scene: ...

    def game(
        self, ctx: Context, game: Game, players: dict[Side, str], mode: str = "two"
    ) -> Scene: ...

    def saved_game(self, ctx: Context, saved: SavedGame) -> Scene | None: ...

    def autosaved_game(self, ctx: Context) -> Scene | None: ...

    def replay(self, ctx: Context, game: Game, captions: Captions | None = None) -> Scene: ...

    def victory(self, ctx: Context, game_scene: Scene) -> Scene: ...

    def rules(
        self, ctx: Context, topic: str | None = None, options: Mapping[str, str] | None = None
    ) -> Scene: ...

    def learn(self, ctx: Context) -> Scene: ...

    def lesson(
        self,
        ctx: Context,
        lesson: Lesson,
        progress: LessonProgress,
        lessons: list[Lesson] | None = None,
    ) -> Scene: ...

    def readings(
        self,
        ctx: Context,
        options: Mapping[str, str],
        on_done: Callable[[dict[str, str]], None],
    ) -> Scene: ...

    def settings(self, ctx: Context) -> Scene: ...

    def files(self, ctx: Context, mode: str = "load") -> Scene: ...

    def share(self, ctx: Context) -> Scene: ...

    def confirm(
        self,
        ctx: Context,
        title: str,
        message: str,
        on_yes: Callable[[], object],
        yes_label: str | None = None,
        no_label: str | None = None,
        on_no: Callable[[], None] | None = None,
    ) -> Scene: ...

    def throw_entry(
        self,
        ctx: Context,
        side: str,
        on_throw: Callable[[Throw, StickFaces | None], None],
        sticks: int = 3,
        values: tuple[int, ...] | None = None,
        rounded: Callable[[bool], bool] = bool,
        for_computer: bool = False,
    ) -> Scene: ...


class SceneHolder(Protocol):
    """What a scene reads of the stack it is on (:class:`.stack.SceneStack`)."""

    @property
    def scenes(self) -> list[Scene]: ...

    @property
    def top(self) -> Scene | None: ...

    @property
    def screens(self) -> Screens: ...

    def __len__(self) -> int: ...

    def find(self, name: str) -> Scene | None: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def clear_to(self, scene: Scene) -> None: ...

    def game_to_save(self) -> SavedGame | None: ...


class Scene:
    """One screen. Subclasses override the hooks they need."""

    #: An opaque scene covers the whole window, so scenes under it need not draw.
    opaque = True
    #: The scene's name in the catalogue.
    name = "scene"

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.stack: SceneHolder | None = None
        self.dirty = True
        self.container: pygame_gui.core.UIContainer | None = None
        self.buttons = SceneButtons()
        self.active = False

    # -- translation shortcut ---------------------------------------------------------------
    def _(self, message: str) -> str:
        """The message in the current language."""
        return self.ctx.gettext(message)

    # -- lifecycle ------------------------------------------------------------------------
    def enter(self) -> None:
        """Called once when pushed: build the widgets."""
        self.active = True
        self.build()

    def exit(self) -> None:
        """Called once when popped: free the widgets and anything else."""
        self.active = False
        self.kill_ui()

    def pause(self) -> None:
        """Another scene was pushed over this one: hide the widgets."""
        if self.container is not None:
            self.container.hide()

    def resume(self) -> None:
        """The scene above was popped: show the widgets again."""
        if self.container is not None:
            self.container.show()
        self.dirty = True

    # -- widgets --------------------------------------------------------------------------
    def build(self) -> None:
        """(Re)create the container and call ``build_ui``."""
        self.kill_ui()
        size = self.ctx.screen.get_size()
        self.container = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), size), self.ctx.ui, starting_height=self.layer()
        )
        self.build_ui()
        self.buttons.keep_focus_within()
        self.dirty = True

    def layer(self) -> int:
        """pygame-gui layer of the container: above the scenes under it."""
        if self.stack is None:
            return 1
        try:
            return 1 + 10 * self.stack.scenes.index(self)
        except ValueError:
            return 1

    def build_ui(self) -> None:
        """Create the scene's widgets inside ``self.container``."""

    def kill_ui(self) -> None:
        """Remove every widget of the scene."""
        if self.container is not None:
            self.container.kill()
            self.container = None
        self.buttons.clear()

    def rebuild(self) -> None:
        """Rebuild for a new language or window size (state is kept)."""
        self.build()
        if self.stack is not None and self.stack.top is not self and self.container is not None:
            self.container.hide()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: recompute the layout."""
        self.rebuild()

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
    ) -> UIButton:
        """A button in the scene's container that calls ``on_press`` when pressed."""
        assert self.container is not None
        button = UIButton(
            widget_rect(rect),
            text,
            self.ctx.ui,
            container=self.container,
            object_id=object_id,
            tool_tip_text=tooltip,
        )
        if not enabled:
            button.disable()
        self.buttons.add(button, on_press, focus=focus)
        return button

    def ui_event(self, event: pygame.event.Event) -> bool:
        """A pygame-gui event; True if it was one of this scene's buttons."""
        if self.buttons.ui_event(event):
            self.dirty = True
            return True
        return False

    # -- focus ----------------------------------------------------------------------------
    def focused_button(self) -> UIButton | None:
        """The button with the keyboard focus, if any."""
        return self.buttons.focused()

    def press_focused(self) -> bool:
        """Press the focused button (Enter)."""
        if self.buttons.press_focused():
            self.dirty = True
            return True
        return False

    def handle_focus(self, cmd: Command) -> bool:
        """Default keyboard navigation among the scene's buttons."""
        if self.buttons.handle(cmd):
            self.dirty = True
            return True
        return False

    # -- overlays -------------------------------------------------------------------------
    def open(self, make: Callable[[Screens], Scene | None]) -> None:
        """Push the scene that ``make`` builds from the catalogue over this one
        (``self.open(lambda screens: screens.files(self.ctx, "save"))``); nothing when this
        scene is on no stack."""
        if self.stack is not None:
            scene = make(self.stack.screens)
            if scene is not None:
                self.stack.push(scene)

    def open_rules(self) -> None:
        """Show the rulebook over this scene; closing it returns to the same moment."""
        self.open(lambda screens: screens.rules(self.ctx))

    def open_settings(self) -> None:
        """Show the settings over this scene."""
        self.open(lambda screens: screens.settings(self.ctx))

    def settle(self) -> None:
        """Finish any background work at once (for a still frame: screenshots, tests)."""

    # -- per frame ------------------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        """Handle a command; True if used. The default does button focus navigation."""
        return self.handle_focus(cmd)

    def update(self, dt: float) -> bool:
        """Advance animations; True while something moves (the frame must be redrawn)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (widgets are drawn by the UIManager afterwards)."""

    def draw_after_ui(self, surface: pygame.Surface) -> None:
        """Draw over the widgets (the focus ring, tooltips of our own)."""
        self.buttons.draw_focus(surface)
