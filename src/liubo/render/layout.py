"""Where everything on the game screen goes, for any window size.

The board comes first: it is the largest square the window gives after the two side
columns have their minimum width. The left column holds the players' cards with the
throw's tiles under each and, between them, the *info* area (a caption, the odds with the
win bar, a notice, the keys); the right column the sticks, the Throw button, the status,
the event log and the toolbar. Nothing but the game is drawn on the board.

No text on the game screen is smaller than ``floor``: 1.5% of the window's height, and as
many times that as presenter mode's level (issue 36: at 1080 p 17, 21, 25, 29 and 33 px
for 100% to 200%). Presenter mode (a projector, F5) makes the board and what is drawn on it
larger, never smaller: the board takes the whole height, its names and badges grow with the
level, the columns' text grows with the level too, and the columns turn compact (the
cards a strip, the log its last lines, one toolbar row with a menu, the level named at the
top of the right column).

A window smaller than the game was made for (a strip, a stamp) still gets a layout with no
negative or empty rectangle, so every frame draws.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from ..engine import Side


def _empty() -> pygame.Rect:
    return pygame.Rect(0, 0, 1, 1)


@dataclass
class Layout:
    """Where everything goes for one window size."""

    size: tuple[int, int]
    board: pygame.Rect
    cards: dict[Side, pygame.Rect]
    tiles: dict[Side, pygame.Rect]  # the throw's two tiles and the words under them
    tray: pygame.Rect
    throw_button: pygame.Rect
    status: pygame.Rect
    log: pygame.Rect
    toolbar: pygame.Rect
    left: pygame.Rect
    right: pygame.Rect
    scale: float = 1.0  # the columns' text and panel sizes relative to a 720 px high window
    info: pygame.Rect = field(default_factory=_empty)  # between the cards: captions, odds
    zoom: float = 1.0  # the board's own labels, badges and marks (presenter mode: larger)
    compact: bool = False  # presenter mode: cards as strips, short log, toolbar and menu
    tile_words: int = 0  # height kept under the tiles for "light" and "dark"
    base: float = 1.0  # the window's own scale, before presenter mode
    presenter: float = 1.0  # presenter mode's level (1: off; 1.25 to 2)
    floor: int = 9  # the smallest text on the screen, in pixels (``text_floor``)
    level: pygame.Rect = field(default_factory=_empty)  # presenter mode: the level's tag
    variant: bool = False  # presenter mode's strips keep a row for the variant badge

    def px(self, n: float) -> int:
        """A size in pixels at 720 p, scaled for this window's columns."""
        return round(n * self.scale)

    def text_px(self, n: float) -> int:
        """A text size at 720 p, scaled for the columns, never under ``floor``."""
        return max(self.floor, round(n * self.scale))

    def label_px(self, n: float) -> int:
        """A text size on the board (a badge's) at 720 p, scaled for the board, never under
        ``floor``."""
        return max(self.floor, round(n * self.base * self.zoom))

    def log_text(self) -> tuple[int, int, int]:
        """The event log's text size, its line step and the room its tabs take above."""
        return log_text(self.scale, self.floor)

    def tile_size(self) -> int:
        """The side of a throw tile (the tiles' area without the words under them)."""
        return max(1, min(self.tiles[Side.GREEN].height - self.tile_words, 200))


def log_text(scale: float, floor: int) -> tuple[int, int, int]:
    """The event log's text size, line step and tab room for a column ``scale``."""
    size = max(floor, round(14 * scale))
    return size, round(size * 1.36), max(round(28 * scale), round(size * 1.45) + 8)


def _rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle at least one pixel wide and high."""
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


READABLE = 0.015  # the smallest text: this share of the window's height per presenter level


def text_floor(h: int, presenter: float = 1.0) -> int:
    """The smallest text on the game screen, in pixels: 1.5% of the window's height, times
    presenter mode's level (1 when it is off)."""
    return max(1, math.ceil(READABLE * h * presenter - 1e-9))


