"""Run ``python -m liubo.tools.bench`` several times and print the median of each figure.

    python tools/bench_medians.py [--runs 5] [--against COMMIT] [--cpu] [suite ...]

Timings on a shared machine are noisy: one run of ``make bench`` says little, the median
of several says more. Each run is a fresh process (as ``make bench`` is); every run's
figure is printed too, so the spread can be seen. ``--against COMMIT`` also measures the
code of an older commit (its ``src/`` exported to a temporary folder, run with this
checkout's data and virtual environment), alternating the two run by run so that both see
the same load, and prints the two medians side by side. ``--cpu`` adds
``engine_random_games_per_cpu_s``: the engine suite's random games counted per second of
the process's own CPU time, which other work on a shared machine disturbs far less than
the wall-clock figure.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(suites: list[str], src: str | None) -> dict[str, float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if src is not None:
        env["PYTHONPATH"] = src
    out = subprocess.run(
        [sys.executable, "-m", "liubo.tools.bench", *suites],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),
    ).stdout
    figures = {}
    for line in out.splitlines():
        name, sep, value = line.partition(": ")
        if sep and not name.startswith("#"):
            figures[name] = float(value)
    return figures


#: random games per CPU second, as benchmarks/engine.py plays them (median of five runs)
CPU_GAMES = """
import random, statistics, time
from liubo.tools.benchmarks.engine import _random_games
from liubo.engine import load_ruleset
rules = load_ruleset()
_random_games(rules, random.Random(0), 20)
rates = []
for run in range(5):
    start = time.process_time()
    _random_games(rules, random.Random(1 + run), 100)
    rates.append(100 / (time.process_time() - start))
print(f"engine_random_games_per_cpu_s: {statistics.median(rates):.1f}")
"""


def _run_cpu(src: str | None) -> dict[str, float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    if src is not None:
        env["PYTHONPATH"] = src
    out = subprocess.run(
        [sys.executable, "-c", CPU_GAMES],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=tempfile.gettempdir(),
    ).stdout
    name, _, value = out.strip().partition(": ")
    return {name: float(value)}


def _export(commit: str, folder: str) -> str:
    """``src/`` of ``commit`` under ``folder``; returns the path to put on PYTHONPATH."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "src"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
    return str(Path(folder) / "src")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", metavar="COMMIT", help="also measure this older commit")
    parser.add_argument("--cpu", action="store_true", help="random games per CPU second too")
    parser.add_argument(
        "suites", nargs="*", help="engine, ai, ui (default: all; 'none' with --cpu: only that)"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        sources: dict[str, str | None] = {"now": None}
        if args.against:
            sources = {args.against: _export(args.against, folder), "now": None}
        figures: dict[str, dict[str, list[float]]] = {label: {} for label in sources}
        for run in range(args.runs):
            for label, src in sources.items():
                measured = _run(args.suites, src) if args.suites != ["none"] else {}
                if args.cpu:
                    measured.update(_run_cpu(src))
                for name, value in measured.items():
                    figures[label].setdefault(name, []).append(value)
            print(f"# run {run + 1} of {args.runs} done", file=sys.stderr, flush=True)
    for label, by_name in figures.items():
        print(f"# {label}: median (runs)")
        for name, values in by_name.items():
            runs = " ".join(f"{v:g}" for v in values)
            print(f"{name}: {statistics.median(values):g}  ({runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
