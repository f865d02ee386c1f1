"""The screens of the game: a scene stack with title, game, rules and victory scenes.

Scenes are classes taking the ``Context``; they push and pop each other directly. The
settings scene lives in ``liubo.scenes.settings`` (``SettingsScene``) when it exists.
"""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..context import Context
    from .base import Scene


def load_python_i18n() -> None:
    """Import pygame-gui's ``i18n`` dependency before the repository's ``i18n/`` folder can
    shadow it (running from a checkout puts the current folder first on ``sys.path``)."""
    if "i18n" in sys.modules and hasattr(sys.modules["i18n"], "set"):
        return
    sys.modules.pop("i18n", None)
    saved = list(sys.path)
    try:
        sys.path[:] = [
            p for p in saved if not os.path.isfile(os.path.join(p or os.curdir, "i18n", "babel.cfg"))
        ]
        import i18n  # noqa: F401  (python-i18n, used by pygame-gui)
    except ImportError:
        pass
    finally:
        sys.path[:] = saved


load_python_i18n()


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
