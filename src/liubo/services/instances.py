"""Several copies of the game on one data folder (no pygame): each keeps its own autosave.

Two windows in a classroom account, a double-click twice, or one pupil account logged in
on two machines of a network: each copy autosaved into the one ``autosave.json``, and
the game of the first to be left vanished without a word (issue 35 item 2). Bringing the
first copy to the front cannot work across machines, and a lock that refuses the second
copy would stop a second pupil from playing at all; so each copy running at one time
autosaves into a slot of its own, held by a lock while it runs:

    autosave.json     the first copy's (the only one, nearly always), as before
    autosave-2.json   a second copy's, while the first runs; autosave-3.json ...
    autosave.json.lock, autosave-2.json.lock ...   the locks (empty files, kept)

A lock is the operating system's (``flock``; ``msvcrt.locking`` on Windows): it ends with
its process, even one killed, so a slot is never taken by a copy that is gone. A copy
starting alone takes the first slot; a game left in a slot no copy holds is kept as a
saved game (``saves/unfinished-<date>.liubo.json``, which Settings' Load game lists) and the copy
says so, so every game is found again. Where the folder cannot be locked (no lock
support, read-only) the copy uses the first slot, as the game always did.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from .autosave_queue import QueuedAutosave
from .file_safety import Notice
from .folders import AUTOSAVE_NAME, UserPaths
from .storage import AutosaveStore, keep_as_save
from .translation import N_

LOCK_SUFFIX = ".lock"
MOST_SLOTS = 64

MSG_ANOTHER_WINDOW = N_(
    "Liubo is already open on this folder in another window or on another computer: this "
    "window keeps its own autosave ({name}), so neither game is lost."
)
MSG_GAME_KEPT = N_(
    "A game autosaved by another Liubo window was kept as {name}: Settings, Load game from "
    "file opens it."
)


def slot_name(number: int) -> str:
    """The autosave file of slot ``number``: ``autosave.json``, ``autosave-2.json``..."""
    if number == 1:
        return AUTOSAVE_NAME
    stem, dot, rest = AUTOSAVE_NAME.partition(".")
    return f"{stem}-{number}{dot}{rest}"


class SlotLock:
    """An exclusive lock on a slot's lock file, held until :meth:`release` or the end of
    the process."""

    def __init__(self, fd: int) -> None:
        self.fd: int | None = fd

    @classmethod
    def take(cls, path: Path) -> SlotLock | None:
        """The lock, or None when another process holds it. ``OSError`` when the folder
        cannot be locked at all (then no copy can tell the others apart)."""
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            if _lock(fd):
                return cls(fd)
        except OSError:
            os.close(fd)
            raise
        os.close(fd)
        return None

    def release(self) -> None:
        if self.fd is not None:
            with contextlib.suppress(OSError):
                os.close(self.fd)  # closing the file ends the lock
            self.fd = None


def _lock(fd: int) -> bool:
    """Lock ``fd`` without waiting: True if taken, False if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except PermissionError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


@dataclass
class AutosaveSlot:
    """The autosave this copy of the game writes, and the lock that keeps it its own."""

    number: int
    store: QueuedAutosave
    lock: SlotLock | None = None
    #: what the copy says once its window is open (another copy, a game kept)
    notices: list[Notice] = field(default_factory=list)

    def release(self) -> None:
        """Let another copy take this slot (the game closes), once the autosaves asked
        for are written."""
        self.store.flush()
        if self.lock is not None:
            self.lock.release()
            self.lock = None


def claim_slot(paths: UserPaths) -> AutosaveSlot:
    """The first slot no running copy holds, locked; the games left in other free slots
    are kept as saved games, each said in a notice. Never raises."""
    folder = paths.data_dir
    slot = None
    for number in range(1, MOST_SLOTS + 1):
        try:
            lock = SlotLock.take(folder / (slot_name(number) + LOCK_SUFFIX))
        except OSError:  # no locking here: the first slot, as the game always did
            return AutosaveSlot(1, QueuedAutosave(folder))
        if lock is not None:
            slot = AutosaveSlot(number, QueuedAutosave(folder, slot_name(number)), lock)
            break
    if slot is None:  # every slot held: share the last, as before slots
        return AutosaveSlot(MOST_SLOTS, QueuedAutosave(folder, slot_name(MOST_SLOTS)))
    if slot.number > 1:
        slot.notices.append(Notice(MSG_ANOTHER_WINDOW, name=slot_name(slot.number)))
    slot.notices.extend(keep_left_games(paths, slot.number))
    return slot


def keep_left_games(paths: UserPaths, own: int) -> list[Notice]:
    """Keep the games of the free slots above the first (copies that were closed while
    another ran) as saved games, so that each is found again; their slots are emptied
    (the file becomes the slot's backup, as a finished game's does)."""
    notices = []
    folder = paths.data_dir
    for number in range(2, MOST_SLOTS + 1):
        name = slot_name(number)
        if number == own or not (folder / name).exists():
            continue
        try:
            lock = SlotLock.take(folder / (name + LOCK_SUFFIX))
        except OSError:
            continue
        if lock is None:  # a running copy's game
            continue
        try:
            store = AutosaveStore(folder, name)
            kept, problem = keep_as_save(store, paths.saves_dir)
            if kept is not None:
                store.discard()
                notices.append(Notice(MSG_GAME_KEPT, name=kept.name))
            elif problem is not None:
                notices.append(problem)
        finally:
            lock.release()
    return notices
