"""User folders, atomic writes, the autosave and saved-game files (no pygame).

Layout of the user's folders (see :func:`resolve_paths`)::

    <config_dir>/settings.json          written by liubo.settings
    <data_dir>/autosave.json            the game in progress, rewritten after every move/throw
    <data_dir>/autosave.json.bak        the autosave before the last write
    <data_dir>/saves/                   the default folder for games the user saves by name

A saved game (autosave or a named file) is JSON::

    {"format": "liubo-save", "version": 1, "saved_at": "2026-11-21T23:30:00Z",
     "record": "<game record text, docs/rules.md section 8>",
     "players": {"green": "human", "white": "normal"},
     "game_settings": {"first": "green", "ai_level": "normal", "options": {}}}

Every loader returns ``(value, notice)`` and never raises on bad input. A damaged file is
never deleted or overwritten: it is renamed aside (``autosave.corrupt-20261121-233000.json``)
and the notice says so in one line.
"""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .translation import N_

APP_NAME = "liubo"
PORTABLE_ENV = "LIUBO_HOME"
SAVE_FORMAT = "liubo-save"
SAVE_VERSION = 1
AUTOSAVE_NAME = "autosave.json"
BACKUP_SUFFIX = ".bak"
SAVES_FOLDER = "saves"
SAVE_EXTENSION = ".liubo.json"
MAX_FILE_BYTES = 16 * 1024 * 1024  # far above any real game; larger files are not ours

MSG_AUTOSAVE_SET_ASIDE = N_(
    "The autosaved game could not be read; it was kept as {name} and a new game starts."
)
MSG_AUTOSAVE_BACKUP_USED = N_(
    "The autosaved game was damaged (kept as {name}); the previous autosave was restored."
)
MSG_AUTOSAVE_UNREADABLE = N_("The autosaved game could not be read and is ignored.")
MSG_SAVE_WRITE_FAILED = N_("The game could not be saved: {reason}")
MSG_GAME_FILE_INVALID = N_("{name} is not a Liubo saved game or is damaged.")
MSG_GAME_FILE_NEWER = N_("{name} was saved by a newer version of Liubo and cannot be opened.")
MSG_GAME_FILE_UNREADABLE = N_("{name} could not be opened: {reason}")
MSG_AUTOSAVE_NEWER = N_(
    "The autosaved game was saved by a newer version of Liubo; it was kept as {name} "
    "and a new game starts."
)
MSG_AUTOSAVE_NEWER_BACKUP_USED = N_(
    "The autosaved game was saved by a newer version of Liubo (kept as {name}); "
    "the previous autosave was restored."
)
MSG_AUTOSAVE_NEWER_KEPT = N_(
    "The autosaved game was saved by a newer version of Liubo and cannot be continued here."
)
# Reasons the operating system gives, in the user's language (``os_reason``).
REASON_PERMISSION = N_("permission denied")
REASON_IS_FOLDER = N_("a folder has that name")
REASON_NOT_FOLDER = N_("part of the path is not a folder")
REASON_DISK_FULL = N_("the disk is full")
REASON_MISSING = N_("the file or folder does not exist")
REASON_READ_ONLY = N_("the disk is read-only")
REASON_NAME_TOO_LONG = N_("the name is too long")
REASON_OTHER = N_("system error: {detail}")

Validator = Callable[[str], object]


class Notice(str):
    """A one-line message for the user: plain English as a str, translatable via ``msgid``.

    ``str(notice)`` is the English text; ``notice.translated(translator.gettext)`` is the
    text in the user's language (``msgid`` looked up, then the named placeholders filled).
    A placeholder's value may itself be a ``Notice`` (a reason): it is translated too.
    """

    msgid: str
    params: dict[str, str]
    parts: dict[str, Notice]

    def __new__(cls, msgid: str, **params: object) -> Notice:
        text_params = {key: str(value) for key, value in params.items()}
        notice = super().__new__(cls, msgid.format(**text_params))
        notice.msgid = msgid
        notice.params = text_params
        notice.parts = {key: value for key, value in params.items() if isinstance(value, Notice)}
        return notice

    def translated(self, gettext: Callable[[str], str]) -> str:
        """The message in another language, given a ``gettext`` function."""
        params = dict(self.params)
        for key, part in self.parts.items():
            params[key] = part.translated(gettext)
        try:
            return gettext(self.msgid).format(**params)
        except (KeyError, IndexError, ValueError):  # a broken translation: fall back
            return str(self)


# --------------------------------------------------------------------------- folders


@dataclass(frozen=True)
class UserPaths:
    """Where the user's settings (``config_dir``) and saves (``data_dir``) live."""

    config_dir: Path
    data_dir: Path
    portable: bool = False

    @property
    def settings_file(self) -> Path:
        """The settings file."""
        return self.config_dir / "settings.json"

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


