"""The translator: language matching, English fallback that never raises, catalogs found on disk."""

from __future__ import annotations

import gettext
import os
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import write_po
from hypothesis import given
from hypothesis import strategies as st

from liubo.content import rulebook
from liubo.services import translation
from liubo.services.translation import (
    N_,
    Translator,
    available_languages,
    load_translator,
    match_language,
    translations_from_catalog,
)


def test_n_marks_without_translating() -> None:
    assert N_("Owls") == "Owls"


def test_english_is_the_default() -> None:
    for code in (None, "", "en", "en_US", "en-GB", "EN"):
        translator = load_translator(code)
        assert translator.language == "en"
        assert translator.warning is None
        assert translator.gettext("Owls") == "Owls"


@pytest.mark.parametrize("code", ["xx", "fr_FR", "klingon", "??", "zh_CN/../..", " ", "12"])
def test_unknown_language_falls_back_to_english_with_a_warning(code: str) -> None:
    translator = load_translator(code)
    assert translator.language == "en"
    assert translator.gettext("Owls") == "Owls"
    if code.strip():
        assert translator.warning and "\n" not in translator.warning
        assert "English" in translator.warning


@given(st.text(max_size=30))
def test_load_translator_never_raises(code: str) -> None:
    translator = load_translator(code)
    assert isinstance(translator, Translator)
    assert isinstance(translator.gettext("Owls"), str)


@pytest.mark.parametrize("code", ["zh_CN", "zh-CN", "zh", "zh_Hans", "zh-hans-cn", "zh_CN.UTF-8"])
def test_chinese_codes_are_recognised(code: str) -> None:
    translator = load_translator(code)
    assert translator.language == "zh_CN"
    assert translator.warning is None


def test_switching_language_returns_translated_strings() -> None:
    title = rulebook.get_topic("owls").title
    chinese = load_translator("zh_CN")
    english = load_translator("en")
    assert chinese.gettext(title) == "枭"
    assert english.gettext(title) == "Owls"
    assert load_translator("zh_CN").gettext(rulebook.get_topic("blockades").title) == "封锁"
    # Untranslated text comes back unchanged rather than failing.
    assert chinese.gettext("no such message 12345") == "no such message 12345"


def test_every_rulebook_string_is_translated_into_chinese() -> None:
    chinese = load_translator("zh_CN")
    untranslated = [s for s in rulebook.all_strings() if chinese.gettext(s) == s]
    assert not untranslated


def test_available_languages() -> None:
    languages = dict(available_languages())
    assert available_languages()[0] == ("en", "English")
    assert languages["zh_CN"] == "中文（简体）"


def test_plural_and_context_lookups() -> None:
    catalog = Catalog(locale="zh_CN", domain="liubo")
    catalog.add(("{count} point", "{count} points"), ("{count} 分",))
    catalog.add("Nest", "巢（名称）", context="position gloss")
    translator = Translator("zh_CN", translations_from_catalog(catalog))
    assert translator.ngettext("{count} point", "{count} points", 5) == "{count} 分"
    assert translator.pgettext("position gloss", "Nest") == "巢（名称）"
    assert translator.npgettext("x", "a", "b", 2) == "b"
    english = load_translator("en")
    assert english.ngettext("{count} point", "{count} points", 1) == "{count} point"
    assert english.ngettext("{count} point", "{count} points", 2) == "{count} points"
    assert english.pgettext("position gloss", "Nest") == "Nest"


@pytest.mark.parametrize(
    ("code", "available", "expected"),
    [
        ("pt_BR", ["pt_PT", "pt_BR"], "pt_BR"),
        ("pt", ["pt_PT"], "pt_PT"),
        ("zh_TW", ["zh_CN", "zh_TW"], "zh_TW"),
        ("zh_HK", ["zh_CN", "zh_TW"], "zh_TW"),
        ("zh_SG", ["zh_CN", "zh_TW"], "zh_CN"),
        ("de_AT", ["zh_CN"], None),
        ("en_AU", [], "en"),
    ],
)
def test_match_language(code: str, available: list[str], expected: str | None) -> None:
    assert match_language(code, available) == expected


