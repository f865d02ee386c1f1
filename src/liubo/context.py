"""The context every scene receives: assets, settings, translator, sounds, storage, randomness.

There are no module globals: the app builds one ``Context`` and hands it to each scene.
Heavy assets (the board renderer, sprites) are built on first use so the first title frame
comes quickly.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from .services.audio import SoundBoard
from .services.autosave_queue import QueuedAutosave
from .services.folders import UserPaths
from .services.settings import Settings, SettingsStore
from .services.storage import AutosaveStore, Notice
from .services.translation import Translator, available_languages, load_translator

if TYPE_CHECKING:
    import pygame_gui

    from .engine import Board
    from .render import BoardRenderer, Palette, SpriteBank, TextCache
    from .services.web_share import WebShare

THEME_PACKAGE = "liubo.data"
#: The pygame-gui theme files, merged in this order (each adds its own object ids).
THEME_FILES = (("themes", "liubo.json"), ("themes", "rules.json"))
NOTICE_SECONDS = 6.0
#: The event a thread posts when its answer has landed: the loop draws the next frame with
#: it, so what the odds thread or an analysis finishes is on the screen with no input.
WAKE = pygame.event.custom_type()


@dataclass
class Assets:
    """The drawing objects shared by every scene (one board, palette, renderer, sprites, text)."""

    board: Board
    palette: Palette
    renderer: BoardRenderer
    sprites: SpriteBank
    text: TextCache
    others: dict[str, BoardRenderer] = field(default_factory=dict)  # other rulesets' boards

    def renderer_for(self, board: Board) -> BoardRenderer:
        """The renderer of ``board``: the shared one, or one made for another ruleset's board."""
        if board is self.board or board.id == self.board.id:
            return self.renderer
        renderer = self.others.get(board.id)
        if renderer is None:
            from .render import BoardRenderer

            renderer = self.others[board.id] = BoardRenderer(board, self.palette, self.text)
        return renderer


def load_theme() -> dict[str, Any]:
    """The whole pygame-gui theme as one dict (a missing or broken file adds nothing)."""
    from .resources import data_path
    from .services.gui_fonts import sized_buttons

    theme: dict[str, Any] = {}
    for parts in THEME_FILES:
        try:
            part = json.loads(data_path(*parts).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(part, dict):
            theme.update(part)
    theme.update(sized_buttons(theme))
    return theme


class Context:
    """Everything a scene needs, passed explicitly (see docs/architecture.md)."""

    def __init__(
        self,
        *,
        screen: pygame.Surface,
        ui: pygame_gui.UIManager,
        paths: UserPaths,
        settings: Settings,
        settings_store: SettingsStore | None = None,
        translator: Translator | None = None,
        sound: SoundBoard | None = None,
        rng: random.Random | None = None,
        autosave: AutosaveStore | None = None,
    ) -> None:
        self.screen = screen
        self.ui = ui
        self.paths = paths
        self.settings = settings
        self.settings_store = settings_store
        self.translator = translator or load_translator(settings.language)
        self.sound = sound or SoundBoard.from_settings(settings)
        self.rng = rng or random.Random()
        self.autosave = autosave or QueuedAutosave(paths)
        self._assets: Assets | None = None
        self._text: TextCache | None = None
        self.notice: str | None = None
        self.notice_time = 0.0
        self.quit_requested = False
        # Hooks set by the app: toggling fullscreen, and a rebuild of every scene.
        self.toggle_fullscreen: Callable[[], None] = lambda: None
        self.on_language_changed: Callable[[], None] = lambda: None
        # Computer players: a factory for the worker (tests may swap it for an in-process one).
        self.ai_worker_factory: Callable[[], Any] | None = None
        # The browser edition served to a class (the Share panel); it outlives the panel.
        self.web_share: WebShare | None = None

    # -- translation ----------------------------------------------------------------------
    def gettext(self, message: str) -> str:
        """The message in the current language."""
        return self.translator.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """Singular or plural form in the current language."""
        return self.translator.ngettext(singular, plural, n)

    def set_language(self, code: str) -> None:
        """Switch language at once, save the choice, and ask every scene to rebuild."""
        self.translator = load_translator(code)
        self.update_settings(language=self.translator.language)
        if self.translator.warning:
            self.post_notice(self.translator.warning)
        self.on_language_changed()

    def next_language(self) -> str:
        """The code of the language after the current one (wrapping around)."""
        codes = [code for code, _ in available_languages()] or ["en"]
        try:
            i = codes.index(self.translator.language)
        except ValueError:
            i = -1
        return codes[(i + 1) % len(codes)]

    # -- background work ------------------------------------------------------------------
    def wake(self) -> None:
        """Wake the loop from any thread: a result has landed and must be drawn now.

        ``pygame.event.post`` is safe from other threads; a full queue only drops this
        wake-up, and the scene's own check of its results still draws the next frame."""
        try:
            pygame.event.post(pygame.event.Event(WAKE))
        except pygame.error:  # the display is closing: nothing left to draw
            pass

    # -- settings and notices -------------------------------------------------------------
    def update_settings(self, **changes: Any) -> None:
        """Change some settings and save them; a failed save becomes a notice."""
        try:
            self.settings = self.settings.with_(**changes)
        except ValueError:
            return
        if self.settings_store is not None:
            self.post_notice(self.settings_store.save(self.settings))

    def post_notice(self, *notices: Notice | str | None) -> None:
        """Show a short message (a ``Notice`` translated), or several, one after another;
        empty ones (None, "") are left out."""
        said = [
            notice.translated(self.gettext) if isinstance(notice, Notice) else str(notice)
            for notice in notices
            if notice
        ]
        if not said:
            return
        self.notice = " ".join(said)
        self.notice_time = NOTICE_SECONDS

    def tick_notice(self, dt: float) -> bool:
        """Age the notice, or show what the autosave's writes said; True when it just
        disappeared or appeared (a redraw is due)."""
        written = self.autosave.take_notices()
        if written:
            self.post_notice(*written)
            return True
        if self.notice is None:
            return False
        self.notice_time -= dt
        if self.notice_time <= 0:
            self.notice = None
            return True
        return False

    # -- assets ---------------------------------------------------------------------------
    @property
    def assets(self) -> Assets:
        """The board, palette, renderer, sprites and text cache (built on first use)."""
        if self._assets is None:
            from .engine import load_board
            from .render import BoardRenderer, SpriteBank, make_palette

            text = self.text
            palette = make_palette(self.settings.colorblind)
            board = load_board()
            self._assets = Assets(
                board, palette, BoardRenderer(board, palette, text), SpriteBank(palette, text), text
            )
        return self._assets

    @property
    def text(self) -> TextCache:
        """The shared text cache (cheap: does not build the board renderer)."""
        if self._text is None:
            from .render.text import TextCache

            self._text = TextCache(max_entries=1024)
        return self._text

    def reset_palette(self) -> None:
        """Rebuild sprites and board layers after a palette setting changed."""
        self._assets = None
