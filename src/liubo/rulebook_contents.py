"""The whole rulebook in reading order: the first ruleset's topics (``liubo.rulebook``),
its rule readings (``liubo.rulebook_readings``), then Cazaux's and the comparison
(``liubo.rulebook_cazaux``). No pygame.

The rules screen and the page typesetter read the topics from here; ``liubo.rulebook``
keeps the classes of pages and figures and the first ruleset's text.
"""

from __future__ import annotations

from collections.abc import Iterator

from . import rulebook, rulebook_cazaux, rulebook_readings
from .compare_chart import ChartFigure
from .rulebook import Topic

TOPICS: tuple[Topic, ...] = (
    *rulebook.TOPICS,
    *rulebook_readings.TOPICS,
    *rulebook_cazaux.TOPICS,
)


def topic_ids() -> list[str]:
    """The topic ids in reading order."""
    return [topic.id for topic in TOPICS]


def get_topic(topic_id: str) -> Topic:
    """The topic with this id; KeyError if there is none."""
    for topic in TOPICS:
        if topic.id == topic_id:
            return topic
    raise KeyError(topic_id)


def all_strings() -> Iterator[str]:
    """Every translatable string of the whole rulebook (``rulebook.all_strings`` and more)."""
    yield from rulebook.all_strings()
    for topic in (*rulebook_readings.TOPICS, *rulebook_cazaux.TOPICS):
        yield topic.title
        for page in topic.pages:
            yield from rulebook.page_strings(page)
            if isinstance(page.figure, ChartFigure):
                yield from page.figure.strings()