def _write_catalog(folder: Path, code: str, text: str) -> Path:
    messages = folder / code / "LC_MESSAGES"
    messages.mkdir(parents=True)
    catalog = Catalog(locale=code, domain="liubo")
    catalog.add("Owls", text)
    with open(messages / "liubo.po", "wb") as fp:
        write_po(fp, catalog)
    return messages


@pytest.fixture
def catalog_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    def fake_catalog_path(*parts: str) -> Path:
        return tmp_path.joinpath(*parts)

    monkeypatch.setattr(translation, "catalog_path", fake_catalog_path)
    return tmp_path


def test_a_new_language_needs_only_a_po_file(catalog_dir: Path) -> None:
    _write_catalog(catalog_dir, "fr", "Hiboux")
    assert ("fr", "Français") in available_languages()
    translator = load_translator("fr_FR")
    assert translator.language == "fr"
    assert translator.gettext("Owls") == "Hiboux"


def test_stale_mo_is_ignored_and_fresh_mo_is_used(catalog_dir: Path) -> None:
    messages = _write_catalog(catalog_dir, "de", "Eulen (po)")
    compiled = Catalog(locale="de", domain="liubo")
    compiled.add("Owls", "Eulen (mo)")
    with open(messages / "liubo.mo", "wb") as fp:
        write_mo(fp, compiled)
    po_time = (messages / "liubo.po").stat().st_mtime
    os.utime(messages / "liubo.mo", (po_time - 100, po_time - 100))
    assert load_translator("de").gettext("Owls") == "Eulen (po)"
    os.utime(messages / "liubo.mo", (po_time + 100, po_time + 100))
    assert load_translator("de").gettext("Owls") == "Eulen (mo)"


def test_a_broken_catalog_gives_english_with_a_warning(catalog_dir: Path) -> None:
    messages = catalog_dir / "ja" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    (messages / "liubo.mo").write_bytes(b"not a catalog")
    translator = load_translator("ja")
    assert translator.language == "en"
    assert translator.warning and "English" in translator.warning
    assert isinstance(translator.translations, gettext.NullTranslations)


# -- the system's language (issue 36, item 6) -------------------------------------------------


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "zh_TW.UTF-8"}, "zh_Hant"),
        ({"LANG": "zh_HK.UTF-8"}, "zh_Hant"),
        ({"LANG": "zh_MO.UTF-8"}, "zh_Hant"),
        ({"LANG": "zh_CN.UTF-8"}, "zh_CN"),
        ({"LANG": "zh_SG.UTF-8"}, "zh_CN"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({}, "en"),
        # the first of LC_ALL, LC_MESSAGES and LANG that is set is the locale in force
        ({"LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"}, "zh_Hant"),
        ({"LC_MESSAGES": "zh_CN.UTF-8", "LANG": "en_US.UTF-8"}, "zh_CN"),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"}, "en"),
        ({"LC_ALL": "fr_FR.UTF-8", "LANG": "zh_TW.UTF-8"}, "en"),
        # LANGUAGE is a list of preferences, read first unless the locale is plain C
        ({"LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"}, "zh_Hant"),
        ({"LANGUAGE": "fr:zh_CN", "LANG": "en_US.UTF-8"}, "zh_CN"),
        ({"LANGUAGE": "en:zh_TW", "LANG": "zh_TW.UTF-8"}, "en"),
        ({"LANGUAGE": "fr:de", "LANG": "zh_HK.UTF-8"}, "zh_Hant"),
        ({"LANGUAGE": "zh_TW", "LANG": "C"}, "en"),
        ({"LANGUAGE": "zh_TW", "LC_ALL": "POSIX"}, "en"),
        ({"LANGUAGE": "zh_TW", "LANG": "C.UTF-8"}, "zh_Hant"),
    ],
)
def test_the_system_language_is_read_as_gettext_reads_it(environ, expected) -> None:
    assert translation.system_language(environ) == expected
