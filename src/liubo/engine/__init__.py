"""The rules of Liubo: pure Python, no pygame. See docs/rules.md and the README for the API.

Every reconstruction of the rules is a package under :mod:`.rulesets` that registers
itself (:func:`register_ruleset`); games, records and positions go through the
:class:`GameState` and :class:`GameMove` contract and find rulesets by id.
"""

from . import rulesets as _rulesets  # the built-in reconstructions register themselves
from .board import Board, Perch, PositionName, Track, load_board
from .contract import (
    RULESET_FILES,
    GameMove,
    GameState,
    Ruleset,
    RulesetKind,
    default_ruleset_id,
    register_ruleset,
    ruleset_kind,
    ruleset_kinds,
    unregister_ruleset,
)
from .errors import (
    ArgumentError,
    ArgumentTypeError,
    BoardDataError,
    IllegalMoveError,
    LiuboError,
    NotationError,
)
from .game import Game, Outcome
from .options import OPTION_SCHEMAS, OptionSpec, UnknownOptionError
from .record import TurnRecord
from .ruleset import load_ruleset
from .sides import Side
from .throws import StickFaces, Throw, faces_for, group_faces, random_throw, throw_sticks

del _rulesets

__all__ = [
    "OPTION_SCHEMAS",
    "ArgumentError",
    "ArgumentTypeError",
    "RULESET_FILES",
    "Board",
    "BoardDataError",
    "Game",
    "GameMove",
    "GameState",
    "IllegalMoveError",
    "LiuboError",
    "NotationError",
    "OptionSpec",
    "Outcome",
    "Perch",
    "PositionName",
    "Ruleset",
    "RulesetKind",
    "Side",
    "StickFaces",
    "Throw",
    "Track",
    "TurnRecord",
    "UnknownOptionError",
    "default_ruleset_id",
    "faces_for",
    "group_faces",
    "load_board",
    "load_ruleset",
    "random_throw",
    "register_ruleset",
    "ruleset_kind",
    "ruleset_kinds",
    "throw_sticks",
    "unregister_ruleset",
]
