"""The sticks: two groups of three, light and dark, and the exact odds of each throw."""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from math import comb
from typing import NamedTuple, cast

from .arguments import count_argument, rng_argument, short_repr
from .errors import ArgumentError, ArgumentTypeError, NotationError

VALUES = (1, 2, 3, 4)


def is_ascii_digits(text: str) -> bool:
    """True for one or more of 0-9 only (``str.isdigit`` also takes "²" and "٣")."""
    return text.isascii() and text.isdigit()


#: the most digits a count in a text may have (a turn number, a score, prisoners): far
#: above any real game, and far below the length Python refuses to turn into an int
COUNT_DIGITS = 9


def read_count(text: str, what: str) -> int:
    """The whole number written in ASCII digits ``text``; NotationError naming ``what``
    for anything else or for more than :data:`COUNT_DIGITS` digits."""
    if not is_ascii_digits(text):
        raise NotationError(f"{what}: {text[:20]!r} is not a whole number")
    if len(text) > COUNT_DIGITS:
        raise NotationError(
            f"{what}: a number of {len(text)} digits is too large (at most {COUNT_DIGITS})"
        )
    return int(text)


@dataclass(frozen=True, slots=True, order=True)
class Throw:
    """The two numbers of a throw: the light group's value and the dark group's."""

    light: int
    dark: int

    def __post_init__(self) -> None:
        # exactly int: True, 1.0 or Decimal(2) compare equal to a value but would be written
        # as "True,1.0" in a record that could not be read back
        if (
            type(self.light) is not int
            or type(self.dark) is not int
            or (self.light not in VALUES or self.dark not in VALUES)
        ):
            raise NotationError(
                f"a throw is two numbers from 1 to 4 (plain ints), not {self.light!r},{self.dark!r}"
            )

    @property
    def numbers(self) -> tuple[int, int]:
        return (self.light, self.dark)

    @property
    def is_double(self) -> bool:
        return self.light == self.dark

    def __str__(self) -> str:
        return f"{self.light},{self.dark}"

    @classmethod
    def parse(cls, text: str) -> Throw:
        """Parse ``light,dark`` such as ``2,1``."""
        if not isinstance(text, str):
            raise NotationError(f"a throw must be text such as 2,1, not {text!r}")
        parts = text.strip().split(",")
        if len(parts) != 2 or not all(is_ascii_digits(p.strip()) for p in parts):
            raise NotationError(f"cannot read throw {text!r}: expected light,dark such as 2,1")
        return cls(int(parts[0]), int(parts[1]))


def throw_argument(value: object, name: str = "throw") -> Throw:
    """``value`` if it is a Throw; ArgumentTypeError otherwise (a pair such as ``(2, 1)``
    is not one: ``Throw(2, 1)`` checks its numbers)."""
    if type(value) is Throw:
        return value
    raise ArgumentTypeError(f"{name} must be a Throw such as Throw(2, 1), not {short_repr(value)}")


_THROWS: dict[tuple[int, int], Throw] = {}


def throw_of(light: int, dark: int) -> Throw:
    """The shared Throw value for two numbers (throws are immutable, so one each suffices)."""
    key = (light, dark)
    found = _THROWS.get(key)
    if found is None:
        found = _THROWS[key] = Throw(light, dark)
    return found


@cache
def group_distribution(sticks: int = 3, no_rounded_counts: int = 4) -> dict[int, Fraction]:
    """Exact chance of each value of one group of fair sticks (rounded side up counts 1)."""
    dist: dict[int, Fraction] = {}
    for rounded in range(sticks + 1):
        value = rounded if rounded else no_rounded_counts
        dist[value] = dist.get(value, Fraction(0)) + Fraction(comb(sticks, rounded), 2**sticks)
    return dict(sorted(dist.items()))


@cache
def throw_distribution(
    sticks: int = 3, no_rounded_counts: int = 4
) -> tuple[tuple[Throw, Fraction], ...]:
    """All (Throw, probability) pairs of a throw of two groups; the probabilities sum to 1."""
    group = group_distribution(sticks, no_rounded_counts)
    return tuple(
        (Throw(light, dark), pl * pd) for light, pl in group.items() for dark, pd in group.items()
    )


@cache
def value_distribution(values: tuple[int, ...]) -> dict[int, Fraction]:
    """Exact chance of each value of one group of fair sticks, where ``values[k]`` is what
    the group counts when k of its sticks show the marked side (True) up."""
    sticks = len(values) - 1
    dist: dict[int, Fraction] = {}
    for k, value in enumerate(values):
        dist[value] = dist.get(value, Fraction(0)) + Fraction(comb(sticks, k), 2**sticks)
    return dict(sorted(dist.items()))


@cache
def value_throw_distribution(values: tuple[int, ...]) -> tuple[tuple[Throw, Fraction], ...]:
    """All (Throw, probability) pairs for groups read through ``values`` (sums to 1)."""
    group = value_distribution(values)
    return tuple(
        (Throw(light, dark), pl * pd) for light, pl in group.items() for dark, pd in group.items()
    )


