"""The game's content read from data files: the rulebook, the lessons, the evidence.

What each reconstruction brings to it (its rulebook parts, board pictures, chart names
and lessons) is its ``content`` part (:mod:`.ruleset_content`; the built-in ones under
:mod:`.rulesets`), loaded when first asked for.
"""
