"""The presentation model: what the screens show of a game, without pygame.

Each reconstruction's presentation (its move view, words and odds) is its
``presentation`` part (:mod:`.presentation`; the built-in ones under :mod:`.rulesets`),
loaded when the screens first ask for one.
"""
