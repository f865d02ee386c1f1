"""``make web``'s parts that need no browser: the Pyodide pin and the game's site archive."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from liubo.dist.web.build import PACKAGES, checkout_root, site_zip
from liubo.dist.web.pyodide import Pin, PyodideError, fetch, integrity_of, read_pin
from liubo.web.bench import expert_move


def test_the_pin_names_a_sha512_and_the_core_files():
    pin = read_pin(checkout_root() / "web" / "pyodide.json")
    assert pin.package == "pyodide"
    assert pin.integrity.startswith("sha512-") and len(pin.integrity) == 7 + 88
    assert {"pyodide.mjs", "pyodide.asm.wasm", "python_stdlib.zip"} <= set(pin.files)


def test_a_tarball_that_is_not_the_pinned_one_is_deleted(tmp_path):
    pin = Pin("pyodide", "0.0.1", "sha512-" + "A" * 86 + "==", ("pyodide.mjs",))
    fake = tmp_path / pin.tarball
    fake.write_bytes(b"not the tarball")
    with pytest.raises(PyodideError, match="not the pinned"):
        fetch(pin, tmp_path)
    assert not fake.exists()


def test_the_integrity_is_npms_form(tmp_path):
    path = tmp_path / "x"
    path.write_bytes(b"liubo")
    # sha512 of b"liubo" in base64, as npm's dist.integrity writes it
    assert integrity_of(path).startswith("sha512-")
    assert integrity_of(path) == integrity_of(path)


def test_a_bad_pin_file_says_what_is_wrong(tmp_path):
    path = tmp_path / "pin.json"
    path.write_text('{"package": "pyodide"}')
    with pytest.raises(PyodideError, match="not a readable Pyodide pin"):
        read_pin(path)
    path.write_text(json.dumps({"package": "p", "version": "1", "integrity": "md5-x", "files": []}))
    with pytest.raises(PyodideError, match="sha512"):
        read_pin(path)


PROBE = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from liubo.web import bridge
print(bridge.call(json.dumps({"do": "hello", "language": "zh_CN"}))[:0])
answer = json.loads(bridge.call(json.dumps({"do": "new", "mode": "computer", "level": "hard"})))
answer = json.loads(bridge.call(json.dumps({"do": "throw"})))
expert = json.loads(bridge.call(json.dumps(
    {"do": "bench", "what": "expert", "ruleset": "tlv", "seed": 1, "throws": 13})))
from importlib import metadata
print(json.dumps({
    "expert": expert,
    "status": answer["table"]["status"],
    "modules": sorted(m for m in sys.modules if m.split(".")[0] in
                      ("babel", "numpy", "pygame", "pygame_gui", "platformdirs")),
    "entry_points": sorted(e.name for e in metadata.distribution("liubo").entry_points),
}))
"""


def test_the_site_archive_runs_the_game_without_anything_else(tmp_path):
    """The archive the worker unpacks, alone on the path (no babel, numpy, pygame,
    platformdirs): the game starts in Chinese and plays, and the expert runs the plain
    network to the move numpy's network gives here."""
    data = site_zip()
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path)
    assert all(any(n.startswith(f"liubo/{p}/") for n in names) for p in PACKAGES)
    assert not any("/render/" in n or "/scenes/" in n for n in names)
    assert "liubo/i18n/zh_CN/LC_MESSAGES/liubo.mo" in names
    assert not any(n.endswith(".po") for n in names)
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", PROBE, str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=str(tmp_path),
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["modules"] == []
    assert "青方" in found["status"]
    assert "liubo" in found["entry_points"]
    here = expert_move("tlv", 1, 13)
    assert here["network"] == "Network"  # numpy's, as the desktop's
    assert found["expert"]["network"] == "PlainNetwork" and not found["expert"]["notice"]
    assert found["expert"]["position"] == here["position"]
    assert found["expert"]["move"] == here["move"]


def test_the_same_sources_give_the_same_archive():
    assert site_zip() == site_zip()


def test_the_page_files_are_in_the_checkout():
    web = checkout_root() / "web"
    for name in ("index.html", "app.js", "board.js", "worker.js", "sw.js", "style.css"):
        assert (web / name).is_file(), name
    assert Path(web / "index.html").read_text(encoding="utf-8").count("<script") == 1


def test_compressed_copies_sit_beside_the_files_worth_it(tmp_path):
    from liubo.dist.web.build import compressed_copies

    (tmp_path / "app.js").write_text("const x = 1;\n" * 500)
    (tmp_path / "board.jpg").write_bytes(bytes(5000))
    (tmp_path / "tiny.json").write_text("{}")
    compressed_copies(tmp_path)
    import gzip

    assert (
        gzip.decompress((tmp_path / "app.js.gz").read_bytes()) == (tmp_path / "app.js").read_bytes()
    )
    assert not (tmp_path / "board.jpg.gz").exists()  # images are compressed already
    assert not (tmp_path / "tiny.json.gz").exists()  # no gain


def test_the_site_ships_its_python_compiled(built_site):
    """The page starts from bytecode compiled by the pinned Pyodide when the site was built
    (hash-based and unchecked, PEP 552), not from sources it compiles at every start."""
    with zipfile.ZipFile(built_site / "py" / "liubo.zip") as archive:
        names = set(archive.namelist())
        sources = [n for n in names if n.endswith(".py")]
        for name in sources:
            folder, _, module = name.rpartition("/")
            compiled = f"{folder}/__pycache__/{module[:-3]}.cpython-314.pyc"
            assert compiled in names, name
            header = archive.read(compiled)[:16]
            assert int.from_bytes(header[4:8], "little") == 0b01  # hashed, never checked
    with zipfile.ZipFile(built_site / "py" / "stdlib.zip") as archive:
        names = set(archive.namelist())
    compiled = [n for n in names if n.endswith(".pyc")]
    assert len(compiled) > 100 and "json/__init__.pyc" in compiled
    assert not any(n[:-1] in names for n in compiled)  # its bytecode in place of its source
    assert "zipfile/__init__.py" in names or "zipfile/__init__.pyc" in names
    assert not (built_site / "pyodide" / "python_stdlib.zip").exists()
    listed = json.loads((built_site / "site.json").read_text(encoding="utf-8"))["files"]
    assert "py/stdlib.zip" in listed and "pyodide/python_stdlib.zip" not in listed
