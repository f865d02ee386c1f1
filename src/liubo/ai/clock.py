"""The clock the computer players' time limits are read on.

By default the wall clock (what a player at the table waits). ``use_clock("cpu")`` reads
the process's CPU time instead: for measurements on a loaded machine, where other
programs' work must not shorten a player's thinking (``python -m liubo.tools.strength
--clock cpu``). The choice holds for the process that makes it.
"""

from __future__ import annotations

import time
from collections.abc import Callable

CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.process_time}
_clock = [time.perf_counter]


def use_clock(name: str) -> None:
    """Read the players' time limits on clock ``name`` ("wall" or "cpu") in this process."""
    if name not in CLOCKS:
        raise ValueError(f"unknown clock {name!r}: use one of {', '.join(CLOCKS)}")
    _clock[0] = CLOCKS[name]


def now() -> float:
    """The time on the players' clock, in seconds."""
    return _clock[0]()
