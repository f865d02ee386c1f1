"""The Traditional Chinese catalog (``zh_Hant``), made from the Simplified one (``zh_CN``).

``make i18n-update`` runs ``python -m liubo.tools.i18n_hant`` after merging the new messages:
every ``zh_CN`` translation is converted with OpenCC's ``s2twp`` configuration (Traditional
characters with Taiwan's phrases, e.g. 鼠标 -> 滑鼠, 默认 -> 預設), then the reviewed table
``i18n/zh_Hant_terms.json`` is applied: its ``keep`` list holds the classical quotations
and historical names, which every catalog writes in the characters of their sources and
which are never converted, its ``replace`` table the game's own terms the converter gets
wrong (Taiwan's words and the Ministry of Education's forms: 離開, 句點鍵, 計畫, 身分), and
its ``messages`` the few whole messages whose word must differ from the same word
elsewhere (the title's Quit is 結束, leaving a game 離開). The result replaces
``i18n/zh_Hant/LC_MESSAGES/liubo.po``; nobody edits that file by hand (fix the Simplified
text or the table instead). OpenCC is a development
tool (the ``dev`` extra); the game only reads the catalog it wrote.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[3]
I18N = ROOT / "i18n"
SOURCE = "zh_CN"
TARGET = "zh_Hant"
TERMS = I18N / "zh_Hant_terms.json"
#: OpenCC's configuration: Simplified to Traditional, Taiwan standard, with its phrases
CONFIG = "s2twp"
DOMAIN = "liubo"


@dataclass(frozen=True)
class Terms:
    """The reviewed table: texts kept as written, and replacements after converting."""

    keep: tuple[str, ...]
    replace: tuple[tuple[str, str], ...]
    #: whole messages by English msgid: their Traditional text, used as it is
    messages: tuple[tuple[str, str], ...] = ()

    def message(self, msgid: str) -> str | None:
        """The reviewed Traditional text of the message ``msgid``, if the table has one."""
        return dict(self.messages).get(msgid)


def load_terms(path: Path = TERMS) -> Terms:
    """The table of ``i18n/zh_Hant_terms.json``."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    keep = tuple(sorted(doc["keep"], key=len, reverse=True))
    replace = tuple(sorted(doc["replace"].items(), key=lambda kv: len(kv[0]), reverse=True))
    return Terms(keep, replace, tuple(sorted(doc.get("messages", {}).items())))


@cache
def _converter():  # noqa: ANN202
    import opencc

    return opencc.OpenCC(CONFIG)


def _pieces(text: str, keep: tuple[str, ...]) -> Iterator[tuple[str, bool]]:
    """``text`` cut into (piece, kept) runs: kept pieces are the table's ``keep`` texts."""
    start = 0
    while start < len(text):
        found = min(
            ((text.find(k, start), k) for k in keep if text.find(k, start) >= 0),
            default=None,
            key=lambda hit: (hit[0], -len(hit[1])),
        )
        if found is None:
            yield text[start:], False
            return
        at, kept = found
        if at > start:
            yield text[start:at], False
        yield kept, True
        start = at + len(kept)


def to_traditional(text: str, terms: Terms) -> str:
    """One Simplified translation in Traditional characters, Taiwan usage."""
    out = []
    for piece, kept in _pieces(text, terms.keep):
        if kept:
            out.append(piece)
            continue
        converted = _converter().convert(piece)
        for wrong, right in terms.replace:
            converted = converted.replace(wrong, right)
        out.append(converted)
    return "".join(out)


def convert_catalog(source: Catalog, terms: Terms) -> Catalog:
    """A ``zh_Hant`` catalog with every message of ``source``, translated."""
    target = Catalog(
        locale=TARGET,
        domain=DOMAIN,
        project=source.project,
        version=source.version,
        copyright_holder=source.copyright_holder,
        msgid_bugs_address=source.msgid_bugs_address,
        creation_date=source.creation_date,
        revision_date=source.revision_date,
        last_translator="made from zh_CN by liubo.tools.i18n_hant (OpenCC s2twp)",
        language_team="zh_Hant",
        fuzzy=False,
    )
    for message in source:
        if not message.id:
            continue
        string = message.string
        plural = isinstance(string, tuple | list)
        strings = (
            [str(s or "") for s in string] if isinstance(string, tuple | list) else [string or ""]
        )
        whole = terms.message(message.id) if isinstance(message.id, str) else None
        converted = [whole or (to_traditional(s, terms) if s else s) for s in strings]
        target.add(
            message.id,
            tuple(converted) if plural else converted[0],
            locations=message.locations,
            flags=message.flags,
            auto_comments=message.auto_comments,
            user_comments=message.user_comments,
            context=message.context,
        )
    return target


def po_path(code: str) -> Path:
    return I18N / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def main(argv: list[str] | None = None) -> int:
    """Write the ``zh_Hant`` catalog from the ``zh_CN`` one."""
    del argv
    with po_path(SOURCE).open("rb") as fp:
        source = read_po(fp, locale=SOURCE, domain=DOMAIN)
    target = convert_catalog(source, load_terms())
    path = po_path(TARGET)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fp:
        write_po(fp, target, width=76, ignore_obsolete=True)
    print(f"wrote {path.relative_to(ROOT)}: {len(target)} messages from {SOURCE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
