"""Files that survive crashes and bad input: atomic writes, damaged files set aside (never
deleted), the one way a file the user hands the game is read (:func:`read_user_file`: a
regular file of limited size, never a pipe or device that would hang the game), JSON
objects checked, and operating-system errors as short translatable reasons (no pygame).
``liubo.services.storage``, ``liubo.services.settings``, the lessons and the replays build on it."""

from __future__ import annotations

import contextlib
import errno
import json
import math
import os
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .translation import N_

MAX_FILE_BYTES = 16 * 1024 * 1024  # far above any real game; larger files are not ours

REASON_PERMISSION = N_("permission denied")
REASON_IS_FOLDER = N_("a folder has that name")
REASON_NOT_FOLDER = N_("part of the path is not a folder")
REASON_DISK_FULL = N_("the disk is full")
REASON_MISSING = N_("the file or folder does not exist")
REASON_READ_ONLY = N_("the disk is read-only")
REASON_NAME_TOO_LONG = N_("the name is too long")
REASON_OTHER = N_("system error: {detail}")
REASON_NOT_REGULAR = N_("it is not a regular file (a pipe, device or link to one)")
REASON_TOO_LARGE = N_("the file is too large (over {megabytes} MB)")
REASON_NOT_TEXT = N_("it is not UTF-8 text")
REASON_EMPTY = N_("the file is empty")


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


# --------------------------------------------------------------------------- atomic files


def fsync_dir(folder: Path) -> None:
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
    fsync_dir(path.parent)


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


class UserFileError(OSError):
    """A path the user gave that is not a regular file of a size the game reads, with the
    reason as a translatable ``Notice`` (``str(error)`` is the English text)."""

    def __init__(self, reason: Notice) -> None:
        super().__init__(str(reason))
        self.reason = reason


class FileContentError(ValueError):
    """A file the user gave whose content the game cannot use at all (not text, empty),
    with the reason as a translatable ``Notice``."""

    def __init__(self, reason: Notice) -> None:
        super().__init__(str(reason))
        self.reason = reason


#: ``os.open`` flags: read only, never wait on a pipe, never adopt a terminal, binary
_READ_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)
    | getattr(os, "O_NOCTTY", 0)
    | getattr(os, "O_BINARY", 0)
)


def read_user_file(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a file the user hands the game: the one place such a file is opened.

    It must be a regular file of at most ``limit`` bytes. A FIFO, device or folder raises
    :class:`UserFileError` at once (it is opened without waiting, then checked, so a pipe
    with no writer never hangs the game), as does a larger file; other failures raise the
    ``OSError`` the system gave (``os_reason`` words either for the user).
    """
    if not hasattr(os, "O_NONBLOCK"):  # Windows: check before opening (no FIFOs to fear)
        _check_regular(os.stat(path), limit)
    fd = os.open(path, _READ_FLAGS)
    try:
        _check_regular(os.fstat(fd), limit)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > limit:  # it grew while being read
        raise UserFileError(_too_large(limit))
    return b"".join(chunks)


def read_user_text(path: str | os.PathLike[str], limit: int = MAX_FILE_BYTES) -> str:
    """:func:`read_user_file` decoded as UTF-8, a byte-order mark (Windows Notepad's) dropped.

    :class:`FileContentError` (a ``ValueError``) if it is not UTF-8 text.
    """
    try:
        return read_user_file(path, limit).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FileContentError(Notice(REASON_NOT_TEXT)) from exc


def _check_regular(info: os.stat_result, limit: int) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise UserFileError(Notice(REASON_IS_FOLDER))
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(Notice(REASON_NOT_REGULAR))
    if info.st_size > limit:
        raise UserFileError(_too_large(limit))


def _too_large(limit: int) -> Notice:
    return Notice(REASON_TOO_LARGE, megabytes=max(1, limit // (1024 * 1024)))


def parse_json_object(data: bytes | str) -> dict[str, Any]:
    """Decode JSON (UTF-8 bytes, or text) that must be an object; ``ValueError`` otherwise.

    A byte-order mark is dropped. Also refuses NaN/Infinity and numbers too long to
    convert, and survives deep nesting.
    """

    def refuse_constant(name: str) -> Any:
        raise ValueError(f"non-finite number {name}")

    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data.removeprefix("\ufeff")
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
    if isinstance(exc, UserFileError | FileContentError):
        return exc.reason
    msgid = _ERRNO_REASONS.get(getattr(exc, "errno", None) or -1)
    if msgid is not None:
        return Notice(msgid)
    detail = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
    return Notice(REASON_OTHER, detail=detail)


def reason_of(exc: BaseException) -> Notice:
    """A short reason for an error, for a notice (translated with it)."""
    return os_reason(exc)


def path_exists(path: Path) -> bool:
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
