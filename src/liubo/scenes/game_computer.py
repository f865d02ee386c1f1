"""The computer's side of the game screen: throwing for it, asking it, playing its answer.

The computer thinks in a worker process (``ComputerPlayers``); these functions run on the
UI thread each frame and never wait for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import IllegalMoveError
from ..model import game_text as gt
from ..render.motion import AI_PAUSE

if TYPE_CHECKING:
    from .game_screen import GameScreen


def request_hint(scene: GameScreen) -> None:
    """Ask the learned evaluation for the best turns (the normal level without it)."""
    if scene.human_turn() and scene.game.needs_throw:
        scene.message = lambda _: _(
            "Throw the sticks first (Space): then H suggests a good move for that throw"
        )
        scene.dirty = True
        return
    if not scene.human_turn() or scene.ai.busy:
        return
    if not scene.game.legal_moves():
        return
    scene.ai.request(scene.game, "expert-hint", "hint")
    scene.thinking = 0.0
    scene.message = lambda _: _("Looking for a good move\u2026")
    scene.dirty = True


def drive_computer(scene: GameScreen, dt: float) -> bool:
    """Throw and ask for moves for a computer side; True while something is under way."""
    game = scene.game
    if game.is_over or scene.is_human(game.to_move) or scene.cursor.active:
        return False
    if scene.paused and not scene.step_once:
        return False
    if scene.ai_wait > 0:
        scene.ai_wait -= dt
        return True
    if game.needs_throw:
        scene.step_once = False
        if scene.ctx.settings.throws == "hand":  # the class throws for the computer too
            if not scene.entry_put_off:
                scene.entry_put_off = True  # until Space asks again
                scene.ask_for_throw()
            return False
        scene.do_throw()
        scene.ai_wait = scene.animation_seconds(AI_PAUSE, 0.7)
        return True
    if not scene.ai.busy and game.legal_moves():
        scene.ai.request(game, scene.players[game.to_move], "move")
        scene.thinking = 0.0
    return True


def computer_answer(scene: GameScreen, purpose: str, text: str) -> None:
    """The worker's answer: a hint to show, or the computer's move to play."""
    first, _sep, more = text.partition("\n")  # a hint: then its best turns, with chances
    try:
        move = scene.game.state.find_move(first) if first else None
    except (ValueError, IllegalMoveError):
        move = None
    if purpose == "hint":
        if move is not None and scene.human_turn():
            scene.hint = hint = move
            view = scene.move_view
            chances = gt.hint_chances(more)
            side = scene.game.to_move
            if chances:
                # TRANSLATORS: the hint; {side} is the side to move, {chances} e.g. "63% to win".
                scene.message = lambda _: _(
                    "Hint: {move}. The learned evaluation gives {side}, after this turn: {chances}"
                ).format(
                    move=view.preview(_, hint),
                    side=gt.side_name(_, side),
                    chances=gt.chances_text(_, chances),
                )
            else:
                scene.message = lambda _: _("Hint: {move}").format(move=view.preview(_, hint))
        scene.dirty = True
        return
    if scene.is_human(scene.game.to_move) or scene.game.is_over or scene.anim is not None:
        return
    if move is None:
        moves = scene.game.legal_moves()
        if not moves:
            return
        move = moves[0]
    scene.step_once = False
    scene.play(move)
