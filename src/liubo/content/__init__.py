"""The game's content read from data files: the rulebook, the lessons, the evidence.

What each ruleset brings to it (its rulebook parts, board pictures, chart names and
lessons) is a package under :mod:`.rulesets` that registers itself
(:mod:`.ruleset_content`).
"""

from . import rulesets as _rulesets  # the built-in rulesets' content registers itself

del _rulesets
