"""Give the game's window extreme sizes in a real X server (huge, tiny, full screen and
back) and say PASS or FAIL for each with its figures.

    .venv/bin/python tools/extreme_windows.py                 # Xvfb + twm
    .venv/bin/python tools/extreme_windows.py --no-wm         # Xvfb, no window manager
    .venv/bin/python tools/extreme_windows.py --display :63 --keep /tmp/windows

Starts its own Xvfb (1920x1080; on ``--display`` if given, else a free one) and twm unless
``--no-wm``, then starts the game (``--scene``) for each check:

1. ``xdotool windowsize W 30000 30000`` on the title, Settings and the rulebook: the game
   lives, its peak resident memory stays under 1 GB, it is laid out for the desktop-bounded
   size, and SIGTERM sent during a second such resize ends it within 5 s.
2. F11, F11, then ``xdotool windowsize W 1280 720`` in a game and on the title: after each
   step laid out for the window's real size (full screen, then windowed) with no control
   outside the window, and the window wholly on the desktop after leaving full screen.
3. ``windowsize`` 10x400 and 1x1 on the title's Play vs computer and Watch panels, then
   back to 1280x720: no traceback, no "Internal error" notice, laid out for each size.

The layout is the game's own report (``liubo.checks.layout_probe``) against the size the X server
gives the window, the same check ``make soak`` makes. Exit code 0 when all pass.
"""

from __future__ import annotations

import argparse
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from liubo.tools.soak_run import Soak
from liubo.tools.xserver import SCREEN, start_window_manager, start_xvfb, stop_servers

MEMORY_LIMIT_MB = 1024
QUIT_LIMIT_S = 5.0
results: list[tuple[str, bool]] = []


def check(name: str, ok: bool, said: object) -> None:
    results.append((name, ok))
    print(f"{'PASS' if ok else 'FAIL'}  {name}\n      {str(said).strip()[:600]}", flush=True)


