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

Games run in one process per core (:mod:`.compare_play` plays them); a run with the same
arguments gives the same figures. The rulesets compared by default are each ruleset's
tools' ``compared`` (:mod:`.ruleset_tools`), the readings those of the default ruleset.

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
import os
import sys
from pathlib import Path

from ..engine import RULESET_FILES, load_ruleset
from .compare_data import Config, Pairing
from .compare_figures import document, merged, table
from .compare_play import estimate, measure
from .ruleset_tools import registered_tools
from .stats import games_for_margin

__all__ = ["Config", "Pairing", "document", "table"]


def default_configs() -> tuple[Config, ...]:
    """The rulesets compared by default, one configuration each: every ruleset's tools'
    ``compared`` (the default ruleset's first)."""
    return tuple(Config(rid, rid) for tools in registered_tools() for rid in tools.compared)


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


def readings_configs() -> list[Config]:
    """For each ruleset with rule readings: its defaults, then every other value of each of
    its options, one change at a time."""
    configs = []
    for rid in RULESET_FILES:
        schema = load_ruleset(rid).option_schema
        if schema:
            configs.append(Config(f"{rid} (defaults)", rid))
        for spec in schema:
            for value in spec.values:
                if value != spec.default:
                    configs.append(Config(f"{spec.name}={value}", rid, ((spec.name, value),)))
    return configs


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.compare",
        description="Play the same computer players under each ruleset (or each rule "
        "reading) and compare the games.",
    )
    parser.add_argument(
        "--readings",
        action="store_true",
        help="each value of each rule option against its ruleset's defaults "
        "(data/readings_compare.json)",
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
    configs = readings_configs() if args.readings else list(default_configs())
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
