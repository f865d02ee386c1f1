"""pygame-gui's UIManager with the theme's fonts loaded when first used, not all at start.

pygame-gui preloads every font the theme names (each object id's size and weight) when the
UIManager is made: 13 faces of the 8.5 MB Noto Sans SC, about 100-200 ms before the first
frame, each read into its own copy in memory. The title screen uses a few of them. Here
each theme font becomes a resource that loads itself the first time pygame-gui asks for
its font object (a widget being built with it), from the file on disk rather than a copy
in memory; everything else (images, shadows) loads as pygame-gui loads it.
"""

from __future__ import annotations

import warnings
from importlib import resources
from pathlib import Path
from typing import Any

import pygame_gui
from pygame_gui.core.resource_loaders import BlockingThreadedResourceLoader
from pygame_gui.core.utility import FontResource, PackageResource


class LazyFontResource(FontResource):  # type: ignore[misc]
    """A ``FontResource`` that loads its font on the first read of ``loaded_font``."""

    _tried = False

    @property
    def loaded_font(self) -> Any:
        font = self.__dict__.get("_font")
        if font is None and not self._tried:
            self._tried = True
            self._use_file_path()
            error = self.load()  # sets loaded_font through the setter below
            if error is not None:
                warnings.warn(str(error), stacklevel=2)
            font = self.__dict__.get("_font")
        return font

    @loaded_font.setter
    def loaded_font(self, value: Any) -> None:
        self.__dict__["_font"] = value

    def _use_file_path(self) -> None:
        """Open a packaged font by its path (SDL reads the file; no 8.5 MB copy per size)."""
        location = self.location
        if isinstance(location, PackageResource):
            try:
                path = resources.files(location.package) / location.resource
            except (ModuleNotFoundError, TypeError):
                return
            if isinstance(path, Path) and path.is_file():
                self.location = str(path)


class LazyFontLoader(BlockingThreadedResourceLoader):  # type: ignore[misc]
    """pygame-gui's blocking loader, except that fonts wait until they are used."""

    def add_resource(self, resource: Any) -> None:
        if isinstance(resource, FontResource):
            resource.__class__ = LazyFontResource
            return
        super().add_resource(resource)


def make_ui_manager(size: tuple[int, int], theme: dict[str, Any]) -> pygame_gui.UIManager:
    """A UIManager for ``theme`` whose theme fonts load on first use."""
    loader = LazyFontLoader()
    ui = pygame_gui.UIManager(size, theme, enable_live_theme_updates=False, resource_loader=loader)
    loader.start()  # what UIManager does itself without a loader of its own
    loader.update()
    return ui
