"""The X server's own word on the game window: its size, where it is, and whether the
window manager can make a window full screen.

SDL can be wrong about the window's size on X. Asked for full screen under a window
manager without the EWMH full-screen state (twm) or with no window manager at all, SDL
sends its request, nothing happens, and SDL still takes the window to be desktop-sized:
the game was laid out for 1920x1080 in a 1000x600 window, its buttons out of reach
(issue 26, item 2). ``XWindow`` asks the X server directly (libX11 through ctypes, on a
connection of its own), so ``window.GameWindow`` never lays out for a size the window
does not have. Nothing here is used off X (``XWindow.open`` gives None).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from typing import Any

_c_int = ctypes.c_int
_Window = ctypes.c_ulong
_Atom = ctypes.c_ulong


class _Attributes(ctypes.Structure):
    """Xlib's XWindowAttributes."""

    _fields_ = [
        ("x", _c_int),
        ("y", _c_int),
        ("width", _c_int),
        ("height", _c_int),
        ("border_width", _c_int),
        ("depth", _c_int),
        ("visual", ctypes.c_void_p),
        ("root", _Window),
        ("c_class", _c_int),
        ("bit_gravity", _c_int),
        ("win_gravity", _c_int),
        ("backing_store", _c_int),
        ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong),
        ("save_under", _c_int),
        ("colormap", ctypes.c_ulong),
        ("map_installed", _c_int),
        ("map_state", _c_int),
        ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long),
        ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", _c_int),
        ("screen", ctypes.c_void_p),
    ]


class _ErrorEvent(ctypes.Structure):
    """Xlib's XErrorEvent."""

    _fields_ = [
        ("type", _c_int),
        ("display", ctypes.c_void_p),
        ("resourceid", ctypes.c_ulong),
        ("serial", ctypes.c_ulong),
        ("error_code", ctypes.c_ubyte),
        ("request_code", ctypes.c_ubyte),
        ("minor_code", ctypes.c_ubyte),
    ]


_ERROR_HANDLER = ctypes.CFUNCTYPE(_c_int, ctypes.c_void_p, ctypes.POINTER(_ErrorEvent))
_errors = [0]
#: X errors the game went on after (``survive_x_errors``), for the report on stderr
survived: list[tuple[int, int]] = []


@_ERROR_HANDLER
def _count_error(_display: Any, _event: Any) -> int:
    _errors[0] += 1  # a window gone between two requests: the answer is "unknown"
    return 0


@_ERROR_HANDLER
def _survive_error(_display: Any, event: Any) -> int:
    """Xlib's default handler ends the process on any error. The errors a game window
    meets are races with the window manager (SDL asks about twm's frame of a window being
    unmapped: BadWindow in X_TranslateCoords ended the game in the soak); go on after
    them, and say so once per kind."""
    try:
        kind = (int(event.contents.error_code), int(event.contents.request_code))
    except (ValueError, AttributeError):  # a null event: nothing to say
        return 0
    if kind not in survived:
        survived.append(kind)
        print(
            f"liubo: X error {kind[0]} in request {kind[1]} ignored (a window manager race)",
            file=sys.stderr,
            flush=True,
        )
    return 0


def survive_x_errors() -> bool:
    """Make X errors on this process's connections non-fatal (the display module's too:
    Xlib's error handler is one for the process). True if installed (on X only)."""
    import pygame

    try:
        if pygame.display.get_driver() != "x11":
            return False
        lib = _load()
    except (pygame.error, OSError, AttributeError):
        return False
    lib.XSetErrorHandler(ctypes.cast(_survive_error, ctypes.c_void_p))
    return True


def _load() -> Any:
    name = ctypes.util.find_library("X11") or "libX11.so.6"
    lib = ctypes.CDLL(name)
    lib.XOpenDisplay.restype = ctypes.c_void_p
    lib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    lib.XDefaultRootWindow.restype = _Window
    lib.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
    lib.XGetWindowAttributes.argtypes = [
        ctypes.c_void_p,
        _Window,
        ctypes.POINTER(_Attributes),
    ]
    lib.XTranslateCoordinates.argtypes = [
        ctypes.c_void_p,
        _Window,
        _Window,
        _c_int,
        _c_int,
        ctypes.POINTER(_c_int),
        ctypes.POINTER(_c_int),
        ctypes.POINTER(_Window),
    ]
    lib.XInternAtom.restype = _Atom
    lib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, _c_int]
    lib.XGetWindowProperty.argtypes = [
        ctypes.c_void_p,
        _Window,
        _Atom,
        ctypes.c_long,
        ctypes.c_long,
        _c_int,
        _Atom,
        ctypes.POINTER(_Atom),
        ctypes.POINTER(_c_int),
        ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_ulong),
        ctypes.POINTER(ctypes.c_void_p),
    ]
    lib.XFree.argtypes = [ctypes.c_void_p]
    lib.XSync.argtypes = [ctypes.c_void_p, _c_int]
    lib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    lib.XSetErrorHandler.restype = ctypes.c_void_p
    lib.XSetErrorHandler.argtypes = [ctypes.c_void_p]
    return lib


