"""What the screens show of the reconstructions that ship with the game; each registers
its presentation (:func:`~liubo.model.presentation.register_presentation`). This list is
the only place that names the built-in ones."""

from . import cazaux, tlv

__all__ = ["cazaux", "tlv"]
