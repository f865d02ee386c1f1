"""``make web``: the browser edition as a static site in ``dist/web``.

    python -m liubo.dist.web.build [--out DIR] [--cache DIR]

What it holds:

- the page, from ``web/`` at the checkout's root (HTML, JavaScript, CSS, the worker and
  the service worker that keeps the site for offline use);
- ``pyodide/``: the pinned Pyodide core (:mod:`.pyodide`, checked against its sha512);
- ``py/liubo.zip``: the game's pure-Python packages (:data:`PACKAGES`) with their
  bytecode, their data files, the compiled catalogs and the distribution's metadata (its
  entry points), which the worker unpacks into Pyodide's ``site-packages``;
- ``py/stdlib.zip``: Pyodide's standard library with the bytecode of what the game
  imports (:mod:`.bytecode`: compiled by the pinned Pyodide in Node, so the page does not
  compile its Python at every start), in place of the core's ``python_stdlib.zip``;
- ``art/``: what the desktop's renderer draws (:mod:`.art`);
- ``fonts/``: Noto Sans SC cut down to the characters the game shows, as the bundle's;
- ``site.json``: the version, the languages and their names, and every file with its
  size and hash (the service worker's list, and the cache's name).

Exit codes: 0 built, 1 failed.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import io
import json
import shutil
import sys
import time
import zipfile
from pathlib import Path

from ... import __version__
from ..glyphs import package_folder
from .bytecode import STDLIB, BytecodeError, compile_site
from .pyodide import PyodideError, core_files, default_cache, read_pin

#: the packages of ``liubo`` the page runs (the rest draws with pygame, or is a tool)
PACKAGES = ("engine", "ai", "model", "content", "services", "web")
#: the package's own modules at its root the page needs
ROOT_MODULES = ("__init__.py", "resources.py")
#: data files the page's Python reads (sounds and themes are the desktop's)
DATA_SUFFIXES = (".json", ".md", ".npz")
DATA_LEFT_OUT = ("sounds", "themes")
#: what the build keeps a gzip copy of (images, fonts and zips are compressed already)
COMPRESSED = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".txt", ".svg")
#: a fixed time for every zip entry, so that the same sources give the same archive
ZIP_TIME = (2020, 1, 1, 0, 0, 0)


class WebBuildError(RuntimeError):
    """A step of the web build failed."""


def checkout_root() -> Path:
    """The checkout (``web/`` lives at its root beside ``src/``)."""
    root = package_folder("liubo").resolve().parents[1]
    if not (root / "web" / "index.html").is_file():
        raise WebBuildError(f"no web/index.html under {root}: make web runs from a checkout")
    return root


def _add(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, ZIP_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    archive.writestr(info, data)


def site_zip() -> bytes:
    """The game's Python, data, catalogs and metadata, as the worker unpacks them."""
    from ..catalogs import compile_catalogs
    from ..contents import metadata_files

    source = package_folder("liubo")
    data = package_folder("liubo.data")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in ROOT_MODULES:
            _add(archive, f"liubo/{name}", (source / name).read_bytes())
        for package in PACKAGES:
            for path in sorted((source / package).rglob("*.py")):
                _add(archive, f"liubo/{path.relative_to(source).as_posix()}", path.read_bytes())
        for item in sorted(data.rglob("*")):
            rel = item.relative_to(data)
            if item.is_file() and rel.parts[0] not in DATA_LEFT_OUT:
                if item.suffix in DATA_SUFFIXES or item.name == "__init__.py":
                    _add(archive, f"liubo/data/{rel.as_posix()}", item.read_bytes())
        _add(archive, "liubo/i18n/__init__.py", b"")
        with _temporary() as folder:
            for code in compile_catalogs(folder):
                mo = folder / code / "LC_MESSAGES" / "liubo.mo"
                _add(archive, f"liubo/i18n/{code}/LC_MESSAGES/liubo.mo", mo.read_bytes())
        for name, text in metadata_files().items():
            _add(archive, f"liubo-{__version__}.dist-info/{name}", text.encode("utf-8"))
    return buffer.getvalue()


class _temporary:
    """A temporary folder as a context manager returning a Path."""

    def __enter__(self) -> Path:
        import tempfile

        self._dir = tempfile.TemporaryDirectory(prefix="liubo-web-")
        return Path(self._dir.name)

    def __exit__(self, *exc: object) -> None:
        self._dir.cleanup()


