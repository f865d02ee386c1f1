"""Train the learned evaluation by self-play: ``python -m liubo.tools.train`` (``make train``).

One network plays both seats (:mod:`liubo.ai.learned`), choosing each whole turn one ply
deep after the throw, and learns after every turn by TD(lambda) towards its own next
value and, at the end, the result (a game that reaches ``--cap`` turns counts as a draw,
which keeps self-play from settling into endless blockades). The step size decays:
``alpha * 0.5 ** (games / half_life)``, never below ``min_alpha``.

Games are played in rounds: each round is split into two halves that start from the same
network and learn on their own (one per core), and the round ends with their average. The
throws of game ``g`` come from seed ``seed * 1_000_003 + g``, so a run is reproducible
and does not depend on how many workers play the halves. After every round a checkpoint
is written; run the same command again to resume (after Ctrl-C, say). Every
``--eval-every`` games the network (one ply) plays paired games against ``greedy``: the
running strength figure on the progress line.

    python -m liubo.tools.train                         # the shipped weights (tlv)
    python -m liubo.tools.train --ruleset cazaux        # the shipped weights for cazaux
    python -m liubo.tools.train --games 300 --hidden 16 --out /tmp/w.npz   # a quick try
"""

from __future__ import annotations

import argparse
import random
import shlex
import sys
import time
from pathlib import Path
from typing import Any

# .ai.network first: it sets numpy's threads (one a process) before numpy is imported
from ..ai.network import Network  # isort: skip

import numpy as np

from ..ai.contract import TurnEvaluator
from ..ai.learned import describe, evaluator, input_size, weights_file
from ..engine import LiuboError, default_ruleset_id
from ..engine.ruleset import Ruleset, load_ruleset

HALVES = 2  # the parts of a round, played from the same network and averaged


def training_defaults(ruleset: str) -> tuple[int, float, int] | None:
    """What made ``ruleset``'s shipped weights (its players' ``training``: games, the games
    that halve the step size, the turns before a self-play game counts as a draw)."""
    from ..ai import ai_for

    return ai_for(load_ruleset(ruleset).kind).training


def game_seed(seed: int, game: int) -> int:
    return seed * 1_000_003 + game


def alpha_at(games: int, args: dict[str, Any]) -> float:
    return max(args["min_alpha"], args["alpha"] * 0.5 ** (games / args["half_life"]))


def self_play(
    net: Network, rules: Ruleset, ev: TurnEvaluator, seed: int, alpha: float, lam: float, cap: int
) -> tuple[float, int]:
    """Play one game against itself, learning as it goes; (Green's result, turns).

    ``ev`` is the evaluator of ``net`` for the ruleset (:func:`liubo.ai.learned.evaluator`):
    it encodes the positions between turns and picks the best turn one ply deep.
    """
    rng = random.Random(seed)
    throws = [t for t, _ in rules.throws]
    cum: list[float] = []
    total = 0.0
    for _, p in rules.throws:
        total += float(p)
        cum.append(total)
    state: Any = rules.initial_state()
    traces = [np.zeros_like(net.w1), np.zeros_like(net.b1), np.zeros_like(net.w2), 0.0]
    before: float | None = None  # the last value, for Green
    while not state.over and state.turn <= cap:
        me = int(state.side)
        y, grad = net.value_and_gradient(ev.row_to_learn(state))
        green = y if me == 0 else 1.0 - y
        sign = 1.0 if me == 0 else -1.0
        if before is not None:
            _learn(net, traces, alpha * (green - before))
        _trace(traces, grad, lam, sign)
        before = green
        state = state.apply_throw(rng.choices(throws, cum_weights=cum)[0])
        if state.needs_throw or state.over:  # no move: the turn passed
            continue
        state = ev.best_end(state)
    result = 0.5 if not state.over or state.winner is None else float(int(state.winner) == 0)
    if before is not None:
        _learn(net, traces, alpha * (result - before))
    return result, state.turn


