"""The teacher's desktop game serving the browser edition to a second process, checked.

    python -m liubo.dist.web.classroom [--site DIR] [--browser PATH] [--shots DIR]

The real game (``python -m liubo``) runs in a window on an Xvfb of its own and is driven by
clicks, as a teacher would: the title's "Share with the class", "Listen on" until it says
this computer only (127.0.0.1), "Start sharing", "Close", then "Watch" a game between two
computer players. While that game goes on, Chromium (Playwright) opens the address the
game serves and plays a whole game against the computer by taps, with the driving of
``make web-check``. The game's own layout report (``checks.layout_probe``, asked by
SIGUSR1 every few seconds) must show its loop turning and frames drawn throughout, no
internal error, the page's requests counted; the game must leave with exit code 0 when its
window is closed, and stop serving. ``--shots`` keeps pictures of the desktop's "Share with
the class" screen while it serves, in English and in 繁體.
Exit codes: 0 passed, 1 failed, 2 nothing to check with (no site, browser, Xvfb or xdotool).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ...services.translation import load_translator
from ...services.web_share import WEB_FOLDER_ENV
from ...tools.soak import missing_tools
from ...tools.soak_run import Soak
from ...tools.xserver import start_window_manager, start_xvfb
from .check import CHROMIUM_ARGS, GAME_SPEED, TAB, Watch, find_browser, new_context, why_not
from .drive import play_game, settled, tap, wait_ready
from .findings import Findings

WINDOW = (1280, 720)
SAMPLE_SECONDS = 4.0  # how often the desktop game is asked for its report
#: a loop that turns fewer times than this a second is stuck (it turns 60 times when idle)
MIN_TICKS_PER_SECOND = 1.0


@dataclass(frozen=True)
class Sample:
    """The desktop game's word at one moment."""

    at: float
    ticks: int
    frames: int
    scenes: tuple[str, ...]
    internal_errors: int


class Desktop:
    """The desktop game in a real window, clicked by its controls' labels."""

    def __init__(self, display: str, home: Path, site: Path, lang: str, log: Path) -> None:
        self.run = Soak(display, home, random.Random(0), log)
        self.run.env[WEB_FOLDER_ENV] = str(site)
        self.words = load_translator(lang).gettext
        self.lang = lang
        self.lock = threading.Lock()  # the report is asked for by one thread at a time

    def start(self) -> None:
        self.run.start_game("title", WINDOW, "--lang", self.lang)

    def report(self, timeout: float = 30.0) -> dict[str, Any]:
        with self.lock:
            found = self.run.ask_layout(timeout)
        if found is None:
            raise AssertionError(f"the desktop game did not answer within {timeout:g} s")
        return found

    def wait_for(self, what: str, ok: Any, timeout: float = 60.0) -> dict[str, Any]:
        """The first report for which ``ok(report)`` holds."""
        deadline = time.monotonic() + timeout
        while True:
            report = self.report()
            if ok(report):
                return report
            if time.monotonic() > deadline:
                raise AssertionError(f"the desktop game never showed {what}: {report}")
            time.sleep(0.3)

    def click(self, scene: str, label: str, exact: bool = True) -> None:
        """Click the control of ``scene`` whose label is ``label`` (in the game's language)."""
        shown = self.words(label)
        report = self.wait_for(
            f"{shown!r} on {scene}", lambda r: find_control(r, scene, shown, exact) is not None
        )
        x, y = find_control(report, scene, shown, exact) or (0, 0)
        self.run.xdo("mousemove", "--window", self.run.window or "", str(x), str(y), "click", "1")

    def screenshot(self, path: Path) -> None:
        subprocess.run(
            ["import", "-window", self.run.window or "root", str(path)],
            env=self.run.env,
            check=True,
            timeout=30,
        )


def find_control(report: dict[str, Any], scene: str, label: str, exact: bool) -> Any:
    """The centre of ``scene``'s visible control labelled ``label`` (or starting with it)."""
    for name, text, x, y, w, h in report.get("controls", []):
        if name == scene and (text == label if exact else str(text).startswith(label)):
            return x + w // 2, y + h // 2
    return None


def top_scene(report: dict[str, Any]) -> str:
    scenes = report.get("scenes") or [{}]
    return str(scenes[-1].get("name"))


