"""The game screen's event log and the questions a landing may raise.

What a throw or a move adds to the log, in the words of the game's move view (a ``cazaux``
turn also says when it earns another throw, and an ending that no move announced, such
as the five-stone rule); and what a click on a landing means when it is not yet a move:
a number to choose, or (``cazaux``) whether a stone landing on the centre is stood up as
an Owl.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..model import game_text as gt
from ..model.turn_input import Ambiguous, Promotion
from ..render.palette import GOLD, INK_DIM, SIDE_COLOURS

if TYPE_CHECKING:
    from ..engine import GameMove as Move
    from ..engine import TurnRecord
    from .game_screen import GameScreen


def log_turn(scene: GameScreen, turn: TurnRecord, moves: bool = True) -> None:
    """The log lines of a throw, and of the moves played with it."""
    log = scene.log
    log.add(partial(gt.throw_log, turn=turn), SIDE_COLOURS[turn.side])
    for move in turn.moves if moves else ():
        log.add(partial(scene.move_view.log, move=move), SIDE_COLOURS[move.side])
    if moves and turn.complete and turn.unused and turn.moves:
        unused = tuple(turn.unused)
        log.add(lambda _: [gt.passed_text(_, unused)], INK_DIM)
    if moves and turn.complete:
        log_turn_end(scene, turn)


def log_move_line(scene: GameScreen, move: Move) -> None:
    """The log line of one move (a replay's log, built up to the moment on view)."""
    scene.log.add(partial(scene.move_view.log, move=move), SIDE_COLOURS[move.side])


def log_move(scene: GameScreen, move: Move) -> None:
    """The log lines of a move just played, and of the end of its turn."""
    log_move_line(scene, move)
    game = scene.game
    turn = game.turns[-1] if game.turns else None
    if turn is not None and turn.complete and turn.unused and not game.is_over:
        unused = tuple(turn.unused)
        scene.log.add(lambda _: [gt.passed_text(_, unused)], INK_DIM)
        scene.message = lambda _: gt.passed_text(_, unused)
    if turn is not None and turn.complete:
        log_turn_end(scene, turn)


def log_turn_end(scene: GameScreen, turn: TurnRecord) -> None:
    """A notice after a finished turn (an extra throw) and an ending no move announced."""
    view = scene.move_view
    _ = scene.ctx.gettext
    if view.turn_end(_, turn):
        scene.log.add(lambda _: [view.turn_end(_, turn)], GOLD)
    game = scene.game
    if turn is game.turns[-1] and game.is_over:
        state = game.state
        if view.ending(_, state):
            scene.log.add(lambda _: [view.ending(_, state)], GOLD)


def act_on(scene: GameScreen, landing: Move | Ambiguous | Promotion | None) -> bool:
    """Play a move, or explain why a landing needs one more choice (or ask it)."""
    if landing is None:
        return False
    if isinstance(landing, Promotion):
        ask_promotion(scene, landing)
        return True
    if isinstance(landing, Ambiguous):
        numbers = landing.numbers
        if numbers:
            scene.message = lambda _: _("Choose a number: {numbers} both reach this perch").format(
                numbers=gt.numbers_text(_, numbers)
            )
        else:
            scene.message = lambda _: _("Several birds can land there: choose the bird first")
        scene.dirty = True
        return True
    scene.play(landing)
    return True


def ask_promotion(scene: GameScreen, choice: Promotion) -> None:
    """A stone landing on the centre may be stood up as an Owl: ask (Esc plays nothing)."""
    _ = scene._
    scene.open(
        lambda screens: screens.confirm(
            scene.ctx,
            _("Stand the stone up as an Owl?"),
            _(
                "Your stone lands on the centre and your side has no Owl: it may become "
                "the Owl (another throw), or stay a stone."
            ),
            lambda: scene.play(choice.owl),
            yes_label=_("Make an Owl"),
            no_label=_("Stay a stone"),
            on_no=lambda: scene.play(choice.plain),
        )
    )


def scroll(scene: GameScreen, lines: int) -> bool:
    """Scroll the event log (or the move list) back (positive) or forward; True if it
    moved."""
    if scene.panel == "moves":
        before = scene.move_scroll
        view = scene.view
        scene.move_scroll = max(0, min(view.move_scroll_max, view.move_scroll_used + lines))
        scene.dirty = True
        return scene.move_scroll != before
    total = scene.view.log_line_count(scene.log, scene.ctx.gettext)
    moved = scene.log.scroll_by(lines, total, scene.view.log_room())
    scene.dirty = scene.dirty or moved
    return moved
