"""The words of the rule readings (the rulesets' options) for the screens, in any language.

The titles, value names, help lines and sources live once in ``data/readings.json`` (in
English, the catalog's messages, found by ``liubo.tools.i18n_extract``); this module puts them
into lines with a ``gettext``. No pygame: the title's "Rule readings" panel, the player
cards' variant badge and the game log all use it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..engine import RULESET_FILES, load_ruleset
from ..engine.options import READING_SOURCES, OptionSpec
from ..services.translation import N_

Gettext = Callable[[str], str]

# TRANSLATORS: the title of the panel where the disputed rules are switched.
TITLE = N_("Rule readings")
INTRO = N_(
    "The rules of Liubo are a reconstruction. Where the sources say nothing, or the 2023 "
    "rulebook's English and Chinese texts disagree, choose how this game reads them."
)
# TRANSLATORS: the rule readings panel of a ruleset that has none (opened with
# --scene readings: its title screen offers no such button).
NO_READINGS = N_(
    "These rules have no readings to choose between: every game of them is played one way."
)
# TRANSLATORS: after a rule reading's explanation; {source} is e.g. "this project".
SOURCE = N_("Source: {source}")
# TRANSLATORS: marks the value of a rule reading that the standard rules use.
DEFAULT_MARK = N_("{label} (default)")
# TRANSLATORS: a small badge on the player cards of a game not played by the standard
# rules; V lists the readings in force.
VARIANT = N_("Variant (V)")
# TRANSLATORS: the game log's line listing the rule readings in force; {readings} is a
# list such as "The pond: Sanctuary; Winning: End of turn".
IN_FORCE = N_("Rule readings in force: {readings}")
# TRANSLATORS: what V says in a game played by the standard rules.
STANDARD = N_("This game follows the standard rules: no reading is changed.")
# TRANSLATORS: one rule reading in force, e.g. "The pond: Sanctuary".
ONE = N_("{title}: {value}")
# TRANSLATORS: what separates two rule readings in a list (a semicolon and a space).
SEPARATOR = N_("; ")


def schema(ruleset: str | None = None) -> tuple[OptionSpec, ...]:
    """A ruleset's options (its rule readings), in the order the screens list them; None:
    every installed ruleset's (a game's options name only its own ruleset's)."""
    if ruleset is not None:
        return load_ruleset(ruleset).option_schema
    specs: dict[str, OptionSpec] = {}
    for rid in RULESET_FILES:
        for spec in load_ruleset(rid).option_schema:
            specs.setdefault(spec.name, spec)
    return tuple(specs.values())


def variant_lines(options: Mapping[str, str], _: Gettext) -> list[str]:
    """One entry per reading that differs from the default, such as "The pond: Sanctuary"
    (empty for the standard rules)."""
    lines = []
    for spec in schema():
        value = options.get(spec.name, spec.default)
        if value != spec.default:
            lines.append(_(ONE).format(title=_(spec.title), value=_(spec.label(value))))
    return lines


def reading_named(options: Mapping[str, str], name: str, _: Gettext) -> str:
    """The reading of the option ``name`` a game follows, such as "The pond: Sanctuary"
    (its default when ``options`` leave it out)."""
    spec = next(spec for spec in schema() if spec.name == name)
    value = options.get(name, spec.default)
    return _(ONE).format(title=_(spec.title), value=_(spec.label(value)))


def in_force(options: Mapping[str, str], _: Gettext) -> str:
    """The sentence listing the readings in force, or saying the rules are standard."""
    lines = variant_lines(options, _)
    if not lines:
        return _(STANDARD)
    return _(IN_FORCE).format(readings=_(SEPARATOR).join(lines))


def value_label(spec: OptionSpec, value: str, _: Gettext) -> str:
    """A value's short name, the default marked."""
    label = _(spec.label(value))
    return _(DEFAULT_MARK).format(label=label) if value == spec.default else label


def explanation(spec: OptionSpec, value: str, _: Gettext) -> str:
    """What the reading ``value`` does, and where it comes from."""
    line = _(spec.value_line(value))
    source = READING_SOURCES.get(spec.source(value), "")
    if source:
        line += "  \u00b7  " + _(SOURCE).format(source=_(source))
    return line


# TRANSLATORS: on a rulebook page whose rule is a reading: {title} names the rule,
# {value} the reading in force (e.g. "Open (default)"), {others} the other readings.
PAGE_LINE = N_("In force: {title}, {value}. Other readings: {others}.")
# TRANSLATORS: what separates the other readings in a rulebook page's line.
OR = N_(" / ")


def page_lines(names: tuple[str, ...], options: Mapping[str, str], _: Gettext) -> list[str]:
    """For a rulebook page on the readings ``names``: one line per reading saying which of
    its values is in force under ``options`` (the defaults where it has none) and naming
    the others. Unknown names and values are left out, so a page never fails to show."""
    specs = {spec.name: spec for spec in schema()}
    lines = []
    for name in names:
        spec = specs.get(name)
        if spec is None:
            continue
        value = options.get(name, spec.default)
        if value not in spec.values:
            value = spec.default
        others = _(OR).join(value_label(spec, v, _) for v in spec.values if v != value)
        lines.append(
            _(PAGE_LINE).format(
                title=_(spec.title), value=value_label(spec, value, _), others=others
            )
        )
    return lines
