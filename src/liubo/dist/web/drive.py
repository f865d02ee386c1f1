"""Driving the page in Chromium as a player would: taps on the board, the jar, the cards.

:mod:`.check` (``make web-check``) plays with these; each waits until the page has
answered (``window.liubo``: the table shown, no command in flight, no move animating).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .findings import Findings

LOAD_TIMEOUT_MS = 180_000  # Pyodide's first start on a busy machine


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
    target = page.locator(selector).first
    target.evaluate("(e) => e.scrollIntoView({ block: 'nearest' })")  # the jar sways: no wait
    box = target.bounding_box()
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
            wait_answer(page)
            continue
        play_turn_step(page, t, step)
    found.problem(f"the game was not over after {limit} inputs")
    return table(page)


def wait_answer(page: Any) -> None:
    """Wait for the worker's next answer (the computer's throw or move)."""
    count = len(page_stats(page)["answers"])
    page.wait_for_function(
        "(n) => window.liubo.stats.answers.length > n || !window.liubo.table.computer_turn",
        arg=count,
    )


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


def read_rulebook(page: Any, found: Findings, every_page: bool = True) -> list[str]:
    """Open the rulebook and read every topic (each of its pages, or its first); the
    texts shown."""
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
        pages = int(page.evaluate("window.liubo.rulesPages()")) if every_page else 1
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
    """Play a few human inputs (and the computer's answers); the table after them, at a
    moment the human is to act (so nothing changes it before the next input)."""
    step = 0
    while True:
        settled(page)
        t = table(page)
        if t["over"] or (step >= inputs and not t["computer_turn"]):
            return t
        if t["computer_turn"]:
            wait_answer(page)
            continue
        play_turn_step(page, t, step)
        step += 1
