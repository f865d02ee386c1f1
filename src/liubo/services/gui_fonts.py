"""pygame-gui's UIManager with the theme's fonts loaded when first used, not all at start,
and tooltips that cover no other button.

pygame-gui preloads every font the theme names (each object id's size and weight) when the
UIManager is made: 13 faces of the 8.5 MB Noto Sans SC, about 100-200 ms before the first
frame, each read into its own copy in memory. The title screen uses a few of them. Here
each theme font becomes a resource that loads itself the first time pygame-gui asks for
its font object (a widget being built with it), from the file on disk rather than a copy
in memory; everything else (images, shadows) loads as pygame-gui loads it.
"""

from __future__ import annotations

import copy
import re
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


TIP_WIDTH = 380  # a tooltip's widest, in pixels (pygame-gui's own is 170), at TIP_PX
TIP_PX = 15  # a tooltip's text size (the theme's tool_tip.text_box)
SIZED_ID = re.compile(r"#(?:button|toggle_on|throw)_(\d+)")


def sized_px(element: Any) -> int:
    """The text size of a presenter-mode button (its style is one of ``sized_buttons``),
    0 for any other element."""
    for oid in getattr(element, "object_ids", None) or []:
        found = SIZED_ID.fullmatch(str(oid or ""))
        if found:
            return int(found.group(1))
    return 0


class UIManager(pygame_gui.UIManager):  # type: ignore[misc]
    """pygame-gui's manager, except that a tooltip goes where it covers no other button."""

    def create_tool_tip(self, *args: Any, **kwargs: Any) -> Any:
        text = kwargs.get("text", args[0] if args else "")
        owner = kwargs.get("parent_element", args[3] if len(args) > 3 else None)
        px = sized_px(owner)  # presenter mode's button: its tooltip in the button's size
        if px and len(args) <= 4 and kwargs.get("object_id") is None:
            kwargs["object_id"] = f"#tip_{px}"
        if kwargs.get("wrap_width") is None and isinstance(text, str):
            # as wide as its words, up to a width that keeps a long one to a few lines
            ids = [f"#tip_{px}.text_box"] if px else ["tool_tip.text_box"]
            font = self.get_theme().get_font(ids)
            widest = TIP_WIDTH * max(1.0, (px or TIP_PX) / TIP_PX)
            kwargs["wrap_width"] = round(min(widest, font.size(text)[0] + 24))
        tip = super().create_tool_tip(*args, **kwargs)
        if owner is not None:
            clear_of_buttons(self, tip, owner)
        return tip


def clear_of_buttons(ui: pygame_gui.UIManager, tip: Any, owner: Any) -> None:
    """Move ``tip`` beside the element it explains (under it, over it, to its left or
    right) where it stays in the window and covers no other visible button; where there is
    no such place it stays where pygame-gui put it."""
    from pygame import Rect
    from pygame_gui.elements import UIButton

    window = Rect((0, 0), ui.window_resolution)
    buttons = [
        Rect(e.rect)
        for e in ui.get_sprite_group().sprites()
        if isinstance(e, UIButton) and e.visible and e is not owner
    ]
    size = Rect(tip.rect).size
    near = Rect(owner.rect)
    gap = 4
    # under it, over it, to its left, to its right; each a step further out until clear
    starts = (
        ((near.centerx - size[0] // 2, near.bottom + gap), (0, 1)),
        ((near.centerx - size[0] // 2, near.top - gap - size[1]), (0, -1)),
        ((near.left - gap - size[0], near.centery - size[1] // 2), (-1, 0)),
        ((near.right + gap, near.centery - size[1] // 2), (1, 0)),
    )
    found = []
    for (x, y), (dx, dy) in starts:
        spot = Rect((x, y), size)
        if dx == 0:  # over or under it: slid sideways into the window
            spot.x = max(window.left, min(spot.x, window.right - spot.width))
        else:
            spot.y = max(window.top, min(spot.y, window.bottom - spot.height))
        while window.contains(spot):
            if spot.collidelist(buttons) == -1:
                found.append(spot)
                break
            spot = spot.move(dx * 8, dy * 8)
    if found:  # the nearest clear place (under it first, when several are as near)
        best = min(
            found, key=lambda r: abs(r.centerx - near.centerx) + abs(r.centery - near.centery)
        )
        tip.set_position(best.topleft)


def make_ui_manager(size: tuple[int, int], theme: dict[str, Any]) -> pygame_gui.UIManager:
    """A UIManager for ``theme`` whose theme fonts load on first use."""
    loader = LazyFontLoader()
    ui = UIManager(size, theme, enable_live_theme_updates=False, resource_loader=loader)
    loader.start()  # what UIManager does itself without a loader of its own
    loader.update()
    return ui


def theme_size(value: object) -> int:
    """A size of pygame-gui's theme as it parses it (a number, a list per corner, a dict
    per side, or a text of them): its largest part."""
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, (list, tuple)):
        return max((theme_size(v) for v in value), default=0)
    digits = [int(part) for part in str(value or 0).replace(" ", "").split(",") if part.isdigit()]
    return max(digits, default=0)


def label_width(ui: pygame_gui.UIManager, style: str, label: str) -> int:
    """The width a button of ``style`` needs for ``label``: the text in the style's font
    and, on each side, its border and rounded corner, which the text does not enter."""
    theme = ui.get_theme()
    ids = [style, "button"]
    corner = theme_size(theme.get_misc_data("shape_corner_radius", ids))
    border = theme_size(theme.get_misc_data("border_width", ids))
    return theme.get_font(ids).size(label)[0] + 2 * (corner + border)


#: the text sizes of the game screen's buttons in presenter mode: the level's smallest text
#: (1.5% of the window's height per level) and up
SIZED_BUTTONS = (12, 14, 16, 18, 20, 22, 25, 28, 31, 34, 38, 42, 47)
#: each sized style and the theme's style it copies (its colours and shape)
SIZED_STYLES = (
    ("#button_{}", "#large_button"),
    ("#toggle_on_{}", "#large_toggle_on"),
    ("#throw_{}", "#large_throw_button"),
)


def sized_buttons(theme: dict[str, Any]) -> dict[str, Any]:
    """The theme's large button styles at each of ``SIZED_BUTTONS`` ("#button_25",
    "#toggle_on_25", "#throw_25"), for presenter mode's buttons, and their tooltips' text
    ("#tip_25.text_box"); their fonts load when used."""
    styles: dict[str, Any] = {}
    for name, base in SIZED_STYLES:
        source = theme.get(base)
        if not isinstance(source, dict) or not isinstance(source.get("font"), dict):
            continue
        for size in SIZED_BUTTONS:
            style = copy.deepcopy(source)
            style["font"]["size"] = str(size)
            styles[name.format(size)] = style
    tip = theme.get("tool_tip.text_box")
    if isinstance(tip, dict) and isinstance(tip.get("font"), dict):
        for size in SIZED_BUTTONS:  # their tooltips, as large as the buttons' text
            style = copy.deepcopy(tip)
            style["font"]["size"] = str(size)
            styles[f"#tip_{size}.text_box"] = style
    return styles
