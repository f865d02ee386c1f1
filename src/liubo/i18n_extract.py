"""Babel extractors for the words that live in data files.

The position names' English glosses and places are facts of the board, kept once in
``data/board.json``, and the rule readings' titles, value names, help lines and sources
are kept once in ``data/readings.json``; these let ``pybabel extract``
(``make i18n-extract``) and the catalog test find them there. Registered in
``i18n/babel.cfg``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import IO, Any

#: (lineno, funcname, message, comments), as Babel expects from an extractor
Extracted = tuple[int, str | None, str, list[str]]


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
