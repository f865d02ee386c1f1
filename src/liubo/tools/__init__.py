"""Measuring and building tools (benchmarks, simulations, training, screenshots);
the game itself never imports them at run time.

What each ruleset gives them (its benchmark positions, time budgets, pairings and
screenshots) is a package under :mod:`.rulesets` that registers itself
(:mod:`.ruleset_tools`).
"""

from . import rulesets as _rulesets  # the built-in rulesets' tools register themselves

del _rulesets
