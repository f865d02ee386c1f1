"""Computer player benchmarks: how long the hard level thinks over a turn.

The positions are fixed: every third turn start (throw made, both numbers to play) of
seeded games between two greedy players. For each, a fresh ``hard`` player with its
default budget chooses the turn's first move (the call that plans the whole turn; the
second move is then already known), and the wall time of that call is measured.

Under Cazaux's rules the same is measured for ``hard`` and ``expert`` (the learned
evaluation, weighing its best turns against the replies) on the throws of seeded random
games, and the odds panel's threats on positions where a throw is due.
"""

from __future__ import annotations

import random
import statistics
import time

from ...ai import make_player
from ...engine import Game
from ...engine.rulesets.cazaux import CazauxState
from ...engine.rulesets.tlv import State
from ...model.rulesets.tlv import odds


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
            if isinstance(state, State) and len(state.remaining) == 2:
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


def throw_due_positions(count: int = 60, seed: int = 99) -> list[State]:
    """Positions where a throw is due, from seeded random games stopped at random turns."""
    rng = random.Random(seed)
    out: list[State] = []
    while len(out) < count:
        game = Game.new()
        stop = rng.randrange(6, 120)
        while not game.is_over and game.turn_number < stop:
            if game.needs_throw:
                throws, chances = zip(*game.chance_outcomes(), strict=True)
                game.throw(rng.choices(throws, [float(p) for p in chances])[0])
            else:
                game.play(rng.choice(game.legal_moves()))
        if game.needs_throw and isinstance(game.state, State):
            out.append(game.state)
    return out


def threat_times(positions: list[State]) -> list[float]:
    """Seconds the odds panel's capture threats take for each position (cache cleared)."""
    times = []
    for state in positions:
        odds.clear_cache()
        start = time.perf_counter()
        odds.capture_threats(state)
        times.append(time.perf_counter() - start)
    return times


def cazaux_positions(count: int = 60, seed: int = 5) -> tuple[list[CazauxState], list[CazauxState]]:
    """Cazaux positions from seeded random games: turn starts (a throw made, both legs to
    play) and positions where a throw is due, ``count`` of each."""
    rng = random.Random(seed)
    turns: list[CazauxState] = []
    due: list[CazauxState] = []
    while len(turns) < count or len(due) < count:
        game = Game.new(ruleset="cazaux")
        stop = rng.randrange(4, 80)
        while not game.is_over and game.turn_number < stop:
            if game.needs_throw:
                throws, chances = zip(*game.chance_outcomes(), strict=True)
                game.throw(rng.choices(throws, [float(p) for p in chances])[0])
                state = game.state
                if isinstance(state, CazauxState) and not state.mid_turn and len(turns) < count:
                    turns.append(state)
            else:
                game.play(rng.choice(game.legal_moves()))
        if game.needs_throw and isinstance(game.state, CazauxState) and len(due) < count:
            due.append(game.state)
    return turns, due


def cazaux_times(turns: list[CazauxState], due: list[CazauxState]) -> dict[str, list[float]]:
    """Seconds per turn start for cazaux hard and expert, per position for the threats."""
    from ...model.rulesets.cazaux.odds import cazaux_threats, other_to_throw

    out: dict[str, list[float]] = {"hard": [], "expert": [], "threats": []}
    for level in ("hard", "expert"):
        make_player(level, 0, ruleset="cazaux").choose_move(turns[0])  # load the tables
        for state in turns:
            player = make_player(level, 1, ruleset="cazaux")
            start = time.perf_counter()
            player.choose_move(state)
            out[level].append(time.perf_counter() - start)
    for state in due:
        start = time.perf_counter()
        cazaux_threats(other_to_throw(state))
        out["threats"].append(time.perf_counter() - start)
    return out


def run() -> dict[str, float]:
    """The hard player's think time and the odds panel's threat time over fixed positions,
    under both rulesets."""
    make_player("hard", 0).choose_move(sample_positions(1)[0])  # warm the tables
    positions = sample_positions()
    times = hard_move_times(positions)
    threats = threat_times(throw_due_positions())
    cazaux = cazaux_times(*cazaux_positions())
    return {
        "ai_hard_move_ms_median": round(1000 * statistics.median(times), 1),
        "ai_hard_move_ms_max": round(1000 * max(times), 1),
        "odds_threats_ms_median": round(1000 * statistics.median(threats), 2),
        "odds_threats_ms_max": round(1000 * max(threats), 2),
        "cazaux_hard_turn_ms_median": round(1000 * statistics.median(cazaux["hard"]), 1),
        "cazaux_expert_turn_ms_median": round(1000 * statistics.median(cazaux["expert"]), 1),
        "cazaux_expert_turn_ms_max": round(1000 * max(cazaux["expert"]), 1),
        "cazaux_odds_threats_ms_median": round(1000 * statistics.median(cazaux["threats"]), 2),
        "cazaux_odds_threats_ms_max": round(1000 * max(cazaux["threats"]), 2),
    }


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key} {value:.1f}")
