"""The browser edition's figures, measured in the check's Chromium: ``make web-figures``.

Benchmarks, not tests: each is printed as ``name: value``, the times with the machine's
load beside them (a shared machine's wall clock is slow when it is busy):

- ``site_bytes_raw`` / ``_gzip``: the site's files, and as the server sends them to a
  browser that takes gzip; ``first_visit_bytes_gzip``: what the server sent a fresh
  browser until the board was playable and the offline copy kept (budget 12 MB);
- ``first_board_cold_s`` / ``_warm_s``: from opening the address to a playable board
  (the title, then "Two players"), in a fresh browser and again in the same one;
- ``move_<level>_s_page`` / ``_native``: the median seconds of a computer move of each
  level on the same positions, in the page and in this Python; ``_nodes_page_native``:
  the median nodes of a searching level's search in each (its time cap holds both);
- ``engine_games_per_s_page`` / ``_native``: seeded games between random players;
- ``animation_frame_ms_median`` / ``_max``: the frames of a move's hops at a class's speed.
"""

from __future__ import annotations

import json
import os
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import FIRST_VISIT_GZIP_BUDGET

RUNS = 3
MOVES_PER_LEVEL = 5
GAMES = 20
SIZE = {"width": 1366, "height": 768}


def site_bytes(site: Path) -> tuple[int, int]:
    """The site's files, raw and as the server sends them to a browser taking gzip (the
    build's ``.gz`` copy where it made one)."""
    raw = sent = 0
    for path in site.rglob("*"):
        if path.is_file() and path.suffix != ".gz":
            raw += path.stat().st_size
            packed = path.with_name(path.name + ".gz")
            sent += (packed if packed.is_file() else path).stat().st_size
    return raw, sent


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def first_board(page: Any, origin: str) -> float:
    """Seconds from opening the address to a playable board."""
    started = time.monotonic()
    page.goto(origin)
    page.wait_for_selector("#title.shown", timeout=180_000)
    page.locator('#title [data-do="two"]').click()
    page.wait_for_function("window.liubo.table && window.liubo.table.can_throw")
    return time.monotonic() - started


def kept_offline(page: Any) -> int:
    """How many files the offline copy holds."""
    count: int = page.evaluate(
        """async () => { await navigator.serviceWorker.ready;
        const key = (await caches.keys()).find((k) => k.startsWith('liubo-'));
        return key ? (await (await caches.open(key)).keys()).length : 0; }"""
    )
    return count


def fmt(values: list[float]) -> str:
    return ", ".join(f"{v:.2f}" for v in values)


def measure_figures(
    origin: str, new_context: Callable[[dict[str, int]], Any], site: Path, found: Any
) -> None:
    """Measure every figure and tell ``found`` (a check's findings)."""
    raw, zipped = site_bytes(site)
    listed = json.loads((site / "site.json").read_text(encoding="utf-8"))["files"]
    files = len(listed) + 2  # and the page's address and site.json (sw.js keeps both)
    found.figure("site_bytes_raw", raw)
    found.figure("site_bytes_gzip", zipped)
    cold, warm, visit = [], [], []
    phases: list[list[tuple[str, float]]] = []
    for _ in range(RUNS):
        context = new_context(SIZE)
        received = [0]

        def count(request: Any, received: list[int] = received) -> None:
            response = request.response()
            if response is not None and not response.from_service_worker:
                # a 304 or a copy from the HTTP cache reports no body (or a negative one)
                received[0] += max(0, int(request.sizes()["responseBodySize"]))

        context.on("requestfinished", count)
        page = context.new_page()
        cold.append(first_board(page, origin))
        phases.append(page.evaluate("window.liubo.stats.loading"))
        deadline = time.monotonic() + 120
        while kept_offline(page) < files and time.monotonic() < deadline:
            time.sleep(0.5)
        visit.append(received[0])
        warm.append(first_board(page, origin))
        context.close()
    found.figure("first_visit_bytes_gzip", max(visit))
    if max(visit) > FIRST_VISIT_GZIP_BUDGET:
        found.problem(f"a first visit sent {max(visit)} bytes, over {FIRST_VISIT_GZIP_BUDGET}")
    found.figure("first_board_cold_s", f"{statistics.median(cold):.2f} (runs {fmt(cold)})")
    found.figure("first_board_warm_s", f"{statistics.median(warm):.2f} (runs {fmt(warm)})")
    found.figure("load_average", load())
    for step, ms in phases[0]:  # where the first cold start spent its time, in the worker
        found.figure(f"worker_{step}_ms", f"{ms:.0f}")
    context = new_context(SIZE)
    page = context.new_page()
    first_board(page, origin)
    levels(page, found)
    frames = animation_frames(page)
    found.figure("animation_frame_ms_median", f"{statistics.median(frames):.1f}")
    found.figure("animation_frame_ms_max", f"{max(frames):.1f} ({len(frames)} frames)")
    context.close()


def levels(page: Any, found: Any) -> None:
    """Each level's move and the engine's games, in the page and natively."""
    from ...web import bench

    def in_page(command: dict[str, Any]) -> dict[str, Any]:
        answer: dict[str, Any] = page.evaluate("(c) => window.liubo.send(c)", command)
        return answer

    for level in ("easy", "normal", "hard", "expert"):
        there = in_page(
            {"do": "bench", "what": "moves", "level": level, "count": MOVES_PER_LEVEL, "seed": 2}
        )
        here = bench.move_times(level, MOVES_PER_LEVEL, 2)
        note = f" ({there['network']})" if there["network"] else ""
        if there["notice"]:
            note += f" (weaker: {there['notice']})"
        found.figure(f"move_{level}_s_page", f"{statistics.median(there['seconds']):.3f}{note}")
        found.figure(f"move_{level}_s_native", f"{statistics.median(here['seconds']):.3f}")
        if there["nodes"] and here["nodes"]:  # what a level's time cap lets it see
            page_nodes, native_nodes = (
                statistics.median(there["nodes"]),
                statistics.median(here["nodes"]),
            )
            found.figure(
                f"move_{level}_nodes_page_native",
                f"{page_nodes:.0f} / {native_nodes:.0f} (median a search)",
            )
    there = in_page({"do": "bench", "what": "games", "count": GAMES, "seed": 1})
    here = bench.random_games(GAMES, 1)
    found.figure("engine_games_per_s_page", f"{there['games_per_second']:.1f}")
    found.figure("engine_games_per_s_native", f"{here['games_per_second']:.1f}")
    ratio = here["games_per_second"] / there["games_per_second"]
    found.figure("engine_page_slower_than_native", f"{ratio:.2f}x")


def animation_frames(page: Any) -> list[float]:
    """The intervals between the frames of a move's hops (a bird entering, at speed 1)."""
    page.locator("#game .jar").click(force=True)
    page.wait_for_function("window.liubo.table.can_enter")
    page.locator("#game .waiting.can").click(force=True)
    page.wait_for_function("window.liubo.table.landings.length > 0")
    station = page.evaluate("window.liubo.table.landings[0].station")
    box = page.locator("#board").bounding_box()
    x, y = page.evaluate("(s) => liubo.art.boards[liubo.table.board].perches[s]", station)
    page.mouse.click(box["x"] + x * box["width"], box["y"] + y * box["height"])
    page.wait_for_function("window.liubo.stats.frames.length > 0")
    stamps: list[float] = page.evaluate("window.liubo.stats.frames[0]")
    return [b - a for a, b in zip(stamps, stamps[1:], strict=False)]