def window_scale(h: int) -> float:
    """Text grows with the window's height up to 1.5x at 1080 p."""
    return max(1.0, min(1.5, h / 720))


def margin(w: int, h: int) -> int:
    return max(2, min(w, h) // 60)


def normal_board_side(w: int, h: int) -> int:
    """The board's side with every panel at its normal minimum width."""
    k, m = window_scale(h), margin(w, h)
    panel_min = min(max(200, min(round(320 * k), w // 5)), max(1, (w - 4 * m) // 3))
    return max(1, min(h - 2 * m, w - 2 * panel_min - 2 * m))


def compute_layout(size: tuple[int, int], presenter: float = 1.0, variant: bool = False) -> Layout:
    """The layout for a window of ``size``; ``presenter`` above 1 is presenter mode (F5),
    its level (1.25 to 2): a larger board and labels, compact columns. ``variant``: the game
    plays a rule reading, so presenter mode's card strips keep a row for its badge."""
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    if presenter > 1.0:
        return _presenter(w, h, presenter, 3 if variant else 2)
    return _normal(w, h)


def _normal(w: int, h: int) -> Layout:
    k, m = window_scale(h), margin(w, h)
    side = normal_board_side(w, h)
    board = pygame.Rect(0, 0, side, side)
    board.center = (w // 2, h // 2)
    left = _rect(m, m, board.x - 2 * m, h - 2 * m)
    right = _rect(board.right + m, m, w - board.right - 2 * m, h - 2 * m)
    room = left.height  # the cards and their tiles share the left column
    card_h = max(1, min(max(110, min(round(150 * k), h // 5)), room * 3 // 10))
    words = min(round(12 * k * 1.35) + 2, room // 30)
    tile_h = max(1, min(max(56, min(round(84 * k), h // 9)), room // 6)) + words
    cards, tiles = _cards(left, card_h, tile_h, m)
    room = right.height  # the right column, top to bottom
    tray_h = min(max(110, min(round(170 * k), h // 4)), room // 3)
    throw_h = min(round(48 * k), room // 8)
    tool_h = min(round((2 * 36 + 8) * k), room // 5)
    status_h = min(round(92 * k), room // 5)  # four lines: a message, the state, the keys
    tray, throw_button, status, log, toolbar = _right(right, tray_h, throw_h, status_h, tool_h, m)
    info = _info(left, cards, tiles, m)
    return Layout(
        (w, h), board, cards, tiles, tray, throw_button, status, log, toolbar, left, right,
        scale=k, info=info, tile_words=words, base=k, floor=text_floor(h),
    )  # fmt: skip


def _presenter(w: int, h: int, presenter: float, rows: int) -> Layout:
    """The board takes the window's height (or what the compact columns leave), and is
    never smaller than without presenter mode; the columns' text grows with the level.

    The left column holds the two cards as strips and, between them, the info area (a
    lesson's task or a record's caption at the level's size needs the room); the throw's
    tiles sit in the right column under the sticks that made them."""
    k, m = window_scale(h), margin(w, h)
    floor = text_floor(h, presenter)
    column_min = max(150, round(w * 0.13))
    side = max(normal_board_side(w, h), min(h, w - 2 * column_min - 4 * m))
    board = pygame.Rect(0, 0, side, side)
    board.center = (w // 2, h // 2)
    left = _rect(m, m, board.x - 2 * m, h - 2 * m)
    right = _rect(board.right + m, m, w - board.right - 2 * m, h - 2 * m)
    # the columns' text: the level's floor for most lines (headings a little larger), as
    # far as a column about 20 characters wide allows
    scale = max(k, min(k * (0.5 + 0.5 * presenter), left.width / 120))
    zoom = 1 + 0.5 * (presenter - 1)
    line = round(max(floor, 13 * scale) * 1.35)  # a line of the columns' text
    row = round(max(floor * 1.2, 15 * scale) * 1.45)  # a strip's row: the name, the birds
    strip_h = max(1, min(rows * row + 8, left.height // 4))
    cards = {
        Side.WHITE: _rect(left.x, left.y, left.width, strip_h),
        Side.GREEN: _rect(left.x, left.bottom - strip_h, left.width, strip_h),
    }
    info = _rect(left.x, left.y + strip_h + m, left.width, left.height - 2 * (strip_h + m))
    room = right.height
    words = min(round(max(floor, 12 * scale) * 1.5) + 2, room // 20)
    tile_h = max(1, min(round(40 * scale), room // 9)) + words
    level_h = min(round(floor * 1.45) + 6, room // 12)
    throw_h = min(round(max(floor, 16 * scale) * 1.9), room // 10)
    tool_h = min(round(max(floor, 13 * scale) * 1.9), room // 10)
    status_h = min(5 * line + 12, room // 4)  # a message, the state and the keys
    _size, step, head = log_text(scale, floor)
    log_h = head + 3 * step + 6  # the tabs and the last three lines
    fixed = level_h + tile_h + throw_h + tool_h + status_h + log_h + 6 * m
    tray_h = max(1, min(room - fixed, room // 3))
    level = _rect(right.x, right.y, right.width, level_h)
    tray = _rect(right.x, level.bottom + m, right.width, tray_h)
    shared = _rect(right.x, tray.bottom + m, right.width, tile_h)  # whoever throws
    below = _rect(right.x, shared.bottom, right.width, right.bottom - shared.bottom)
    _tray, throw_button, status, log, toolbar = _right(below, 0, throw_h, status_h, tool_h, m)
    return Layout(
        (w, h), board, cards, {Side.WHITE: shared, Side.GREEN: shared}, tray, throw_button,
        status, log, toolbar, left, right, scale=scale, info=info, zoom=zoom, compact=True,
        tile_words=words, base=k, presenter=presenter, floor=floor, level=level,
        variant=rows > 2,
    )  # fmt: skip


def _cards(
    left: pygame.Rect, card_h: int, tile_h: int, m: int
) -> tuple[dict[Side, pygame.Rect], dict[Side, pygame.Rect]]:
    """White's card at the top of the left column and Green's at the foot, each with the
    throw's tiles (and their words) under it, inside the column."""
    card_h = max(1, min(card_h, (left.height - 2 * tile_h - 2 * m) // 2))
    cards = {
        Side.WHITE: _rect(left.x, left.y, left.width, card_h),
        Side.GREEN: _rect(left.x, left.bottom - card_h - tile_h - m // 2, left.width, card_h),
    }
    tiles = {s: _rect(r.x, r.bottom + m // 2, r.width, tile_h) for s, r in cards.items()}
    return cards, tiles


def _right(
    right: pygame.Rect, tray_h: int, throw_h: int, status_h: int, tool_h: int, m: int
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
    """The right column top to bottom: tray, Throw, status, log (the rest), toolbar."""
    tray = _rect(right.x, right.y, right.width, tray_h)
    throw_button = _rect(right.x, tray.bottom + m, right.width, throw_h)
    toolbar = _rect(right.x, right.bottom - tool_h, right.width, tool_h)
    status = _rect(right.x, throw_button.bottom + m, right.width, status_h)
    log = _rect(right.x, status.bottom + m, right.width, toolbar.y - status.bottom - 2 * m)
    return tray, throw_button, status, log, toolbar


def _info(
    left: pygame.Rect, cards: dict[Side, pygame.Rect], tiles: dict[Side, pygame.Rect], m: int
) -> pygame.Rect:
    """The left column between White's tiles and Green's card."""
    top = tiles[Side.WHITE].bottom + m
    return _rect(left.x, top, left.width, cards[Side.GREEN].y - m - top)
