"""The main loop: window, UIManager, scene stack (after Pygame Zero's loop).

Redraws only when something changed or an animation runs, caps ``dt``, runs at most 60
frames a second, never blocks, and always calls ``pygame.quit()``.

    liubo [--portable DIR] [--lang CODE] [--windowed | --fullscreen]
          [--screenshot PATH --scene NAME]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .context import Context
    from .scenes.base import SceneStack

FPS = 60
MAX_DT = 0.1
WINDOW_TITLE = "六博 Liubo"
SCENE_NAMES = ("title", "game", "rules", "learn", "victory")


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="liubo", description="Liubo (六博), the ancient game.")
    parser.add_argument("--portable", metavar="DIR", help="keep settings and saves in DIR")
    parser.add_argument("--lang", metavar="CODE", help="language, e.g. en or zh_CN")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    mode.add_argument("--fullscreen", action="store_true", help="start full screen")
    parser.add_argument("--screenshot", metavar="PATH", help="draw one frame to PATH and exit")
    parser.add_argument(
        "--scene",
        choices=SCENE_NAMES,
        default="title",
        help="scene for --screenshot (default: title)",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=size_arg,
        help="window size, e.g. 1280x720 (kept within the desktop)",
    )
    parser.add_argument(
        "--replay", metavar="FILE", help="open a game record or saved game as a replay"
    )
    parser.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.screenshot:
        from .file_safety import output_file_problem

        problem = output_file_problem(args.screenshot, IMAGE_SUFFIXES)
        if problem:
            parser.error(f"--screenshot {args.screenshot}: {problem}")
    return args


def size_arg(text: str) -> tuple[int, int]:
    """``--size WxH``: two whole numbers (ASCII digits) from 1 to 99999, e.g. ``1280x720``."""
    parts = text.strip().lower().split("x")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 5 for p in parts):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, not {text!r}")
    w, h = int(parts[0]), int(parts[1])
    if w < 1 or h < 1:
        raise argparse.ArgumentTypeError(f"a window cannot be {w}x{h}")
    return (w, h)


IMAGE_SUFFIXES = (".png", ".bmp", ".tga", ".jpg", ".jpeg")


# Window events after which SDL may have replaced the window surface: the surface kept from
# set_mode is then stale (drawing on it crashed after full screen + minimise + restore).
def _surface_events() -> frozenset[int]:
    import pygame

    names = (
        "VIDEORESIZE",
        "VIDEOEXPOSE",
        "WINDOWSIZECHANGED",
        "WINDOWRESIZED",
        "WINDOWRESTORED",
        "WINDOWSHOWN",
        "WINDOWEXPOSED",
        "WINDOWMAXIMIZED",
        "WINDOWDISPLAYCHANGED",
    )
    return frozenset(getattr(pygame, n) for n in names if hasattr(pygame, n))


def desktop_size() -> tuple[int, int] | None:
    """The size of the first desktop, or None when unknown (or on the dummy driver)."""
    import pygame

    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None  # no real desktop: any size may be drawn (tests, screenshots)
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and min(sizes[0]) > 0 else None  # type: ignore[return-value]


def prefer_plain_framebuffer() -> None:
    """On X11, present the window surface with X itself, not through an OpenGL texture.

    Call after ``pygame.display.init()`` and before the first ``set_mode`` (SDL reads the
    hint when it makes the window's framebuffer). SDL's default on X puts the software
    surface into a texture of its 2D renderer, which is often a software OpenGL: measured
    on X, ``display.flip`` took 4.7-8 ms that way and 0.4-0.55 ms through X (see
    docs/architecture.md, "Presenting frames"). Only for the x11 driver: elsewhere SDL's own
    choice stands (the macOS and Wayland drivers have no plain framebuffer in SDL 2).
    ``setdefault``: a ``SDL_FRAMEBUFFER_ACCELERATION`` in the user's environment wins.
    """
    import pygame

    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return
    if driver == "x11":
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


class App:
    """Owns the window, the UIManager, the context and the scene stack."""

    def __init__(self, args: argparse.Namespace) -> None:
        import pygame

        from .settings import SettingsStore, clamp_window_size, with_language
        from .storage import resolve_paths

        self.args = args
        pygame.display.init()
        prefer_plain_framebuffer()
        pygame.font.init()
        self.paths = resolve_paths(args.portable)
        self.paths.ensure()
        store = SettingsStore(self.paths)
        settings, notice = store.load()
        language_notice = None
        if args.lang:
            settings, language_notice = with_language(settings, args.lang)
        if args.fullscreen or args.windowed:
            settings = settings.with_(fullscreen=bool(args.fullscreen))
        self.settings = settings
        self.surface_events = _surface_events()
        # never larger than the desktop (a 30000x30000 request opened 16384x16384 and was
        # saved for every later start), never smaller than the minimum
        self.windowed_size = clamp_window_size(args.size or settings.window_size, desktop_size())
        self.fullscreen = bool(settings.fullscreen) and not args.screenshot
        pygame.display.set_caption(WINDOW_TITLE)
        screen = self._set_mode()
        # pygame-gui after set_mode (the dummy driver needs a display first); its theme fonts
        # load when a widget first uses them, not all before the first frame
        from .context import Context, load_theme
        from .gui_fonts import make_ui_manager

        ui = make_ui_manager(screen.get_size(), load_theme())
        self.ctx: Context = Context(
            screen=screen, ui=ui, paths=self.paths, settings=settings, settings_store=store
        )
        # a language the game lacks, asked for on the command line or in the settings file
        self.ctx.post_notice(notice, language_notice, self.ctx.translator.warning)
        self.ctx.toggle_fullscreen = self.toggle_fullscreen
        self.ctx.on_language_changed = self.language_changed
        from .input import InputMapper
        from .scenes.base import SceneStack

        self.mapper = InputMapper()
        from .scenes.catalog import scene_catalog

        self.stack: SceneStack = SceneStack(scene_catalog())
        self.clock = pygame.time.Clock()

    def _set_mode(self):  # -> pygame.Surface
        import pygame

        if self.fullscreen:
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            self._set_minimum_size()
        return pygame.display.get_surface()

    def _set_minimum_size(self) -> None:
        """Ask the window system for a minimum window size (it may not enforce it)."""
        import warnings

        import pygame

        from .settings import MIN_WINDOW

        window_class = getattr(pygame, "Window", None)
        if window_class is None or not hasattr(window_class, "from_display_module"):
            return
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = window_class.from_display_module()
            desktop = desktop_size() or MIN_WINDOW
            window.minimum_size = (min(MIN_WINDOW[0], desktop[0]), min(MIN_WINDOW[1], desktop[1]))
        except (pygame.error, AttributeError, ValueError, TypeError):
            pass  # an older pygame or a driver without windows: draw at the real size

    # -- window ---------------------------------------------------------------------------
    def toggle_fullscreen(self) -> None:
        """Switch between a window and full screen, relaying out every scene."""
        self.fullscreen = not self.fullscreen
        try:
            screen = self._set_mode()
        except Exception:  # some drivers refuse: stay as we are
            self.fullscreen = not self.fullscreen
            return
        self.ctx.update_settings(fullscreen=self.fullscreen)
        self.resized(screen)

    def resize(self, size: tuple[int, int] | None = None) -> None:
        """The window changed size: lay out at the size it really has.

        Never calls ``set_mode`` to force a minimum: that recreates the window, and a window
        manager that keeps its own size (a 1859x113 window was seen) then fights it forever.
        The minimum is asked for once with ``Window.minimum_size``.
        """
        import pygame

        screen = pygame.display.get_surface()
        if screen is None:
            return
        if not self.fullscreen:
            self.windowed_size = screen.get_size()
        self.refresh_surface(force=True)

    def refresh_surface(self, force: bool = False) -> None:
        """Take the window's current surface, relaying out if its size changed.

        SDL replaces the window surface on resizes, full screen, minimise and restore; a
        surface obtained before that must never be drawn on again.
        """
        import pygame

        screen = pygame.display.get_surface()
        if screen is None:
            return
        if force or screen.get_size() != self.ctx.screen.get_size():
            self.resized(screen)
        else:
            self.ctx.screen = screen

    def resized(self, screen) -> None:
        """Relayout for the surface's new size."""
        self.ctx.screen = screen
        self.ctx.ui.set_window_resolution(screen.get_size())
        self.stack.resize_all(screen.get_size())

    def language_changed(self) -> None:
        """Rebuild every scene's widgets in the new language."""
        self.ctx.text.clear()
        self.stack.rebuild_all()

    # -- loop -----------------------------------------------------------------------------
    def start(self, scene_name: str = "title") -> None:
        """Push the first scene."""
        from .scenes.catalog import make_scene

        self.stack.push(make_scene(self.ctx, scene_name))

    def handle_event(self, event) -> bool:
        """One pygame event; returns False when the app should stop."""
        import pygame

        if event.type == pygame.QUIT:
            return False
        if event.type in self.surface_events:
            self.refresh_surface()
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                self.windowed_size = self.ctx.screen.get_size()
            return True
        used = self.ctx.ui.process_events(event)
        if hasattr(event, "ui_element"):  # a pygame-gui event (button, text box, slider...)
            self.stack.ui_event(event)
            return True
        if used:
            return True
        for cmd in self.mapper.map_event(event):
            from .input import Cmd

            if cmd.kind == Cmd.FULLSCREEN:
                self.toggle_fullscreen()
                continue
            if cmd.kind == Cmd.LANGUAGE:
                self.ctx.set_language(self.ctx.next_language())
                continue
            self.stack.handle(cmd)
        return True

    def frame(self, dt: float, events: list) -> bool:
        """Handle events, update and draw if needed; False to stop."""
        import pygame

        running = True
        for event in events:
            if not self.handle_event(event):
                running = False
        self.ctx.ui.update(dt)
        changed = self.ctx.tick_notice(dt)
        moving = self.stack.update(dt)
        if not self.stack.scenes or self.ctx.quit_requested:
            return False
        if events or changed or moving:
            self.draw()
            pygame.display.flip()
        return running

    def draw(self) -> None:
        """Draw the visible scenes, then the widgets, then the focus ring."""
        self.refresh_surface()  # never draw on a surface SDL has replaced
        screen = self.ctx.screen
        self.stack.draw(screen)
        self.ctx.ui.draw_ui(screen)
        self.stack.draw_after_ui(screen)

    def run(self) -> None:
        """The loop."""
        import pygame

        self.draw()
        pygame.display.flip()
        if self.args.first_frame_exit:
            print("first-frame", flush=True)
            return
        while True:
            dt = min(self.clock.tick(FPS) / 1000.0, MAX_DT)
            events = pygame.event.get()
            try:
                if not self.frame(dt, events):
                    break
            except Exception as exc:  # bad input must never crash the game: report and go on
                import traceback

                traceback.print_exc()
                self.ctx.post_notice(f"Internal error: {exc}")

    def close(self) -> None:
        """Close the scenes (and any computer-player worker) and save the window size."""
        while self.stack.scenes:
            self.stack.pop()
        if not self.fullscreen:
            from .settings import clamp_window_size

            self.ctx.update_settings(
                window_size=clamp_window_size(self.windowed_size, desktop_size())
            )
        self.ctx.sound.close()


def screenshot(ctx: Context, stack: SceneStack, path: str) -> None:
    """Draw one frame into ``path``."""
    import pygame

    stack.draw(ctx.screen)
    ctx.ui.update(0.0)
    ctx.ui.draw_ui(ctx.screen)
    stack.draw_after_ui(ctx.screen)
    pygame.image.save(ctx.screen, path)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point (``liubo`` and ``python -m liubo``)."""
    args = parse_args(argv)
    if args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    app: App | None = None
    try:
        app = App(args)
        app.start(args.scene if args.screenshot else "title")
        if args.screenshot:
            if app.stack.top is not None:
                app.stack.top.settle()
            try:
                screenshot(app.ctx, app.stack, args.screenshot)
            except (pygame.error, OSError) as exc:
                print(f"liubo: cannot write {args.screenshot}: {exc}", file=sys.stderr)
                return 1
            return 0
        if args.replay:
            from pathlib import Path

            from .scenes.files import open_replay

            open_replay(app.ctx, app.stack, Path(args.replay))
        app.run()
        return 0
    except KeyboardInterrupt:
        print("liubo: interrupted", file=sys.stderr)
        return 130
    finally:
        if app is not None:
            try:
                app.close()
            except Exception as exc:  # closing must not hide the real error
                print(f"liubo: error while closing: {exc}", file=sys.stderr)
        pygame.quit()


def process_start_time() -> float:
    """Seconds since the epoch when this process started (for the start-up benchmark)."""
    return time.time()


if __name__ == "__main__":
    raise SystemExit(main())
