"""Engine benchmarks: whole random games per second, and move generation time.

A random game is what a random player costs through the public engine API: throw the
sticks (``random_throw``, the throw ``throw_sticks`` gives without the stick faces), list
the legal moves, pick one with an injected ``random.Random``, play it. The games for a
seed are the same as with ``throw_sticks``. The games are the default ruleset's, through
the ruleset contract only; the time to list a turn's moves is each ruleset's own
(``liubo/tools/rulesets/<kind>/bench.py``: its positions, its states without their
cached move lists).
"""

from __future__ import annotations

import random
import statistics
import time

from ...engine import Ruleset, load_ruleset, random_throw
from ..ruleset_tools import registered_tools


def _random_games(rules: Ruleset, rng: random.Random, games: int) -> None:
    for _ in range(games):
        state = rules.initial_state()
        while not state.over:
            state = state.apply_throw(random_throw(rng))
            while not state.over and state.throw is not None:
                state = state.apply(rng.choice(state.legal_moves()))


def random_games_per_second(
    games: int = 100, runs: int = 5, seed: int = 1, warmup: int = 20
) -> float:
    """Median over ``runs`` of whole random games (uniform over legal moves) per second.

    ``warmup`` games (seed 0) are played first, untimed: the engine builds its move
    tables for a ruleset once, lazily, in the first games of a process (about 40 ms for
    the shipped rules), and the figure is the steady cost of a game.
    """
    rules = load_ruleset()
    _random_games(rules, random.Random(0), warmup)
    rates = []
    for run in range(runs):
        rng = random.Random(seed + run)
        start = time.perf_counter()
        _random_games(rules, rng, games)
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates)


def run() -> dict[str, float]:
    """The default ruleset's random games per second, then each ruleset's own engine
    figures (its tools' ``bench["engine"]``)."""
    out = {"engine_random_games_per_s": round(random_games_per_second(), 1)}
    for tools in registered_tools():
        suite = tools.bench.get("engine")
        if suite is not None:
            out.update(suite())
    return out
