"""The whole rulebook in reading order: each ruleset's parts (folders under
``data/rulebook/``, named by its content, ``liubo.content.ruleset_content``), the default
ruleset's first. No pygame.

The rules screen and the page typesetter read the topics from here. The files are read
the first time a topic is asked for (``liubo.content.rulebook_load``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from . import rulebook
from .compare_chart import ChartFigure
from .rulebook_load import load_part, parts
from .rulebook_model import Topic


def topics() -> tuple[Topic, ...]:
    """Every topic of every part, in reading order."""
    return tuple(topic for part in parts() for topic in load_part(part))


def __getattr__(name: str) -> Any:
    """``TOPICS``: every topic, read on first use."""
    if name == "TOPICS":
        return topics()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def topic_ids() -> list[str]:
    """The topic ids in reading order."""
    return [topic.id for topic in topics()]


def get_topic(topic_id: str) -> Topic:
    """The topic with this id; KeyError if there is none."""
    for topic in topics():
        if topic.id == topic_id:
            return topic
    raise KeyError(topic_id)


def all_strings() -> Iterator[str]:
    """Every translatable string of the whole rulebook (``rulebook.all_strings`` and more)."""
    yield from rulebook.all_strings()
    for topic in (t for part in parts()[1:] for t in load_part(part)):
        yield topic.title
        for page in topic.pages:
            yield from rulebook.page_strings(page)
            if isinstance(page.figure, ChartFigure):
                yield from page.figure.strings()
