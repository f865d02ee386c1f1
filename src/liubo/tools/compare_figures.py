"""The figures of a comparison (``liubo.tools.compare``): a summary per (configuration, pairing)
from its games, the data file's document, and the table printed in the terminal.

Game length is in throws; proportions carry Wilson 95% intervals (a draw counts half);
per-game counts are None where a ruleset does not have the thing counted (tlv has no
laps, cazaux no nests).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from .ruleset_tools import tools_for
from .stats import spread, wilson

if TYPE_CHECKING:
    from .compare_data import Config, GameStats, Pairing

FORMAT = "liubo-compare"
VERSION = 1

#: the per-game counts; what each kind of ruleset has is its tools' ``counted`` (the rest
#: are None in its figures)
PER_GAME = ("captures", "owl_captures", "owls", "nest_scores", "laps")


def summarise(config: Config, pairing: Pairing, games: Sequence[GameStats]) -> dict[str, Any]:
    """The figures of one (configuration, pairing) from its games (at least one)."""
    n = len(games)
    counted = tools_for(kind=config.rules().kind).counted or PER_GAME
    games = sorted(games, key=lambda g: (g.seed, g.swapped))  # sums in one order: exact repeats
    first = sum(
        1.0 if g.winner == g.first_side else 0.5 if g.winner is None else 0.0 for g in games
    )
    a_points = sum(g.a_score for g in games)
    length = spread([g.throws for g in games])
    reasons: dict[str, int] = {}
    for g in games:
        reasons[g.reason] = reasons.get(g.reason, 0) + 1
    out: dict[str, Any] = {
        "config": config.label,
        "pairing": pairing.key,
        "first": pairing.first,
        "second": pairing.second,
        "games": n,
        "draws": sum(g.winner is None for g in games),
        "throws": length.as_dict(),
        "first_player": {"rate": first / n, "wilson95": list(wilson(first, n))},
        "stronger": None,
        "per_game": {
            key: sum(getattr(g, key) for g in games) / n if key in counted else None
            for key in PER_GAME
        },
        "reasons": dict(sorted(reasons.items())),
    }
    if not pairing.equal:
        out["stronger"] = {"rate": a_points / n, "wilson95": list(wilson(a_points, n))}
    return out


def document(
    configs: Sequence[Config],
    pairings: Sequence[Pairing],
    results: list[dict[str, Any]],
    *,
    command: str,
    seed: int,
    seconds: float,
    processes: int,
    kind: str = "rulesets",
    today: datetime.date | None = None,
) -> dict[str, Any]:
    """The data file: what was run, how, when, and the figures."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "kind": kind,
        "command": command,
        "date": (today or datetime.date.today()).isoformat(),
        "seed": seed,
        "processes": processes,
        "seconds": round(seconds, 1),
        "configs": [c.as_dict() for c in configs],
        "pairings": [{"first": p.first, "second": p.second, "games": p.games} for p in pairings],
        "results": results,
    }


