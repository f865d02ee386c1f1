"""The page's Python compiled to bytecode when the site is built, not at every start.

Pyodide ships its standard library as ``.py`` sources and its Python writes no bytecode,
so every start of the page compiled every module it imported from source: in Node under a
load of 12, Pyodide's own start took 10.5-12.7 s, and 4.2 s with the modules compiled
beforehand. ``make web`` therefore runs the pinned Pyodide once in Node (npm, which fetches
Pyodide, brings it), lets the game start there as the page does (:func:`warm_up`: the
title in each language, games of every ruleset, the expert, a hint, the rulebook, a
lesson), and writes:

- ``py/stdlib.zip``: Pyodide's standard library, each module that start imported as its
  bytecode (``.pyc`` in place of its ``.py``: zipimport reads either; a traceback through
  it shows no source line), the others as sources (a class may reach one later);
- the game's archive with ``__pycache__/*.cpython-314.pyc`` beside every module (its
  sources stay, for the game's own tracebacks).

The bytecode is hash-based and unchecked (PEP 552): a Python never compares it with its
source, which cannot change in a built site. It is Pyodide's own Python that compiles it,
so its version always matches the page's.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

#: what the page's start is made to do once, so that every module it imports is compiled
WARM_UP = (
    {"do": "hello", "language": "zh_Hant"},
    {"do": "hello", "language": "zh_CN"},
    {"do": "hello", "language": "en"},
    {"do": "new", "mode": "two"},
    {"do": "throw"},
    {"do": "hint"},
    {"do": "record"},
    {"do": "new", "mode": "computer", "level": "expert", "human": "white"},
    {"do": "computer"},
    {"do": "computer"},
    {"do": "contents"},
    {"do": "lessons"},
)
NODE_SECONDS = 600


def warm_up() -> list[dict[str, str]]:
    """:data:`WARM_UP` (the default ruleset's games), with a game against the expert of
    each other ruleset the game ships (the site carries the game's own reconstructions,
    not one installed beside it) before the rulebook and the lessons."""
    from ...engine.contract import default_ruleset_id, ruleset_kind
    from ...engine.plugins import entry_points

    shipped = [e.name for e in entry_points() if e.distribution == "liubo"]
    others = [
        {"do": "new", "mode": "computer", "level": "expert", "ruleset": rid}
        for kind in shipped
        for rid in ruleset_kind(kind).files
        if rid != default_ruleset_id()
    ]
    return [*WARM_UP[:-2], *others, *WARM_UP[-2:]]


#: the core's standard library, which ``py/stdlib.zip`` replaces in the site
STDLIB = "python_stdlib.zip"


class BytecodeError(RuntimeError):
    """Compiling the site's Python in Pyodide failed (the message says where)."""


RUNNER = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [core, game, driver, outStd, outGame, stdlibName] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(core + "/pyodide.mjs").href);
const py = await loadPyodide({ indexURL: core + "/" });
py.FS.writeFile("/tmp/game.zip", new Uint8Array(readFileSync(game)));
py.FS.writeFile("/tmp/stdlib.zip", new Uint8Array(readFileSync(core + "/" + stdlibName)));
py.runPython(readFileSync(driver, "utf8"));
writeFileSync(outStd, py.FS.readFile("/tmp/stdlib-out.zip"));
writeFileSync(outGame, py.FS.readFile("/tmp/game-out.zip"));
"""

DRIVER = r"""
import importlib._bootstrap_external as external
import importlib.util
import json
import sys
import sysconfig
import zipfile

site = sysconfig.get_paths()["purelib"]
zipfile.ZipFile("/tmp/game.zip").extractall(site)
stdlib = next(p for p in sys.path if p.endswith(".zip"))
from liubo.web import bridge

for command in WARM_UP:
    answer = json.loads(bridge.call(json.dumps(command)))
    if "error" in answer:
        raise SystemExit(f"{command}: {answer['error']}")
