"""The comparison chart of the rulebook, as data: which figures of ``data/compare.json`` it
shows and how (no pygame; ``liubo.render.rulebook_chart`` draws it).

``python -m liubo.tools.compare`` writes the file; nothing here types a number in. A missing or
unreadable file gives no rows, and the chart then says that the figures are missing.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from ..services.translation import N_
from .ruleset_content import chart_labels

# TRANSLATORS: shown in place of a chart of the computer players' games when its data file
# is missing (a developer's copy of the game that has not played them yet).
NO_DATA = N_("No figures yet: the games of this chart have not been played.")
# TRANSLATORS: {sizes} lists the games played per ruleset, e.g. "1200 greedy v greedy,
# 2000 learned v learned", {date} is when (YYYY-MM-DD).
CAPTION = N_(
    "Computer players, the same throws under both rules: {sizes} games per ruleset, "
    "played {date}. Thin lines show intervals of 95%; for throws, the middle half of the games."
)
# TRANSLATORS: a value in the comparison chart: a proportion of games, e.g. "54%".
PERCENT = N_("{value}%")


@dataclass(frozen=True)
class ChartRow:
    """One measure: a heading, and per configuration a value with an interval.

    ``unit`` is ``percent`` (values 0..1, drawn on a 0-100% axis with a mark at
    ``reference``) or ``count`` (drawn on an axis from 0 to a little past the largest).
    ``values`` are (configuration label, value, low, high); low/high may equal the value.
    """

    label: str
    unit: Literal["percent", "count"]
    values: tuple[tuple[str, float, float, float], ...]
    reference: float | None = None


#: the measures a chart may draw, by name: (heading, pairing, what to read, unit,
#: reference line); the greedy figures and beside them the strong pairing's
ROW_SPECS: dict[str, tuple[str, str, str, Literal["percent", "count"], float | None]] = {
    "first_player": (
        # TRANSLATORS: chart row: how often the side that throws first wins (equal players).
        N_("First player wins (greedy v greedy)"),
        "greedy:greedy",
        "first_player",
        "percent",
        0.5,
    ),
    "first_player_strong": (
        # TRANSLATORS: chart row: the same between two strong players (the learned
        # evaluation against itself).
        N_("First player wins (learned v learned)"),
        "learned:learned",
        "first_player",
        "percent",
        0.5,
    ),
    # TRANSLATORS: chart row: how often the searching player beats the greedy one.
    "stronger": (
        N_("Normal beats greedy (seats swapped)"),
        "normal:greedy",
        "stronger",
        "percent",
        0.5,
    ),
    # TRANSLATORS: chart row: game length, in throws of the sticks.
    "throws": (N_("Throws in a game (greedy v greedy)"), "greedy:greedy", "throws", "count", None),
    "throws_strong": (
        # TRANSLATORS: chart row: game length between two strong players.
        N_("Throws in a game (learned v learned)"),
        "learned:learned",
        "throws",
        "count",
        None,
    ),
    # TRANSLATORS: chart row: landings that took at least one enemy piece, per game.
    "captures": (N_("Captures in a game"), "greedy:greedy", "captures", "count", None),
    # TRANSLATORS: chart row: pieces that became Owls, per game.
    "owls": (N_("Owls made in a game"), "greedy:greedy", "owls", "count", None),
    # TRANSLATORS: chart row: Owls taken by the opponent, per game.
    "owl_captures": (N_("Owls captured in a game"), "greedy:greedy", "owl_captures", "count", None),
    # TRANSLATORS: chart row: Owls flown into a nest (2 points each), per game.
    "nest_scores": (N_("Nest scores in a game"), "greedy:greedy", "nest_scores", "count", None),
}
#: the rows of the rulesets' chart (the others are for the readings' charts; the strong
#: games' length, close to the greedy games', is in the table and the readings' chart)
RULESET_MEASURES = (
    "first_player",
    "first_player_strong",
    "stronger",
    "throws",
    "captures",
    "owls",
    "owl_captures",
)

# ---- the readings' charts (``python -m liubo.tools.compare --readings``) --------------------

#: the data file of the readings' comparison
READINGS_SOURCE = "readings_compare.json"
#: how that file's label of a ruleset's default rules ends (``<ruleset id> (defaults)``)
DEFAULTS_SUFFIX = " (defaults)"
# TRANSLATORS: the readings chart's name for the rules with no reading changed.
STANDARD_RULES = N_("Standard rules")
#: a short name per rule reading for the chart's bars (the full titles are too long)
SHORT_TITLES: dict[str, str] = {
    # TRANSLATORS: short chart label: the reading "a normal bird lands on an Owl".
    "owl-landing": N_("Owl landing"),
    # TRANSLATORS: short chart label: the blockade split rule.
    "split": N_("Split rule"),
    # TRANSLATORS: short chart label: the pond reading.
    "pond": N_("Pond"),
    # TRANSLATORS: short chart label: how a bird enters.
    "entry": N_("Entering"),
    # TRANSLATORS: short chart label: which number when only one can be used.
    "one-number": N_("One number"),
    # TRANSLATORS: short chart label: when 6 points win.
    "win": N_("Winning"),
    # TRANSLATORS: short chart label: who throws first.
    "first": N_("First throw"),
    # TRANSLATORS: short chart label: the balancing reading (the first player's first
    # throw counts one number only).
    "balance": N_("Balance"),
}
# TRANSLATORS: one bar of the readings chart: a short rule name and the reading, e.g.
# "Pond: Sanctuary".
BAR_LABEL = N_("{title}: {value}")
# TRANSLATORS: under the readings charts; {sizes} lists the games played, e.g.
# "1068 greedy v greedy, 200 normal v greedy", {date} is when (YYYY-MM-DD).
READINGS_CAPTION = N_(
    "{sizes} games per reading, played {date}. Thin lines: intervals of 95% (for throws, "
    "the middle half of the games)."
)
# TRANSLATORS: one pairing's games in the readings chart's caption, e.g.
# "1068 greedy v greedy".
SIZE = N_("{games} {first} v {second}")
#: the computer players' names in the caption
PLAYERS: dict[str, str] = {
    # TRANSLATORS: a computer player in the readings chart's caption (the greedy level).
    "greedy": N_("greedy"),
    # TRANSLATORS: a computer player in the readings chart's caption (the normal level).
    "normal": N_("normal"),
    # TRANSLATORS: a computer player in the readings chart's caption (random moves).
    "random": N_("random"),
    # TRANSLATORS: a computer player in the readings chart's caption (the learned
    # evaluation, one ply deep).
    "learned": N_("learned"),
}


@dataclass(frozen=True, slots=True)
class ChartFigure:
    """The rulebook figure that draws ``data/<source>`` as bars (see the module)."""

    caption: str = CAPTION
    source: str = "compare.json"
    #: which rows it draws (the ``what`` of ``ROW_SPECS``), in order
    measures: tuple[str, ...] = RULESET_MEASURES
    kind: Literal["chart"] = "chart"

    def strings(self) -> tuple[str, ...]:
        """Every translatable string the figure may show."""
        return (
            self.caption,
            NO_DATA,
            PERCENT,
            *chart_labels().values(),
            *(r[0] for r in ROW_SPECS.values()),
            READINGS_CAPTION,
            BALANCE_CAPTION,
            STANDARD_RULES,
            BAR_LABEL,
            SIZE,
            *SHORT_TITLES.values(),
            *PLAYERS.values(),
        )


#: the data file of the balancing candidates (``python -m liubo.tools.balance``)
BALANCE_SOURCE = "balance.json"
# TRANSLATORS: under the chart of the balancing candidates; {sizes} is the games played,
# e.g. "2000 learned v learned", {date} is when (YYYY-MM-DD).
BALANCE_CAPTION = N_(
    "{sizes} games per candidate, the same throws for each, played {date}. Thin lines: "
    "intervals of 95% (for throws, the middle half of the games); the gold line is 50%."
)

#: the charts a rulebook page may show, by the name its file gives (a ``liubo-figure``
#: block ``chart NAME``): the rulesets compared, and three charts of the readings
CHARTS: dict[str, ChartFigure] = {
    "rulesets": ChartFigure(),
    "readings-balance": ChartFigure(
        READINGS_CAPTION, READINGS_SOURCE, ("first_player", "first_player_strong", "stronger")
    ),
    "readings-length": ChartFigure(
        READINGS_CAPTION, READINGS_SOURCE, ("throws", "throws_strong", "captures")
    ),
    "readings-owls": ChartFigure(
        READINGS_CAPTION, READINGS_SOURCE, ("owl_captures", "nest_scores")
    ),
    "balance": ChartFigure(
        BALANCE_CAPTION, BALANCE_SOURCE, ("first_player_strong", "throws_strong")
    ),
}


def load(source: str = "compare.json") -> dict[str, Any] | None:
    """The data file under ``data/``, or None if it is missing or not a compare file."""
    from ..resources import read_data_text

    try:
        doc = json.loads(read_data_text(source))
    except (OSError, ValueError):
        return None
    if not isinstance(doc, dict) or doc.get("format") != "liubo-compare":
        return None
    return doc


def _reading(result: dict[str, Any], what: str) -> tuple[float, float, float] | None:
    if what in ("first_player", "stronger"):
        block = result.get(what)
        if not block:
            return None
        lo, hi = block["wilson95"]
        return float(block["rate"]), float(lo), float(hi)
    if what == "throws":
        t = result["throws"]
        return float(t["mean"]), float(t["q1"]), float(t["q3"])
    value = result["per_game"].get(what)
    return None if value is None else (float(value), float(value), float(value))


def rows(
    doc: dict[str, Any] | None, measures: tuple[str, ...] = RULESET_MEASURES
) -> list[ChartRow]:
    """The chart's rows from a compare file (none without one; rows it lacks are left out),
    the ``measures`` of ``ROW_SPECS`` in that order.

    Game length shows the mean with the middle half of the games (quartiles) as its
    interval; the per-game counts have no interval.
    """
    if not doc:
        return []
    labels = [c["label"] for c in doc.get("configs", ())]
    by_key = {(r["config"], r["pairing"]): r for r in doc.get("results", ())}
    out = []
    for heading, pairing, what, unit, reference in (
        ROW_SPECS[m] for m in measures if m in ROW_SPECS
    ):
        values = []
        for label in labels:
            result = by_key.get((label, pairing))
            reading = None if result is None else _reading(result, what)
            if reading is not None:
                values.append((label, *reading))
        if len(values) == len(labels) and values:
            out.append(ChartRow(heading, unit, tuple(values), reference))
    return out


def caption_fields(doc: dict[str, Any] | None) -> dict[str, str]:
    """The fields of the caption: the games played per ruleset and the date."""
    if not doc:
        return {"games": "?", "date": "?"}
    per_config = sum(p["games"] for p in doc.get("pairings", ()))
    return {"games": str(per_config), "date": str(doc.get("date", "?"))}


def config_name(label: str) -> str:
    """The ``N_`` name of a configuration (a ruleset's, from its content's
    ``chart_labels``), or its label if it has none."""
    return chart_labels().get(label, label)


def config_text(label: str, gettext: Callable[[str], str]) -> str:
    """A configuration's name in the reader's language: a ruleset's name, "Standard
    rules", or for one changed reading (``name=value``) its short title and value name
    ("Pond: Sanctuary", from ``data/readings.json``)."""
    if label.endswith(DEFAULTS_SUFFIX):
        return gettext(STANDARD_RULES)
    name, sep, value = label.partition("=")
    if sep and name in SHORT_TITLES:
        from ..engine.ruleset import OPTION_SCHEMAS

        specs = (o for schema in OPTION_SCHEMAS.values() for o in schema)
        spec = next((o for o in specs if o.name == name), None)
        if spec is not None and value in spec.values:
            return gettext(BAR_LABEL).format(
                title=gettext(SHORT_TITLES[name]), value=gettext(spec.label(value))
            )
    return gettext(config_name(label))


LIST_SEPARATOR = N_(", ")


def caption_text(
    figure: ChartFigure, doc: dict[str, Any] | None, gettext: Callable[[str], str]
) -> str:
    """The figure's caption with the games and the date of its data file filled in."""
    if not doc:
        return gettext(figure.caption).format(sizes="?", date="?")
    # TRANSLATORS: what joins two items of a list in a caption (a comma and a space).
    sizes = gettext(LIST_SEPARATOR).join(
        gettext(SIZE).format(
            games=p["games"],
            first=gettext(PLAYERS.get(p["first"], p["first"])),
            second=gettext(PLAYERS.get(p["second"], p["second"])),
        )
        for p in doc.get("pairings", ())
    )
    return gettext(figure.caption).format(sizes=sizes, date=str(doc.get("date", "?")))