def memory_mb(pid: int, field: str = "VmRSS") -> int:
    """A /proc figure of the process in MB (VmRSS now, VmHWM its peak), 0 once gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    found = re.search(rf"{field}:\s+(\d+) kB", status)
    return int(found.group(1)) // 1024 if found else 0


def placement(run: Soak) -> tuple[int, int, int, int] | None:
    """The window's (x, y, width, height) on the screen, from xwininfo."""
    try:
        text = subprocess.run(
            ["xwininfo", "-id", run.window or ""],
            env=run.env,
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    keys = ("Absolute upper-left X", "Absolute upper-left Y", "Width", "Height")
    values = [re.search(rf"{key}:\s+(-?\d+)", text) for key in keys]
    if not all(values):
        return None
    x, y, w, h = (int(v.group(1)) for v in values if v)
    return (x, y, w, h)


def on_the_desktop(rect: tuple[int, int, int, int]) -> bool:
    x, y, w, h = rect
    return x >= 0 and y >= 0 and x + w <= SCREEN[0] and y + h <= SCREEN[1]


def settled_layout(run: Soak, seconds: float = 8.0) -> tuple[list[str], dict | None]:
    """The layout's problems once it settles (or after ``seconds``), and the last report."""
    deadline = time.monotonic() + seconds
    while True:
        size = run.geometry()
        report = run.ask_layout()
        if size is None or report is None:
            return ["the game is gone or did not answer"], None
        problems = [f"window {size[0]}x{size[1]}: {p}" for p in run_problems(report, size)]
        if not problems or time.monotonic() > deadline:
            return problems, report
        time.sleep(0.25)


def run_problems(report: dict, size: tuple[int, int]) -> list[str]:
    from liubo.checks.layout_probe import layout_problems

    problems = layout_problems(report, size, SCREEN)
    if report.get("notice") and "Internal error" in report["notice"]:
        problems.append(f"notice: {report['notice']}")
    return problems


def shot(run: Soak, keep: Path | None, name: str) -> None:
    if keep is not None and shutil.which("import"):
        subprocess.run(
            ["import", "-window", "root", str(keep / f"{name}.png")], env=run.env, timeout=30
        )


def new_run(display: str, work: Path, name: str) -> Soak:
    log = work / f"stderr_{name}.txt"
    log.unlink(missing_ok=True)  # a kept folder: this run's stderr only
    shutil.rmtree(work / f"home_{name}", ignore_errors=True)
    return Soak(display, work / f"home_{name}", random.Random(1), log)


def stderr_of(run: Soak) -> str:
    try:
        return run.log.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


# -- 1. a huge window ---------------------------------------------------------------------------


def finding_1(display: str, work: Path, keep: Path | None, scene: str) -> None:
    run = new_run(display, work, f"huge_{scene}")
    run.start_game(scene, (1280, 720))
    assert run.game is not None
    pid = run.game.pid
    time.sleep(1.5)
    start_mb = memory_mb(pid)
    run.xdo("windowsize", run.window or "", "30000", "30000")
    peak = 0
    end = time.monotonic() + 6.0
    while time.monotonic() < end and run.game.poll() is None:
        peak = max(peak, memory_mb(pid))
        if peak > 4 * MEMORY_LIMIT_MB:  # never let a regression eat the shared machine
            run.game.kill()
            break
        time.sleep(0.05)
    peak = max(peak, memory_mb(pid, "VmHWM"))
    alive = run.check_game()
    problems, _report = settled_layout(run) if alive else (["the game died"], None)
    where = placement(run) if alive else None
    shot(run, keep, f"1_huge_{scene}")
    # SIGTERM in the middle of a second storm
    quit_s = None
    code = None
    if run.game is not None and run.game.poll() is None:
        run.xdo("windowsize", run.window or "", "30000", "30000")
        time.sleep(0.2)
        started = time.monotonic()
        run.game.terminate()
        try:
            code = run.game.wait(20)
            quit_s = time.monotonic() - started
        except subprocess.TimeoutExpired:
            run.game.kill()
            run.game.wait(5)
    run.check_game()
    tracebacks = stderr_of(run).count("Traceback (most recent call last)")
    on_desktop = where is not None and on_the_desktop(where)
    ok = (
        alive
        and on_desktop
        and peak <= MEMORY_LIMIT_MB
        and not problems
        and quit_s is not None
        and quit_s <= QUIT_LIMIT_S
        and code == 0
        and tracebacks == 0
    )
    check(
        f"1. windowsize 30000x30000 on {scene}",
        ok,
        f"resident {start_mb} MB before, peak {peak} MB; alive: {alive}; window now at "
        f"{where}; SIGTERM during a second storm: exit {code} after "
        f"{'-' if quit_s is None else f'{quit_s:.2f}'} s; on the desktop: {on_desktop}; "
        f"tracebacks {tracebacks}; "
        f"layout: {'; '.join(problems[:3]) or 'laid out for the desktop-bounded size'}",
    )


# -- 2. full screen on and off, then a resize ------------------------------------------------


def finding_2(display: str, work: Path, keep: Path | None, scene: str) -> None:
    run = new_run(display, work, f"fullscreen_{scene}")
    run.start_game(scene, (1600, 900))
    time.sleep(1.5)
    said = []
    ok = True
    steps = [
        ("F11 (full screen)", ("key", "--window", "W", "F11")),
        ("F11 again (windowed)", ("key", "--window", "W", "F11")),
        ("windowsize 1280 720", ("windowsize", "W", "1280", "720")),
    ]
    for label, command in steps:
        run.xdo(*[run.window or "" if part == "W" else part for part in command])
        time.sleep(1.0)
        if not run.check_game():
            ok = False
            said.append(f"{label}: the game is gone")
            break
        problems, report = settled_layout(run)
        where = placement(run)
        drawn = "x".join(map(str, report["drawn"])) if report else "?"
        full = report.get("fullscreen") if report else "?"
        off = ""
        if where is not None and not on_the_desktop(where):
            off = f" partly off the {SCREEN[0]}x{SCREEN[1]} desktop"
        said.append(
            f"{label}: window {where}{off}, drawn {drawn}, full screen {full}"
            + (f", {'; '.join(problems[:3])}" if problems else "")
        )
        ok = ok and not problems and not off
        shot(run, keep, f"2_{scene}_{len(said)}")
    run.stop_game()
    tracebacks = stderr_of(run).count("Traceback (most recent call last)")
    ok = ok and tracebacks == 0 and not run.figures.problems
    check(f"2. F11, F11, resize to 1280x720 on {scene}", ok, " | ".join(said))


# -- 3. a narrow window ------------------------------------------------------------------------


def finding_3(display: str, work: Path, keep: Path | None, scene: str) -> None:
    run = new_run(display, work, f"narrow_{scene}")
    run.start_game(scene, (1280, 720))
    time.sleep(1.5)
    said = []
    ok = True
    for size in ((10, 400), (1, 1), (1280, 720)):
        run.xdo("windowsize", run.window or "", str(size[0]), str(size[1]))
        time.sleep(2.0)  # many frames at that size: the old fault raised every frame
        if not run.check_game():
            ok = False
            said.append(f"{size}: the game is gone")
            break
        problems, report = settled_layout(run)
        got = run.geometry()
        notice = (report or {}).get("notice")
        said.append(
            f"asked {size[0]}x{size[1]}, window {got}, drawn "
            f"{(report or {}).get('drawn')}"
            + (f", notice {notice!r}" if notice else "")
            + (f", {'; '.join(problems[:3])}" if problems else "")
        )
        ok = ok and not problems
        shot(run, keep, f"3_{scene}_{size[0]}x{size[1]}")
    run.stop_game()
    text = stderr_of(run)
    tracebacks = text.count("Traceback (most recent call last)")
    internal = text.count("Internal error")
    ok = ok and tracebacks == 0 and not run.figures.problems
    check(
        f"3. windowsize 10x400 and 1x1 on {scene}",
        ok,
        " | ".join(said) + f" | tracebacks {tracebacks}, internal errors {internal}",
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--display", metavar=":N", help="the Xvfb display (default: a free one)")
    parser.add_argument("--no-wm", action="store_true", help="no window manager")
    parser.add_argument("--keep", metavar="DIR", help="keep logs and screenshots here")
    parser.add_argument("--only", metavar="1,2,3", default="1,2,3", help="which findings")
    args = parser.parse_args()
    missing = [t for t in ("Xvfb", "xdotool", "xwininfo") if shutil.which(t) is None]
    if missing:
        print(f"needs {', '.join(missing)} (apt-get install xvfb xdotool x11-utils)")
        return 2
    keep = Path(args.keep) if args.keep else None
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
    work = keep or Path(tempfile.mkdtemp(prefix="liubo_issue26_x_"))
    xvfb, display = start_xvfb(SCREEN, args.display)
    wm = None if args.no_wm else start_window_manager(display)
    print(f"Xvfb {display} {SCREEN[0]}x{SCREEN[1]}, {'twm' if wm else 'no window manager'}")
    try:
        time.sleep(0.5)
        only = set(args.only.split(","))
        if "1" in only:
            for scene in ("title", "settings", "rules"):
                finding_1(display, work, keep, scene)
        if "2" in only:
            for scene in ("game", "title"):
                finding_2(display, work, keep, scene)
        if "3" in only:
            for scene in ("computer", "watch"):
                finding_3(display, work, keep, scene)
    finally:
        stop_servers(wm, xvfb)
    failed = [name for name, ok in results if not ok]
    print(f"\n{len(results) - len(failed)} of {len(results)} checks pass")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