def _trace(traces: list[Any], grad: tuple[Any, ...], lam: float, sign: float) -> None:
    for k in range(3):
        traces[k] *= lam
        traces[k] += sign * grad[k]
    traces[3] = lam * traces[3] + sign * grad[3]


def _learn(net: Network, traces: list[Any], step: float) -> None:
    if step:
        net.w1 += step * traces[0]
        net.b1 += step * traces[1]
        net.w2 += step * traces[2]
        net.b2 += step * traces[3]


def play_half(task: tuple[bytes, dict[str, Any], int, int]) -> tuple[bytes, list[float], int]:
    """Play games ``first .. first + count - 1`` from a network; (network, results, turns)."""
    data, args, first, count = task
    rules = load_ruleset(args["ruleset"])
    net = Network.from_bytes(data)
    ev = evaluator(net, rules)
    results = []
    turns = 0
    for g in range(first, first + count):
        alpha = alpha_at(g, args)
        result, n = self_play(
            net, rules, ev, game_seed(args["seed"], g), alpha, args["lam"], args["cap"]
        )
        results.append(result)
        turns += n
    return net.to_bytes(), results, turns


def average(nets: list[Network]) -> Network:
    return Network(
        np.mean([n.w1 for n in nets], axis=0),
        np.mean([n.b1 for n in nets], axis=0),
        np.mean([n.w2 for n in nets], axis=0),
        float(np.mean([n.b2 for n in nets])),
        dict(nets[0].meta),
    )


def match_pair(task: tuple[bytes, str, str, int]) -> float:
    """Two games, seats swapped, same throws: the network (one ply) against a level."""
    from ..ai import make_player
    from ..ai.learned import encoding
    from ..engine import Game, Side

    data, ruleset, other, seed = task
    net = Network.from_bytes(data)
    rules = load_ruleset(ruleset)
    points = 0.0
    for seat in (Side.GREEN, Side.WHITE):
        rng = random.Random(seed)
        players = {
            seat: encoding(rules).player(net, rules, seed),
            seat.other: make_player(other, seed=seed + 7, ruleset=rules),
        }
        game = Game.new(ruleset=ruleset)
        while not game.is_over and game.turn_number <= 400:
            if game.needs_throw:
                outcomes = game.chance_outcomes()
                weights = [float(p) for _, p in outcomes]
                game.throw(rng.choices([t for t, _ in outcomes], weights)[0])
                continue
            game.play(players[game.to_move].choose_move(game.state))
        points += 0.5 if game.winner is None else float(game.winner == seat)
    return points


