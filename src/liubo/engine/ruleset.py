"""Loading rulesets: a ``liubo-ruleset`` document read by its kind, found by id or file.

``load_ruleset("cazaux")``, ``Game.new(ruleset=...)`` and game records find a ruleset
through the registry of :mod:`.contract`: the kind named by the document reads its own
fields (its :class:`~.contract.Ruleset` subclass), the options are checked against its
readings (:mod:`.options`), and each ruleset is read once per set of options.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from functools import cache
from types import MappingProxyType
from typing import Any

from .arguments import options_argument, short_repr
from .board import load_board
from .contract import RULESET_FILES as RULESET_FILES
from .contract import Ruleset as Ruleset
from .contract import RulesetKind as RulesetKind
from .contract import default_ruleset_id as default_ruleset_id
from .contract import register_ruleset as register_ruleset
from .contract import ruleset_kind, shipping_kind
from .contract import ruleset_kinds as ruleset_kinds
from .contract import unregister_ruleset as unregister_ruleset
from .errors import ArgumentError, ArgumentTypeError, BoardDataError
from .options import OPTION_SCHEMAS as OPTION_SCHEMAS
from .options import OptionSpec as OptionSpec
from .options import UnknownOptionError as UnknownOptionError
from .options import check_options
from .options import parse_options_text as parse_options_text
from .sides import Side


def _document_kind(doc: Mapping[str, Any]) -> str:
    """The kind a ruleset document names, or the default kind's when it names none."""
    if "kind" in doc:
        return str(doc["kind"])
    return shipping_kind(default_ruleset_id()).name


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

    def integer(key: str, lo: int, hi: int, obj: Mapping[str, object] | None = None) -> int:
        where = obj if obj is not None else doc
        value = where.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
            raise BoardDataError(f"{source}: {key!r} must be a whole number from {lo} to {hi}")
        return value

    name = _document_kind(doc)
    if name not in ruleset_kinds():
        known = ", ".join(ruleset_kinds())
        raise BoardDataError(f"{source}: 'kind' must be one of {known}, not {name!r}")
    kind = ruleset_kind(name)
    if doc.get("entry_step_counts", 1) != 1:
        raise BoardDataError(f"{source}: only an entry step counting 1 is supported")
    first = doc.get("first_player", "green")
    if first not in ("green", "white"):
        raise BoardDataError(f"{source}: 'first_player' must be 'green' or 'white'")
    board_name = doc.get("board")
    if not isinstance(board_name, str):
        raise BoardDataError(f"{source}: 'board' must name a board file")
    common: dict[str, Any] = dict(
        id=str(doc.get("id", "")) or default_ruleset_id(),
        board=load_board(board_name),
        kind=name,
        birds_per_side=integer("birds_per_side", 1, 16),
        sticks_per_group=integer("sticks_per_group", 1, 6),
        turn_limit=integer("turn_limit", 1, 100_000),
        first_player=Side.GREEN if first == "green" else Side.WHITE,
        options=MappingProxyType(check_options(kind.options, options, name)),
    )
    own = kind.rules_class.own_fields(doc, source, integer, common)
    rules: Ruleset = kind.rules_class(**common, **own)
    return rules


def _load(rid: str, options: tuple[tuple[str, str], ...]) -> Ruleset:
    return _read(rid, options, shipping_kind(rid))


@cache
def _read(rid: str, options: tuple[tuple[str, str], ...], kind: RulesetKind[Any]) -> Ruleset:
    """A ruleset as read once for each set of options (and each registration of its kind)."""
    file_name = RULESET_FILES[rid]
    read = kind.read
    try:
        text = read(file_name)
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardDataError(f"cannot read ruleset file {file_name}: {exc}") from exc
    return parse_ruleset(text, source=file_name, options=dict(options))


def load_ruleset(name: str | None = None, options: Mapping[str, str] | None = None) -> Ruleset:
    """A registered ruleset, by id or file name (None: the default ruleset); cached.

    ``options`` are checked against the ruleset's schema (:class:`UnknownOptionError`).
    A name that is neither raises :class:`ArgumentError`, a name or options that are not
    text :class:`ArgumentTypeError`.
    """
    if name is None:
        name = default_ruleset_id()
    if not isinstance(name, str):
        raise ArgumentTypeError(
            f"ruleset: a ruleset is named by its id, such as {default_ruleset_id()!r}, "
            f"not {short_repr(name)}"
        )
    rid = name if name in RULESET_FILES else _file_ids().get(name, name)
    if rid not in RULESET_FILES:
        raise ArgumentError(
            f"ruleset: unknown ruleset {short_repr(name)}: "
            f"expected one of {', '.join(RULESET_FILES)}"
        )
    key = tuple(sorted((options_argument(options) or {}).items()))
    return _load(rid, key)


def _file_ids() -> dict[str, str]:
    return {file_name: rid for rid, file_name in RULESET_FILES.items()}


def resolve_ruleset(
    ruleset: Ruleset | str | None, options: Mapping[str, str] | None = None
) -> Ruleset:
    """A Ruleset from a Ruleset, an id or file name, or None (the default), with ``options``.

    ArgumentTypeError when ``ruleset`` is none of these or ``options`` is not a mapping of
    texts; ArgumentError or UnknownOptionError for an unknown name, option or value.
    """
    if ruleset is None or isinstance(ruleset, str):
        return load_ruleset(ruleset, options)
    if not isinstance(ruleset, Ruleset):
        ids = " or ".join(repr(rid) for rid in RULESET_FILES)
        raise ArgumentTypeError(
            f"ruleset must be a ruleset id such as {ids}, a Ruleset or None, "
            f"not {short_repr(ruleset)}"
        )
    return with_options(ruleset, options_argument(options))


def with_options(rules: Ruleset, options: Mapping[str, str] | None) -> Ruleset:
    """``rules`` with other options (checked against its schema)."""
    if not options:
        return rules
    if rules.id in RULESET_FILES:
        return load_ruleset(rules.id, options)
    full = check_options(rules.option_schema, options, rules.kind)
    return dataclasses.replace(rules, options=MappingProxyType(full))
