"""Every catalog under i18n/ must translate every message the code marks, as the code is now.

Messages are extracted from src/ and data/ with babel's Python API, with the same mapping file,
keywords and comment tag as ``make i18n-extract``. A failure lists the msgids to fill in:
run ``make i18n-update``, translate them in the .po named, and run the tests again.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src"
DATA = ROOT / "data"
I18N = ROOT / "i18n"
DOMAIN = "liubo"
COMMENT_TAGS = ("TRANSLATORS:",)
PO_FILES = sorted(I18N.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
POSITION_CHARACTERS = "方廉楬道張曲長高詘"

Key = tuple[str | None, str]  # (context, msgid)


def _method_map() -> list[tuple[str, str]]:
    with open(I18N / "babel.cfg", encoding="utf-8") as fp:
        method_map, _options = parse_mapping_cfg(fp)
    return method_map


def extracted_messages() -> dict[Key, tuple[str | None, list[str]]]:
    """(context, msgid) -> (msgid_plural or None, ["file:line", ...]) for the tree as it is."""
    found: dict[Key, tuple[str | None, list[str]]] = {}
    with open(I18N / "babel.cfg", encoding="utf-8") as fp:
        _map, options = parse_mapping_cfg(fp)
    extracted = [
        (top, item)
        for top in (SRC, DATA)
        for item in extract_from_dir(
            str(top),
            _method_map(),
            options_map=options,
            keywords=DEFAULT_KEYWORDS,
            comment_tags=COMMENT_TAGS,
        )
    ]
    for top, (filename, lineno, message, _comments, context) in extracted:
        singular, plural = (
            (message[0], message[1]) if isinstance(message, tuple) else (message, None)
        )
        if not singular:
            continue
        key = (context, singular)
        entry = found.setdefault(key, (plural, []))
        entry[1].append(f"{top.name}/{filename}:{lineno}")
    return found


def _load(po: Path) -> Catalog:
    with open(po, "rb") as fp:
        return read_po(fp, locale=po.parent.parent.name, domain=DOMAIN)


def _po_id(po: Path) -> str:
    return po.relative_to(ROOT).as_posix()


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _describe(key: Key, where: list[str] | None = None) -> str:
    context, msgid = key
    line = f"  msgid {_quote(msgid)}"
    if context is not None:
        line = f"  msgctxt {_quote(context)}\n" + line
    if where:
        line += f"    # {', '.join(where[:3])}"
    return line


def _report(po: Path, problem: str, lines: list[str]) -> str:
    head = f"{_po_id(po)}: {len(lines)} message(s) {problem}"
    hint = "(run `make i18n-update`, translate these msgids, then test again)"
    return "\n".join([head, hint, *lines])


@pytest.fixture(scope="module")
def code_messages() -> dict[Key, tuple[str | None, list[str]]]:
    messages = extracted_messages()
    assert messages, "no messages were extracted from src/ (keywords or babel.cfg broken?)"
    return messages


def test_there_is_a_catalog() -> None:
    assert PO_FILES, "no i18n/<code>/LC_MESSAGES/liubo.po found"


def test_extraction_finds_all_marker_kinds(code_messages: dict) -> None:
    """N_ (the rulebook) and gettext-style calls are both extracted."""
    from liubo.content import rulebook

    keys = {msgid for _ctx, msgid in code_messages}
    assert rulebook.get_topic("owls").title in keys
    assert rulebook.POSITION_NAMES_TITLE in keys


@pytest.mark.parametrize("po", PO_FILES, ids=_po_id)
def test_catalog_has_every_message(po: Path, code_messages: dict) -> None:
    catalog = _load(po)
    missing = [
        _describe(key, where)
        for key, (_plural, where) in sorted(code_messages.items(), key=lambda kv: kv[0][1])
        if catalog.get(key[1], context=key[0]) is None
    ]
    assert not missing, _report(po, "missing", missing)


@pytest.mark.parametrize("po", PO_FILES, ids=_po_id)
def test_catalog_messages_are_translated(po: Path, code_messages: dict) -> None:
    catalog = _load(po)
    untranslated, fuzzy = [], []
    for key, (_plural, where) in sorted(code_messages.items(), key=lambda kv: kv[0][1]):
        message = catalog.get(key[1], context=key[0])
        if message is None:
            continue  # reported by test_catalog_has_every_message
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not all(s and s.strip() for s in strings):
            untranslated.append(_describe(key, where))
        elif message.fuzzy:
            fuzzy.append(_describe(key, where))
    problems = []
    if untranslated:
        problems.append(_report(po, "untranslated", untranslated))
    if fuzzy:
        problems.append(_report(po, "fuzzy (check the translation, remove the fuzzy flag)", fuzzy))
    assert not problems, "\n\n".join(problems)


BRACE = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)?(?:[!:][^{}]*)?\}(?!\})")
PERCENT = re.compile(r"%\((\w+)\)[#0 +\-]*\d*(?:\.\d+)?[diouxXeEfFgGcrsa]")


def placeholders(text: str) -> set[str]:
    """Named placeholders: ``{name}`` (python-brace-format) and ``%(name)s`` (python-format)."""
    text = text.replace("{{", "").replace("}}", "")
    names = {"{" + (m.group(1) or "") + "}" for m in BRACE.finditer(text)}
    names |= {"%(" + m.group(1) + ")" for m in PERCENT.finditer(text)}
    return names


def _placeholder_problem(message: Message) -> str | None:
    ids = message.id if isinstance(message.id, tuple) else (message.id,)
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    strings = tuple(s for s in strings if s)
    if not strings:
        return None
    wanted = [placeholders(i) for i in ids]
    if len(ids) == 1:
        for s in strings:
            if placeholders(s) != wanted[0]:
                return f"msgid has {sorted(wanted[0])}, msgstr has {sorted(placeholders(s))}"
        return None
    allowed = set().union(*wanted)
    for s in strings:
        if not placeholders(s) <= allowed:
            return f"msgstr has {sorted(placeholders(s) - allowed)} not in the msgid"
    if not wanted[-1] <= set().union(*(placeholders(s) for s in strings)):
        return f"plural msgstr lacks {sorted(wanted[-1])}"
    return None


@pytest.mark.parametrize("po", PO_FILES, ids=_po_id)
def test_placeholders_match(po: Path) -> None:
    catalog = _load(po)
    bad = []
    for message in catalog:
        if not message.id:
            continue
        problem = _placeholder_problem(message)
        if problem:
            msgid = message.id[0] if isinstance(message.id, tuple) else message.id
            bad.append(f"{_describe((message.context, msgid))}    # {problem}")
    assert not bad, _report(po, "with mismatched placeholders", bad)


@pytest.mark.parametrize("po", PO_FILES, ids=_po_id)
def test_catalog_check_passes(po: Path) -> None:
    catalog = _load(po)
    errors = [
        f"{_describe((m.context, m.id[0] if isinstance(m.id, tuple) else m.id))}    # "
        + "; ".join(str(e) for e in errs)
        for m, errs in catalog.check()
    ]
    assert not errors, _report(po, "failing Catalog.check()", errors)


def _zh_catalogs() -> Iterator[Path]:
    return (po for po in PO_FILES if po.parent.parent.name.startswith("zh"))


@pytest.mark.parametrize("po", list(_zh_catalogs()), ids=_po_id)
def test_chinese_keeps_the_historical_position_names(po: Path) -> None:
    """方 廉 楬 道 張 曲 長 高 詘 stay in their historical form in Chinese text too."""
    bad = []
    for message in _load(po):
        if not message.id or not isinstance(message.id, str) or not message.string:
            continue
        lost = [c for c in POSITION_CHARACTERS if c in message.id and c not in message.string]
        if lost:
            bad.append(f"{_describe((message.context, message.id))}    # lost {''.join(lost)}")
    assert not bad, _report(po, "that drop a position name", bad)
