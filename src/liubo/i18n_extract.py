"""A Babel extractor for the words that live in board data files.

The position names' English glosses and places are facts of the board, kept once in
``data/board.json``; this lets ``pybabel extract`` (``make i18n-extract``) and the catalog
test find them there. Registered in ``i18n/babel.cfg``.
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
