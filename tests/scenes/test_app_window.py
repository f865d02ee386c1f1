"""The window: a surface replaced by SDL is never drawn on, the window manager's size is
never fought with set_mode, and window sizes are kept within the desktop (issue 12, 1/2/8)."""

from __future__ import annotations

import json
import os

import pygame
import pytest

import liubo.services.window as window_mod
from liubo.app import App
from liubo.cli import parse_args
from support import resize_window


def pump(app, events=()):
    for event in events:
        pygame.event.post(event)
    app.frame(1 / 60, pygame.event.get())


@pytest.mark.parametrize(
    "name",
    [
        "WINDOWRESTORED",
        "WINDOWSHOWN",
        "WINDOWEXPOSED",
        "WINDOWMAXIMIZED",
        "WINDOWSIZECHANGED",
        "VIDEORESIZE",
    ],
)
def test_window_events_take_the_new_surface(app, monkeypatch, name):
    size = app.ctx.screen.get_size()
    fresh = pygame.Surface(size)
    monkeypatch.setattr(pygame.display, "get_surface", lambda: fresh)
    pump(app, [pygame.event.Event(getattr(pygame, name), size=size, w=size[0], h=size[1])])
    assert app.ctx.screen is fresh


def test_drawing_never_uses_a_surface_obtained_before_a_replacement(app, monkeypatch):
    fresh = pygame.Surface(app.ctx.screen.get_size())
    monkeypatch.setattr(pygame.display, "get_surface", lambda: fresh)
    app.draw()  # no event arrived (it may have been lost): still the current surface
    assert app.ctx.screen is fresh


@pytest.mark.parametrize("size", [(1859, 113), (200, 150), (640, 480), (1600, 900)])
def test_a_resize_never_calls_set_mode_and_lays_out_at_the_real_size(app, monkeypatch, size):
    def refuse(*args, **kwargs):
        raise AssertionError("set_mode would recreate the window and fight the window manager")

    real = pygame.Surface(size)
    monkeypatch.setattr(pygame.display, "set_mode", refuse)
    monkeypatch.setattr(pygame.display, "get_surface", lambda: real)
    pump(app, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    pump(app, [pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])])
    assert app.ctx.screen is real and app.ctx.screen.get_size() == size
    assert app.ctx.ui.window_resolution == size
    assert app.windowed_size == size


def test_toggling_full_screen_takes_the_surface_from_the_display(app, monkeypatch):
    fresh = pygame.Surface((800, 600))
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(
        pygame.display,
        "set_mode",
        lambda *a, **k: (real_set_mode(*a, **k), pygame.Surface((9, 9)))[1],
    )
    monkeypatch.setattr(pygame.display, "get_surface", lambda: fresh)
    app.toggle_fullscreen()
    assert app.ctx.screen is fresh
    app.toggle_fullscreen()
    assert app.ctx.screen is fresh


# -- sizes --------------------------------------------------------------------------------


def make_app(tmp_path, monkeypatch, argv, desktop=(1920, 1080)):
    monkeypatch.setattr(window_mod, "desktop_size", lambda: desktop)
    return App(parse_args(["--portable", str(tmp_path), "--windowed", *argv]))


def test_a_huge_size_on_the_command_line_is_kept_within_the_desktop(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["--size", "30000x30000"])
    try:
        assert app.windowed_size == (1920, 1080)
    finally:
        app.close()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["window_size"] == [1920, 1080]


def test_a_silly_size_in_the_settings_file_is_kept_within_the_desktop(tmp_path, monkeypatch):
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": "liubo-settings", "version": 1, "window_size": [-5, 99999999]}),
        "utf-8",
    )
    app = make_app(tmp_path, monkeypatch, [])
    try:
        assert app.windowed_size == (640, 1080)
    finally:
        app.close()


def test_a_tiny_desktop_wins_over_the_minimum(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, ["--size", "10x10"], desktop=(600, 400))
    try:
        assert app.windowed_size == (600, 400)
    finally:
        app.close()


