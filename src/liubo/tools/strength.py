"""Measure the computer players against each other: ``python -m liubo.tools.strength``.

Each pairing plays ``--games`` games in pairs: every seed is played twice with the seats
swapped, and both games of a pair see the same throws (the throws come from the seed),
so luck cancels out as far as it can. Games run in two worker processes. For each
pairing the first player's win rate is printed with a Wilson 95% interval (a draw counts
half) and the think time per move (each ``choose_move`` call) of both players, and the
median think time per turn (the first move of a turn, where a player decides the turn).

    python -m liubo.tools.strength                # the four standard pairings, 400 games each
    python -m liubo.tools.strength --games 40     # a quick sample (a few minutes)

Before playing it prints, per pairing, the games, the seeds and a time estimate. The
default (400 games for each of the four pairings) takes about 37 minutes on a 2-core
machine with 2 processes, most of it hard vs normal (about 10 s a game in one process;
normal vs greedy about 1.4 s).
    python -m liubo.tools.strength --pairings hard:normal --games 100 --json
    python -m liubo.tools.strength --ruleset cazaux         # the cazaux levels (liubo.ai.rulesets)
    python -m liubo.tools.strength --pairings expert:hard --clock cpu   # on a loaded machine

With ``--clock cpu`` the players' time limits count each worker's CPU time, not the wall
clock: on a machine busy with other work the players think as long as on an idle one
(the think times printed are still wall-clock times).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from dataclasses import dataclass, field

from ..ai import PLAYER_NAMES, make_player, use_clock
from ..engine import Game, Side, default_ruleset_id
from .ruleset_tools import ruleset_ids, tools_for
from .stats import wilson

#: the standard pairings, each level against the one below, for a ruleset whose tools
#: name none of their own (``RulesetTools.pairings``)
DEFAULT_PAIRINGS = (
    ("greedy", "random"),
    ("easy", "random"),
    ("normal", "greedy"),
    ("hard", "normal"),
    ("expert", "hard"),
)


@dataclass
class GameResult:
    """One game: who won (from the first player's seat) and how long each side thought."""

    pairing: tuple[str, str]
    score: float  # 1 the first player won, 0 lost, 0.5 drawn
    times: tuple[list[float], list[float]]  # think times per move: first player, second
    turns: int
    #: think times of the first move of each turn (where a player decides the whole turn)
    turn_times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))


def play_one(task: tuple) -> GameResult:
    """Play one game; ``swapped`` puts the first player on White (the second seat)."""
    a, b, seed, swapped = task[:4]
    ruleset = task[4] if len(task) > 4 else None
    rng = random.Random(seed)
    player_a = make_player(a, seed=seed, ruleset=ruleset)
    player_b = make_player(b, seed=seed + 1_000_003, ruleset=ruleset)
    seat_a = Side.WHITE if swapped else Side.GREEN
    players = {seat_a: player_a, seat_a.other: player_b}
    times: tuple[list[float], list[float]] = ([], [])
    turn_times: tuple[list[float], list[float]] = ([], [])
    game = Game.new(ruleset=ruleset)
    while not game.is_over:
        if game.needs_throw:
            outcomes = game.chance_outcomes()
            game.throw(rng.choices([t for t, _ in outcomes], [float(p) for _, p in outcomes])[0])
            continue
        side = game.to_move
        start = time.perf_counter()
        move = players[side].choose_move(game.state)
        took = time.perf_counter() - start
        times[0 if side == seat_a else 1].append(took)
        if not game.state.mid_turn:
            turn_times[0 if side == seat_a else 1].append(took)
        game.play(move)
    score = 0.5 if game.winner is None else float(game.winner == seat_a)
    return GameResult((a, b), score, times, game.turn_number, turn_times)


@dataclass
class Summary:
    """What a pairing's games add up to."""

    first: str
    second: str
    games: int = 0
    points: float = 0.0
    turns: int = 0
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    turn_times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))
    seconds: float = 0.0

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.points += result.score
        self.turns += result.turns
        self.times[0].extend(result.times[0])
        self.times[1].extend(result.times[1])
        self.turn_times[0].extend(result.turn_times[0])
        self.turn_times[1].extend(result.turn_times[1])

    def as_dict(self) -> dict:
        lo, hi = wilson(self.points, self.games)
        out = {
            "pairing": f"{self.first} vs {self.second}",
            "games": self.games,
            "win_rate": self.points / self.games if self.games else 0.0,
            "wilson95": [lo, hi],
            "mean_turns": self.turns / max(1, self.games),
            "seconds": self.seconds,
        }
        for key, times in (("first", self.times[0]), ("second", self.times[1])):
            out[f"{key}_ms_mean"] = 1000 * sum(times) / max(1, len(times))
            out[f"{key}_ms_max"] = 1000 * max(times, default=0.0)
        for key, times in (("first", self.turn_times[0]), ("second", self.turn_times[1])):
            out[f"{key}_ms_turn_median"] = 1000 * statistics.median(times) if times else 0.0
        return out

    def line(self) -> str:
        d = self.as_dict()
        lo, hi = d["wilson95"]
        return (
            f"{d['pairing']:<18} {self.games:>5} games  win {100 * d['win_rate']:5.1f}% "
            f"[{100 * lo:4.1f}, {100 * hi:4.1f}]  "
            f"{self.first} ms/turn median {d['first_ms_turn_median']:6.1f}, ms/move "
            f"mean {d['first_ms_mean']:6.1f} max {d['first_ms_max']:7.1f}  "
            f"{self.second} ms/turn median {d['second_ms_turn_median']:6.1f}, ms/move "
            f"mean {d['second_ms_mean']:6.1f} max {d['second_ms_max']:7.1f}  "
            f"({self.seconds:.0f} s)"
        )


