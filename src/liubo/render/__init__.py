"""The art layer: lacquer board, pieces, sticks, tiles, text and board geometry.

Reads engine objects, never changes them. Everything is drawn in code and cached.
"""

from .bird_paint import BIRD_STATES
from .board_layer import BoardRenderer
from .board_names import NAME_MODES, PROJECT_GLOSS_MARK
from .diagram import render_diagram
from .geometry import BoardGeometry, rotate_unit
from .palette import DIAGRAM_KINDS, HIGHLIGHT_KINDS, Highlights, Palette, make_palette
from .sprites import SpriteBank
from .strokes import draw_arrow_head, draw_path
from .text import TextCache, is_cjk
from .tokens import STICK_GROUPS, TILE_STATES

__all__ = [
    "BIRD_STATES",
    "DIAGRAM_KINDS",
    "HIGHLIGHT_KINDS",
    "NAME_MODES",
    "PROJECT_GLOSS_MARK",
    "STICK_GROUPS",
    "TILE_STATES",
    "BoardGeometry",
    "BoardRenderer",
    "Highlights",
    "Palette",
    "SpriteBank",
    "TextCache",
    "draw_arrow_head",
    "draw_path",
    "is_cjk",
    "make_palette",
    "render_diagram",
    "rotate_unit",
]
