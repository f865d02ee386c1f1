"""Live odds for a teacher: the numbers' chances, and the thread the odds panel works on.

Nothing here is estimated or sampled: :func:`number_odds` sums a ruleset's own throw
distribution (``Ruleset.throws``, e.g. the 16 throws of 64 equally likely stick outcomes)
into the chance of each number in one group, of each (light, dark) throw, of each
unordered pair, and that a number shows in either group. What a ruleset's odds panel
works out beyond that (the chance each piece is taken, that a side scores) is its
presentation's :class:`~liubo.model.presentation.Odds`, in its package
(``liubo.model.rulesets.<kind>.odds``). Those functions are pure and take immutable
states, so a screen runs them off its own thread: :class:`OddsService` does that with one
worker thread and a cache. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from fractions import Fraction
from threading import Lock
from typing import TypeVar

from ..engine import GameState, Ruleset, load_ruleset

T = TypeVar("T")
ZERO = Fraction(0)

__all__ = ["NumberOdds", "OddsService", "number_odds"]


# -- the numbers -----------------------------------------------------------------------------
@dataclass(frozen=True)
class NumberOdds:
    """The chances of the numbers before a throw (every value a Fraction, each table sums to 1
    except ``either``)."""

    group: dict[int, Fraction]  # one group shows n
    throws: dict[tuple[int, int], Fraction]  # (light, dark)
    pairs: dict[tuple[int, int], Fraction]  # unordered: (low, high)
    either: dict[int, Fraction]  # n shows in at least one of the two groups
    outcomes: int  # equally likely stick outcomes (64)


def number_odds(ruleset: Ruleset | None = None) -> NumberOdds:
    """The odds of the numbers, from the ruleset's throw distribution (the engine's own)."""
    rules = ruleset or load_ruleset()
    throws: dict[tuple[int, int], Fraction] = {}
    group: dict[int, Fraction] = {}
    pairs: dict[tuple[int, int], Fraction] = {}
    either: dict[int, Fraction] = {}
    for throw, p in rules.throws:
        throws[throw.numbers] = throws.get(throw.numbers, ZERO) + p
        group[throw.light] = group.get(throw.light, ZERO) + p
        key = (min(throw.numbers), max(throw.numbers))
        pairs[key] = pairs.get(key, ZERO) + p
        for n in set(throw.numbers):
            either[n] = either.get(n, ZERO) + p
    outcomes = 2 ** (2 * rules.sticks_per_group)
    return NumberOdds(
        dict(sorted(group.items())),
        dict(sorted(throws.items())),
        dict(sorted(pairs.items())),
        dict(sorted(either.items())),
        outcomes,
    )


# -- off the UI thread ---------------------------------------------------------------------------
class OddsService:
    """Runs odds functions on one worker thread and keeps the answers.

    ``request(fn, state, *args)`` returns the answer at once if it is known, else None and
    starts the work (once); call it again next frame. Answers are kept per (function,
    position, arguments), the oldest dropped past ``keep``; a function that raised gives its
    exception as the answer (it is not retried). ``close()`` stops the thread.
    ``on_answer`` (if given) is called on the worker thread after each answer is kept, and
    ``answers`` counts them: the screen draws a new answer as soon as it lands.
    The functions only read the ``State`` they are given (states are immutable), so the UI
    may go on using the same state meanwhile.
    """

    def __init__(self, keep: int = 64, on_answer: Callable[[], None] | None = None) -> None:
        self.on_answer = on_answer
        self.answers = 0
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="liubo-odds")
        self._done: dict[Hashable, object] = {}
        self._running: dict[Hashable, Future] = {}
        self._keep = keep
        self._lock = Lock()

    def request(self, fn: Callable[..., T], state: GameState, *args: Hashable) -> T | None:
        key = (fn, state, args)
        with self._lock:
            if key in self._done:
                return self._done[key]  # type: ignore[return-value]
            running = self._running.get(key)
            if running is None:
                self._running[key] = self._pool.submit(self._run, key, fn, state, args)
                return None
        return None

    def _run(self, key: Hashable, fn: Callable[..., object], state: GameState, args: tuple) -> None:
        try:
            value = fn(state, *args)
        except Exception as exc:  # an answer that failed is an answer: do not retry forever
            value = exc
        with self._lock:
            self._running.pop(key, None)
            self._done[key] = value
            while len(self._done) > self._keep:
                self._done.pop(next(iter(self._done)))
            self.answers += 1
        if self.on_answer is not None:
            self.on_answer()

    def busy(self) -> bool:
        with self._lock:
            return bool(self._running)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
