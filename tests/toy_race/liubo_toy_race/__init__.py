"""The toy race: a third reconstruction, a plain race round Cazaux's circuit, in a
distribution of its own (``tests/toy_race/pyproject.toml``).

It proves the ruleset contract: it declares itself once, as the entry point ``toy_race``
of the group ``liubo.rulesets``, naming :data:`RECONSTRUCTION`, and then plays through
``Game``, records, ``liubo.tools.sim``, the computer players and the game screen without
a line of the game changed for it. This module imports nothing of its parts: each layer
of the game imports its own part when it first needs it.
"""

from __future__ import annotations

from liubo.engine.plugins import Reconstruction

RECONSTRUCTION = Reconstruction(
    name="toy_race",
    engine="liubo_toy_race.engine:KIND",
    ai="liubo_toy_race.ai:AI",
    presentation="liubo_toy_race.presentation:PRESENTATION",
    content="liubo_toy_race.content:CONTENT",
    # its own messages (its name, its score, its rulebook pages) in its own catalog domain,
    # read after the game's: i18n/<language>/LC_MESSAGES/liubo_toy_race.po
    catalog="liubo_toy_race:i18n",
    catalog_domain="liubo_toy_race",
)

__all__ = ["RECONSTRUCTION"]
