"""Where the title screen's menus sit in a window of a given size.

The main menu is one column, or two when it would not fit a short window; it starts under
the game's name, higher when a long menu needs the room. The Play vs computer and Watch
sub-menus sit in one panel: the computer levels in a row, the colours (Play vs computer
only), then Start and Back. The ruleset choices sit in the top right corner. Every
function here is a pure function of the window's size and the number of items; the title
scene makes its buttons at these rectangles.
"""

from __future__ import annotations

from typing import NamedTuple

import pygame

MENU_MIN_HEIGHT = 30  # a main menu button's height, at least
MENU_HIGHEST = 0.34  # the menu's top, at least this share of the height down
SUBMENU_WIDTH = 660  # the sub-menus' panel, at most
SUBMENU_MARGIN = 24  # from the panel's edge to its buttons
KEYS_ROOM = 30  # the key help line at the window's foot, under a sub-menu's panel


def _button_size(size: tuple[int, int]) -> tuple[int, int, int]:
    """A menu button's width and height, and the gap between rows, at this window size."""
    w, h = size
    return min(380, max(260, w // 4)), (46 if h >= 700 else 38), (10 if h >= 700 else 6)


def menu_height(items: int, columns: int) -> int:
    """The main menu's least height in ``columns``, with the key help line under it."""
    rows = -(-items // columns)
    return rows * MENU_MIN_HEIGHT + (rows - 1) * 6 + 40


def menu_columns(height: int, items: int) -> int:
    """One column, or two when the main menu would not fit a short window in one."""
    return 1 if menu_height(items, 1) <= height - int(height * MENU_HIGHEST) else 2


def menu_top(height: int, main: bool, items: int) -> int:
    """Where the menu starts: under the game's name, higher when a long main menu
    (Continue and the rule readings make ten items) would not fit below."""
    top = int(height * 0.42)
    if main and menu_columns(height, items) == 1:
        top = max(int(height * MENU_HIGHEST), min(top, height - menu_height(items, 1)))
    return top


def main_menu_rects(size: tuple[int, int], top: int, items: int) -> list[pygame.Rect]:
    """The main menu's buttons from ``top`` down, column by column."""
    w, h = size
    bw, bh, gap = _button_size(size)
    x = w // 2 - bw // 2
    columns = menu_columns(h, items)
    rows = -(-items // columns)
    room = h - top - 40  # keep the key help line at the bottom free
    if rows * bh + (rows - 1) * gap > room:  # e.g. Continue makes ten items
        gap = 6
        bh = max(MENU_MIN_HEIGHT, min(bh, (room - (rows - 1) * gap) // rows))
    if columns == 2:
        bw = min(bw, (w - 60) // 2)
        x = w // 2 - bw - 6
    places = [divmod(i, rows) for i in range(items)]
    return [pygame.Rect(x + c * (bw + 12), top + r * (bh + gap), bw, bh) for c, r in places]


def submenu_panel(size: tuple[int, int], top: int) -> pygame.Rect:
    """The panel of the Play vs computer and Watch sub-menus: every button inside it, and
    above the key help line at the window's foot where the window is tall enough."""
    w, h = size
    foot = KEYS_ROOM if h >= 600 else 0  # a short window: the help line gives way
    panel = pygame.Rect(0, 0, max(1, min(w - 20, SUBMENU_WIDTH)), max(1, h - top + 10 - foot))
    panel.midtop = (w // 2, top - 30)
    return panel


class SubmenuRects(NamedTuple):
    """The buttons of a sub-menu."""

    levels: list[pygame.Rect]
    sides: list[pygame.Rect]  # Green and White; none on the Watch sub-menu
    start: pygame.Rect
    back: pygame.Rect


def submenu_rects(size: tuple[int, int], top: int, levels: int, sides: bool) -> SubmenuRects:
    """A sub-menu's buttons inside its panel: ``levels`` in a row, the two colours when
    ``sides``, then Start and Back."""
    w, h = size
    bw, bh, gap = _button_size(size)
    panel = submenu_panel(size, top)
    row_w = max(1, panel.width - 2 * SUBMENU_MARGIN)
    cx = panel.x + SUBMENU_MARGIN
    cw = (row_w - 12 * (levels - 1)) // levels
    tight = h < 600  # a short window: the rows closer together, all inside the panel
    y = top + (36 if tight else 42)  # the "Computer level" label above, clear of the ring
    level_rects = [pygame.Rect(cx + i * (cw + 12), y, cw, bh) for i in range(levels)]
    y += bh + (24 if tight else 40)
    side_rects = []
    if sides:
        cw2 = (row_w - 12) // 2
        side_rects = [pygame.Rect(cx + i * (cw2 + 12), y, cw2, bh) for i in range(2)]
        y += bh + (16 if tight else 30)
    else:
        y += 4
    bw = min(bw, row_w)
    x = w // 2 - bw // 2
    start = pygame.Rect(x, y, bw, bh + 6)
    back = pygame.Rect(x, y + bh + 6 + gap, bw, bh)
    return SubmenuRects(level_rects, side_rects, start, back)


def share_rect(size: tuple[int, int], rulesets: int) -> pygame.Rect | None:
    """Where "Share with the class" sits: the top left corner, level with the ruleset
    choices; None when the window is too narrow to hold both."""
    first = ruleset_rects(size, rulesets)[0] if rulesets else pygame.Rect(size[0], 0, 0, 0)
    width = min(230, first.x - 32)
    if width < 120:
        return None
    return pygame.Rect(16, first.y, width, first.height)


def ruleset_rects(size: tuple[int, int], count: int) -> list[pygame.Rect]:
    """Where the ruleset choices sit: the title's top right corner, out of the way, in
    rows no wider than half the window (more rulesets than fit one row go on below)."""
    w, h = size
    bw, bh = (150, 32) if w >= 760 else (140, 28)
    top = 36 if h >= 600 else 30
    right = w - 16
    per_row = max(1, min(count, (w // 2 + 8) // (bw + 8)))
    rects = []
    for k in range(count):
        row, col = divmod(k, per_row)
        in_row = min(per_row, count - row * per_row)
        x = right - (in_row - col) * bw - (in_row - 1 - col) * 8
        rects.append(pygame.Rect(x, top + row * (bh + 6), bw, bh))
    return rects
