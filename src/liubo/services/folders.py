"""Where the user's settings and saves live (no pygame): the platform's folders, or one
folder the player chose (``--portable DIR`` or ``LIUBO_HOME``), checked before the game
opens so that a mistake is said in one line instead of silently writing somewhere else.

A relative ``--portable`` folder (``./liubo --portable saves``) is taken from the game's
own folder when the game runs from its unpacked bundle, as its README.txt says ("to keep
them here instead"): a stick's saves stay on the stick whatever folder a desktop shortcut
or a terminal starts the game from. Run from the source (``make run``), the game has no
folder of its own and a relative folder is the current one, as for any command.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .translation import N_

APP_NAME = "liubo"
PORTABLE_ENV = "LIUBO_HOME"
SETTINGS_NAME = "settings.json"
AUTOSAVE_NAME = "autosave.json"
SAVES_FOLDER = "saves"


# TRANSLATORS: shown once, when the game makes the folder chosen with --portable; {folder}
# is its full path.
MSG_FOLDER_MADE = N_("Settings and saved games are kept in the new folder {folder}.")


class FolderError(ValueError):
    """A folder named for the settings and saves that cannot be one; the message says why
    in English, for the terminal (the window is not open yet)."""


@dataclass(frozen=True)
class UserPaths:
    """Where the user's settings (``config_dir``) and saves (``data_dir``) live."""

    config_dir: Path
    data_dir: Path
    portable: bool = False

    @property
    def settings_file(self) -> Path:
        """The settings file."""
        return self.config_dir / SETTINGS_NAME

    @property
    def autosave_file(self) -> Path:
        """The autosave of the game in progress."""
        return self.data_dir / AUTOSAVE_NAME

    @property
    def saves_dir(self) -> Path:
        """The default folder offered when the user saves a game by name."""
        return self.data_dir / SAVES_FOLDER

    def ensure(self) -> None:
        """Create the folders if missing (errors ignored: writes report them later)."""
        for folder in (self.config_dir, self.data_dir):
            with contextlib.suppress(OSError):
                folder.mkdir(parents=True, exist_ok=True)


def program_folder() -> Path | None:
    """The folder of the game's own program when it runs from its bundle, else None."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return None


def portable_folder(chosen: str | os.PathLike[str], base: Path | None = None) -> Path:
    """The absolute folder that ``--portable``'s text names; ``FolderError`` when it is empty.

    A relative name is taken from ``base`` (the bundle's folder, :func:`program_folder`),
    else from the current folder. An empty name is refused: a script whose variable was
    unset (``--portable "$DIR"``) would otherwise write into the user's own folders.
    """
    text = os.fspath(chosen)
    if not text.strip():
        raise FolderError("needs the name of a folder (it was empty)")
    folder = Path(text).expanduser()
    if not folder.is_absolute():
        folder = (base or Path.cwd()) / folder
    return Path(os.path.abspath(folder))


def resolve_paths(
    portable: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] = os.environ,
    base: Path | None = None,
) -> UserPaths:
    """The user's folders: ``portable`` (``--portable DIR``), else ``$LIUBO_HOME``, else
    platformdirs. ``base``: where a relative folder starts (default :func:`program_folder`).

    In portable mode settings and saves both live in that one folder. Nothing is created
    here; an empty ``portable`` raises ``FolderError`` (an empty ``LIUBO_HOME`` is unset).
    """
    start = base if base is not None else program_folder()
    if portable is not None:
        folder = portable_folder(portable, start)
        return UserPaths(config_dir=folder, data_dir=folder, portable=True)
    if environ.get(PORTABLE_ENV):
        folder = portable_folder(environ[PORTABLE_ENV], start)
        return UserPaths(config_dir=folder, data_dir=folder, portable=True)
    import platformdirs  # local import: only needed outside portable mode

    # roaming: %APPDATA%\liubo on Windows, which follows a pupil's roaming profile from one
    # school computer to the next (%LOCALAPPDATA% would not); Linux and macOS ignore it
    return UserPaths(
        config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False, roaming=True)),
        data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False, roaming=True)),
    )


def folder_problem(folder: Path) -> str | None:
    """Why ``folder`` cannot hold the settings and saves as it is (something else has its
    name), or None: a folder, or nothing yet."""
    try:
        if folder.is_dir() or not os.path.lexists(folder):
            return None
        if folder.is_file():
            return "that is a file, not a folder"
    except OSError as exc:
        return _why(exc)
    return "that is not a folder"


def make_portable_folder(folder: Path) -> bool:
    """Make the portable folder (and its parents); True if it was made now, False if it
    was there. ``FolderError`` saying why when it cannot be."""
    problem = folder_problem(folder)
    if problem is not None:
        raise FolderError(problem)
    if folder.is_dir():
        return False
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise FolderError(f"the folder cannot be made: {_why(exc)}") from exc
    return True


def describe_choice(portable: str | None, environ: Mapping[str, str] = os.environ) -> str:
    """How the player chose the folder, for a message: ``--portable X`` or ``LIUBO_HOME=X``."""
    if portable is not None:
        return f"--portable {shown_path(portable)!r}"
    return f"{PORTABLE_ENV}={shown_path(environ.get(PORTABLE_ENV, ''))!r}"


def _why(exc: OSError) -> str:
    from .file_safety import os_reason

    return str(os_reason(exc))


def shown_path(path: str | os.PathLike[str]) -> str:
    """A path as text that any screen or terminal can show: bytes of a folder's name that
    are not UTF-8 (``caf\\xe9``, kept by Python as lone surrogates, which neither a font
    nor a UTF-8 terminal takes) become U+FFFD."""
    raw = os.fsencode(path)
    return raw.decode("utf-8", "replace")