class Progress:
    """One line, rewritten: games, games/s, mean turns, alpha and the strength figure."""

    def __init__(self, total: int, stream: Any = sys.stderr) -> None:
        self.total = total
        self.stream = stream
        self.started = time.perf_counter()
        self.done_at_start: int | None = None
        self.strength = "-"

    def show(self, done: int, turns: float, alpha: float, green: float) -> None:
        if self.done_at_start is None:
            self.done_at_start = done
            self.started = time.perf_counter()
        elapsed = time.perf_counter() - self.started
        rate = (done - self.done_at_start) / elapsed if elapsed > 0 else 0.0
        width = 24
        filled = int(width * done / max(1, self.total))
        bar = "#" * filled + "." * (width - filled)
        eta = (self.total - done) / rate if rate > 0 else 0.0
        self.stream.write(
            f"\r[{bar}] {done}/{self.total} games  {rate:5.1f} games/s  "
            f"{turns:5.1f} turns/game  green {100 * green:3.0f}%  alpha {alpha:.3f}  "
            f"vs greedy {self.strength}  eta {eta / 60:4.1f} min "
        )
        self.stream.flush()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.train", description=__doc__.split("\n")[0]
    )
    parser.add_argument(
        "--ruleset",
        default=default_ruleset_id(),
        help=f"ruleset id (default {default_ruleset_id()})",
    )
    parser.add_argument(
        "--games",
        type=int,
        default=None,
        help="self-play games in all (default: as many as made the ruleset's shipped weights)",
    )
    parser.add_argument("--hidden", type=int, default=96, help="hidden units")
    parser.add_argument("--alpha", type=float, default=0.1, help="first step size")
    parser.add_argument("--min-alpha", type=float, default=0.02, help="smallest step size")
    parser.add_argument(
        "--half-life",
        type=float,
        default=None,
        help="games to halve alpha (default: as for the ruleset's shipped weights)",
    )
    parser.add_argument("--lam", type=float, default=0.7, help="TD lambda")
    parser.add_argument(
        "--cap",
        type=int,
        default=None,
        help="turns (throws) before a game is a draw (default: as for the shipped weights)",
    )
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--round", type=int, default=200, help="games per round (averaged)")
    parser.add_argument("--workers", type=int, default=2, help="processes (1 or 2)")
    parser.add_argument(
        "--eval-every", type=int, default=2000, help="games between strength checks (0: never)"
    )
    parser.add_argument("--eval-pairs", type=int, default=20, help="paired games per check")
    parser.add_argument(
        "--out", type=Path, default=None, help="weights file (default data/weights_<ruleset>.npz)"
    )
    parser.add_argument(
        "--checkpoint",
        type=Path,
        default=None,
        help="checkpoint file (default out/train/<ruleset>.ckpt.npz)",
    )
    parser.add_argument("--fresh", action="store_true", help="ignore an existing checkpoint")
    args = parser.parse_args(argv)
    if args.round < HALVES or args.round % HALVES:
        parser.error(f"--round must be a positive multiple of {HALVES}")
    try:
        defaults = training_defaults(args.ruleset)
    except (LiuboError, ValueError) as exc:
        parser.error(f"--ruleset: {exc}")
    given = (args.games, args.half_life, args.cap)
    if defaults is None and None in given:
        parser.error(
            f"ruleset {args.ruleset!r} has no shipped weights: give --games, --half-life and --cap"
        )
    games, half_life, cap = defaults or given
    args.games = games if args.games is None else args.games
    args.half_life = half_life if args.half_life is None else args.half_life
    args.cap = cap if args.cap is None else args.cap
    if args.games <= 0 or args.hidden <= 0:
        parser.error("--games and --hidden must be positive")
    return args


#: the arguments that make a run what it is (a checkpoint resumes only the same run); the
#: number of games is not one: the step size depends on the games played, not the total,
#: so a run may be resumed to go further, or stopped short with a smaller --games
RUN_KEYS = (
    "ruleset",
    "hidden",
    "alpha",
    "min_alpha",
    "half_life",
    "lam",
    "cap",
    "seed",
    "round",
)


