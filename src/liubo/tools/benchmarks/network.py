"""The learned network with numpy and without (:mod:`liubo.ai.plain_network`, what the
browser edition runs, where there is no numpy).

The network (302 inputs, 96 hidden units) runs in plain Python too: an input row is
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
import statistics
import time
from collections.abc import Callable
from typing import Any, cast

from ...ai.learned import evaluator, shipped_network
from ...ai.network import Network
from ...ai.plain_network import PlainNetwork
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
    if not isinstance(net, Network):
        raise RuntimeError(f"no numpy network for the default rules: {net}")
    encoder = cast(Any, evaluator(net, rules)).encoder  # its evaluator's (not in the contract)
    plain = PlainNetwork.from_bytes(net.to_bytes())

    def plain_values(rows: list[Row]) -> list[float]:
        return plain.values_of([encoder.parts(*row) for row in rows], encoder.dense_at)

    first = data[0]
    with_numpy = net.values(encoder.rows(first))
    assert all(abs(a - b) < 1e-12 for a, b in zip(with_numpy, plain_values(first), strict=True))

    def encode_only(rows: list[Row]) -> None:
        for cells, off, scores, me in rows:
            encoder.parts(cells, off, scores, me)

    return {
        "network_positions": sum(len(rows) for rows in data),
        "network_numpy_us_per_position": us_per_position(
            lambda rows: net.values(encoder.rows(rows)), data
        ),
        "network_python_us_per_position": us_per_position(plain_values, data),
        "network_encoding_us_per_position": us_per_position(encode_only, data),
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=1))
