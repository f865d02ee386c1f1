"""The presentation parts of the reconstructions that ship with the game (what the screens
show of them), one package each.

Nothing here lists them: each reconstruction's entry point (group ``liubo.rulesets``,
:mod:`liubo.engine.plugins`) names its ``presentation`` part, a ``Presentation``, which this layer
loads when it first needs it.
"""
