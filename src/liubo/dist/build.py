"""``make dist``: the standalone one-folder bundle and its archive, built on this machine.

    python -m liubo.dist [--dist DIR] [--work DIR] [--font-cache DIR]

1. stage (``WORK/stage``): the CJK font cut down to the game's characters
   (:mod:`.glyphs`), the catalogs compiled from their ``.po`` files, and the files that
   go beside the program: the icons drawn by the game's renderer, the desktop entry, a
   short README for players and the CHANGELOG; and the build identity (the commit);
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
from . import APP_NAME, MB, PACKED_BUDGET, UNPACKED_BUDGET, archive_name, folder_name
from .floor import dotted, install_launcher, systems_from
from .glyphs import game_characters, package_folder, subset_cjk_fonts

SPEC = Path(__file__).with_name("liubo.spec")
ICON_FOLDER = "icons"


@dataclass
class Bundle:
    """What a build made: the folder, the archive, their sizes in bytes, and the build
    identity baked into it."""

    folder: Path
    archive: Path
    unpacked: int
    packed: int
    build: str = "unknown"

    def lines(self) -> list[str]:
        """The figures as ``name: value`` lines, with the budgets."""
        return [
            f"version: {__version__}",
            f"build: {self.build}",
            f"bundle: {self.folder}",
            f"archive: {self.archive}",
            f"unpacked_mb: {self.unpacked / MB:.1f} (budget {UNPACKED_BUDGET / MB:.0f})",
            f"packed_mb: {self.packed / MB:.1f} (budget {PACKED_BUDGET / MB:.0f})",
        ]

    @property
    def within_budgets(self) -> bool:
        return self.unpacked < UNPACKED_BUDGET and self.packed < PACKED_BUDGET


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


def compile_catalogs(out: Path) -> list[str]:
    """Every catalog under ``i18n/`` compiled into ``out/<code>/LC_MESSAGES/liubo.mo``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    from ..services.translation import DOMAIN

    codes = []
    source = package_folder("liubo.i18n")
    for po in sorted(source.glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        code = po.parent.parent.name
        with po.open("rb") as stream:
            catalog = read_po(stream, locale=code, domain=DOMAIN)
        target = out / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as stream:
            write_mo(stream, catalog, use_fuzzy=False)
        codes.append(code)
    return codes


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
) -> Path:
    """Everything the spec and the bundle's top folder take from the build, in ``work/stage``
    (``player_files`` writes the top folder's files: Linux's, or Windows' in :mod:`.windows`)."""
    folder = work / "stage"
    if folder.exists():
        shutil.rmtree(folder)
    subset_cjk_fonts(folder / "fonts", game_characters(), font_cache)
    if not compile_catalogs(folder / "i18n"):
        raise BuildError("no catalog found under i18n/")
    player_files(folder / "top")
    (folder / BUILD_FILE).write_text(source_build() + "\n", encoding="utf-8")
    return folder


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
    dist: Path = Path("dist"), work: Path = Path("build") / "dist", font_cache: Path | None = None
) -> Bundle:
    """Build the bundle into ``dist`` (intermediate files in ``work``)."""
    dist, work = dist.absolute(), work.absolute()
    staged = stage(work, font_cache)
    folder = run_pyinstaller(staged, dist, work)
    archive = pack(folder, dist / archive_name())
    build = (staged / BUILD_FILE).read_text(encoding="utf-8").strip()
    return Bundle(folder, archive, folder_size(folder), archive.stat().st_size, build)


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
    args = parser.parse_args(argv)
    started = time.monotonic()
    try:
        bundle = build(args.dist, args.work, args.font_cache if str(args.font_cache) else None)
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
    if not bundle.within_budgets:
        print("over budget: see the sizes above", file=out)
    print(out.getvalue(), end="")
    return 0 if bundle.within_budgets else 1
