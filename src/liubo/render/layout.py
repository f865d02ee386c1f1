"""Where everything on the game screen goes, for any window size.

The board is a square in the middle with the players' cards on the left and the sticks,
status, event log and toolbar on the right. Sizes grow with the window up to 1.5x at
1080 p. A window smaller than the game was made for (a strip, a stamp) still gets a
layout with no negative or empty rectangle, so every frame draws.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..engine import Side


@dataclass
class Layout:
    """Where everything goes for one window size."""

    size: tuple[int, int]
    board: pygame.Rect
    cards: dict[Side, pygame.Rect]
    tiles: dict[Side, pygame.Rect]
    tray: pygame.Rect
    throw_button: pygame.Rect
    status: pygame.Rect
    log: pygame.Rect
    toolbar: pygame.Rect
    left: pygame.Rect
    right: pygame.Rect
    scale: float = 1.0  # text and panel sizes relative to a 720 px high window

    def px(self, n: float) -> int:
        """A size in pixels at 720 p, scaled for this window."""
        return round(n * self.scale)


def _rect(x: float, y: float, w: float, h: float) -> pygame.Rect:
    """A rectangle at least one pixel wide and high."""
    return pygame.Rect(round(x), round(y), max(1, round(w)), max(1, round(h)))


def compute_layout(size: tuple[int, int], presenter: float = 1.0) -> Layout:
    """The layout for a window of ``size`` (board square in the middle, panels either side).

    ``presenter`` (1 to 2) scales text and panels up for a projector; the panels then take
    more of the width and the board less.
    """
    w, h = max(1, int(size[0])), max(1, int(size[1]))
    k = min(2.4, max(1.0, min(1.5, h / 720)) * presenter)  # larger on big screens, projectors
    m = max(2, min(w, h) // 60)
    widest = w // 5 if presenter <= 1 else round(w * min(0.3, 0.2 * presenter))
    panel_min = min(max(200, min(round(320 * k), widest)), max(1, (w - 4 * m) // 3))
    side = max(1, min(h - 2 * m, w - 2 * panel_min - 2 * m))
    board = pygame.Rect(0, 0, side, side)
    board.center = (w // 2, h // 2)
    left = _rect(m, m, board.x - 2 * m, h - 2 * m)
    right = _rect(board.right + m, m, w - board.right - 2 * m, h - 2 * m)
    room = left.height  # the cards and their tiles share the left column
    cap = room * 3 // 10 if presenter <= 1 else room * 9 // 25  # presenter: taller cards
    tallest = h // 5 if presenter <= 1 else cap
    card_h = max(1, min(max(110, min(round(150 * k), tallest)), cap))
    tile_h = max(1, min(max(56, min(round(84 * k), h // 9)), room // 6))
    cards = {
        Side.WHITE: _rect(left.x, left.y, left.width, card_h),
        Side.GREEN: _rect(left.x, left.bottom - card_h - tile_h - m, left.width, card_h),
    }
    tiles = {s: _rect(r.x, r.bottom + m // 2, r.width, tile_h) for s, r in cards.items()}
    room = right.height  # the right column, top to bottom
    tray_h = min(max(110, min(round(170 * k), h // 4)), room // 3)
    tray = _rect(right.x, right.y, right.width, tray_h)
    throw_h = min(round(48 * k), room // 8)
    throw_button = _rect(right.x, tray.bottom + m, right.width, throw_h)
    tool_h = min(round((2 * 36 + 8) * k), room // 5)
    toolbar = _rect(right.x, right.bottom - tool_h, right.width, tool_h)
    status_h = min(round(78 * k), room // 5)
    status = _rect(right.x, throw_button.bottom + m, right.width, status_h)
    log = _rect(right.x, status.bottom + m, right.width, toolbar.y - status.bottom - 2 * m)
    return Layout(
        (w, h), board, cards, tiles, tray, throw_button, status, log, toolbar, left, right, k
    )
