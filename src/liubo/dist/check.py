"""``make dist-check``: build the bundle in a temporary folder and check it as a player gets it.

    python -m liubo.dist.check [--keep DIR] [--turns N] [--display :N]

1. builds the bundle and its archive (:mod:`.build`) in a temporary folder;
2. checks the sizes against the budgets (packed and unpacked; the game's without the
   browser edition inside, and the browser edition's own);
3. unpacks the archive into another folder and runs the program from there with a bare
   environment (no virtual environment, no Python on the way: ``PATH=/usr/bin:/bin``);
4. ``liubo --version`` names this version, and with no display the program says so and
   exits 1 (it must never run invisibly);
5. ``liubo --self-check`` (:mod:`liubo.checks.selfcheck`) in English and in every other
   shipped language, headless and, when Xvfb is installed, in a real window on X: text
   without boxes, sounds, weights, N turns against ``expert`` through the worker process
   the frozen program starts, a saved game opened as a replay;
6. each self-check names the player's folders (``$XDG_CONFIG_HOME/liubo`` and
   ``$XDG_DATA_HOME/liubo`` without ``--portable``, its folder with it) and writes
   nothing into them;
7. none of the modules the bundle should leave out is in it;
8. every character the game shows has a glyph in the bundle's Chinese fonts;
9. ``liubo --serve-web`` serves the browser edition inside the bundle whole
   (:mod:`.served`).

Prints ``name: value`` lines and ``problem: ...`` lines; exit 0 when there is no problem.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from .. import __version__
from . import APP_NAME, MB, folder_name, program_name
from .build import Bundle, build, folder_size, size_lines, size_problems
from .served import check_served

SELF_CHECK_SECONDS = 300
BARE_PATH = "/usr/bin:/bin"
# the self-check's lines repeated in the figures (the machine's load shows in the last two)
SHOWN = ("problem", "turns_played", "slow_answers", "deadline_patience")
SHOWN_SELF_CHECK_LINES = tuple(f"self-check: {name}" for name in SHOWN)


@dataclass
class Findings:
    """What the check found: figures, and problems (none: the bundle is good)."""

    lines: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def figure(self, name: str, value: object) -> None:
        self.lines.append(f"{name}: {value}")

    def problem(self, text: str) -> None:
        self.problems.append(text)
        self.lines.append(f"problem: {text}")


def unpack(archive: Path, into: Path) -> Path:
    """Unpack the archive as a player would; the program's path."""
    into.mkdir(parents=True, exist_ok=True)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as packed:
            packed.extractall(into)
    else:
        with tarfile.open(archive) as packed:
            packed.extractall(into, filter="data")
    program = into / folder_name() / (program_name() + (".exe" if sys.platform == "win32" else ""))
    if sys.platform != "win32":
        program.chmod(program.stat().st_mode | 0o111)  # zip keeps no modes
    return program


def bare_environment(home: Path, **more: str) -> dict[str, str]:
    """A player's environment: a home folder, the system's PATH, nothing of Python's."""
    env = {
        "HOME": str(home),
        "PATH": BARE_PATH,
        "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "SDL_AUDIODRIVER": "dummy",
    }
    env.update(more)
    return env