def start_sharing(desktop: Desktop, local: bool = True) -> str:
    """From the title: open Share with the class, listen on this computer only (``local``)
    or where the panel proposes (the local network first), start; the address served."""
    desktop.click("title", "Share with the class")
    desktop.wait_for("the share panel", lambda r: top_scene(r) == "share")
    listen = desktop.words("Listen on: {where}").split("{where}")[0]
    for _ in range(8 if local else 0):  # the network's addresses, this computer, every one
        report = desktop.report()
        labels = [c[1] for c in report["controls"] if c[0] == "share"]
        if any(str(label).startswith(listen) and "127.0.0.1" in label for label in labels):
            break
        desktop.click("share", listen, exact=False)
        time.sleep(0.5)
    else:
        if local:
            raise AssertionError("Listen on never offered this computer only (127.0.0.1)")
    desktop.click("share", "Start sharing")
    report = desktop.wait_for("an address shared", lambda r: bool(r.get("sharing")))
    desktop.wait_for(
        "Stop sharing", lambda r: find_control(r, "share", desktop.words("Stop sharing"), True)
    )
    return str(report["sharing"])


def watch_a_game(desktop: Desktop) -> None:
    """Close the panel (sharing goes on) and watch two easy computer players."""
    desktop.click("share", "Close")
    desktop.wait_for("the title", lambda r: top_scene(r) == "title")
    desktop.click("title", "Watch")
    desktop.click("title", "Easy")
    desktop.click("title", "Start")
    desktop.wait_for("a game being watched", lambda r: top_scene(r) == "game")


class Sampler(threading.Thread):
    """Asks the desktop game for its report every few seconds while the browser plays."""

    def __init__(self, desktop: Desktop) -> None:
        super().__init__(name="desktop-sampler", daemon=True)
        self.desktop = desktop
        self.samples: list[Sample] = []
        self.failure: str | None = None
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.is_set():
            try:
                report = self.desktop.report(timeout=20)
            except AssertionError as exc:
                self.failure = str(exc)
                return
            self.samples.append(
                Sample(
                    time.monotonic(),
                    int(report["ticks"]),
                    int(report["frames"]),
                    tuple(str(s.get("name")) for s in report["scenes"]),
                    len(report["internal_errors"]),
                )
            )
            self.done.wait(SAMPLE_SECONDS)


def judge_samples(samples: list[Sample], found: Findings) -> None:
    """The desktop game went on: its loop turned in every interval, and it drew frames in
    every interval its own game was still being played."""
    if len(samples) < 3:
        found.problem(f"the desktop game answered only {len(samples)} times while the page played")
        return
    for before, after in zip(samples, samples[1:], strict=False):
        seconds = after.at - before.at
        turns = after.ticks - before.ticks
        if turns < MIN_TICKS_PER_SECOND * seconds:
            found.problem(f"the desktop's loop turned {turns} times in {seconds:.1f} s")
        if "victory" not in after.scenes and after.frames <= before.frames:
            found.problem(f"the desktop's game drew no frame in {seconds:.1f} s ({after.scenes})")
    last = samples[-1]
    if last.internal_errors:
        found.problem(f"the desktop game caught {last.internal_errors} internal error(s)")
    first = samples[0]
    found.figure("desktop_frames_while_the_page_played", last.frames - first.frames)
    found.figure(
        "desktop_loop_turns_per_second", round((last.ticks - first.ticks) / (last.at - first.at), 1)
    )


def play_in_browser(browser: str, url: str, found: Findings) -> None:
    """Chromium opens the address and plays a whole game against the computer by taps."""
    from playwright.sync_api import sync_playwright

    watch = Watch(found, url.rstrip("/"))
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=browser, args=list(CHROMIUM_ARGS))
        try:
            context = new_context(chromium, watch, TAB)
            page = context.new_page()
            page.goto(url + f"?speed={GAME_SPEED}")
            wait_ready(page)
            tap(page, '#title [data-do="computer"]')
            tap(page, '#title .level-buttons button[data-id="easy"]')
            settled(page)
            started = time.monotonic()
            end = play_game(page, found)
            found.figure("page_game_seconds", round(time.monotonic() - started, 1))
            found.figure("page_game_turns", end.get("turn_number"))
            if not end["over"]:
                found.problem("the game against the computer in the browser did not end")
            context.close()
        finally:
            chromium.close()


