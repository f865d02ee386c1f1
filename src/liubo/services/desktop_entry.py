"""The Linux desktop entry: the ``liubo.desktop`` file that puts the game in a menu (no pygame).

The standalone bundle (``make dist``) carries one beside its program, with the icons the
game's renderer drew (``icons/liubo-<size>.png``). A desktop entry must name its program
and icon by absolute paths, which an unpacked folder cannot know in advance, so
``liubo --install-desktop-entry`` writes the entry for the game where it is now into the
user's applications folder (``$XDG_DATA_HOME/applications``, usually
``~/.local/share/applications``) and copies the icons beside it; run it again after moving
the folder. The entry's name and comment are in English and in every shipped language.
"""

from __future__ import annotations

import os
import re
import shutil
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from .translation import N_, SOURCE_LANGUAGE, available_languages, load_translator

APP_ID = "liubo"
ENTRY_FILE = f"{APP_ID}.desktop"
ICON_FOLDER = "icons"  # beside the bundle's program: liubo-<size>.png
# TRANSLATORS: the game's name in the applications menu.
NAME = N_("Liubo")
# TRANSLATORS: the kind of program, shown in some applications menus.
GENERIC_NAME = N_("Board game")
# TRANSLATORS: the tooltip of the game in the applications menu.
COMMENT = N_("Liubo, an ancient Chinese board game of Owls and fish")
KEYWORDS = "liubo;六博;board;game;"
#: the Desktop Entry Specification version the file follows: 1.4, the newest that Debian 12's
#: desktop-file-validate knows (it refuses 1.5 as unknown); nothing of 1.5 is used
SPEC_VERSION = "1.4"
# the characters that make the desktop entry spec ask for an argument in double quotes
_RESERVED = re.compile(r"""[\s"'\\><~|&;$*?#()`]""")
# what a value can never hold (the spec's strings are UTF-8 text on one line)
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


class EntryError(ValueError):
    """A path the desktop entry would have to name but cannot: a line break or other
    control character (it would end the line, and start another key), or bytes that are
    not UTF-8 (the file is UTF-8 text)."""


def checked(value: str, what: str) -> str:
    """``value`` if a desktop entry can hold it, else ``EntryError`` naming ``what``."""
    if _CONTROL.search(value):
        raise EntryError(f"{what} holds a line break or another control character: {value!r}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise EntryError(f"{what} is not UTF-8 text: {ascii(value)}") from None
    return value


def string_value(value: str) -> str:
    """A value of type string or localestring, escaped as the spec's general rule asks:
    backslashes doubled, a leading space as ``\\s`` (control characters are refused by
    :func:`checked` before)."""
    value = value.replace("\\", "\\\\")
    return "\\s" + value[1:] if value.startswith(" ") else value


def exec_argument(arg: str) -> str:
    """One argument of an ``Exec`` line, quoted as the desktop entry spec asks: ``%`` as
    ``%%``, an argument with a reserved character in double quotes with ``"`$\\``
    escaped, then the value's own escape (backslashes doubled)."""
    arg = checked(arg, "the game's path").replace("%", "%%")
    if _RESERVED.search(arg):
        arg = '"' + re.sub(r'(["`$\\\\])', r"\\\1", arg) + '"'
    return arg.replace("\\", "\\\\")  # the escape of the value itself (a "string")


def locale_key(code: str) -> str:
    """The locale suffix of a catalog code in a desktop entry (``zh_Hant`` -> ``zh_TW``)."""
    if re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", code):
        return code
    from babel.core import get_global

    likely = str(get_global("likely_subtags").get(code, code))  # zh_Hant -> zh_Hant_TW
    parts = likely.split("_")
    territory = next((p for p in parts[1:] if len(p) == 2 and p.isupper()), None)
    return f"{parts[0]}_{territory}" if territory else parts[0]


def entry_text(command: Sequence[str], icon: str, languages: Sequence[str] | None = None) -> str:
    """The text of the desktop entry that runs ``command`` and shows ``icon``."""
    codes = [code for code, _ in available_languages()] if languages is None else languages
    lines = ["[Desktop Entry]", "Type=Application", f"Version={SPEC_VERSION}"]
    for key, message in (("Name", NAME), ("GenericName", GENERIC_NAME), ("Comment", COMMENT)):
        lines.append(f"{key}={string_value(message)}")
        for code in codes:
            if code == SOURCE_LANGUAGE:
                continue
            translated = load_translator(code).gettext(message)
            if translated != message:
                lines.append(f"{key}[{locale_key(code)}]={string_value(translated)}")
    lines += [
        "Exec=" + " ".join(exec_argument(arg) for arg in command),
        "Icon=" + string_value(checked(icon, "the icon's path")),
        "Terminal=false",
        "Categories=Game;BoardGame;",
        f"Keywords={KEYWORDS}",
        f"StartupWMClass={APP_ID}",
    ]
    return "\n".join(lines) + "\n"


def launch_command() -> list[str]:
    """How to start this game: the bundle's program, or this Python with ``-m liubo``."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    return [str(Path(sys.executable).absolute()), "-m", "liubo"]


def icon_files() -> dict[int, Path]:
    """The icons to install, by size: the bundle's drawn set, or the window's icon."""
    if getattr(sys, "frozen", False):
        folder = Path(sys.executable).resolve().parent / ICON_FOLDER
        found = {}
        for path in folder.glob(f"{APP_ID}-*.png"):
            size = path.stem.rpartition("-")[2]
            if size.isdigit():
                found[int(size)] = path
        if found:
            return found
    from ..resources import WINDOW_ICON, data_path

    icon = data_path(WINDOW_ICON)
    return {128: Path(str(icon))} if Path(str(icon)).is_file() else {}


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share``."""
    chosen = environ.get("XDG_DATA_HOME", "")
    return Path(chosen) if os.path.isabs(chosen) else Path.home() / ".local" / "share"


def install_desktop_entry(environ: Mapping[str, str] = os.environ) -> int:
    """Write the menu entry and its icons for the game as it runs now; an exit code.

    The entry's text is made (and a path it cannot hold refused) before anything is
    copied, so a refusal leaves nothing behind."""
    from .file_safety import atomic_write_text, reason_of
    from .folders import shown_path

    home = data_home(environ)
    icons = {
        home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png": source
        for size, source in sorted(icon_files().items())
    }
    # the largest icon, named by its path (no icon cache to refresh)
    icon = str(list(icons)[-1]) if icons else APP_ID
    entry = home / "applications" / ENTRY_FILE
    try:
        text = entry_text(launch_command(), icon)
    except EntryError as exc:
        print(f"liubo: cannot install the desktop entry: {exc}", file=sys.stderr)
        return 1
    try:
        for target, source in icons.items():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
        entry.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(entry, text)
    except OSError as exc:
        print(f"liubo: cannot install the desktop entry: {reason_of(exc)}", file=sys.stderr)
        return 1
    print(f"liubo: added to the applications menu: {shown_path(entry)}")
    return 0
