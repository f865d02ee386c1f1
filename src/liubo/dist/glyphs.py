"""The characters the game can show, and Noto Sans SC cut down to them (with fontTools).

The whole Noto Sans SC is 8.5 MB a weight; the game shows about a thousand different
characters. The set is computed from the sources when the bundle is built, so a new
sentence brings its characters with it:

- **shown** (must have a glyph): every character of every text file under ``i18n/`` (all
  catalogs, whatever their names) and ``data/`` (lessons, rules, the rulebook's text, the
  themes...), the shipped languages' names as the language menu writes them, and
  pygame-gui's own widget texts in those languages;
- **from the code**: the characters of the string constants in the game's modules (the
  window title, separators, arrows...), kept when the font has them;
- **typed**: what a player may type into a file name: ASCII, the Latin letters with
  accents and pinyin's tone marks, punctuation, and for each shipped Chinese script its
  common characters (GB 2312's first level, 3,755 characters, for simplified Chinese;
  Big5's first level, 5,401, for traditional Chinese).

A shown character that Noto Sans SC itself lacks would be a box in the game:
:func:`subset_cjk_fonts` refuses to build (:class:`MissingGlyphsError`), and the bundle's
test and self-check look for such boxes again in what was built.
"""

from __future__ import annotations

import ast
import hashlib
import shutil
import unicodedata
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from ..render.text import CJK_FONTS as CJK_FONT_FILES
from ..render.text import FONT_PACKAGE

TEXT_SUFFIXES_SKIPPED = (".mo", ".npz", ".png", ".wav", ".pyc")

# what a player may type, besides a script's common characters
_TYPED_RANGES = (
    (0x20, 0x7E),  # ASCII
    (0xA0, 0x17F),  # Latin-1 and Latin Extended-A (ā, ē, ī, ō, ū...)
    (0x1CD, 0x1DC),  # pinyin's third-tone and ü vowels (ǎ, ǐ, ǒ, ǔ, ǖ, ǘ, ǚ, ǜ)
    (0x2010, 0x2027),  # dashes, quotation marks, ellipsis
    (0x2030, 0x203A),
    (0x3000, 0x303F),  # CJK punctuation
    (0xFF01, 0xFF5E),  # full-width forms
    (0xFFE0, 0xFFE6),
)


class MissingGlyphsError(ValueError):
    """Characters the game shows that the font has no glyph for (they would be boxes)."""

    def __init__(self, font: str, missing: dict[str, str]) -> None:
        self.missing = missing
        listed = ", ".join(
            f"{ch!r} (U+{ord(ch):04X}, in {where})" for ch, where in sorted(missing.items())
        )
        super().__init__(f"{font} has no glyph for {len(missing)} character(s) shown: {listed}")


@dataclass
class Characters:
    """The characters to keep: ``shown`` (char -> a file it comes from), and the others."""

    shown: dict[str, str] = field(default_factory=dict)
    code: set[str] = field(default_factory=set)
    typed: set[str] = field(default_factory=set)

    def add_shown(self, text: str, where: str) -> None:
        for ch in text:
            if drawable(ch):
                self.shown.setdefault(ch, where)

    @property
    def everything(self) -> set[str]:
        return set(self.shown) | {ch for ch in self.code | self.typed if drawable(ch)}


def drawable(ch: str) -> bool:
    """True for a character that is drawn (not a control, format or surrogate code)."""
    return ch == " " or unicodedata.category(ch)[0] not in ("C", "Z")


def text_files(folder: Path) -> Iterator[tuple[Path, str]]:
    """Every UTF-8 text file under ``folder`` (any name: new kinds of text come along)."""
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.suffix in TEXT_SUFFIXES_SKIPPED:
            continue
        if "__pycache__" in path.parts:
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            yield path, data.decode("utf-8")
        except UnicodeDecodeError:
            continue


def package_folder(package: str) -> Path:
    """The folder of an installed package on disk."""
    return Path(str(resources.files(package)))


def shipped_languages() -> list[str]:
    """The catalog codes under ``i18n/`` and English."""
    from ..services.translation import available_languages

    return [code for code, _name in available_languages()]


def script_of(code: str) -> str | None:
    """The script a language code is written in (``zh_CN`` -> ``Hans``, ``zh_TW`` -> ``Hant``)."""
    from babel import Locale

    try:
        return Locale.parse(code.replace("-", "_"), resolve_likely_subtags=True).script
    except (ValueError, TypeError, LookupError):
        return None