def served(url: str, name: str) -> bool:
    try:
        with urllib.request.urlopen(url + name, timeout=10) as answer:
            return bool(answer.status == 200 and answer.read(64))
    except (urllib.error.URLError, OSError):
        return False


def run(site: Path, browser: str, shots: Path | None, work: Path) -> Findings:
    found = Findings()
    xvfb, display = start_xvfb()
    wm = start_window_manager(display)
    log = work / "desktop-stderr.txt"
    desktop = Desktop(display, work / "home", site, "en", log)
    try:
        desktop.start()
        url = start_sharing(desktop)
        found.figure("desktop_shares", url)
        if not (served(url, "") and served(url, "pyodide/pyodide.asm.wasm")):
            found.problem(f"{url} does not serve the page and its WebAssembly")
        watch_a_game(desktop)
        sampler = Sampler(desktop)
        sampler.start()
        try:
            play_in_browser(browser, url, found)
        finally:
            sampler.done.set()
            sampler.join(30)
        if sampler.failure:
            found.problem(sampler.failure)
        judge_samples(sampler.samples, found)
        finish(desktop, url, found)
        if shots:
            for lang in ("en", "zh_Hant"):
                shoot(display, work, site, lang, shots)
    finally:
        desktop.run.stop_game()
        for proc in (wm, xvfb):
            if proc is not None:
                proc.terminate()
                proc.wait(5)
    return found


def finish(desktop: Desktop, url: str, found: Findings) -> None:
    """The page's requests counted, no traceback; the window closed: exit 0, no serving."""
    report = desktop.report()
    if report["internal_errors"]:
        found.problem(f"internal errors in the desktop game: {report['internal_errors']}")
    game = desktop.run.game
    assert game is not None
    game.terminate()  # SDL makes it the window's close event (a QUIT)
    try:
        code = game.wait(30)
    except subprocess.TimeoutExpired:
        found.problem("the desktop game did not close within 30 s")
        return
    desktop.run.game = None
    if code != 0:
        found.problem(f"the desktop game ended with exit code {code}")
    text = desktop.run.log.read_text(encoding="utf-8", errors="replace")
    if "Traceback" in text or "Internal error" in text:
        found.problem("the desktop game's stderr:\n" + text[-3000:])
    if served(url, ""):
        found.problem("the address still serves after the game closed")


def shoot(display: str, work: Path, site: Path, lang: str, shots: Path) -> None:
    """The share panel serving where it proposes (the local network first), a device having
    opened the page: the teacher's view, for the closing note."""
    desktop = Desktop(display, work / f"home-{lang}", site, lang, work / f"stderr-{lang}.txt")
    try:
        desktop.start()
        url = start_sharing(desktop, local=False)
        served(url, "")
        served(url, "app.js")
        time.sleep(1.5)  # the counts drawn
        desktop.screenshot(shots / f"desktop_share_serving_{lang}_1280x720.png")
    finally:
        desktop.run.stop_game()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m liubo.dist.web.classroom", description=__doc__)
    parser.add_argument("--site", type=Path, default=Path("dist/web"))
    parser.add_argument("--browser", default=None, help="Chromium's path (default: Debian's)")
    parser.add_argument("--shots", type=Path, default=None, help="a folder for screenshots")
    args = parser.parse_args(argv)
    browser = find_browser(args.browser)
    reason = why_not(args.site, browser) or reason_without_x(bool(args.shots))
    if reason is not None:
        print(f"classroom check skipped: {reason}")
        return 2
    assert browser is not None
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="liubo-classroom-"))
    try:
        found = run(args.site.resolve(), browser, args.shots, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(json.dumps(found.figures))
    if found.problems:
        print(f"classroom check FAILED: {len(found.problems)} problem(s)")
        return 1
    print("classroom check passed")
    return 0


def reason_without_x(shots: bool = False) -> str | None:
    """Why the desktop game cannot be driven here (None: it can); ``import`` (ImageMagick)
    takes the pictures."""
    missing = missing_tools() + [t for t in ("import",) if shots and shutil.which(t) is None]
    if missing:
        return f"needs {' and '.join(missing)} (apt-get install xvfb xdotool imagemagick)"
    return None


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
