"""``make web-check``'s look at the expert in the page: the learned network without numpy.

The page's Python has no numpy, so its expert runs the plain-Python network
(:mod:`liubo.ai.plain_network`). :func:`check_same_moves` has the page and this Python
(the desktop's, numpy's network) choose the expert's move on the same seeded positions
(each ruleset's, :func:`positions`) with the clock taken away
(:func:`liubo.web.bench.expert_move`) and wants the same moves;
:func:`check_expert_game` plays against the expert on the page by taps and asks for a hint,
which must come with the learned evaluation's chances and no notice of a weaker player.
"""

from __future__ import annotations

from typing import Any

from .drive import play_some, settled, table, tap
from .findings import Findings

NOT_LEARNED = "cannot use its learned evaluation"
HINT_TRIES = 6


def in_page(page: Any, command: dict[str, Any]) -> dict[str, Any]:
    answer: dict[str, Any] = page.evaluate("(c) => window.liubo.send(c)", command)
    return answer


def positions() -> list[tuple[str, int, int, int]]:
    """(ruleset, seed, throws into the game, at most this many moves) of the compared
    positions: each reconstruction's tools name theirs (``same_move_positions``)."""
    from ...tools.ruleset_tools import registered_tools

    return [p for tools in registered_tools() for p in tools.same_move_positions]


def check_same_moves(page: Any, found: Findings) -> None:
    """The expert's move in the page equals the desktop's on each of :func:`positions`."""
    from ...web import bench

    for ruleset, seed, throws, most in positions():
        there = in_page(
            page,
            {
                "do": "bench",
                "what": "expert",
                "ruleset": ruleset,
                "seed": seed,
                "throws": throws,
                "most": most,
            },
        )
        here = bench.expert_move(ruleset, seed, throws, most)
        name = f"{ruleset} seed {seed}"
        if "error" in there:
            found.problem(f"the page's expert ({name}) failed: {there['error']}")
            continue
        if there["position"] != here["position"]:
            found.problem(
                f"{name}: the page reached {there['position']!r}, not {here['position']!r}"
            )
            continue
        if there["network"] != "PlainNetwork" or there["notice"]:
            found.problem(f"{name}: the page's expert ran {there['network']} {there['notice']}")
        if here["network"] != "Network":
            found.problem(f"{name}: the desktop's expert here ran {here['network']}, not numpy's")
        if there["move"] != here["move"]:
            found.problem(
                f"{name} at {here['position']!r}: the page's expert played {there['move']}, "
                f"the desktop's {here['move']}"
            )
        found.figure(
            f"expert_same_move_{ruleset}_{seed}",
            f"{there['move']} (page {there['seconds']:.2f} s, native {here['seconds']:.2f} s)",
        )


def check_expert_game(page: Any, found: Findings) -> None:
    """On the title (in English): a game against the expert by taps, the computer first,
    until it has moved and a hint came with its chances; no notice of a weaker player."""
    tap(page, '#title [data-do="computer"]')
    tap(page, '#title .levels .sides button[data-id="white"]')
    tap(page, '#title .level-buttons button[data-id="expert"]')
    settled(page)
    hinted = ""
    for _ in range(HINT_TRIES):
        t = play_some(page, 1)
        if t["over"]:
            break
        if t["can_throw"]:
            tap(page, "#game .jar")
            settled(page)
            t = table(page)
        if t["human_turn"] and (t["landings"] or t["movable"] or t["can_enter"]):
            tap(page, '#game .tools [data-do="hint"]')
            page.wait_for_function(
                "window.liubo.table && window.liubo.table.hint !== null && !window.liubo.inFlight",
                timeout=60_000,
            )
            hinted = table(page)["status"]
            break
    lines = table(page)["log"]
    if not any(line["tone"] == "green" for line in lines):
        found.problem("the page's expert (green) made no move that the log shows")
    log = [line["text"] for line in lines]
    weaker = [line for line in log if NOT_LEARNED in line]
    if weaker:
        found.problem(f"the page's expert plays weaker: {weaker[0]}")
    if "learned evaluation" not in hinted:
        found.problem(f"the page's hint came without the learned chances: {hinted!r}")
    found.figure("expert_game_hint", hinted)
