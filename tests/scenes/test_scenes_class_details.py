"""The smaller things a class sees (issue 25): Esc on the victory panel, H before the
throw, plurals, keys by name, the computer's throw with real sticks, one notice, and the
hint and the win bar naming the evaluation they show."""

from __future__ import annotations

import pygame

from liubo.engine import Game, Side
from support import key, open_game, pump


def test_esc_on_the_victory_panel_returns_to_the_finished_game(app):
    from liubo.scenes.demo import demo_scene

    victory = demo_scene(app.ctx, finished=True)
    game_scene = victory.game_scene
    app.stack.push(game_scene)
    pump(app)
    job = game_scene.session.analysis
    assert job is not None  # the finished game is being analysed
    app.stack.push(victory)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is game_scene and game_scene.session.analysis is job
    status = game_scene.snapshot().status
    assert "wins" in status and "Esc goes to the title" in status
    key(app, pygame.K_ESCAPE)
    assert app.stack.top.name == "title"


def test_h_before_the_throw_says_what_to_do(app):
    scene = open_game(app, Game.new())
    key(app, pygame.K_h)
    assert "Throw the sticks first" in scene.snapshot().status


def test_counts_are_plurals_in_both_languages(new_app):
    from liubo.model.analysis import Analysis, PlayerSummary
    from liubo.scenes.game_analysis import marked_rows

    for lang, one, two in (
        ("en", "1 mistake (?), 2 blunders (??)", "2 mistakes (?), 1 blunder (??)"),
        ("zh_CN", None, None),
    ):
        app = new_app(lang=lang)
        app.start("title")
        scene = open_game(app, Game.new())
        scene.session.analysis = type("Job", (), {})()
        scene.session.analysis.done = True
        scene.session.analysis.result = Analysis(
            summary={Side.GREEN: PlayerSummary(5, 1, 2), Side.WHITE: PlayerSummary(5, 2, 1)}
        )
        green, white = marked_rows(scene, [])
        if one is not None:
            assert one in green and two in white
        else:
            assert "mistake" not in green and "1" in green and "2" in white


def test_status_lines_name_the_keys(app):
    from liubo.render.table import keys_help

    scene = open_game(app, Game.new())
    for _ in range(3):
        scene.do_throw()
        while not scene.session.game.needs_throw:
            scene.play(scene.session.game.legal_moves()[0])
            scene.finish_move()
    key(app, pygame.K_COMMA)
    status = scene.snapshot().status
    assert "Comma / Full stop" in status and ", and ." not in status
    assert ", and ." not in keys_help(app.ctx.gettext)
    assert ", and ." not in scene.session.move_view.say(app.ctx.gettext, "keys")


def test_the_computers_throw_with_real_sticks_is_asked_for_the_computer(app):
    app.ctx.update_settings(throws="hand")
    open_game(app, Game.new(), {Side.GREEN: "greedy", Side.WHITE: "human"})
    for _ in range(40):
        pump(app, dt=0.1)
        if app.stack.top.name == "throw entry":
            break
    entry = app.stack.top
    assert entry.name == "throw entry" and entry.for_computer
    shown = []
    entry.ctx.text.render = (
        lambda render: lambda s, *a, **k: shown.append(s) or render(s, *a, **k)
    )(entry.ctx.text.render)
    pump(app)
    entry.draw(app.ctx.screen)
    assert not any("your sticks" in s for s in shown)
    assert any("(the computer)" in s for s in shown)


def test_game_saved_as_is_said_once(app):
    scene = open_game(app, Game.new())
    scene.open_settings()
    settings = app.stack.top
    settings.open(lambda screens: screens.files(settings.ctx, "save"))
    files = app.stack.top
    assert files.save(app.ctx.paths.saves_dir / "class.liubo")
    pump(app)
    assert app.stack.top is settings and "Game saved as class.liubo" in (app.ctx.notice or "")
    assert scene.snapshot().notice == ""  # Settings says it; the table under it does not
    app.stack.pop()
    assert "Game saved as class.liubo" in scene.snapshot().notice


def test_the_hint_and_the_win_bar_name_their_evaluation(app):
    import time

    scene = open_game(app, Game.new())
    for _ in range(4):
        scene.do_throw()
        while not scene.session.game.needs_throw:
            scene.play(scene.session.game.legal_moves()[0])
            scene.finish_move()
    scene.do_throw()
    from liubo.scenes.game_computer import computer_answer

    move = scene.session.game.legal_moves()[0]
    computer_answer(scene, "hint", f"{move}\n0.79 {move}\n0.58 {move}")
    status = scene.snapshot().status
    assert "learned evaluation gives White" in status or "learned evaluation gives Green" in status
    key(app, pygame.K_o)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and scene.snapshot().win_chance is None:
        time.sleep(0.05)
    snap = scene.snapshot()
    if snap.win_chance is not None:  # (no learned weights: no bar, nothing to name)
        assert any("Win bar: the learned evaluation" in line for line in snap.odds_lines)


def test_a_lesson_won_does_not_offer_the_title(app):
    from liubo.scenes.lesson import LessonScene

    app.start("learn")
    learn = app.stack.top
    learn.open_lesson(learn.lessons[-1])  # the last lesson ends with a won game
    scene = app.stack.top
    assert isinstance(scene, LessonScene)
    while not scene.run.complete:
        if scene.session.game.needs_throw:
            scene.throw()
        move = next(m for m in scene.session.game.legal_moves() if scene.run.check(m))
        scene.play(move)
        for _ in range(100):
            pump(app, dt=0.1)
            if scene.anim is None:
                break
    assert scene.session.game.is_over
    assert "title" not in scene.snapshot().status
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is learn


def test_the_rotate_buttons_say_what_they_do(new_app):
    """Issue 36: the rotate buttons had only arrows. Their label names the turn (in each
    language), in the toolbar and in presenter mode's menu; where the toolbar is too narrow
    for the words the arrows stay, with the tooltip naming the key."""
    from liubo.scenes.catalog import open_screen

    for lang, words in (
        ("en", ["\u2039 Rotate", "Rotate \u203a"]),
        ("zh_CN", ["\u2039 转动", "转动 \u203a"]),
    ):
        for size, presenter in (((1280, 720), 100), ((1920, 1080), 100), ((1920, 1080), 200)):
            app = new_app(size, lang)
            app.ctx.update_settings(presenter=presenter)
            open_screen(app.ctx, app.stack, "game")
            scene = app.stack.top
            if presenter > 100:
                scene.toolbar.menu_open = True
                scene.build()
            labels = [b.text for b in scene.buttons.actions]
            assert [t for t in labels if t in words] == words, (lang, size, presenter)
    app = new_app((1024, 600))
    open_screen(app.ctx, app.stack, "game")
    arrows = {b.text: b.tool_tip_text for b in app.stack.top.buttons.actions}
    assert arrows["\u2039"] == "Rotate (Q, Left)" and arrows["\u203a"] == "Rotate (E, Right)"
