"""The benchmarks' measurements of the ``tlv`` rules (``make bench``, suites ``engine``,
``ai`` and ``network``).

``engine``: the time to list the legal first moves of a turn (pair rule included), on
turn starts of seeded random games, each listed from a copy without its cached moves; and
``liubo.tools.sim``'s random games per CPU second beside a lean hand-written playout's
(:mod:`.lean`), interleaved in one process, and their ratio.

``ai``: how long the hard level thinks over a turn. The positions are fixed: every third
turn start (throw made, both numbers to play) of seeded games between two greedy players.
For each, a fresh ``hard`` player with its default budget chooses the turn's first move
(the call that plans the whole turn; the second move is then already known), and the wall
time of that call is measured; and the odds panel's capture threats on positions where a
throw is due. ``network``: the turn ends the expert values from those positions.
"""

from __future__ import annotations

import random
import statistics
import time

from ....ai import Player, make_player
from ....ai.rulesets.tlv.turns import turn_ends
from ....engine import Game, load_ruleset, random_throw
from ....engine.rulesets.tlv import State, TlvRuleset
from ....model.rulesets.tlv import odds


def tlv_rules() -> TlvRuleset:
    """The rules whose states these figures time."""
    rules = load_ruleset("tlv")
    assert isinstance(rules, TlvRuleset)
    return rules


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


def engine_figures() -> dict[str, float]:
    """The time to list a turn's first moves, and the engine's random games against a lean
    hand-written playout's (:mod:`.lean`) per second of CPU time, and their ratio."""
    from .lean import compare

    return {"engine_turn_movegen_us": round(turn_movegen_microseconds(), 1), **compare(200, 5)}


def guard_figures() -> dict[str, float]:
    """What ``make bench-check`` holds against a baseline for these rules: the engine's
    random games (its playout's, and through its API) over the lean playout's, per CPU
    second in the same process (the median of three interleaved runs), and the hard
    player's CPU time to plan a turn with a fixed node budget and no time cap (the same
    search whatever the machine's load), the median over the first twelve positions of
    the ``ai`` suite."""
    from .lean import compare

    ratios = compare(games=200, runs=3)
    positions = sample_positions(12)

    def player() -> Player:
        return make_player("hard", 1, node_limit=6000, time_limit=600.0)

    player().choose_move(positions[0])  # the tables, built once
    times = []
    for state in positions:
        chooser = player()
        start = time.process_time()
        chooser.choose_move(state)
        times.append(time.process_time() - start)
    return {
        "engine_to_lean_ratio": ratios["engine_to_lean_ratio"],
        "engine_api_to_lean_ratio": ratios["engine_api_to_lean_ratio"],
        "hard_turn_cpu_ms": round(1000 * statistics.median(times), 2),
    }


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


def ai_figures() -> dict[str, float]:
    """The hard player's think time and the odds panel's threat time over fixed positions."""
    make_player("hard", 0).choose_move(sample_positions(1)[0])  # warm the tables
    positions = sample_positions()
    times = hard_move_times(positions)
    threats = threat_times(throw_due_positions())
    return {
        "ai_hard_move_ms_median": round(1000 * statistics.median(times), 1),
        "ai_hard_move_ms_max": round(1000 * max(times), 1),
        "odds_threats_ms_median": round(1000 * statistics.median(threats), 2),
        "odds_threats_ms_max": round(1000 * max(threats), 2),
    }


Row = tuple[tuple[int, ...], tuple[int, int], tuple[int, int], int]


def network_rows() -> list[list[Row]]:
    """For each of the ``ai`` suite's positions: the ends of its turns not yet over, as the
    network reads them (valued together, as ``ExpertPlayer._turn_ends`` does)."""
    out = []
    for state in sample_positions():
        mover = int(state.side)
        ends = [end for _moves, end in turn_ends(state) if not end[3]]
        out.append([(cells, off, scores, 1 - mover) for cells, off, scores, _o, _w in ends])
    return out
