"""What the content layer has of the reconstructions that ship with the game: each
registers its :class:`~liubo.content.ruleset_content.RulesetContent` (its rulebook parts,
board pictures, chart names and lessons). This list is the only place that names the
built-in ones."""

from . import cazaux, tlv

__all__ = ["cazaux", "tlv"]
