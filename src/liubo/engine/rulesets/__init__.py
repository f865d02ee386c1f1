"""The engine parts of the reconstructions that ship with the game, one package each.

Nothing here lists them: each declares itself as an entry point of the group
``liubo.rulesets`` in ``setup.cfg`` (:mod:`liubo.engine.plugins`), as a reconstruction in
a distribution of its own does in its ``pyproject.toml``.
"""
