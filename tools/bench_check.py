"""The speed guard (make bench-check): this checkout's figures against a baseline's.

Measured in the same run, it fails when a figure is more than 10% worse.

    python tools/bench_check.py [--against main] [--runs 5] [--tolerance 10] [sim start frames rulesets]

Run it before landing a change to the engine, the computer players, the game's loop or
its start. Each figure is measured in fresh processes for both sides, the baseline's
``src/`` exported from git to a temporary folder (with this checkout's data and virtual
environment, as ``tools/bench_medians.py --against`` does) and this checkout's ``src/``
as it is, uncommitted changes included; the two alternate run by run, so that both see
the same load, and the medians are compared. Every figure is a CPU time or a count per
CPU second (the process's own, which other work on a shared machine disturbs far less
than the wall clock); both sides read compiled bytecode from their own cache, warmed by
one untimed start each.

The figures (a name ending in ``_per_cpu_s`` or ``_ratio`` is better higher, any other
lower):

- ``sim_random_games_per_cpu_s``: random games of ``liubo.tools.sim`` (``simulate``: two
  random players, the default rules; the engine's playout plays them);
- ``sim_api_random_games_per_cpu_s``: the same games through the public engine API
  (``simulate(..., playout=False)``; a baseline from before the playout has only that);
- ``first_frame_cpu_ms``: the game's CPU time from its start to its first presented
  title frame (``python -m liubo --first-frame-exit``, dummy video driver);
- ``frame_cpu_ms_median``: the game screen's CPU time per frame with a move animating
  (``liubo.tools.benchmarks.ui.frame_times``);
- each ruleset's own (its tools' ``bench["guard"]``, found through the tools' registry):
  for the default rules the engine's speed over a lean hand-written playout's in the
  same process (``engine_to_lean_ratio``, its API's ``engine_api_to_lean_ratio``) and the hard player's CPU time to plan a turn
  with a fixed node budget and no time cap (``hard_turn_cpu_ms``).

A figure the baseline cannot measure (its code has no such benchmark yet) is printed
and not compared. Exit status 1 when a figure is worse by more than the tolerance, and
the line names it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SIM = """
import inspect, time
from liubo.tools.sim import simulate
api = {"playout": False} if "playout" in inspect.signature(simulate).parameters else {}
simulate(20, 0, "random", "random")
simulate(20, 0, "random", "random", **api)
start = time.process_time()
simulate(300, 1, "random", "random")
print(f"sim_random_games_per_cpu_s: {300 / (time.process_time() - start):.2f}")
start = time.process_time()
simulate(300, 1, "random", "random", **api)
print(f"sim_api_random_games_per_cpu_s: {300 / (time.process_time() - start):.2f}")
"""

FRAMES = """
import statistics
from liubo.tools.benchmarks.ui import frame_times
print(f"frame_cpu_ms_median: {statistics.median(frame_times(300)):.4f}")
"""

RULESETS = """
from liubo.tools.ruleset_tools import registered_tools
for tools in registered_tools():
    guard = tools.bench.get("guard")
    if guard is not None:
        for name, value in guard().items():
            print(f"{name}: {value}")
