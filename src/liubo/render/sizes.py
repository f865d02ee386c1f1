"""The board's size on the game screen, presenter mode off and on: ``make board-sizes``.

    python -m liubo.render.sizes [--sizes 1024x600,1280x720,1920x1080]

Prints, for each window size and presenter mode off, 150% and 200%, the board's side and
the text size of the position names (in characters, and in presenter mode's label of
characters and reading) and of the chance badges, in pixels. Exits 1 if presenter mode
does not make the board and its names larger at some size (the board comes first).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass

from .board_names import name_font_px
from .layout import compute_layout

SIZES = ((1024, 600), (1280, 720), (1440, 810), (1920, 1080))
PRESENTER = (100, 150, 200)  # presenter mode's steps (F5); 100 is off


@dataclass(frozen=True)
class BoardSize:
    window: tuple[int, int]
    presenter: int
    board: int  # the board's side in pixels
    names: int  # the position names' text size in characters (汉字)
    joined: int  # presenter mode's names with their reading (汉字 + English), or the English
    badge: int  # a chance badge's text size


def board_size(window: tuple[int, int], presenter: int) -> BoardSize:
    lay = compute_layout(window, presenter / 100)
    side = lay.board.width
    joined = "hanzi+english" if presenter > 100 else "english"
    return BoardSize(
        window,
        presenter,
        side,
        name_font_px(side, "hanzi", lay.zoom),
        name_font_px(side, joined, lay.zoom),
        max(10, lay.label_px(13)),
    )


def problems(rows: list[BoardSize]) -> list[str]:
    """Each size where presenter mode does not enlarge the board and its names."""
    off = {r.window: r for r in rows if r.presenter == 100}
    found = []
    for r in rows:
        base = off.get(r.window)
        if base is None or r.presenter == 100:
            continue
        if r.board <= base.board or r.names <= base.names:
            found.append(
                f"{r.window[0]}x{r.window[1]} presenter {r.presenter}%: board {r.board} px "
                f"(off {base.board}), names {r.names} px (off {base.names})"
            )
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="The board's size, presenter mode off and on.")
    parser.add_argument(
        "--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES), help="e.g. 1280x720,1920x1080"
    )
    args = parser.parse_args(argv)
    windows = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",") if s]
    rows = [board_size((w, h), p) for w, h in windows for p in PRESENTER]
    print(f"{'window':<10} {'presenter':>9} {'board px':>9} {'names px':>9} "
          f"{'joined px':>10} {'badge px':>9}")  # fmt: skip
    for r in rows:
        mode = "off" if r.presenter == 100 else f"{r.presenter}%"
        print(
            f"{r.window[0]}x{r.window[1]:<5} {mode:>9} {r.board:>9} {r.names:>9} "
            f"{r.joined:>10} {r.badge:>9}"
        )
    found = problems(rows)
    for line in found:
        print("presenter mode does not enlarge the board:", line, file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main())
