"""Soak test on a real X server: ``python -m liubo.tools.soak [--minutes 3]`` (``make soak``).

Starts Xvfb (and a window manager if one is installed, so that minimise is real), then
for each of several random seeds (``--seeds``, 3 by default, each printed; or the given
``--seed`` values) starts the game afresh and, for its share of the time, repeats cycles
of: full screen on and off (F11), minimise and restore, resizes to odd sizes (1859x113,
200x150, 1x1, a window larger than the desktop...), and a burst of random clicks and keys.

The game's folder holds hostile files (``liubo.tools.soak_files``: records with a NUL, a
title of one 20,000-character or 5 MB word, records to refuse, odd and non-UTF-8 names,
a FIFO, bad lessons), and some cycles start it afresh on one of them (``--replay``) or on
Load game or Learn, which list them.

After every full-screen toggle and every resize the screen must be laid out for the
window's real size within a few seconds: the game's own report (``liubo.checks.layout_probe``,
asked by SIGUSR1) is compared with the size X gives the window: drawn, laid out and every
scene at that size bounded by the desktop, and no control outside the window. A seed fails
on that, on any internal error (an exception the game caught and went on after) or
traceback in the game's stderr, on a crash or a nonzero exit, or on a game that ignores
SIGTERM. A game that exits cleanly (random input can choose Quit) is started
again and counted. ``--seed 732018498`` reruns a seed that once failed.

This module is the command (the X server, the window manager, the seeds, the verdict);
one seed's run, its cycles and its checks are ``liubo.tools.soak_run.Soak``.

Skips (exit 0, with a message) when Xvfb or xdotool is not installed.
Exit codes: 0 passed or skipped, 1 failed, 2 bad arguments, 130 interrupted.
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import cast

from .soak_run import Soak
from .xserver import start_window_manager, start_xvfb, stop_servers


def missing_tools() -> list[str]:
    """The programs the soak needs that are not installed."""
    return [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="liubo.tools.soak", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--minutes", type=float, default=3.0, help="how long in all, shared by the seeds (3)"
    )
    parser.add_argument(
        "--seed",
        type=int,
        action="append",
        help="a seed for the input (repeat for several; default: --seeds random ones)",
    )
    parser.add_argument("--seeds", type=int, default=3, help="how many random seeds (3)")
    parser.add_argument("--no-wm", action="store_true", help="no window manager")
    parser.add_argument("--display", metavar=":N", help="start Xvfb on this display number")
    parser.add_argument("--log", metavar="PATH", help="keep the game's stderr here")
    args = parser.parse_args(argv)
    if not 0 < args.minutes <= 24 * 60:
        parser.error("--minutes must be more than 0 and at most 1440")
    if not 1 <= args.seeds <= 100:
        parser.error("--seeds must be from 1 to 100")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    missing = missing_tools()
    if missing:
        print(
            f"soak: skipped: {' and '.join(missing)} not installed (apt-get install xvfb xdotool)",
            file=sys.stderr,
        )
        return 0
    chance = random.SystemRandom()
    seeds = args.seed or [chance.randrange(1 << 30) for _ in range(args.seeds)]
    seconds = args.minutes * 60 / len(seeds)
    xvfb = wm = None
    failed: list[int] = []
    try:
        with tempfile.TemporaryDirectory(prefix="liubo-soak-") as folder:
            xvfb, display = start_xvfb(display=args.display)
            wm = None if args.no_wm else start_window_manager(display)
            # start_window_manager runs [path]; typeshed types Popen.args as any command form
            wm_name = "" if wm is None else Path(cast("list[str]", wm.args)[0]).name
            print(
                f"soak: {args.minutes:g} min on Xvfb {display}"
                f"{' with ' + wm_name if wm else ' without a window manager'}, "
                f"{len(seeds)} seed(s) of {seconds:.0f} s: {' '.join(map(str, seeds))}",
                flush=True,
            )
            for number, seed in enumerate(seeds):
                log = Path(args.log) if args.log else Path(folder) / f"stderr{number}.txt"
                # an odd folder too: a space and a byte that is not UTF-8 in its name
                home = Path(folder) / os.fsdecode(f"home {number} caf".encode() + b"\xe9")
                soak = Soak(display, home, random.Random(seed), log)
                start = time.monotonic()
                figures = soak.run(seconds)
                verdict = "FAIL" if figures.problems else "pass"
                print(
                    f"soak: seed {seed}: {verdict}: {figures.line()} "
                    f"in {time.monotonic() - start:.0f} s",
                    flush=True,
                )
                for problem in figures.problems:
                    print(f"soak: seed {seed}: FAIL: {problem}", file=sys.stderr, flush=True)
                if figures.problems:
                    failed.append(seed)
    except KeyboardInterrupt:
        print("soak: interrupted", file=sys.stderr)
        return 130
    except (RuntimeError, OSError) as exc:
        print(f"soak: error: {exc}", file=sys.stderr)
        return 1
    finally:
        stop_servers(wm, xvfb)
    passed = len(seeds) - len(failed)
    print(
        f"soak: {passed} of {len(seeds)} seed(s) passed" + (f"; failed: {failed}" if failed else "")
    )
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
