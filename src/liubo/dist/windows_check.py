"""``make dist-windows-check``: the Windows zip checked as a player gets it, under Wine.

    python -m liubo.dist.windows_check [--keep DIR] [--turns N] [--rebuild] [--zip FILE]

1. the zip: the copy the cache keeps for these sources (``make dist-windows`` left it,
   :func:`.windows.source_key`), else one built now (``build_seconds``; ``--rebuild``
   always builds);
2. its sizes against the budgets (the zip under 40 MB without the browser edition inside,
   which has its own);
3. a fresh Wine prefix (:mod:`.wine`), the zip unpacked into its ``C:\\Games``;
4. ``Liubo.exe --version`` names this version and its build;
5. ``Liubo.exe --self-check TURNS`` (:mod:`liubo.checks.selfcheck`) in a real window on
   an Xvfb of its own, in each shipped language at once: text without boxes, the expert's
   turns through the worker process the program starts, a saved game opened as a replay;
   each window is captured (``shot-<lang>.png``) when the expert has played;
6. the first run names ``%APPDATA%\\liubo`` (platformdirs) as the player's folder, the
   others their ``--portable`` folders, and none writes into them (the self-check plays in
   a folder of its own);
7. none of the modules the bundle should leave out is in ``Liubo.exe``; every character the
   game shows has a glyph in the bundle's Chinese fonts (as :mod:`.check` does for Linux).

Prints ``name: value`` lines and ``problem: ...``
lines; exit 0 when there is no problem.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import threading
import time
import zipfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Protocol

from .. import __version__
from . import APP_NAME
from .build import folder_size, size_lines, size_problems, web_size
from .check import SHOWN_SELF_CHECK_LINES, Findings, check_glyphs, check_left_out
from .windows import (
    FOLDER,
    PROGRAM,
    WINDOWS_PACKED_BUDGET,
    build,
    cached_zip,
    default_cache,
    source_key,
)
from .windows_pins import PYNSIST, fetch
from .wine import Prefix, linux_path, missing_reason, windows_path

SELF_CHECK_SECONDS = 900
CRASH_GRACE_SECONDS = 5.0
SCREEN = (1600, 900)
INSTALLED = ("Games",)  # where the zip is unpacked, under C:


def find_or_build(work: Path, cache: Path, rebuild: bool, found: Findings) -> Path:
    """The zip for these sources: the cache's copy, or built now into ``work``."""
    key = source_key()
    kept = cached_zip(cache, key)
    if kept.is_file() and not rebuild:
        found.figure("build", f"the cached zip of these sources ({key})")
        return kept
    started = time.monotonic()
    bundle = build(work / "dist", work / "build", cache)
    found.figure("build_seconds", f"{time.monotonic() - started:.0f}")
    return bundle.archive


def check_sizes(archive: Path, folder: Path, found: Findings) -> None:
    """The sizes against the budgets: the game's (the zip's own) without the browser
    edition inside, and the browser edition's own (:func:`.build.size_lines`)."""
    sizes = (folder_size(folder), archive.stat().st_size, web_size(folder), WINDOWS_PACKED_BUDGET)
    for line in size_lines(*sizes):
        name, _, value = line.partition(": ")
        found.figure(name, value)
    for problem in size_problems(*sizes):
        found.problem(problem)


def unpack(archive: Path, prefix: Prefix) -> Path:
    """The zip unpacked into the prefix's ``C:\\Games``; the program's path."""
    into = prefix.drive_c.joinpath(*INSTALLED)
    into.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(archive) as packed:
        packed.extractall(into)
    return into / FOLDER / PROGRAM


class Capturer(Protocol):
    def capture(self, target: Path) -> bool: ...


class Display:
    """An Xvfb and a window manager of its own, and pictures of its screen."""

    def __init__(self) -> None:
        from ..tools.xserver import start_window_manager, start_xvfb

        self.xvfb, self.name = start_xvfb(SCREEN)
        self.wm = start_window_manager(self.name)

    def capture(self, target: Path) -> bool:
        """The whole screen into ``target`` (ImageMagick's ``import``); whether it worked."""
        command = ["import", "-display", self.name, "-window", "root", str(target)]
        result = subprocess.run(command, capture_output=True, timeout=60, check=False)
        return result.returncode == 0 and target.is_file()

    def close(self) -> None:
        from ..tools.xserver import stop_servers

        stop_servers(self.wm, self.xvfb)


def watched_run(
    prefix: Prefix,
    program: Path,
    args: list[str],
    shots: dict[str, Path],
    timeout: float = SELF_CHECK_SECONDS,
    window: Callable[[str], Capturer] | None = None,
) -> tuple[int | None, list[str]]:
    """Run the program in a real window on a display of its own; when a line of its
    output starts with a key of ``shots``, capture the screen (or what ``window`` makes of
    the display's name captures) into that file. The exit code (None: killed at
    ``timeout``) and the output's lines."""
    display = Display()
    capturer: Capturer = window(display.name) if window is not None else display
    lines: list[str] = []
    try:
        proc = Prefix(prefix.folder, display.name).start(program, args, cwd=program.parent)
        killer = threading.Timer(timeout, proc.kill)
        killer.start()
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line.rstrip("\r\n"))
            if line.startswith("Traceback"):
                # PyInstaller's windowed program shows the error in a dialog and waits
                # for a click that never comes: the traceback is in the output already
                threading.Timer(CRASH_GRACE_SECONDS, proc.kill).start()
            for start, target in list(shots.items()):
                if line.startswith(start) and capturer.capture(target):
                    del shots[start]
        code = proc.wait()
        timed_out = not killer.is_alive()
        killer.cancel()
        return (None if timed_out else code), lines
    finally:
        display.close()


