"""The rules of Liubo: pure Python, no pygame. See docs/rules.md and the README for the API."""

from .board import Board, Perch, PositionName, Track, load_board
from .cazaux import CazauxMove, CazauxState
from .errors import (
    ArgumentError,
    ArgumentTypeError,
    BoardDataError,
    IllegalMoveError,
    LiuboError,
    NotationError,
)
from .game import Game, Outcome, TurnRecord
from .ruleset import (
    OPTION_SCHEMAS,
    RULESET_FILES,
    OptionSpec,
    Ruleset,
    UnknownOptionError,
    load_ruleset,
)
from .sides import Side
from .state import Move, State
from .throws import StickFaces, Throw, faces_for, group_faces, random_throw, throw_sticks

__all__ = [
    "OPTION_SCHEMAS",
    "ArgumentError",
    "ArgumentTypeError",
    "RULESET_FILES",
    "CazauxMove",
    "CazauxState",
    "OptionSpec",
    "Track",
    "UnknownOptionError",
    "Board",
    "BoardDataError",
    "Game",
    "IllegalMoveError",
    "LiuboError",
    "Move",
    "NotationError",
    "Outcome",
    "Perch",
    "PositionName",
    "Ruleset",
    "Side",
    "State",
    "StickFaces",
    "Throw",
    "TurnRecord",
    "faces_for",
    "group_faces",
    "load_board",
    "load_ruleset",
    "random_throw",
    "throw_sticks",
]
