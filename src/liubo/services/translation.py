"""Languages: gettext catalogs under ``i18n/``, loaded without ever raising.

Strings in the code are English (the source language). A ``Translator`` is passed
around in the context object, never installed into builtins. Mark strings that are
translated later (data tables, the rulebook) with ``N_``; translate them at display time.

Catalogs live in ``i18n/<code>/LC_MESSAGES/liubo.po``. The compiled ``liubo.mo`` is used
when it is up to date; otherwise the ``.po`` is read directly, so a fresh checkout works
before ``make i18n-compile``. Adding a language needs only a new ``.po`` file.

Babel (locale names, reading a ``.po``) is imported only where it is used: the browser
edition (``liubo.web``) runs the rest of this module, and the compiled catalogs, without it.
"""

from __future__ import annotations

import gettext as _gettext
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..resources import catalog_path

if TYPE_CHECKING:
    from babel import Locale

DOMAIN = "liubo"
SOURCE_LANGUAGE = "en"


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it (translate it when shown)."""
    return message


class Message(str):
    """An English message that has a context (msgctxt) in the catalogs: the rulebook's
    texts, whose context says what kind of text each is. ``Translator.gettext`` looks it
    up under its context; anywhere else it is the English string it equals."""

    context: str

    def __new__(cls, text: str, context: str) -> Message:
        made = super().__new__(cls, text)
        made.context = context
        return made

    def __reduce__(self) -> tuple[type[Message], tuple[str, str]]:
        return (Message, (str(self), self.context))


# ``Translator.warning`` holds these in English (English is what is then in use); a
# screen that still has another translator may show ``gettext(template).format(...)``.
# TRANSLATORS: {code} is the language code the player asked for, e.g. 'fr_FR'.
UNKNOWN_LANGUAGE_WARNING = N_("Language {code} is not available; using English.")
# TRANSLATORS: {code} is the language code asked for when the game was started (--lang);
# {language} is the name of the language the game goes on in, e.g. "English".
UNAVAILABLE_LANGUAGE = N_("Language {code} is not available; the game stays in {language}.")
# TRANSLATORS: {code} is a language code such as zh_CN; the catalog file is damaged.
BROKEN_CATALOG_WARNING = N_("The {code} translation could not be read; using English.")


@dataclass
class Translator:
    """Translates messages into one language; English when there is no catalog."""

    language: str = SOURCE_LANGUAGE
    translations: _gettext.NullTranslations = field(default_factory=_gettext.NullTranslations)
    warning: str | None = None

    def gettext(self, message: str) -> str:
        """The translation of ``message`` (under its context if it is a ``Message``), or
        ``message`` itself."""
        if isinstance(message, Message):
            return self.translations.pgettext(message.context, message)
        return self.translations.gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The singular or plural form for the count ``n``, in this language's plural rules."""
        return self.translations.ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """The translation of ``message`` in a message context (for ambiguous words)."""
        return self.translations.pgettext(context, message)

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        """``ngettext`` with a message context."""
        return self.translations.npgettext(context, singular, plural, n)

    @property
    def display_name(self) -> str:
        """The language's name in itself, e.g. "English" or "中文（简体）"."""
        return language_display_name(self.language)


def _normalise(code: str) -> str:
    """``"zh-cn.UTF-8"`` -> ``"zh_CN"``-like identifier text (not validated)."""
    code = code.strip().split(".", 1)[0].split("@", 1)[0].replace("-", "_")
    parts = [p for p in code.split("_") if p]
    if not parts:
        return ""
    out = [parts[0].lower()]
    for part in parts[1:]:
        out.append(part.title() if len(part) == 4 else part.upper())
    return "_".join(out)


def _parse(code: str) -> Locale | None:
    from babel import Locale, UnknownLocaleError

    try:
        return Locale.parse(code)
    except (UnknownLocaleError, ValueError, TypeError):
        return None


def _script(locale: Locale) -> str | None:
    """The locale's script, filled in from likely subtags (zh_TW -> Hant)."""
    from babel import Locale, UnknownLocaleError

    if locale.script:
        return locale.script
    tag = "_".join(p for p in (locale.language, locale.territory) if p)
    try:
        full = Locale.parse(tag, resolve_likely_subtags=True)
    except (UnknownLocaleError, ValueError):
        return None
    return full.script


def _catalog_codes() -> list[str]:
    """Folder names under ``i18n/`` that hold a catalog (``.po`` or ``.mo``)."""
    codes = []
    try:
        for node in catalog_path().iterdir():
            if not node.is_dir() or node.name.startswith(("_", ".")):
                continue
            messages = node / "LC_MESSAGES"
            if (messages / f"{DOMAIN}.po").is_file() or (messages / f"{DOMAIN}.mo").is_file():
                codes.append(node.name)
    except OSError:
        return []
    return sorted(codes)


def match_language(code: str | None, available: Iterable[str] | None = None) -> str | None:
    """The best available catalog code for ``code``, ``"en"`` for English, or None.

    Accepts ``zh_CN``, ``zh-CN``, ``zh``, ``zh_Hans``, ``en_US``, ``zh_CN.UTF-8`` and so on.
    """
    if not code or not code.strip():
        return SOURCE_LANGUAGE
    codes = list(_catalog_codes() if available is None else available)
    wanted = _normalise(code)
    for candidate in codes:
        if candidate.lower() == wanted.lower():
            return candidate
    locale = _parse(wanted)
    if locale is None:
        return None
    if locale.language == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE
    best: tuple[int, str] | None = None
    for candidate in codes:
        other = _parse(candidate)
        if other is None or other.language != locale.language:
            continue
        score = 0
        if _script(other) == _script(locale):
            score += 2
        if locale.territory and other.territory == locale.territory:
            score += 1
        if best is None or score > best[0]:
            best = (score, candidate)
    return best[1] if best else None


