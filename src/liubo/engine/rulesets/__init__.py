"""The reconstructions of the rules that ship with the game; each registers itself.

A reconstruction is a package here (or anywhere: the toy one of the tests lives under
``tests/``) that calls :func:`~liubo.engine.ruleset.register_ruleset` once when imported.
This list is the only place that names the built-in ones.
"""

from . import cazaux, tlv

__all__ = ["cazaux", "tlv"]
