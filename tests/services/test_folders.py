"""The folder of settings and saves that the player names (issue 35 item 13, issue 36
item 7): an empty or wrong ``--portable`` is refused in one line before anything is
written, a relative one is the bundle's own folder's, and a new one is shown once."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from liubo import cli
from liubo.services.folders import FolderError, resolve_paths, shown_path


@pytest.fixture()
def home(tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """A user whose own folders are under ``tmp_path/home`` (to see nothing lands there)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.delenv("LIUBO_HOME", raising=False)
    monkeypatch.chdir(tmp_path)
    return home


def test_an_empty_portable_folder_is_refused_and_nothing_is_written(home, capsys):
    """``--portable ""`` (a script's unset variable) used the player's own folders."""
    with pytest.raises(FolderError):
        resolve_paths("")
    assert cli.main(["--portable", "", "--first-frame-exit"]) == 2
    assert "--portable '': needs the name of a folder" in capsys.readouterr().err
    assert list(home.iterdir()) == []


def test_a_portable_file_is_called_a_file(home, tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("mine\n", encoding="utf-8")
    assert cli.main(["--portable", "notes.txt", "--first-frame-exit"]) == 2
    err = capsys.readouterr().err
    assert "that is a file, not a folder" in err and "File exists" not in err
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine\n"
    assert cli.main(["--portable", "notes.txt/saves", "--first-frame-exit"]) == 2
    assert "part of the path is not a folder" in capsys.readouterr().err


def test_liubo_home_naming_a_file_is_refused_too(home, tmp_path, monkeypatch, capsys):
    (tmp_path / "f").write_bytes(b"")
    monkeypatch.setenv("LIUBO_HOME", "f")
    assert cli.main(["--first-frame-exit"]) == 2
    assert "LIUBO_HOME='f': that is a file, not a folder" in capsys.readouterr().err


def test_a_relative_portable_folder_is_the_bundle_s_own(home, tmp_path, monkeypatch):
    """The bundle's README says ``./liubo --portable saves`` keeps them "here": beside the
    program, whatever folder the game was started from. From the source: the current one."""
    assert resolve_paths("saves").data_dir == tmp_path / "saves"
    program = tmp_path / "stick" / "liubo" / "liubo"
    program.parent.mkdir(parents=True)
    program.write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(program))
    assert resolve_paths("saves").data_dir == program.parent / "saves"
    monkeypatch.setenv("LIUBO_HOME", "class")
    assert resolve_paths(None).data_dir == program.parent / "class"
    assert resolve_paths("/abs/saves").data_dir == Path("/abs/saves")


def test_a_new_portable_folder_is_shown_once_with_its_full_path(home, tmp_path, capsys):
    paths, notices = cli.user_folders("stick/saves")
    folder = tmp_path / "stick" / "saves"
    assert paths.data_dir == folder and folder.is_dir()
    assert f"kept in the new folder {folder}" in capsys.readouterr().out
    assert [str(n) for n in notices] == [
        f"Settings and saved games are kept in the new folder {folder}."
    ]
    assert cli.user_folders("stick/saves")[1] == ()  # there now: nothing more to say
    assert capsys.readouterr().out == ""


def test_a_folder_name_that_is_not_utf8_is_shown_readably(home, tmp_path, capsys):
    """Issue 35 item 5: a ``--portable`` folder whose name is not UTF-8 is used as it is,
    and its name is shown with a replacement character (a font and a UTF-8 terminal take
    neither of the lone surrogates Python keeps such bytes as)."""
    raw = bytes(tmp_path) + b"/caf\xe9"
    paths, notices = cli.user_folders(raw.decode(sys.getfilesystemencoding(), "surrogateescape"))
    assert Path(raw.decode("utf-8", "surrogateescape")).is_dir()
    assert shown_path(paths.data_dir).endswith("/caf\ufffd")
    assert str(notices[0]).encode("utf-8")  # drawable text: no surrogates
    assert "caf\ufffd" in capsys.readouterr().out


def test_both_bundles_readmes_say_what_a_relative_portable_folder_is(home, tmp_path, monkeypatch):
    """Issue 36 item 7: each bundle's README.txt names ``--portable saves`` as a folder in
    the game's own folder, whatever folder it is started from, shown in full the first
    time, in English and Chinese; and the game does what they say."""
    from liubo.dist.build import PLAYER_README
    from liubo.dist.windows import WINDOWS_README

    for readme, program in ((PLAYER_README, "./liubo"), (WINDOWS_README, "Liubo.exe")):
        assert f"{program} --portable saves" in readme
        assert "a folder in this one" in readme and "from wherever the game is" in readme
        assert "full path the first time" in readme
        assert "不管从哪里启动游戏" in readme and "完整路径" in readme
    program = tmp_path / "stick" / "Liubo.exe"
    program.parent.mkdir()
    program.write_bytes(b"")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(program))
    (tmp_path / "desktop").mkdir()
    monkeypatch.chdir(tmp_path / "desktop")  # a shortcut starting the game elsewhere
    paths, notices = cli.user_folders("saves")
    assert paths.data_dir == program.parent / "saves" and paths.data_dir.is_dir()
    assert [str(n) for n in notices] == [
        f"Settings and saved games are kept in the new folder {program.parent / 'saves'}."
    ]
    assert not (tmp_path / "desktop" / "saves").exists()
