"""Computer player benchmarks: how long the levels think over a turn, and how long the odds
panel's threats take, under each ruleset.

Each ruleset's figures are its own (its tools' ``bench["ai"]``,
``liubo/tools/rulesets/<kind>/bench.py``: its fixed positions and the levels it times);
this runs every registered ruleset's, the default ruleset's first.
"""

from __future__ import annotations

from ..ruleset_tools import registered_tools


def run() -> dict[str, float]:
    """Every ruleset's think-time figures over its fixed positions."""
    out: dict[str, float] = {}
    for tools in registered_tools():
        suite = tools.bench.get("ai")
        if suite is not None:
            out.update(suite())
    return out


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key} {value:.1f}")
