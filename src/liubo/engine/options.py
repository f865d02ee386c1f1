"""Rule readings: the options a ruleset takes, their schema, and their text in records.

Each kind of ruleset has a schema of named readings, each with its allowed values and a
default, read from ``data/readings.json`` (a kind the file does not list has none).
:func:`check_options` fills in the defaults and refuses an unknown name or value with
:class:`UnknownOptionError`, naming the option and what it allows. Records write the
options that differ from the defaults on an ``options name=value ...`` line.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..resources import read_data_text
from .arguments import options_argument
from .errors import ArgumentError, BoardDataError


class UnknownOptionError(ArgumentError):
    """A ruleset option that the ruleset does not have, or a value it does not allow."""


@dataclass(frozen=True)
class OptionSpec:
    """One switchable rule reading: its name, the values it allows, and the default.

    ``title`` names it in a few words and ``help`` says in a line what it decides;
    ``labels``, ``value_help`` and ``sources`` give, value by value, a short name, a line
    on what that reading does and where it comes from (a key of :data:`READING_SOURCES`);
    ``rule`` is the section of docs/rules.md it changes. (The English texts are the
    screens' messages, translated there.)
    """

    name: str
    values: tuple[str, ...]
    default: str
    help: str = ""
    value_help: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    rule: str = ""
    title: str = ""
    labels: tuple[str, ...] = ()

    def value_line(self, value: str) -> str:
        """The help line of one value ("" if it has none)."""
        i = self.values.index(value)
        return self.value_help[i] if i < len(self.value_help) else ""

    def source(self, value: str) -> str:
        """Where the reading ``value`` comes from, a key of READING_SOURCES ("" if unknown)."""
        i = self.values.index(value)
        return self.sources[i] if i < len(self.sources) else ""

    def label(self, value: str) -> str:
        """The short name of one value (the value itself if it has none)."""
        i = self.values.index(value)
        return self.labels[i] if i < len(self.labels) else value


def _spec(entry: object, sources: Mapping[str, object], source: str) -> OptionSpec:
    """One option of a readings file, checked."""
    name = entry.get("name") if isinstance(entry, dict) else None
    values = entry.get("values") if isinstance(entry, dict) else None
    if not isinstance(name, str) or not isinstance(values, list) or len(values) < 2:
        raise BoardDataError(f"{source}: each option needs a name and two values or more")
    assert isinstance(entry, dict)
    if not all(isinstance(v, dict) and isinstance(v.get("value"), str) for v in values):
        raise BoardDataError(f"{source}: option {name!r}: each value needs a 'value'")
    for v in values:
        if v.get("source") not in sources:
            raise BoardDataError(
                f"{source}: option {name!r}: value {v['value']!r} needs a 'source', "
                f"one of {', '.join(sources)}"
            )
    names = tuple(v["value"] for v in values)
    return OptionSpec(
        name=name,
        values=names,
        default=names[0],
        help=str(entry.get("help", "")),
        value_help=tuple(str(v.get("help", "")) for v in values),
        sources=tuple(str(v["source"]) for v in values),
        rule=str(entry.get("rule", "")),
        title=str(entry.get("title", name)),
        labels=tuple(str(v.get("label", v["value"])) for v in values),
    )


def parse_readings(
    text: str, source: str = "readings.json"
) -> tuple[dict[str, str], dict[str, tuple[OptionSpec, ...]]]:
    """The reading sources and the option schema of each kind of ruleset the file lists,
    from the JSON text of ``data/readings.json``; BoardDataError when it is malformed."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BoardDataError(f"{source}: not valid JSON ({exc})") from exc
    if not isinstance(doc, dict) or doc.get("format") != "liubo-readings":
        raise BoardDataError(f"{source}: not a liubo-readings file")
    sources = doc.get("sources")
    rulesets = doc.get("rulesets")
    if not isinstance(sources, dict) or not isinstance(rulesets, dict):
        raise BoardDataError(f"{source}: needs 'sources' and 'rulesets' objects")
    schemas: dict[str, tuple[OptionSpec, ...]] = {}
    for kind, entries in rulesets.items():
        if not isinstance(entries, list):
            raise BoardDataError(f"{source}: the options of {kind!r} must be a list")
        schemas[str(kind)] = tuple(_spec(entry, sources, source) for entry in entries)
    return {str(k): str(v) for k, v in sources.items()}, schemas


#: where a reading comes from (key -> a phrase in English), and the options each kind of
#: ruleset takes, in the order the game lists them: both from ``data/readings.json``
READING_SOURCES, OPTION_SCHEMAS = parse_readings(read_data_text("readings.json"))


def check_options(
    schema: Sequence[OptionSpec], options: Mapping[str, Any] | None, ruleset: str
) -> dict[str, str]:
    """The full option mapping (defaults filled in) for ``options`` given to a ruleset
    whose readings are ``schema`` (``ruleset`` names it in the messages)."""
    by_name = {spec.name: spec for spec in schema}
    full = {name: spec.default for name, spec in by_name.items()}
    for name, value in (options_argument(options) or {}).items():
        spec = by_name.get(name)
        if spec is None:
            known = ", ".join(by_name) or "none"
            raise UnknownOptionError(
                f"unknown option {name!r} for ruleset {ruleset!r} (its options: {known})"
            )
        if value not in spec.values:
            raise UnknownOptionError(
                f"option {name!r} cannot be {value!r}: allowed values are {', '.join(spec.values)}"
            )
        full[name] = value
    return full


def parse_options_text(text: str) -> dict[str, str]:
    """``name=value name=value`` (the words after ``options`` in a record) as a mapping."""
    out: dict[str, str] = {}
    for word in text.split():
        name, sep, value = word.partition("=")
        if not sep or not name or not value:
            raise UnknownOptionError(f"cannot read option {word!r}: expected name=value")
        if name in out:
            raise UnknownOptionError(f"option {name!r} is given twice")
        out[name] = value
    return out
