"""``make dist``: the standalone one-folder bundle and its archive, built on this machine.

    python -m liubo.dist [--dist DIR] [--work DIR] [--font-cache DIR] [--no-web]

1. stage (``WORK/stage``): the CJK font cut down to the game's characters
   (:mod:`.glyphs`), the catalogs compiled from their ``.po`` files, and the files that
   go beside the program: the icons drawn by the game's renderer, the desktop entry, a
   short README for players and the CHANGELOG; the build identity (the commit); and the
   browser edition (``make web``'s site, compressed) that ``liubo --serve-web`` and
   "Share with the class" serve from the bundle (``--no-web`` leaves it out);
2. PyInstaller with ``liubo.spec`` (what it keeps: :mod:`.contents`) into ``DIST/liubo``;
3. the archive ``DIST/liubo-<version>-<platform>.tar.gz`` (``.zip`` on Windows), whose
   one folder ``liubo/`` holds the program ``liubo/liubo`` (``liubo\\liubo.exe``).

Prints the sizes against the budgets. Exit codes: 0 built, 1 failed, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import io
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .. import __version__
from ..resources import BUILD_FILE, git_identity
from . import (
    APP_NAME,
    MB,
    PACKED_BUDGET,
    UNPACKED_BUDGET,
    WEB_BUDGET,
    archive_name,
    folder_name,
)
from .catalogs import compile_catalogs
from .floor import dotted, install_launcher, systems_from
from .glyphs import game_characters, package_folder, subset_cjk_fonts

SPEC = Path(__file__).with_name("liubo.spec")
ICON_FOLDER = "icons"
#: the browser edition's folder in the stage and in the bundle (beside the game's modules,
#: where ``services.web_share.find_web_folder`` looks)
WEB_FOLDER = "web"


@dataclass
class Bundle:
    """What a build made: the folder, the archive, their sizes in bytes, the build
    identity baked into it, and the bytes of the browser edition inside (its files are
    compressed, so they count the same in the folder and in the archive)."""

    folder: Path
    archive: Path
    unpacked: int
    packed: int
    build: str = "unknown"
    web: int = 0

    def lines(self) -> list[str]:
        """The figures as ``name: value`` lines, with the budgets (the game's without the
        browser edition, which has its own)."""
        return [
            f"version: {__version__}",
            f"build: {self.build}",
            f"bundle: {self.folder}",
            f"archive: {self.archive}",
            *size_lines(self.unpacked, self.packed, self.web),
        ]

    @property
    def within_budgets(self) -> bool:
        return not size_problems(self.unpacked, self.packed, self.web)


def size_lines(
    unpacked: int, packed: int, web: int, packed_budget: int = PACKED_BUDGET
) -> list[str]:
    """The sizes with their budgets: the whole, the game without the browser edition (held
    to the desktop's budgets; Windows' zip has its own ``packed_budget``), and the browser
    edition (held to its own)."""
    return [
        f"unpacked_mb: {unpacked / MB:.1f} (without the browser edition "
        f"{(unpacked - web) / MB:.1f}, budget {UNPACKED_BUDGET / MB:.0f})",
        f"packed_mb: {packed / MB:.1f} (without the browser edition "
        f"{(packed - web) / MB:.1f}, budget {packed_budget / MB:.0f})",
        f"web_mb: {web / MB:.1f} (the browser edition inside, budget {WEB_BUDGET / MB:.0f})",
    ]


def size_problems(
    unpacked: int, packed: int, web: int, packed_budget: int = PACKED_BUDGET
) -> list[str]:
    """What is over its budget (see :func:`size_lines`)."""
    problems = []
    if packed - web >= packed_budget:
        problems.append(f"the archive is {(packed - web) / MB:.1f} MB without the browser edition")
    if unpacked - web >= UNPACKED_BUDGET:
        problems.append(f"the bundle is {(unpacked - web) / MB:.1f} MB without the browser edition")
    if web >= WEB_BUDGET:
        problems.append(f"the browser edition inside is {web / MB:.1f} MB")
    return [f"{p}, over the budget" for p in problems]


class BuildError(RuntimeError):
    """A step of the build failed (its message says which and why)."""


def repository_root() -> Path | None:
    """The checkout the game runs from (``src/liubo`` -> the root), if it is one."""
    root = package_folder("liubo").resolve().parents[1]
    return root if (root / "setup.cfg").is_file() else None


def folder_size(folder: Path) -> int:
    """The bytes of every file under ``folder`` (what unpacking it writes)."""
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


# -- staging ------------------------------------------------------------------------------------


def draw_icons(out: Path) -> list[str]:
    """The icons at every size, drawn by the game's renderer (no window needed)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from ..render.icon import save_icons

    pygame.display.init()
    pygame.font.init()
    try:
        return save_icons(str(out))
    finally:
        pygame.quit()