def parse_pairings(text: str) -> list[tuple[str, str]]:
    pairs = []
    for item in text.split(","):
        a, sep, b = item.strip().partition(":")
        if not sep or a not in PLAYER_NAMES or b not in PLAYER_NAMES:
            raise argparse.ArgumentTypeError(
                f"bad pairing {item!r}: write first:second with names from "
                f"{', '.join(PLAYER_NAMES)}"
            )
        pairs.append((a, b))
    return pairs


def _duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 90 else f"{seconds / 60:.0f} min"


def plan_lines(
    pairings: list[tuple[str, str]],
    games: int,
    processes: int,
    first_seed: int,
    ruleset: str | None = None,
) -> list[str]:
    """What a run will play: per pairing the games, the seeds, and an estimated duration."""
    pairs = (games + 1) // 2
    lines = []
    total = 0.0
    # rough seconds per game (one process) of each level: the ruleset's tools' figures
    per_game = tools_for(ruleset).strength_seconds
    for a, b in pairings:
        seconds = 2 * pairs * (per_game.get(a, 1.0) + per_game.get(b, 1.0) + 0.05)
        seconds /= max(1, processes)
        total += seconds
        lines.append(
            f"{a} vs {b}: {2 * pairs} games = {pairs} seeds "
            f"({first_seed}..{first_seed + pairs - 1})"
            f" x 2 seats (same throws in both games of a pair); about {_duration(seconds)}"
        )
    lines.append(f"estimated total: about {_duration(total)} with {processes} process(es)")
    return lines


def _start_worker(clock: str = "wall") -> None:
    """In a worker: leave Ctrl-C to the parent (which ends the pool), no traceback per
    worker; read the players' time limits on ``clock``."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    use_clock(clock)


def run(
    pairings: list[tuple[str, str]],
    games: int,
    processes: int = 2,
    first_seed: int = 1,
    progress: bool = True,
    ruleset: str | None = None,
    clock: str = "wall",
) -> list[Summary]:
    """Play every pairing (``games`` games each, rounded up to whole pairs); the players'
    time limits are read on ``clock`` ("cpu": the workers' CPU time, for a loaded machine)."""
    pairs = (games + 1) // 2
    summaries = []
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(processes, initializer=_start_worker, initargs=(clock,)) as pool:
        for a, b in pairings:
            summary = Summary(a, b)
            tasks = [
                (a, b, first_seed + i, swapped, ruleset)
                for i in range(pairs)
                for swapped in (False, True)
            ]
            start = time.perf_counter()
            for result in pool.imap_unordered(play_one, tasks):
                summary.add(result)
                if progress:
                    print(
                        f"\r{a} vs {b}: {summary.games}/{len(tasks)} "
                        f"({100 * summary.points / summary.games:.0f}% so far)",
                        end="",
                        file=sys.stderr,
                    )
            summary.seconds = time.perf_counter() - start
            if progress:
                print("\r", end="", file=sys.stderr)
            summaries.append(summary)
    return summaries


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.strength", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--games",
        type=int,
        default=400,
        help="games per pairing, played as pairs with seats swapped (default 400)",
    )
    parser.add_argument(
        "--ruleset",
        default=default_ruleset_id(),
        choices=ruleset_ids(),
        help=f"the rules played (default {default_ruleset_id()})",
    )
    parser.add_argument(
        "--pairings",
        type=parse_pairings,
        default=None,
        help="comma-separated first:second, e.g. hard:normal,greedy:random "
        "(default: the standard pairings of the ruleset)",
    )
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="read the players' time limits on the wall clock (default) or on each "
        "worker's CPU time (cpu: other programs' load does not shorten their thinking)",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    if args.pairings is None:
        args.pairings = list(tools_for(args.ruleset).pairings or DEFAULT_PAIRINGS)
    try:
        if not args.json:
            for line in plan_lines(
                args.pairings, args.games, args.processes, args.seed, args.ruleset
            ):
                print(line, flush=True)
        # the running count redraws one line: only on a terminal, never into a log or CI output
        progress = not args.json and sys.stderr.isatty()
        summaries = run(
            args.pairings,
            args.games,
            args.processes,
            args.seed,
            progress=progress,
            ruleset=args.ruleset,
            clock=args.clock,
        )
    except KeyboardInterrupt:
        print("\nstrength: interrupted", file=sys.stderr)
        return 130
    if args.json:
        print(json.dumps([s.as_dict() for s in summaries], indent=2))
    else:
        for s in summaries:
            print(s.line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
