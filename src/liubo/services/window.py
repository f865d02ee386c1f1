"""The game's window: the size every screen is laid out for, full screen, presenting frames.

One place, ``GameWindow.surface``, answers the size the game draws at: the window's real
size, bounded by the desktop. A window manager or ``xdotool windowsize`` can make the
window 30000x30000; SDL then hands pygame a framebuffer of that size, which costs nothing
while it is not touched, so the game draws only into its top-left corner of the bounded
size, presents only that corner, and asks the window to shrink back. The app lays every
scene out again whenever that size changes (``App.sync_window``), however the window got
it: a window-manager resize, maximise, full screen, a display change.

Full screen is the window's own (SDL's desktop full screen), not a new ``set_mode``:
leaving it gives back the windowed size, which is asked for again if the window manager
kept the full-screen one, and the window is moved back onto the desktop if it left it.

On X the X server has the last word on the window's size (``x11_window``): SDL takes a
window it asked to be full screen for desktop-sized even when no window manager made it
so (twm, or none), so the size drawn is never larger than X says, looked at again every
half second. Where no window manager offers full screen the game makes it itself: the
window moved to the desktop's corner and given the desktop's size (whatever of it the
window manager's frame leaves on the screen), and put back where it was after.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from collections.abc import Mapping
from typing import Any

import pygame

from .x11_window import XWindow, survive_x_errors

#: The largest size drawn when the desktop is unknown (the dummy driver: tests, screenshots).
MAX_DRAWN = (7680, 4320)
#: How long after leaving full screen the windowed size is asked for again if the window
#: manager kept the full-screen one (X answers asynchronously).
RESTORE_SECONDS = 2.0
#: How often the X server is asked the window's real size when nothing else asked.
LOOK_SECONDS = 0.5


#: SDL's drivers that draw where no one sees: used only when asked for by name
#: (``SDL_VIDEODRIVER=dummy`` for the tests and screenshots), never as SDL's fallback
INVISIBLE_DRIVERS = ("offscreen", "dummy")


class NoDisplayError(RuntimeError):
    """There is no screen to open the window on; the message says why, for the terminal."""


def init_display(environ: Mapping[str, str] = os.environ) -> str:
    """``pygame.display.init()``, refusing a display no one can see; the driver's name.

    With no ``DISPLAY`` (or one that cannot be reached) SDL falls back to its offscreen
    driver, and the game ran invisibly forever (issue 35 item 7): ``NoDisplayError`` says
    what is wrong instead. A driver named in ``SDL_VIDEODRIVER`` is the user's choice."""
    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        raise NoDisplayError(no_display_reason(environ, str(exc))) from exc
    asked = [name.strip() for name in environ.get("SDL_VIDEODRIVER", "").split(",")]
    if driver in INVISIBLE_DRIVERS and driver not in asked:
        pygame.display.quit()
        raise NoDisplayError(no_display_reason(environ, f"SDL could use only its {driver} driver"))
    return driver


def no_display_reason(environ: Mapping[str, str], detail: str) -> str:
    """Why no window could be opened, in the words of the display variables set."""
    x, wayland = environ.get("DISPLAY", ""), environ.get("WAYLAND_DISPLAY", "")
    hint = "SDL_VIDEODRIVER=dummy runs the game without a window, for a check"
    if x or wayland:
        named = " and ".join(
            f"{key}={value!r}"
            for key, value in (("DISPLAY", x), ("WAYLAND_DISPLAY", wayland))
            if value
        )
        return (
            f"cannot open a window on the display {named}: is its server running, and may "
            f"this user use it? ({detail}; {hint})"
        )
    if sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return (
            "no display to open a window on: neither DISPLAY nor WAYLAND_DISPLAY is set "
            f"(start the game from a desktop session; {detail}; {hint})"
        )
    return f"no display to open a window on ({detail}; {hint})"


def desktop_size() -> tuple[int, int] | None:
    """The largest desktop's size (each side the largest of any display), or None when
    unknown (or on the dummy driver, where any size may be drawn)."""
    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
        sizes = [s for s in pygame.display.get_desktop_sizes() if min(s) > 0]
    except pygame.error:
        return None
    if not sizes:
        return None
    return (max(s[0] for s in sizes), max(s[1] for s in sizes))


def bounded(size: tuple[int, int], bound: tuple[int, int]) -> tuple[int, int]:
    """``size`` no larger than ``bound`` on either side, and at least 1x1."""
    return (max(1, min(int(size[0]), bound[0])), max(1, min(int(size[1]), bound[1])))


