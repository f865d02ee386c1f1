"""The computer's side of the game screen, each frame: throwing for it, playing its answer.

The computer thinks in a worker process; the session (``GameSession.drive`` and
``poll``) asks it and reads its answers without waiting. These functions do what the
session asks of the screen: throw the sticks for a computer side, open the throw entry
when the class throws by hand, and play (animated) the move the computer chose.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.game_session import ASK, BUSY, THROW
from ..render.motion import AI_PAUSE
from .game_input import ask_for_throw

if TYPE_CHECKING:
    from .game_screen import GameScreen


def drive_computer(scene: GameScreen, dt: float) -> bool:
    """Throw and ask for moves for a computer side; True while something is under way."""
    by_hand = scene.ctx.settings.throws == "hand"
    wanted = scene.session.drive(dt, by_hand, scene.animation_seconds(AI_PAUSE, 0.7))
    if wanted == ASK:
        ask_for_throw(scene)
        return False
    if wanted == THROW:
        scene.do_throw()
    return wanted in (BUSY, THROW)


def poll_computer(scene: GameScreen, dt: float) -> bool:
    """Take the worker's answer if it came, and its notices; True while it thinks."""
    session = scene.session
    move, changed = session.poll(dt)
    if move is not None:
        scene.play(move)
    if changed:
        scene.redraw()
    return session.ai.busy


def computer_answer(scene: GameScreen, purpose: str, text: str) -> None:
    """The worker's answer: a hint to show, or the computer's move to play."""
    move = scene.session.computer_answer(purpose, text)
    if move is not None:
        scene.play(move)
    scene.redraw()