def languages() -> list[dict[str, str]]:
    """Each language the game ships, with its name in itself (Babel's, at build time)."""
    from ...services.translation import available_languages

    return [{"code": code, "name": name} for code, name in available_languages()]


def loading_words() -> dict[str, dict[str, str]]:
    """What the loading bar says in each language (before the game's Python is there)."""
    from ...services.translation import SOURCE_LANGUAGE, Translator, load_translator
    from ...web.texts import UI

    keys = ("loading_python", "loading_game", "loading_start", "failed")
    out = {}
    for lang in languages():
        code = lang["code"]
        translator = Translator() if code == SOURCE_LANGUAGE else load_translator(code)
        out[code] = {key: translator.gettext(UI[key]) for key in keys}
    return out


def web_fonts(out: Path) -> list[str]:
    """Noto Sans SC cut down to the characters the game shows, as WOFF files."""
    from fontTools import subset

    from ...render.text import CJK_FONTS, FONT_PACKAGE
    from ..glyphs import MissingGlyphsError, missing_from, shown_characters

    chars = shown_characters()
    for ch in "\u2190\u2192\u25b6\u2713\u00b7\u2026\u2014":  # the page's own signs
        chars.add_shown(ch, "web/")
    fonts = package_folder(FONT_PACKAGE)
    out.mkdir(parents=True, exist_ok=True)
    written = []
    text = "".join(sorted(chars.shown))
    for name in CJK_FONTS:
        source = fonts / name
        missing = missing_from(source, chars)
        if missing:
            raise MissingGlyphsError(name, missing)
        options = subset.Options()
        options.flavor = "woff"
        options.layout_features = ["*"]
        options.notdef_outline = True
        font = subset.load_font(str(source), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=text)
        subsetter.subset(font)
        target = out / (Path(name).stem + ".woff")
        subset.save_font(font, str(target), options)
        written.append(target.name)
    return written


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def build(out: Path, cache: Path) -> dict[str, object]:
    """Build the site into ``out`` (emptied first); returns ``site.json``'s content."""
    from . import art

    root = checkout_root()
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(root / "web", out, ignore=shutil.ignore_patterns("pyodide.json", "*.md"))
    try:
        core_files(read_pin(root / "web" / "pyodide.json"), cache, out / "pyodide")
    except PyodideError as exc:
        raise WebBuildError(str(exc)) from exc
    shutil.copyfile(package_folder("liubo.data") / "icon.png", out / "icon.png")
    (out / "py").mkdir()
    try:
        stdlib, game, _count = compile_site(out / "pyodide", site_zip())
    except BytecodeError as exc:
        raise WebBuildError(str(exc)) from exc
    (out / "py" / "liubo.zip").write_bytes(game)
    (out / "py" / "stdlib.zip").write_bytes(stdlib)
    (out / "pyodide" / STDLIB).unlink()
    art.export(out / "art")
    fonts = web_fonts(out / "fonts")
    files = {
        path.relative_to(out).as_posix(): {"bytes": path.stat().st_size, "hash": digest(path)}
        for path in sorted(out.rglob("*"))
        if path.is_file()
    }
    whole = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    doc: dict[str, object] = {
        "version": __version__,
        "build": whole,
        "languages": languages(),
        "loading": loading_words(),
        "fonts": fonts,
        "files": files,
    }
    (out / "site.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1), "utf-8")
    compressed_copies(out)
    return doc


def compressed_copies(out: Path) -> None:
    """A ``.gz`` beside each file worth compressing: the teacher's server
    (:mod:`liubo.services.web_share`) sends it to a browser that takes gzip."""
    for path in sorted(out.rglob("*")):
        if path.is_file() and path.suffix in COMPRESSED:
            data = gzip.compress(path.read_bytes(), 9, mtime=0)
            if len(data) < path.stat().st_size * 0.9:
                path.with_name(path.name + ".gz").write_bytes(data)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m liubo.dist.web.build", description=__doc__)
    parser.add_argument("--out", type=Path, default=Path("dist/web"), help="the site's folder")
    parser.add_argument("--cache", type=Path, default=None, help="where Pyodide is kept")
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        doc = build(args.out, args.cache or default_cache())
    except (WebBuildError, OSError) as exc:
        print(f"make web: {exc}", file=sys.stderr)
        return 1
    files = doc["files"]
    assert isinstance(files, dict)
    total = sum(f["bytes"] for f in files.values())
    print(f"web: {args.out} ({len(files)} files, {total / 1e6:.1f} MB raw)")
    print(f"web_build_seconds: {time.monotonic() - started:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
