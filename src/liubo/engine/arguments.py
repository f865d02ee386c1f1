"""The checks of the arguments the engine's public calls take (``Game.new``, rulesets and
their options, throws): each names the argument it refuses, so a call the engine accepts
never leaves a state that a later call trips on."""

from __future__ import annotations

import random
from collections.abc import Mapping

from .errors import ArgumentError, ArgumentTypeError
from .sides import Side


def side_argument(value: object, name: str = "first") -> Side:
    """``value`` if it is a Side; ArgumentTypeError (naming ``name``) otherwise.

    Plain ints and bools are refused too: ``Side`` is an ``IntEnum``, but ``1`` or ``True``
    would be carried into a state whose texts and tables index by ``Side``.
    """
    if type(value) is Side:
        return value
    raise ArgumentTypeError(f"{name} must be Side.GREEN or Side.WHITE, not {short_repr(value)}")


def options_argument(value: object, name: str = "options") -> dict[str, str] | None:
    """A copy of a mapping of option names to values (both text), or None.

    ArgumentTypeError for anything else, such as ``"pond=sanctuary"``, ``["pond"]`` or
    ``{"pond": ["open"]}``; whether the ruleset has the option is checked against its schema.
    """
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ArgumentTypeError(
            f"{name} must be a mapping of option names to values such as "
            f"{{'pond': 'sanctuary'}}, not {short_repr(value)}"
        )
    out: dict[str, str] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise ArgumentTypeError(f"{name}: an option's name must be text, not {short_repr(key)}")
        if not isinstance(item, str):
            raise ArgumentTypeError(
                f"{name}: the value of option {key!r} must be text, not {short_repr(item)}"
            )
        out[key] = item
    return out


def rng_argument(value: object, name: str = "rng") -> random.Random:
    """``value`` if it is a ``random.Random``; ArgumentTypeError otherwise."""
    if isinstance(value, random.Random):
        return value
    raise ArgumentTypeError(f"{name} must be a random.Random, not {short_repr(value)}")


def count_argument(value: object, name: str, lo: int, hi: int) -> int:
    """``value`` if it is a plain int from ``lo`` to ``hi``; ArgumentError otherwise."""
    if type(value) is not int:
        raise ArgumentTypeError(f"{name} must be a whole number, not {short_repr(value)}")
    if not lo <= value <= hi:
        raise ArgumentError(f"{name} must be from {lo} to {hi}, not {value}")
    return value


def no_second_number(dark: object) -> None:
    """``Game.throw(Throw(...), dark)``: a Throw already holds both numbers."""
    if dark is not None:
        raise ArgumentError(
            f"dark: a Throw already holds both numbers; give it alone, not with {short_repr(dark)}"
        )


def short_repr(value: object, limit: int = 60) -> str:
    """``repr(value)``, cut short (an argument may be a huge string or list)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
