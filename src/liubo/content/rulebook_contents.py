"""The whole rulebook in reading order: each ruleset's parts (folders under
``data/rulebook/``, named by its content, ``liubo.content.ruleset_content``), the default
ruleset's first. No pygame.

The rules screen and the page typesetter read the topics from here. The files are read
the first time a topic is asked for (``liubo.content.rulebook_load``). A part of a
reconstruction installed beside the game that cannot be read (a page whose picture its
own engine refuses, say) costs only itself: it is left out of the book, logged and named
on the title screen; a part the game ships with raises, as a bad file of the game does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine import plugins
from . import rulebook
from .compare_chart import ChartFigure
from .rulebook_load import load_part, parts
from .rulebook_model import Topic
from .ruleset_content import rulebook_owner

#: the distribution the game's own reconstructions come in
GAME_DISTRIBUTION = "liubo"


def part_topics(part: str) -> tuple[Topic, ...]:
    """The topics of one part; none for an installed reconstruction's part that cannot be
    read, reported as its problem (see the module)."""
    try:
        return load_part(part)
    except Exception as exc:
        kind = rulebook_owner(part).kind
        shipped = {e.name: e.distribution for e in plugins.entry_points()}
        if shipped.get(kind, GAME_DISTRIBUTION) == GAME_DISTRIBUTION:
            raise
        why = f"rulebook/{part}: {type(exc).__name__}: {exc}"
        plugins.report(plugins.Problem(kind, "content", why))
        return ()


def topics() -> tuple[Topic, ...]:
    """Every topic of every part, in reading order."""
    return tuple(topic for part in parts() for topic in part_topics(part))


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
    for topic in (t for part in parts()[1:] for t in part_topics(part)):
        yield topic.title
        for page in topic.pages:
            yield from rulebook.page_strings(page)
            if isinstance(page.figure, ChartFigure):
                yield from page.figure.strings()