PLAYER_README = """\
Liubo {version}
{rule}

Liubo (六博) is an ancient Chinese board game of Owls and fish. Its pieces are birds here,
the theme of a 2023 student game, Liubo Lab, whose rules this game follows.

It needs Linux on x86-64 with glibc {glibc} or newer ({systems} or later).

To play, start the program "liubo" in this folder from a terminal (some file managers
start it on a double-click too; others open it as text):

    ./liubo

Nothing needs installing. Settings and saved games go to your user folders, as for
any program. To keep them here instead (a USB stick, a shared classroom computer):

    ./liubo --portable saves

"saves" is then a folder in this one, beside the program, from wherever the game is
started; the game shows its full path the first time.

To put Liubo in the applications menu (Linux), once, from this folder:

    ./liubo --install-desktop-entry

(run it again if you move the folder). `./liubo --help` lists the other options;
`./liubo --version` says which version this is.

六博 {version}
{rule}

六博是中国古代的一种棋戏，棋盘上有鸟、枭和鱼。

需要 x86-64 的 Linux，glibc {glibc} 或更新（{systems} 或更新的系统）。

开始游戏：在终端里进入本文件夹，输入下面这行（有的文件管理器双击也能启动，
有的只会把它当文本打开）：

    ./liubo

不需要安装任何东西。设置和保存的棋局放在用户自己的文件夹里。
如果想把它们留在这里（比如U盘或者教室里公用的电脑），请输入：

    ./liubo --portable saves

“saves”就是本文件夹里、程序旁边的一个文件夹，不管从哪里启动游戏都一样；
第一次使用时，游戏会显示它的完整路径。

想把六博加到应用程序菜单里（Linux），在本文件夹里输入一次：

    ./liubo --install-desktop-entry

（移动文件夹以后再输入一次。）`./liubo --help` 列出其他选项，
`./liubo --version` 显示版本号。
"""


def write_readme(folder: Path, glibc: tuple[int, ...]) -> None:
    """README.txt, with the glibc the bundle was measured to need (:mod:`.floor`)."""
    rule = "=" * (len(APP_NAME) + 1 + len(__version__))
    readme = PLAYER_README.format(
        version=__version__, rule=rule, glibc=dotted(glibc), systems=systems_from(glibc)
    )
    (folder / "README.txt").write_text(readme, encoding="utf-8")


def write_player_files(top: Path) -> None:
    """The files beside the program: icons, desktop entry, CHANGELOG.md (README.txt once
    the bundle is built: :func:`write_readme`)."""
    from ..services.desktop_entry import ENTRY_FILE, entry_text

    top.mkdir(parents=True, exist_ok=True)
    draw_icons(top / ICON_FOLDER)
    # the entry as it is once installed (``--install-desktop-entry`` writes the real paths)
    (top / ENTRY_FILE).write_text(entry_text([APP_NAME], APP_NAME), encoding="utf-8")
    root = repository_root()
    if root is not None and (root / "CHANGELOG.md").is_file():
        shutil.copyfile(root / "CHANGELOG.md", top / "CHANGELOG.md")


def stage(
    work: Path,
    font_cache: Path | None,
    player_files: Callable[[Path], None] = write_player_files,
    web: bool = True,
) -> Path:
    """Everything the spec and the bundle's top folder take from the build, in ``work/stage``
    (``player_files`` writes the top folder's files: Linux's, or Windows' in :mod:`.windows`;
    ``web``: the browser edition too, :func:`stage_web`)."""
    folder = work / "stage"
    if folder.exists():
        shutil.rmtree(folder)
    subset_cjk_fonts(folder / "fonts", game_characters(), font_cache)
    if not compile_catalogs(folder / "i18n"):
        raise BuildError("no catalog found under i18n/")
    player_files(folder / "top")
    (folder / BUILD_FILE).write_text(source_build() + "\n", encoding="utf-8")
    if web:
        stage_web(folder / WEB_FOLDER)
    return folder


