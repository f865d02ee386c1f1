"""The rules of Liubo: pure Python, no pygame. See RULES.md and the README for the API."""

from .board import Board, Perch, PositionName, load_board
from .errors import BoardDataError, IllegalMoveError, LiuboError, NotationError
from .sides import Side

__all__ = [
    "Board",
    "BoardDataError",
    "IllegalMoveError",
    "LiuboError",
    "NotationError",
    "Perch",
    "PositionName",
    "Side",
    "load_board",
]
