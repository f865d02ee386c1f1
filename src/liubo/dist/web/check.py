"""``make web-check``: the built site played in Chromium, by taps, on 127.0.0.1.

    python -m liubo.dist.web.check [--site DIR] [--browser PATH] [--shots DIR] [--figures]

Serves ``dist/web`` with the teacher's own server (:mod:`liubo.services.web_share`) on
127.0.0.1 and drives Debian's Chromium with Playwright (no browser download): a whole
game against the computer played by taps on a touch screen, reload and Continue, the
record saved as a file and opened again, the three languages, no character the page
shows missing from its font, and the expert (:mod:`.expert`): its moves the desktop's on
seeded positions, a game against it with a hint. Any console error, uncaught exception
(page or worker) or request to another address is a failure. ``--figures``
(``make web-figures``) measures instead (:mod:`.figures`): the bytes of a first visit, the
first board cold and warm, a computer move per level, a move's frames, the engine's speed
in the page and natively.
Exit codes: 0 passed, 1 failed, 2 nothing to check with (no site, no browser).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ...services.web_share import WebShare
from .drive import (
    font_problems,
    page_stats,
    play_game,
    play_lesson,
    play_some,
    read_rulebook,
    settled,
    shown_text,
    table,
    tap,
    wait_ready,
)
from .expert import check_expert_game, check_same_moves
from .findings import Findings

CHROMIUM = "/usr/bin/chromium"
#: Chromium with no background network: this machine's closed network refuses it anyway
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
)
GAME_SPEED = 8  # the check plays 8 times faster than a class
TAB = {"width": 1024, "height": 768}


def find_browser(given: str | None = None) -> str | None:
    """Chromium's path: the one given, Debian's, or one on the PATH."""
    for candidate in (given, CHROMIUM, shutil.which("chromium"), shutil.which("chromium-browser")):
        if candidate and Path(candidate).is_file():
            return candidate
    return None


def why_not(site: Path, browser: str | None) -> str | None:
    """Why the check cannot run here (None: it can)."""
    if not (site / "site.json").is_file():
        return f"{site} holds no built site (make web)"
    if browser is None:
        return "no Chromium (Debian's package chromium) to play the page in"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright for Python is not installed (pip install playwright)"
    return None


class Watch:
    """A page's console errors, uncaught exceptions and requests to other addresses:
    stopped (``block``, the check), or only seen (the figures: Playwright's routing turns
    the browser's HTTP cache off, so the offline copy fetched every file a second time)."""

    def __init__(self, found: Findings, origin: str, block: bool = True) -> None:
        self.found = found
        self.origin = origin
        self.block = block

    def attach(self, context: Any) -> None:
        if self.block:
            context.route("**/*", self._route)
        else:
            context.on("request", self._seen)
        context.on("page", self.page)
        context.on("serviceworker", lambda worker: None)

    def page(self, page: Any) -> None:
        page.on("console", self._console)
        page.on(
            "pageerror",
            lambda error: self.found.problem(f"uncaught in the page: {error} {error.stack}"),
        )
        page.on("worker", self._worker)

    def _worker(self, worker: Any) -> None:
        worker.on("close", lambda _w: None)

    def _console(self, message: Any) -> None:
        if message.type == "error":
            self.found.problem(f"console error: {message.text}")

    def _off_site(self, url: str) -> bool:
        return not (url.startswith(self.origin) or url.startswith(("blob:", "data:")))

    def _seen(self, request: Any) -> None:
        if self._off_site(request.url):
            self.found.problem(f"a request left the site: {request.url}")

    def _route(self, route: Any) -> None:
        url = route.request.url
        if not self._off_site(url):
            route.continue_()
            return
        self.found.problem(f"a request left the site: {url}")
        route.abort()


# -- the check ---------------------------------------------------------------------------------


def run(site: Path, browser: str, shots: Path | None, figures: bool) -> Findings:
    from playwright.sync_api import sync_playwright

    found = Findings()
    server = WebShare(site)
    origin = server.start("127.0.0.1", 0)
    watch = Watch(found, origin, block=not figures)
    try:
        with sync_playwright() as p:
            chromium = p.chromium.launch(executable_path=browser, args=list(CHROMIUM_ARGS))
            try:
                if figures:
                    measure(chromium, origin, watch, site, found)
                else:
                    check_pages(chromium, origin, watch, site, shots, found)
            finally:
                chromium.close()
    finally:
        server.stop()
    return found


def new_context(chromium: Any, watch: Watch, size: dict[str, int], **more: Any) -> Any:
    context = chromium.new_context(viewport=size, has_touch=True, accept_downloads=True, **more)
    watch.attach(context)
    return context


def check_pages(
    chromium: Any, origin: str, watch: Watch, site: Path, shots: Path | None, found: Findings
) -> None:
    context = new_context(chromium, watch, TAB)
    page = context.new_page()
    started = time.monotonic()
    page.goto(origin + f"?speed={GAME_SPEED}")
    wait_ready(page)
    found.figure("check_title_seconds", round(time.monotonic() - started, 1))
    check_rulesets(page, found)
    texts = [shown_text(page)]
    # a whole game against the computer, by taps
    tap(page, '#title [data-do="computer"]')
    tap(page, '#title .level-buttons button[data-id="easy"]')
    settled(page)
    game_started = time.monotonic()
    half = play_some(page, 12)
    texts.append(shown_text(page))
    if shots:
        page.screenshot(path=str(shots / "check_game_1024x768.png"))
    # reload, then Continue: the same position
    page.reload()
    wait_ready(page)
    tap(page, '#title [data-do="continue"]')
    settled(page)
    again = table(page)
    if again["pieces"] != half["pieces"] or again["turn_number"] != half["turn_number"]:
        found.problem("Continue after a reload did not give the position left")
    # the record as a file, and opened again
    with page.expect_download() as info:
        tap(page, '#game .tools [data-do="save"]')
    record = Path(tempfile.mkdtemp(prefix="liubo-web-")) / "record.txt"
    info.value.save_as(str(record))
    if not record.read_text(encoding="utf-8").startswith("ruleset "):
        found.problem("the record saved is not a game record")
    tap(page, '#game .tools [data-do="menu"]')
    page.set_input_files("#open-file", str(record))
    settled(page)
    opened = table(page)
    if opened["pieces"] != again["pieces"]:
        found.problem("the record opened again is not the game saved")
    # back to the game against the computer, played to its end
    page.goto(origin + f"?speed={GAME_SPEED}")
    wait_ready(page)
    tap(page, '#title [data-do="continue"]')
    settled(page)
    end = play_game(page, found)
    taps = page_stats(page)["taps"]  # from a tap on the board to its answer drawn
    found.figure("check_tap_answer_ms_median", round(statistics.median(taps), 1) if taps else -1)
    found.figure("check_game_seconds", round(time.monotonic() - game_started, 1))
    if not end["over"]:
        found.problem("the game against the computer did not end")
    texts.append(shown_text(page))
    # a lesson of the Learn course, by taps
    tap(page, '#game .tools [data-do="menu"]')
    play_lesson(page, "owl", found)
    texts.append(shown_text(page))
    if shots:
        page.screenshot(path=str(shots / "check_lesson_1024x768.png"))
    page.goto(origin + f"?speed={GAME_SPEED}")
    wait_ready(page)
    # the title and the whole rulebook in the three languages
    for lang in ("zh_Hant", "zh_CN", "en"):
        tap(page, f'#title .languages button[data-id="{lang}"]')
        page.wait_for_function("(l) => window.liubo.hello.language === l", arg=lang)
        texts.append(shown_text(page))
        texts.extend(read_rulebook(page, found, every_page=lang == "zh_Hant"))
        if shots:
            page.screenshot(path=str(shots / f"check_rules_{lang}.png"))
        tap(page, '#rules [data-do="close"]')
    # the expert: the desktop's moves through the plain network, and a game with its hint
    check_same_moves(page, found)
    check_expert_game(page, found)
    texts.append(shown_text(page))
    missing = font_problems(site, "".join(texts))
    if missing:
        found.problem(f"the page shows characters its font lacks: {''.join(missing)}")
    context.close()


def check_rulesets(page: Any, found: Findings) -> None:
    """The page's title offers the rulesets the desktop's does: the page finds them as the
    desktop does (the distribution's metadata and entry points in the site's archive)."""
    from ...model.presentation import rulesets_shown

    offered = [r["id"] for r in page.evaluate("window.liubo.hello.rulesets")]
    wanted = list(rulesets_shown())
    found.figure("check_rulesets", " ".join(offered))
    if offered != wanted:
        found.problem(f"the page offers the rulesets {offered}, the desktop {wanted}")


def measure(chromium: Any, origin: str, watch: Watch, site: Path, found: Findings) -> None:
    """The figures of the issue: bytes, the first board cold and warm, moves and frames."""
    from .figures import measure_figures

    def context(size: dict[str, int]) -> Any:
        return new_context(chromium, watch, size)

    measure_figures(origin, context, site, found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m liubo.dist.web.check", description=__doc__)
    parser.add_argument("--site", type=Path, default=Path("dist/web"))
    parser.add_argument("--browser", default=None, help="Chromium's path (default: Debian's)")
    parser.add_argument("--shots", type=Path, default=None, help="a folder for screenshots")
    parser.add_argument("--figures", action="store_true", help="measure the figures instead")
    args = parser.parse_args(argv)
    browser = find_browser(args.browser)
    reason = why_not(args.site, browser)
    if reason is not None:
        print(f"web-check skipped: {reason}")
        return 2
    assert browser is not None
    if args.shots:
        args.shots.mkdir(parents=True, exist_ok=True)
    found = run(args.site, browser, args.shots, args.figures)
    if found.problems:
        print(f"web-check FAILED: {len(found.problems)} problem(s)")
        return 1
    print("web-check passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
