"""Reading the rulebook's Markdown files (``data/rulebook/``) into blocks (no pygame).

A topic is one file: a ``# Title`` line, then pages, each starting with a ``## Heading``.
A page holds paragraphs, list items (``- ``), a history note (``> ``), a figure and its
``Caption:``, and comment lines naming what the page rests on::

    <!-- evidence: zhaohun liubolab -->     source ids of data/evidence.json
    <!-- readings: pond -->                 the rule readings the page is about
    <!-- options: pond=sanctuary -->        the readings its picture is played under

A board picture is a ``liubo-position`` fenced block (docs/rules.md section 8.1), an
optional ``liubo-move`` block and a ``liubo-marks`` block (``kind: perch perch``, one
line per highlight kind, and ``route:`` for a line drawn without a move); any other figure
is a ``liubo-figure`` block naming it. Before the title, ``<!-- ruleset: cazaux -->``
says which ruleset the pictures are played by (the ruleset of the part the file is in when
it says none) and ``<!-- interface -->`` that the topic is about the screen rather than
the rules. ``docs/rulebook.md`` says all this for teachers.

This module only splits a file into its parts, each English text with its line number;
``liubo.content.rulebook_load`` turns them into pages and Babel's extractor
(``liubo.tools.i18n_extract.extract_rulebook``) reads the same parts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

#: the fenced blocks a page may hold
FENCES = ("liubo-position", "liubo-move", "liubo-marks", "liubo-figure")
#: the kinds of English text a file holds, each a message context in the catalogs
TEXT_KINDS = ("topic", "heading", "paragraph", "item", "caption", "note", "cell")

COMMENT = re.compile(r"^<!--\s*([a-z-]+)\s*(?::\s*(.*?))?\s*-->$")
FENCE = re.compile(r"^```\s*([a-z-]*)\s*$")
CAPTION = "Caption:"


class RulebookError(ValueError):
    """A rulebook file that cannot be read; the message names the file and line."""


@dataclass(frozen=True, slots=True)
class Text:
    """One message of a file: its kind (``TEXT_KINDS``), English text and line."""

    kind: str
    text: str
    line: int


@dataclass
class PagePart:
    """What one ``##`` section of a file says, before it is made into a page."""

    heading: Text
    texts: list[Text] = field(default_factory=list)  # paragraphs and items, in order
    caption: Text | None = None
    note: Text | None = None
    evidence: tuple[str, ...] = ()
    readings: tuple[str, ...] = ()
    options: tuple[tuple[str, str], ...] = ()
    fences: dict[str, tuple[list[str], int]] = field(default_factory=dict)


@dataclass
class TopicPart:
    """A whole file: its title, settings and pages (and a names table's header cells)."""

    title: Text
    ruleset: str = ""  # the id of the rules its pictures show
    interface: bool = False
    pages: list[PagePart] = field(default_factory=list)
    evidence: tuple[str, ...] = ()  # of a file without pages (the position names)
    texts: list[Text] = field(default_factory=list)  # paragraphs of a file without pages
    cells: list[Text] = field(default_factory=list)

    def messages(self) -> list[Text]:
        """Every English text of the file, in reading order."""
        out = [self.title, *self.texts, *self.cells]
        for page in self.pages:
            out.append(page.heading)
            out += page.texts
            out += [t for t in (page.caption, page.note) if t is not None]
        return out


