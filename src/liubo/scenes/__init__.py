"""The screens of the game: a scene stack with title, game, rules and victory scenes.

Scenes are classes taking the ``Context``; they push and pop each other directly. The
settings scene lives in ``liubo.scenes.settings`` (``SettingsScene``) when it exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..context import Context
    from .base import Scene


def make_scene(ctx: Context, name: str) -> Scene:
    """A scene to start with (for ``--scene`` and screenshots): title, game, rules, victory."""
    if name == "rules":
        from .rules import RulesScene

        return RulesScene(ctx)
    if name in ("game", "victory"):
        from .game import demo_scene

        return demo_scene(ctx, finished=name == "victory")
    from .title import TitleScene

    return TitleScene(ctx)
