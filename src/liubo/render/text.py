"""Cached text rendering with the Noto fonts that pygame-gui ships.

Latin text (English, pinyin with tone marks) uses Noto Sans; anything with a
CJK character uses Noto Sans SC, which also covers Latin.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from importlib import resources

import pygame

from ..services.plain_text import REPLACEMENT, SURROGATE
from .palette import RGB
from .surface_cache import SurfaceCache

FONT_PACKAGE = "pygame_gui.data"
LATIN_FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")
CJK_FONTS = ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf")
DEFAULT_MAX_ENTRIES = 512

_CJK_RANGES = (
    (0x2E80, 0x2FDF),  # radicals
    (0x3000, 0x30FF),  # CJK punctuation, kana
    (0x3400, 0x4DBF),  # extension A
    (0x4E00, 0x9FFF),  # unified ideographs
    (0xF900, 0xFAFF),  # compatibility ideographs
    (0xFF00, 0xFFEF),  # full-width forms
    (0x20000, 0x2FA1F),  # extensions B and later
)
#: One character of the ranges above: a regular expression's class, searched in C (a
#: loop over the characters in Python made every measurement of a long text crawl).
CJK_CLASS = "".join(f"{chr(lo)}-{chr(hi)}" for lo, hi in _CJK_RANGES)
_CJK = re.compile(f"[{CJK_CLASS}]")
#: The most characters a text is drawn or measured with: more than any window shows on
#: one line (a longer text is cut here, so no frame waits on the font for it).
MAX_DRAWN = 2000
#: What pygame cannot draw: a NUL ("A null character was found in the text") and lone
#: surrogates (a file name's bytes that are not UTF-8 cannot be encoded).
_UNDRAWABLE = re.compile("[\x00\ud800-\udfff]")


def is_cjk(text: str) -> bool:
    """True if ``text`` contains a character that needs the CJK font."""
    return _CJK.search(text) is not None


def drawable(text: str) -> str:
    """``text`` as the font can take it: at most :data:`MAX_DRAWN` characters, without
    NUL, lone surrogates shown as U+FFFD (texts from files are cleaned where they are
    read, ``services.plain_text``; this is the last guard before the font)."""
    if len(text) > MAX_DRAWN:
        text = text[:MAX_DRAWN]
    if _UNDRAWABLE.search(text) is not None:
        text = SURROGATE.sub(REPLACEMENT, text.replace("\x00", ""))
    return text


def font_file(cjk: bool, bold: bool) -> str:
    """File name (inside ``pygame_gui.data``) of the font to use."""
    return (CJK_FONTS if cjk else LATIN_FONTS)[1 if bold else 0]


class TextCache:
    """Renders anti-aliased text surfaces and keeps the most recent ones.

    Keys are (text, size, colour, bold); at most ``max_entries`` surfaces are kept,
    least recently used first out. Font objects are cached by (file, size).
    """

    def __init__(self, max_entries: int = DEFAULT_MAX_ENTRIES) -> None:
        if not pygame.font.get_init():
            pygame.font.init()
        self.max_entries = max_entries
        self._surfaces = SurfaceCache(max_entries)
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        #: told of every text surface handed out, with its text and size (the layout checks)
        self.watch: Callable[[pygame.Surface, str, int], None] | None = None

    def __len__(self) -> int:
        return len(self._surfaces)

    def font(self, size: int, *, bold: bool = False, cjk: bool = False) -> pygame.font.Font:
        """The font object for a pixel size, weight and script (cached)."""
        name = font_file(cjk, bold)
        key = (name, size)
        font = self._fonts.get(key)
        if font is None:
            with resources.as_file(resources.files(FONT_PACKAGE) / name) as path:
                font = pygame.font.Font(path, size)
            self._fonts[key] = font
        return font

    def font_for(self, text: str, size: int, *, bold: bool = False) -> pygame.font.Font:
        """The font that can show ``text`` (CJK if it has any CJK character)."""
        return self.font(size, bold=bold, cjk=is_cjk(text))

    def render(
        self, text: str, size: int, colour: RGB = (255, 255, 255), bold: bool = False
    ) -> pygame.Surface:
        """``text`` in ``colour`` on a transparent surface (cached and shared: never draw on it)."""
        key = (text, int(size), tuple(colour), bool(bold))

        def make() -> pygame.Surface:
            shown = drawable(text)
            font = self.font_for(shown, int(size), bold=bold)
            if shown and font.size(shown)[0] == 0:
                # only characters of no width (U+200B, U+202E, a byte-order mark): pygame
                # refuses them ("Text has zero width"); a record's caption may be just that
                shown = ""
            return font.render(shown, True, colour)

        surf = self._surfaces.get(key, make)
        if self.watch is not None:
            self.watch(surf, text, int(size))
        return surf

    def size_of(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        """Pixel size ``text`` would have, without rendering it (as :meth:`render` draws
        it: ``drawable``)."""
        shown = drawable(text)
        return self.font_for(shown, int(size), bold=bold).size(shown)

    def clear(self) -> None:
        """Forget all rendered surfaces (fonts stay loaded)."""
        self._surfaces.clear()
