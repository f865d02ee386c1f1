"""Small drawing helpers shared by the scenes: wrapped cached text, panels, the backdrop."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from ..render.text import TextCache, is_cjk

if TYPE_CHECKING:
    from ..context import Context

RGB = tuple[int, int, int]
INK = (246, 230, 196)
INK_DIM = (178, 156, 128)
GOLD = (236, 196, 110)
VERMILION = (214, 64, 40)
PANEL = (30, 11, 10)
PANEL_EDGE = (150, 104, 50)
GROUND = (20, 8, 8)


def wrap_text(text: TextCache, message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``message`` into lines no wider than ``width`` pixels (CJK breaks anywhere)."""
    return list(_wrap(text, message, int(size), int(width), bool(bold)))


def _wrap(text: TextCache, message: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in message.split("\n"):
        if not paragraph:
            lines.append("")
            continue
        tokens = _tokens(paragraph)
        line = ""
        for token in tokens:
            trial = line + token
            if line and text.size_of(trial.rstrip(), size, bold)[0] > width:
                lines.append(line.rstrip())
                line = token.lstrip()
            else:
                line = trial
        if line:
            lines.append(line.rstrip())
    return tuple(lines)


def _tokens(paragraph: str) -> list[str]:
    """Words with their trailing space; each CJK character is its own token."""
    tokens: list[str] = []
    word = ""
    for ch in paragraph:
        if is_cjk(ch) and ch not in "，。；：！？、）」』”":
            if word:
                tokens.append(word)
                word = ""
            tokens.append(ch)
        elif ch == " ":
            tokens.append(word + " ")
            word = ""
        else:
            word += ch
    if word:
        tokens.append(word)
    # keep CJK closing punctuation attached to the character before it
    merged: list[str] = []
    for t in tokens:
        if merged and t and t[0] in "，。；：！？、）」』”":
            merged[-1] += t
        else:
            merged.append(t)
    return merged


class WrappedText:
    """A block of wrapped text rendered once into a surface (re-rendered only when it changes)."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None

    def surface(
        self, text: TextCache, message: str, size: int, width: int, colour: RGB = INK,
        bold: bool = False, line_gap: float = 1.3, max_lines: int | None = None,
    ) -> pygame.Surface:
        """The block as a transparent surface ``width`` wide."""
        key = (message, size, width, colour, bold, line_gap, max_lines)
        if key != self._key or self._surface is None:
            lines = wrap_text(text, message, size, width, bold)
            if max_lines is not None:
                lines = lines[:max_lines]
            step = round(size * line_gap)
            surf = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
            for i, line in enumerate(lines):
                if line:
                    surf.blit(text.render(line, size, colour, bold), (0, i * step))
            self._surface, self._key = surf, key
        return self._surface


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 225, radius: int = 14,
               edge: RGB = PANEL_EDGE) -> None:
    """A dark lacquer panel with a thin bronze edge."""
    plate = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*PANEL, alpha), plate.get_rect(), border_radius=radius)
    pygame.draw.rect(plate, (*edge, 230), plate.get_rect(), 2, border_radius=radius)
    inner = plate.get_rect().inflate(-8, -8)
    pygame.draw.rect(plate, (*edge, 70), inner, 1, border_radius=max(2, radius - 4))
    surface.blit(plate, rect)


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: tuple[float, float]) -> None:
    """Blit ``image`` centred on ``center``."""
    surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under an overlay)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((8, 2, 2, alpha))
    surface.blit(shade, (0, 0))


class Backdrop:
    """The title backdrop: the lacquer board, large and darkened, on a deep ground.

    The board layer takes a moment to paint, so it is painted on a worker thread: the
    first frame shows the plain ground at once and the board fades in when it is ready.
    """

    FADE_SECONDS = 0.6

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._surface: pygame.Surface | None = None
        self._board: pygame.Surface | None = None
        self._thread: threading.Thread | None = None
        self._painted: pygame.Surface | None = None
        self.fade = 0.0

    @staticmethod
    def board_px(size: tuple[int, int]) -> int:
        return min(1400, int(max(size) * 0.95))

    def start(self, ctx: Context, size: tuple[int, int]) -> None:
        """Begin painting the board layer in the background (once)."""
        if self._thread is not None or self._board is not None:
            return
        renderer = ctx.assets.renderer
        side = self.board_px(size)

        def paint() -> None:
            try:
                self._painted = renderer.board_surface(side)
            except Exception:  # the backdrop is decoration: never fail for it
                self._painted = None

        self._thread = threading.Thread(target=paint, name="liubo-backdrop", daemon=True)
        self._thread.start()

    def update(self, dt: float) -> bool:
        """Pick up the painted board and advance the fade; True while it changes."""
        if self._board is None and self._thread is not None and not self._thread.is_alive():
            self._board = self._painted
            self._thread = None
            self._key = None
            return True
        if self._board is not None and self.fade < 1.0:
            self.fade = min(1.0, self.fade + dt / self.FADE_SECONDS)
            self._key = None
            return True
        return self._thread is not None

    def surface(self, ctx: Context, size: tuple[int, int]) -> pygame.Surface:
        key = (size, round(self.fade, 2))
        if self._key != key or self._surface is None:
            w, h = size
            surf = pygame.Surface(size)
            surf.fill(GROUND)
            if self._board is not None:
                side = int(max(w, h) * 0.95)
                board = self._board
                if board.get_width() != side:
                    board = pygame.transform.smoothscale(board, (side, side))
                if self.fade < 1.0:
                    board = board.copy()
                    board.set_alpha(round(255 * self.fade))
                surf.blit(board, board.get_rect(center=(w // 2, h // 2)))
            shade = pygame.Surface(size, pygame.SRCALPHA)
            for k in range(12):
                t = k / 12
                rect = pygame.Rect(0, 0, w * (1.4 - t), h * (1.4 - t))
                rect.center = (w // 2, h // 2)
                pygame.draw.ellipse(shade, (10, 3, 3, 16), rect)
            shade.fill((10, 3, 3, 120), special_flags=pygame.BLEND_RGBA_MAX)
            surf.blit(shade, (0, 0))
            self._surface = surf.convert() if pygame.display.get_surface() else surf
            self._key = key
        return self._surface

    def wait(self, timeout: float = 10.0) -> None:
        """Block until the board is painted and shown fully (screenshots and tests)."""
        if self._thread is not None:
            self._thread.join(timeout)
        self.update(0.0)
        self.fade = 1.0
        self._key = None
