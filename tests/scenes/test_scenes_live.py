"""What the threads and the worker finish reaches the screen with no input (issue 25).

Each test runs the app's own loop (``App.frame`` with the events pygame has, none made up)
after the last key, with the mouse left still, and looks at what was really drawn."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from liubo.engine import Game, Side
from support import click, key, open_game, pump


def watch_draws(scene) -> list:  # noqa: ANN001
    """Record each snapshot the scene draws (the last one is on the screen)."""
    drawn: list = []
    original = scene.view.draw

    def draw(surface, snap, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        drawn.append(snap)
        return original(surface, snap, *args, **kwargs)

    scene.view.draw = draw
    return drawn


def idle(app, seconds: float, until=lambda: False) -> None:  # noqa: ANN001
    """The loop with no input for up to ``seconds`` (real time: threads run meanwhile)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and not until():
        time.sleep(1 / 60)
        app.frame(1 / 60, pygame.event.get())


def a_turn(scene, rng: random.Random) -> None:  # noqa: ANN001
    """One whole turn of random moves, throw included."""
    side = scene.session.game.to_move
    if scene.session.game.needs_throw:
        scene.do_throw()
    while (
        scene.session.game.to_move == side
        and not scene.session.game.is_over
        and not scene.session.game.needs_throw
    ):
        moves = scene.session.game.legal_moves()
        scene.play(rng.choice([m for m in moves if not getattr(m, "wins", False)] or moves))
        scene.finish_move()


@pytest.mark.parametrize("ruleset", ["tlv", "cazaux"])
def test_the_odds_badges_appear_with_no_input_after_a_turn(app, ruleset):
    scene = open_game(app, Game.new(ruleset=ruleset))
    rng = random.Random(3)
    for _ in range(4):
        a_turn(scene, rng)
    key(app, pygame.K_o)
    drawn = watch_draws(scene)
    idle(app, 30, until=lambda: bool(drawn and drawn[-1].badges))
    assert drawn and drawn[-1].badges, "the badges came only with the next input"
    for _ in range(3):  # each later turn too: the screen never waits for the mouse
        a_turn(scene, rng)
        pump(app)
        idle(app, 30, until=lambda: bool(drawn[-1].badges) and drawn[-1].win_chance is not None)
        assert drawn[-1].badges and drawn[-1].win_chance is not None
        assert not any("Working out" in line for line in drawn[-1].odds_lines)


def test_the_hint_and_the_computers_move_appear_with_no_input(app):
    scene = open_game(app, Game.new(), {Side.GREEN: "human", Side.WHITE: "normal"})
    key(app, pygame.K_SPACE)
    key(app, pygame.K_h)
    drawn = watch_draws(scene)
    idle(app, 30, until=lambda: scene.session.hint is not None and drawn[-1].hint is not None)
    assert drawn[-1].hint is not None, "the hint came only with the next input"
    scene.play(scene.session.hint)
    scene.finish_move()
    while scene.session.game.to_move == Side.GREEN and not scene.session.game.needs_throw:
        scene.play(scene.session.game.legal_moves()[0])
        scene.finish_move()
    idle(app, 30, until=lambda: scene.session.game.to_move == Side.GREEN and scene.anim is None)
    pump(app)
    turns = len(scene.session.game.turns)
    idle(app, 1)
    assert drawn[-1].state == scene.session.game.state and len(scene.session.game.turns) == turns


def test_the_lesson_complete_buttons_are_drawn_without_hover(app):
    from liubo.scenes.lesson import LessonScene
    from support import draw

    app.start("lesson")
    scene = app.stack.top
    assert isinstance(scene, LessonScene)
    app.ctx.update_settings(animation_speed="normal")
    while True:
        if scene.session.game.needs_throw:
            key(app, pygame.K_SPACE)
        move = next(m for m in scene.session.game.legal_moves() if scene.run.check(m))
        if scene.run.step_index + 1 < scene.run.step_count:
            scene.play(move)
            idle(app, 5, until=lambda: scene.anim is None)
            continue
        key(app, pygame.K_0 + move.number)
        geo = scene.view.geo()
        click(app, scene.view.waiting_rect(Side.GREEN).center)  # the last move by clicks
        click(app, geo.point(move.target))
        if type(app.stack.top).__name__ == "ConfirmScene":  # onto one's own bird: asked
            button = next(b for b in app.stack.top.buttons.order if b.text == "Bring one in")
            click(app, button.get_abs_rect().center)
        break
    idle(app, 5, until=lambda: scene.anim is None)
    idle(app, 0.5)
    labels = [b.text for b in scene.buttons.order]
    assert labels == ["Next lesson", "All lessons"]
    shown = app.ctx.screen.copy()
    fresh = draw(app.ctx, app.stack)
    for button in scene.buttons.order:
        rect = button.get_abs_rect()
        before, after = (pygame.image.tobytes(s.subsurface(rect), "RGB") for s in (shown, fresh))
        assert before == after, f"{button.text} not drawn until hovered"


def test_a_button_made_while_the_scene_updates_is_drawn_in_that_frame(app):
    from liubo.scenes.base import Scene
    from support import draw

    class Late(Scene):
        """Makes its button in ``update``, as a lesson makes Next lesson when it ends."""

        made = False

        def update(self, dt: float) -> bool:
            if not self.made:
                self.made = True
                self.button(pygame.Rect(500, 300, 280, 60), "Next lesson", lambda: None)
                return True
            return False

        def draw(self, surface) -> None:  # noqa: ANN001
            surface.fill((0, 0, 0))

    scene = Late(app.ctx)
    app.stack.push(scene)
    for _ in range(3):  # no input at all
        app.frame(1 / 60, [])
    shown = pygame.image.tobytes(app.ctx.screen.subsurface((500, 300, 280, 60)), "RGB")
    fresh = draw(app.ctx, app.stack).subsurface((500, 300, 280, 60))
    assert shown == pygame.image.tobytes(fresh, "RGB"), "the button waits for the mouse"


def test_a_button_disabled_with_no_input_is_drawn_disabled(app):
    from liubo.scenes.base import Scene
    from support import draw

    class Finished(Scene):
        """Disables its button a few frames after making it, as a finished lesson does."""

        frames = 0

        def build_ui(self) -> None:
            self.btn = self.button(pygame.Rect(500, 300, 280, 60), "Throw sticks", lambda: None)

        def update(self, dt: float) -> bool:
            self.frames += 1
            if self.frames == 3:
                self.btn.disable()
                return True
            return False

        def draw(self, surface) -> None:  # noqa: ANN001
            surface.fill((0, 0, 0))

    app.stack.push(Finished(app.ctx))
    for _ in range(12):  # no input at all
        app.frame(1 / 60, [])
    shown = pygame.image.tobytes(app.ctx.screen.subsurface((500, 300, 280, 60)), "RGB")
    fresh = draw(app.ctx, app.stack).subsurface((500, 300, 280, 60))
    assert shown == pygame.image.tobytes(fresh, "RGB"), "drawn enabled until the mouse moves"
