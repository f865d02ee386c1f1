"""Babel extractors for the words that live in data files.

The position names' English glosses and places are facts of the board, kept once in
``data/board.json``, the rule readings' titles, value names, help lines and sources
are kept once in ``data/readings.json``, and the rulebook's pages are Markdown files under
``data/rulebook/``; these let ``pybabel extract`` (``make i18n-extract``) and the catalog
test find them there. Registered in ``i18n/babel.cfg``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

#: (lineno, funcname, message, comments), as Babel expects from an extractor; a message
#: with a context is (context, msgid) under the funcname ``pgettext``
Extracted = tuple[int, str | None, str | tuple[str, str], list[str]]

#: what the translator is told each kind of rulebook text is
RULEBOOK_KINDS = {
    "topic": "the title of a rulebook topic (its entry in the contents list)",
    "heading": "the heading of a rulebook page",
    "paragraph": "a paragraph of a rulebook page",
    "item": "an item of a list on a rulebook page (the paragraph before it ends in a colon)",
    "caption": "the caption under a rulebook picture",
    "note": "the boxed history note of a rulebook page",
    "cell": "a column heading of the rulebook's position names table",
}


def extract_board(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[Extracted]:
    """Each position name's gloss and place from a board file."""
    text = fileobj.read().decode("utf-8")
    doc = json.loads(text)
    lines = text.splitlines()
    for entry in doc.get("names", []):
        name = entry.get("name", "")
        lineno = next((k + 1 for k, line in enumerate(lines) if f'"name": "{name}"' in line), 1)
        pinyin = entry.get("pinyin", "")
        if entry.get("gloss"):
            yield (
                lineno,
                None,
                entry["gloss"],
                [f"TRANSLATORS: gloss of the position name {name} ({pinyin})."],
            )
        if entry.get("where"):
            yield (
                lineno,
                None,
                entry["where"],
                [f"TRANSLATORS: where the position {name} lies on the board."],
            )


def _walk(node: Any, keys: set[str], path: str) -> Iterator[tuple[str, str]]:
    """(where, text) for every string under one of ``keys``, or in a list under one."""
    if isinstance(node, dict):
        for key, value in node.items():
            here = f"{path}.{key}" if path else key
            if key in keys and isinstance(value, str):
                yield here, value
            elif key in keys and isinstance(value, list):
                for i, item in enumerate(value):
                    if isinstance(item, str):
                        yield f"{here}[{i}]", item
                    else:
                        yield from _walk(item, keys, f"{here}[{i}]")
            else:
                yield from _walk(value, keys, here)
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from _walk(item, keys, f"{path}[{i}]")


def extract_json_texts(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[Extracted]:
    """The English texts of a data file: every string under a key named in the mapping's
    ``keys`` option (space separated), e.g. the evidence file's labels, titles and details
    and the lessons' titles, steps and hints. A key with a ``<key>_context`` option is
    extracted under that message context (the evidence file's source names, shown as
    written but converted for the Traditional screens)."""
    keys = set(str(options.get("keys", "")).split())
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()
    for where, message in _walk(json.loads(text), keys, ""):
        if not message.strip():
            continue
        needle = json.dumps(message, ensure_ascii=False)[:40]
        lineno = next((k + 1 for k, line in enumerate(lines) if needle in line), 1)
        key = where.rsplit(".", 1)[-1].split("[", 1)[0]
        context = options.get(f"{key}_context")
        comment = [f"TRANSLATORS: {where} in a data file."]
        if context:
            yield lineno, "pgettext", (str(context), message), comment
        else:
            yield lineno, None, message, comment


def extract_readings(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[Extracted]:
    """Each rule reading's title, help line, value names and value help, and the sources."""
    text = fileobj.read().decode("utf-8")
    doc = json.loads(text)
    lines = text.splitlines()

    def line_of(fragment: str) -> int:
        return next((k + 1 for k, line in enumerate(lines) if fragment in line), 1)

    for phrase in doc.get("sources", {}).values():
        yield (
            line_of(phrase),
            None,
            phrase,
            ["TRANSLATORS: where a rule reading comes from, after 'Source:'."],
        )
    for readings in doc.get("rulesets", {}).values():
        for entry in readings:
            name = entry.get("name", "")
            for key in ("title", "help"):
                if entry.get(key):
                    yield (
                        line_of(entry[key]),
                        None,
                        entry[key],
                        [f"TRANSLATORS: the rule reading '{name}': its {key}."],
                    )
            for value in entry.get("values", []):
                for key in ("label", "help"):
                    if value.get(key):
                        yield (
                            line_of(value[key]),
                            None,
                            value[key],
                            [
                                f"TRANSLATORS: the reading {name}={value.get('value')}: "
                                + ("its short name." if key == "label" else "what it does.")
                            ],
                        )


def extract_rulebook(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: dict[str, Any]
) -> Iterator[Extracted]:
    """Every text of a rulebook file: each topic title, page heading, paragraph, list item,
    caption, note and table heading is one message, with the kind as its context."""
    from ..content.rulebook_files import read_topic
    from ..content.rulebook_load import context

    name = getattr(fileobj, "name", "rulebook")
    part = read_topic(str(name), fileobj.read().decode("utf-8"))
    where = f"'{part.title.text}'"
    for text in part.messages():
        if text.kind == "heading":
            where = f"'{part.title.text}', page '{text.text}'"
        comment = f"TRANSLATORS: {RULEBOOK_KINDS[text.kind]}; topic {where}."
        yield text.line, "pgettext", (context(text.kind), text.text), [comment]
