"""The autosave written off the frame: in order, seen by every later use, failures told."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

import liubo.services.storage as storage
from liubo.services.autosave_queue import QueuedAutosave
from liubo.services.storage import AutosaveStore, SavedGame

RECORD = "ruleset: liubo-2026\nfirst: G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n"


def game(turns: int) -> SavedGame:
    record = RECORD + "".join(f"{2 + k}. W 3,2 pass\n" for k in range(turns))
    return SavedGame(record=record, players={"green": "human", "white": "normal"})


def accept(record: str) -> None:
    """The tests' stand-in for the engine's record check."""


def record_in(path: Path) -> str:
    return json.loads(path.read_text(encoding="utf-8"))["record"]


def test_write_soon_returns_before_the_disk_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = QueuedAutosave(tmp_path)
    release = threading.Event()
    real_write = AutosaveStore.write

    def slow_write(self: AutosaveStore, saved: SavedGame) -> storage.Notice | None:
        release.wait(30)  # the disk, busy until the test lets it go
        return real_write(self, saved)

    monkeypatch.setattr(AutosaveStore, "write", slow_write)
    store.write_soon(game(1))  # returns at once: the worker waits for the disk
    assert not store.path.exists()
    release.set()
    assert store.exists()  # waits for the pending write
    assert record_in(store.path) == game(1).record


def test_writes_and_a_discard_land_in_the_order_asked(tmp_path: Path) -> None:
    store = QueuedAutosave(tmp_path)
    for k in range(5):
        store.write_soon(game(k))
    loaded, notice = store.load(accept)
    assert notice is None and loaded is not None and loaded.record == game(4).record
    # the backup is the write before the last, as with writes made one by one
    assert record_in(store.backup_path) == game(3).record
    store.write_soon(None)  # the game is over: the autosave becomes the backup
    assert not store.exists()
    assert record_in(store.backup_path) == game(4).record


def test_a_failed_write_is_told_once_through_take_notices(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = QueuedAutosave(tmp_path)

    def full_disk(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", full_disk)
    store.write_soon(game(1))
    store.flush()
    monkeypatch.undo()
    notices = store.take_notices()
    assert len(notices) == 1 and "could not be saved" in str(notices[0])
    assert store.take_notices() == []


def test_the_plain_store_writes_at_once_and_keeps_its_notices(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.write_soon(game(2))
    assert record_in(store.path) == game(2).record and store.take_notices() == []
