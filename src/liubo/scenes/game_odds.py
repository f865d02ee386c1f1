"""The odds a teacher can show (O): the numbers' chances, and badges on the board.

Each badge is the exact chance that the opponent's next throw (64 equally likely stick
outcomes) gives them a turn that takes that bird, if it stays where it stands; in a
Cazaux game, that hits the pieces on that station (sends stones back, takes them
prisoner, takes or demotes the Owl). Worked out by ``liubo.model.odds`` and
``liubo.model.odds_cazaux`` on a worker thread (``OddsService``), shown when ready.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, cast

from ..engine.rulesets.cazaux import CazauxState
from ..model import game_text as gt
from ..model.odds import OddsService, capture_threats, number_odds, score_chance
from ..model.odds_cazaux import PieceThreat, cazaux_threats, other_to_throw

if TYPE_CHECKING:
    from ..engine import GameState
    from ..engine.rulesets.tlv import State
    from .game import GameScene

Badge = tuple[int, str, float]  # perch, text, chance


def percent(chance: Fraction) -> str:
    return f"{float(chance) * 100:.0f}%"


def probe(state: State) -> State:
    """The position with the other side to throw, the birds as they stand."""
    return state.replace(side=state.side.other, throw=None, remaining=(), moved=None, split=None)


def odds_view(scene: GameScene, service: OddsService) -> tuple[list[str], list[Badge]]:
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
    side = gt.side_name(_, state.side)
    if not scene.move_view.has_odds:  # Cazaux's rules: the pieces the next throw can hit
        return cazaux_view(scene, service, state, lines)
    state = cast("State", state)  # a game with the numbers' odds: a tlv game
    other = gt.side_name(_, state.side.other)
    if state.needs_throw:
        score = service.request(score_chance, state)
        if score is not None and not isinstance(score, Exception):
            lines.append(
                _("{side} can score this turn: {chance} ({fraction})").format(
                    side=side, chance=percent(score.chance), fraction=score.chance
                )
            )
    threats = service.request(capture_threats, probe(state))
    if threats is None:
        lines.append(_("Working out the threats\u2026"))
        return lines, []
    if isinstance(threats, Exception):
        return lines, []
    lines.append(
        _("On each {side} bird: the chance {other} can take it next turn").format(
            side=side, other=other
        )
    )
    badges = [(t.perch, percent(t.chance), float(t.chance)) for t in threats]
    return lines, badges


def _cazaux_threats(state: CazauxState) -> list[PieceThreat]:
    """The threats on the side to move's pieces, with the other side to throw."""
    return cazaux_threats(other_to_throw(state))


def cazaux_view(
    scene: GameScene, service: OddsService, state: GameState, lines: list[str]
) -> tuple[list[str], list[Badge]]:
    """The odds panel in a cazaux game: ``lines`` and the threats on the side to move's
    pieces, a badge on each of their stations, once worked out."""
    _ = scene._
    threats = service.request(_cazaux_threats, cast(CazauxState, state))
    if threats is None:
        return [*lines, _("Working out the threats\u2026")], []
    if isinstance(threats, Exception):
        return lines, []
    line = _("On each {side} piece: the chance {other} can hit it next throw").format(
        side=gt.side_name(_, state.side), other=gt.side_name(_, state.side.other)
    )
    badges = [(t.station, percent(t.chance), float(t.chance)) for t in threats]
    return [*lines, line], badges


def green_chance(state: GameState) -> float:
    """Green's chance to win by the learned evaluation (raises without one: not shown).

    Run on the odds thread: it loads numpy and the weights the first time."""
    from ..engine import Side
    from ..model.analysis import chance_to_win, evaluator_for

    return chance_to_win(state, evaluator_for(state.rules), Side.GREEN)


def win_chance(scene: GameScene, service: OddsService) -> float | None:
    """Green's chance to win at the moment on view, once the odds thread has it."""
    state = scene.snapshot_state()
    if state.throw is not None and state.mid_turn:
        return None  # half way through a turn: wait for its end
    chance = service.request(green_chance, state)
    return chance if isinstance(chance, float) else None