def display_window() -> Any:
    """pygame's ``Window`` for the display module's window, or None (an older pygame, no
    window yet, or a driver without one)."""
    window_class = getattr(pygame, "Window", None)
    if window_class is None or not hasattr(window_class, "from_display_module"):
        return None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return window_class.from_display_module()
    except (pygame.error, AttributeError, ValueError, TypeError):
        return None


class GameWindow:
    """The window: its drawn size, full screen on and off, and presenting a frame.

    ``desktop`` returns the desktop's size or None (``desktop_size`` unless given).
    """

    def __init__(
        self,
        windowed_size: tuple[int, int],
        minimum: tuple[int, int],
        desktop: Any = None,
    ) -> None:
        self.windowed_size = windowed_size
        self.minimum = minimum
        self.fullscreen = False
        self._desktop = desktop
        self.bound = MAX_DRAWN
        self._real: tuple[int, int] | None = None  # the window's size when last looked at
        self._asked: tuple[int, int] | None = None  # the size last asked of the window
        self._restore_until = 0.0  # leaving full screen: until then, insist on windowed_size
        self._x: XWindow | None = None  # the X server's word on the window, on X
        self._true: tuple[int, int] = windowed_size  # the size the window really has
        self._next_look = 0.0
        # full screen made by the game (no window manager offers it): where the window
        # was before, and where the window manager put a window asked to the corner
        self._emulated = False
        self._saved_place: tuple[int, int] | None = None
        self._offset = (0, 0)
        self._fit_until = 0.0  # after the game moved the window: keep it on the desktop

    def desktop(self) -> tuple[int, int] | None:
        """The desktop's size now (a display may have changed), or None when unknown."""
        return self._desktop() if self._desktop is not None else desktop_size()

    # -- opening and full screen -----------------------------------------------------------
    def open(self, fullscreen: bool) -> None:
        """Make the window (resizable, at the windowed size), full screen if asked."""
        pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if self._x is None:
            self._x = XWindow.open()
            survive_x_errors()  # after SDL set its own: a window-manager race must not end it
        window = display_window()
        if window is not None:
            try:  # a hint: the window manager may ignore it
                window.minimum_size = self.restored_size(self.minimum)
            except (pygame.error, ValueError, TypeError):
                pass
        if fullscreen:
            self.set_fullscreen(True)

    def set_fullscreen(self, on: bool) -> bool:
        """Full screen on or off; False if the driver refused (nothing changed then)."""
        window = display_window()
        try:
            if window is not None and (self._emulated or (on and self._emulate_full_screen())):
                self._set_emulated(window, on)
            elif window is not None:
                if on:
                    window.set_fullscreen(desktop=True)
                else:
                    self.windowed_size = self.restored_size(self.windowed_size)
                    window.set_windowed()
                    window.size = self.windowed_size
                    self._asked = None
            elif on:
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        except pygame.error:
            return False
        self.fullscreen = on
        self._restore_until = 0.0 if on else time.monotonic() + RESTORE_SECONDS
        self._real = None  # look at the window again at the next frame
        return True

    def _emulate_full_screen(self) -> bool:
        """Whether the game must make full screen itself: on X with no window manager
        offering it (SDL would ask, nothing would happen, and SDL would believe it)."""
        return self._x is not None and not self._x.manager_has_full_screen()

    def _set_emulated(self, window: Any, on: bool) -> None:
        """Full screen made by the game: the window at the desktop's corner and size, and
        back where it was after (allowing for where the window manager put it)."""
        if on:
            rect = self._x.rect() if self._x is not None else None
            self._saved_place = None if rect is None else (rect[0], rect[1])
            window.position = (0, 0)
            window.size = self.desktop() or self.windowed_size
            self._emulated = True
            return
        self.windowed_size = self.restored_size(self.windowed_size)
        window.size = self.windowed_size
        if self._saved_place is not None:
            x, y = self._saved_place
            window.position = (max(0, x - self._offset[0]), max(0, y - self._offset[1]))
        self._asked = None
        self._emulated = False

    def restored_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """``size`` at least the minimum and at most the desktop (the desktop wins)."""
        desktop = self.desktop() or MAX_DRAWN
        w, h = max(size[0], self.minimum[0]), max(size[1], self.minimum[1])
        return (max(1, min(w, desktop[0])), max(1, min(h, desktop[1])))

    # -- the size drawn ----------------------------------------------------------------------
    def surface(self) -> pygame.Surface | None:
        """The surface to draw this frame on, of the size every screen is laid out for.

        The display surface itself, or its top-left corner when the window is larger than
        the desktop. Take it again before every frame: SDL replaces the window's pixels on
        resizes, full screen, minimise and restore.
        """
        screen = pygame.display.get_surface()
        if screen is None:
            return None
        real = screen.get_size()
        now = time.monotonic()
        if real != self._real or self._restore_until or now >= self._next_look:
            self._real = real
            self._next_look = now + LOOK_SECONDS
            self.bound = self.desktop() or MAX_DRAWN
            rect = self._x.rect() if self._x is not None else None
            if rect is not None:  # X's word: SDL may take the window to be larger
                self._true = (min(real[0], rect[2]), min(real[1], rect[3]))
            else:
                self._true = real
            self._window_changed(self._true, rect)
            real = screen.get_size()  # asking the window for a size may have changed it
        size = bounded(self._true, self.bound)
        size = (min(size[0], real[0]), min(size[1], real[1]))
        if size == real:
            return screen
        return screen.subsurface(pygame.Rect((0, 0), size))

    def x_rect(self) -> tuple[int, int, int, int] | None:
        """Where the X server has the window now (x, y, width, height), None off X."""
        return self._x.rect() if self._x is not None else None

    def look_again(self) -> None:
        """Check the size and the desktop again at the next ``surface`` (a window event)."""
        self._real = None

    def _window_changed(
        self, real: tuple[int, int], rect: tuple[int, int, int, int] | None = None
    ) -> None:
        """The window has a new size: remember it as the windowed size, or correct it.
        ``rect`` is where X has the window, when known."""
        if self.fullscreen:
            if self._emulated and rect is not None:
                self._fit_on_desktop(rect, learn_offset=True)
            return
        size = bounded(real, self.bound)
        now = time.monotonic()
        if self._restore_until:
            if real != self.windowed_size and now < self._restore_until:
                self._resize_window(self.windowed_size)  # the window manager kept full screen's
                return
            self._restore_until = 0.0
            self._keep_on_desktop()
        if size != real:  # larger than the desktop: shrink it, and bring it onto the desktop
            self._resize_window(size)
            self._keep_on_desktop(size, rect)
            self._fit_until = now + RESTORE_SECONDS
        else:
            self._asked = None  # within bounds: a later oversize is asked about again
            if rect is not None and now < self._fit_until:
                self._fit_on_desktop(rect)
        self.windowed_size = size

    def _fit_on_desktop(self, rect: tuple[int, int, int, int], learn_offset: bool = False) -> None:
        """After the game placed the window (full screen it made, a window shrunk to the
        desktop): shrink what the window manager's frame pushed off the desktop (twm puts
        its title bar above a window asked to the corner). ``learn_offset``: the window
        was asked to (0, 0), so where it is tells where the manager puts windows."""
        desktop = self.desktop() or MAX_DRAWN
        x, y, w, h = rect
        if learn_offset and (x, y) != (0, 0) and x < desktop[0] // 4 and y < desktop[1] // 4:
            self._offset = (x, y)
        fit = (max(1, desktop[0] - max(0, x)), max(1, desktop[1] - max(0, y)))
        if w > fit[0] or h > fit[1]:
            self._resize_window((min(w, fit[0]), min(h, fit[1])))

    def _resize_window(self, size: tuple[int, int]) -> None:
        """Ask the window for ``size``, once (a window manager may insist on its own)."""
        if size == self._asked:
            return
        self._asked = size
        window = display_window()
        if window is not None:
            try:
                window.size = size
            except (pygame.error, ValueError, TypeError):
                pass

    def _keep_on_desktop(
        self,
        size: tuple[int, int] | None = None,
        rect: tuple[int, int, int, int] | None = None,
    ) -> None:
        """Move the window back onto the desktop if leaving full screen or a huge resize
        left it partly off (``size``: the size it was asked to take; ``rect``: X's word)."""
        window = display_window()
        desktop = self.desktop()
        if window is None or desktop is None:
            return
        try:
            (x, y), (w, h) = window.position, window.size
        except (pygame.error, AttributeError, TypeError):
            return
        if rect is not None:
            x, y = rect[0], rect[1]
        if size is not None:
            w, h = size
        fit_x = max(0, min(x, desktop[0] - w))
        fit_y = max(0, min(y, desktop[1] - h))
        if (fit_x, fit_y) != (x, y):
            try:
                window.position = (fit_x, fit_y)
            except (pygame.error, ValueError, TypeError):
                pass

    def present(self, drawn: tuple[int, int]) -> None:
        """Show the frame: the whole window, or only the corner drawn in an oversized one."""
        screen = pygame.display.get_surface()
        if screen is not None and screen.get_size() != drawn:
            pygame.display.update(pygame.Rect((0, 0), drawn))
        else:
            pygame.display.flip()
