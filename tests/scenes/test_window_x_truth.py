"""The window believes the X server over SDL, and makes full screen itself where no window
manager offers it (issue 26, item 2: under twm or with no window manager, F11 left SDL
taking a 1600x900 window for 1920x1080, and the game laid out for a size it did not have).

A stand-in for the X server replaces ``x11_window.XWindow`` (the dummy driver has none);
tools/extreme_windows.py checks the same on a real X server."""

from __future__ import annotations

import pygame
import pytest

import liubo.services.window as window_mod
from liubo.services.window import GameWindow, display_window

DESKTOP = (1920, 1080)


class FakeX:
    """What X says about the window: by default what SDL says, at ``place``."""

    def __init__(self, has_full_screen: bool = False, frame=(0, 0)) -> None:
        self.has_full_screen = has_full_screen
        self.frame = frame  # where a window manager's frame pushes the window
        self.size: tuple[int, int] | None = None  # X's size when SDL is wrong

    def rect(self):
        window = display_window()
        x, y = window.position
        w, h = self.size or window.size
        return (x + self.frame[0], y + self.frame[1], w, h)

    def manager_has_full_screen(self) -> bool:
        return self.has_full_screen


@pytest.fixture
def game_window():
    pygame.display.init()
    made = GameWindow((1600, 900), (640, 480), desktop=lambda: DESKTOP)
    made.open(False)
    made._x = FakeX()
    display_window().position = (160, 90)
    made.surface()
    yield made
    pygame.display.quit()


def test_the_size_drawn_is_the_x_servers_when_sdl_believes_a_larger_one(game_window):
    game_window._x.size = (1600, 900)
    display_window().size = (1920, 1080)  # SDL's belief after an unanswered full-screen
    game_window.look_again()
    assert game_window.surface().get_size() == (1600, 900)


def test_without_a_window_manager_full_screen_is_made_by_the_game_and_undone(game_window):
    assert game_window.set_fullscreen(True)
    window = display_window()
    assert window.position == (0, 0) and window.size == DESKTOP
    assert game_window.surface().get_size() == DESKTOP
    assert game_window.set_fullscreen(False)
    assert window.size == (1600, 900) and window.position == (160, 90)
    assert game_window.surface().get_size() == (1600, 900)
    assert not game_window.fullscreen


def test_a_title_bar_pushing_the_full_screen_window_down_is_allowed_for(game_window):
    """twm puts its title bar above a window asked to (0, 0): the bottom would be lost."""
    game_window._x.frame = (0, 27)
    game_window.set_fullscreen(True)
    game_window.look_again()
    game_window.surface()
    window = display_window()
    assert window.size == (1920, 1053)  # all of it on the desktop
    game_window.look_again()
    assert game_window.surface().get_size() == (1920, 1053)
    before = (160, 90 + 27)  # where X had the window: its frame at (160, 90)
    game_window.set_fullscreen(False)
    # asked where it was less the frame's offset, so that it lands where it was
    assert window.position == (160, 90)
    assert game_window._x.rect()[:2] == before


def test_with_a_window_manager_that_offers_it_full_screen_is_sdls(game_window, monkeypatch):
    game_window._x.has_full_screen = True
    asked = []
    monkeypatch.setattr(game_window, "_set_emulated", lambda *args: asked.append(args))
    game_window.set_fullscreen(True)
    assert asked == [] and game_window.fullscreen


def test_a_window_larger_than_the_desktop_is_brought_back_onto_it(game_window):
    window = display_window()
    window.size = (30000, 30000)
    game_window.look_again()
    assert game_window.surface().get_size() == DESKTOP
    assert window.size == DESKTOP and window.position == (0, 0)


def test_off_x_there_is_no_x_window():
    pygame.display.init()
    pygame.display.set_mode((200, 100))
    try:
        assert window_mod.XWindow.open() is None  # the dummy driver
    finally:
        pygame.display.quit()


def test_a_window_shrunk_while_its_size_is_taken_is_never_drawn_past(game_window):
    """Fitting the game's own full screen shrinks the window at once (SDL resizes the
    surface in place): the corner drawn was taken before and reached past it (the soak,
    seed 732018498: ValueError: subsurface rectangle outside surface area)."""
    game_window._x.frame = (0, 27)
    game_window.set_fullscreen(True)
    game_window._x.size = (1920, 1060)  # X a little behind SDL
    game_window.look_again()
    drawn = game_window.surface()
    assert drawn.get_size() == (1920, 1053) == display_window().size