class StickFaces(NamedTuple):
    """What each of the six sticks showed: True for a face the ruleset counts.

    For ``tlv`` that is the rounded side up. ``values``, when given, reads a group instead:
    ``values[k]`` for k sticks True; the ``cazaux`` ruleset counts the plain faces, 1 +
    their number: ``(1, 2, 3, 4)`` (the drawings turn its sticks over, see
    the move view's ``rounded``).
    """

    light: tuple[bool, ...]
    dark: tuple[bool, ...]
    no_rounded_counts: int = 4
    values: tuple[int, ...] | None = None

    @property
    def throw(self) -> Throw:
        known = _FACES_THROWS.get(id(self))
        if known is not None and known[0] is self:  # a fall of :func:`faces_table`
            return known[1]
        if self.values is not None:
            return throw_of(self.values[sum(self.light)], self.values[sum(self.dark)])
        key = (sum(self.light) or self.no_rounded_counts, sum(self.dark) or self.no_rounded_counts)
        return _THROWS.get(key) or throw_of(*key)


def check_sticks(rng: object, sticks: object, no_rounded_counts: object, values: object) -> None:
    """The arguments of the stick functions: ArgumentError naming a wrong one."""
    rng_argument(rng)
    # a group counts its marked sticks, so without ``values`` it has at most four
    count_argument(sticks, "sticks", 1, 4 if values is None else 6)
    count_argument(no_rounded_counts, "no_rounded_counts", 1, 4)
    if values is not None and (
        type(values) is not tuple
        or len(values) != cast(int, sticks) + 1
        or not all(type(v) is int and v in VALUES for v in values)
    ):
        raise ArgumentError(
            f"values must be {cast(int, sticks) + 1} numbers from 1 to 4 or None, "
            f"not {short_repr(values)}"
        )


def throw_sticks(
    rng: random.Random,
    sticks: int = 3,
    no_rounded_counts: int = 4,
    values: tuple[int, ...] | None = None,
) -> StickFaces:
    """Throw the six sticks with the given random generator (each face is a fair coin)."""
    check_sticks(rng, sticks, no_rounded_counts, values)
    return stick_faces(rng, sticks, no_rounded_counts, values)


def stick_faces(
    rng: random.Random, sticks: int, no_rounded_counts: int, values: tuple[int, ...] | None
) -> StickFaces:
    """:func:`throw_sticks` with arguments already checked (a ruleset's own, checked when
    it was loaded, and its caller's generator): what a ruleset's ``throw_sticks`` calls
    once a turn."""
    return faces_table(sticks, no_rounded_counts, values)[rng.getrandbits(2 * sticks)]


@cache
def faces_table(
    sticks: int, no_rounded_counts: int, values: tuple[int, ...] | None
) -> tuple[StickFaces, ...]:
    """Every way the sticks can fall, by the random bits that make it (one fair coin per
    stick, the light group's in the low bits): :func:`stick_faces` reads one entry a
    throw, so every throw with the same faces is the same immutable object."""
    table = []
    for bits in range(1 << 2 * sticks):
        light = tuple(bits >> i & 1 == 1 for i in range(sticks))
        dark = tuple(bits >> (sticks + i) & 1 == 1 for i in range(sticks))
        faces = StickFaces(light, dark, no_rounded_counts, values)
        _FACES_THROWS[id(faces)] = (faces, faces.throw)
        table.append(faces)
    return tuple(table)


#: each fall of a :func:`faces_table` (kept alive by its cache) and its throw, by the
#: fall's id: ``StickFaces.throw`` reads it there instead of counting the faces
_FACES_THROWS: dict[int, tuple[StickFaces, Throw]] = {}


def group_faces(
    value: int, rng: random.Random, sticks: int = 3, values: tuple[int, ...] | None = None
) -> tuple[bool, ...]:
    """Faces (True = a counted face, see :class:`StickFaces`) of one group of sticks
    showing ``value``, shuffled.

    A group counts its rounded sides, except that none up counts one more than the sticks;
    with ``values``, k sticks True show ``values[k]``.
    """
    check_sticks(rng, sticks, 4, values)
    top = max(values) if values else sticks + 1
    count_argument(value, f"value (a group of {sticks} sticks)", 1, top)
    if values is not None and value not in values:
        raise ArgumentError(f"value: a group read as {values} never shows {value}")
    if values is not None:
        rounded = values.index(value)
    else:
        rounded = 0 if value > sticks else value
    faces = [True] * rounded + [False] * (sticks - rounded)
    rng.shuffle(faces)
    return tuple(faces)


def random_throw(rng: random.Random, sticks: int = 3, no_rounded_counts: int = 4) -> Throw:
    """``throw_sticks(rng, ...).throw`` without the faces: the same throw from the same
    random numbers, for players and simulations that never show the sticks."""
    check_sticks(rng, sticks, no_rounded_counts, None)
    bits = rng.getrandbits(2 * sticks)
    light = (bits & ((1 << sticks) - 1)).bit_count()
    dark = (bits >> sticks).bit_count()
    return throw_of(light or no_rounded_counts, dark or no_rounded_counts)


def faces_for(
    throw: Throw, rng: random.Random, sticks: int = 3, values: tuple[int, ...] | None = None
) -> StickFaces:
    """Stick faces that show a given throw (for replays and screens), chosen with ``rng``."""
    throw_argument(throw)
    return StickFaces(
        group_faces(throw.light, rng, sticks, values),
        group_faces(throw.dark, rng, sticks, values),
        4,
        values,
    )
