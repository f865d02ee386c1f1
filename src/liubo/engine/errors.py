"""Errors raised by the engine. All are ``ValueError`` subclasses."""


class LiuboError(ValueError):
    """Base class of every error the engine raises for bad input."""


class BoardDataError(LiuboError):
    """A board or ruleset data file is malformed or inconsistent."""


class NotationError(LiuboError):
    """A position, move, throw or record text cannot be parsed."""


class IllegalMoveError(LiuboError):
    """A move, throw or action is not legal in the current state of the game."""


class ArgumentError(LiuboError):
    """An argument the engine's API does not accept; the message names the argument."""


class ArgumentTypeError(ArgumentError, TypeError):
    """An argument of the wrong type: a ``TypeError`` as Python's convention has it, and
    still a ``LiuboError`` (a ``ValueError``) for callers that catch the engine's errors."""
