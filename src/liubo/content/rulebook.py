"""The in-game rulebook's first part: the topics of the default ruleset's rules (no pygame).

The pages are Markdown files under ``data/rulebook/<part>/``, the first part of the book
(:func:`liubo.content.rulebook_load.parts`; ``docs/rulebook.md`` says how
to read and change them); ``liubo.content.rulebook_load`` reads them and
``liubo.content.rulebook_model`` has the classes they become. This module keeps the names
the screens and tests use: the first part's topics, the position names page, and the
strings a page shows.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .board_diagram import BASIC_KINDS, HIGHLIGHT_KINDS, BoardDiagram, Highlight, position_after
from .rulebook_load import NamesPage, load_names, load_part, parts
from .rulebook_model import Figure, Page, SticksFigure, Topic, names_our_reading

__all__ = [
    "BASIC_KINDS",
    "HIGHLIGHT_KINDS",
    "BoardDiagram",
    "Figure",
    "Highlight",
    "Page",
    "SticksFigure",
    "Topic",
    "names_our_reading",
    "position_after",
]


def topics() -> tuple[Topic, ...]:
    """The first part's topics, read from their files the first time they are asked for
    (playing the pictures' moves to find their paths takes the engine a moment)."""
    return load_part(parts()[0])


def names_page() -> NamesPage:
    """The position names page: title, introduction, sources and column headings."""
    return load_names()


def __getattr__(name: str) -> Any:
    """``TOPICS``, ``INTERFACE_TOPICS`` (topics about the screen, whose pages need no
    evidence tags) and the names page's ``POSITION_NAMES_*``, read on first use."""
    names = load_names()
    values = {
        "TOPICS": topics,
        "INTERFACE_TOPICS": lambda: tuple(t.id for t in topics() if t.interface),
        "POSITION_NAMES_TITLE": lambda: names.title,
        "POSITION_NAMES_INTRO": lambda: " ".join(names.intro),
        "POSITION_NAMES_EVIDENCE": lambda: names.evidence,
        "POSITION_NAMES_HEADERS": lambda: names.headers,
    }
    if name not in values:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return values[name]()


def topic_ids() -> list[str]:
    """The topic ids in reading order."""
    return [topic.id for topic in topics()]


def get_topic(topic_id: str) -> Topic:
    """The topic with this id; KeyError if there is none."""
    for topic in topics():
        if topic.id == topic_id:
            return topic
    raise KeyError(topic_id)


def page_strings(page: Page) -> Iterator[str]:
    """Every translatable string of a page's own text, in reading order."""
    yield page.heading
    yield from page.paragraphs
    if isinstance(page.figure, BoardDiagram | SticksFigure):
        yield page.figure.caption
    if page.note:
        yield page.note


def all_strings() -> Iterator[str]:
    """Every translatable string of the first part and the position names page.

    The names' glosses and places come from ``data/board.json`` and are extracted from it
    (``liubo.tools.i18n_extract``).
    """
    for topic in topics():
        yield topic.title
        for page in topic.pages:
            yield from page_strings(page)
    names = load_names()
    yield names.title
    yield from names.intro
    yield from names.headers
