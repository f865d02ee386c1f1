"""Small statistics for the measuring tools (strength, compare): no dependencies.

``wilson`` gives a confidence interval for a proportion that behaves at 0% and 100% and
for small samples (a normal approximation would run past 0 and 1); ``spread`` gives the
mean, standard deviation and quartiles of a list of numbers; ``games_for_margin`` how
many games measure a proportion to a given margin.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

#: the two-sided 95% point of the normal distribution
Z95 = 1.959963984540054


def wilson(wins: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials (95% by default).

    ``wins`` may be fractional (a draw counted as half a win). With no trials the interval
    is the whole of [0, 1].
    """
    if n < 0 or wins < 0 or wins > n:
        raise ValueError(f"need 0 <= wins <= n, got wins={wins}, n={n}")
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if wins == 0 else max(0.0, centre - half)  # exact at the ends, not 1 - 1e-16
    hi = 1.0 if wins == n else min(1.0, centre + half)
    return (lo, hi)


def games_for_margin(margin: float, p: float = 0.5, z: float = Z95) -> int:
    """Trials needed so that a proportion near ``p`` is known to +-``margin`` (95%)."""
    if not 0 < margin < 1:
        raise ValueError(f"margin must be between 0 and 1, got {margin}")
    return math.ceil(z * z * p * (1 - p) / (margin * margin))


def quantile(sorted_values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of already sorted values, interpolating between ranks."""
    if not sorted_values:
        raise ValueError("no values")
    pos = q * (len(sorted_values) - 1)
    lo = math.floor(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


@dataclass(frozen=True)
class Spread:
    """Mean, sample standard deviation, extremes and quartiles of some numbers."""

    n: int
    mean: float
    sd: float
    low: float
    q1: float
    median: float
    q3: float
    high: float

    def as_dict(self) -> dict[str, float]:
        return {
            "mean": self.mean,
            "sd": self.sd,
            "min": self.low,
            "q1": self.q1,
            "median": self.median,
            "q3": self.q3,
            "max": self.high,
        }


def spread(values: Sequence[float]) -> Spread:
    """The spread of ``values`` (at least one)."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    n = len(ordered)
    mean = sum(ordered) / n
    sd = math.sqrt(sum((v - mean) ** 2 for v in ordered) / (n - 1)) if n > 1 else 0.0
    return Spread(
        n,
        mean,
        sd,
        ordered[0],
        quantile(ordered, 0.25),
        quantile(ordered, 0.5),
        quantile(ordered, 0.75),
        ordered[-1],
    )
