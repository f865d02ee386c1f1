"""What the game screen's layout plans at a window size and presenter level: the board's
side, the names' and badges' text sizes and the smallest text allowed (``floor``).

``make board-sizes`` (:mod:`liubo.tools.board_sizes`) draws the screen at each size and
level and measures what was drawn against these figures.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board_names import name_font_px
from .layout import compute_layout

SIZES = ((1024, 600), (1280, 720), (1440, 810), (1920, 1080))
LEVELS = (100, 125, 150, 175, 200)  # presenter mode's levels (Settings; F5 steps 100-150-200)


@dataclass(frozen=True)
class BoardSize:
    window: tuple[int, int]
    presenter: int  # the level in per cent (100: off)
    board: int  # the board's side in pixels
    names: int  # the names in characters (汉字 mode)
    joined: int  # the names with their reading (presenter mode), or in English (off)
    badge: int  # a chance badge's text
    floor: int  # the smallest text the screen may show: 1.5% of the height per level


def board_size(window: tuple[int, int], presenter: int) -> BoardSize:
    """The layout's figures for ``window`` at ``presenter`` per cent."""
    level = presenter / 100
    lay = compute_layout(window, level)
    side = lay.board.width
    joined = "hanzi+english" if presenter > 100 else "english"
    return BoardSize(
        window,
        presenter,
        side,
        name_font_px(side, "hanzi", level, lay.floor),
        name_font_px(side, joined, level, lay.floor),
        lay.label_px(13),
        lay.floor,
    )


def problems(rows: list[BoardSize]) -> list[str]:
    """Where presenter mode does not make the board and its names larger than the level
    below it (the board may stay the window's height), or a text under the floor."""
    found = []
    by_window: dict[tuple[int, int], list[BoardSize]] = {}
    for row in rows:
        by_window.setdefault(row.window, []).append(row)
        for what in ("names", "joined", "badge"):
            if getattr(row, what) < row.floor:
                found.append(f"{_where(row)}: {what} {getattr(row, what)} px < {row.floor} px")
    for levels in by_window.values():
        levels.sort(key=lambda r: r.presenter)
        for low, high in zip(levels, levels[1:], strict=False):
            if high.board < low.board or high.names <= low.names or high.joined <= low.joined:
                found.append(
                    f"{_where(high)}: board {high.board} px, names {high.names}/{high.joined} px "
                    f"(at {low.presenter}%: {low.board} px, {low.names}/{low.joined} px)"
                )
    return found


def _where(row: BoardSize) -> str:
    return f"{row.window[0]}x{row.window[1]} at {row.presenter}%"
