"""The layout check ``make soak`` and tools/extreme_windows.py make after every resize
and full-screen toggle (issue 26): the game's report against the window's real size."""

from __future__ import annotations

import json
import os
import signal

import pygame
import pytest

from liubo.checks.layout_probe import ENV, install, layout_problems, snapshot
from support import resize_window

DESKTOP = (1920, 1080)


def report(size, controls=(), scenes=None):
    """A report as the game writes it, laid out for ``size``."""
    return {
        "drawn": list(size),
        "laid_out": list(size),
        "ui": list(size),
        "scenes": scenes if scenes is not None else [{"name": "title", "laid_out": [size]}],
        "controls": [list(c) for c in controls],
        "notice": None,
    }


def test_a_screen_laid_out_for_its_window_passes():
    controls = [("title", "Quit", 480, 660, 320, 36)]
    assert layout_problems(report((1280, 720), controls), (1280, 720), DESKTOP) == []


def test_a_screen_left_at_the_full_screen_size_fails():
    """Issue 26, item 2: after F11 under twm the game drew 1920x1080 in a 1600x900 window."""
    controls = [("game", "Throw sticks", 1700, 980, 180, 60)]
    problems = layout_problems(report((1920, 1080), controls), (1600, 900), DESKTOP)
    assert any("drawn 1920x1080 in a 1600x900 window" in p for p in problems)
    assert any("'Throw sticks'" in p and "outside" in p for p in problems)


def test_one_stale_scene_under_an_overlay_fails():
    scenes = [
        {"name": "game", "laid_out": [[1920, 1080], [1920, 1080]]},
        {"name": "rules", "laid_out": [[1280, 720]]},
    ]
    problems = layout_problems(report((1280, 720), scenes=scenes), (1280, 720), DESKTOP)
    assert problems == ["the game screen is laid out for 1920x1080"] * 2


def test_a_control_outside_the_window_fails():
    controls = [("title", "Quit", 480, 700, 320, 36)]  # 736 > 720
    problems = layout_problems(report((1280, 720), controls), (1280, 720), DESKTOP)
    assert problems == ["title: 'Quit' at (480, 700, 320, 36) is outside the 1280x720 window"]


def test_a_window_larger_than_the_desktop_is_drawn_at_the_desktop_size():
    good = report(DESKTOP, [("title", "Quit", 800, 1000, 320, 36)])
    assert layout_problems(good, (30000, 30000), DESKTOP) == []
    assert layout_problems(report((30000, 30000)), (30000, 30000), DESKTOP) != []


def test_below_the_minimum_only_the_size_is_checked():
    """A 10x400 window cannot hold the controls; it must still be laid out for 10x400."""
    controls = [("computer", "Start", 20, 300, 1, 36)]
    assert layout_problems(report((10, 400), controls), (10, 400), DESKTOP) == []
    assert layout_problems(report((1280, 720), controls), (10, 400), DESKTOP) != []


def test_a_missing_report_field_is_a_problem_not_a_crash():
    assert layout_problems({}, (1280, 720), DESKTOP)


# -- the game's side: the report it writes ------------------------------------------------------


@pytest.mark.parametrize("name", ["title", "computer", "game", "settings"])
def test_the_games_own_report_passes_the_check_after_resizes(new_app, name):
    from liubo.scenes.catalog import open_screen

    app = new_app((1280, 720))
    open_screen(app.ctx, app.stack, name)
    assert layout_problems(snapshot(app), (1280, 720), DESKTOP) == []
    for size in [(1000, 600), (1600, 900), (10, 400)]:
        resize_window(app, size)
        real = pygame.display.get_window_size()  # SDL keeps the dummy window's minimum
        assert layout_problems(snapshot(app), real, DESKTOP) == [], size
    controls = snapshot(app)["controls"]
    assert controls and all(len(c) == 6 for c in controls)