"""


def higher_is_better(name: str) -> bool:
    return name.endswith(("_per_cpu_s", "_ratio"))


def _env(src: str, cache: str) -> dict[str, str]:
    env = dict(
        os.environ,
        PYTHONPATH=src,
        PYTHONPYCACHEPREFIX=cache,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # each side keeps its own compiled bytecode
    return env


def _figures(text: str) -> dict[str, float]:
    out = {}
    for line in text.splitlines():
        name, sep, value = line.partition(": ")
        if sep:
            try:
                out[name] = float(value)
            except ValueError:
                continue
    return out


def _snippet(code: str) -> Callable[[dict[str, str]], dict[str, float]]:
    def measure(env: dict[str, str]) -> dict[str, float]:
        done = subprocess.run(
            [sys.executable, "-c", code],
            env=env,
            capture_output=True,
            text=True,
            cwd=tempfile.gettempdir(),
            timeout=900,
        )
        return _figures(done.stdout) if done.returncode == 0 else {}

    return measure


def _first_frame(env: dict[str, str]) -> dict[str, float]:
    sys.path.insert(0, str(ROOT / "src"))
    from liubo.tools.benchmarks.first_frame import process_cpu_ms

    with tempfile.TemporaryDirectory() as home:
        proc = subprocess.Popen(
            [sys.executable, "-m", "liubo", "--portable", home, "--windowed", "--first-frame-exit"],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
            text=True,
            cwd=tempfile.gettempdir(),
        )
        assert proc.stdout is not None
        cpu = None
        for line in proc.stdout:
            if line.startswith("first-frame"):
                cpu = process_cpu_ms(proc.pid)
                break
        proc.wait(timeout=120)
    return {} if cpu is None else {"first_frame_cpu_ms": cpu}


#: each measurement, one fresh process a run, and the figures it gives
GROUPS: dict[str, Callable[[dict[str, str]], dict[str, float]]] = {
    "sim": _snippet(SIM),
    "start": _first_frame,
    "frames": _snippet(FRAMES),
    "rulesets": _snippet(RULESETS),
}
GROUP_FIGURES = {
    "sim": ("sim_random_games_per_cpu_s", "sim_api_random_games_per_cpu_s"),
    "start": ("first_frame_cpu_ms",),
    "frames": ("frame_cpu_ms_median",),
}


def _export(commit: str, folder: str) -> str:
    """``src/`` of ``commit`` under ``folder``; the path to put on PYTHONPATH."""
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, "src"], capture_output=True, check=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
    return str(Path(folder) / "src")


def compare(
    values: dict[str, dict[str, list[float]]], tolerance: float
) -> tuple[list[str], list[str]]:
    """The report's lines and the names of the figures that failed."""
    lines = [f"{'figure':30} {'baseline':>10} {'now':>10} {'change':>8}"]
    failed = []
    names = list(dict.fromkeys([*values["now"], *values["base"]]))
    for name in names:
        now, base = values["now"].get(name), values["base"].get(name)
        if not now:
            failed.append(name)
            lines.append(f"{name:30} {'':>10} {'-':>10}   FAILED: this checkout gave no figure")
            continue
        now_median = statistics.median(now)
        if not base:
            lines.append(f"{name:30} {'-':>10} {now_median:10.3f}   (the baseline has none)")
            continue
        base_median = statistics.median(base)
        change = 100.0 * (now_median - base_median) / base_median
        worse = -change if higher_is_better(name) else change
        verdict = "ok"
        if worse > tolerance:
            verdict = f"WORSE by {worse:.1f}% (more than {tolerance:g}%)"
            failed.append(name)
        lines.append(f"{name:30} {base_median:10.3f} {now_median:10.3f} {change:+7.1f}%  {verdict}")
        runs = " ".join(f"{v:g}" for v in base), " ".join(f"{v:g}" for v in now)
        lines.append(f"    runs: baseline {runs[0]}; now {runs[1]}")
    return lines, failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--against", default="main", metavar="COMMIT", help="baseline (main)")
    parser.add_argument("--runs", type=int, default=5, help="runs of each side (5)")
    parser.add_argument(
        "--tolerance", type=float, default=10.0, help="percent worse that fails (10)"
    )
    parser.add_argument(
        "groups", nargs="*", help=f"measurements to make (default: all): {', '.join(GROUPS)}"
    )
    args = parser.parse_args(argv)
    unknown = [g for g in args.groups if g not in GROUPS]
    if unknown:
        parser.error(
            f"unknown measurement(s) {', '.join(unknown)}: choose from {', '.join(GROUPS)}"
        )
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    groups = args.groups or list(GROUPS)
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", args.against],
        capture_output=True,
        text=True,
    )
    if commit.returncode != 0:
        parser.error(f"--against {args.against}: not a commit of this repository")
    label = f"{args.against} ({commit.stdout.strip()})"
    print(f"bench-check: this checkout against {label}, {args.runs} runs each", flush=True)
    values: dict[str, dict[str, list[float]]] = {"base": {}, "now": {}}
    with tempfile.TemporaryDirectory() as folder:
        envs = {
            "base": _env(_export(args.against, folder), os.path.join(folder, "pyc-base")),
            "now": _env(str(ROOT / "src"), os.path.join(folder, "pyc-now")),
        }
        for env in envs.values():  # compile each side's bytecode once, untimed
            _first_frame(env)
        for run in range(args.runs):
            for group in groups:
                for side, env in envs.items():
                    for name, value in GROUPS[group](env).items():
                        values[side].setdefault(name, []).append(value)
            print(f"# run {run + 1} of {args.runs} done", file=sys.stderr, flush=True)
    for group in groups:  # a measurement that gave nothing at all still shows
        for name in GROUP_FIGURES.get(group, ()):
            values["now"].setdefault(name, [])
    lines, failed = compare(values, args.tolerance)
    print("\n".join(lines))
    if failed:
        print(f"bench-check: FAILED: {', '.join(failed)}")
        return 1
    print("bench-check: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
