"""The game screen's view controls: what is drawn and how fast, never the game.

The keys and toolbar buttons that change the view: the board's lines, the perches' names,
a quarter turn of the board, presenter mode's text size, and a watched game's or a
replay's pause, single step and speed. Each reads the scene and calls its parts; none
sets the scene's attributes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .game_screen import GameScreen

PRESENTER_STEPS = (100, 150, 200)  # presenter mode's text sizes, in percent (100: off)


def toggle_lines(scene: GameScreen) -> None:
    scene.ctx.update_settings(show_lines=not scene.ctx.settings.show_lines)
    scene.build()


def cycle_names(scene: GameScreen) -> None:
    mode = scene.names_mode
    cycle = scene.session.move_view.names_cycle
    k = cycle.index(mode) + 1 if mode in cycle else 0
    scene.ctx.update_settings(names_mode=cycle[k % len(cycle)])
    scene.build()


def rotate(scene: GameScreen, step: int) -> None:
    """Turn the view a quarter turn (animated unless motion is reduced)."""
    scene.view.turn.turn(step, scene.ctx.settings.animation_speed != "reduced")
    scene.redraw()


def cycle_presenter(scene: GameScreen) -> None:
    """F5: presenter mode's text size, 100% (off), 150%, 200%, and round again."""
    now = scene.ctx.settings.presenter
    following = next((s for s in PRESENTER_STEPS if s > now), PRESENTER_STEPS[0])
    scene.ctx.update_settings(presenter=following)
    scene.build()


def toggle_pause(scene: GameScreen) -> None:
    """P, and Space in a watched game or a replay: pause or play on."""
    if scene.session.toggle_pause():
        scene.build()


def step(scene: GameScreen) -> None:
    """S: one step of a watched game or a replay, then paused."""
    if scene.session.step_one():
        scene.build()


def change_speed(scene: GameScreen, delta: int) -> None:
    """+ and -: a watched game or a replay faster or slower."""
    if scene.session.watching:
        scene.playback.change_speed(delta)
        scene.build()


def cycle_speed(scene: GameScreen) -> None:
    """The speed button: each press faster, then back to the slowest."""
    if scene.session.watching:
        scene.playback.cycle_speed()
        scene.build()
