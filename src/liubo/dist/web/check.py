"""``make web-check``: the built site played in Chromium, by taps, on 127.0.0.1.

    python -m liubo.dist.web.check [--site DIR] [--browser PATH] [--shots DIR] [--figures]

Serves ``dist/web`` with the teacher's own server (:mod:`liubo.services.web_share`) on
127.0.0.1 and drives Debian's Chromium with Playwright (no browser download): a whole
game against the computer played by taps on a touch screen, reload and Continue, the
record saved as a file and opened again, the three languages, and no character the page
shows missing from its font. Any console error, uncaught exception (page or worker) or
request to another address is a failure. ``--figures`` (``make web-figures``) measures
instead (:mod:`.figures`): the bytes of a first visit, the first board cold and warm, a
computer move per level, a move's frames, the engine's speed in the page and natively.
Exit codes: 0 passed, 1 failed, 2 nothing to check with (no site, no browser).
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ...services.web_share import LOOPBACK, ShareServer

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
LOAD_TIMEOUT_MS = 120_000
GAME_SPEED = 8  # the check plays 8 times faster than a class
TAB = {"width": 1024, "height": 768}


@dataclass
class Findings:
    problems: list[str] = field(default_factory=list)
    figures: dict[str, object] = field(default_factory=dict)

    def problem(self, text: str) -> None:
        print(f"PROBLEM: {text}", flush=True)
        self.problems.append(text)

    def figure(self, name: str, value: object) -> None:
        print(f"{name}: {value}", flush=True)
        self.figures[name] = value


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
    """A page's console errors, uncaught exceptions and requests to other addresses."""

    def __init__(self, found: Findings, origin: str) -> None:
        self.found = found
        self.origin = origin

    def attach(self, context: Any) -> None:
        context.route("**/*", self._route)
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

    def _route(self, route: Any) -> None:
        url = route.request.url
        if url.startswith(self.origin) or url.startswith(("blob:", "data:")):
            route.continue_()
            return
        self.found.problem(f"a request left the site: {url}")
        route.abort()


# -- driving the page --------------------------------------------------------------------------


def wait_ready(page: Any) -> None:
    page.wait_for_selector("#title.shown", timeout=LOAD_TIMEOUT_MS)


def table(page: Any) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate("window.liubo.table")
    return result


def settled(page: Any) -> None:
    """Wait until the page is neither animating nor waiting for the worker."""
    page.wait_for_function(
        "window.liubo.table && !window.liubo.busy && !window.liubo.inFlight", timeout=60_000
    )


def tap_station(page: Any, station: int) -> None:
    x, y = page.evaluate(
        """(s) => { const r = document.querySelector('#board').getBoundingClientRect();
        const [x, y] = liubo.art.boards[liubo.table.board].perches[s];
        return [r.left + x * r.width, r.top + y * r.height]; }""",
        station,
    )
    page.touchscreen.tap(x, y)


def tap(page: Any, selector: str) -> None:
    box = page.locator(selector).first.bounding_box()
    if box is None:
        raise AssertionError(f"nothing to tap at {selector}")
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def play_turn_step(page: Any, t: dict[str, Any], step: int) -> None:
    """One human input on a table, as a player would tap it."""
    if t["can_throw"]:
        tap(page, "#game .jar")
    elif t["landings"]:
        landing = t["landings"][step % len(t["landings"])]
        tap_station(page, landing["station"])  # the first tap shows the move
        tap_station(page, landing["station"])  # the second plays it
        if landing["several"]:
            settled(page)
            if page.locator("#game .dialog:not([hidden])").count():
                tap(page, "#game .dialog .answers button")
            else:
                tap(page, "#game .tiles button:not([disabled])")
    elif t["movable"] and (step % 3 or not t["can_enter"]):
        tap_station(page, t["movable"][step % len(t["movable"])])
    elif t["can_enter"]:
        tap(page, "#game .waiting.can")
    else:
        raise AssertionError(f"nothing to tap: {t['status']!r}")


def play_game(page: Any, found: Findings, limit: int = 2500) -> dict[str, Any]:
    """Play the human side of the game on screen until it ends."""
    for step in range(limit):
        settled(page)
        t = table(page)
        if t["over"]:
            return t
        if t["computer_turn"]:
            page.wait_for_function(
                "(n) => window.liubo.stats.answers.length > n", arg=len(page_stats(page)["answers"])
            )
            continue
        play_turn_step(page, t, step)
    found.problem(f"the game was not over after {limit} inputs")
    return table(page)


def page_stats(page: Any) -> dict[str, Any]:
    stats: dict[str, Any] = page.evaluate("window.liubo.stats")
    return stats


def shown_text(page: Any) -> str:
    text: str = page.evaluate("document.body.innerText")
    return text


def font_problems(site: Path, text: str) -> list[str]:
    """Characters shown that the page's font has no glyph for (as the bundle's check)."""
    from ..glyphs import cmap_of

    have: set[int] = set()
    for font in sorted((site / "fonts").glob("*.woff")):
        have |= cmap_of(font)
    return sorted({ch for ch in text if not ch.isspace() and ord(ch) > 127 and ord(ch) not in have})


