"""Compare rule configurations with the same computer players: ``python -m liubo.tools.compare``.

A run is a list of named **configurations** (a ruleset id and its options) crossed with
a list of **pairings** of computer players; every pairing plays its games under every
configuration and each (configuration, pairing) adds up to one set of figures: game
length in throws (mean, spread, quartiles), the first player's wins with a Wilson 95%
interval (a draw counts half), how often the pairing's first-named player wins with its
interval (seats swapped, so the first player's edge cancels out: against a weaker player
this measures how much skill counts against luck), draws, and per game the captures,
Owls made, Owls captured, nest scores and laps.

Game ``k`` of a pairing uses the same seed under every configuration (the throws of both
games of a seat-swapped pair come from that seed), so configurations are compared on the
same luck as far as the rules allow. A pairing of a player with itself gains nothing from
swapped seats (the same player on the same throws mostly plays the same game twice), so
its second game of a pair throws from a seed of its own.

Two pairings are played with the same player on both sides: ``greedy`` (a weak but
sensible player) and ``learned``, the learned evaluation one ply deep, the strongest
player fast enough for thousands of games: the first player's edge grows with the
players' skill, and a rule meant to be fair must be fair for good players.

Games run in one process per core; a run with the same arguments gives the same figures.
The searching players search to their node limit, without the time cap they have in the
game, so that the load of the machine cannot change a choice.

    python -m liubo.tools.compare                 # tlv against cazaux; writes data/compare.json
    python -m liubo.tools.compare --scale 0.1 --out - # a quick sample, JSON on stdout
    python -m liubo.tools.compare --readings            # each tlv rule option against the defaults;
                                                  # writes data/readings_compare.json

The default run (the two rulesets; greedy v greedy 1200 games, learned v learned 2000,
greedy v random 200, normal v greedy 300) is about fifteen minutes of one core's work
(without the learned games it took 12.5 minutes on a shared two-core machine with a load
of 7 to 10). ``--add-to`` plays only the pairings given into an existing data file:

    python -m liubo.tools.compare --pairings learned:learned=2000 --add-to
    python -m liubo.tools.compare --readings --configs balance=one-group --add-to

The readings run without the learned games (nine configurations, 11412 games, 1800 of
them normal v greedy) took 35 minutes on that machine with a load of 4 to 11;
``--scale 0.25`` is a quarter of it. ``--configs`` plays only the configurations named.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import shlex
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Side
from ..engine.options import OPTION_SCHEMAS
from .compare_data import Config, GameStats, Pairing
from .compare_figures import document, merged, summarise, table
from .stats import games_for_margin

DEFAULT_CONFIGS = (Config("tlv", "tlv"), Config("cazaux", "cazaux"))
#: the pairing that measures the first player's edge under strong play
STRONG = "learned"
DEFAULT_PAIRINGS = (
    Pairing("greedy", "greedy", 1200),
    Pairing(STRONG, STRONG, 2000),
    Pairing("greedy", "random", 200),
    Pairing("normal", "greedy", 300),
)
#: issue 19's sample sizes: the first player's edge to +-3 points with equal players, and
#: at least 200 seat-swapped games of a searching player against greedy; the strong
#: pairing, ten times slower than greedy, plays 400 a reading (+-5 points)
READINGS_MARGIN = 0.03
READINGS_PAIRINGS = (
    Pairing("greedy", "greedy", 2 * ((games_for_margin(READINGS_MARGIN) + 1) // 2)),
    Pairing(STRONG, STRONG, 400),
    Pairing("normal", "greedy", 200),
)
#: rough seconds per game in one process, for the estimate printed before a run
SECONDS_PER_GAME = {
    ("tlv", "random"): 0.001,
    ("tlv", "greedy"): 0.012,
    ("tlv", "easy"): 0.012,
    ("tlv", "normal"): 0.95,
    ("tlv", "hard"): 9.0,
    ("cazaux", "random"): 0.001,
    ("cazaux", "greedy"): 0.016,
    ("cazaux", "easy"): 0.016,
    ("cazaux", "normal"): 0.33,
    ("cazaux", "hard"): 1.0,
}
#: the same for a player whose time does not depend much on the rules (the network one ply)
SECONDS_ANY_RULES = {"learned": 0.08}
NO_TIME_CAP = 60.0  # seconds: far above any search, so the node limit decides


def readings_configs() -> list[Config]:
    """The tlv defaults, then every other value of every tlv option, one change at a time."""
    configs = [Config("tlv (defaults)", "tlv")]
    for spec in OPTION_SCHEMAS.get("tlv", ()):
        for value in spec.values:
            if value != spec.default:
                configs.append(Config(f"{spec.name}={value}", "tlv", ((spec.name, value),)))
    return configs


# ---- one game -----------------------------------------------------------------------


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
    counts = {"captures": 0, "owl_captures": 0, "owls": 0, "nest_scores": 0, "laps": 0}
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
            captured = move.captured
            if captured is not None:
                counts["captures"] += 1
                counts["owl_captures"] += bool(captured)
            counts["owls"] += bool(move.promoted)
            counts["nest_scores"] += getattr(move, "nest", None) is not None
            counts["laps"] += bool(getattr(move, "lap", False))
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
    return sum(
        SECONDS_PER_GAME.get((ruleset, p), SECONDS_ANY_RULES.get(p, 1.0))
        for p in (pairing.first, pairing.second)
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


# ---- the command ---------------------------------------------------------------------


def _pairings(text: str) -> list[Pairing]:
    from ..ai import PLAYER_NAMES

    out = []
    for item in text.split(","):
        names, _sep, games = item.strip().partition("=")
        a, sep, b = names.partition(":")
        if not sep or a not in PLAYER_NAMES or b not in PLAYER_NAMES or not games.isdigit():
            raise argparse.ArgumentTypeError(
                f"bad pairing {item!r}: write first:second=games, names from "
                f"{', '.join(PLAYER_NAMES)}"
            )
        out.append(Pairing(a, b, int(games)))
    return out


#: the data files the two kinds of run write (the rulebook draws its charts from them);
#: ``readings.json`` beside them holds the option specs and is never written here
OUT_FILES = {False: "compare.json", True: "readings_compare.json"}


def default_out(readings: bool) -> Path:
    """``data/compare.json`` (or ``readings_compare.json``) of the package, where the
    rulebook reads it."""
    from ..resources import data_path

    return Path(str(data_path(OUT_FILES[readings])))


def overwrite_problem(path: Path) -> str | None:
    """Why the comparison must not replace the file at ``path``, or None: an existing file
    is replaced only if it is itself a comparison's output (so a slip of ``--out`` cannot
    destroy ``data/readings.json``, the option specs, or any other data file)."""
    if not path.is_file():
        return None
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return "it exists and is not a comparison's output; remove it first or pick another name"
    if not isinstance(doc, dict) or doc.get("format") != "liubo-compare":
        kind = doc.get("format") if isinstance(doc, dict) else None
        what = f"a {kind!r} file" if isinstance(kind, str) else "not a comparison's output"
        return f"it exists and is {what}, not a comparison's output; pick another name"
    return None


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.compare",
        description="Play the same computer players under each ruleset (or each rule "
        "reading) and compare the games.",
    )
    parser.add_argument(
        "--readings",
        action="store_true",
        help="each value of each tlv rule option against the defaults (data/readings_compare.json)",
    )
    parser.add_argument(
        "--pairings",
        type=_pairings,
        help="comma-separated first:second=games (default: greedy:greedy=1200,"
        "learned:learned=2000,greedy:random=200,normal:greedy=300; with --readings "
        "greedy:greedy=1068,learned:learned=400,normal:greedy=200)",
    )
    parser.add_argument(
        "--scale", type=float, default=1.0, help="multiply every pairing's games (0.1: a sample)"
    )
    parser.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    parser.add_argument(
        "--processes",
        type=int,
        default=os.cpu_count() or 1,
        help="worker processes (default: one per core)",
    )
    parser.add_argument(
        "--out",
        help="the data file to write, '-' for stdout (default data/compare.json, with "
        "--readings data/readings_compare.json); an existing file must be a comparison's",
    )
    parser.add_argument(
        "--configs",
        help="comma-separated labels: play only these configurations (e.g. "
        "balance=one-group with --readings); with --add-to, to measure a new one",
    )
    parser.add_argument(
        "--add-to",
        action="store_true",
        help="play only the pairings given and put their figures into the existing data "
        "file (replacing the same pairings', keeping the others'): new measurements "
        "without replaying the old ones; the file lists every command that made it",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args(argv)
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    if args.scale <= 0:
        parser.error("--scale must be above 0")
    configs = readings_configs() if args.readings else list(DEFAULT_CONFIGS)
    if args.configs:
        wanted = args.configs.split(",")
        unknown = sorted(set(wanted) - {c.label for c in configs})
        if unknown:
            known = ", ".join(c.label for c in configs)
            parser.error(f"--configs: no configuration {', '.join(unknown)} (known: {known})")
        configs = [c for c in configs if c.label in wanted]
    pairings = args.pairings or list(READINGS_PAIRINGS if args.readings else DEFAULT_PAIRINGS)
    pairings = [Pairing(p.first, p.second, max(2, round(p.games * args.scale))) for p in pairings]
    out = None if args.out == "-" else Path(args.out) if args.out else default_out(args.readings)
    if out is not None:
        from ..services.file_safety import output_file_problem

        problem = output_file_problem(str(out)) or overwrite_problem(out)
        if problem:
            parser.error(f"--out {out}: {problem}")
    if args.add_to and (out is None or not out.is_file()):
        parser.error("--add-to needs an existing data file to add to (--out FILE)")
    quiet = args.quiet
    if not quiet:
        games = sum(2 * p.pairs for p in pairings) * len(configs)
        print(
            f"compare: {len(configs)} configuration(s) x {len(pairings)} pairing(s), "
            f"{games} games on {args.processes} process(es), "
            f"about {estimate(configs, pairings, args.processes) / 60:.1f} min",
            file=sys.stderr,
        )
    doc = measure(
        "compare",
        configs,
        pairings,
        args.seed,
        args.processes,
        kind="readings" if args.readings else "rulesets",
        argv=sys.argv[1:] if argv is None else argv,
        quiet=quiet,
    )
    if doc is None:
        return 130
    if args.add_to and out is not None:
        doc = merged(json.loads(out.read_text(encoding="utf-8")), doc)
    text = json.dumps(doc, indent=1) + "\n"
    if out is None:
        sys.stdout.write(text)
        print(table(doc), file=sys.stderr)
        return 0
    problem = overwrite_problem(out)
    if problem:
        print(f"compare: not written to {out}: {problem}", file=sys.stderr)
        sys.stdout.write(text)
        return 1
    out.write_text(text, encoding="utf-8")
    print(table(doc))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