@pytest.mark.internal_errors  # it reports one on purpose
def test_the_report_says_that_the_game_goes_on(new_app):
    """The loop's turns, the frames shown and the errors caught: a driver outside the game
    (liubo.dist.web.classroom) sees from them that the game keeps drawing."""
    from support import pump

    app = new_app((1280, 720))
    app.start("title")
    before = snapshot(app)
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    pump(app, frames=3)
    after = snapshot(app)
    assert after["ticks"] == before["ticks"] + 4
    assert after["frames"] > before["frames"]  # the mouse's move was drawn
    assert after["internal_errors"] == [] and after["sharing"] is None
    app.internal_error(RuntimeError("a bad frame"))
    assert snapshot(app)["internal_errors"] == ["RuntimeError: a bad frame"]


def test_the_check_finds_a_game_that_does_not_lay_out_again(new_app, monkeypatch):
    """The check sees the old fault: the window resized, the screen left as it was."""
    app = new_app((1280, 720))
    app.start("title")
    monkeypatch.setattr(app, "resized", lambda screen: None)
    resize_window(app, (1000, 600))
    problems = layout_problems(snapshot(app), (1000, 600), DESKTOP)
    assert any("laid_out 1280x720" in p for p in problems)
    assert any("outside the 1000x600 window" in p for p in problems)


@pytest.mark.skipif(not hasattr(signal, "SIGUSR1"), reason="POSIX signals")
def test_sigusr1_writes_the_report_at_the_next_frame(new_app, tmp_path):
    app = new_app((1280, 720))
    app.start("title")
    path = tmp_path / "layout.json"
    previous = signal.getsignal(signal.SIGUSR1)
    try:
        reporter = install({ENV: str(path)})
        assert reporter is not None
        reporter.poll(app)
        assert not path.exists()  # nothing asked yet
        os.kill(os.getpid(), signal.SIGUSR1)
        os.kill(os.getpid(), signal.SIGUSR1)
        reporter.poll(app)
        written = json.loads(path.read_text(encoding="utf-8"))
        assert written["asked"] == 2 and written["drawn"] == [1280, 720]
        assert written["scenes"] == [{"name": "title", "laid_out": [[1280, 720]]}]
    finally:
        signal.signal(signal.SIGUSR1, previous)


def test_no_report_unless_asked_for_in_the_environment():
    assert install({}) is None


# -- the soak's side ---------------------------------------------------------------------------


class Alive:
    """A game process that runs and never answers."""

    def poll(self):
        return None


def soak_run(tmp_path, monkeypatch, answers):
    import random

    from liubo.tools import soak_run as soak

    run = soak.Soak(":0", tmp_path / "home", random.Random(1), tmp_path / "stderr.txt")
    run.game = Alive()
    replies = iter(answers)
    monkeypatch.setattr(run, "layout_now", lambda: next(replies))
    monkeypatch.setattr(soak, "SETTLE_SECONDS", 0.0)
    monkeypatch.setattr(soak, "SILENT_SECONDS", 0.05)
    return run


def test_the_soak_counts_a_layout_that_settles(tmp_path, monkeypatch):
    run = soak_run(tmp_path, monkeypatch, [[]])
    assert run.check_layout("a resize to 1280x720")
    assert (run.figures.layouts, run.figures.bad_layouts, run.figures.problems) == (1, 0, [])


def test_the_soak_fails_a_layout_that_stays_wrong(tmp_path, monkeypatch):
    run = soak_run(tmp_path, monkeypatch, [["drawn 1920x1080 in a 1600x900 window"]] * 2)
    assert not run.check_layout("full screen on and off")
    assert run.figures.bad_layouts == 1
    assert "after full screen on and off" in run.figures.problems[0]
    assert "drawn 1920x1080 in a 1600x900 window" in run.figures.problems[0]