def self_checks(
    prefix: Prefix, program: Path, turns: int, languages: list[str], out: Path
) -> list[tuple[str, int | None, list[str]]]:
    """``--self-check`` in each language at once, each in a window of its own: the first
    with the user's folders, the others each in a ``--portable`` folder."""

    def one(index: int, lang: str) -> tuple[str, int | None, list[str]]:
        args = ["--lang", lang, "--windowed", "--size", "1280x720", "--self-check", str(turns)]
        if index > 0:
            args = ["--portable", windows_path(out / f"portable-{lang}"), *args]
        shots = {"self-check: turns_played": out / f"shot-{lang}.png"}
        code, lines = watched_run(prefix, program, args, shots)
        return lang, code, lines

    with ThreadPoolExecutor(max_workers=len(languages)) as pool:
        return list(pool.map(lambda item: one(*item), enumerate(languages)))


def fact_of(lines: list[str], name: str) -> str | None:
    start = f"self-check: {name}: "
    return next((line.removeprefix(start) for line in lines if line.startswith(start)), None)


def check_runs(
    prefix: Prefix, runs: list[tuple[str, int | None, list[str]]], out: Path, found: Findings
) -> None:
    """Each run passed, played the expert and took its picture; the first named
    %APPDATA%\\liubo as the player's folder, the others their portable folders, and none
    wrote into them."""
    for index, (lang, code, lines) in enumerate(runs):
        checks = [line for line in lines if line.startswith("self-check:")]
        found.figure(f"self_check x11 {lang}", checks[-1] if checks else code)
        for line in checks:
            if line.startswith(SHOWN_SELF_CHECK_LINES):
                found.figure(f"  x11 {lang}", line.removeprefix("self-check: "))
        if code != 0:
            said = "did not finish in time" if code is None else f"exited {code}"
            found.problem(f"self-check x11 {lang} {said}:\n" + "\n".join(lines[-25:]))
        shot = out / f"shot-{lang}.png"
        if shot.is_file():
            found.figure(f"screenshot {lang}", shot)
        else:
            found.problem(f"no screenshot of the {lang} window")
        settings = fact_of(lines, "settings_file")
        saves = fact_of(lines, "saves_folder")
        if settings is None or saves is None:
            continue
        settings_path, saves_path = linux_path(prefix, settings), linux_path(prefix, saves)
        if index == 0:
            found.figure("user_folders", f"settings in {settings}, saves in {saves}")
            if "\\AppData\\Roaming\\liubo\\" not in settings + "\\":
                found.problem(f"the settings are not in %APPDATA%\\liubo: {settings}")
        else:
            expected = out / f"portable-{lang}"
            if settings_path.parent != expected or saves_path.parent != expected:
                found.problem(f"--portable {windows_path(expected)} kept them in {settings}")
        if settings_path.exists():
            found.problem(f"the self-check wrote the player's settings {settings}")
        if any(saves_path.glob("*")):
            found.problem(f"the self-check wrote into the player's {saves}")
    found.figure("portable_folders", len(runs) - 1)


def check(
    work: Path,
    turns: int = 2,
    cache: Path | None = None,
    rebuild: bool = False,
    archive: Path | None = None,
) -> Findings:
    """Find or build the zip, unpack it into a fresh Wine prefix under ``work``, check it."""
    from ..services.translation import available_languages

    found = Findings()
    reason = missing_reason()
    if reason is not None:
        found.problem(reason)
        return found
    cache = (cache or default_cache()).absolute()
    work.mkdir(parents=True, exist_ok=True)
    if archive is None:
        archive = find_or_build(work, cache, rebuild, found)
    else:
        found.figure("zip", archive)
    started = time.monotonic()
    files = fetch(cache / "downloads", (PYNSIST,))
    prefix = Prefix(work / "prefix").make(files[PYNSIST.file])
    found.figure("prefix_seconds", f"{time.monotonic() - started:.0f}")
    program = unpack(archive, prefix)
    check_sizes(archive, program.parent, found)
    result = prefix.run(program, ["--version"], timeout=120, cwd=program.parent)
    found.figure("version", result.stdout.strip())
    if not result.stdout.strip().startswith(f"{APP_NAME} {__version__} (build "):
        found.problem(f"--version said {result.stdout.strip()!r} ({result.returncode})")
    check_left_out(program, found)
    check_glyphs(program.parent, found)
    started = time.monotonic()
    languages = [code for code, _name in available_languages()]
    runs = self_checks(prefix, program, turns, languages, work)
    found.figure("self_checks_seconds", f"{time.monotonic() - started:.0f}")
    check_runs(prefix, runs, work, found)
    prefix.kill()
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m liubo.dist.windows_check", description=__doc__)
    parser.add_argument(
        "--keep", type=Path, help="check in this folder (build/windows-check), emptied first"
    )
    parser.add_argument("--turns", type=int, default=2, help="the expert's turns per run (2)")
    parser.add_argument("--cache", type=Path, help="the build's cache (the user cache)")
    parser.add_argument("--rebuild", action="store_true", help="build even if a zip is cached")
    parser.add_argument("--zip", type=Path, help="check this zip (as built by make dist-windows)")
    args = parser.parse_args(argv)
    work = (args.keep or Path("build") / "windows-check").absolute()
    if work.exists():
        shutil.rmtree(work)  # a fresh prefix every time
    zip_ = args.zip.absolute() if args.zip else None
    found = check(work, args.turns, args.cache, args.rebuild, zip_)
    for line in found.lines:
        print(line)
    print("dist-windows-check: passed" if not found.problems else "dist-windows-check: FAILED")
    return 0 if not found.problems else 1


if __name__ == "__main__":
    raise SystemExit(main())
