"""Every file a user hands the game goes through one reader (issue 26, items 4 and 8): it
must be a regular file of limited size, so a FIFO never hangs the game and a huge file is
refused with a reason; text is read as UTF-8 with or without a byte-order mark."""

from __future__ import annotations

import json
import os
import threading

import pytest

from liubo.content.lessons import load_lessons, read_lesson_file
from liubo.engine import Game
from liubo.services.file_safety import (
    MAX_FILE_BYTES,
    FileContentError,
    UserFileError,
    read_user_file,
    read_user_text,
    reason_of,
)
from liubo.services.settings import Settings, SettingsStore
from liubo.services.storage import AutosaveStore, SavedGame, load_game_file

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
BOM = "\ufeff"


def within(seconds, call):
    """``call()``'s result, or a test failure if it has not returned after ``seconds``
    (a blocked ``open`` cannot be interrupted, so it runs in a daemon thread)."""
    result: dict[str, object] = {}

    def run():
        try:
            result["value"] = call()
        except BaseException as exc:  # handed back to the test
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the game hung on the file"
    if "error" in result:
        raise result["error"]  # type: ignore[misc]
    return result.get("value")


def fifo(path):
    os.mkfifo(path)
    return path


def huge(path):
    with open(path, "wb") as handle:  # sparse: no disk space used
        handle.truncate(MAX_FILE_BYTES + 1)
    return path


# -- the reader ------------------------------------------------------------------------


@needs_fifo
def test_a_fifo_is_refused_at_once(tmp_path):
    with pytest.raises(UserFileError) as info:
        within(5, lambda: read_user_file(fifo(tmp_path / "f.txt")))
    assert "not a regular file" in str(info.value)
    assert reason_of(info.value).msgid == info.value.reason.msgid


def test_a_huge_file_a_folder_and_a_device_are_refused(tmp_path):
    with pytest.raises(UserFileError, match="too large"):
        read_user_file(huge(tmp_path / "big.txt"))
    with pytest.raises(UserFileError, match="folder"):
        read_user_file(tmp_path)
    if os.path.exists("/dev/zero"):
        with pytest.raises(UserFileError, match="not a regular file"):
            within(5, lambda: read_user_file("/dev/zero"))
    with pytest.raises(FileNotFoundError):
        read_user_file(tmp_path / "missing.txt")


def test_text_is_read_with_or_without_a_byte_order_mark(tmp_path):
    path = tmp_path / "r.txt"
    path.write_bytes((BOM + "ruleset tlv\n").encode("utf-8"))
    assert read_user_text(path) == "ruleset tlv\n"
    path.write_bytes(b"\xff\xfe r\x00")
    with pytest.raises(FileContentError, match="not UTF-8"):
        read_user_text(path)


# -- every place that opens one ----------------------------------------------------------


@needs_fifo
def test_a_fifo_as_a_replay_gives_a_notice(app, tmp_path):
    from liubo.scenes.files import open_replay

    path = fifo(tmp_path / "f.txt")
    assert not within(10, lambda: open_replay(app.ctx, app.stack, path))
    assert app.stack.top.name == "title"
    assert "f.txt is not a game record" in app.ctx.notice
    assert "not a regular file" in app.ctx.notice


def test_a_huge_or_empty_record_gives_a_notice(app, tmp_path):
    from liubo.scenes.files import open_replay

    assert not open_replay(app.ctx, app.stack, huge(tmp_path / "big.txt"))
    assert "too large" in app.ctx.notice
    for text in ["", "\n  \n", BOM]:
        empty = tmp_path / "empty.txt"
        empty.write_text(text, encoding="utf-8")
        assert not open_replay(app.ctx, app.stack, empty)
        assert "empty.txt is not a game record: the file is empty" in app.ctx.notice
    header = tmp_path / "header.txt"
    header.write_text("ruleset tlv\nfirst G\n", encoding="utf-8")
    assert not open_replay(app.ctx, app.stack, header)
    assert "no turns to replay" in app.ctx.notice
    assert app.stack.top.name == "title"


def test_the_reasons_reach_the_screen_in_chinese(new_app, tmp_path):
    from liubo.scenes.files import open_replay

    app = new_app(lang="zh_CN")
    empty = tmp_path / "empty.txt"
    empty.write_text("", encoding="utf-8")
    assert not open_replay(app.ctx, app.stack, empty)
    assert "empty.txt" in app.ctx.notice and "the file is empty" not in app.ctx.notice


def test_a_record_with_a_byte_order_mark_replays(app, tmp_path):
    from liubo.scenes.files import open_replay

    game = Game.new()
    game.throw(2, 1)
    game.play("OFF>QU_S/2")
    path = tmp_path / "notepad.txt"
    path.write_bytes((BOM + game.record()).replace("\n", "\r\n").encode("utf-8"))
    assert open_replay(app.ctx, app.stack, path)
    assert app.stack.top.session.mode == "replay"


@needs_fifo
def test_a_fifo_in_the_lessons_folder_costs_only_itself(tmp_path):
    fifo(tmp_path / "fifo.json")
    huge(tmp_path / "huge.json")
    lessons, problems = within(60, lambda: load_lessons(tmp_path))
    assert len(lessons) >= 10
    assert any("fifo.json" in p and "not a regular file" in p for p in problems)
    assert any("huge.json" in p and "too large" in p for p in problems)


@needs_fifo
def test_a_fifo_as_settings_or_autosave_never_hangs(tmp_path):
    fifo(tmp_path / "settings.json")
    settings, notice = within(5, SettingsStore(tmp_path).load)
    assert settings == Settings() and notice is not None
    assert not (tmp_path / "settings.json").exists()  # set aside, not deleted
    fifo(tmp_path / "autosave.json")
    store = AutosaveStore(tmp_path)
    assert not store.exists()
    saved, notice = within(5, store.load)
    assert saved is None and notice is not None
    game = SavedGame(Game.new().record(), {"green": "human", "white": "normal"})
    assert within(5, lambda: store.write(game)) is None


@needs_fifo
def test_a_fifo_or_huge_file_as_a_saved_game_says_why(tmp_path):
    for path, reason in [
        (fifo(tmp_path / "f.liubo.json"), "not a regular file"),
        (huge(tmp_path / "h.liubo.json"), "too large"),
    ]:
        saved, notice = within(5, lambda path=path: load_game_file(path))
        assert saved is None and reason in str(notice) and path.name in str(notice)


def test_settings_and_saves_with_a_byte_order_mark_are_read(tmp_path):
    settings = Settings(volume=0.3, language="zh_CN")
    (tmp_path / "settings.json").write_bytes((BOM + json.dumps(settings.to_dict())).encode("utf-8"))
    loaded, notice = SettingsStore(tmp_path).load()
    assert notice is None and loaded == settings
    saved = SavedGame(Game.new().record(), {"green": "human", "white": "easy"})
    path = tmp_path / "bom.liubo.json"
    path.write_bytes((BOM + saved.to_json()).encode("utf-8"))
    again, notice = load_game_file(path)
    assert notice is None and again is not None and again.record == saved.record


def test_a_lesson_with_a_byte_order_mark_is_read(tmp_path):
    from liubo.resources import data_path

    text = data_path("lessons", "01_enter.json").read_text("utf-8")
    path = tmp_path / "mine.json"
    path.write_bytes((BOM + text).encode("utf-8"))
    assert read_lesson_file(path).id == json.loads(text)["id"]
