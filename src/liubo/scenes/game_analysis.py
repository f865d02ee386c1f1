"""The analysis of a finished game (or a replayed record) in the game screen's move list.

When a game is over, or a record is replayed, ``liubo.model.analysis`` rates every turn in a
background thread (it needs numpy, loaded then and not before); meanwhile the move list
shows its progress. Then each rated turn with a mistake gets "?" and a blunder "??" after
its row, and a last row sums up each side. Games of rules without learned weights are
not analysed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Side
from ..model import game_text as gt
from ..model.analysis_job import AnalysisJob

if TYPE_CHECKING:
    from .game_screen import GameScreen

MARKS = {"mistake": "?", "blunder": "??"}


def wanted(scene: GameScreen) -> bool:
    """Whether the game on screen is one to analyse: over, or a record replayed."""
    return bool(scene.game.turns) and (scene.game.is_over or scene.mode == "replay")


def tick(scene: GameScreen) -> bool:
    """Start the analysis when the game calls for it; True while it runs (redraw)."""
    job: AnalysisJob | None = scene.analysis
    if not wanted(scene):
        if job is not None:
            job.stop()
            scene.analysis = None
        return False
    turns = scene.game.turns
    key = (id(scene.game), len(turns), turns[-1].complete, len(turns[-1].moves))
    if job is None or job.key != key:  # (a record is built only when the game changed)
        if job is not None:
            job.stop()
        scene.analysis = AnalysisJob(scene.game.record(), scene.ctx.wake)
        scene.analysis.key = key
        return True
    if not job.done:
        scene.dirty = True
        return True
    if not getattr(job, "shown", False):
        job.shown = True  # type: ignore[attr-defined]
        scene.dirty = True
    return False


def marked_rows(scene: GameScreen, rows: list[str]) -> list[str]:
    """The move list's rows with the analysis' marks and summary (or its progress)."""
    job: AnalysisJob | None = scene.analysis
    if job is None or (job.done and job.result is None):
        return rows
    _ = scene._
    if not job.done:
        return rows + [
            _("Analysing the game\u2026 {percent}%").format(percent=round(100 * job.fraction))
        ]
    out = list(rows)
    for rating in job.result.turns:
        mark = MARKS.get(rating.mark)
        if mark and rating.index < len(out):
            out[rating.index] += f" {mark}"
    for side in (Side.GREEN, Side.WHITE):
        s = job.result.summary[side]
        ngettext = scene.ctx.ngettext
        # TRANSLATORS: the analysis' summary of a side, "Green: 1 mistake (?), 2 blunders (??)".
        mistakes = ngettext("{n} mistake (?)", "{n} mistakes (?)", s.mistakes).format(n=s.mistakes)
        blunders = ngettext("{n} blunder (??)", "{n} blunders (??)", s.blunders).format(
            n=s.blunders
        )
        out.append(
            _("{side}: {mistakes}, {blunders}").format(
                side=gt.side_name(_, side), mistakes=mistakes, blunders=blunders
            )
            + " · "
            + _("gives up {lost}% a turn").format(lost=f"{100 * s.mean_loss:.1f}")
        )
    return out
