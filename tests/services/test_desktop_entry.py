"""The desktop entry (issue 35 item 10): every path escaped as the Desktop Entry
Specification asks, what cannot be escaped refused before anything is written, and the
file accepted by Debian's ``desktop-file-validate``."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from liubo.services import desktop_entry
from liubo.services.desktop_entry import EntryError, entry_text

VALIDATOR = shutil.which("desktop-file-validate")


def unescape_string(value: str) -> str:
    """A string value as a reader sees it (the spec's general escapes)."""
    out, chars = [], iter(value)
    for ch in chars:
        if ch == "\\":
            nxt = next(chars)
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}[nxt])
        else:
            out.append(ch)
    return "".join(out)


def exec_arguments(line: str) -> list[str]:
    """The arguments a launcher runs for an ``Exec`` value (quoting rules, then ``%%``)."""
    text, args, k = unescape_string(line), [], 0
    while k < len(text):
        if text[k] == " ":
            k += 1
            continue
        arg = []
        if text[k] == '"':
            k += 1
            while text[k] != '"':
                if text[k] == "\\":
                    assert text[k + 1] in '"`$\\', text
                    k += 1
                arg.append(text[k])
                k += 1
            k += 1
        else:
            while k < len(text) and text[k] != " ":
                assert text[k] not in "\"'\\><~|&;$*?#()`\t\n", text  # reserved: quoted
                arg.append(text[k])
                k += 1
        args.append("".join(arg).replace("%%", "%"))
    return args


def keys(text: str) -> dict[str, str]:
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:])


ODD_PATHS = [
    "/opt/Liubo games/liubo",
    '/home/ana/"quoted" $HOME `x` back\\slash/100%/liubo',
    "/home/ana/(par) <a|b> & c; d * ? # ~ 'q'/liubo",
    "/home/李/六博/liubo",
    "/opt/ lead/liubo",
]


@pytest.mark.parametrize("path", ODD_PATHS)
def test_odd_paths_round_trip_through_exec_and_icon(path):
    entry = keys(entry_text([path, "--portable", "a b"], path + ".png"))
    assert entry["Version"] == "1.4"
    assert exec_arguments(entry["Exec"]) == [path, "--portable", "a b"]
    assert unescape_string(entry["Icon"]) == path + ".png"


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1), min_size=1))
def test_any_printable_command_round_trips(command):
    assert exec_arguments(keys(entry_text(command, "liubo"))["Exec"]) == command


def test_a_leading_space_is_escaped_in_a_value():
    assert desktop_entry.string_value(" a\\b") == "\\sa\\\\b"
    assert unescape_string(desktop_entry.string_value(" a\\b")) == " a\\b"


@pytest.mark.parametrize("bad", ["/opt/a\nExec=/bin/sh", "/opt/a\rb", "/opt/a\x00b", "/opt/\udce9"])
def test_what_an_entry_cannot_hold_is_refused(bad):
    with pytest.raises(EntryError):
        entry_text([bad], "liubo")
    with pytest.raises(EntryError):
        entry_text(["/usr/bin/liubo"], bad)


@pytest.mark.skipif(
    VALIDATOR is None,
    reason="desktop-file-validate is not installed "
    "(Debian and Ubuntu: apt install desktop-file-utils)",
)
@pytest.mark.parametrize("path", ODD_PATHS)
def test_debian_s_validator_accepts_the_entry(tmp_path, path):
    entry = tmp_path / "liubo.desktop"
    entry.write_text(entry_text([path], path + ".png"), encoding="utf-8")
    result = subprocess.run([VALIDATOR, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


def _installed(tmp_path: Path) -> list[Path]:
    return sorted(p for p in tmp_path.rglob("*") if p.is_file())


def test_a_line_break_in_xdg_data_home_is_refused_before_anything_is_copied(tmp_path, capsys):
    """A second ``Exec=`` line was written raw into the entry; and nothing may be left
    half done (the icons were copied before the entry failed)."""
    home = tmp_path / "share\nExec=/bin/sh -c evil"
    assert desktop_entry.install_desktop_entry({"XDG_DATA_HOME": str(home)}) == 1
    assert "line break" in capsys.readouterr().err
    assert _installed(tmp_path) == []


def test_a_line_break_in_the_game_s_path_is_refused(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(sys, "executable", "/opt/liubo\nExec=/bin/sh/python")
    assert desktop_entry.install_desktop_entry({"XDG_DATA_HOME": str(tmp_path)}) == 1
    assert "the game's path holds a line break" in capsys.readouterr().err
    assert _installed(tmp_path) == []


def test_an_xdg_data_home_that_is_not_utf8_is_refused_readably(tmp_path, capsys):
    """Issue 35 item 5: a folder name that is not UTF-8 cannot be written into the
    entry (a UTF-8 file): one readable line, nothing copied (it raised after the icons)."""
    home = str(tmp_path) + "/caf\udce9"
    assert desktop_entry.install_desktop_entry({"XDG_DATA_HOME": home}) == 1
    err = capsys.readouterr().err
    assert "is not UTF-8 text" in err and "caf\\udce9" in err
    assert _installed(tmp_path) == []
