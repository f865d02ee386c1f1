"""Every scene of the game by name: the catalogue the app gives its scene stack.

Scenes open each other through ``SceneStack.make(name, ...)``, so only this module (and
the app, through it) imports the scene modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import game_open
from .base import SceneFactory
from .confirm import ConfirmScene
from .demo import demo_scene
from .files import FilesScene
from .game import GameScene
from .learn import LearnScene
from .lesson import LessonScene
from .readings import ReadingsScene
from .rules import RulesScene
from .settings import SettingsScene
from .throw_entry import ThrowEntryScene
from .title import TitleScene
from .victory import VictoryScene

if TYPE_CHECKING:
    from ..context import Context
    from .base import Scene, SceneStack


def scene_catalog() -> dict[str, SceneFactory]:
    """Scene names to factories (each takes the context first)."""
    return {
        "title": TitleScene,
        "game": GameScene,
        "game.saved": game_open.from_saved,
        "game.autosave": game_open.from_autosave,
        "game.replay": game_open.replay,
        "rules": RulesScene,
        "learn": LearnScene,
        "lesson": LessonScene,
        "readings": ReadingsScene,
        "settings": SettingsScene,
        "files": FilesScene,
        "confirm": ConfirmScene,
        "victory": VictoryScene,
        "throw entry": ThrowEntryScene,
    }


def open_screen(ctx: Context, stack: SceneStack, name: str) -> None:
    """Push the scenes that show screen ``name`` (one of ``liubo.app.SCENE_NAMES``) on an
    empty stack: the title with a sub-menu open, a seeded game with an overlay over it,
    the first lesson over the course, and so on. An unknown name opens the title."""
    if name in ("title", "computer", "watch", "readings", "learn", "lesson"):
        title = TitleScene(ctx)
        stack.push(title)
        if name in ("computer", "watch"):
            title.open_menu(name)
        elif name == "readings":
            title.open_readings()
        elif name in ("learn", "lesson"):
            learn = LearnScene(ctx)
            stack.push(learn)
            if name == "lesson" and learn.lessons:
                learn.open_lesson(learn.lessons[0])
        return
    if name == "replay":
        game = demo_scene(ctx).game  # type: ignore[attr-defined]
        stack.push(game_open.replay(ctx, game))
        return
    if name == "victory":  # over its game, as a game's end shows it
        victory = demo_scene(ctx, finished=True)
        stack.push(victory.game_scene)  # type: ignore[attr-defined]
        stack.push(victory)
        return
    if name == "rules":
        stack.push(RulesScene(ctx))
        return
    game = demo_scene(ctx)
    stack.push(game)
    if name == "confirm":
        game.ask_exit()  # type: ignore[attr-defined]
    elif name == "settings":
        stack.push(SettingsScene(ctx))
    elif name == "files":
        stack.push(FilesScene(ctx, "save"))
    elif name == "throw entry":
        stack.push(ThrowEntryScene(ctx, ctx.gettext("Green"), lambda *_: None))


def make_scene(ctx: Context, name: str) -> Scene:
    """A scene to start with (``--scene`` and screenshots): title, game, rules, learn,
    victory."""
    if name == "rules":
        return RulesScene(ctx)
    if name == "learn":
        return LearnScene(ctx)
    if name in ("game", "victory"):
        return demo_scene(ctx, finished=name == "victory")
    return TitleScene(ctx)
