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
    from .base import Scene


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
