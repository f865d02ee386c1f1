"""Looking back through a game, playing on from a past moment, and taking moves back.

The game screen's history controls: the cursor (``liubo.model.history.Cursor``) picks the
moment on view; while it looks back the board is view-only and the computer waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Side
from ..model.history import Captions, Cursor
from ..render.palette import GOLD, INK_DIM
from . import game_replay as replay

if TYPE_CHECKING:
    from .game_screen import GameScreen


def look(scene: GameScreen, moved: bool) -> bool:
    """After the cursor moved: show the move list, forget the half-made turn."""
    if moved:
        scene.panel = "moves"
        scene.move_scroll = 0
        scene.turn.clear()
        scene.hover = None
        scene.hint = None
        scene.message = None
        scene.sync_throw_button()
        replay.log_to_moment(scene)
        scene.dirty = True
    return moved


def step(scene: GameScreen, delta: int) -> bool:
    """One move back (negative) or forward."""
    if scene.anim is not None:
        return False
    return look(scene, scene.cursor.step(delta))


def home(scene: GameScreen) -> bool:
    return scene.anim is None and look(scene, scene.cursor.go(0))


def end(scene: GameScreen) -> bool:
    """Back to the present."""
    moved = scene.cursor.present()
    look(scene, moved)
    return moved


def goto_turn(scene: GameScreen, turn: int) -> bool:
    """The position after a turn of the move list."""
    return scene.anim is None and look(scene, scene.cursor.to_turn(turn))


def rewind_to(scene: GameScreen, index: int) -> None:
    """Take back every throw and move after step ``index`` and make that the present."""
    game = scene.game
    scene.ai.cancel()
    for _ in range(len(scene.cursor.steps()) - 1 - index):
        game.undo()
    scene.cursor.present()
    scene.turn.clear()
    scene.hint = None
    scene.message = None
    scene.victory_delay = None
    scene.last_move = next((t.moves[-1] for t in reversed(game.turns) if t.moves), None)
    throw = game.current_throw
    scene.show_sticks(scene.faces_for(throw) if throw is not None else None, False)
    scene.autosave()
    scene.sync_throw_button()
    scene.dirty = True


def continue_here(scene: GameScreen) -> None:
    """Play on from the moment on view, setting the later moves aside (after asking)."""
    if not scene.cursor.active or scene.stack is None:
        return
    index = scene.cursor.index
    assert index is not None
    _ = scene._

    def go() -> None:
        turn = scene.cursor.steps()[index].state.turn
        rewind_to(scene, index)
        if scene.mode == "replay":  # a replayed lesson becomes a game between two players
            scene.mode = "two"
            scene.lesson = Captions()  # its captions were about the game as it went
            scene.build()
        scene.log.add(
            lambda _: [_("Play goes on from turn {turn}: a new branch").format(turn=turn)], GOLD
        )

    scene.open(
        lambda screens: screens.confirm(
            scene.ctx,
            _("Play on from here?"),
            _("The moves after this moment are set aside and the game goes on from here."),
            go,
            yes_label=_("Play on"),
            no_label=_("Keep looking"),
        )
    )


REPLAY_STEP_SECONDS = 1.6  # between two moves of a replay at speed x1


def replay_tick(scene: GameScreen, dt: float) -> bool:
    """Advance a playing replay by ``dt``; True while it plays."""
    if scene.paused and not scene.step_once:
        return False
    scene.replay_clock += dt * scene.speed
    scene.caption_clock += dt
    held = scene.caption_clock < replay.caption_hold(replay.caption(scene))
    if scene.step_once or (scene.replay_clock >= REPLAY_STEP_SECONDS and not held):
        scene.replay_clock = 0.0
        scene.step_once = False
        if scene.cursor.index is None:  # at the end: stop
            scene.paused = True
            scene.build()
            return False
        before = replay.caption(scene)
        look(scene, scene.cursor.step(1))
        if replay.caption(scene) != before:
            scene.caption_clock = 0.0
        if scene.cursor.index is None:
            scene.paused = True
            scene.build()
    return True


def play_on(scene: GameScreen) -> None:
    """C: in a replay at its end, hand the game to two players; otherwise play on from
    the moment on view (after asking)."""
    if scene.mode == "replay" and not scene.cursor.active:
        if not scene.game.is_over:
            scene.mode = "two"
            scene.lesson = Captions()
            scene.build()
            scene.dirty = True
        return
    continue_here(scene)


def take_back_target(scene: GameScreen) -> int | None:
    """The step an undo returns to, or None if there is nothing to take back.

    Two players: the last move, if it was played with the latest throw (a throw is never
    taken back). Against the computer: back to just after the human's latest throw, so
    the human plays that throw again (the computer's reply goes too).
    """
    all_steps = scene.cursor.steps()
    last = len(all_steps) - 1
    humans = [side for side in Side if scene.is_human(side)]
    if not humans or last == 0:
        return None
    if len(humans) == 2:
        return last - 1 if all_steps[last].is_move else None
    human = humans[0]
    for k in range(last, 0, -1):
        step = all_steps[k]
        if step.throw is not None and step.state.side == human and step.state.throw is not None:
            return k if k < last else None
    return None


def take_back(scene: GameScreen) -> bool:
    """Undo (Ctrl+Z, Backspace, the button): see ``take_back_target``."""
    if scene.anim is not None or scene.cursor.active or scene.mode in ("watch", "replay"):
        return False
    target = take_back_target(scene)
    if target is None:
        scene.message = lambda _: _("Nothing to take back: a throw always stays")
        scene.dirty = True
        return False
    rewind_to(scene, target)
    turn = scene.game.turn_number
    scene.log.add(
        lambda _: [_("Taken back: turn {turn} is played again").format(turn=turn)], INK_DIM
    )
    return True


def make_cursor(scene: GameScreen) -> Cursor:
    return Cursor(scene.game)
