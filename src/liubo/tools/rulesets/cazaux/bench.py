"""The benchmarks' measurements of Cazaux's rules (``make bench``, suite ``ai``).

``hard`` and ``expert`` (the learned evaluation, weighing its best turns against the
replies) on the throws of seeded random games, and the odds panel's threats on positions
where a throw is due.
"""

from __future__ import annotations

import random
import statistics
import time

from ....ai import make_player
from ....engine import Game
from ....engine.rulesets.cazaux import CazauxState


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
    from ....model.rulesets.cazaux.odds import cazaux_threats, other_to_throw

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


def ai_figures() -> dict[str, float]:
    """Cazaux hard's and expert's think time per turn and the odds panel's threat time."""
    cazaux = cazaux_times(*cazaux_positions())
    return {
        "cazaux_hard_turn_ms_median": round(1000 * statistics.median(cazaux["hard"]), 1),
        "cazaux_expert_turn_ms_median": round(1000 * statistics.median(cazaux["expert"]), 1),
        "cazaux_expert_turn_ms_max": round(1000 * max(cazaux["expert"]), 1),
        "cazaux_odds_threats_ms_median": round(1000 * statistics.median(cazaux["threats"]), 2),
        "cazaux_odds_threats_ms_max": round(1000 * max(cazaux["threats"]), 2),
    }
