"""The rulebook's pages made from its files (no pygame).

Each folder is a part of the book (:func:`parts`, in reading order; under ``data/rulebook/``,
or a reconstruction's own, ``RulesetContent.rulebook_root``), each ``NN_id.md`` file in it a
topic (ordered by ``NN``, named by ``id``), and ``data/rulebook/names.md`` the position
names page.
``liubo.content.rulebook_files`` splits a file; this module turns the parts into ``Topic``s and
``Page``s whose English texts carry their message context (``translation.Message``), so
``Translator.gettext`` finds them in the catalogs where Babel's extractor put them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ..engine import RULESET_FILES
from ..resources import data_path
from ..services.translation import Message
from .board_diagram import HIGHLIGHT_KINDS, BoardDiagram, Highlight
from .compare_chart import CHARTS
from .rulebook_files import PagePart, RulebookError, Text, TopicPart, read_topic
from .rulebook_model import Figure, Page, SticksFigure, Topic
from .ruleset_content import content_for, part_ruleset, rulebook_folder, rulebook_parts

#: the position names page
NAMES_FILE = "names.md"
#: the figures a ``liubo-figure`` block may name besides the charts of ``CHARTS``
FIGURE_NAMES: tuple[str, ...] = ("sticks",)


def parts() -> tuple[str, ...]:
    """The parts of the book (folders), in the order the book shows them: each ruleset's
    parts (its content's ``rulebook_parts``), the default ruleset's first."""
    return rulebook_parts()


def context(kind: str) -> str:
    """The message context (msgctxt) of a rulebook text of this kind."""
    return f"rulebook {kind}"


def message(text: Text) -> Message:
    """A file's text as a message with its context."""
    return Message(text.text, context(text.kind))


@dataclass(frozen=True, slots=True)
class NamesPage:
    """The position names page: its title, introduction, sources and column headings."""

    title: str
    intro: tuple[str, ...]
    evidence: tuple[str, ...]
    headers: tuple[str, ...]


def diagram(part: PagePart, ruleset: str, where: str) -> BoardDiagram:
    """The board picture of a page: its position, move, marks and caption."""
    position = part.fences["liubo-position"][0]
    if len(position) != 1:
        raise RulebookError(f"{where}: a liubo-position block holds one position")
    move_lines = part.fences.get("liubo-move", ([], 0))[0]
    if len(move_lines) > 1:
        raise RulebookError(f"{where}: a liubo-move block holds one move")
    highlights: list[Highlight] = []
    route: tuple[str, ...] = ()
    for line in part.fences.get("liubo-marks", ([], 0))[0]:
        kind, sep, perches = line.partition(":")
        kind = kind.strip()
        if not sep or (kind not in HIGHLIGHT_KINDS and kind != "route"):
            kinds = ", ".join((*HIGHLIGHT_KINDS, "route"))
            raise RulebookError(f"{where}: a mark is 'kind: PERCH PERCH', kind one of {kinds}")
        if kind == "route":
            route = tuple(perches.split())
        else:
            highlights += [Highlight(p, kind) for p in perches.split()]
    if part.caption is None:
        raise RulebookError(f"{where}: a board picture needs a 'Caption:' line")
    cls = content_for(ruleset).diagram or BoardDiagram
    made = cls(
        position[0],
        message(part.caption),
        tuple(highlights),
        route,
        move_lines[0] if move_lines else None,
        part.options,
        ruleset=ruleset,  # the page's: its part's ruleset, or what its file names
    )
    if made.move and not route:
        made = made.with_engine_path()
    return made


def named_figure(part: PagePart, where: str) -> Figure:
    """The figure a ``liubo-figure`` block names: the sticks' odds or a chart."""
    lines = part.fences["liubo-figure"][0]
    name = " ".join(lines)
    if name == "sticks":
        if part.caption is None:
            raise RulebookError(f"{where}: the sticks figure needs a 'Caption:' line")
        return SticksFigure(message(part.caption))
    kind, _sep, chart = name.partition(" ")
    if kind == "chart" and chart in CHARTS:
        return CHARTS[chart]
    known = ", ".join([*FIGURE_NAMES, *(f"chart {c}" for c in CHARTS)])
    raise RulebookError(f"{where}: unknown figure {name!r}; known: {known}")


def page(part: PagePart, ruleset: str, name: str) -> Page:
    """One page of a topic file."""
    where = f"{name}:{part.heading.line}"
    figure: Figure | None = None
    if "liubo-position" in part.fences:
        figure = diagram(part, ruleset, where)
    elif "liubo-figure" in part.fences:
        figure = named_figure(part, where)
    elif set(part.fences) - {"liubo-figure"}:
        raise RulebookError(f"{where}: a liubo-move or liubo-marks block needs a position")
    if not part.texts:
        raise RulebookError(f"{where}: the page has no paragraph")
    return Page(
        message(part.heading),
        tuple(message(t) for t in part.texts),
        figure,
        message(part.note) if part.note else None,
        part.evidence,
        part.readings,
    )


def topic_from(topic_id: str, part: TopicPart, name: str) -> Topic:
    """A topic from its file's parts."""
    if part.ruleset not in RULESET_FILES:
        raise RulebookError(f"{name}: unknown ruleset {part.ruleset!r}")
    if not part.pages:
        raise RulebookError(f"{name}: a topic needs at least one '## Page' heading")
    pages = tuple(page(p, part.ruleset, name) for p in part.pages)
    return Topic(topic_id, message(part.title), pages, part.interface)


def topic_files(part: str) -> list[tuple[str, str]]:
    """(topic id, file name) of a part's files, in reading order."""
    folder = rulebook_folder(part)
    out = []
    for node in sorted(folder.iterdir(), key=lambda n: n.name):
        stem, dot, ext = node.name.partition(".")
        number, sep, topic_id = stem.partition("_")
        if ext != "md" or not dot:
            continue
        if not (sep and number.isdigit() and topic_id):
            raise RulebookError(f"rulebook/{part}/{node.name}: name a topic file NN_id.md")
        out.append((topic_id, node.name))
    return out


def read_file(part: str, file: str) -> TopicPart:
    """The parts of one file of a part of the book (its pictures show the part's ruleset
    unless the file names one)."""
    text = rulebook_folder(part).joinpath(file).read_text(encoding="utf-8")
    return read_topic(f"rulebook/{part}/{file}", text, part_ruleset(part))


@cache
def load_part(part: str) -> tuple[Topic, ...]:
    """The topics of one part of the book, read once; ``RulebookError`` names a bad file."""
    return tuple(
        topic_from(topic_id, read_file(part, file), f"rulebook/{part}/{file}")
        for topic_id, file in topic_files(part)
    )


@cache
def load_names() -> NamesPage:
    """The position names page (its table rows come from ``data/board.json``)."""
    name = f"rulebook/{NAMES_FILE}"
    part = read_topic(name, data_path("rulebook", NAMES_FILE).read_text(encoding="utf-8"))
    if part.pages or not part.texts or not part.cells:
        raise RulebookError(
            f"rulebook/{NAMES_FILE}: a title, paragraphs and the table's header row only"
        )
    return NamesPage(
        message(part.title),
        tuple(message(t) for t in part.texts),
        part.evidence,
        tuple(message(c) for c in part.cells),
    )
