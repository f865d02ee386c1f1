"""The Chinese says one thing one way (docs/translation.md): the Simplified catalog keeps to
the glossary's words and punctuation, and every term the Traditional table corrects says
why."""

from __future__ import annotations

import json
import re
from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
HANS = ROOT / "i18n" / "zh_CN" / "LC_MESSAGES" / "liubo.po"
TERMS = ROOT / "i18n" / "zh_Hant_terms.json"
GLOSSARY = ROOT / "docs" / "translation.md"

#: (what the catalog must not say, what docs/translation.md says instead)
AVOIDED = [
    (r"投掷", "投箸 (the game throws sticks)"),
    (r"敌方", "对方"),
    (r"和棋|平局", "和局"),
    (r"避风港", "避难所"),
    (r"竞走", "竞速 (竞走 is race-walking)"),
    (r"场外", "盘外"),
    (r"栖位", "栖点"),
    (r"鸟棋", "棋子, or 散棋 for a normal bird"),
    (r"复原者的规则书|复原规则书|原规则书", "Liubo Lab 的规则书"),
    (r"[一两二三四五六七八九十几多]只(?:棋|散棋|枭)", "枚 (一枚棋子)"),
    (r"[“”]", "「」"),
    (r"[\u4e00-\u9fff][,;:!?()]|[,;:!?()][\u4e00-\u9fff]", "full-width punctuation"),
]


def _strings() -> list[tuple[str, str]]:
    with HANS.open("rb") as fp:
        catalog = read_po(fp, locale="zh_CN", domain="liubo")
    out = []
    for message in catalog:
        if not message.id:
            continue
        msgid = message.id if isinstance(message.id, str) else message.id[0]
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [(msgid, text) for text in texts if text]
    return out


def test_the_simplified_catalog_keeps_to_the_glossary() -> None:
    bad = []
    for msgid, text in _strings():
        for pattern, instead in AVOIDED:
            found = re.search(pattern, text)
            if found:
                bad.append(f"{msgid[:50]!r}: {found.group(0)!r}, write {instead}")
    assert not bad, "see docs/translation.md:\n" + "\n".join(bad)


def test_the_glossary_is_there_for_translators() -> None:
    text = GLOSSARY.read_text(encoding="utf-8")
    for word in ("棋子", "散棋", "入局", "投箸", "栖点", "争栖点", "和局", "zh_Hant_terms.json"):
        assert word in text, word


def test_every_traditional_correction_says_why() -> None:
    doc = json.loads(TERMS.read_text(encoding="utf-8"))
    replace, why = doc["replace"], doc["why"]
    messages = doc.get("messages", {})
    assert set(why) == set(replace) | set(messages), (
        "each 'replace' and 'messages' entry needs a reason in 'why', and only those"
    )
    assert all(reason.strip() for reason in why.values())
    assert all(wrong != right for wrong, right in replace.items())
