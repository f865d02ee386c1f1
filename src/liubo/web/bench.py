"""The same measurements in the page and natively: ``make web-figures`` runs both.

:func:`random_games` plays seeded games between random players on the engine alone (the
engine's games a second); :func:`move_times` times each computer level's move on the
positions of one seeded game. Both use the injected seed, so the page (Pyodide) and the
native Python do the same work, and their times compare.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..ai import make_player
from ..engine.ruleset import load_ruleset


def random_games(count: int, seed: int, ruleset: str | None = None) -> dict[str, Any]:
    """Play ``count`` games between random players: games a second, and their moves."""
    rules = load_ruleset(ruleset)
    rng = random.Random(seed)
    players = [make_player("random", rng.randrange(1 << 30), ruleset=rules) for _ in range(2)]
    moves = 0
    started = time.perf_counter()
    for _ in range(count):
        state = rules.initial_state(None)
        while not state.over:
            state = state.apply_throw(rules.throw_sticks(rng).throw)
            while not state.over and state.throw is not None:
                state = state.apply(players[state.side].choose_move(state))
                moves += 1
    seconds = time.perf_counter() - started
    return {"games": count, "moves": moves, "seconds": seconds, "games_per_second": count / seconds}


def move_times(level: str, count: int, seed: int, ruleset: str | None = None) -> dict[str, Any]:
    """Seconds ``level`` takes for each of ``count`` moves of a seeded game (random
    players move between them), and the notice of a level that plays weaker here."""
    rules = load_ruleset(ruleset)
    rng = random.Random(seed)
    player = make_player(level, seed, ruleset=rules)
    other = make_player("random", seed, ruleset=rules)
    times: list[float] = []
    state = rules.initial_state(None)
    while len(times) < count:
        if state.over:
            state = rules.initial_state(None)
        state = state.apply_throw(rules.throw_sticks(rng).throw)
        while not state.over and state.throw is not None:
            if len(times) < count and state.legal_moves() and rng.random() < 0.5:
                started = time.perf_counter()
                move = player.choose_move(state)
                times.append(time.perf_counter() - started)
            else:
                move = other.choose_move(state)
            state = state.apply(move)
    return {"level": level, "seconds": times, "notice": getattr(player, "notice", "")}
