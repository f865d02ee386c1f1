"""Drawing helpers shared by every screen: wrapped cached text, panels, dimming, the backdrop.

Breaking text into lines, cutting it short and shrinking it to fit are ``text_wrap``'s;
the screens import them from here with the rest.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from .palette import GROUND, INK, PANEL, PANEL_EDGE, RGB
from .text import TextCache

# the screens take the wrapping with the other drawing helpers from here
from .text_wrap import ELLIPSIS, elide, fit_line, fit_lines, notice_lines, wrap_text

__all__ = [
    "ELLIPSIS",
    "Backdrop",
    "Ledger",
    "WrappedText",
    "blit_centered",
    "dim",
    "draw_notice",
    "draw_panel",
    "elide",
    "fit_line",
    "fit_lines",
    "notice_lines",
    "put",
    "wrap_text",
]

if TYPE_CHECKING:
    from .board_layer import BoardRenderer


#: Where texts were drawn: (what, where it went, the box it must stay in), for layout tests.
Ledger = list[tuple[str, pygame.Rect, pygame.Rect]]


def put(
    surface: pygame.Surface,
    image: pygame.Surface,
    pos: tuple[float, float],
    box: pygame.Rect,
    ledger: Ledger | None,
    what: str = "text",
) -> pygame.Rect:
    """Blit a text ``image`` at ``pos``; note it in ``ledger`` with the ``box`` it belongs in."""
    rect = image.get_rect(topleft=(round(pos[0]), round(pos[1])))
    surface.blit(image, rect)
    if ledger is not None:
        ledger.append((what, rect, pygame.Rect(box)))
    return rect


def draw_notice(
    surface: pygame.Surface,
    text: TextCache,
    message: str,
    size: int,
    midbottom: tuple[int, int],
    width: int,
    colour: RGB = INK,
    backdrop: bool = False,
    max_lines: int = 3,
) -> pygame.Rect:
    """A notice, wrapped to ``width`` and never wider than the window, with its bottom
    centre at ``midbottom`` (on a small panel when ``backdrop``); the rect it covers."""
    width = max(1, min(width, surface.get_width() - 8))
    lines = notice_lines(text, message, size, width, max_lines)
    step = round(size * 1.3)
    widest = max(text.size_of(line, size)[0] for line in lines)
    block = pygame.Rect(0, 0, widest, step * len(lines))
    block.midbottom = midbottom
    block.clamp_ip(surface.get_rect())
    if backdrop:
        back = block.inflate(24, 10)
        draw_panel(surface, back, alpha=230, radius=8)
        block = back
    for k, line in enumerate(lines):
        img = text.render(line, size, colour)
        top = block.centery - step * len(lines) // 2 + k * step
        surface.blit(img, img.get_rect(midtop=(block.centerx, top)))
    return block


class WrappedText:
    """A block of wrapped text rendered once into a surface (re-rendered only when it changes).

    With ``max_height`` the text shrinks (down to ``min_size``) until it fits, and never
    shows a line cut in half.
    """

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None
        self.size = 0  # the size the block was drawn at

    def surface(
        self,
        text: TextCache,
        message: str,
        size: int,
        width: int,
        colour: RGB = INK,
        bold: bool = False,
        line_gap: float = 1.3,
        max_lines: int | None = None,
        max_height: int | None = None,
        min_size: int = 10,
    ) -> pygame.Surface:
        """The block as a transparent surface ``width`` wide."""
        key = (message, size, width, colour, bold, line_gap, max_lines, max_height, min_size)
        if key != self._key or self._surface is None:
            if max_height is not None:
                lines, size = fit_lines(
                    text, message, size, width, max_height, line_gap, min(min_size, size), bold
                )
            else:
                lines = wrap_text(text, message, size, width, bold)
            if max_lines is not None:
                lines = lines[:max_lines]
            step = round(size * line_gap)
            surf = pygame.Surface((max(1, width), max(1, step * len(lines))), pygame.SRCALPHA)
            for i, line in enumerate(lines):
                if line:
                    surf.blit(text.render(line, size, colour, bold), (0, i * step))
            self._surface, self._key, self.size = surf, key, size
        if text.watch is not None:
            text.watch(self._surface, message, self.size)
        return self._surface


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    alpha: int = 225,
    radius: int = 14,
    edge: RGB = PANEL_EDGE,
) -> None:
    """A dark lacquer panel with a thin bronze edge; nothing for an empty ``rect`` (a window
    narrower than a panel's margins gives panels of negative width)."""
    if rect.width < 1 or rect.height < 1:
        return
    plate = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(plate, (*PANEL, alpha), plate.get_rect(), border_radius=radius)
    pygame.draw.rect(plate, (*edge, 230), plate.get_rect(), 2, border_radius=radius)
    inner = plate.get_rect().inflate(-8, -8)
    pygame.draw.rect(plate, (*edge, 70), inner, 1, border_radius=max(2, radius - 4))
    surface.blit(plate, rect)


def blit_centered(
    surface: pygame.Surface, image: pygame.Surface, center: tuple[float, float]
) -> None:
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
        self._key: tuple[tuple[int, int], float] | None = None
        self._surface: pygame.Surface | None = None
        self._board: pygame.Surface | None = None
        self._thread: threading.Thread | None = None
        self._painted: pygame.Surface | None = None
        self.fade = 0.0

    @staticmethod
    def board_px(size: tuple[int, int]) -> int:
        return min(1400, int(max(size) * 0.95))

    def start(self, renderer: BoardRenderer, size: tuple[int, int]) -> None:
        """Begin painting the board layer in the background (once)."""
        if self._thread is not None or self._board is not None:
            return
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

    def surface(self, size: tuple[int, int]) -> pygame.Surface:
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
