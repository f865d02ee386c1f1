"""Errors raised by the engine. All are ``ValueError`` subclasses."""


class LiuboError(ValueError):
    """Base class of every error the engine raises for bad input."""


class BoardDataError(LiuboError):
    """A board or ruleset data file is malformed or inconsistent."""


class NotationError(LiuboError):
    """A position, move, throw or record text cannot be parsed."""


class IllegalMoveError(LiuboError):
    """A move, throw or action is not legal in the current state of the game."""
