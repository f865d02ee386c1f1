"""What goes into the bundle and what stays out: read by ``liubo.spec`` (PyInstaller).

PyInstaller follows the game's imports and collects the data of the packages it finds.
From that the bundle keeps only what the game uses:

- the game's modules, found by following its imports from ``liubo/__main__.py``, and its
  reconstructions' parts, which the game imports by the names their entry points give
  (:func:`ruleset_modules`; the tools' parts aside): the developer tools nobody imports
  (this one, the training, the catalog converter...) stay out, and so do the packages of
  the dev extras;
- the game's distribution metadata (:func:`game_metadata`): its entry points are how the
  game finds its own reconstructions;
- no module the game never imports, even where a library names it: test suites, tkinter,
  ssl and its crypto library, sqlite, the debugger, and numpy's parts the network does
  not use (random, fft...);
- the game's data, and its catalogs compiled (``.mo``), from the stage folder;
- of pygame-gui's fonts, Noto Sans (the Latin text) and Fira Code (its fallback), and
  Noto Sans SC replaced by the subsets from the stage folder (:mod:`.glyphs`); the
  Japanese, Korean, Arabic, Hebrew and Georgian faces no shipped language uses are left
  out, and so are its widget texts in languages the game does not ship;
- of Babel's locale data, only the shipped languages' (``en*``, ``zh*`` and ``root``);
- on Linux, the C++ runtime (``libstdc++``, ``libgcc_s``) comes from the system, as on
  every desktop: the build machine's copy asks for its own newer glibc (2.36 on Debian
  12, one more than the rest of the bundle; :mod:`.floor` measures the bundle's need),
  while the libraries that use it ask for GLIBCXX 3.4.21 (GCC 5) at most;
- on Linux, Python's own shared libraries built with debugging information (libpython and
  the standard modules, from pyenv) are copied without it (``strip --strip-debug``) into
  the stage folder; the libraries vendored in wheels (``*.libs``) are left alone: the
  tools that vendored them rewrote their layout, and stripping breaks them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterable
from pathlib import Path, PurePath

from ..resources import BUILD_FILE

#: modules never imported by the game or its computer players
EXCLUDES = (
    "liubo.dist",
    "liubo.tools.i18n_hant",
    "PyInstaller",
    "fontTools",
    "opencc",
    "pytest",
    "_pytest",
    "hypothesis",
    "mypy",
    "setuptools",
    "pkg_resources",
    "_distutils_hack",
    "distutils",
    "pip",
    "tkinter",
    "_tkinter",
    "ssl",
    "_ssl",
    "_hashlib",
    "unittest",
    "pydoc",
    "doctest",
    "pdb",
    "sqlite3",
    "xmlrpc",
    # xml.sax stays: segno (the QR code of Share with the class) escapes its SVG with
    # xml.sax.saxutils, and liubo --serve-web in the bundle died of its absence
    "xml.dom",
    "xml.etree",
    "xml.parsers",
    "pyexpat",
    "plistlib",
    "lib2to3",
    "curses",
    "readline",
    "asyncio",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_iso2022",
    "numpy.random",
    "numpy.fft",
    "numpy.polynomial",
    "numpy.ma",
    "numpy.testing",
    "numpy.f2py",
    "numpy.distutils",
    "numpy.tests",
    "pygame.examples",
    "pygame.tests",
    "pygame.docs",
)
#: pygame-gui's fonts the game draws with (the SC ones come from the stage folder)
KEPT_FONTS = (
    "NotoSans-Regular.ttf",
    "NotoSans-Bold.ttf",
    "NotoSans-Italic.ttf",
    "NotoSans-BoldItalic.ttf",
    "FiraCode-Regular.ttf",
)
FONT_SUFFIXES = (".ttf", ".otf")
#: libraries every Linux system has, left to the system's copy (see above)
SYSTEM_LIBRARIES = ("libstdc++.so.6", "libgcc_s.so.1")


def language_prefixes(codes: Iterable[str]) -> set[str]:
    """The language parts of catalog codes (``zh_CN`` -> ``zh``), English included."""
    return {code.split("_")[0].lower() for code in codes} | {"en"}


def keep_data(dest: str, languages: set[str]) -> bool:
    """Whether a data file PyInstaller collected, by its place in the bundle, is kept."""
    parts = PurePath(dest).parts
    name = parts[-1]
    if parts[:2] == ("babel", "locale-data"):
        stem = name.split(".")[0]
        return stem == "root" or stem.split("_")[0] in languages
    if parts[:2] == ("pygame_gui", "data"):
        if name.endswith(FONT_SUFFIXES):
            return name in KEPT_FONTS  # the CJK faces come in subset from the stage
        if len(parts) > 3 and parts[2] == "translations":
            return name.split(".")[-2] in languages
    if parts[:2] == ("liubo", "i18n"):
        return False  # the compiled catalogs come from the stage
    return True


def keep_binary(dest: str) -> bool:
    """Whether a library PyInstaller collected, by its place in the bundle, is kept."""
    return not (sys.platform.startswith("linux") and PurePath(dest).name in SYSTEM_LIBRARIES)


def has_debug_info(path: Path) -> bool:
    """True for an ELF file that carries DWARF debugging sections."""
    with open(path, "rb") as stream:
        if stream.read(4) != b"\x7fELF":
            return False
        return b".debug_info" in stream.read()


def without_debug_info(source: str, stage: Path) -> str:
    """``source``, or a copy of it stripped of debugging information (Linux, ``strip``)."""
    path = Path(source)
    if not sys.platform.startswith("linux") or shutil.which("strip") is None:
        return source
    if any(folder.endswith(".libs") for folder in path.parent.parts):
        return source  # vendored by auditwheel: stripping it breaks it
    if not has_debug_info(path):
        return source
    target = stage / "stripped" / path.name
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["strip", "--strip-debug", "-o", str(target), str(path)], check=True)
    return str(target)


def package_files(package: str, *under: str) -> list[tuple[str, str]]:
    """(file in the bundle, source file) of every data file of ``package`` (or a folder of it)."""
    from importlib import resources

    root = Path(str(resources.files(package)))
    folder = root.joinpath(*under)
    return [
        (str(Path(*package.split("."), path.relative_to(root))), str(path))
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.suffix not in (".py", ".pyc") and "__pycache__" not in path.parts
    ]


def ruleset_modules() -> list[str]:
    """The modules the game's own reconstructions name as their parts in the game (the
    entry points of ``liubo``'s metadata, ``liubo.engine.plugins``): imported by name, so
    PyInstaller's import graph misses them. The tools' parts stay out, as the tools do."""
    from liubo.engine.plugins import entry_points, load_object

    modules = []
    for entry in entry_points():
        if entry.distribution != "liubo":
            continue  # a reconstruction installed beside the game is not shipped with it
        reconstruction = load_object(entry.value)
        for part in ("engine", "ai", "presentation", "content"):
            if getattr(reconstruction, part):
                modules.append(getattr(reconstruction, part).partition(":")[0])
    return modules


def game_metadata() -> list[tuple[str, str]]:
    """(source, folder in the bundle) of the game's distribution metadata, which holds the
    entry points of its reconstructions (PyInstaller's ``copy_metadata``)."""
    from PyInstaller.utils.hooks import copy_metadata

    return list(copy_metadata("liubo"))


def metadata_files() -> dict[str, str]:
    """The game's distribution metadata (name, version and the entry points of its
    reconstructions) as ``{file name: text}``, for a ``liubo-VERSION.dist-info`` folder
    where the game runs from its source without being installed: the browser edition's
    site, the Windows build's source folder (PyInstaller's ``copy_metadata`` and the
    game's own look-up both read it there)."""
    from importlib import metadata

    dist = metadata.distribution("liubo")
    files = {"METADATA": dist.read_text("METADATA") or dist.read_text("PKG-INFO") or ""}
    points = dist.read_text("entry_points.txt")
    if points:
        files["entry_points.txt"] = points
    files["top_level.txt"] = "liubo\n"
    return files


def added_data() -> list[tuple[str, str]]:
    """What the hooks miss: the game's data (all of it) and the font licences."""
    return package_files("liubo.data") + package_files("pygame_gui.data", "licenses")


def staged_data(stage: Path) -> list[tuple[str, str]]:
    """(file in the bundle, source file) of what the build staged: catalogs, fonts, the
    build identity and the browser edition (``web/``, when staged)."""
    datas = []
    if (stage / BUILD_FILE).is_file():
        datas.append((str(Path("liubo", "data", BUILD_FILE)), str(stage / BUILD_FILE)))
    for path in sorted((stage / "i18n").rglob("*.mo")):
        datas.append((str(Path("liubo", "i18n", path.relative_to(stage / "i18n"))), str(path)))
    for path in sorted((stage / "fonts").glob("*")):
        datas.append((str(Path("pygame_gui", "data", path.name)), str(path)))
    for path in sorted((stage / "web").rglob("*")):
        if path.is_file():
            datas.append((str(Path("web", path.relative_to(stage / "web"))), str(path)))
    return datas