def resolve_paths(
    portable: str | os.PathLike[str] | None = None,
    environ: Mapping[str, str] = os.environ,
) -> UserPaths:
    """The user's folders: ``portable`` (``--portable DIR``), else ``$LIUBO_HOME``, else
    platformdirs.

    In portable mode settings and saves both live in that one folder. Nothing is created here.
    """
    chosen: str | os.PathLike[str] | None = portable
    if chosen is None or str(chosen) == "":
        chosen = environ.get(PORTABLE_ENV) or None
    if chosen is not None:
        folder = Path(chosen).expanduser().absolute()
        return UserPaths(config_dir=folder, data_dir=folder, portable=True)
    import platformdirs  # local import: only needed outside portable mode

    return UserPaths(
        config_dir=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        data_dir=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
    )


# --------------------------------------------------------------------------- atomic files


def _fsync_dir(folder: Path) -> None:
    """Flush a directory entry to disk where the platform allows it (not on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` so that a crash leaves either the old or the new file.

    Writes a temporary file in the same folder, flushes and fsyncs it, ``os.replace``s it
    over the target and fsyncs the folder. Raises ``OSError``; the target is then unchanged.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()  # our own temporary file, never the user's data
        raise
    _fsync_dir(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """:func:`atomic_write_bytes` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"))


def set_aside(path: Path, label: str = "corrupt", now: float | None = None) -> Path | None:
    """Rename ``path`` to ``<stem>.<label>-YYYYMMDD-HHMMSS<suffixes>`` beside it.

    Never overwrites an existing file (adds ``-2``, ``-3``... when the name is taken).
    Returns the new path, or None if the file could not be renamed (it is then left as is).
    """
    path = Path(path)
    stem, dot, rest = path.name.partition(".")
    suffixes = dot + rest
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    for attempt in range(1, 1000):
        extra = "" if attempt == 1 else f"-{attempt}"
        target = path.with_name(f"{stem}.{label}-{stamp}{extra}{suffixes}")
        if os.path.lexists(target):
            continue
        try:
            if os.name == "nt":
                os.rename(path, target)  # fails rather than overwrite on Windows
            else:
                os.link(path, target)  # fails if the name was taken meanwhile
                os.unlink(path)  # the data lives on under the new name
            return target
        except FileExistsError:
            continue
        except OSError:
            try:  # file systems without hard links (FAT on a USB stick)
                if os.path.lexists(target):
                    continue
                os.rename(path, target)
                return target
            except OSError:
                return None
    return None


