"""The analysis of a finished game (or a replayed record) in the game screen's move list.

When a game is over, or a record is replayed, the session (``GameSession.tick_analysis``)
has ``liubo.model.analysis`` rate every turn in a background thread (it needs numpy, loaded
then and not before); meanwhile the move list shows its progress. Then each rated turn
with a mistake gets "?" and a blunder "??" after its row, and a last row sums up each
side. Games of rules without learned weights are not analysed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Side
from ..model import game_text as gt

if TYPE_CHECKING:
    from .game_screen import GameScreen

MARKS = {"mistake": "?", "blunder": "??"}


def marked_rows(scene: GameScreen, rows: list[str]) -> list[str]:
    """The move list's rows with the analysis' marks and summary (or its progress)."""
    job = scene.session.analysis
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