def stage_web(folder: Path, cache: Path | None = None) -> int:
    """The browser edition (``make web``'s site) built into ``folder``, each file that has a
    compressed copy kept only as that copy: the teacher's server sends it as it is, or
    unpacked to a browser that takes no gzip (half the bytes: 8.8 MB, not 16). Its bytes."""
    from .web.build import WebBuildError
    from .web.build import build as build_site
    from .web.pyodide import default_cache

    try:
        build_site(folder, cache or default_cache())
    except (WebBuildError, OSError) as exc:
        raise BuildError(f"the browser edition: {exc} (--no-web builds without it)") from exc
    for packed in sorted(folder.rglob("*.gz")):
        packed.with_name(packed.name[:-3]).unlink(missing_ok=True)
    return folder_size(folder)


def web_size(bundle: Path) -> int:
    """The bytes of the browser edition inside a built bundle (0 without one)."""
    for place in (bundle / "_internal" / WEB_FOLDER, bundle / WEB_FOLDER):
        if place.is_dir():
            return folder_size(place)
    return 0


def source_build() -> str:
    """The identity of what is built: the checkout's commit (``-dirty`` with changes), or
    ``unknown`` outside git; the bundle shows it (``--version``, Settings, the self-check)."""
    root = repository_root()
    return git_identity(root) if root is not None else "unknown"


# -- PyInstaller and the archive ---------------------------------------------------------------


def run_pyinstaller(staged: Path, dist: Path, work: Path) -> Path:
    """Run PyInstaller on ``liubo.spec``; the bundle's folder."""
    command = [
        sys.executable,
        "-P",  # not the current folder first: a checkout's i18n/ would stand for python-i18n
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work / "pyinstaller"),
        "--",
        "--stage",
        str(staged),
    ]
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    work.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(command, env=env, capture_output=True, text=True, cwd=work)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed:\n{result.stdout[-3000:]}{result.stderr[-6000:]}")
    folder = dist / folder_name()
    copy_top_files(staged, folder)
    if sys.platform.startswith("linux"):
        write_readme(folder, install_launcher(folder, APP_NAME, __version__))
    return folder


def copy_top_files(staged: Path, folder: Path) -> None:
    """The staged files that go beside the program (README.txt...) into the bundle."""
    for path in sorted((staged / "top").rglob("*")):
        if path.is_file():
            target = folder / path.relative_to(staged / "top")
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)


def pack(folder: Path, archive: Path) -> Path:
    """The folder packed as ``archive``: one folder named like ``folder`` at its root."""
    archive.unlink(missing_ok=True)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
            for path in sorted(folder.rglob("*")):
                out.write(path, path.relative_to(folder.parent).as_posix())
        return archive
    with tarfile.open(archive, "w:gz", compresslevel=9) as out:
        out.add(folder, arcname=folder.name, filter=_tar_entry)
    return archive


def _tar_entry(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """Archive entries owned by nobody in particular (unpacking gives them to the user)."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    return info


def build(
    dist: Path = Path("dist"),
    work: Path = Path("build") / "dist",
    font_cache: Path | None = None,
    web: bool = True,
) -> Bundle:
    """Build the bundle into ``dist`` (intermediate files in ``work``); ``web``: with the
    browser edition inside."""
    dist, work = dist.absolute(), work.absolute()
    staged = stage(work, font_cache, web=web)
    folder = run_pyinstaller(staged, dist, work)
    archive = pack(folder, dist / archive_name())
    build = (staged / BUILD_FILE).read_text(encoding="utf-8").strip()
    return Bundle(
        folder, archive, folder_size(folder), archive.stat().st_size, build, web_size(folder)
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.dist", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--dist", type=Path, default=Path("dist"), help="output folder (dist)")
    parser.add_argument(
        "--work", type=Path, default=Path("build") / "dist", help="intermediate files"
    )
    parser.add_argument(
        "--font-cache",
        type=Path,
        default=Path("build") / "fonts",
        help="keep the subset fonts here between builds ('' for none)",
    )
    parser.add_argument(
        "--no-web",
        action="store_true",
        help="leave the browser edition out (it needs Pyodide from the npm registry, cached)",
    )
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        font_cache = args.font_cache if str(args.font_cache) else None
        bundle = build(args.dist, args.work, font_cache, web=not args.no_web)
    except (BuildError, ValueError, OSError, subprocess.CalledProcessError) as exc:
        print(f"make dist: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("make dist: interrupted", file=sys.stderr)
        return 130
    out = io.StringIO()
    for line in bundle.lines():
        print(line, file=out)
    print(f"build_seconds: {time.monotonic() - started:.0f}", file=out)
    for problem in size_problems(bundle.unpacked, bundle.packed, bundle.web):
        print(f"over budget: {problem}", file=out)
    print(out.getvalue(), end="")
    return 0 if bundle.within_budgets else 1
