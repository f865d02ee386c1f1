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
)

__all__ = ["RECONSTRUCTION"]
