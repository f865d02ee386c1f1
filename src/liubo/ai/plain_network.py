"""The learned network in plain Python, for a Python without numpy (the browser edition).

It reads the same weights file as :class:`liubo.ai.network.Network` (through
:mod:`.npy_file`), refuses the same damaged or unfitting files, and gives the same chances
to win: an input row is mostly zeros, so the hidden layer is the sum of the weight rows of
the inputs that are on, plus each real-valued input times its row. The values agree with
numpy's to the last few bits (the sums run in another order); ``tests/ai/test_plain_network.py``
holds them to 1e-12 and the players' moves to the same moves.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from itertools import repeat
from operator import add, mul

from .net import Parts, WeightsError, refuse_constant
from .npy_file import Array, read_npz

LAYERS = ("w1", "b1", "w2", "b2")


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


class PlainNetwork:
    """Inputs -> hidden sigmoid units -> one sigmoid output, in lists of floats."""

    def __init__(
        self,
        w1: list[list[float]],
        b1: list[float],
        w2: list[float],
        b2: float,
        meta: dict[str, object] | None = None,
    ) -> None:
        self.w1 = w1  # one row of hidden weights per input
        self.b1 = b1
        self.w2 = w2
        self.b2 = b2
        self.meta: dict[str, object] = meta or {}

    @property
    def inputs(self) -> int:
        return len(self.w1)

    def hidden_sums(self, on: Sequence[int], dense: Sequence[float], dense_at: int) -> list[float]:
        """The hidden units' inputs before the sigmoid."""
        w1 = self.w1
        # each unit's bias and the rows of the inputs that are on, summed unit by unit (the
        # fastest way plain Python has: one sum per unit over a zip of the rows)
        hidden: list[float] = list(map(sum, zip(self.b1, *[w1[i] for i in on], strict=True)))
        for k, value in enumerate(dense):
            if value:
                hidden = list(map(add, hidden, map(mul, repeat(value), w1[dense_at + k])))
        return hidden

    def value_of(self, on: Sequence[int], dense: Sequence[float], dense_at: int) -> float:
        hidden = self.hidden_sums(on, dense, dense_at)
        return _sigmoid(self.b2 + sum(map(mul, self.w2, map(_sigmoid, hidden))))

    def values_of(self, rows: Sequence[Parts], dense_at: int) -> list[float]:
        return [self.value_of(on, dense, dense_at) for on, dense in rows]

    @classmethod
    def from_bytes(cls, data: bytes, source: str = "weights") -> PlainNetwork:
        """A network from the bytes of a weights file; WeightsError if they are not one."""
        try:
            arrays = read_npz(data)
            layers = {name: arrays[name] for name in LAYERS}
            meta = json.loads(str(arrays["meta"]), parse_constant=refuse_constant)
        except Exception as exc:  # zipfile, struct and the header's literal raise many kinds
            raise WeightsError(f"{source} is not a readable weights file ({exc})") from exc
        if not isinstance(meta, dict):
            raise WeightsError(f"{source}: its description is not a table")
        if not all(isinstance(layer, Array) for layer in layers.values()):
            raise WeightsError(f"{source}: a layer is not an array of numbers")
        w1, b1, w2, b2 = (layers[name] for name in LAYERS)
        assert isinstance(w1, Array) and isinstance(b1, Array)
        assert isinstance(w2, Array) and isinstance(b2, Array)
        hidden = b1.shape[0] if len(b1.shape) == 1 else -1
        if (
            len(w1.shape) != 2
            or w1.shape[1] != hidden
            or w2.shape != (hidden,)
            or len(b2.values) != 1
        ):
            raise WeightsError(f"{source}: the layers' shapes do not fit together")
        for name, layer in layers.items():  # every layer: a NaN in b2 made every chance NaN
            assert isinstance(layer, Array)
            if not all(math.isfinite(v) for v in layer.values):
                raise WeightsError(f"{source}: {name} holds numbers that are not finite")
        return cls(w1.rows(), list(b1.values), list(w2.values), b2.values[0], meta)