def test_the_soak_fails_a_game_that_stops_answering(tmp_path, monkeypatch):
    run = soak_run(tmp_path, monkeypatch, iter(lambda: None, 1))  # silent for ever
    assert not run.check_layout("a resize to 10x400")
    assert "did not answer" in run.figures.problems[0] and "hang" in run.figures.problems[0]


# -- text crossing borders (issue 36, item 3) ---------------------------------------------------


def text(label, rect, scene="title"):
    from liubo.checks.layout_probe import Drawn

    return Drawn(scene, "text", rect, label, 14, rect)


def image(rect, scene="title", frame=None):
    from liubo.checks.layout_probe import Drawn

    return Drawn(scene, "image", rect, "panel", 0, frame or rect)


def test_a_text_inside_its_panel_passes():
    from liubo.checks.layout_probe import text_problems

    frame = [image((0, 0, 1280, 720)), image((100, 100, 400, 200)), text("Hi", (120, 120, 50, 16))]
    assert text_problems(frame, (1280, 720)) == []


def test_a_text_running_out_of_its_panel_or_the_window_fails():
    """The Rule readings' introduction ran out of its panel at 1920 and out of the window
    at 1280x720 ("how this g")."""
    from liubo.checks.layout_probe import text_problems

    intro = text("The rules of Liubo are a reconstruction.", (165, 87, 1244, 16), "readings")
    frame = [image((140, 25, 1000, 670), "readings"), intro]
    problems = text_problems(frame, (1280, 720))
    assert any("leaves the window" in p for p in problems)
    assert any("crosses the edge of the image" in p for p in problems)


def test_a_text_struck_through_by_what_its_screen_draws_later_fails():
    """The title's key help under the Play vs computer panel; help lines under the next
    row's buttons."""
    from liubo.checks.layout_probe import Drawn, text_problems

    hint = text("Tab or arrows to choose", (415, 694, 452, 15))
    panel = image((310, 272, 660, 428))
    assert any("is covered by the image" in p for p in text_problems([hint, panel], (1280, 720)))
    button = Drawn("readings", "widget", (348, 171, 208, 28), "Doubles only")
    line = text("It takes the Owl, for 3 points.", (36, 163, 561, 15), "readings")
    assert any("'Doubles only'" in p for p in text_problems([line, button], (1024, 600)))


def test_overlays_shadows_and_hidden_texts_are_not_crossings():
    from liubo.checks.layout_probe import text_problems

    word = text("六博", (100, 20, 300, 150))
    shadow = text("六博", (105, 26, 300, 150))
    shade = image((0, 0, 1280, 720))  # a whole-window shade over the screen
    other = image((90, 10, 600, 300), scene="readings")  # another screen's panel over it
    menu = image((80, 0, 400, 200))  # an open menu hiding the word whole
    assert text_problems([shadow, word, shade, other, menu], (1280, 720)) == []


def test_a_tooltip_over_a_button_fails():
    """The "More buttons" tooltip covered Exit in presenter mode's menu."""
    from liubo.checks.layout_probe import Drawn, text_problems

    exit_button = Drawn("game", "widget", (1518, 980, 384, 40), "Exit")
    tip = Drawn("", "tooltip", (1700, 960, 170, 38), "More buttons")
    problems = text_problems([exit_button, tip], (1920, 1080))
    assert problems == ["the tooltip 'More buttons' covers 'Exit'"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_presenter_modes_menu_tooltips_cover_no_button(new_app, size):
    """Each button of the game screen hovered in turn, presenter mode's menu open: its
    tooltip stays in the window and off every other button."""
    from liubo.checks.layout_probe import widget_problems
    from liubo.scenes.catalog import open_screen

    app = new_app(size)
    app.ctx.update_settings(presenter=200)
    open_screen(app.ctx, app.stack, "game")
    scene = app.stack.top
    scene.toolbar.menu_open = True
    scene.build()
    app.draw()
    menu = next(b for b in scene.buttons.actions if b.text == "Menu")
    assert menu.tool_tip_text == "More buttons"
    assert widget_problems(app) == []