def shown_characters(languages: Iterable[str] | None = None) -> Characters:
    """What the catalogs, the data, the language names and pygame-gui's texts show."""
    from ..services.translation import language_display_name

    chars = Characters()
    for package in ("liubo.i18n", "liubo.data"):
        folder = package_folder(package)
        for path, text in text_files(folder):
            chars.add_shown(text, f"{folder.name}/{path.relative_to(folder).as_posix()}")
    codes = list(shipped_languages() if languages is None else languages)
    translations = package_folder(FONT_PACKAGE) / "translations"
    for code in codes:
        chars.add_shown(language_display_name(code), f"the name of language {code}")
        widget_texts = translations / f"pygame-gui.{code.split('_')[0]}.json"
        if widget_texts.is_file():
            chars.add_shown(widget_texts.read_text("utf-8"), f"pygame-gui's {widget_texts.name}")
    return chars


def code_characters() -> set[str]:
    """The characters of the string constants in the game's modules (not this tool's)."""
    root = package_folder("liubo")
    found: set[str] = set()
    for path in root.rglob("*.py"):
        if path.relative_to(root).parts[0] == "dist":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.update(node.value)
    return found


def common_characters(script: str) -> set[str]:
    """A script's common characters: GB 2312 level 1 (Hans) or Big5 level 1 (Hant)."""
    if script == "Hans":
        encoding, rows, cells = "gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF)
    elif script == "Hant":
        encoding, rows = "big5", range(0xA4, 0xC7)
        cells = range(0x40, 0xFF)
    else:
        return set()
    found = set()
    for row in rows:
        for cell in cells:
            try:
                found.add(bytes((row, cell)).decode(encoding))
            except UnicodeDecodeError:
                continue
    return found


def typed_characters(languages: Iterable[str]) -> set[str]:
    """What a player of these languages may type into a file name."""
    found = {chr(c) for lo, hi in _TYPED_RANGES for c in range(lo, hi + 1)}
    for script in {script_of(code) for code in languages}:
        if script:
            found |= common_characters(script)
    return found


def game_characters() -> Characters:
    """Every character the bundle's CJK font must (shown) or should (the others) draw."""
    languages = shipped_languages()
    chars = shown_characters(languages)
    chars.code = code_characters()
    chars.typed = typed_characters(languages)
    return chars


# -- the subset font ---------------------------------------------------------------------------


def cmap_of(path: Path) -> set[int]:
    """The code points a font file has glyphs for."""
    from fontTools.ttLib import TTFont

    with TTFont(str(path), lazy=True) as font:
        return set(font.getBestCmap())


def missing_from(path: Path, chars: Characters) -> dict[str, str]:
    """The shown characters ``path`` has no glyph for, with where each comes from."""
    have = cmap_of(path)
    return {ch: where for ch, where in chars.shown.items() if ord(ch) not in have}


def subset_font(source: str, target: str, text: str) -> str:
    """Write the font ``source`` cut down to the characters of ``text`` to ``target``."""
    from fontTools import subset

    options = subset.Options()
    options.layout_features = ["*"]  # keep vertical forms, ligatures, locale variants
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    subset.save_font(font, target, options)
    return target


def subset_key(source: Path, text: str) -> str:
    """A name for a subset: its font file, characters and fontTools version decide it."""
    import fontTools

    digest = hashlib.sha256()
    digest.update(source.read_bytes())
    digest.update(text.encode("utf-8"))
    digest.update(fontTools.version.encode())
    return digest.hexdigest()[:16]


def subset_cjk_fonts(out: Path, chars: Characters, cache: Path | None = None) -> dict[str, Path]:
    """Noto Sans SC's weights cut down to ``chars`` in ``out`` (file name -> path).

    Raises :class:`MissingGlyphsError` when a shown character has no glyph. ``cache``, a
    folder, keeps subsets by their :func:`subset_key` between builds.
    """
    fonts = package_folder(FONT_PACKAGE)
    text = "".join(sorted(chars.everything))
    out.mkdir(parents=True, exist_ok=True)
    jobs: dict[str, tuple[Path, Path | None]] = {}
    for name in CJK_FONT_FILES:
        source = fonts / name
        missing = missing_from(source, chars)
        if missing:
            raise MissingGlyphsError(name, missing)
        cached = cache / f"{Path(name).stem}-{subset_key(source, text)}.otf" if cache else None
        jobs[name] = (source, cached)
    todo = {n: job for n, job in jobs.items() if job[1] is None or not job[1].is_file()}
    if todo:
        import multiprocessing

        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(max_workers=len(todo), mp_context=context) as pool:
            futures = [
                pool.submit(subset_font, str(source), str(out / name), text)
                for name, (source, _cached) in todo.items()
            ]
            for future in futures:
                future.result()
        for name, (_source, cached) in todo.items():
            if cached is not None:
                cached.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(out / name, cached)
    for name, (_source, cached) in jobs.items():
        if name not in todo and cached is not None:
            shutil.copyfile(cached, out / name)
    return {name: out / name for name in CJK_FONT_FILES}
