"""The odds a teacher can show (O): the numbers' chances, and badges on the board.

Each badge is the exact chance that the opponent's next throw (64 equally likely stick
outcomes) gives them a turn that takes that bird (or, in a Cazaux game, hits the pieces
on that station), if it stays where it stands. What a ruleset's panel works out is its
presentation's ``odds`` (:mod:`liubo.model.presentation`), run on a worker thread
(``OddsService``) and shown when ready.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ..model import game_text as gt
from ..model.odds import OddsService, number_odds
from ..model.presentation import presentation_for

if TYPE_CHECKING:
    from ..engine import GameState
    from .game_screen import GameScreen

Badge = tuple[int, str, float]  # perch, text, chance


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.0f}%"


def odds_view(scene: GameScreen, service: OddsService) -> tuple[list[str], list[Badge]]:
    """The odds panel's lines and the board's badges for the moment on view."""
    _ = scene._
    state = scene.snapshot_state()
    numbers = number_odds(state.rules)
    group = "  ".join(f"{n}: {c}" for n, c in numbers.group.items())
    doubles = sum((c for (a, b), c in numbers.pairs.items() if a == b), Fraction(0))
    lines = [
        _("Odds (O)"),
        _("One group shows {odds}").format(odds=group),
        _("A double: {chance}").format(chance=doubles),
    ]
    if state.over:
        return lines, []
    odds = presentation_for(state.rules).odds
    if odds is None:  # a ruleset with the numbers' odds only
        return lines, []
    side = gt.side_name(_, state.side)
    if state.needs_throw and odds.score_chance is not None:
        score = service.request(odds.score_chance, state)
        if score is not None and not isinstance(score, Exception):
            lines.append(
                _("{side} can score this turn: {chance} ({fraction})").format(
                    side=side, chance=percent(score), fraction=score
                )
            )
    threats = service.request(odds.threats, state)
    if threats is None:
        lines.append(_("Working out the threats\u2026"))
        return lines, []
    if isinstance(threats, Exception):
        return lines, []
    lines.append(_(odds.threats_line).format(side=side, other=gt.side_name(_, state.side.other)))
    badges = [(station, percent(chance), float(chance)) for station, chance in threats]
    return lines, badges


def green_chance(state: GameState) -> float:
    """Green's chance to win by the learned evaluation (raises without one: not shown).

    Run on the odds thread: it loads numpy and the weights the first time."""
    from ..engine import Side
    from ..model.analysis import chance_to_win, evaluator_for

    return chance_to_win(state, evaluator_for(state.rules), Side.GREEN)


def win_chance(scene: GameScreen, service: OddsService) -> float | None:
    """Green's chance to win at the moment on view, once the odds thread has it."""
    state = scene.snapshot_state()
    if state.throw is not None and state.mid_turn:
        return None  # half way through a turn: wait for its end
    chance = service.request(green_chance, state)
    return chance if isinstance(chance, float) else None
