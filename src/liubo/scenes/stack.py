"""The stack of scenes in play (after Tuxemon's state stack); the typed constructors of
the scenes one scene may open are :class:`.base.Screens`.

The top scene is active and gets the commands and the frame's update; overlays sit above
the scene they cover, and the scenes are drawn from the highest opaque one up. A scene
pushed is entered and the old top paused; one popped exits and the one below resumes.
"""

from __future__ import annotations

import pygame

from ..input import Command
from ..services.storage import SavedGame
from .base import Scene, Screens


class SceneStack:
    """The scenes in play, the top one active; overlays sit above the scene they cover.

    ``screens`` makes the scenes that scenes may open (``liubo.scenes.catalog``).
    """

    def __init__(self, screens: Screens | None = None) -> None:
        self.scenes: list[Scene] = []
        self._screens = screens

    @property
    def screens(self) -> Screens:
        """The typed constructors of every scene (a stack made without them opens none)."""
        if self._screens is None:
            raise RuntimeError("this scene stack was made without the scene catalogue")
        return self._screens

    def game_to_save(self) -> SavedGame | None:
        """The game in progress under the overlays, if any.

        The topmost scene offering ``saved_game() -> SavedGame`` (the game screen) is asked.
        """
        for scene in reversed(self.scenes):
            provider = getattr(scene, "saved_game", None)
            if callable(provider):
                try:
                    saved = provider()
                except Exception:  # a game mid-animation must not crash the dialog
                    saved = None
                if isinstance(saved, SavedGame):
                    return saved
        return None

    def find(self, name: str) -> Scene | None:
        """The highest scene called ``name``, if one is in the stack."""
        for scene in reversed(self.scenes):
            if scene.name == name:
                return scene
        return None

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top: the old top is paused, the new one entered."""
        if self.scenes:
            self.scenes[-1].pause()
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene: it exits and the one below resumes."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        scene.stack = None
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene`` (the one below is not resumed in between)."""
        if self.scenes:
            old = self.scenes.pop()
            old.exit()
            old.stack = None
        scene.stack = self
        self.scenes.append(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Exit every scene and start over with ``scene``."""
        while self.scenes:
            old = self.scenes.pop()
            old.exit()
            old.stack = None
        self.push(scene)

    def handle(self, cmd: Command) -> bool:
        """Give a command to the top scene."""
        top = self.top
        return top.handle(cmd) if top is not None else False

    def ui_event(self, event: pygame.event.Event) -> bool:
        """Give a pygame-gui event to the top scene."""
        top = self.top
        return top.ui_event(event) if top is not None else False

    def update(self, dt: float) -> bool:
        """Update the top scene (scenes underneath are frozen); True if a redraw is due."""
        top = self.top
        if top is None:
            return False
        moving = top.update(dt)
        # Only scenes that will be drawn count: a hidden scene's flag would never be cleared.
        dirty = any(s.dirty for s in self.visible())
        return moving or dirty

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque scene up."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes bottom first."""
        for scene in self.visible():
            scene.draw(surface)
            scene.dirty = False

    def draw_after_ui(self, surface: pygame.Surface) -> None:
        """Draw the top scene's layer over the widgets."""
        top = self.top
        if top is not None:
            top.draw_after_ui(surface)

    def rebuild_all(self) -> None:
        """Rebuild every scene's widgets (language change, resize)."""
        for scene in self.scenes:
            scene.rebuild()

    def resize_all(self, size: tuple[int, int]) -> None:
        """Tell every scene the window size changed."""
        for scene in self.scenes:
            scene.resize(size)
