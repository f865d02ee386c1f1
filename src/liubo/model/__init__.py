"""The presentation model: what the screens show of a game, without pygame.

Each ruleset's presentation (its move view, words and odds) is a package under
:mod:`.rulesets` that registers itself (:mod:`.presentation`).
"""

from . import rulesets as _rulesets  # the built-in rulesets' presentations register themselves

del _rulesets
