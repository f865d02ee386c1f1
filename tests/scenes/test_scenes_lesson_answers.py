"""Lessons explain themselves: a step that starts from a position of its own says so and
the birds glide there; every click on the board gets an answer (issue 25)."""

from __future__ import annotations

import pygame

from liubo.engine import Game, Side
from support import click, key, open_game, pump


def lesson_one(app):  # noqa: ANN001, ANN201
    from liubo.scenes.lesson import LessonScene

    app.start("lesson")
    scene = app.stack.top
    assert isinstance(scene, LessonScene) and scene.run.lesson.id == "enter"
    pump(app)
    return scene


def perch(scene, name: str) -> int:  # noqa: ANN001
    return next(k for k, p in enumerate(scene.board.perches) if p.id == name)


def status(scene) -> str:  # noqa: ANN001
    return scene.snapshot().status


def test_a_step_with_its_own_position_says_so_and_the_birds_glide_there(app):
    scene = lesson_one(app)
    app.ctx.update_settings(animation_speed="normal")
    key(app, pygame.K_SPACE)
    for text in ("OFF>QU_E/2", "OFF>GAO_SE/1"):  # step 1, then step 2 (the same game)
        scene.play(scene.session.game.state.find_move(text))
        for _ in range(200):
            pump(app, dt=0.05)
            if scene.anim is None:
                break
    assert scene.run.step_index == 2  # step 3 sets CHANG_SW,GAO_SE/GAO_NW
    assert scene.glide is not None and not scene.glide.done
    paths = {(side, start, end) for side, _owl, start, end in scene.glide.paths}
    assert (Side.GREEN, perch(scene, "QU_E"), perch(scene, "CHANG_SW")) in paths
    assert (Side.WHITE, None, perch(scene, "GAO_NW")) in paths  # from White's card
    assert "New position" in status(scene)
    for _ in range(100):  # they glide with no input, and stay there
        pump(app, dt=0.05)
        if scene.glide is None:
            break
    assert scene.glide is None and "New position" in status(scene)
    shown = scene.snapshot()
    assert shown.glide is None and shown.state == scene.session.game.state
    texts = [" ".join(entry(app.ctx.gettext)) for entry, _c in scene.session.log.entries]
    assert any("New position" in t for t in texts)


def test_a_click_on_the_board_before_the_throw_is_answered(app):
    scene = lesson_one(app)
    click(app, scene.view.geo().point(perch(scene, "QU_S")))
    assert "throw the sticks first" in status(scene)


def test_the_bird_that_already_moved_is_answered(app):
    scene = lesson_one(app)
    key(app, pygame.K_SPACE)
    scene.play(scene.session.game.state.find_move("OFF>QU_S/2"))
    for _ in range(100):
        pump(app, dt=0.05)
        if scene.anim is None:
            break
    assert scene.run.step_index == 1
    click(app, scene.view.geo().point(perch(scene, "QU_S")))
    assert "already moved" in status(scene)


def test_a_normal_bird_clicked_onto_a_nest_that_is_not_gold_is_answered(app):
    scene = open_game(app, Game.from_text("GAO_SE,QU_S/GAO_NW 0-0 G 2,1"))
    geo = scene.view.geo()
    click(app, geo.point(perch(scene, "QU_S")))
    assert scene.session.turn.selection is not None
    nest = perch(scene, "NEST_SE")
    assert nest not in scene.session.turn.landings()
    click(app, geo.point(nest))
    assert "only the gold perches" in status(scene)
    click(app, geo.point(perch(scene, "GAO_NW")))
    assert "White's bird" in status(scene)
