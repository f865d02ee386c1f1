"""Text from files, and file names, made safe to show (no pygame).

A text the user hands the game (a record's comments, a lesson, a file's name) may hold
what no font can draw: a NUL (pygame refuses it: "A null character was found in the
text"), other control characters, or, in a name the system gave as bytes that are not
UTF-8 (``caf\\xe9.txt``), lone surrogates that cannot be encoded at all. Readers clean or
refuse such text where they read it (:func:`shown_text`, :func:`control_character`);
a file's name is shown with :func:`shown_name`.
"""

from __future__ import annotations

import os
import re

# Characters that are not text to show: C0 and C1 control characters, DEL, and the line
# and paragraph separators (an editor shows them inside a line); tab and newline are left
# to the caller. The same a game record's line may not hold.
from ..engine.record import CONTROL
from .folders import shown_path

#: The same with tab, newline and carriage return: what may not be in one line of text.
LINE_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: Lone surrogates: what Python makes of bytes in a name that are not UTF-8, and what a
#: JSON text may hold (``"\\ud800"``).
SURROGATE = re.compile(r"[\ud800-\udfff]")
#: Shown for a byte that is not UTF-8 and, in a name, for a control character.
REPLACEMENT = "\ufffd"


def control_character(text: str, line: bool = False) -> str | None:
    """The first control character in ``text`` as ``U+0000`` (tabs and newlines too when
    ``text`` must be one ``line``), or None when there is none: for a reader that refuses
    such text."""
    found = (LINE_CONTROL if line else CONTROL).search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


def shown_text(text: str) -> str:
    """``text`` as it can be drawn: control characters dropped (a tab is a space; newlines
    are kept) and lone surrogates replaced."""
    if "\t" in text:
        text = text.replace("\t", " ")
    if CONTROL.search(text) is not None:
        text = CONTROL.sub("", text)
    return SURROGATE.sub(REPLACEMENT, text)


def shown_name(name: str | os.PathLike[str]) -> str:
    """A file's name as it can be drawn on one line: bytes that are not UTF-8
    (``folders.shown_path``) and control characters (a tab, a newline, an ESC in the
    name) each shown as U+FFFD, so a name that differs only there still looks different."""
    return LINE_CONTROL.sub(REPLACEMENT, shown_path(name))
