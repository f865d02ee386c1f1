"""Storage: user folders, atomic writes, autosave with backup, named save files."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

import liubo.services.storage as storage
from liubo.services.file_safety import atomic_write_text, os_reason, set_aside
from liubo.services.folders import UserPaths, resolve_paths
from liubo.services.storage import (
    AutosaveStore,
    Notice,
    SavedGame,
    load_game_file,
    save_game_file,
)

# A record as the engine writes it (docs/rules.md section 8). The tests check records with a
# small stand-in validator so they do not depend on the engine's progress.
MID_TURN_RECORD = (
    "ruleset: liubo-2026\nfirst: G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n2. W 3,2 OFF>QU_N/3\n"
)


def fake_validator(record: str) -> None:
    """Accept text whose turn lines look like ``N. G|W a,b ...``; raise ValueError otherwise."""
    lines = [line for line in record.splitlines() if line.strip()]
    if not lines or not lines[0].startswith("ruleset:"):
        raise ValueError("no ruleset line")
    for line in lines[2:]:
        number, side, throw, *_ = line.split() + ["", "", ""]
        if not number.rstrip(".").isdigit() or side not in ("G", "W") or "," not in throw:
            raise ValueError(f"bad turn line {line!r}")


def make_game(record: str = MID_TURN_RECORD) -> SavedGame:
    return SavedGame(
        record=record,
        players={"green": "human", "white": "normal"},
        game_settings={"first": "green", "ai_level": "normal", "options": {"lines": True}},
    )


def test_resolve_paths_portable_flag_beats_environment(tmp_path: Path) -> None:
    paths = resolve_paths(tmp_path / "a", environ={"LIUBO_HOME": str(tmp_path / "b")})
    assert paths == UserPaths(tmp_path / "a", tmp_path / "a", portable=True)
    assert not (tmp_path / "a").exists(), "resolving must not create folders"


def test_resolve_paths_environment(tmp_path: Path) -> None:
    paths = resolve_paths(None, environ={"LIUBO_HOME": str(tmp_path)})
    assert paths.config_dir == paths.data_dir == tmp_path and paths.portable
    assert paths.settings_file == tmp_path / "settings.json"
    assert paths.autosave_file == tmp_path / "autosave.json"


def test_resolve_paths_platformdirs() -> None:
    paths = resolve_paths(environ={})
    assert not paths.portable
    assert "liubo" in str(paths.config_dir).lower()
    assert "liubo" in str(paths.data_dir).lower()
    assert resolve_paths(environ={"LIUBO_HOME": ""}) == paths


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    target = tmp_path / "deep" / "file.json"
    atomic_write_text(target, "one")
    atomic_write_text(target, "两")
    assert target.read_text(encoding="utf-8") == "两"
    assert os.listdir(target.parent) == ["file.json"]


def test_autosave_round_trip_restores_the_same_record(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    assert store.load(fake_validator) == (None, None)
    game = make_game()
    assert store.write(game) is None
    loaded, notice = AutosaveStore(UserPaths(tmp_path, tmp_path)).load(fake_validator)
    assert notice is None and loaded is not None
    assert loaded.record == MID_TURN_RECORD
    assert loaded.players == game.players
    assert loaded.game_settings == game.game_settings
    assert loaded.saved_at is not None
    data = json.loads((tmp_path / "autosave.json").read_text(encoding="utf-8"))
    assert data["format"] == "liubo-save" and data["version"] == 1


def test_mid_turn_save_with_the_real_engine(tmp_path: Path) -> None:
    engine = pytest.importorskip("liubo.engine")
    if not hasattr(engine, "Game") or not hasattr(engine.Game, "from_record"):
        pytest.skip("engine Game not written yet")
    game = engine.Game.new()
    game.throw(2, 1)
    moves = game.legal_moves()
    if moves:
        game.play(moves[0])
    record = game.record()
    store = AutosaveStore(tmp_path)
    assert store.write(make_game(record)) is None
    loaded, notice = store.load()  # default validator: Game.from_record
    assert notice is None and loaded is not None
    assert loaded.record == record
    assert engine.Game.from_record(loaded.record).record() == record


def test_backup_keeps_previous_write(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    first = MID_TURN_RECORD
    second = MID_TURN_RECORD + "3. G 1,1 pass\n"
    store.write(make_game(first))
    store.write(make_game(second))
    backup = SavedGame.from_bytes((tmp_path / "autosave.json.bak").read_bytes(), fake_validator)
    assert backup.record == first
    assert store.load(fake_validator)[0].record == second


def test_corrupt_main_falls_back_to_backup(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.write(make_game())
    store.write(make_game(MID_TURN_RECORD + "3. G 1,1 pass\n"))
    (tmp_path / "autosave.json").write_bytes(b'{"format": "liubo-save", "vers')
    loaded, notice = store.load(fake_validator)
    assert loaded is not None and loaded.record == MID_TURN_RECORD
    assert notice is not None and "previous autosave" in notice
    names = sorted(os.listdir(tmp_path))
    assert len(names) == 2 and names[0] == "autosave.corrupt-" + names[0][17:]
    assert "autosave.json.bak" in names


def test_invalid_record_is_set_aside(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.write(make_game("ruleset: x\nfirst: G\nnonsense here\n"))
    loaded, notice = store.load(fake_validator)
    assert loaded is None
    assert isinstance(notice, Notice) and "could not be read" in notice
    assert len(os.listdir(tmp_path)) == 1


def test_both_files_damaged(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_bytes(b"\x00\x01")
    (tmp_path / "autosave.json.bak").write_bytes(b"[]")
    loaded, notice = AutosaveStore(tmp_path).load(fake_validator)
    assert loaded is None and notice is not None
    contents = sorted(p.read_bytes() for p in tmp_path.iterdir())
    assert contents == [b"\x00\x01", b"[]"]
    assert not (tmp_path / "autosave.json").exists()


def test_future_version_is_set_aside(tmp_path: Path) -> None:
    text = make_game().to_json().replace('"version": 1', '"version": 7')
    (tmp_path / "autosave.json").write_text(text, encoding="utf-8")
    loaded, notice = AutosaveStore(tmp_path).load(fake_validator)
    assert loaded is None and notice is not None
    assert [p.read_text(encoding="utf-8") for p in tmp_path.iterdir()] == [text]


def test_interrupted_replace_keeps_old_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = AutosaveStore(tmp_path)
    store.write(make_game())

    def broken_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage.os, "replace", broken_replace)
    notice = store.write(make_game(MID_TURN_RECORD + "3. G 1,1 pass\n"))
    monkeypatch.undo()
    assert isinstance(notice, Notice) and "could not be saved" in notice
    loaded, load_notice = store.load(fake_validator)
    assert load_notice is None and loaded is not None and loaded.record == MID_TURN_RECORD
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]


def test_failing_validator_of_any_kind_means_damaged(tmp_path: Path) -> None:
    def crashes(record: str) -> None:
        raise IndexError("engine bug")

    AutosaveStore(tmp_path).write(make_game())
    loaded, notice = AutosaveStore(tmp_path).load(crashes)
    assert loaded is None and notice is not None
    assert len(os.listdir(tmp_path)) == 1


def test_unserialisable_game_settings_report_instead_of_raising(tmp_path: Path) -> None:
    game = make_game()
    game.game_settings["bad"] = object()
    assert isinstance(AutosaveStore(tmp_path).write(game), Notice)
    assert isinstance(save_game_file(tmp_path / "named.json", game), Notice)
    assert os.listdir(tmp_path) == []


def test_discard_keeps_the_file_as_backup(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    store.write(make_game())
    assert store.exists()
    assert store.discard() is None
    assert not store.exists()
    assert store.load(fake_validator) == (None, None)
    assert os.listdir(tmp_path) == ["autosave.json.bak"]


def test_named_file_round_trip(tmp_path: Path) -> None:
    target = tmp_path / "saves" / "lesson 1.liubo.json"
    assert save_game_file(target, make_game()) is None
    loaded, notice = load_game_file(target, fake_validator)
    assert notice is None and loaded is not None and loaded.record == MID_TURN_RECORD


def test_named_file_errors_leave_the_file_alone(tmp_path: Path) -> None:
    target = tmp_path / "mine.json"
    target.write_bytes(b"not a game")
    loaded, notice = load_game_file(target, fake_validator)
    assert loaded is None and notice is not None and "mine.json" in notice
    assert target.read_bytes() == b"not a game"
    loaded, notice = load_game_file(tmp_path / "missing.json", fake_validator)
    assert loaded is None and notice is not None
    newer = tmp_path / "newer.json"
    newer.write_text(make_game().to_json().replace('"version": 1', '"version": 2'), "utf-8")
    assert "newer version" in load_game_file(newer, fake_validator)[1]
    assert isinstance(save_game_file(tmp_path / "mine.json" / "x", make_game()), Notice)


def test_set_aside_names(tmp_path: Path) -> None:
    for index in range(3):
        path = tmp_path / "autosave.json.bak"
        path.write_text(str(index), encoding="utf-8")
        moved = set_aside(path, now=0)
        assert moved is not None and moved.name.startswith("autosave.corrupt-")
        assert moved.name.endswith(".json.bak")
    assert sorted(p.read_text(encoding="utf-8") for p in tmp_path.iterdir()) == ["0", "1", "2"]
    assert set_aside(tmp_path / "missing.json") is None


def _wrap(obj: object) -> bytes:
    return json.dumps(obj).encode()


_json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_good = make_game().to_json().encode()
_corrupt = st.one_of(
    st.binary(max_size=400),
    st.integers(0, len(_good) - 1).map(lambda cut: _good[:cut]),
    st.lists(_json_values, max_size=4).map(_wrap),
    st.dictionaries(
        st.sampled_from(["format", "version", "record", "players", "game_settings", "saved_at"]),
        _json_values,
    ).map(lambda d: _wrap({"format": "liubo-save", "version": 1, **d})),
    st.integers(-(10**40), 10**40).map(
        lambda n: _good.replace(b'"version": 1', b'"version": %d' % n)
    ),
    st.binary(min_size=1, max_size=30).map(lambda b: _good.replace(b"OFF>QU_S", b)),
    st.just(b'{"format": "liubo-save", "version": 1' + b"9" * 5000 + b"}"),
)


@hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(main=_corrupt, backup=st.none() | _corrupt | st.just(_good))
def test_fuzzed_autosave_never_raises_and_never_loses_files(
    main: bytes, backup: bytes | None
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "autosave.json").write_bytes(main)
        if backup is not None:
            (root / "autosave.json.bak").write_bytes(backup)
        before = sorted(p.read_bytes() for p in root.iterdir())
        loaded, notice = AutosaveStore(root).load(fake_validator)
        assert loaded is None or isinstance(loaded, SavedGame)
        assert notice is None or "\n" not in notice
        assert sorted(p.read_bytes() for p in root.iterdir()) == before
        if backup == _good and loaded is None:
            pytest.fail("a good backup must be used when the main file is damaged")
        # and the game can be saved again afterwards
        assert AutosaveStore(root).write(make_game()) is None
        assert len(os.listdir(root)) >= len(before)
        named, named_notice = load_game_file(root / "autosave.json", fake_validator)
        assert named is not None and named_notice is None


# -- issue 12: the save never depends on the backup; newer versions; reasons translated -------


def test_an_unwritable_backup_never_stops_the_autosave(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    assert store.write(make_game()) is None
    (tmp_path / "autosave.json.bak").mkdir()  # a folder where the backup file should go
    (tmp_path / "autosave.json.bak" / "keep").write_text("x")
    second = MID_TURN_RECORD + "3. G 1,1 pass\n"
    assert store.write(make_game(second)) is None
    loaded, notice = store.load(fake_validator)
    assert notice is None and loaded is not None and loaded.record == second


def test_a_newer_autosave_says_so_and_is_kept(tmp_path: Path) -> None:
    text = make_game().to_json().replace('"version": 1', '"version": 7')
    (tmp_path / "autosave.json").write_text(text, encoding="utf-8")
    loaded, notice = AutosaveStore(tmp_path).load(fake_validator)
    assert loaded is None and isinstance(notice, Notice)
    assert "newer version" in notice and "could not be read" not in notice
    (kept,) = tmp_path.iterdir()
    assert kept.name.startswith("autosave.newer-") and kept.read_text(encoding="utf-8") == text
    zh = {storage.MSG_AUTOSAVE_NEWER: "新版本 {name}"}
    assert notice.translated(lambda m: zh.get(m, m)) == f"新版本 {kept.name}"


def test_a_newer_autosave_is_never_overwritten_by_a_new_game(tmp_path: Path) -> None:
    text = make_game().to_json().replace('"version": 1', '"version": 7')
    (tmp_path / "autosave.json").write_text(text, encoding="utf-8")
    store = AutosaveStore(tmp_path)
    assert store.write(make_game()) is None
    assert store.write(make_game()) is None
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("autosave.newer-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == text


@pytest.mark.parametrize(
    "code, english",
    [
        (13, "permission denied"),  # EACCES
        (1, "permission denied"),  # EPERM
        (21, "a folder has that name"),  # EISDIR
        (28, "the disk is full"),  # ENOSPC
        (2, "the file or folder does not exist"),  # ENOENT
        (30, "the disk is read-only"),  # EROFS
    ],
)
def test_system_reasons_are_translated(code: int, english: str) -> None:
    import errno as errno_mod

    assert code == getattr(
        errno_mod,
        {13: "EACCES", 1: "EPERM", 21: "EISDIR", 28: "ENOSPC", 2: "ENOENT", 30: "EROFS"}[code],
    )
    notice = Notice(
        storage.MSG_SAVE_WRITE_FAILED, reason=os_reason(OSError(code, os.strerror(code)))
    )
    assert str(notice) == f"The game could not be saved: {english}"
    from liubo.services.translation import load_translator

    zh = load_translator("zh_CN")
    translated = notice.translated(zh.gettext)
    assert zh.gettext(english) != english and zh.gettext(english) in translated
    assert os.strerror(code) not in translated


def test_saving_onto_a_folder_gives_a_translated_reason(tmp_path: Path) -> None:
    (tmp_path / "taken").mkdir()
    notice = save_game_file(tmp_path / "taken", make_game())
    assert isinstance(notice, Notice) and notice.endswith("a folder has that name")
    from liubo.services.translation import load_translator

    assert "Is a directory" not in notice.translated(load_translator("zh_CN").gettext)


def test_rule_readings_survive_the_autosave_and_a_named_save(tmp_path: Path) -> None:
    from liubo.engine import Game

    options = {"owl-landing": "contest", "pond": "sanctuary"}
    game = Game.from_text("CHANG_SW,GAO_SW/QU_S,*ZHANG_S 0-0 G 2,1", options=options)
    game.play("GAO_SW>ZHANG_S/2")  # contests the Owl: possible under owl-landing=contest only
    record = game.record()
    store = AutosaveStore(tmp_path)
    assert store.write(make_game(record)) is None
    loaded, notice = store.load()  # the real engine replays it
    assert notice is None and loaded is not None
    again = Game.from_record(loaded.record)
    assert again.rules.options == game.rules.options and again.to_text() == game.to_text()
    path = tmp_path / "lesson.json"
    assert storage.save_game_file(path, make_game(record)) is None
    opened, notice = storage.load_game_file(path, storage.engine_validator)
    assert notice is None and opened is not None
    assert Game.from_record(opened.record).rules.options["owl-landing"] == "contest"
