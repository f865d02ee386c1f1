"""The rules of Liubo: pure Python, no pygame. See docs/rules.md and the README for the API."""

from .board import Board, Perch, PositionName, load_board
from .errors import BoardDataError, IllegalMoveError, LiuboError, NotationError
from .game import Game, Outcome, TurnRecord
from .ruleset import Ruleset, load_ruleset
from .sides import Side
from .state import Move, State
from .throws import StickFaces, Throw, faces_for, group_faces, random_throw, throw_sticks

__all__ = [
    "Board", "BoardDataError", "Game", "IllegalMoveError", "LiuboError", "Move",
    "NotationError", "Outcome", "Perch", "PositionName", "Ruleset", "Side", "State",
    "StickFaces", "Throw", "TurnRecord", "faces_for", "group_faces", "load_board", "load_ruleset",
    "random_throw", "throw_sticks",
]