# -- the check ---------------------------------------------------------------------------------


def run(site: Path, browser: str, shots: Path | None, figures: bool) -> Findings:
    from playwright.sync_api import sync_playwright

    found = Findings()
    server = ShareServer(site, LOOPBACK, 0)
    host, port = server.start()
    origin = f"http://{host}:{port}/"
    watch = Watch(found, origin)
    try:
        with sync_playwright() as p:
            chromium = p.chromium.launch(executable_path=browser, args=list(CHROMIUM_ARGS))
            try:
                if figures:
                    measure(chromium, origin, watch, server, site, found)
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
        texts.extend(read_rulebook(page, found))
        if shots:
            page.screenshot(path=str(shots / f"check_rules_{lang}.png"))
        tap(page, '#rules [data-do="close"]')
    missing = font_problems(site, "".join(texts))
    if missing:
        found.problem(f"the page shows characters its font lacks: {''.join(missing)}")
    stats = page_stats(page)
    if stats["taps"]:
        found.figure("check_tap_answer_ms_median", round(statistics.median(stats["taps"]), 1))
    context.close()


def lesson_state(page: Any) -> tuple[str, bool]:
    state: list[Any] = page.evaluate(
        "(l => l ? [l.head, l.complete] : ['', false])(window.liubo.lesson)"
    )
    return state[0], state[1]


def play_lesson(page: Any, lesson_id: str, found: Findings, limit: int = 80) -> None:
    """Open a lesson from the Learn list and do its tasks by taps: each bird that can move
    and each gold perch in turn, until the lesson takes the move (it refuses the others)."""
    tap(page, '#title [data-do="learn"]')
    page.wait_for_selector(f'#learn .lessons button[data-id="{lesson_id}"]')
    tap(page, f'#learn .lessons button[data-id="{lesson_id}"]')
    settled(page)
    tries = 0
    while tries < limit:
        settled(page)
        head, complete = lesson_state(page)
        if complete:
            return
        t = table(page)
        if t["can_throw"]:
            tap(page, "#game .jar")
            continue
        starts: list[int | None] = list(t["movable"]) + ([None] if t["can_enter"] else [])
        moved = False
        for start in starts:
            for k in range(8):
                settled(page)
                if lesson_state(page) != (head, complete):
                    moved = True
                    break
                t = table(page)
                if start is None:
                    if not t["waiting_selected"]:
                        tap(page, "#game .waiting.can")
                elif t["selection"] is None or t["selection"]["station"] != start:
                    tap_station(page, start)
                settled(page)
                landings = table(page)["landings"]
                if k >= len(landings):
                    break
                tries += 1
                tap_station(page, landings[k]["station"])
                tap_station(page, landings[k]["station"])
            if moved:
                break
        if not moved and lesson_state(page) == (head, complete):
            found.problem(f"the lesson {lesson_id!r} took none of the moves tried at {head!r}")
            return
    found.problem(f"the lesson {lesson_id!r} was not done after {limit} tries")


def read_rulebook(page: Any, found: Findings) -> list[str]:
    """Open the rulebook and read every topic's pages; the texts shown."""
    tap(page, '#title [data-do="rules"]')
    page.wait_for_selector("#rules.shown .body p")
    ids: list[str] = page.evaluate(
        "[...document.querySelectorAll('#rules .topics li button')].map((b) => b.dataset.id)"
    )
    texts = []
    for topic_id in ids:
        page.locator(f'#rules .topics li button[data-id="{topic_id}"]').click()
        page.wait_for_function(
            "(id) => document.querySelector(`#rules .topics button[data-id='${id}']`)"
            ".getAttribute('aria-pressed') === 'true'",
            arg=topic_id,
        )
        count = page.evaluate("document.querySelector('#rules .kicker').textContent")
        texts.append(shown_text(page))
        pages = int(page.evaluate("window.liubo.rulesPages ? window.liubo.rulesPages() : 1"))
        for _ in range(pages - 1):
            page.locator('#rules [data-do="next"]').click()
            page.wait_for_function(
                "(c) => document.querySelector('#rules .kicker').textContent !== c", arg=count
            )
            count = page.evaluate("document.querySelector('#rules .kicker').textContent")
            texts.append(shown_text(page))
    if len(ids) < 10:
        found.problem(f"the rulebook shows only {len(ids)} topics")
    return texts


def play_some(page: Any, inputs: int) -> dict[str, Any]:
    """Play a few human inputs (and the computer's answers); the table after them."""
    for step in range(inputs):
        settled(page)
        t = table(page)
        if t["over"]:
            break
        if t["computer_turn"]:
            page.wait_for_function("(t) => window.liubo.table !== t", arg=t)
            continue
        play_turn_step(page, t, step)
    settled(page)
    return table(page)


def measure(
    chromium: Any, origin: str, watch: Watch, server: ShareServer, site: Path, found: Findings
) -> None:
    """The figures of the issue: bytes, the first board cold and warm, moves and frames."""
    from .figures import measure_figures

    def context(size: dict[str, int]) -> Any:
        return new_context(chromium, watch, size)

    measure_figures(origin, context, site, lambda: server.served.bytes_sent, found)


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
