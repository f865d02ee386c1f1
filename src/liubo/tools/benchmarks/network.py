"""The learned network with numpy and without: is numpy worth its place in the bundle?

numpy and its BLAS are about half of the standalone bundle (``make dist``). The network
(302 inputs, 96 hidden units) could be run in plain Python instead: an input row is
mostly zeros, so a hidden layer is the sum of the weight rows of the inputs that are on,
plus the real-valued inputs times theirs. This measures both on the positions the expert
of the default ruleset values, as its tools give them (``network_rows``: for the default
rules, every turn end of each throw of the ``ai`` suite's positions, valued together as
the expert does), the encoding included (it is the same Python code in both:
``encoding_us_per_position`` is its share).

    python -m liubo.tools.benchmarks.network     # or make bench (the "network" suite)
"""

from __future__ import annotations

import json
import math
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any, cast

from ...ai.learned import evaluator, shipped_network
from ...ai.network import Network
from ...engine.ruleset import load_ruleset
from ..ruleset_tools import tools_for

REPEATS = 5
Row = tuple[tuple[int, ...], tuple[int, int], tuple[int, int], int]


def batches() -> list[list[Row]]:
    """For each position: the ends of its turns not yet over, as the network reads them
    (the default ruleset's tools' ``network_rows``)."""
    rows = tools_for().network_rows
    if rows is None:
        raise RuntimeError("the default ruleset's tools give no positions for the network")
    return rows()


class PythonNetwork:
    """The same network in plain Python lists (what the bundle would run without numpy)."""

    def __init__(self, net: Network, encoder: Any) -> None:
        self.w1 = net.w1.tolist()
        self.b1 = net.b1.tolist()
        self.w2 = net.w2.tolist()
        self.b2 = float(net.b2)
        self.encoder = encoder

    def values(self, rows: Sequence[Row]) -> list[float]:
        out = []
        dense_at = self.encoder.dense_at
        for cells, off, scores, me in rows:
            on, dense = self.encoder.parts(cells, off, scores, me)
            hidden = list(self.b1)
            for i in on:
                hidden = [h + w for h, w in zip(hidden, self.w1[i], strict=True)]
            for k, value in enumerate(dense):
                if value:
                    row = self.w1[dense_at + k]
                    hidden = [h + value * w for h, w in zip(hidden, row, strict=True)]
            z = self.b2 + sum(w * _sigmoid(h) for w, h in zip(self.w2, hidden, strict=True))
            out.append(_sigmoid(z))
        return out


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-40.0, min(40.0, z))))


def us_per_position(work: Callable[[list[Row]], object], data: list[list[Row]]) -> float:
    """Median over the repeats of the microseconds ``work`` takes per position valued."""
    count = sum(len(rows) for rows in data)
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        for rows in data:
            work(rows)
        times.append(time.perf_counter() - start)
    return round(statistics.median(times) / count * 1e6, 1)


def run() -> dict[str, float]:
    data = batches()
    rules = load_ruleset()  # the default rules, those of the rows
    net = shipped_network(rules)
    if isinstance(net, str):
        raise RuntimeError(net)
    encoder = cast(Any, evaluator(net, rules)).encoder  # its evaluator's (not in the contract)
    plain = PythonNetwork(net, encoder)
    first = data[0]
    with_numpy = net.values(encoder.rows(first))
    assert all(abs(a - b) < 1e-9 for a, b in zip(with_numpy, plain.values(first), strict=True))

    def encode_only(rows: list[Row]) -> None:
        for cells, off, scores, me in rows:
            encoder.parts(cells, off, scores, me)

    return {
        "network_positions": sum(len(rows) for rows in data),
        "network_numpy_us_per_position": us_per_position(
            lambda rows: net.values(encoder.rows(rows)), data
        ),
        "network_python_us_per_position": us_per_position(plain.values, data),
        "network_encoding_us_per_position": us_per_position(encode_only, data),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
