"""The game's icon, drawn by the game's own art: the lacquered board with a jade Owl.

The same drawing serves as the window's icon and, at build time, as the PNG icons of the
standalone bundle and its desktop entry (``make dist``).
"""

from __future__ import annotations

import pygame

from ..engine.board import Board
from ..engine.sides import Side
from .board_layer import BoardRenderer
from .palette import make_palette
from .sprites import SpriteBank
from .text import TextCache

#: the sizes of the PNG icons the bundle ships (the freedesktop icon theme's usual ones)
ICON_SIZES = (16, 32, 48, 64, 128, 256)
OWL_SHARE = 0.42  # the Owl's stone is this share of the icon's width
OWL_CENTRE = 0.56  # its sprite centred this far down (the sprite's centre is its perch point)
#: the size of the window's icon, ``data/icon.png`` (:data:`liubo.resources.WINDOW_ICON`):
#: drawn by :func:`draw_icon` and kept under ``data/`` because drawing it takes about half
#: a second, too long before the first frame; ``make icon`` redraws it
WINDOW_ICON_SIZE = 128


def draw_icon(
    size: int, board: Board | None = None, text: TextCache | None = None
) -> pygame.Surface:
    """The icon, ``size`` pixels square, with an alpha channel (the board fills it)."""
    from ..engine import load_board

    size = max(8, int(size))
    palette = make_palette(False)
    text = text if text is not None else TextCache(max_entries=8)
    renderer = BoardRenderer(board if board is not None else load_board(), palette, text, 1)
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    icon.blit(renderer.board_surface(size), (0, 0))
    owl = SpriteBank(palette, text).bird(Side.GREEN, True, max(4, round(size * OWL_SHARE)))
    icon.blit(owl, owl.get_rect(center=(size // 2, round(size * OWL_CENTRE))))
    return icon


def save_icons(folder: str, sizes: tuple[int, ...] = ICON_SIZES) -> list[str]:
    """Draw the icon at each size into ``folder/liubo-<size>.png``; the paths written."""
    from pathlib import Path

    from ..engine import load_board

    board = load_board()
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for size in sizes:
        path = out / f"liubo-{size}.png"
        pygame.image.save(draw_icon(size, board), str(path))
        paths.append(str(path))
    return paths


def main(argv: list[str] | None = None) -> int:
    """``python -m liubo.render.icon [PATH]``: redraw the window icon (``make icon``)."""
    import os
    import sys

    from ..resources import WINDOW_ICON, data_path

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    args = sys.argv[1:] if argv is None else argv

    path = args[0] if args else str(data_path(WINDOW_ICON))
    pygame.display.init()
    pygame.font.init()
    pygame.image.save(draw_icon(WINDOW_ICON_SIZE), path)
    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
