"""Read files shipped with the game (``data/`` and ``i18n/``) through importlib.resources."""

from __future__ import annotations

import functools
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

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


#: under ``data/`` in the bundle only: the build identity ``make dist`` bakes in
BUILD_FILE = "build.txt"


@functools.cache
def build_identity() -> str:
    """Which build this is, so two builds of one version can be told apart: the commit it
    was made from (``-dirty`` when the checkout had changes), baked into the bundle's
    ``data/build.txt`` by ``make dist``, asked of git when the game runs from a checkout,
    else ``unknown``."""
    try:
        baked = data_path(BUILD_FILE).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        baked = ""
    if baked:
        return baked[:80]
    root = Path(__file__).resolve().parents[2]
    return git_identity(root) if (root / ".git").exists() else "unknown"


def git_identity(root: Path) -> str:
    """The commit checked out in ``root`` and whether it has changes, or ``unknown``."""
    import subprocess

    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", "-C", str(root), *args], capture_output=True, text=True, timeout=5
        )
        if done.returncode != 0:
            raise OSError(done.stderr.strip())
        return done.stdout.strip()

    try:
        commit = git("rev-parse", "--short=12", "HEAD")
        dirty = git("status", "--porcelain", "--untracked-files=no")
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return f"{commit}-dirty" if dirty else commit
