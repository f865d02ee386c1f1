"""The toy race (``tests/toy_race``, installed) plays through the game screen headless.

Its presentation part gives its pieces on the board and its score ("Home: 2", its own pieces
as marks); its moves are in the base view's plain words and its odds the numbers' only.
No file of the game was changed for it.
"""

from __future__ import annotations

import random
import time

import pytest

from liubo.engine import Game
from liubo.model.move_view import MoveView
from liubo.model.presentation import presentation_for
from liubo.scenes.game import GameScene
from support import click, draw, finish_animations, open_game, pump

pytestmark = pytest.mark.usefixtures("toy_race")


def play_by_mouse(app, scene: GameScene, move) -> None:  # noqa: ANN001 -- a RaceMove
    """Select the piece (on its station, or waiting), its number's tile, then the landing."""
    view = scene.session.move_view
    if move.origin is None:
        click(app, scene.view.waiting_rect(move.side).center)
    else:
        click(app, scene.view.geo().point(view.start(move)))
    assert scene.session.turn.selection == view.piece(move), (move, scene.session.turn.selection)
    tile = next(
        r
        for r, n, used in scene.view.tile_rects(scene.snapshot(), move.side)
        if n == move.number and not used
    )
    click(app, tile.center)
    before = scene.session.game.state
    click(app, scene.view.geo().point(view.landing(move)))
    if type(app.stack.top).__name__ == "ConfirmScene":  # onto one's own piece: asked
        button = next(b for b in app.stack.top.buttons.order if b.text == "Bring one in")
        click(app, button.get_abs_rect().center)
    assert scene.session.game.state is not before
    assert scene.session.last_move == move


def test_the_race_has_its_own_presentation():
    bundle = presentation_for("toy_race")
    assert bundle.kind == "toy_race" and bundle.odds is None
    assert bundle.rulebook_topic == "toy_race" and bundle.labels == {"toy_race": "Toy race"}
    view = bundle.move_view(Game.new(ruleset="toy_race").rules)
    assert isinstance(view, MoveView) and view.score_marks == 3


def test_a_whole_race_by_mouse_to_the_victory(app):
    scene = open_game(app, Game.new(ruleset="toy_race"))
    assert type(scene.session.move_view).__name__ == "RaceView"
    scene.toggle_odds()  # the numbers' odds only
    rng = random.Random(2)
    deadline = time.monotonic() + 120
    while not scene.session.game.is_over:
        assert time.monotonic() < deadline
        if scene.session.game.needs_throw:
            click(app, scene.view.layout.tray.center)
            continue
        play_by_mouse(app, scene, rng.choice(scene.session.game.legal_moves()))
        finish_animations(app, scene)
        draw(app.ctx, app.stack)
    assert scene.snapshot().odds_lines and not scene.snapshot().badges
    lines = [line for entry, _c in scene.session.log.entries for line in entry(scene._)]
    assert any("wins!" in line for line in lines)
    scene.panel_tabs.words = True
    rows = scene.snapshot().move_rows
    assert rows and all("{" not in row for row in rows)
    finish_animations(app, scene)
    pump(app, frames=3, dt=0.1)
    assert type(app.stack.top).__name__ == "VictoryScene"
    draw(app.ctx, app.stack)
    assert Game.from_record(scene.session.game.record()).record() == scene.session.game.record()
