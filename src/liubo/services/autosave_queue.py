"""The autosave written on a thread of its own, so that a frame never waits for the disk.

An autosave is four ``fsync`` calls (the backup and the save, each file and its folder):
1-5 ms on a quiet disk, tens of milliseconds on a busy one, and it came in the frame that
plays a move (the computer's, every time it moves), which is why that frame's interval
was the 1% slowest while the computer played (``make bench-window``). Here the game
screen's writes (:meth:`QueuedAutosave.write_soon`) wait in order for one worker thread;
every other use of the autosave (Continue, a new game, the checks) first waits for the
writes still pending, so it sees the file as the synchronous writes would have left it.
The worker is not a daemon: the interpreter waits for it at exit.
"""

from __future__ import annotations

import threading
from pathlib import Path

from .folders import AUTOSAVE_NAME, UserPaths
from .storage import AutosaveStore, Notice, SavedGame, Validator


class QueuedAutosave(AutosaveStore):
    """An :class:`~.storage.AutosaveStore` whose :meth:`write_soon` returns at once."""

    def __init__(self, data_dir: Path | UserPaths, name: str = AUTOSAVE_NAME) -> None:
        super().__init__(data_dir, name)
        self._lock = threading.Lock()
        self._pending: list[SavedGame | None] = []
        self._worker: threading.Thread | None = None

    def write_soon(self, game: SavedGame | None) -> None:
        with self._lock:
            self._pending.append(game)
            if self._worker is None:
                self._worker = threading.Thread(target=self._drain, name="liubo-autosave")
                self._worker.start()

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._worker = None
                    return
                game = self._pending.pop(0)
            notice = (
                AutosaveStore.write(self, game) if game is not None else AutosaveStore.discard(self)
            )
            if notice is not None:
                with self._lock:
                    self.notices.append(notice)

    def flush(self) -> None:
        """Wait until every write asked for is made."""
        while True:
            with self._lock:
                worker = self._worker
            if worker is None or worker is threading.current_thread():
                return
            worker.join()

    def take_notices(self) -> list[Notice]:
        with self._lock:
            return super().take_notices()

    # every other use sees the writes asked for before it
    def exists(self) -> bool:
        self.flush()
        return super().exists()

    def load(self, validator: Validator | None = None) -> tuple[SavedGame | None, Notice | None]:
        self.flush()
        return super().load(validator)

    def write(self, game: SavedGame) -> Notice | None:
        self.flush()
        return super().write(game)

    def discard(self) -> Notice | None:
        self.flush()
        return super().discard()