@pytest.mark.parametrize("bad", ["30000", "axb", "0x0", "-5x10", "１２８０x720", "12x٣", "1e9x5"])
def test_a_bad_size_is_a_one_line_error_with_exit_code_2(bad, capsys):
    with pytest.raises(SystemExit) as info:
        parse_args(["--size", bad])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "--size" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "path, message",
    [
        ("/no/such/folder/shot.png", "does not exist"),
        (".", "must end in"),
        ("shot.txt", "must end in"),
    ],
)
def test_a_bad_screenshot_path_is_refused_before_any_work(path, message, capsys):
    with pytest.raises(SystemExit) as info:
        parse_args(["--screenshot", path])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


# -- every size change lays every screen out again (issues 25 and 26) ---------------------


def widgets(app):
    """Every widget of every scene: (label, where on the screen)."""
    return sorted(
        (button.text, tuple(button.get_abs_rect()))
        for scene in app.stack.scenes
        for button in scene.buttons.actions
    )


def open_screen(app, name):
    from liubo.scenes.demo import demo_scene

    app.start("title")
    if name == "game":
        app.stack.push(demo_scene(app.ctx))
    elif name == "computer":
        app.stack.top.open_menu("computer")
    pump(app, [])


@pytest.mark.parametrize("name", ["title", "computer", "game"])
@pytest.mark.parametrize("size", [(1024, 600), (1440, 810)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_window_manager_resize_lays_the_screen_out_as_a_fresh_start(new_app, name, size):
    fresh = new_app(size)
    open_screen(fresh, name)
    expected = widgets(fresh)
    expected_layout = fresh.stack.top.view.layout if name == "game" else None
    app = new_app((1280, 720))
    open_screen(app, name)
    screen = pygame.display.get_surface()
    resize_window(app, size)
    assert pygame.display.get_surface() is screen  # the same Surface, another size
    assert app.ctx.screen.get_size() == size
    assert widgets(app) == expected
    if name == "game":
        assert app.stack.top.view.layout == expected_layout


def test_a_window_larger_than_the_desktop_is_drawn_at_the_desktop_size(new_app, monkeypatch):
    monkeypatch.setattr(window_mod, "desktop_size", lambda: (1280, 720))
    app = new_app((1280, 720))
    app.start("title")
    window = window_mod.display_window()
    window.size = (2600, 500)  # xdotool windowsize W 30000 30000, smaller for the test
    pump(app, [])
    assert app.ctx.screen.get_size() == (1280, 500)  # drawn and laid out within the desktop
    assert all(rect[0] + rect[2] <= 1280 for _label, rect in widgets(app))
    pump(app, [])
    assert window.size == (1280, 500)  # and the window was asked to shrink back
    assert app.ctx.screen.get_size() == (1280, 500)


def test_full_screen_and_back_gives_the_windowed_size_and_later_resizes_lay_out(new_app):
    app = new_app((1280, 720))
    open_screen(app, "game")
    desktop = pygame.display.get_desktop_sizes()[0]
    app.toggle_fullscreen()
    pump(app, [])
    assert app.fullscreen and app.stack.top.view.layout.size == desktop
    app.toggle_fullscreen()
    pump(app, [])
    assert not app.fullscreen
    assert window_mod.display_window().size == (1280, 720)
    assert app.stack.top.view.layout.size == (1280, 720)
    resize_window(app, (1000, 600))
    assert app.stack.top.view.layout.size == (1000, 600)
    assert app.windowed_size == (1000, 600)


@pytest.mark.parametrize(
    ("before", "after"), [(None, "liubo"), ("__main__.py", "liubo"), ("mine", "mine")]
)
def test_the_window_class_is_the_desktop_entry_s_unless_the_user_names_one(
    new_app, monkeypatch, before, after
):
    """pygame's import sets SDL_VIDEO_X11_WMCLASS to the program's file name; the app names
    the class the desktop entry's StartupWMClass gives, and keeps a user's own."""
    monkeypatch.setattr("sys.argv", ["/somewhere/__main__.py"])
    if before is None:
        monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    else:
        monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", before)
    new_app()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == after
