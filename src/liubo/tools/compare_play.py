"""Playing a comparison's games (``liubo.tools.compare`` and ``liubo.tools.balance``): one
game of a configuration and a pairing, every game of a run in worker processes with its
progress and the time left on stderr, and the data document of a run's figures.

Game ``k`` of a pairing uses the same seed under every configuration (the throws of both
games of a seat-swapped pair come from that seed); a pairing of a player with itself
throws the second game of a pair from a seed of its own. The searching players search to
their node limit, without the time cap they have in the game, so that the load of the
machine cannot change a choice. A game's expected time, for the estimate and the
progress, is its ruleset's tools' (``compare_seconds``, :mod:`liubo.tools.ruleset_tools`).
"""

from __future__ import annotations

import multiprocessing
import os
import random
import shlex
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Side
from .compare_data import Config, GameStats, Pairing
from .compare_figures import PER_GAME, document, summarise
from .ruleset_tools import tools_for

#: rough seconds per game in one process for a player whose time does not depend much on
#: the rules (the network one ply), where the ruleset's tools give none
SECONDS_ANY_RULES = {"learned": 0.08}
NO_TIME_CAP = 60.0  # seconds: far above any search, so the node limit decides


Task = tuple[int, Config, int, Pairing, int, bool]


def game_seed(seed: int, pairing: Pairing, k: int) -> int:
    """The seed of the ``k``th pair of games of ``pairing`` (the same for every config)."""
    return random.Random(f"{seed}:{pairing.key}:{k}").getrandbits(32)


def play_one(task: Task) -> GameStats:
    """Play one game; ``swapped`` seats the pairing's first player on White (second)."""
    from ..ai import make_player

    ci, config, pi, pairing, gseed, swapped = task
    rules = config.rules()
    # a player against itself: the swapped game on throws of its own (see the docstring)
    rng = random.Random(gseed + 7_919 if swapped and pairing.equal else gseed)
    a = make_player(pairing.first, seed=gseed, ruleset=rules, time_limit=NO_TIME_CAP)
    b = make_player(pairing.second, seed=gseed + 1_000_003, ruleset=rules, time_limit=NO_TIME_CAP)
    players = (b, a) if swapped else (a, b)
    counts = dict.fromkeys(PER_GAME, 0)
    count = tools_for(kind=rules.kind).counts or (lambda move: {"captures": move.captures})
    # Green throws first, as in the game; under first=toss the game's rng tosses for it
    first = (
        rng.choice((Side.GREEN, Side.WHITE)) if getattr(rules, "first_toss", False) else Side.GREEN
    )
    state = rules.parse_position(config.start) if config.start else rules.initial_state(first)
    first = state.side
    while not state.over:
        state = state.apply_throw(rules.throw_sticks(rng).throw)
        while not state.over and state.throw is not None:
            move = players[state.side].choose_move(state)
            for name, n in count(move).items():
                counts[name] += n
            state = state.apply(move)
    winner = None if state.winner is None else int(state.winner)
    a_seat = 1 if swapped else 0
    a_score = 0.5 if winner is None else float(winner == a_seat)
    reason = getattr(state, "reason", None) or ("turn-limit" if winner is None else "points")
    return GameStats(
        ci,
        pi,
        gseed,
        swapped,
        winner,
        a_score,
        state.turn,
        reason=reason,
        first_side=int(first),
        **counts,
    )


@dataclass
class Progress:
    """A line on stderr: games done of the total, and the time left, judged by how long
    the games done should have taken against the games still to play."""

    total: int
    work: float = 1.0  # the estimated seconds of all the games (``estimate_game``)
    enabled: bool = True
    done: int = 0
    work_done: float = 0.0
    start: float = field(default_factory=time.perf_counter)
    _last_line: float = 0.0

    def step(self, label: str, work: float = 0.0) -> None:
        self.done += 1
        self.work_done += work
        if not self.enabled:
            return
        now = time.perf_counter()
        tty = sys.stderr.isatty()
        if not tty and now - self._last_line < 10 and self.done < self.total:
            return
        self._last_line = now
        elapsed = now - self.start
        share = self.work_done / self.work if self.work > 0 else self.done / self.total
        left = elapsed * (1 - share) / share if share > 0 else 0.0
        line = (
            f"compare: {self.done}/{self.total} games, {elapsed:.0f} s, "
            f"about {left:.0f} s left ({label})"
        )
        print("\r" + line + "   " if tty else line, end="" if tty else "\n", file=sys.stderr)

    def finish(self) -> None:
        if self.enabled and sys.stderr.isatty():
            print(file=sys.stderr)


