"""The rulebook's pages on Cazaux's ruleset and on how the two compare (no pygame).

The pages are the files under ``data/rulebook/cazaux/`` (read by ``liubo.content.rulebook_load``);
their pictures are :class:`~.diagram.CazauxDiagram`\\ s, played by the ``cazaux`` engine and
drawn on its board. The book puts the part after the default ruleset's
(``liubo.content.rulebook_contents``).
"""

from __future__ import annotations

from typing import Any

from ...rulebook_load import load_part
from ...rulebook_model import Topic
from .diagram import LANES, CazauxDiagram

__all__ = ["LANES", "CazauxDiagram"]

#: the ruleset these pages describe
RULESET = "cazaux"


def topics() -> tuple[Topic, ...]:
    """Cazaux's rules and the comparison, read from their files on first use."""
    return load_part("cazaux")


def __getattr__(name: str) -> Any:
    """``TOPICS``, ``CAZAUX`` and ``COMPARED``, read on first use."""
    index = {"TOPICS": None, "CAZAUX": 0, "COMPARED": 1}
    if name not in index:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    at = index[name]
    return topics() if at is None else topics()[at]
