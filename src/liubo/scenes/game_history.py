"""The game screen's history keys: looking back, playing on from a past moment, undo.

The session (``liubo.model.game_session``) moves its look-back cursor and takes moves
back; these functions are the keys and buttons that ask it, and they show the move list
(``GameScene.looked``) or the sticks of the throw standing after a rewind
(``GameScene.rewound``). Playing on from a moment looked back at asks first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game_screen import GameScreen


def step(scene: GameScreen, delta: int) -> bool:
    """One move back (negative) or forward."""
    return scene.looked(scene.session.step(delta))


def home(scene: GameScreen) -> bool:
    return scene.looked(scene.session.home())


def end(scene: GameScreen) -> bool:
    """Back to the present."""
    return scene.looked(scene.session.end())


def goto_turn(scene: GameScreen, turn: int) -> bool:
    """The position after a turn of the move list."""
    return scene.looked(scene.session.goto_turn(turn))


def continue_here(scene: GameScreen) -> None:
    """Play on from the moment on view, setting the later moves aside (after asking)."""
    session = scene.session
    if not session.cursor.active or scene.stack is None:
        return
    index = session.cursor.index
    assert index is not None
    _ = scene._

    def go() -> None:
        was_replay = session.play_on(index)
        scene.rewound()
        if was_replay:
            scene.build()

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


def play_on(scene: GameScreen) -> None:
    """C: in a replay at its end, hand the game to two players; otherwise play on from
    the moment on view (after asking)."""
    session = scene.session
    if session.mode == "replay" and not session.cursor.active:
        if not session.game.is_over and session.hand_over():
            scene.build()
        return
    continue_here(scene)


def take_back(scene: GameScreen) -> bool:
    """Undo (Ctrl+Z, Backspace, the button): see ``GameSession.take_back_target``."""
    if scene.anim is not None:
        return False
    taken = scene.session.undo()
    if taken:
        scene.rewound()
    else:
        scene.redraw()
    return taken
