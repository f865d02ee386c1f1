"""User folders, the autosave and saved-game files (no pygame); the careful file handling
under them is ``liubo.services.file_safety``.

Layout of the user's folders (see :func:`.folders.resolve_paths`)::

    <config_dir>/settings.json          written by liubo.services.settings
    <data_dir>/autosave.json            the game in progress, rewritten after every move/throw
    <data_dir>/autosave.json.bak        the autosave before the last write
    <data_dir>/saves/                   the default folder for games the user saves by name

A saved game (autosave or a named file) is JSON::

    {"format": "liubo-save", "version": 1, "saved_at": "2026-11-21T23:30:00Z",
     "record": "<game record text, docs/rules.md section 8>",
     "players": {"green": "human", "white": "normal"},
     "game_settings": {"mode": "computer", "first": "green"}}

``players`` name a side's player (``SAVED_PLAYERS``) and ``game_settings.mode`` what the
screen was doing (``SAVED_MODES``): a file with any other value is not ours to guess at,
and is refused (an autosave is then set aside) rather than opened as something else.

Every loader returns ``(value, notice)`` and never raises on bad input. A damaged file is
never deleted or overwritten: it is renamed aside (``autosave.corrupt-20261121-233000.json``)
and the notice says so in one line.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .file_safety import (
    REASON_OTHER,
    Notice,
    atomic_write_bytes,
    atomic_write_text,
    fsync_dir,
    parse_json_object,
    path_exists,
    read_user_file,
    reason_of,
    set_aside,
)
from .folders import AUTOSAVE_NAME, UserPaths
from .plain_text import shown_name
from .translation import N_

Validator = Callable[[str], object]

SAVE_FORMAT = "liubo-save"
SAVE_VERSION = 1
BACKUP_SUFFIX = ".bak"
SAVE_EXTENSION = ".liubo.json"
#: what the game screen was doing when a game was saved: two players at one table, a game
#: against the computer, or the computer playing itself ("replay" is watched, never saved)
SAVED_MODES = ("two", "computer", "watch")
#: who may play a side of a saved game: a person, or a computer player by its level
SAVED_PLAYERS = ("human", "easy", "normal", "hard", "expert", "random", "greedy")

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
class FutureVersionError(ValueError):
    """The file was written by a newer version of the game."""


# --------------------------------------------------------------------------- saved games


def engine_validator(record: str) -> object:
    """Check a game record by replaying it with ``liubo.engine.Game.from_record``.

    Raises ``ValueError`` (the engine's ``NotationError``/``IllegalMoveError``) if it is invalid.
    """
    from ..engine import Game  # imported here to keep start-up fast

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
            k in ("green", "white") and v in SAVED_PLAYERS for k, v in players.items()
        ):
            raise ValueError("unknown players")
        game_settings = obj.get("game_settings", {})
        if not isinstance(game_settings, dict):
            raise ValueError("bad game settings")
        if game_settings.get("mode", "two") not in SAVED_MODES:
            raise ValueError("unknown mode")
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
    return SavedGame.from_bytes(read_user_file(path), validator)


def _our_save_version(path: Path) -> int | None:
    """Cheap check (no replay) that ``path`` holds a save we wrote: its version, else None."""
    try:
        obj = parse_json_object(read_user_file(path))
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

    def __init__(self, data_dir: Path | UserPaths, name: str = AUTOSAVE_NAME) -> None:
        """The autosave ``name`` in the data folder (another name: a second copy of the
        game's own, ``liubo.services.instances``)."""
        folder = data_dir.data_dir if isinstance(data_dir, UserPaths) else Path(data_dir)
        self.path = folder / name
        self.backup_path = folder / (name + BACKUP_SUFFIX)
        self.notices: list[Notice] = []  # of writes made by write_soon, not yet taken

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
                atomic_write_bytes(self.backup_path, read_user_file(self.path))
        try:
            atomic_write_text(self.path, text)
        except (OSError, ValueError) as exc:
            return Notice(MSG_SAVE_WRITE_FAILED, reason=reason_of(exc))
        return None

    def load(self, validator: Validator | None = None) -> tuple[SavedGame | None, Notice | None]:
        """The autosaved game, or the backup if the main file is damaged. Never raises.

        Returns ``(None, None)`` when there is no autosave. A damaged file is renamed aside
        (never deleted) and the notice says so.
        """
        if not path_exists(self.path):
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
        if path_exists(self.backup_path):
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

    def write_soon(self, game: SavedGame | None) -> None:
        """:meth:`write` ``game``, or :meth:`discard` for None; a notice it gives waits for
        :meth:`take_notices`. Here at once; :class:`.autosave_queue.QueuedAutosave` writes
        on a thread of its own, so that a frame never waits for the disk."""
        notice = self.write(game) if game is not None else self.discard()
        if notice is not None:
            self.notices.append(notice)

    def take_notices(self) -> list[Notice]:
        """The notices of the writes :meth:`write_soon` has finished since the last call."""
        taken, self.notices = self.notices, []
        return taken

    def discard(self) -> Notice | None:
        """Retire the autosave (game over, or a new game): it becomes the backup, not deleted."""
        if not path_exists(self.path):
            return None
        try:
            os.replace(self.path, self.backup_path)
            fsync_dir(self.path.parent)
        except OSError as exc:
            return Notice(MSG_SAVE_WRITE_FAILED, reason=reason_of(exc))
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
    while path_exists(path):
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
        return Notice(MSG_SAVE_WRITE_FAILED, reason=reason_of(exc))
    return None


def load_game_file(
    path: str | os.PathLike[str], validator: Validator | None = None
) -> tuple[SavedGame | None, Notice | None]:
    """Open a game the user saved by name. Never raises; the file is left untouched."""
    target = Path(path)
    name = shown_name(target.name)  # one line any font draws, whatever the name holds
    try:
        data = read_user_file(target)
    except OSError as exc:
        return None, Notice(MSG_GAME_FILE_UNREADABLE, name=name, reason=reason_of(exc))
    except ValueError:
        return None, Notice(MSG_GAME_FILE_INVALID, name=name)
    try:
        return SavedGame.from_bytes(data, validator), None
    except FutureVersionError:
        return None, Notice(MSG_GAME_FILE_NEWER, name=name)
    except ValueError:
        return None, Notice(MSG_GAME_FILE_INVALID, name=name)
