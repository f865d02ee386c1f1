"""The main loop: window, UIManager, scene stack (after Pygame Zero's loop).

Redraws only when something changed or an animation runs, caps ``dt``, runs at most 60
frames a second and never blocks. The command line that makes an ``App`` from its
arguments, and calls ``pygame.quit()`` at the end, is ``liubo.cli``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from typing import TYPE_CHECKING

from .services.internal_errors import INTERNAL_ERROR_LINE, RAISE_ENV

if TYPE_CHECKING:
    from .context import Context
    from .scenes.stack import SceneStack
    from .services.file_safety import Notice
    from .services.folders import UserPaths

FPS = 60
MAX_DT = 0.1
WINDOW_TITLE = "六博 Liubo"


# Window events after which SDL may have replaced the window surface or changed its size:
# the app looks at the window again at once (it also does before every frame).
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


WM_CLASS_VARIABLE = "SDL_VIDEO_X11_WMCLASS"


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


def set_window_icon() -> None:
    """Give the window the game's icon (``data/icon.png``); without it the window has none."""
    import pygame

    from .resources import WINDOW_ICON, data_path

    try:
        with data_path(WINDOW_ICON).open("rb") as stream:
            pygame.display.set_icon(pygame.image.load(stream, WINDOW_ICON))
    except (OSError, pygame.error):
        pass


