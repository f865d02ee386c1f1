"""What every kind of learned network offers the players, and nothing that needs numpy.

The players value positions through a :class:`ValueNetwork`: ``values_of`` takes each
position as its encoding's two parts (the inputs that are on, and the real-valued inputs
that start at ``dense_at``) and gives the chance to win of each. Two networks do this with
the same weights: :class:`liubo.ai.network.Network` with numpy (the desktop's, and the
one training changes), and :class:`liubo.ai.plain_network.PlainNetwork` in plain Python
(for a Python without numpy, the browser edition's); :func:`liubo.ai.learned.network_class`
picks one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

#: one position as its encoding gives it: the inputs that are 1, and the real-valued
#: inputs, in order, from the encoding's ``dense_at``
Parts = tuple[Sequence[int], Sequence[float]]


class WeightsError(ValueError):
    """A weights file that is missing, unreadable or made for another ruleset or encoding."""


class ValueNetwork(Protocol):
    """A network that gives positions' chances to win (see the module text)."""

    meta: dict[str, object]

    @property
    def inputs(self) -> int: ...

    def values_of(self, rows: Sequence[Parts], dense_at: int) -> Sequence[float]:
        """The chance to win of each position (valued together)."""
        ...

    def value_of(self, on: Sequence[int], dense: Sequence[float], dense_at: int) -> float:
        """The chance to win of one position, computed on its own."""
        ...


def refuse_constant(name: str) -> object:
    """For ``json.loads``: a description holding NaN or Infinity is refused."""
    raise ValueError(f"the description holds {name}")