def read_limited(path: Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of ``path``; ``ValueError`` if over ``limit``, ``OSError`` if unreadable."""
    with open(path, "rb") as handle:
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise ValueError("file too large")
    return data


def parse_json_object(data: bytes) -> dict[str, Any]:
    """Decode UTF-8 JSON that must be an object; ``ValueError`` for anything else.

    Also refuses NaN/Infinity and numbers too long to convert, and survives deep nesting.
    """

    def refuse_constant(name: str) -> Any:
        raise ValueError(f"non-finite number {name}")

    try:
        text = data.decode("utf-8")
        value = json.loads(text, parse_constant=refuse_constant)
    except RecursionError as exc:
        raise ValueError("nested too deeply") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(str(exc)) from exc
    if not isinstance(value, dict):
        raise ValueError("not a JSON object")
    return value


def is_finite_number(value: object) -> bool:
    """True for an int or float that is finite (bools are not numbers here)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:  # an int too large for a float
        return False


_ERRNO_REASONS = {
    errno.EACCES: REASON_PERMISSION,
    errno.EPERM: REASON_PERMISSION,
    errno.EISDIR: REASON_IS_FOLDER,
    errno.ENOTDIR: REASON_NOT_FOLDER,
    errno.ENOSPC: REASON_DISK_FULL,
    errno.ENOENT: REASON_MISSING,
    errno.EROFS: REASON_READ_ONLY,
    errno.ENAMETOOLONG: REASON_NAME_TOO_LONG,
}
if hasattr(errno, "EDQUOT"):  # over the disk quota: full, as far as the user can tell
    _ERRNO_REASONS[errno.EDQUOT] = REASON_DISK_FULL


def os_reason(exc: BaseException) -> Notice:
    """Why an operation failed, as a translatable ``Notice`` (common OSError kinds by errno)."""
    msgid = _ERRNO_REASONS.get(getattr(exc, "errno", None) or -1)
    if msgid is not None:
        return Notice(msgid)
    detail = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return Notice(REASON_OTHER, detail=detail)


def _reason(exc: BaseException) -> Notice:
    """A short reason for an error, for a notice (translated with it)."""
    return os_reason(exc)


def _exists(path: Path) -> bool:
    """``path.exists()`` that treats an unreadable folder as "no file"."""
    try:
        return path.exists()
    except OSError:
        return False


def output_file_problem(
    path: str | os.PathLike[str], suffixes: tuple[str, ...] | None = None
) -> str | None:
    """Why a file cannot be written at ``path`` (for checks before long work), or None.

    English, for command-line tools: the folder must exist and be writable, the path must
    not be a folder, and its name must end in one of ``suffixes`` if given.
    """
    target = Path(path)
    if suffixes is not None and target.suffix.lower() not in suffixes:
        return f"the file name must end in {', '.join(suffixes)}"
    if target.is_dir():
        return "that is a folder"
    folder = target.parent
    if not folder.is_dir():
        return f"the folder {str(folder)!r} does not exist"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"the folder {str(folder)!r} cannot be written"
    if target.exists() and not os.access(target, os.W_OK):
        return "the file cannot be overwritten"
    return None


class FutureVersionError(ValueError):
    """The file was written by a newer version of the game."""


# --------------------------------------------------------------------------- saved games


def engine_validator(record: str) -> object:
    """Check a game record by replaying it with ``liubo.engine.Game.from_record``.

    Raises ``ValueError`` (the engine's ``NotationError``/``IllegalMoveError``) if it is invalid.
    """
    from .engine import Game  # imported here to keep start-up fast

    return Game.from_record(record)


@dataclass
class SavedGame:
    """A game in progress: its record text, who plays each side, and that game's settings."""

    record: str
    players: dict[str, str] = field(default_factory=dict)
    game_settings: dict[str, Any] = field(default_factory=dict)
    saved_at: str | None = None

    def to_json(self) -> str:
        """The file text (stamps ``saved_at`` with the current UTC time)."""
        payload = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "record": self.record,
            "players": dict(self.players),
            "game_settings": self.game_settings,
        }
        return json.dumps(payload, ensure_ascii=False, indent=1, sort_keys=False) + "\n"

    @classmethod
    def from_bytes(cls, data: bytes, validator: Validator | None = None) -> SavedGame:
        """Parse a save file; ``ValueError`` (``FutureVersionError``: a newer file) if unusable."""
        obj = parse_json_object(data)
        if obj.get("format") != SAVE_FORMAT:
            raise ValueError("not a Liubo save")
        version = obj.get("version")
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError("bad version")
        if version > SAVE_VERSION:
            raise FutureVersionError(f"version {version}")
        record = obj.get("record")
        if not isinstance(record, str) or not record.strip():
            raise ValueError("no record")
        players = obj.get("players", {})
        if not isinstance(players, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in players.items()
        ):
            raise ValueError("bad players")
        game_settings = obj.get("game_settings", {})
        if not isinstance(game_settings, dict):
            raise ValueError("bad game settings")
        saved_at = obj.get("saved_at")
        if not isinstance(saved_at, str):
            saved_at = None
        check = engine_validator if validator is None else validator
        try:
            check(record)
        except Exception as exc:  # any failure to replay means the record is unusable
            raise ValueError(f"invalid record: {exc}") from exc
        return cls(record=record, players=players, game_settings=game_settings, saved_at=saved_at)


def _read_save(path: Path, validator: Validator | None) -> SavedGame:
    """Read and check one save file; ``OSError`` or ``ValueError`` if it cannot be used."""
    return SavedGame.from_bytes(read_limited(path), validator)


def _our_save_version(path: Path) -> int | None:
    """Cheap check (no replay) that ``path`` holds a save we wrote: its version, else None."""
    try:
        obj = parse_json_object(read_limited(path))
    except (OSError, ValueError):
        return None
    version = obj.get("version")
    if obj.get("format") != SAVE_FORMAT or not isinstance(obj.get("record"), str):
        return None
    if isinstance(version, bool) or not isinstance(version, int):
        return None
    return version


def _is_our_save_json(path: Path) -> bool:
    """Cheap check (no replay) that ``path`` holds a save we wrote, for backup rotation."""
    return _our_save_version(path) is not None


