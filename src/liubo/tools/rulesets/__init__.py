"""What the measuring tools have of the reconstructions that ship with the game: each
registers its :class:`~liubo.tools.ruleset_tools.RulesetTools` (its positions and think
times for the benchmarks, its configurations and time budgets for ``compare`` and
``strength``, its screenshots). This list is the only place that names the built-in ones."""

from . import cazaux, tlv

__all__ = ["cazaux", "tlv"]
