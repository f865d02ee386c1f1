"""Drawing helpers shared by every screen: wrapped cached text, panels, dimming, the backdrop."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

import pygame

from .palette import GROUND, INK, PANEL, PANEL_EDGE, RGB
from .text import TextCache, is_cjk

if TYPE_CHECKING:
    from .board_layer import BoardRenderer


CJK_CLOSING = set("，。；：！？、）」』”’》〉】…·%,.;:!?)]}")
CJK_OPENING = set("（「『“‘《〈【([{")


def _tokens(paragraph: str) -> list[str]:
    """Breakable pieces: words with their trailing space, and each CJK character alone.

    Closing punctuation sticks to what comes before it and opening punctuation to what
    follows, so no line starts with a comma or ends with an opening bracket.
    """
    raw: list[str] = []
    word = ""
    for ch in paragraph:
        if ch == " ":
            raw.append(word + " ")
            word = ""
        elif is_cjk(ch) and ch not in CJK_CLOSING and ch not in CJK_OPENING:
            if word:
                raw.append(word)
                word = ""
            raw.append(ch)
        elif ch in CJK_OPENING and is_cjk(ch):
            if word:
                raw.append(word)
            word = ch
        else:
            if ch in CJK_CLOSING and not word and raw and is_cjk(ch):
                raw[-1] += ch
                continue
            word += ch
    if word:
        raw.append(word)
    tokens: list[str] = []
    for t in raw:
        if tokens and t and t[0] in CJK_CLOSING and not tokens[-1].endswith(" "):
            tokens[-1] += t
        elif tokens and tokens[-1] and tokens[-1][-1] in CJK_OPENING:
            tokens[-1] += t
        else:
            tokens.append(t)
    return tokens


def wrap_text(
    text: TextCache, message: str, size: int, width: int, bold: bool = False
) -> list[str]:
    """``message`` broken into lines no wider than ``width`` pixels, measured with the font.

    Chinese breaks between any two characters (never before closing punctuation); other
    text breaks at spaces, and a word too long for a line is split between characters.
    No hyphens are added. Newlines start new lines.
    """
    width = max(1, int(width))

    def fits(s: str) -> bool:
        return text.size_of(s.rstrip(), size, bold)[0] <= width

    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for token in _tokens(paragraph):
            trial = line + token
            if fits(trial):
                line = trial
                continue
            if line.strip():
                lines.append(line.rstrip())
            line = token.lstrip() if line.strip() else token.lstrip()
            while not fits(line) and len(line.rstrip()) > 1:  # one piece wider than a line
                cut = len(line)
                while cut > 1 and not fits(line[:cut]):
                    cut -= 1
                lines.append(line[:cut].rstrip())
                line = line[cut:].lstrip()
        lines.append(line.rstrip())
    return lines


ELLIPSIS = "\u2026"

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


def elide(text: TextCache, message: str, size: int, width: int, bold: bool = False) -> str:
    """``message`` cut short with an ellipsis so it fits ``width`` (whole if it fits)."""
    if text.size_of(message, size, bold)[0] <= width:
        return message
    cut = len(message)
    while cut > 0 and text.size_of(message[:cut].rstrip() + ELLIPSIS, size, bold)[0] > width:
        cut -= 1
    return message[:cut].rstrip() + ELLIPSIS if cut else ""


def fit_line(
    text: TextCache, message: str, size: int, width: int, min_size: int = 10, bold: bool = False
) -> tuple[str, int]:
    """The largest size up to ``size`` at which one line of ``message`` fits ``width``;
    at ``min_size`` it is elided."""
    for trial in range(size, min_size - 1, -1):
        if text.size_of(message, trial, bold)[0] <= width:
            return message, trial
    return elide(text, message, min_size, width, bold), min_size


def fit_lines(
    text: TextCache,
    message: str,
    size: int,
    width: int,
    height: int,
    line_gap: float = 1.3,
    min_size: int = 10,
    bold: bool = False,
) -> tuple[list[str], int]:
    """Wrapped lines of ``message`` and the largest size (down to ``min_size``) at which
    they fit ``height``; at the smallest size, the lines that fit, the last one elided."""
    for trial in range(size, min_size - 1, -1):
        lines = wrap_text(text, message, trial, width, bold)
        if round(trial * line_gap) * len(lines) <= height:
            return lines, trial
    lines = wrap_text(text, message, min_size, width, bold)
    room = max(1, height // max(1, round(min_size * line_gap)))
    if len(lines) > room:
        lines = lines[:room]
        lines[-1] = elide(text, lines[-1] + ELLIPSIS, min_size, width, bold)
    return lines, min_size


def notice_lines(
    text: TextCache, message: str, size: int, width: int, max_lines: int = 3
) -> list[str]:
    """A notice wrapped to ``width``: at most ``max_lines`` lines, the last one elided."""
    lines = wrap_text(text, message, size, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = elide(text, lines[-1] + ELLIPSIS, size, width)
    return lines


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
