"""Computer player benchmarks: how long the hard level thinks over a turn.

The positions are fixed: every third turn start (throw made, both numbers to play) of
seeded games between two greedy players. For each, a fresh ``hard`` player with its
default budget chooses the turn's first move (the call that plans the whole turn; the
second move is then already known), and the wall time of that call is measured.
"""

from __future__ import annotations

import random
import statistics
import time

from ..ai import make_player
from ..engine import Game, State


def sample_positions(count: int = 60, seed: int = 11, every: int = 3) -> list[State]:
    """Turn starts with both numbers to play, from seeded greedy-vs-greedy games."""
    out: list[State] = []
    game_seed = seed
    while len(out) < count:
        rng = random.Random(game_seed)
        players = (make_player("greedy", game_seed), make_player("greedy", game_seed + 1))
        game = Game.new()
        k = 0
        while not game.is_over and len(out) < count:
            if game.needs_throw:
                outcomes = game.chance_outcomes()
                game.throw(
                    rng.choices([t for t, _ in outcomes], [float(p) for _, p in outcomes])[0]
                )
                continue
            state = game.state
            if len(state.remaining) == 2:
                k += 1
                if k % every == 0:
                    out.append(state)
            game.play(players[game.to_move].choose_move(state))
        game_seed += 1
    return out


def hard_move_times(positions: list[State], seed: int = 1) -> list[float]:
    """Seconds the hard player takes to plan each position's turn."""
    times = []
    for state in positions:
        player = make_player("hard", seed)
        start = time.perf_counter()
        player.choose_move(state)
        times.append(time.perf_counter() - start)
    return times


def run() -> dict[str, float]:
    """``ai_hard_move_ms_median`` and ``ai_hard_move_ms_max`` over 60 fixed positions."""
    make_player("hard", 0).choose_move(sample_positions(1)[0])  # warm the tables
    times = hard_move_times(sample_positions())
    return {
        "ai_hard_move_ms_median": round(1000 * statistics.median(times), 1),
        "ai_hard_move_ms_max": round(1000 * max(times), 1),
    }


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key} {value:.1f}")
