"""Leaving every screen the way a player does (Esc, Back) raises nothing (issue 35 item 9)."""

import pygame
import pytest

from liubo.cli import SCENE_NAMES
from support import click, key, pump


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_escape_leaves_every_screen_without_an_error(new_app, name):
    """Esc, again and again, from each screen the game can start at: each closes its
    screen or asks, and no press raises (Learn read its stack after leaving it)."""
    app = new_app()
    app.ctx.rng.seed(5)
    app.start(name)
    pump(app, frames=2)
    for _ in range(6):
        if not app.stack.scenes or app.ctx.quit_requested:
            break
        key(app, pygame.K_ESCAPE)
        pump(app, frames=2)
    assert app.ctx.notice is None or "Internal error" not in app.ctx.notice


def test_learn_back_button_returns_to_the_title(new_app):
    """Learn -> Back on a fresh start: the title again, no error."""
    app = new_app()
    app.start("learn")
    learn = app.stack.top
    back = next(b for b in learn.buttons.actions if b.text == "Back")
    click(app, back.get_abs_rect().center)
    assert [scene.name for scene in app.stack.scenes] == ["title"]
