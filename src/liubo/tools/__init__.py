"""Measuring and building tools (benchmarks, simulations, training, screenshots);
the game itself never imports them at run time.

What each reconstruction gives them (its benchmark positions, time budgets, pairings and
screenshots) is its ``tools`` part (:mod:`.ruleset_tools`; the built-in ones under
:mod:`.rulesets`), loaded when a tool first asks for one.
"""