class _Reader:
    """Walks the lines of one file, keeping the paragraph being gathered."""

    def __init__(self, name: str, text: str, ruleset: str = "") -> None:
        self.name = name
        self.lines = text.splitlines()
        self.topic: TopicPart | None = None
        self.ruleset = ruleset
        self.interface = False
        self.gathering: list[str] = []
        self.gather_kind = ""
        self.gather_line = 0

    def error(self, line: int, message: str) -> RulebookError:
        return RulebookError(f"{self.name}:{line}: {message}")

    def page(self, line: int) -> PagePart:
        if self.topic is None or not self.topic.pages:
            raise self.error(line, "this belongs to a page: start one with a '## Heading' line")
        return self.topic.pages[-1]

    def flush(self) -> None:
        """End the paragraph, item, caption or note being gathered."""
        if not self.gathering:
            return
        text = Text(self.gather_kind, " ".join(self.gathering), self.gather_line)
        self.gathering = []
        assert self.topic is not None
        if not self.topic.pages:
            if text.kind != "paragraph":
                raise self.error(text.line, "before the first page only paragraphs may stand")
            self.topic.texts.append(text)
            return
        page = self.topic.pages[-1]
        if text.kind == "caption":
            if page.caption is not None:
                raise self.error(text.line, "a page has one caption")
            page.caption = text
        elif text.kind == "note":
            if page.note is not None:
                raise self.error(text.line, "a page has one note (one block of '> ' lines)")
            page.note = text
        else:
            page.texts.append(text)

    def start(self, kind: str, text: str, line: int) -> None:
        self.flush()
        if self.topic is None:
            raise self.error(line, "the file must begin with a '# Title' line")
        self.gather_kind, self.gather_line, self.gathering = kind, line, [text.strip()]

    def read(self) -> TopicPart:
        k = 0
        while k < len(self.lines):
            line = self.lines[k].rstrip()
            number = k + 1
            k += 1
            stripped = line.strip()
            fence = FENCE.match(stripped)
            if fence:
                self.flush()
                tag = fence.group(1)
                if tag not in FENCES:
                    raise self.error(number, f"unknown block {tag!r}: use one of {FENCES}")
                body = []
                while k < len(self.lines) and not FENCE.match(self.lines[k].strip()):
                    if self.lines[k].strip():
                        body.append(self.lines[k].strip())
                    k += 1
                if k >= len(self.lines):
                    raise self.error(number, f"the {tag} block is never closed with ```")
                k += 1
                page = self.page(number)
                if tag in page.fences:
                    raise self.error(number, f"a page has one {tag} block")
                page.fences[tag] = (body, number)
                continue
            comment = COMMENT.match(stripped)
            if comment:
                self.flush()
                self.setting(comment.group(1), (comment.group(2) or "").split(), number)
                continue
            if not stripped:
                self.flush()
            elif line.startswith("## "):
                self.flush()
                if self.topic is None:
                    raise self.error(number, "the file must begin with a '# Title' line")
                self.topic.pages.append(PagePart(Text("heading", line[3:].strip(), number)))
            elif line.startswith("# "):
                self.flush()
                if self.topic is not None:
                    raise self.error(number, "a file has one '# Title' line")
                self.topic = TopicPart(
                    Text("topic", line[2:].strip(), number), self.ruleset, self.interface
                )
            elif line.startswith("#"):
                raise self.error(number, "headings are '# Title' and '## Page heading' only")
            elif stripped.startswith("|"):
                self.flush()
                self.table_row(stripped, number)
            elif line.startswith("- "):
                self.start("item", line[2:], number)
            elif line.startswith(">"):
                if self.gathering and self.gather_kind == "note":
                    self.gathering.append(line[1:].strip())
                else:
                    self.start("note", line[1:], number)
            elif line.startswith(CAPTION):
                self.start("caption", line[len(CAPTION) :], number)
            elif self.gathering:
                self.gathering.append(stripped)
            else:
                self.start("paragraph", stripped, number)
        self.flush()
        if self.topic is None:
            raise self.error(1, "the file has no '# Title' line")
        return self.topic

    def setting(self, key: str, words: list[str], line: int) -> None:
        if key in ("ruleset", "interface"):
            if self.topic is not None:
                raise self.error(line, f"'{key}' goes before the '# Title' line")
            if key == "interface":
                self.interface = True
            elif len(words) != 1:
                raise self.error(line, "write one ruleset's id, e.g. <!-- ruleset: ID -->")
            else:
                self.ruleset = words[0]
            return
        if key == "evidence" and self.topic is not None and not self.topic.pages:
            self.topic.evidence = tuple(words)
            return
        page = self.page(line)
        if key == "evidence":
            page.evidence = tuple(words)
        elif key == "readings":
            page.readings = tuple(words)
        elif key == "options":
            pairs = []
            for word in words:
                name, sep, value = word.partition("=")
                if not (sep and name and value):
                    raise self.error(line, f"an option is written name=value, not {word!r}")
                pairs.append((name, value))
            page.options = tuple(pairs)
        else:
            raise self.error(line, f"unknown setting {key!r}")

    def table_row(self, row: str, line: int) -> None:
        assert self.topic is not None
        cells = [c.strip() for c in row.strip("|").split("|")]
        if all(set(c) <= set("-: ") for c in cells):
            return  # the |---| line under the header
        if self.topic.pages or self.topic.cells:
            raise self.error(line, "only a names file has a table, and only its header row")
        self.topic.cells = [Text("cell", c, line) for c in cells]


def read_topic(name: str, text: str, ruleset: str = "") -> TopicPart:
    """Split one rulebook file (``name`` is shown in errors) into its parts; ``ruleset``
    is the id its pictures are played by when the file names none."""
    return _Reader(name, text, ruleset).read()