def run_program(
    program: Path, args: list[str], env: dict[str, str], timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """The program run from its unpacked folder's parent with ``env`` only."""
    return subprocess.run(
        [str(program), *args],
        cwd=program.parent.parent,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def self_check_lines(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [line for line in result.stdout.splitlines() if line.startswith("self-check:")]


def check_sizes(bundle: Bundle, unpacked: int, found: Findings) -> None:
    """The sizes against the budgets: the game's without the browser edition inside, and
    the browser edition's own (:func:`.build.size_lines`)."""
    for line in size_lines(unpacked, bundle.packed, bundle.web):
        name, _, value = line.partition(": ")
        found.figure(name, value)
    for problem in size_problems(unpacked, bundle.packed, bundle.web):
        found.problem(problem)


def check_no_display(program: Path, home: Path, found: Findings) -> None:
    """With no display (no ``DISPLAY``, no ``SDL_VIDEODRIVER``) the program says so and
    exits 1: SDL's offscreen fallback ran it invisibly forever (issue 35 item 7)."""
    args = ["--portable", str(home / "no-display")]
    try:
        result = run_program(program, args, bare_environment(home), timeout=60)
    except subprocess.TimeoutExpired:
        found.problem("with no display the program ran 60 s (invisibly) instead of saying so")
        return
    said = [line for line in result.stderr.splitlines() if line.startswith("liubo:")]
    found.figure("no_display", f"exit {result.returncode}: {said[0] if said else '(nothing said)'}")
    if result.returncode != 1 or not said or "no display" not in said[0]:
        found.problem(f"with no display: exit {result.returncode}, {result.stderr[-600:]!r}")


def check_left_out(program: Path, found: Findings) -> None:
    """None of the modules :data:`.contents.EXCLUDES` names is in the bundle's archive of
    modules, and no library of theirs beside it (libssl, libcrypto, tkinter's Tcl)."""
    from PyInstaller.archive.readers import CArchiveReader

    from .contents import EXCLUDES
    from .floor import real_program

    reader = CArchiveReader(str(real_program(program)))
    modules = list(reader.open_embedded_archive("PYZ.pyz").toc)
    found.figure("modules", len(modules))
    for name in modules:
        if any(name == bad or name.startswith(bad + ".") for bad in EXCLUDES):
            found.problem(f"the bundle has {name}, which it should leave out")
    for path in program.parent.rglob("*"):
        if path.name.startswith(("libssl", "libcrypto", "libtcl", "libtk", "_ssl", "_tkinter")):
            found.problem(f"the bundle has {path.relative_to(program.parent)}")


def check_glyphs(folder: Path, found: Findings) -> None:
    """Every character the game shows has a glyph in the bundle's Chinese fonts."""
    from .glyphs import CJK_FONT_FILES, missing_from, shown_characters

    shown = shown_characters()
    fonts = list(folder.rglob(CJK_FONT_FILES[0])) + list(folder.rglob(CJK_FONT_FILES[1]))
    if len(fonts) != 2:
        found.problem(f"the bundle has {len(fonts)} of the 2 Chinese fonts")
    for font in fonts:
        missing = missing_from(font, shown)
        found.figure(f"{font.name}", f"{font.stat().st_size / MB:.2f} MB, {len(missing)} missing")
        for ch, where in sorted(missing.items()):
            found.problem(f"{font.name} lacks {ch!r} (U+{ord(ch):04X}), shown in {where}")


def self_checks(
    program: Path, home: Path, turns: int, display: str | None, languages: list[str]
) -> list[tuple[str, subprocess.CompletedProcess[str] | str]]:
    """``--self-check`` in each language, headless and (with ``display``) on X, all at once.

    The first run keeps its settings and saves in the user's folders (no ``--portable``),
    the others each in a ``--portable`` folder of their own.
    """
    runs = []
    for lang in languages:
        runs.append((f"headless {lang}", lang, {"SDL_VIDEODRIVER": "dummy"}))
        if display is not None:
            runs.append((f"x11 {lang}", lang, {"DISPLAY": display}))

    def one(name: str, lang: str, more: dict[str, str]):  # noqa: ANN202
        args = ["--lang", lang, "--windowed", "--size", "1280x720", "--self-check", str(turns)]
        if name != runs[0][0]:
            args = ["--portable", str(home / name.replace(" ", "-")), *args]
        try:
            env = bare_environment(home, **more)
            return name, run_program(program, args, env, SELF_CHECK_SECONDS)
        except subprocess.TimeoutExpired:
            return name, f"did not finish in {SELF_CHECK_SECONDS} s"

    with ThreadPoolExecutor(max_workers=len(runs)) as pool:
        return list(pool.map(lambda run: one(*run), runs))


def check_folders(
    home: Path,
    outcomes: list[tuple[str, subprocess.CompletedProcess[str] | str]],
    found: Findings,
) -> None:
    """Each self-check named the player's folders: the user's (``$XDG_CONFIG_HOME/liubo``,
    ``$XDG_DATA_HOME/liubo``, as the game run from Python) for the first run, its
    ``--portable`` folder for the others; and wrote nothing into any of them: the check
    plays in a folder of its own (issue 35 item 1)."""
    env = bare_environment(home)
    usual = (Path(env["XDG_CONFIG_HOME"]) / APP_NAME, Path(env["XDG_DATA_HOME"]) / APP_NAME)
    for k, (name, outcome) in enumerate(outcomes):
        config, data = usual if k == 0 else (home / name.replace(" ", "-"),) * 2
        if isinstance(outcome, subprocess.CompletedProcess):
            lines = self_check_lines(outcome)
            for shown in (
                f"settings_file: {config / 'settings.json'}",
                f"saves_folder: {data / 'saves'}",
            ):
                if f"self-check: {shown}" not in lines:
                    found.problem(f"self-check {name} did not name {shown}")
        for folder in {config, data}:
            if folder.exists() and any(folder.iterdir()):
                written = sorted(p.name for p in folder.iterdir())
                found.problem(f"self-check {name} wrote into the player's {folder}: {written}")
    found.figure("user_folders", f"settings in {usual[0]}, saves in {usual[1]}, untouched")
    found.figure("portable_folders", f"{len(outcomes) - 1}, untouched")


def start_display(
    display: str | None = None,
) -> tuple[list[subprocess.Popen[bytes]], str | None]:
    """Xvfb on a free display and a window manager when there is one (Linux), or nothing;
    ``display`` (":N", already running, with its window manager) to use that one instead."""
    from ..tools.soak import missing_tools
    from ..tools.xserver import start_window_manager, start_xvfb

    if display:
        return [], display
    if not sys.platform.startswith("linux") or "Xvfb" in missing_tools():
        return [], None
    xvfb, display = start_xvfb((1600, 900))
    wm = start_window_manager(display)
    return [p for p in (wm, xvfb) if p is not None], display


def check(
    work: Path, turns: int = 2, font_cache: Path | None = None, display: str | None = None
) -> Findings:
    """Build, unpack and check the bundle under ``work`` (on X on ``display``, or on an
    Xvfb of its own)."""
    from ..services.translation import available_languages

    found = Findings()
    started = time.monotonic()
    bundle = build(work / "dist", work / "build", font_cache)
    found.figure("build_seconds", f"{time.monotonic() - started:.0f}")
    program = unpack(bundle.archive, work / "unpacked")
    check_sizes(bundle, folder_size(program.parent), found)
    home = work / "home"
    result = run_program(program, ["--version"], bare_environment(home))
    found.figure("version", result.stdout.strip())
    wanted = f"{APP_NAME} {__version__} (build {bundle.build})"
    if result.stdout.strip() != wanted:
        found.problem(
            f"--version said {result.stdout.strip()!r}, not {wanted!r}{result.stderr[-400:]}"
        )
    check_no_display(program, home, found)
    check_left_out(program, found)
    check_glyphs(program.parent, found)
    if bundle.web:
        check_served(program, bare_environment(home), found)
    else:
        found.problem("the bundle holds no browser edition (web/)")
    servers, display = start_display(display)
    try:
        languages = [code for code, _name in available_languages()]
        started = time.monotonic()
        outcomes = self_checks(program, home, turns, display, languages)
        for name, outcome in outcomes:
            if isinstance(outcome, str):
                found.problem(f"self-check {name}: {outcome}")
                continue
            lines = self_check_lines(outcome)
            found.figure(f"self_check {name}", lines[-1] if lines else outcome.returncode)
            for line in lines:
                if line.startswith(SHOWN_SELF_CHECK_LINES):
                    found.figure(f"  {name}", line.removeprefix("self-check: "))
            if outcome.returncode != 0:
                found.problem(
                    f"self-check {name} exited {outcome.returncode}:\n"
                    + "\n".join(lines[-12:])
                    + outcome.stderr[-1500:]
                )
        found.figure("self_checks_seconds", f"{time.monotonic() - started:.0f}")
        if display is None:
            found.figure("x11", "skipped: Xvfb is not installed")
    finally:
        for server in servers:
            server.terminate()
            server.wait(10)
    check_folders(home, outcomes, found)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m liubo.dist.check", description=__doc__)
    parser.add_argument("--keep", type=Path, help="build in this folder and keep it")
    parser.add_argument("--turns", type=int, default=2, help="the expert's turns per run (2)")
    parser.add_argument(
        "--font-cache",
        type=Path,
        default=Path("build") / "fonts",
        help="reuse subset fonts kept here ('' for none)",
    )
    parser.add_argument(
        "--display", help="run the X checks on this running display (:N) instead of an Xvfb"
    )
    args = parser.parse_args(argv)
    cache = args.font_cache if str(args.font_cache) else None
    if args.keep is not None:
        found = check(args.keep.absolute(), args.turns, cache, args.display)
    else:
        with tempfile.TemporaryDirectory(prefix="liubo-dist-check-") as work:
            found = check(Path(work), args.turns, cache, args.display)
    for line in found.lines:
        print(line)
    print("dist-check: passed" if not found.problems else "dist-check: FAILED")
    return 0 if not found.problems else 1


if __name__ == "__main__":
    raise SystemExit(main())