def _mtime(node: object) -> float | None:
    try:
        return Path(str(node)).stat().st_mtime
    except (OSError, TypeError, ValueError):
        return None


def _read_translations(code: str) -> _gettext.NullTranslations:
    """Load the catalog for an available ``code`` (may raise; the caller catches)."""
    folder = catalog_path(code, "LC_MESSAGES")
    mo, po = folder / f"{DOMAIN}.mo", folder / f"{DOMAIN}.po"
    mo_ok = mo.is_file()
    if mo_ok and po.is_file():
        mo_time, po_time = _mtime(mo), _mtime(po)
        if mo_time is not None and po_time is not None and mo_time < po_time:
            mo_ok = False
    if mo_ok:
        return _gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
    from babel.messages.pofile import read_po

    with po.open("rb") as fp:
        catalog = read_po(fp, locale=code, domain=DOMAIN)
    return translations_from_catalog(catalog)


def translations_from_catalog(catalog: object) -> _gettext.GNUTranslations:
    """A gettext object for a babel ``Catalog`` (fuzzy entries are left out, as compiling does)."""
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)  # type: ignore[arg-type]
    buffer.seek(0)
    return _gettext.GNUTranslations(buffer)


def load_translator(code: str | None) -> Translator:
    """A translator for ``code`` (None or "" means English). Never raises.

    An unknown or unreadable language gives English with ``warning`` set to a one-line
    English message.
    """
    try:
        match = match_language(code)
    except Exception:  # a language setting must never stop the game
        match = None
    if match is None:
        shown = (code or "").strip()[:40] or "?"
        return Translator(warning=UNKNOWN_LANGUAGE_WARNING.format(code=repr(shown)))
    if match == SOURCE_LANGUAGE:
        return Translator()
    try:
        translations = _read_translations(match)
    except Exception:  # a broken catalog falls back to English
        return Translator(warning=BROKEN_CATALOG_WARNING.format(code=match))
    for own in reconstruction_catalogs(match):  # after the game's: the game's words win
        translations.add_fallback(own)
    return Translator(language=match, translations=translations)


def reconstruction_catalogs(code: str) -> list[_gettext.NullTranslations]:
    """The catalogs in ``code`` of the reconstructions that bring their own (their entry
    point's ``catalog``, ``package:folder`` holding ``<code>/LC_MESSAGES/<domain>.po`` or
    ``.mo``); one that cannot be read costs only its own texts (they stay English) and is
    reported as the reconstruction's problem."""
    from importlib.resources import files

    from ..engine.plugins import Problem, catalogs, report

    out: list[_gettext.NullTranslations] = []
    for name, where, domain in catalogs():
        package, _sep, folder = where.partition(":")
        try:
            base = files(package).joinpath(*folder.split("/"), code, "LC_MESSAGES")
            mo, po = base / f"{domain}.mo", base / f"{domain}.po"
            if mo.is_file():
                out.append(_gettext.GNUTranslations(io.BytesIO(mo.read_bytes())))
            elif po.is_file():
                from babel.messages.pofile import read_po

                with po.open("rb") as fp:
                    out.append(translations_from_catalog(read_po(fp, locale=code, domain=domain)))
        except Exception as exc:  # a plug-in's broken catalog: its texts stay in English
            report(Problem(name, "catalog", f"{type(exc).__name__}: {exc}"))
    return out


@cache
def language_display_name(code: str) -> str:
    """The name of a language in that language, e.g. "English", "Français", "中文（简体）"."""
    locale = _parse(_normalise(code))
    if locale is None:
        return code
    if locale.language == "zh":
        # babel gives "中文 (简体, 中国)"; readers expect the script only, with
        # full-width brackets.
        script = _script(locale)
        base = locale.languages.get("zh", "中文")
        if script and script in locale.scripts:
            return f"{base}（{locale.scripts[script]}）"
        return base
    name = locale.display_name or code
    return name[:1].upper() + name[1:]


def available_languages() -> list[tuple[str, str]]:
    """``(code, display name)`` for English and every catalog under ``i18n/``."""
    codes = [SOURCE_LANGUAGE] + [c for c in _catalog_codes() if c != SOURCE_LANGUAGE]
    return [(code, language_display_name(code)) for code in codes]


#: the variables that name the language of messages, in the order gettext reads them
#: after ``LANGUAGE``: the first one set is the locale in force
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the user's system when the game has it, else ``"en"``.

    As gettext reads it: the first of ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set
    is the locale in force; unless that is exactly ``C`` or ``POSIX``, ``LANGUAGE``'s list
    of preferences (``zh_TW:en``) comes first, its first language the game has winning.
    ``zh_TW``, ``zh_HK`` and ``zh_MO`` give ``zh_Hant``; ``zh_CN`` and ``zh_SG`` ``zh_CN``.
    With none of them set (Windows, a bare service) the C library's locale is asked.
    """
    import locale as _locale
    import os

    env = os.environ if environ is None else environ
    in_force = next((env[name] for name in LOCALE_VARIABLES if env.get(name)), "")
    if in_force not in ("C", "POSIX"):  # gettext's rule: C.UTF-8 is not plain C
        for part in env.get("LANGUAGE", "").split(":"):
            match = match_language(part) if part.strip() else None
            if match:
                return match
    if in_force:
        return match_language(in_force) or SOURCE_LANGUAGE
    if environ is not None:
        return SOURCE_LANGUAGE
    try:
        code = _locale.getlocale()[0]
    except (ValueError, TypeError):
        code = None
    return (match_language(code) if code else None) or SOURCE_LANGUAGE
