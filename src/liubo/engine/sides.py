"""The two sides, Green (青) and White (白)."""

from __future__ import annotations

from enum import IntEnum


class Side(IntEnum):
    """A player's colour. Green sits South and moves first by default."""

    GREEN = 0
    WHITE = 1

    @property
    def other(self) -> Side:
        return Side(1 - self)

    @property
    def letter(self) -> str:
        """One-letter form used in position and record texts: ``G`` or ``W``."""
        return "GW"[self]

    @property
    def key(self) -> str:
        """Lower-case name used in data files and settings: ``green`` or ``white``."""
        return ("green", "white")[self]

    @classmethod
    def from_letter(cls, text: str) -> Side:
        """Parse ``G``/``W`` (or ``green``/``white``, any case); NotationError otherwise."""
        from .errors import NotationError

        if not isinstance(text, str):
            raise NotationError(f"a side must be text such as G or W, not {type(text).__name__}")
        t = text.strip().lower()
        if t in ("g", "green"):
            return cls.GREEN
        if t in ("w", "white"):
            return cls.WHITE
        raise NotationError(f"unknown side {text[:20]!r}: expected G or W")
