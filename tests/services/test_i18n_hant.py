"""The Traditional Chinese catalog (issue 28): made from the Simplified one by OpenCC and the
reviewed table, complete, free of Simplified-only characters, quotations kept as written,
and offered by F2, the settings and ``--lang``."""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from liubo.services.translation import available_languages, language_display_name, match_language
from liubo.tools import i18n_hant

ROOT = Path(__file__).resolve().parents[2]
HANT = ROOT / "i18n" / "zh_Hant" / "LC_MESSAGES" / "liubo.po"
HANS = ROOT / "i18n" / "zh_CN" / "LC_MESSAGES" / "liubo.po"


def _load(path: Path):  # noqa: ANN202
    with path.open("rb") as fp:
        return read_po(fp, locale=path.parent.parent.name, domain="liubo")


@cache
def simplified_only() -> frozenset[str]:
    """Characters that are only Simplified: OpenCC's table maps them to Traditional forms
    none of which is the character itself (里 -> 裏 里 is both, 发 -> 發 髮 only Simplified)."""
    import opencc

    share = Path(opencc.__file__).parent / "clib" / "share" / "opencc"
    tool = Path(opencc.__file__).parent / "clib" / "bin" / "opencc_dict"
    out = subprocess.run(
        [
            str(tool),
            "-i",
            str(share / "STCharacters.ocd2"),
            "-o",
            "/dev/stdout",
            "-f",
            "ocd2",
            "-t",
            "text",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    chars = set()
    for line in out.splitlines():
        key, _tab, values = line.partition("\t")
        if len(key) == 1 and key not in values.split():
            chars.add(key)
    return frozenset(chars)


def strings(message) -> tuple[str, ...]:  # noqa: ANN001
    return message.string if isinstance(message.string, tuple) else (message.string,)


def test_the_table_tells_simplified_from_shared_characters() -> None:
    chars = simplified_only()
    assert {"发", "枭", "鸟", "张", "长", "诎"} <= chars
    assert not {"里", "干", "台", "后", "面", "方", "高", "梟", "楬"} & chars


def test_every_message_is_in_traditional_characters() -> None:
    terms = i18n_hant.load_terms()
    bad = []
    for message in _load(HANT):
        for text in strings(message):
            for kept in terms.keep:  # quotations keep the characters of their sources
                text = text.replace(kept, "")
            found = sorted(set(text) & simplified_only())
            if found:
                bad.append(f"{message.id!r}: {''.join(found)}")
    assert not bad, "Simplified-only characters in zh_Hant:\n" + "\n".join(bad)


def test_the_catalog_is_the_conversion_of_the_simplified_one() -> None:
    """zh_Hant holds every zh_CN message, translated as the converter and the table make it:
    run ``make i18n-update`` after changing the Simplified catalog or the table."""
    hans, hant = _load(HANS), _load(HANT)
    terms = i18n_hant.load_terms()
    stale = []
    for message in hans:
        if not message.id:
            continue
        other = hant.get(message.id, context=message.context)
        whole = terms.message(message.id) if isinstance(message.id, str) else None
        want = tuple(
            whole or (i18n_hant.to_traditional(s, terms) if s else s) for s in strings(message)
        )
        if other is None or strings(other) != want:
            stale.append(repr(message.id)[:70])
    assert not stale, f"{len(stale)} stale zh_Hant messages, e.g.\n" + "\n".join(stale[:10])


@pytest.mark.parametrize("po", [HANS, HANT], ids=["zh_CN", "zh_Hant"])
def test_quotations_keep_the_characters_of_their_sources(po: Path) -> None:
    terms = i18n_hant.load_terms()
    bad = []
    for message in _load(po):
        if not isinstance(message.id, str) or not message.string:
            continue
        for kept in terms.keep:
            if kept in message.id and kept not in message.string:
                bad.append(f"{message.id[:50]!r} loses {kept}")
    assert not bad, "\n".join(bad)


def test_the_converter_keeps_quotations_and_fixes_the_table_terms() -> None:
    terms = i18n_hant.load_terms()
    text = "《楚辞》说「成梟而牟」。全屏显示，鸟棋入局，青白双方。"
    out = i18n_hant.to_traditional(text, terms)
    assert "成梟而牟" in out and "青白双方" in out and "全螢幕" in out
    assert out.startswith("《楚辭》") and "鳥棋入局" in out


def test_three_languages_in_order_and_every_way_to_ask_for_traditional() -> None:
    codes = [code for code, _name in available_languages()]
    assert codes[:3] == ["en", "zh_CN", "zh_Hant"]
    assert language_display_name("zh_Hant") == "中文（繁體）"
    assert language_display_name("zh_CN") == "中文（简体）"
    for asked in ("zh_Hant", "zh-TW", "zh_TW", "zh_HK", "zh_Hant_TW", "zh-hant"):
        assert match_language(asked) == "zh_Hant", asked
    for asked in ("zh", "zh_CN", "zh_SG", "zh_Hans"):
        assert match_language(asked) == "zh_CN", asked


def test_the_table_fixes_what_the_converter_gets_wrong_for_taiwan() -> None:
    terms = i18n_hant.load_terms()
    text = "每方最多只有一枚枭棋。按空格键投箸，回车键行棋。尹湾《博局占》。没有权限，磁盘为只读。"
    out = i18n_hant.to_traditional(text, terms)
    assert "最多只有" in out and "隻" not in out
    assert "空白鍵" in out and "Enter 鍵" in out and "回車" not in out
    assert "《博局占》" in out and "權限" in out and "唯讀" in out


#: a Taiwanese teacher's review of the converted catalog (issue 36, item 9): what s2twp
#: wrote, and what the table makes of it
REVIEWED = [
    ("全域性", "整局"),
    ("編碼的文本", "編碼的文字檔"),
    ("退出", "離開"),
    ("句號鍵", "句點鍵"),
    ("改變檢視", "改變顯示方式"),
    ("讓-路易", "尚-路易"),
    ("Cazaux 的競速棋", "卡佐的競速棋"),
    ("計劃", "計畫"),
    ("身份", "身分"),
    ("競走", "競速"),
]


def test_the_reviewed_words_are_in_the_catalog_and_the_mistakes_gone() -> None:
    hant = _load(HANT)
    texts = [text for message in hant if message.id for text in strings(message) if text]
    everything = "\n".join(texts)
    for wrong, right in REVIEWED:
        assert wrong not in everything, wrong
        assert right in everything, right
    assert hant.get("Quit").string == "結束" and hant.get("Exit").string == "離開"
    assert hant.get("it is not UTF-8 text").string.endswith("文字檔")


def test_the_next_sentence_gets_the_reviewed_words() -> None:
    """The table, not the catalog, holds the review: a new Simplified sentence comes out in
    Taiwan's words too."""
    terms = i18n_hant.load_terms()
    text = (
        "按句号键回看；全局第一次投箸时只走一步。这个计划改变了枭的身份。退出本局。让-路易·卡佐。"
    )
    out = i18n_hant.to_traditional(text, terms)
    for wrong, right in (
        ("句號鍵", "句點鍵"),
        ("全域性", "整局"),
        ("計劃", "計畫"),
        ("身份", "身分"),
        ("退出", "離開"),
        ("讓-路易", "尚-路易"),
    ):
        assert wrong not in out and right in out, (wrong, out)


def test_source_names_are_shown_in_the_script_of_the_screen() -> None:
    """The evidence cards' names (data/evidence.json) go through the catalog, so a Simplified
    name is converted for the Traditional screens like every other text."""
    from liubo.content.evidence import load_evidence
    from liubo.render.evidence_tags import source_name
    from liubo.services.translation import load_translator

    hant = load_translator("zh_Hant").gettext
    hans = load_translator("zh_CN").gettext
    chars = simplified_only()
    terms = i18n_hant.load_terms()
    for source in load_evidence().sources.values():
        shown = source_name(source, hant)
        for kept in terms.keep:
            shown = shown.replace(kept, "")
        assert not set(shown) & chars, (source.id, shown)
        if source.kind != "ours":  # the Simplified screens show them as written
            assert source_name(source, hans) == source.name
    boards = load_evidence().source("boards")
    assert source_name(boards, hant) == "博局 · 博局紋鏡"
    assert source_name(load_evidence().source("backgammon"), hant) == "Backgammon · 西洋雙陸棋"
