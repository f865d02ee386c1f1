"""The odds a teacher can show (O): the numbers' chances, and badges on the board.

Each badge is the exact chance that the opponent's next throw (64 equally likely stick
outcomes) gives them a turn that takes that bird (or, in a Cazaux game, hits the pieces
on that station), if it stays where it stands. What a ruleset's panel works out is its
presentation's ``odds`` (:mod:`liubo.model.presentation`), run on a worker thread
(``OddsService``) and shown when ready; ``OddsPanel`` owns whether they are shown and
that service.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model import game_text as gt
from ..model.odds import OddsService, number_odds
from ..model.presentation import presentation_for

if TYPE_CHECKING:
    from ..engine import GameState

Badge = tuple[int, str, float]  # perch, text, chance
Gettext = Callable[[str], str]


class OddsPanel:
    """Whether the odds are shown (O), and the thread that works them out once asked."""

    def __init__(self) -> None:
        self.shown = False
        self.service: OddsService | None = None
        self.drawn = 0  # the answers the last frame drew

    def toggle(self, wake: Callable[[], None]) -> None:
        """Show or hide the odds panel, the badges on the birds and the win bar."""
        self.shown = not self.shown
        if self.shown and self.service is None:
            self.service = OddsService(on_answer=wake)

    def news(self) -> bool:
        """True once when an answer landed since the last frame: drawn now, whether or not
        the mouse moves."""
        if not self.shown or self.service is None or self.service.answers == self.drawn:
            return False
        self.drawn = self.service.answers
        return True

    def close(self) -> None:
        if self.service is not None:
            self.service.close()


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.0f}%"


def odds_view(state: GameState, service: OddsService, _: Gettext) -> tuple[list[str], list[Badge]]:
    """The odds panel's lines and the board's badges for the moment on view (``state``)."""
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


def win_chance(state: GameState, service: OddsService) -> float | None:
    """Green's chance to win at the moment on view, once the odds thread has it."""
    if state.throw is not None and state.mid_turn:
        return None  # half way through a turn: wait for its end
    chance = service.request(green_chance, state)
    return chance if isinstance(chance, float) else None
