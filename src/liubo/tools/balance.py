"""Measure ways to make the game fair between strong players: ``python -m liubo.tools.balance``.

The player who throws first wins more often, and the more so the better both players
play (``liubo.tools.compare``: about 54% between two greedy players, about 61% between two
learned ones). Each **candidate** here gives the second player a compensation: a rule
reading (``balance=one-group``: the first throw of the game moves one bird only) or a
start other than the empty board (the second player starts with a point, or with a bird
already on one of its entry perches). Every candidate is played by the learned
evaluation one ply deep against itself (``learned`` v ``learned``, on the same throws
for every candidate) and reports the first player's share with its Wilson 95% interval
and the game length in throws. A candidate is **fair** when the share lies within
``MARGIN`` of 50% and the mean game length within ``LENGTH_CHANGE`` of the standard
game's. The figures go to ``data/balance.json`` (the rulebook's balancing page draws
them).

    python -m liubo.tools.balance                   # 2000 games a candidate, about 17 min of CPU
    python -m liubo.tools.balance --games 400 --out -

The shipped proposal is the reading whose candidate is fair (docs/rules.md, section 9.2;
the rulebook's readings topic).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from ..engine import default_ruleset_id
from ..services.translation import N_
from .compare import overwrite_problem
from .compare_data import Config, Pairing
from .compare_play import measure

#: how close to even a fair candidate's first-player share is, and how much its mean
#: game length may differ from the standard game's (issue 30)
MARGIN = 0.03
LENGTH_CHANGE = 0.10
#: the strong pairing (as liubo.tools.compare's)
PLAYER = "learned"
GAMES = 2000


def candidates(ruleset: str | None = None) -> list[Config]:
    """The standard game first, then each compensation for the second player."""
    rid = ruleset or default_ruleset_id()
    # the labels are the names the rulebook's chart shows (translated there)
    return [
        # TRANSLATORS: a balancing candidate in the chart: the rules as they are.
        Config(N_("standard"), rid),
        # TRANSLATORS: a balancing candidate: the first player's first throw moves one
        # bird only (the reading balance=one-group).
        Config(N_("first throw: one number only"), rid, (("balance", "one-group"),)),
        # TRANSLATORS: a balancing candidate: the second player starts with 1 point.
        Config(N_("second player starts with 1 point"), rid, start="-/- 0-1 G"),
        # TRANSLATORS: a balancing candidate: the second player starts with a bird on its
        # north-west Branch (高), one of its two entry perches.
        Config(N_("second player: bird on NW Branch"), rid, start="-/GAO_NW 0-0 G"),
        # TRANSLATORS: a balancing candidate: the same on its north-east Branch (高).
        Config(N_("second player: bird on NE Branch"), rid, start="-/GAO_NE 0-0 G"),
    ]


def verdicts(doc: dict[str, Any]) -> list[dict[str, Any]]:
    """Per candidate: share, interval, mean length, its change against the standard game
    and whether it is fair (share within MARGIN of 50%, length within LENGTH_CHANGE)."""
    results = doc["results"]
    base = results[0]["throws"]["mean"]
    out = []
    for r in results:
        rate = r["first_player"]["rate"]
        mean = r["throws"]["mean"]
        change = mean / base - 1.0 if base else 0.0
        out.append(
            {
                "config": r["config"],
                "games": r["games"],
                "first_player": rate,
                "wilson95": r["first_player"]["wilson95"],
                "throws": mean,
                "length_change": change,
                "fair": abs(rate - 0.5) <= MARGIN and abs(change) <= LENGTH_CHANGE,
            }
        )
    return out


def table(rows: list[dict[str, Any]]) -> str:
    """The candidates as lines of text: share [interval], throws (change), fair or not."""
    width = max(len(r["config"]) for r in rows) + 2
    lines = [
        f"{'candidate'.ljust(width)}{'games':>6}  {'first player [95%]':<22}"
        f"{'throws':>7} {'change':>7}  fair"
    ]
    for r in rows:
        lo, hi = r["wilson95"]
        share = f"{100 * r['first_player']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"
        lines.append(
            f"{r['config'].ljust(width)}{r['games']:>6}  {share:<22}{r['throws']:>7.1f} "
            f"{100 * r['length_change']:>+6.1f}%  {'yes' if r['fair'] else 'no'}"
        )
    return "\n".join(lines)


def default_out() -> Path:
    """``data/balance.json`` of the package, where the rulebook reads it."""
    from ..resources import data_path

    return Path(str(data_path("balance.json")))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.balance", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--games", type=int, default=GAMES, help=f"games a candidate (default {GAMES})"
    )
    parser.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    parser.add_argument(
        "--processes", type=int, default=os.cpu_count() or 1, help="worker processes"
    )
    parser.add_argument(
        "--out", help="the data file to write, '-' for stdout (default data/balance.json)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = parser.parse_args(argv)
    if args.games < 2 or args.processes < 1:
        parser.error("--games must be at least 2 and --processes at least 1")
    configs = candidates()
    pairings = [Pairing(PLAYER, PLAYER, args.games)]
    out = None if args.out == "-" else Path(args.out) if args.out else default_out()
    if out is not None:
        from ..services.file_safety import output_file_problem

        problem = output_file_problem(str(out)) or overwrite_problem(out)
        if problem:
            parser.error(f"--out {out}: {problem}")
    doc = measure(
        "balance",
        configs,
        pairings,
        args.seed,
        args.processes,
        kind="balance",
        argv=sys.argv[1:] if argv is None else argv,
        quiet=args.quiet,
    )
    if doc is None:
        return 130
    rows = verdicts(doc)
    doc["margin"] = MARGIN
    doc["length_change"] = LENGTH_CHANGE
    doc["verdicts"] = rows
    text = json.dumps(doc, indent=1) + "\n"
    print(table(rows), file=sys.stderr if out is None else sys.stdout)
    if out is None:
        sys.stdout.write(text)
        return 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
