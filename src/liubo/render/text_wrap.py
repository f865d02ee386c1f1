"""Text broken into lines that fit a width, cut short with an ellipsis, or shrunk to fit.

Measured with the font (``TextCache.size_of``). Linear in the text: a word too long for a
line is cut where it fits by a galloping search, never by dropping one character at a
time, and no line holds more than :data:`MAX_LINE` characters nor a text more than
:data:`MAX_LINES` lines, so one long unbroken word (a record's title of 20,000 characters
took over a minute a frame) costs what the lines shown cost. A file's name too long for
a line is cut after a dash or before a dot, never inside ``.liubo.json``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from .text import CJK_CLASS, MAX_DRAWN, TextCache

ELLIPSIS = "\u2026"
CJK_CLOSING = set("，。；：！？、）」』”’》〉】…·%,.;:!?)]}")
CJK_OPENING = set("（「『“‘《〈【([{")
#: The most characters one line holds (more than any window shows at the smallest size).
MAX_LINE = MAX_DRAWN
#: The most lines a text is broken into (no screen shows more); the last one shown ends
#: with an ellipsis when the text goes on.
MAX_LINES = 200
#: Where a paragraph may break: a run of spaces, or a CJK character.
_BREAKS = re.compile(f" +|[{CJK_CLASS}]")
#: The extensions at the end of a file's name (``.liubo.json``): a word too long for a
#: line is never cut inside them.
_EXTENSION = re.compile(r"(?:\.(?:liubo|json|txt|bak|png))+$", re.IGNORECASE)
#: After these a word too long for a line is cut first (a file's or a folder's name).
_SEPARATORS = "-_/\\"


def _raw_tokens(paragraph: str) -> Iterator[str]:
    """Words with their trailing spaces, and each CJK character alone (opening punctuation
    starts a word of its own, CJK closing punctuation sticks to the character before).
    Runs of other characters are taken whole, by slicing, not one by one."""
    pending: str | None = None  # the last piece, which closing punctuation may still join
    word = ""
    start = 0
    for found in _BREAKS.finditer(paragraph):
        word += paragraph[start : found.start()]
        start = found.end()
        ch = found.group()
        if ch[0] == " ":
            if pending is not None:
                yield pending
            pending, word = word + ch, ""
        elif ch in CJK_OPENING:
            if word:
                if pending is not None:
                    yield pending
                pending = word
            word = ch
        elif ch in CJK_CLOSING:
            if not word and pending is not None:
                pending += ch
            else:
                word += ch
        else:
            if word:
                if pending is not None:
                    yield pending
                pending, word = word, ""
            if pending is not None:
                yield pending
            pending = ch
    word += paragraph[start:]
    if pending is not None:
        yield pending
    if word:
        yield word


def _tokens(paragraph: str) -> Iterator[str]:
    """Breakable pieces: closing punctuation sticks to what comes before it and opening
    punctuation to what follows, so no line starts with a comma or ends with an opening
    bracket."""
    last: str | None = None
    for t in _raw_tokens(paragraph):
        if last is not None and (
            (t and t[0] in CJK_CLOSING and not last.endswith(" "))
            or (last and last[-1] in CJK_OPENING)
        ):
            last += t
            continue
        if last is not None:
            yield last
        last = t
    if last is not None:
        yield last


def longest_fit(fits: Callable[[str], bool], piece: str, start: int = 0) -> int:
    """The end of the longest ``piece[start:end]`` that fits (at least one character),
    found by galloping then halving: O(log n) measurements of at most :data:`MAX_LINE`
    characters each."""
    top = min(len(piece), start + MAX_LINE)
    good = start + 1
    step = 1
    while good < top:  # gallop: good fits, try twice as far
        trial = min(top, start + 2 * step)
        if not fits(piece[start:trial]):
            bad = trial
            break
        good, step = trial, 2 * step
    else:
        return good
    while bad - good > 1:  # halve: good fits, bad does not
        middle = (good + bad) // 2
        if fits(piece[start:middle]):
            good = middle
        else:
            bad = middle
    return good


def _cut(piece: str, start: int, end: int, tail: int) -> int:
    """Where to cut ``piece[start:]``, which is wider than a line and fits up to ``end``:
    after the last separator (``-``, ``_``, a slash), else before the last dot, that leaves
    the line at least a third full; never inside a file name's extensions, which begin at
    ``tail`` (a notice split ``.liubo.json`` as "liub" and "o.json"); else at ``end``."""
    if end >= len(piece):
        return end
    limit = end if tail <= start else min(end, tail)
    floor = start + max(1, (end - start) // 3)
    for k in range(limit, floor - 1, -1):
        if piece[k - 1] in _SEPARATORS:
            return k
    for k in range(limit, floor - 1, -1):
        if piece[k] == ".":
            return k
    return limit if limit > start else end


def wrap_lines(
    text: TextCache,
    message: str,
    size: int,
    width: int,
    bold: bool = False,
    limit: int = MAX_LINES,
) -> tuple[list[str], bool]:
    """At most ``limit`` lines of ``message`` no wider than ``width``, and whether the text
    went on past them (see :func:`wrap_text`)."""
    width = max(1, int(width))
    limit = max(1, limit)
    message = message[: limit * MAX_LINE + 1]  # more can never be shown

    def fits(s: str) -> bool:
        s = s.rstrip()
        return len(s) <= MAX_LINE and text.size_of(s, size, bold)[0] <= width

    lines: list[str] = []
    for paragraph in message.split("\n"):
        line = ""
        for token in _tokens(paragraph):
            if len(lines) >= limit:
                return lines, True
            trial = line + token
            if len(trial) <= MAX_LINE + 1 and fits(trial):
                line = trial
                continue
            if line.strip():
                lines.append(line.rstrip())
            line = token.lstrip()
            start, last = 0, len(line.rstrip())
            tail = -1  # where a file name's extensions begin in ``line``, when it is cut
            while last - start > 1 and not fits(line[start : start + MAX_LINE + 1]):
                if tail < 0:
                    found = _EXTENSION.search(line.rstrip())
                    tail = len(line) if found is None else found.start()
                end = _cut(line, start, longest_fit(fits, line, start), tail)  # a piece too wide
                lines.append(line[start:end].rstrip())
                if len(lines) >= limit:
                    return lines, True
                start = end
                while start < len(line) and line[start] == " ":
                    start += 1
            line = line[start:]
        if len(lines) >= limit:
            return lines, True
        lines.append(line.rstrip())
    return lines, False


def wrap_text(
    text: TextCache,
    message: str,
    size: int,
    width: int,
    bold: bool = False,
    max_lines: int = MAX_LINES,
) -> list[str]:
    """``message`` broken into lines no wider than ``width`` pixels, measured with the font.

    Chinese breaks between any two characters (never before closing punctuation); other
    text breaks at spaces, and a word too long for a line is split between characters.
    No hyphens are added. Newlines start new lines. At most ``max_lines`` lines: when the
    text goes on, the last one ends with an ellipsis.
    """
    lines, more = wrap_lines(text, message, size, width, bold, max_lines)
    if more:
        lines[-1] = elide(text, lines[-1] + ELLIPSIS, size, width, bold)
    return lines


def elide(text: TextCache, message: str, size: int, width: int, bold: bool = False) -> str:
    """``message`` cut short with an ellipsis so it fits ``width`` (whole if it fits)."""
    if len(message) <= MAX_LINE and text.size_of(message, size, bold)[0] <= width:
        return message

    def fits(s: str) -> bool:
        return text.size_of(s.rstrip() + ELLIPSIS, size, bold)[0] <= width

    if not fits(message[:1]):
        return ""
    return message[: longest_fit(fits, message)].rstrip() + ELLIPSIS


def fit_line(
    text: TextCache, message: str, size: int, width: int, min_size: int = 10, bold: bool = False
) -> tuple[str, int]:
    """The largest size up to ``size`` at which one line of ``message`` fits ``width``;
    at ``min_size`` it is elided."""
    if len(message) <= MAX_LINE:
        for trial in range(size, min_size - 1, -1):
            if text.size_of(message, trial, bold)[0] <= width:
                return message, trial
    return elide(text, message, min_size, width, bold), min_size


def fit_lines(
    text: TextCache,
    message: str,
    size: int,
    width: int,
    height: int,
    line_gap: float = 1.3,
    min_size: int = 10,
    bold: bool = False,
) -> tuple[list[str], int]:
    """Wrapped lines of ``message`` and the largest size (down to ``min_size``) at which
    they fit ``height``; at the smallest size, the lines that fit, the last one elided.
    Each size is wrapped only as far as its lines fit."""
    for trial in range(size, min_size - 1, -1):
        room = height // max(1, round(trial * line_gap))
        lines, more = wrap_lines(text, message, trial, width, bold, room + 1)
        if not more and round(trial * line_gap) * len(lines) <= height:
            return lines, trial
    room = max(1, height // max(1, round(min_size * line_gap)))
    lines, more = wrap_lines(text, message, min_size, width, bold, room)
    if more or len(lines) > room:
        lines = lines[:room]
        lines[-1] = elide(text, lines[-1] + ELLIPSIS, min_size, width, bold)
    return lines, min_size


def notice_lines(
    text: TextCache, message: str, size: int, width: int, max_lines: int = 3
) -> list[str]:
    """A notice wrapped to ``width``: at most ``max_lines`` lines, the last one elided."""
    return wrap_text(text, message, size, width, max_lines=max_lines)
