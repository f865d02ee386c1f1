"""A ruleset: the board plus the numbers of the game, loaded from a ``data/rules*.json`` file.

Rulesets are found by id (``tlv``, ``cazaux``) or by file name, and take options: each
ruleset has a schema of named rule readings, each with its allowed values and a default.
``load_ruleset("tlv", options={...})`` checks them (an unknown name or value raises
:class:`UnknownOptionError`, naming the option and what it allows) and the Ruleset carries
the full mapping in ``options``. Records write the options that differ from the defaults on
an ``options name=value ...`` line.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, cached_property
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, cast

from ..resources import read_data_text
from .arguments import options_argument, short_repr, side_argument
from .board import Board, load_board
from .errors import ArgumentError, ArgumentTypeError, BoardDataError
from .sides import Side
from .tables import BLOCKADE_OF, EMPTY, SANCTUARY_EMPTY, PathTables, path_tables
from .throws import StickFaces, Throw, throw_distribution, throw_sticks, value_throw_distribution

if TYPE_CHECKING:
    from .cazaux.state import CazauxState
    from .state import State

#: the rulesets shipped in ``data/``, by id
RULESET_FILES: dict[str, str] = {"tlv": "rules.json", "cazaux": "rules_cazaux.json"}

KINDS = ("tlv", "cazaux")


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


def parse_readings(
    text: str, source: str = "readings.json"
) -> tuple[dict[str, str], dict[str, tuple[OptionSpec, ...]]]:
    """The reading sources and the option schema of each kind of ruleset, from the JSON
    text of ``data/readings.json``; BoardDataError when it is malformed."""
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
    for kind in KINDS:
        specs = []
        for entry in rulesets.get(kind, []):
            name = entry.get("name") if isinstance(entry, dict) else None
            values = entry.get("values") if isinstance(entry, dict) else None
            if not isinstance(name, str) or not isinstance(values, list) or len(values) < 2:
                raise BoardDataError(f"{source}: each option needs a name and two values or more")
            if not all(isinstance(v, dict) and isinstance(v.get("value"), str) for v in values):
                raise BoardDataError(f"{source}: option {name!r}: each value needs a 'value'")
            for v in values:
                if v.get("source") not in sources:
                    raise BoardDataError(
                        f"{source}: option {name!r}: value {v['value']!r} needs a 'source', "
                        f"one of {', '.join(sources)}"
                    )
            names = tuple(v["value"] for v in values)
            specs.append(
                OptionSpec(
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
            )
        schemas[kind] = tuple(specs)
    return {str(k): str(v) for k, v in sources.items()}, schemas


#: where a reading comes from (key -> a phrase in English), and the options each kind of
#: ruleset takes, in the order the game lists them: both from ``data/readings.json``
READING_SOURCES, OPTION_SCHEMAS = parse_readings(read_data_text("readings.json"))


def check_options(kind: str, options: Mapping[str, Any] | None) -> dict[str, str]:
    """The full option mapping (defaults filled in) for ``options`` given to a ``kind`` ruleset."""
    schema = {spec.name: spec for spec in OPTION_SCHEMAS.get(kind, ())}
    full = {name: spec.default for name, spec in schema.items()}
    for name, value in (options_argument(options) or {}).items():
        spec = schema.get(name)
        if spec is None:
            known = ", ".join(schema) or "none"
            raise UnknownOptionError(
                f"unknown option {name!r} for ruleset {kind!r} (its options: {known})"
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


@dataclass(frozen=True, eq=False)
class Ruleset:
    """Everything that fixes a variant of the game; the engine reads rules from here."""

    id: str
    board: Board
    birds_per_side: int
    sticks_per_group: int
    turn_limit: int
    first_player: Side
    kind: str = "tlv"
    # tlv
    no_rounded_side_counts: int = 4
    capture_normal: int = 0
    capture_owl: int = 0
    nest_points: int = 0
    target_points: int = 0
    # cazaux
    group_values: tuple[int, ...] = ()
    owls_per_side: int = 0
    extra_throw_doubles: frozenset[tuple[int, int]] = frozenset()
    five_stone_rule: int = 0
    options: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    @cached_property
    def paths(self) -> PathTables:
        """Every simple path a move can take on this board (with ``entry=stop``, an
        entering bird's paths end on the 高 whatever the number)."""
        return path_tables(self.board, entry_stop=self.entry_stop)

    # -- the tlv readings, as the engine reads them: each worked out once per ruleset -----
    @cached_property
    def owl_contest(self) -> bool:
        """``owl-landing=contest``: a normal bird landing on a lone enemy Owl contests it."""
        return self.options.get("owl-landing") == "contest"

    @cached_property
    def sanctuary(self) -> bool:
        """``pond=sanctuary``: the pond holds any birds of both sides, never blocks or takes."""
        return self.options.get("pond") == "sanctuary"

    @cached_property
    def entry_stop(self) -> bool:
        """``entry=stop``: an entering bird stops on the 高 whatever its number."""
        return self.options.get("entry") == "stop"

    @cached_property
    def larger_only(self) -> bool:
        """``one-number=larger``: with one number usable, the larger if it can be played."""
        return self.options.get("one-number") == "larger"

    @cached_property
    def first_toss(self) -> bool:
        """``first=toss``: the side to throw first is drawn when a game starts."""
        return self.options.get("first") == "toss"

    @cached_property
    def instant_target(self) -> int:
        """The score that ends the game the moment a move reaches it: the target, or, with
        ``win=end-of-turn``, more than any game reaches (the turn's end decides)."""
        if self.options.get("win") == "end-of-turn":
            return 1 << 30
        return self.target_points

    @cached_property
    def split_of(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The blockade split rule as tables: ``split_of[double][cell code]`` is the side
        whose blockade a perch holding that cell is for the rule (-1: none), after a throw
        that is not a double (0) or is (1)."""
        none = (-1,) * len(BLOCKADE_OF)
        split = self.options.get("split", "every-throw")
        if split == "off":
            return none, none
        if split == "doubles":
            return none, BLOCKADE_OF
        return BLOCKADE_OF, BLOCKADE_OF

    @cached_property
    def empty_cells(self) -> tuple[int, ...]:
        """The cell codes of the empty board (a sanctuary pond has its own codes)."""
        cells = [EMPTY] * len(self.board.perches)
        if self.sanctuary:
            cells[self.board.pond] = SANCTUARY_EMPTY
        return tuple(cells)

    @property
    def throws(self) -> tuple[tuple[Throw, Fraction], ...]:
        if self.group_values:
            return value_throw_distribution(self.group_values)
        return throw_distribution(self.sticks_per_group, self.no_rounded_side_counts)

    @property
    def stick_values(self) -> tuple[int, ...] | None:
        """How a group of sticks reads (k marked sticks up -> value), when not tlv's way."""
        return self.group_values or None

    def throw_sticks(self, rng: random.Random) -> StickFaces:
        """Throw the six sticks of this ruleset with ``rng``."""
        return throw_sticks(
            rng, self.sticks_per_group, self.no_rounded_side_counts, self.stick_values
        )

    # -- the state class of this ruleset (chosen once per game, never per move) ------------
    # A cazaux ruleset's states are CazauxState, which is not a subclass of State but has
    # the same public API (duck typing, see engine/cazaux/state.py). The engine, Game and
    # the app type that common API as State; the casts below are where the two meet.
    @cached_property
    def state_class(self) -> type[State]:
        if self.kind == "cazaux":
            from .cazaux.state import CazauxState

            return cast("type[State]", CazauxState)  # CazauxState stands in for State
        from .state import State

        return State

    def initial_state(self, first: Side | None = None) -> State:
        """The empty board, ``first`` (a Side, or None for the ruleset's own) to throw."""
        return self.state_class.initial(self, None if first is None else side_argument(first))

    def parse_position(self, text: str) -> State:
        if self.kind == "cazaux":
            from .cazaux.notation import parse_position as parse_cazaux

            return cast("State", parse_cazaux(text, self))  # CazauxState stands in for State
        from .notation import parse_position

        return parse_position(text, self)

    def format_position(self, state: State | CazauxState) -> str:
        if self.kind == "cazaux":
            from .cazaux.notation import format_position as format_cazaux

            return format_cazaux(cast("CazauxState", state))  # a cazaux ruleset's state
        from .notation import format_position

        return format_position(cast("State", state))  # a tlv ruleset's state

    # -- options --------------------------------------------------------------------------
    @property
    def option_schema(self) -> tuple[OptionSpec, ...]:
        return OPTION_SCHEMAS.get(self.kind, ())

    def options_text(self) -> str:
        """The options that differ from their defaults, as ``name=value`` words."""
        defaults = {spec.name: spec.default for spec in self.option_schema}
        return " ".join(f"{k}={v}" for k, v in sorted(self.options.items()) if defaults.get(k) != v)

    def with_options(self, options: Mapping[str, str] | None) -> Ruleset:
        """This ruleset with other options (checked against its schema)."""
        if not options:
            return self
        return (
            load_ruleset(self.id, options)
            if self.id in RULESET_FILES
            else _replace_options(self, check_options(self.kind, options))
        )


def _replace_options(rules: Ruleset, options: dict[str, str]) -> Ruleset:
    import dataclasses

    return dataclasses.replace(rules, options=MappingProxyType(options))


def parse_ruleset(
    text: str, source: str = "ruleset", options: Mapping[str, str] | None = None
) -> Ruleset:
    """Build a ruleset from the JSON text of a ruleset file."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BoardDataError(f"{source}: not valid JSON ({exc})") from exc
    if not isinstance(doc, dict) or doc.get("format") != "liubo-ruleset":
        raise BoardDataError(f"{source}: not a liubo-ruleset file")

    def integer(key: str, lo: int, hi: int, obj: dict[str, object] | None = None) -> int:
        where = obj if obj is not None else doc
        value = where.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise BoardDataError(f"{source}: {key!r} must be a whole number from {lo} to {hi}")
        return value

    kind = doc.get("kind", "tlv")
    if kind not in KINDS:
        raise BoardDataError(f"{source}: 'kind' must be one of {', '.join(KINDS)}, not {kind!r}")
    if doc.get("entry_step_counts", 1) != 1:
        raise BoardDataError(f"{source}: only an entry step counting 1 is supported")
    first = doc.get("first_player", "green")
    if first not in ("green", "white"):
        raise BoardDataError(f"{source}: 'first_player' must be 'green' or 'white'")
    board_name = doc.get("board")
    if not isinstance(board_name, str):
        raise BoardDataError(f"{source}: 'board' must name a board file")
    common: dict[str, Any] = dict(
        id=str(doc.get("id", "")) or "tlv",
        board=load_board(board_name),
        kind=kind,
        birds_per_side=integer("birds_per_side", 1, 16),
        sticks_per_group=integer("sticks_per_group", 1, 6),
        turn_limit=integer("turn_limit", 1, 100_000),
        first_player=Side.GREEN if first == "green" else Side.WHITE,
        options=MappingProxyType(check_options(kind, options)),
    )
    if kind == "tlv":
        points = doc.get("points")
        if not isinstance(points, dict):
            raise BoardDataError(f"{source}: 'points' must be an object")
        return Ruleset(
            **common,
            no_rounded_side_counts=integer("no_rounded_side_counts", 1, 9),
            capture_normal=integer("capture_normal", 0, 99, points),
            capture_owl=integer("capture_owl", 0, 99, points),
            nest_points=integer("nest", 0, 99, points),
            target_points=integer("target_points", 1, 999),
        )
    return Ruleset(**common, **_cazaux_fields(doc, source, common, integer))


def _cazaux_fields(
    doc: dict[str, Any],
    source: str,
    common: dict[str, Any],
    integer: Callable[[str, int, int], int],
) -> dict[str, Any]:
    """The fields only a ``cazaux`` ruleset has, checked."""
    sticks = common["sticks_per_group"]
    values = doc.get("group_values")
    if (
        not isinstance(values, list)
        or len(values) != sticks + 1
        or not all(type(v) is int and 1 <= v <= 4 for v in values)
    ):
        raise BoardDataError(
            f"{source}: 'group_values' must list {sticks + 1} values from 1 to 4, one for each "
            f"count of plain faces (0 to {sticks})"
        )
    doubles = doc.get("extra_throw_doubles", [])
    if not isinstance(doubles, list) or not all(
        isinstance(d, list) and len(d) == 2 and all(type(v) is int and 1 <= v <= 4 for v in d)
        for d in doubles
    ):
        raise BoardDataError(
            f"{source}: 'extra_throw_doubles' must be a list of [a, b] throws "
            "with values from 1 to 4"
        )
    if integer("owls_per_side", 1, 1) != 1:  # pragma: no cover - integer() already refuses
        raise BoardDataError(f"{source}: 'owls_per_side' must be 1")
    board = common["board"]
    if board.track is None:
        raise BoardDataError(f"{source}: 'board': a cazaux ruleset needs a board with a 'track'")
    five = integer("five_stone_rule", 1, common["birds_per_side"])
    return dict(
        group_values=tuple(values),
        owls_per_side=1,
        extra_throw_doubles=frozenset(tuple(d) for d in doubles),
        five_stone_rule=five,
    )


@cache
def _load(name: str, options: tuple[tuple[str, str], ...]) -> Ruleset:
    file_name = RULESET_FILES[name]
    try:
        text = read_data_text(file_name)
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardDataError(f"cannot read ruleset file {file_name}: {exc}") from exc
    return parse_ruleset(text, source=file_name, options=dict(options))


def load_ruleset(name: str = "rules.json", options: Mapping[str, str] | None = None) -> Ruleset:
    """The ruleset shipped in ``data/``, by id (``tlv``, ``cazaux``) or file name (cached).

    ``options`` are checked against the ruleset's schema (:class:`UnknownOptionError`).
    A name that is neither raises :class:`ArgumentError`, a name or options that are not
    text :class:`ArgumentTypeError`.
    """
    if not isinstance(name, str):
        raise ArgumentTypeError(
            f"ruleset: a ruleset is named by its id, such as 'tlv', not {short_repr(name)}"
        )
    rid = _FILE_IDS.get(name, name)
    if rid not in RULESET_FILES:
        raise ArgumentError(
            f"ruleset: unknown ruleset {short_repr(name)}: "
            f"expected one of {', '.join(RULESET_FILES)}"
        )
    key = tuple(sorted((options_argument(options) or {}).items()))
    return _load(rid, key)


_FILE_IDS = {file_name: rid for rid, file_name in RULESET_FILES.items()}


def resolve_ruleset(
    ruleset: Ruleset | str | None, options: Mapping[str, str] | None = None
) -> Ruleset:
    """A Ruleset from a Ruleset, an id or file name, or None (tlv), with ``options``.

    ArgumentTypeError when ``ruleset`` is none of these or ``options`` is not a mapping of
    texts; ArgumentError or UnknownOptionError for an unknown name, option or value.
    """
    if ruleset is None:
        return load_ruleset("tlv", options)
    if isinstance(ruleset, str):
        return load_ruleset(ruleset, options)
    if not isinstance(ruleset, Ruleset):
        raise ArgumentTypeError(
            f"ruleset must be a ruleset id such as 'tlv' or 'cazaux', a Ruleset or None, "
            f"not {short_repr(ruleset)}"
        )
    return ruleset.with_options(options_argument(options))
