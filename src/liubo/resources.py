"""Read files shipped with the game (``data/`` and ``i18n/``) through importlib.resources."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable

#: the window's icon under ``data/``, drawn by ``liubo.render.icon`` (``make icon``)
WINDOW_ICON = "icon.png"


def data_path(*parts: str) -> Traversable:
    """A file or folder under the game's ``data/`` directory."""
    node = resources.files("liubo.data")
    for part in parts:
        node = node / part
    return node


def catalog_path(*parts: str) -> Traversable:
    """A file or folder under the game's ``i18n/`` directory."""
    node = resources.files("liubo.i18n")
    for part in parts:
        node = node / part
    return node


def read_data_text(*parts: str) -> str:
    """The text of a file under ``data/``, decoded as UTF-8."""
    return data_path(*parts).read_text(encoding="utf-8")
