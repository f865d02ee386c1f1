"""Engine benchmarks: whole random games per second, and move generation time.

A random game is what a random player costs through the public engine API: throw the
sticks (``random_throw``, the throw ``throw_sticks`` gives without the stick faces), list
the legal moves, pick one with an injected ``random.Random``, play it. The games for a
seed are the same as with ``throw_sticks``.
"""

from __future__ import annotations

import random
import statistics
import time

from ...engine import load_ruleset, random_throw
from ...engine.rulesets.tlv import State, TlvRuleset


def _random_games(rules: TlvRuleset, rng: random.Random, games: int) -> None:
    for _ in range(games):
        state = State.initial(rules)
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
    rules = tlv_rules()
    _random_games(rules, random.Random(0), warmup)
    rates = []
    for run in range(runs):
        rng = random.Random(seed + run)
        start = time.perf_counter()
        _random_games(rules, rng, games)
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates)


def sample_turn_positions(count: int = 300, seed: int = 2) -> list[State]:
    """States at the start of a turn with the throw made, taken from seeded random games."""
    rules = tlv_rules()
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = State.initial(rules)
        while not state.over and len(found) < count:
            state = state.apply_throw(random_throw(rng))
            if state.throw is not None and len(state.remaining) == 2:
                if rng.random() < 0.3:
                    found.append(state)
            while not state.over and state.throw is not None:
                state = state.apply(rng.choice(state.legal_moves()))
    return found


def turn_movegen_microseconds(repeats: int = 7) -> float:
    """Median time to list the legal first moves of a turn (pair rule included)."""
    positions = sample_turn_positions()
    samples = []
    for state in positions:
        times = []
        for _ in range(repeats):
            fresh = state.replace()  # same position, no cached move list
            start = time.perf_counter()
            fresh.legal_moves()
            times.append(time.perf_counter() - start)
        samples.append(min(times))
    return statistics.median(samples) * 1e6


def run() -> dict[str, float]:
    return {
        "engine_random_games_per_s": round(random_games_per_second(), 1),
        "engine_turn_movegen_us": round(turn_movegen_microseconds(), 1),
    }


def tlv_rules() -> TlvRuleset:
    """The default rules, whose states these figures time."""
    rules = load_ruleset("tlv")
    assert isinstance(rules, TlvRuleset)
    return rules
