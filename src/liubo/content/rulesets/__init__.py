"""The content parts of the reconstructions that ship with the game (their rulebook parts,
board pictures, chart names and lessons), one package each.

Nothing here lists them: each reconstruction's entry point (group ``liubo.rulesets``,
:mod:`liubo.engine.plugins`) names its ``content`` part, a ``RulesetContent``, which this layer
loads when it first needs it.
"""
