"""What the measuring tools have of Cazaux's rules: compared by default, the time a game
takes per level (``compare``'s and ``strength``'s estimates), the per-game figures its
games have (laps, no nests), ``strength``'s pairings for its levels, its benchmark
positions and think times (``ai``, in :mod:`.bench`) and its screenshots
(:mod:`.screenshots`).

Its :class:`~liubo.tools.ruleset_tools.RulesetTools` is its part for the ``cazaux`` kind.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from ...ruleset_tools import Figures, RulesetTools

if TYPE_CHECKING:
    from ....app import App


def _ai() -> Figures:
    from .bench import ai_figures

    return ai_figures()


def _screens(app: App, outdir: Path, tag: str) -> list[Path]:
    from .screenshots import screens

    return screens(app, outdir, tag)


def _counts(move: Any) -> dict[str, int]:
    """What one move adds to the per-game figures of ``counted``."""
    return {
        "captures": int(move.captured is not None),
        "owl_captures": int(bool(move.captured)),
        "owls": int(move.promoted),
        "laps": int(move.lap),
    }


TOOLS = RulesetTools(
    kind="cazaux",
    compared=("cazaux",),
    compare_seconds={
        "random": 0.001,
        "greedy": 0.016,
        "easy": 0.016,
        "normal": 0.33,
        "hard": 3.5,
    },
    counts=_counts,
    counted=("captures", "owl_captures", "owls", "laps"),
    pairings=(
        ("greedy", "random"),
        ("normal", "greedy"),
        ("hard", "greedy"),
        ("hard", "normal"),
        ("expert", "hard"),
    ),
    # measured (CPU seconds of one side's thinking in a game): normal about 0.4 s;
    # hard, which looks a turn deeper at its two best turns, about 3.5 s; the expert,
    # which looks deeper at more of them until 0.5 s a turn, about 14 s
    strength_seconds={
        "random": 0.0,
        "greedy": 0.03,
        "easy": 0.03,
        "normal": 0.4,
        "hard": 3.5,
        "expert": 14.0,
        "learned": 0.1,
    },
    bench={"ai": _ai},
    screenshots=_screens,
    # its expert's whole look (shortlist and replies) takes seconds: few moves
    same_move_positions=(("cazaux", 2, 17, 3),),
)

__all__ = ["TOOLS"]