def train(argv: list[str] | None = None, stream: Any = sys.stderr) -> Network:
    """Run (or resume) a training run; returns the trained network, also written to --out."""
    args = parse_args(argv)
    rules = load_ruleset(args.ruleset)
    run = {k: getattr(args, k) for k in RUN_KEYS}
    run["ruleset"] = rules.id
    command = "python -m liubo.tools.train " + shlex.join(
        argv if argv is not None else sys.argv[1:]
    )
    out = args.out or Path(__file__).resolve().parents[3] / "data" / weights_file(rules)
    ckpt = args.checkpoint or Path("out") / "train" / f"{rules.id}.ckpt.npz"
    net: Network | None = None
    if ckpt.is_file() and not args.fresh:
        saved = Network.from_bytes(ckpt.read_bytes(), str(ckpt))
        saved_run = saved.meta.get("run")
        if isinstance(saved_run, dict) and all(saved_run.get(k) == v for k, v in run.items()):
            net = saved
            stream.write(f"resuming from {ckpt} at {net.meta['games_done']} games\n")
        else:
            stream.write(f"{ckpt} is from another run (other arguments): starting afresh\n")
    if net is None:
        net = Network.random(input_size(rules), args.hidden, np.random.default_rng(args.seed))
        net.meta = {"run": run, "games_done": 0, "seconds": 0.0, "strength": []}
    progress = Progress(args.games, stream)
    progress.done_at_start = int(net.meta["games_done"])  # type: ignore[call-overload]
    pool = None
    if args.workers > 1:
        import multiprocessing

        pool = multiprocessing.get_context("fork").Pool(min(args.workers, HALVES))
    try:
        _rounds(net, args, run, rules, ckpt, progress, pool, stream)
    except KeyboardInterrupt:
        stream.write(
            f"\nstopped; {ckpt} keeps {net.meta['games_done']} games: "
            "run the same command to resume\n"
        )
        raise SystemExit(130) from None
    finally:
        if pool is not None:
            pool.terminate()
    seconds = float(net.meta["seconds"])  # type: ignore[arg-type]
    net.meta = describe(
        rules,
        command,
        games=int(net.meta["games_done"]),  # type: ignore[call-overload]
        hidden=args.hidden,
        seconds=round(seconds),
        games_per_second=round(int(net.meta["games_done"]) / max(seconds, 1e-9), 2),  # type: ignore[call-overload]
        strength=net.meta["strength"],
        run=run,
    )
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(net.to_bytes())
    stream.write(f"\nwrote {out} ({args.games} games in {seconds / 60:.1f} min)\n")
    return net


def _rounds(
    net: Network,
    args: argparse.Namespace,
    run: dict[str, Any],
    rules: Ruleset,
    ckpt: Path,
    progress: Progress,
    pool: Any,
    stream: Any,
) -> None:
    meta = net.meta
    while meta["games_done"] < args.games:  # type: ignore[operator]
        started = time.perf_counter()
        done = int(meta["games_done"])  # type: ignore[call-overload]
        size = min(args.round, args.games - done)
        half = (size + 1) // 2
        data = net.to_bytes()
        tasks = [(data, run, done, half), (data, run, done + half, size - half)]
        tasks = [t for t in tasks if t[3] > 0]
        parts = pool.map(play_half, tasks) if pool is not None else [play_half(t) for t in tasks]
        new = average([Network.from_bytes(p[0]) for p in parts])
        net.w1, net.b1, net.w2, net.b2 = new.w1, new.b1, new.w2, new.b2
        results = [r for p in parts for r in p[1]]
        turns = sum(p[2] for p in parts) / max(1, len(results))
        meta["games_done"] = done + size
        meta["seconds"] = float(meta["seconds"]) + time.perf_counter() - started  # type: ignore[arg-type]
        every = args.eval_every
        if (
            every
            and (done + size) // every > done // every
            or (every and done + size >= args.games)
        ):
            figure = strength(net, rules.id, "greedy", args.eval_pairs, pool)
            history = meta["strength"]
            assert isinstance(history, list)
            history.append([done + size, figure])
            progress.strength = f"{100 * figure:3.0f}%"
        ckpt.parent.mkdir(parents=True, exist_ok=True)
        tmp = ckpt.with_suffix(".tmp")
        tmp.write_bytes(net.to_bytes())
        tmp.replace(ckpt)
        green = sum(results) / max(1, len(results))
        progress.show(done + size, turns, alpha_at(done + size, vars(args)), green)


def strength(net: Network, ruleset: str, other: str, pairs: int, pool: Any = None) -> float:
    """The network's (one ply) share of points in paired games against ``other``."""
    data = net.to_bytes()
    tasks = [(data, ruleset, other, 900_000 + i) for i in range(pairs)]
    points = pool.map(match_pair, tasks) if pool is not None else [match_pair(t) for t in tasks]
    return sum(points) / (2 * max(1, pairs))


def main(argv: list[str] | None = None) -> int:
    train(argv)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
