"""The rules of Liubo: pure Python, no pygame. See docs/rules.md and the README for the API.

Every reconstruction of the rules declares itself once, as an entry point of the group
``liubo.rulesets`` (:mod:`.plugins`); importing the engine registers their engine parts
(:func:`~.contract.load_kinds`). Games, records and positions go through the
:class:`GameState` and :class:`GameMove` contract and find rulesets by id.
"""

from .board import Board, Perch, PositionName, Track, load_board
from .contract import (
    RULESET_FILES,
    GameMove,
    GameState,
    Ruleset,
    RulesetKind,
    default_ruleset_id,
    load_kinds,
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

load_kinds()  # the reconstructions found, the default one first

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
