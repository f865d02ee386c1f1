"""A throw entered by hand: the class throws its own sticks and the game is told the result.

Either the two numbers are given (click a number, or type 1-4 twice: light, then dark), or
the six sticks are set one by one (rounded side up or flat) and read as the engine reads a
throw. Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import StickFaces, Throw


@dataclass
class ThrowEntry:
    """The throw being entered: numbers typed or picked, or stick faces set."""

    sticks: int = 3  # sticks in each group
    light: int | None = None
    dark: int | None = None
    faces: list[list[bool]] = field(default_factory=lambda: [[False] * 3, [False] * 3])
    from_faces: bool = False  # the numbers were read from the faces
    values: tuple[int, ...] | None = None  # how the rules read a group (cazaux), else tlv's way

    @property
    def most(self) -> int:
        """The largest number a group shows (none rounded up counts one more than sticks)."""
        return self.sticks + 1

    def type_digit(self, number: int) -> bool:
        """A number typed: the light group's first, then the dark's; False if not 1..most."""
        if not 1 <= number <= self.most:
            return False
        if self.light is None or (self.dark is not None):
            self.light, self.dark = number, None
        else:
            self.dark = number
        self.from_faces = False
        return True

    def pick(self, group: int, number: int) -> bool:
        """A number clicked for a group (0 light, 1 dark)."""
        if not 1 <= number <= self.most:
            return False
        if group == 0:
            self.light = number
        else:
            self.dark = number
        self.from_faces = False
        return True

    def flip(self, group: int, stick: int) -> None:
        """Turn one stick over; the numbers then read from the sticks."""
        self.faces[group][stick] = not self.faces[group][stick]
        read = StickFaces(tuple(self.faces[0]), tuple(self.faces[1]), self.most, self.values).throw
        self.light, self.dark = read.light, read.dark
        self.from_faces = True

    def throw(self) -> Throw | None:
        """The throw entered, once both numbers are known."""
        if self.light is None or self.dark is None:
            return None
        return Throw(self.light, self.dark)

    def stick_faces(self) -> StickFaces | None:
        """The faces to show for the throw: as set, or else any that read the same."""
        throw = self.throw()
        if throw is None:
            return None
        if self.from_faces:
            return StickFaces(tuple(self.faces[0]), tuple(self.faces[1]), self.most, self.values)
        return None