class App:
    """Owns the window, the UIManager, the context and the scene stack."""

    def __init__(
        self,
        args: argparse.Namespace,
        paths: UserPaths | None = None,
        notices: tuple[Notice, ...] = (),
    ) -> None:
        """The window and the first screen's context for ``args``; ``paths``: the folders
        of settings and saves (default: the ones ``--portable`` or the platform names,
        made if missing); ``notices``: said once the window is open."""
        import pygame

        from .services.folders import resolve_paths
        from .services.instances import claim_slot
        from .services.settings import MIN_WINDOW, SettingsStore, clamp_window_size, with_language
        from .services.translation import system_language
        from .services.window import GameWindow, desktop_size, init_display

        self.args = args
        # the window's class on X (WM_CLASS), which the desktop entry's StartupWMClass names:
        # importing pygame sets it to the program's file name ("__main__.py" for the game
        # run from Python) unless the user's environment names one, which stays
        from .services.desktop_entry import APP_ID

        if os.environ.get(WM_CLASS_VARIABLE) in (None, os.path.basename(sys.argv[0])):
            os.environ[WM_CLASS_VARIABLE] = APP_ID
        from .checks.layout_probe import install

        # LIUBO_LAYOUT_REPORT: the soak's view of the layout; listening before the window
        # opens, since the soak may ask as soon as it sees the window
        self.layout_reporter = install()
        init_display()  # NoDisplayError when there is no screen to open the window on
        prefer_plain_framebuffer()
        pygame.font.init()
        self.paths = paths or resolve_paths(args.portable)
        self.paths.ensure()
        # this copy's own autosave while another copy runs on the same folder
        self.autosave_slot = claim_slot(self.paths)
        store = SettingsStore(self.paths)
        # no settings yet: the system's language when the game has it (LANG=zh_TW.UTF-8)
        settings, notice = store.load(system_language())
        language_notice = None
        if args.lang:
            settings, language_notice = with_language(settings, args.lang)
        if args.fullscreen or args.windowed:
            settings = settings.with_(fullscreen=bool(args.fullscreen))
        if getattr(args, "ruleset", None):  # the title's choice, for this run
            settings = settings.with_(ruleset=args.ruleset)
        self.settings = settings
        self.surface_events = _surface_events()
        # never larger than the desktop (a 30000x30000 request opened 16384x16384 and was
        # saved for every later start), never smaller than the minimum
        self.window = GameWindow(
            clamp_window_size(args.size or settings.window_size, desktop_size()), MIN_WINDOW
        )
        pygame.display.set_caption(WINDOW_TITLE)
        set_window_icon()
        self.window.open(bool(settings.fullscreen) and not args.screenshot)
        screen = self.window.surface()
        assert screen is not None, "set_mode made no window surface"
        self.laid_out = screen.get_size()  # the size every scene was last laid out for
        # pygame-gui after set_mode (the dummy driver needs a display first); its theme fonts
        # load when a widget first uses them, not all before the first frame
        from .context import Context, load_theme
        from .services.gui_fonts import make_ui_manager

        ui = make_ui_manager(screen.get_size(), load_theme())
        self.ctx: Context = Context(
            screen=screen,
            ui=ui,
            paths=self.paths,
            settings=settings,
            settings_store=store,
            autosave=self.autosave_slot.store,
        )
        # a language the game lacks, asked for on the command line or in the settings file
        self.ctx.post_notice(
            *notices,
            *self.autosave_slot.notices,
            notice,
            language_notice,
            self.ctx.translator.warning,
        )
        if args.seed is not None:
            self.ctx.rng.seed(args.seed)
        self.ctx.toggle_fullscreen = self.toggle_fullscreen
        self.ctx.on_language_changed = self.language_changed
        from .input import InputMapper
        from .scenes.stack import SceneStack

        self.mapper = InputMapper()
        from .scenes.catalog import SceneCatalog

        self.stack: SceneStack = SceneStack(SceneCatalog())
        self.clock = pygame.time.Clock()
        self.widgets_drawn: tuple[tuple[int, bool], ...] = ()  # the widgets' look last drawn
        #: the exceptions the loop caught and went on after ("Internal error" notices)
        self.internal_errors: list[str] = []
        #: the loop's turns and the frames it drew and showed (the layout report's counts)
        self.ticks = 0
        self.frames_shown = 0

    # -- window ---------------------------------------------------------------------------
    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    @property
    def windowed_size(self) -> tuple[int, int]:
        """The window's size when not full screen (saved for the next start)."""
        return self.window.windowed_size

    def toggle_fullscreen(self) -> None:
        """Switch between a window and full screen, relaying out every scene."""
        if self.window.set_fullscreen(not self.window.fullscreen):
            self.ctx.update_settings(fullscreen=self.window.fullscreen)
        self.sync_window()

    def sync_window(self) -> None:
        """Take the surface to draw on, and lay every scene out again if its size changed.

        The one place that follows the window's size: called before every frame and on
        every window event, so a resize by the window manager, maximise, full screen or a
        display change lays the screens out exactly as a fresh start at that size does.
        The size is the window's, bounded by the desktop (``GameWindow.surface``).
        """
        screen = self.window.surface()
        if screen is None:
            return
        self.ctx.screen = screen
        if screen.get_size() != self.laid_out:
            self.resized(screen)

    def refresh_surface(self) -> None:
        """Take the window's current surface (SDL replaces it on resizes, full screen,
        minimise and restore: a surface taken before must never be drawn on again)."""
        self.sync_window()

    def resized(self, screen) -> None:  # noqa: ANN001 -- a pygame Surface
        """Lay every scene out for the surface's size."""
        self.ctx.screen = screen
        self.laid_out = screen.get_size()
        self.ctx.ui.set_window_resolution(self.laid_out)
        self.stack.resize_all(self.laid_out)

    def language_changed(self) -> None:
        """Rebuild every scene's widgets in the new language."""
        self.ctx.text.clear()
        self.stack.rebuild_all()

    # -- loop -----------------------------------------------------------------------------
    def start(self, scene_name: str = "title") -> None:
        """Open the first screen (one of ``cli.SCENE_NAMES``)."""
        from .scenes.catalog import open_screen

        open_screen(self.ctx, self.stack, scene_name)

    def handle_event(self, event) -> bool:
        """One pygame event; returns False when the app should stop."""
        import pygame

        if event.type == pygame.QUIT:
            return False
        from .context import WAKE

        if event.type == WAKE:  # a thread's answer landed: this frame draws it
            return True
        if event.type in self.surface_events:
            self.window.look_again()  # a display change may have changed the desktop too
            self.sync_window()
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
        self.ticks += 1
        running = True
        self.sync_window()  # before any event is handled: a resize may have come with them
        for event in events:
            if not self.handle_event(event):
                running = False
        self.ctx.ui.update(dt)
        changed = self.ctx.tick_notice(dt)
        moving = self.stack.update(dt)
        if not self.stack.scenes or self.ctx.quit_requested:
            return False
        # pygame-gui finishes a widget's look over its next updates (a button's disabled
        # image is made a frame after ``disable``): such a change is drawn at once too
        widgets = widgets_look(self.ctx.ui) != self.widgets_drawn
        if events or changed or moving or widgets:
            self.draw()
            self.present()
        return running

    def present(self) -> None:
        """Show the frame drawn."""
        self.window.present(self.ctx.screen.get_size())
        self.frames_shown += 1

    def draw(self) -> None:
        """Draw the visible scenes, then the widgets, then the focus ring."""
        self.sync_window()  # never draw on a surface SDL has replaced
        screen = self.ctx.screen
        self.stack.draw(screen)
        show_new_widgets(self.ctx.ui)
        self.ctx.ui.draw_ui(screen)
        self.widgets_drawn = widgets_look(self.ctx.ui)
        self.stack.draw_after_ui(screen)

    def run(self) -> None:
        """The loop. Every frame, the first one too, is guarded: an exception is reported
        (``internal_error``) and the game goes on; SIGTERM ends it even during a frame
        that does not end (``FrameWatch``)."""
        import pygame

        from .services.frame_watch import FrameWatch

        watch = FrameWatch()
        watch.install()
        try:
            with watch.frame():
                try:
                    self.draw()
                    self.present()
                except Exception as exc:  # a first screen that cannot be drawn: go on
                    self.internal_error(exc)
            if self.args.first_frame_exit:
                print("first-frame", flush=True)
                return
            # the other screens' modules, now that the first frame shows (see scenes.catalog)
            from .scenes.catalog import import_all

            import_all()
            while True:
                dt = min(self.clock.tick(FPS) / 1000.0, MAX_DT)
                events = pygame.event.get()
                with watch.frame():
                    try:
                        if not self.frame(dt, events):
                            break
                        if self.layout_reporter is not None:
                            self.layout_reporter.poll(self)
                    except Exception as exc:  # bad input must never crash the game
                        self.internal_error(exc)
        finally:
            watch.restore()

    def internal_error(self, exc: Exception) -> None:
        """An exception the loop caught so that the game goes on: its traceback printed
        with a line for the tools that watch the game's stderr (``INTERNAL_ERROR_LINE``),
        an "Internal error" notice shown, and counted in ``internal_errors`` (each one is
        a failure for the tests, the soak and ``--self-check``, never a pass). With
        ``RAISE_ENV`` set (the test suite sets it) the exception ends the game instead."""
        import traceback

        what = f"{type(exc).__name__}: {exc}"
        traceback.print_exception(exc)
        print(f"{INTERNAL_ERROR_LINE} {what}", file=sys.stderr, flush=True)
        self.internal_errors.append(what)
        self.ctx.post_notice(f"Internal error: {exc}")
        if os.environ.get(RAISE_ENV):
            raise exc

    def close(self) -> None:
        """Close the scenes (and any computer-player worker) and save the window size."""
        while self.stack.scenes:
            self.stack.pop()
        if not self.fullscreen:
            from .services.settings import clamp_window_size
            from .services.window import desktop_size

            self.ctx.update_settings(
                window_size=clamp_window_size(self.windowed_size, desktop_size())
            )
        self.ctx.sound.close()
        if self.ctx.web_share is not None:
            self.ctx.web_share.stop()
        self.autosave_slot.release()  # after the last autosave is written


def show_new_widgets(ui) -> None:  # noqa: ANN001 -- a pygame-gui UIManager
    """Let the widgets made or hidden since the last ``ui.update`` be drawn this frame.

    pygame-gui draws the list of visible widgets it made in its last ``update``; widgets a
    scene builds after that (a lesson's Next lesson and All lessons, made when its last
    move lands) were missing from the frame, and with no input no later frame came to
    draw them: an empty box until the mouse moved over it."""
    group = ui.get_sprite_group()
    if getattr(group, "should_update_visibility", False):
        group.should_update_visibility = False
        group.update_visibility()


def widgets_look(ui) -> tuple[tuple[int, bool], ...]:  # noqa: ANN001 -- a UIManager
    """What the widgets look like now: each one's image (pygame-gui swaps the surface when a
    look changes) and whether it is visible."""
    return tuple((id(s.image), bool(s.visible)) for s in ui.get_sprite_group().sprites())


def process_start_time() -> float:
    """Seconds since the epoch when this process started (for the start-up benchmark)."""
    return time.time()
