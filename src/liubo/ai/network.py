"""The network of the learned evaluation: inputs -> sigmoid units -> a chance to win.

Its weights are read from and written to numpy's own file format (no pickle), with a
description (``meta``) stored beside them; :meth:`Network.from_bytes` raises
:class:`WeightsError` with a clear message for anything that is not such a file. Which
positions it reads and which rules it was trained for is :mod:`.learned`'s business.
"""

from __future__ import annotations

import io
import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field

from .net import Parts, refuse_constant
from .net import WeightsError as WeightsError

# one BLAS thread per process, set before numpy is first imported (every module that runs
# the network imports numpy after this one): the computer players and the training run
# in processes of their own on few cores, where numpy's threads only fight over them
for _name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_name, "1")

import numpy as np  # noqa: E402
from numpy.typing import NDArray  # noqa: E402

Array = NDArray[np.float64]


def input_rows(rows: Sequence[Parts], size: int, dense_at: int) -> Array:
    """The input rows of positions given as their encoding's parts (for training and the
    batched values)."""
    x = np.zeros((len(rows), size))
    for i, (on, dense) in enumerate(rows):
        x[i, on] = 1.0
        x[i, dense_at:] = dense
    return x


def input_row(on: Sequence[int], dense: Sequence[float], size: int, dense_at: int) -> Array:
    """The input row of one position given as its parts."""
    x = np.zeros(size)
    for j in on:
        x[j] = 1.0
    x[dense_at:] = dense
    return x


def _sigmoid(z: Array) -> Array:
    return 1.0 / (1.0 + np.exp(-np.clip(z, -40.0, 40.0)))


@dataclass
class Network:
    """Inputs -> hidden sigmoid units -> one sigmoid output (the chance to win)."""

    w1: Array  # (inputs, hidden)
    b1: Array  # (hidden,)
    w2: Array  # (hidden,)
    b2: float
    meta: dict[str, object] = field(default_factory=dict)

    @classmethod
    def random(
        cls, inputs: int, hidden: int, rng: np.random.Generator, scale: float = 0.1
    ) -> Network:
        return cls(
            rng.normal(0.0, scale, (inputs, hidden)),
            np.zeros(hidden),
            rng.normal(0.0, scale, hidden),
            0.0,
        )

    @property
    def inputs(self) -> int:
        return int(self.w1.shape[0])

    def values(self, x: Array) -> Array:
        """The chance to win of each row of ``x`` (one matrix product for them all)."""
        h = _sigmoid(x @ self.w1 + self.b1)
        return _sigmoid(h @ self.w2 + self.b2)

    def value(self, x: Array) -> float:
        """The chance to win of one row, computed on its own."""
        h = _sigmoid(x @ self.w1 + self.b1)
        return float(_sigmoid(np.array(h @ self.w2 + self.b2)))

    def values_of(self, rows: Sequence[Parts], dense_at: int) -> list[float]:
        """The chance to win of each position given as its parts (one matrix product)."""
        values: list[float] = self.values(input_rows(rows, self.inputs, dense_at)).tolist()
        return values

    def value_of(self, on: Sequence[int], dense: Sequence[float], dense_at: int) -> float:
        """The chance to win of one position given as its parts, computed on its own."""
        return self.value(input_row(on, dense, self.inputs, dense_at))

    def value_and_gradient(self, x: Array) -> tuple[float, tuple[Array, Array, Array, float]]:
        """The value of one row and its gradient by (w1, b1, w2, b2)."""
        h = _sigmoid(x @ self.w1 + self.b1)
        y = float(_sigmoid(np.array(h @ self.w2 + self.b2)))
        dy = y * (1.0 - y)
        dh = dy * self.w2 * h * (1.0 - h)
        return y, (np.outer(x, dh), dh, dy * h, dy)

    def copy(self) -> Network:
        return Network(self.w1.copy(), self.b1.copy(), self.w2.copy(), self.b2, dict(self.meta))

    # -- files -----------------------------------------------------------------------------
    def to_bytes(self) -> bytes:
        out = io.BytesIO()
        np.savez_compressed(
            out,
            w1=self.w1,
            b1=self.b1,
            w2=self.w2,
            b2=np.array([self.b2]),
            meta=np.array(json.dumps(self.meta, sort_keys=True)),
        )
        return out.getvalue()

    @classmethod
    def from_bytes(cls, data: bytes, source: str = "weights") -> Network:
        """A network from the bytes of a weights file; WeightsError if they are not one."""
        try:
            with np.load(io.BytesIO(data), allow_pickle=False) as f:
                layers = {
                    name: np.asarray(f[name], dtype=np.float64) for name in ("w1", "b1", "w2", "b2")
                }
                meta = json.loads(str(f["meta"]), parse_constant=refuse_constant)
        except Exception as exc:  # numpy and zipfile raise many kinds for a damaged file
            raise WeightsError(f"{source} is not a readable weights file ({exc})") from exc
        if not isinstance(meta, dict):
            raise WeightsError(f"{source}: its description is not a table")
        w1, b1, w2, b2 = layers["w1"], layers["b1"], layers["w2"], layers["b2"]
        hidden = b1.shape[0] if b1.ndim == 1 else -1
        if w1.ndim != 2 or w1.shape[1] != hidden or w2.shape != (hidden,) or b2.size != 1:
            raise WeightsError(f"{source}: the layers' shapes do not fit together")
        for name, layer in layers.items():  # every layer: a NaN in b2 made every chance NaN
            if not np.isfinite(layer).all():
                raise WeightsError(f"{source}: {name} holds numbers that are not finite")
        return cls(w1, b1, w2, float(b2.reshape(-1)[0]), meta)
