"""What the measuring tools have of the ``tlv`` rules: compared by default, the time a game
takes per level (``compare``'s and ``strength``'s estimates), the per-game figures its
games have (nest scores, no laps), its benchmark positions and think times (``ai``) and
the positions its learned network values (``network``), and the time to list a turn's
moves (``engine``), the figures ``make bench-check`` holds against a baseline (``guard``:
the engine's speed over a lean playout's, :mod:`.lean`, and the hard player's CPU time
for a fixed search), in :mod:`.bench`. ``strength``
plays the standard ladder.

Its :class:`~liubo.tools.ruleset_tools.RulesetTools` is its part for the ``tlv`` kind.
"""

from __future__ import annotations

from typing import Any

from ...ruleset_tools import Figures, RulesetTools


def _engine() -> Figures:
    from .bench import engine_figures

    return engine_figures()


def _ai() -> Figures:
    from .bench import ai_figures

    return ai_figures()


def _guard() -> Figures:
    from .bench import guard_figures

    return guard_figures()


def _network_rows() -> list[list[Any]]:
    from .bench import network_rows

    return list(network_rows())


def _counts(move: Any) -> dict[str, int]:
    """What one move adds to the per-game figures of ``counted``."""
    return {
        "captures": int(move.captured is not None),
        "owl_captures": int(bool(move.captured)),
        "owls": int(move.promoted),
        "nest_scores": int(move.nest is not None),
    }


TOOLS = RulesetTools(
    kind="tlv",
    compared=("tlv",),
    #: rough seconds per game in one process, for compare's estimate before a run
    compare_seconds={
        "random": 0.001,
        "greedy": 0.012,
        "easy": 0.012,
        "normal": 0.95,
        "hard": 9.0,
    },
    counts=_counts,
    counted=("captures", "owl_captures", "owls", "nest_scores"),
    # measured with 2 processes: 400 hard vs normal games took 2243 s, 400 normal vs
    # greedy 396 s
    strength_seconds={
        "random": 0.0,
        "greedy": 0.05,
        "easy": 0.05,
        "normal": 1.3,
        "hard": 8.2,
        "expert": 8.2,
        "learned": 0.1,
    },
    bench={"engine": _engine, "ai": _ai, "guard": _guard},
    network_rows=_network_rows,
    same_move_positions=(("tlv", 1, 13, 99), ("tlv", 3, 21, 99)),
)

__all__ = ["TOOLS"]