def tasks_for(configs: Sequence[Config], pairings: Sequence[Pairing], seed: int) -> list[Task]:
    """Every game of the run, the slowest pairings first (the pool ends together)."""
    tasks: list[Task] = []
    for pi, pairing in enumerate(pairings):
        for k in range(pairing.pairs):
            gseed = game_seed(seed, pairing, k)
            for ci, config in enumerate(configs):
                for swapped in (False, True):
                    tasks.append((ci, config, pi, pairing, gseed, swapped))

    def cost(task: Task) -> float:
        return -estimate_game(task[1].ruleset, task[3])

    return sorted(tasks, key=cost)


def estimate_game(ruleset: str, pairing: Pairing) -> float:
    """Rough seconds a game of ``pairing`` takes under ``ruleset`` in one process."""
    seconds = tools_for(ruleset).compare_seconds
    return sum(
        seconds.get(p, SECONDS_ANY_RULES.get(p, 1.0)) for p in (pairing.first, pairing.second)
    )


def estimate(configs: Sequence[Config], pairings: Sequence[Pairing], processes: int) -> float:
    return sum(2 * p.pairs * estimate_game(c.ruleset, p) for c in configs for p in pairings) / max(
        1, processes
    )


def _worker_init() -> None:
    """In a worker: leave Ctrl-C to the parent, no traceback per worker."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def one_thread_each() -> None:
    """Numerical libraries in the workers use one thread each (the processes fill the cores)."""
    for name in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(name, "1")


def run(
    configs: Sequence[Config],
    pairings: Sequence[Pairing],
    seed: int = 1,
    processes: int = 1,
    progress: Progress | None = None,
) -> list[dict[str, Any]]:
    """Play every pairing under every configuration; one summary per (config, pairing)."""
    tasks = tasks_for(configs, pairings, seed)
    bins: dict[tuple[int, int], list[GameStats]] = {
        (ci, pi): [] for ci in range(len(configs)) for pi in range(len(pairings))
    }

    def take(results: Iterable[GameStats]) -> None:
        for g in results:
            bins[(g.config, g.pairing)].append(g)
            if progress is not None:
                config, pairing = configs[g.config], pairings[g.pairing]
                progress.step(
                    f"{config.label}, {pairing.key}", estimate_game(config.ruleset, pairing)
                )

    if processes <= 1:
        take(map(play_one, tasks))
    else:
        one_thread_each()
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(processes, initializer=_worker_init) as pool:
            take(pool.imap_unordered(play_one, tasks, chunksize=4))
    if progress is not None:
        progress.finish()
    return [
        summarise(config, pairing, bins[(ci, pi)])
        for ci, config in enumerate(configs)
        for pi, pairing in enumerate(pairings)
    ]


def measure(
    tool: str,
    configs: Sequence[Config],
    pairings: Sequence[Pairing],
    seed: int,
    processes: int,
    *,
    kind: str,
    argv: Sequence[str],
    quiet: bool = False,
) -> dict[str, Any] | None:
    """Play every game of ``configs`` x ``pairings`` (progress on stderr) and return the
    data document of its figures, naming the command that made it (``python -m
    liubo.tools.TOOL ARGV``, without ``--out``); None when interrupted, after saying so."""
    progress = Progress(
        sum(2 * p.pairs for p in pairings) * len(configs),
        estimate(configs, pairings, 1),
        enabled=not quiet,
    )
    start = time.perf_counter()
    try:
        results = run(configs, pairings, seed, processes, progress)
    except KeyboardInterrupt:
        print(f"\n{tool}: interrupted", file=sys.stderr)
        return None
    command = f"python -m liubo.tools.{tool} " + shlex.join(without_out(argv))
    return document(
        configs,
        pairings,
        results,
        command=command.strip(),
        seed=seed,
        seconds=time.perf_counter() - start,
        processes=processes,
        kind=kind,
    )


def without_out(args: Sequence[str]) -> list[str]:
    """The command's arguments without ``--out FILE`` (where a run wrote its figures is
    not part of what it measured)."""
    out: list[str] = []
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg == "--out":
            skip = True
        elif not arg.startswith("--out="):
            out.append(arg)
    return out