topics = json.loads(bridge.call(json.dumps({"do": "contents"})))["topics"]
lessons = json.loads(bridge.call(json.dumps({"do": "lessons"})))["lessons"]
for command in (
    {"do": "topic", "id": topics[-1]["id"]},
    {"do": "lesson_start", "id": lessons[0]["id"]},
):
    bridge.call(json.dumps(command))
used = set()
for module in list(sys.modules.values()):
    origin = getattr(getattr(module, "__spec__", None), "origin", None) or ""
    if origin.startswith(stdlib + "/") and origin.endswith(".py"):
        used.add(origin[len(stdlib) + 1 :])


def pyc(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(external._code_to_hash_pyc(code, importlib.util.source_hash(source), False))


def entry(name, date_time):
    info = zipfile.ZipInfo(name, date_time)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


with zipfile.ZipFile("/tmp/stdlib.zip") as src, zipfile.ZipFile(
    "/tmp/stdlib-out.zip", "w"
) as out:
    for info in src.infolist():
        data = src.read(info)
        if info.filename in used:  # its bytecode only: 0.8 MB less than both
            compiled = pyc(data, f"{stdlib}/{info.filename}")
            out.writestr(entry(info.filename[:-3] + ".pyc", info.date_time), compiled)
        else:
            out.writestr(entry(info.filename, info.date_time), data)
tag = sys.implementation.cache_tag
with zipfile.ZipFile("/tmp/game.zip") as src, zipfile.ZipFile("/tmp/game-out.zip", "w") as out:
    for info in src.infolist():
        data = src.read(info)
        out.writestr(entry(info.filename, info.date_time), data)
        if info.filename.endswith(".py"):
            folder, _, name = info.filename.rpartition("/")
            target = f"{folder}/__pycache__/{name[:-3]}.{tag}.pyc"
            compiled = pyc(data, f"{site}/{info.filename}")
            out.writestr(entry(target, info.date_time), compiled)
print(json.dumps({"stdlib_modules": len(used)}))
"""


def node() -> str:
    found = shutil.which("node") or shutil.which("nodejs")
    if found is None:
        raise BytecodeError("no node on the PATH (Debian's nodejs; npm needs it too)")
    return found


def compile_site(core: Path, game: bytes) -> tuple[bytes, bytes, int]:
    """Pyodide's standard library and the game's archive (``game``) with their bytecode,
    compiled by the Pyodide in ``core``; and how many standard modules were compiled."""
    with tempfile.TemporaryDirectory(prefix="liubo-web-pyc-") as name:
        work = Path(name)
        (work / "run.mjs").write_text(RUNNER, encoding="utf-8")
        (work / "driver.py").write_text(
            f"WARM_UP = {json.dumps(warm_up())}\n" + DRIVER, encoding="utf-8"
        )
        (work / "game.zip").write_bytes(game)
        command = [
            node(),
            str(work / "run.mjs"),
            str(core.resolve()),
            str(work / "game.zip"),
            str(work / "driver.py"),
            str(work / "stdlib.zip"),
            str(work / "game-out.zip"),
            STDLIB,
        ]
        try:
            done = subprocess.run(
                command, capture_output=True, text=True, timeout=NODE_SECONDS, check=False
            )
        except subprocess.TimeoutExpired as exc:
            raise BytecodeError(f"Pyodide in Node took over {NODE_SECONDS} s") from exc
        if done.returncode != 0:  # Node quotes the minified line an error came from: not that
            said = [line for line in done.stderr.splitlines() if len(line) < 400]
            raise BytecodeError("Pyodide in Node failed: " + "\n".join(said[-25:]))
        try:
            count = int(json.loads(done.stdout.strip().splitlines()[-1])["stdlib_modules"])
        except (ValueError, KeyError, IndexError) as exc:
            raise BytecodeError(f"Pyodide in Node said {done.stdout[-500:]!r}") from exc
        return (work / "stdlib.zip").read_bytes(), (work / "game-out.zip").read_bytes(), count
