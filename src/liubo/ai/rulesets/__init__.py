"""The computer players of the reconstructions that ship with the game; each registers
itself (:func:`~liubo.ai.contract.register_ai`). This list is the only place that names
the built-in ones."""

from . import cazaux, tlv

__all__ = ["cazaux", "tlv"]
