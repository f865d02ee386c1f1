"""The Windows build (issue 37): its pins, its icon and version resource, and
``make dist-windows-check`` as part of ``make test``: the zip unpacked into a fresh Wine
prefix, ``Liubo.exe`` run in a real window in every language, playing the expert through
its worker, its folders in %APPDATA% and ``--portable``.

The check takes the zip the cache keeps for these sources (``make dist-windows`` made it)
and builds one only when there is none (about 5 minutes on two idle cores), so a suite
after a build costs the check alone. Skipped, with the reason, where Wine is not installed
(``apt-get install wine64 wine``) or off Linux."""

from __future__ import annotations

import configparser
import struct
from pathlib import Path

import pytest

from liubo.dist.windows import copy_source, version_resource, write_ico
from liubo.dist.windows_pins import ALL, WHEELS
from liubo.dist.wine import missing_reason

ROOT = Path(__file__).resolve().parents[2]


def pinned(text: str) -> dict[str, str]:
    """name -> version of the ``name==version`` lines of a setup.cfg list."""
    pins = {}
    for line in text.split("\n"):
        name, sep, version = line.strip().partition("==")
        if sep:
            pins[name.lower()] = version
    return pins


def test_the_windows_wheels_are_the_versions_setup_cfg_pins():
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg", encoding="utf-8")
    wanted = pinned(config["options"]["install_requires"])
    wanted["pyinstaller"] = pinned(config["options.extras_require"]["dev"])["pyinstaller"]
    windows = pinned("\n".join(pin.requirement for pin in WHEELS))
    for name, version in wanted.items():
        assert windows.get(name) == version, f"{name}: setup.cfg {version}, Windows {windows}"
    for pin in ALL:
        assert len(pin.sha256) == 64 and pin.requirement.split("==")[1] in pin.file


def png(side: int) -> bytes:
    """The first bytes of a PNG of that side (what write_ico reads)."""
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I4sII", 13, b"IHDR", side, side) + bytes(9)


def test_the_icon_file_points_at_each_picture(tmp_path):
    paths = []
    for side in (256, 16, 32):
        paths.append(tmp_path / f"{side}.png")
        paths[-1].write_bytes(png(side))
    write_ico(tmp_path / "liubo.ico", paths)
    data = (tmp_path / "liubo.ico").read_bytes()
    assert struct.unpack("<HHH", data[:6]) == (0, 1, 3)
    sides = []
    for i in range(3):
        width, _h, _c, _r, planes, bits, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        assert (planes, bits) == (1, 32)
        assert data[offset : offset + size] == png(width or 256)
        sides.append(width or 256)
    assert sides == [16, 32, 256]


def test_the_version_resource_names_the_version():
    text = version_resource("1.2.3")
    assert "filevers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductVersion', '1.2.3')" in text
    assert "StringStruct('OriginalFilename', 'Liubo.exe')" in text
    compile(text, "version_info.txt", "eval")  # PyInstaller evaluates it


def test_the_windows_source_carries_the_entry_points_of_the_rulesets(tmp_path, monkeypatch):
    """The Windows Python runs the game from a copy of its source, not installed: without
    the distribution's metadata beside it, PyInstaller's copy_metadata("liubo") fails and
    a bundle would find no ruleset. The copy has it, and both look-ups find every shipped
    reconstruction there: importlib.metadata (PyInstaller's) and the game's own."""
    from importlib import metadata

    from liubo.engine import plugins

    folder = copy_source(tmp_path)
    (dist,) = [d for d in metadata.distributions(path=[str(folder)])]
    assert dist.metadata["Name"] == "liubo"
    shipped = {e.name for e in metadata.entry_points(group=plugins.GROUP) if e.dist.name == "liubo"}
    assert {e.name for e in dist.entry_points if e.group == plugins.GROUP} == shipped
    assert {"tlv", "cazaux"} <= shipped
    monkeypatch.setattr("sys.path", [str(folder)])
    assert {e.name for e in plugins.entry_points()} == shipped


@pytest.mark.skipif(missing_reason() is not None, reason=f"{missing_reason()}")
def test_the_windows_zip_is_small_whole_and_runs_under_wine(tmp_path):
    from liubo.dist.windows_check import check

    found = check(tmp_path, turns=2)
    print("\n".join(found.lines))
    assert found.problems == [], "\n".join(found.problems)
