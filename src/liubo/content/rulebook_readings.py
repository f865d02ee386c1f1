"""The rulebook's topic on the rule readings (the tlv options) and what they change (no pygame).

The pages are the files under ``data/rulebook/readings/`` (read by
``liubo.content.rulebook_load``): what a reading is, the position where each pictured reading
parts ways with the default (its picture is played under that reading), the readings
without a picture, and the charts of ``data/readings_compare.json``, named in the files
and kept in ``liubo.content.compare_chart.CHARTS``.
"""

from __future__ import annotations

from typing import Any

from .rulebook_load import load_part
from .rulebook_model import Topic

#: the topic id (the rules screen can open at it)
TOPIC_ID = "readings"


def topics() -> tuple[Topic, ...]:
    """The readings topic, read from its file on first use."""
    return load_part("readings")


def __getattr__(name: str) -> Any:
    """``TOPICS`` and ``READINGS`` (the one topic), read on first use."""
    if name == "TOPICS":
        return topics()
    if name == "READINGS":
        return topics()[0]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