def merged(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """The data file ``old`` with the pairings of the run ``new`` put in: their results
    replace the same (configuration, pairing)'s, configurations ``old`` lacks are added,
    and ``commands`` lists every run behind the file (the first is ``command``)."""
    played = {(p["first"], p["second"]): p for p in new["pairings"]}
    doc = dict(old)
    labels = [c["label"] for c in old["configs"]]
    doc["configs"] = old["configs"] + [c for c in new["configs"] if c["label"] not in labels]
    had = [(p["first"], p["second"]) for p in old["pairings"]]
    doc["pairings"] = [played.get(key, p) for key, p in zip(had, old["pairings"], strict=True)]
    doc["pairings"] += [p for key, p in played.items() if key not in had]
    results = {(r["config"], r["pairing"]): r for r in old["results"]}
    results.update({(r["config"], r["pairing"]): r for r in new["results"]})
    order = [c["label"] for c in doc["configs"]]
    pairing_order = [f"{p['first']}:{p['second']}" for p in doc["pairings"]]
    doc["results"] = sorted(
        results.values(),
        key=lambda r: (order.index(r["config"]), pairing_order.index(r["pairing"])),
    )
    runs = old.get("commands") or [
        {key: old.get(key) for key in ("command", "date", "seconds", "processes")}
    ]
    doc["commands"] = runs + [
        {key: new.get(key) for key in ("command", "date", "seconds", "processes")}
    ]
    doc["date"] = new["date"]
    return doc


# ---- the table -----------------------------------------------------------------------


def _pct(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def _ci(block: dict[str, Any] | None) -> str:
    if block is None:
        return "-"
    lo, hi = block["wilson95"]
    return f"{_pct(block['rate'])} [{100 * lo:.1f}, {100 * hi:.1f}]"


def _per_game(result: dict[str, Any], key: str) -> str:
    value = result["per_game"][key]
    return "-" if value is None else f"{value:.2f}"


ROWS: tuple[tuple[str, Callable[[dict[str, Any]], str]], ...] = (
    ("games", lambda r: str(r["games"])),
    ("throws a game: mean (sd)", lambda r: f"{r['throws']['mean']:.1f} ({r['throws']['sd']:.1f})"),
    (
        "  median [quartiles]",
        lambda r: f"{r['throws']['median']:.0f} [{r['throws']['q1']:.0f}, {r['throws']['q3']:.0f}]",
    ),
    ("first player wins [95%]", lambda r: _ci(r["first_player"])),
    ("stronger wins, seats swapped", lambda r: _ci(r["stronger"])),
    ("draws", lambda r: str(r["draws"])),
    ("captures a game", lambda r: _per_game(r, "captures")),
    ("Owls made a game", lambda r: _per_game(r, "owls")),
    ("Owls captured a game", lambda r: _per_game(r, "owl_captures")),
    ("nest scores a game", lambda r: _per_game(r, "nest_scores")),
    ("laps a game", lambda r: _per_game(r, "laps")),
)


def _cells(texts: Sequence[str], widths: Sequence[int]) -> str:
    return "".join(text.rjust(w) for text, w in zip(texts, widths, strict=True))


def table(doc: dict[str, Any]) -> str:
    """One block per pairing: a row per figure, a column per configuration (a row per
    configuration when there are more than three, as in a run of ``--readings``)."""
    if len(doc["configs"]) > 3:
        return table_by_config(doc)
    labels = [c["label"] for c in doc["configs"]]
    lines = []
    for p in doc["pairings"]:
        key = f"{p['first']}:{p['second']}"
        rows = {r["config"]: r for r in doc["results"] if r["pairing"] == key}
        head_w = max(len(name) for name, _f in ROWS) + 2
        cells = [[fmt(rows[label]) for label in labels] for _name, fmt in ROWS]
        widths = [
            max(len(label), *(len(row[i]) for row in cells)) + 2 for i, label in enumerate(labels)
        ]
        lines.append(f"{p['first']} v {p['second']}")
        lines.append(" " * head_w + _cells(labels, widths))
        for (name, _fmt), row in zip(ROWS, cells, strict=True):
            lines.append(name.ljust(head_w) + _cells(row, widths))
        lines.append("")
    return "\n".join(lines)


#: the columns of the table with a row per configuration
SHORT: tuple[tuple[str, Callable[[dict[str, Any]], str]], ...] = (
    ("games", ROWS[0][1]),
    ("throws (sd)", ROWS[1][1]),
    ("first player wins [95%]", ROWS[3][1]),
    ("stronger wins [95%]", ROWS[4][1]),
    ("draws", ROWS[5][1]),
    ("captures", ROWS[6][1]),
    ("Owls", ROWS[7][1]),
    ("Owls taken", ROWS[8][1]),
    ("nests", ROWS[9][1]),
)


def table_by_config(doc: dict[str, Any]) -> str:
    """One block per pairing: a row per configuration, a column per figure."""
    labels = [c["label"] for c in doc["configs"]]
    lines = []
    for p in doc["pairings"]:
        key = f"{p['first']}:{p['second']}"
        rows = {r["config"]: r for r in doc["results"] if r["pairing"] == key}
        played = [label for label in labels if label in rows]  # --add-to may leave gaps
        cells = [[fmt(rows[label]) for _name, fmt in SHORT] for label in played]
        names = [name for name, _fmt in SHORT]
        widths = [
            max(len(name), *(len(row[i]) for row in cells)) + 2 for i, name in enumerate(names)
        ]
        head_w = max(len(label) for label in labels) + 2
        lines.append(f"{p['first']} v {p['second']}")
        lines.append(" " * head_w + _cells(names, widths))
        for label, row in zip(played, cells, strict=True):
            lines.append(label.ljust(head_w) + _cells(row, widths))
        lines.append("")
    return "\n".join(lines)