class XWindow:
    """One X window, asked about on a connection of its own."""

    def __init__(self, lib: Any, display: int, window: int) -> None:
        self._lib = lib
        self._display = display
        self.window = window

    @classmethod
    def open(cls) -> XWindow | None:
        """The display module's window, or None off X (or without libX11)."""
        import pygame

        try:
            if pygame.display.get_driver() != "x11":
                return None
            window = int(pygame.display.get_wm_info()["window"])
            lib = _load()
        except (pygame.error, KeyError, TypeError, ValueError, OSError, AttributeError):
            return None
        display = lib.XOpenDisplay(None)
        if not display:
            return None
        return cls(lib, display, window)

    def close(self) -> None:
        if self._display:
            self._lib.XCloseDisplay(self._display)
            self._display = 0

    def _guarded(self, ask: Any) -> Any:
        """``ask()``, with X errors counted instead of ending the process; None on one."""
        if not self._display:
            return None
        previous = self._lib.XSetErrorHandler(ctypes.cast(_count_error, ctypes.c_void_p))
        before = _errors[0]
        try:
            answer = ask()
            self._lib.XSync(self._display, 0)
        finally:
            self._lib.XSetErrorHandler(previous)
        return None if _errors[0] != before else answer

    def rect(self) -> tuple[int, int, int, int] | None:
        """The window's (x, y, width, height) on the screen, or None if X cannot say."""

        def ask() -> tuple[int, int, int, int] | None:
            lib, display = self._lib, self._display
            attributes = _Attributes()
            if not lib.XGetWindowAttributes(display, self.window, ctypes.byref(attributes)):
                return None
            x, y, child = _c_int(), _c_int(), _Window()
            root = lib.XDefaultRootWindow(display)
            lib.XTranslateCoordinates(
                display, self.window, root, 0, 0, ctypes.byref(x), ctypes.byref(y),
                ctypes.byref(child),
            )  # fmt: skip
            return (x.value, y.value, attributes.width, attributes.height)

        answer = self._guarded(ask)
        return answer if isinstance(answer, tuple) else None

    def size(self) -> tuple[int, int] | None:
        """The window's width and height, or None if X cannot say."""
        rect = self.rect()
        return None if rect is None else (rect[2], rect[3])

    def manager_has_full_screen(self) -> bool:
        """Whether a window manager runs that offers EWMH's full-screen state (the way
        SDL makes a window full screen on X)."""

        def ask() -> bool:
            lib, display = self._lib, self._display
            root = lib.XDefaultRootWindow(display)
            check = self._atoms(root, b"_NET_SUPPORTING_WM_CHECK")
            if not check:
                return False
            wanted = lib.XInternAtom(display, b"_NET_WM_STATE_FULLSCREEN", 1)
            return bool(wanted) and wanted in self._atoms(root, b"_NET_SUPPORTED")

        return bool(self._guarded(ask))

    def _atoms(self, window: int, name: bytes) -> list[int]:
        """A property of 32-bit items (atoms, windows) on ``window``, or []."""
        lib, display = self._lib, self._display
        prop = lib.XInternAtom(display, name, 1)
        if not prop:
            return []
        kind, form = _Atom(), _c_int()
        count, after, data = ctypes.c_ulong(), ctypes.c_ulong(), ctypes.c_void_p()
        status = lib.XGetWindowProperty(
            display, window, prop, 0, 4096, 0, 0, ctypes.byref(kind), ctypes.byref(form),
            ctypes.byref(count), ctypes.byref(after), ctypes.byref(data),
        )  # fmt: skip
        if status != 0 or not data.value:
            return []
        try:
            if form.value != 32:
                return []
            items = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))
            return [items[i] for i in range(count.value)]
        finally:
            lib.XFree(data)
