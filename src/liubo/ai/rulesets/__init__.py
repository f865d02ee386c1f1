"""The computer players' parts of the reconstructions that ship with the game, one package
each.

Nothing here lists them: each reconstruction's entry point (group ``liubo.rulesets``,
:mod:`liubo.engine.plugins`) names its ``ai`` part, a ``RulesetAI``, which this layer
loads when it first needs it.
"""
