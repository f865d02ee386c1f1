"""The saves folder as the Files dialog lists it (no pygame): which files are listed, the
name each is shown by, and the file a name in the dialog's entry stands for.

A listed file is found again by the name it is shown by, whatever its name holds: a name
the dialog would clean when typed (``Ana .liubo.json``, ``final..liubo.json``, over
:data:`MAX_NAME` characters, with a tab, a newline or an ESC, bytes that are not UTF-8)
opens as listed. A name typed by hand is cleaned (:func:`clean_name`) and our extension
added when it has none (:func:`file_for`).
"""

from __future__ import annotations

import re
import time
from pathlib import Path

from ..services.plain_text import shown_name
from ..services.storage import SAVE_EXTENSION

EXTENSIONS = (".liubo", ".json", ".txt")  # .txt: a plain game record (a lesson), replayed
#: The longest name typed for a new file (a listed file's own name may be longer).
MAX_NAME = 60
_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


def clean_name(name: str) -> str:
    """A safe file name from what the user typed ('' if nothing usable is left)."""
    name = _UNSAFE.sub("", name).strip().strip(".")
    return name[:MAX_NAME].strip()


def file_for(folder: Path, name: str) -> Path | None:
    """The path a typed name stands for (our extension added when it has none)."""
    name = clean_name(name)
    if not name:
        return None
    if not name.lower().endswith(EXTENSIONS):
        name += SAVE_EXTENSION
    return folder / name


def display_name(path: Path) -> str:
    """A file name without our extension."""
    name = path.name
    for ext in (SAVE_EXTENSION, *EXTENSIONS):
        if name.lower().endswith(ext):
            return name[: -len(ext)]
    return name


def shown_label(path: Path) -> str:
    """The name a listed file is shown by, in the list and in the entry: its name without
    our extension (the whole name when nothing else is left), one line that any font
    draws (``plain_text.shown_name``)."""
    name = display_name(path)
    return shown_name(name if name.strip() else path.name)


def list_saves(folder: Path) -> list[Path]:
    """The .liubo, .json and .txt files in ``folder``, newest first (empty if it cannot be
    read). Folders, pipes and devices are not listed."""
    try:
        files = [p for p in folder.iterdir() if p.name.lower().endswith(EXTENSIONS) and _file(p)]
    except OSError:
        return []

    def mtime(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=lambda p: (-mtime(p), p.name))


def find_listed(files: list[Path], name: str) -> Path | None:
    """The listed file shown as ``name`` exactly (the first if several look alike)."""
    return next((p for p in files if shown_label(p) == name), None)


def stamp(path: Path) -> str:
    """When the file was last written, as the list shows it ('' if it cannot be told)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except (OSError, OverflowError, ValueError):
        return ""


def _file(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False