class AutosaveStore:
    """The autosave of the game in progress, with one backup of the previous write."""

    def __init__(self, data_dir: Path | UserPaths) -> None:
        folder = data_dir.data_dir if isinstance(data_dir, UserPaths) else Path(data_dir)
        self.path = folder / AUTOSAVE_NAME
        self.backup_path = folder / (AUTOSAVE_NAME + BACKUP_SUFFIX)

    def exists(self) -> bool:
        """True if there is an autosave to offer under "Continue" (not yet checked)."""
        try:
            return self.path.is_file()
        except OSError:
            return False

    def write(self, game: SavedGame) -> Notice | None:
        """Save atomically, keeping the previous autosave as the backup. Never raises.

        At every instant ``autosave.json`` is complete (old or new), so a process killed
        mid-save leaves a loadable autosave. Returns a notice if the disk refused the write.
        """
        try:
            text = game.to_json()
        except (ValueError, TypeError) as exc:  # TypeError: settings not JSON-able
            return Notice(MSG_SAVE_WRITE_FAILED, reason=Notice(REASON_OTHER, detail=str(exc)))
        # The backup is a courtesy: if it cannot be written (an unwritable .bak, a folder of
        # that name...) the game is still saved.
        version = _our_save_version(self.path)
        if version is not None and version > SAVE_VERSION:  # a newer version's game: keep it
            set_aside(self.path, "newer")
        elif version is not None:
            with contextlib.suppress(OSError, ValueError):
                atomic_write_bytes(self.backup_path, read_limited(self.path))
        try:
            atomic_write_text(self.path, text)
        except (OSError, ValueError) as exc:
            return Notice(MSG_SAVE_WRITE_FAILED, reason=_reason(exc))
        return None

    def load(self, validator: Validator | None = None) -> tuple[SavedGame | None, Notice | None]:
        """The autosaved game, or the backup if the main file is damaged. Never raises.

        Returns ``(None, None)`` when there is no autosave. A damaged file is renamed aside
        (never deleted) and the notice says so.
        """
        if not _exists(self.path):
            return None, None
        newer = False
        try:
            return _read_save(self.path, validator), None
        except FutureVersionError:  # not damaged: kept for the newer version, never overwritten
            newer = True
        except (OSError, ValueError):
            pass
        aside = set_aside(self.path, "newer" if newer else "corrupt")
        if aside is None:  # could not even rename it: leave it, say it is ignored
            return None, Notice(MSG_AUTOSAVE_NEWER_KEPT if newer else MSG_AUTOSAVE_UNREADABLE)
        if _exists(self.backup_path):
            try:
                return _read_save(self.backup_path, validator), Notice(
                    MSG_AUTOSAVE_NEWER_BACKUP_USED if newer else MSG_AUTOSAVE_BACKUP_USED,
                    name=aside.name,
                )
            except (OSError, ValueError):
                set_aside(self.backup_path)
        return None, Notice(
            MSG_AUTOSAVE_NEWER if newer else MSG_AUTOSAVE_SET_ASIDE, name=aside.name
        )

    def discard(self) -> Notice | None:
        """Retire the autosave (game over, or a new game): it becomes the backup, not deleted."""
        if not _exists(self.path):
            return None
        try:
            os.replace(self.path, self.backup_path)
            _fsync_dir(self.path.parent)
        except OSError as exc:
            return Notice(MSG_SAVE_WRITE_FAILED, reason=_reason(exc))
        return None


def keep_as_save(
    autosave: AutosaveStore, folder: Path, now: float | None = None
) -> tuple[Path | None, Notice | None]:
    """Copy the autosaved game into ``folder`` as a named save ("unfinished-<date>-<time>"),
    so a new game can replace the autosave without losing it. Never raises."""
    saved, notice = autosave.load()
    if saved is None:
        return None, notice
    stamp = time.strftime("%Y-%m-%d-%H%M", time.localtime(now))
    path = folder / f"unfinished-{stamp}{SAVE_EXTENSION}"
    k = 2
    while _exists(path):
        path = folder / f"unfinished-{stamp}-{k}{SAVE_EXTENSION}"
        k += 1
    with contextlib.suppress(OSError):
        folder.mkdir(parents=True, exist_ok=True)
    problem = save_game_file(path, saved)
    return (None, problem) if problem is not None else (path, None)


def save_game_file(path: str | os.PathLike[str], game: SavedGame) -> Notice | None:
    """Save a game to a file the user named (atomically). Returns a notice on failure."""
    try:
        text = game.to_json()
    except (ValueError, TypeError) as exc:
        return Notice(MSG_SAVE_WRITE_FAILED, reason=Notice(REASON_OTHER, detail=str(exc)))
    try:
        atomic_write_text(Path(path), text)
    except (OSError, ValueError) as exc:
        return Notice(MSG_SAVE_WRITE_FAILED, reason=_reason(exc))
    return None


def load_game_file(
    path: str | os.PathLike[str], validator: Validator | None = None
) -> tuple[SavedGame | None, Notice | None]:
    """Open a game the user saved by name. Never raises; the file is left untouched."""
    target = Path(path)
    try:
        data = read_limited(target)
    except OSError as exc:
        return None, Notice(MSG_GAME_FILE_UNREADABLE, name=target.name, reason=_reason(exc))
    except ValueError:
        return None, Notice(MSG_GAME_FILE_INVALID, name=target.name)
    try:
        return SavedGame.from_bytes(data, validator), None
    except FutureVersionError:
        return None, Notice(MSG_GAME_FILE_NEWER, name=target.name)
    except ValueError:
        return None, Notice(MSG_GAME_FILE_INVALID, name=target.name)
