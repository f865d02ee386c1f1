"""What the content layer has of Cazaux's rules: the rulebook's part on them and on how
the two rulesets compare (``data/rulebook/cazaux/``), whose board pictures are
:class:`~.diagram.CazauxDiagram`\\ s, and its name on the comparison chart. No lessons.

Its :class:`~liubo.content.ruleset_content.RulesetContent` is its part for the
``cazaux`` kind.
"""

from __future__ import annotations

from ....services.translation import N_
from ...ruleset_content import RulesetContent
from .diagram import LANES, CazauxDiagram

CONTENT = RulesetContent(
    kind="cazaux",
    rulebook_parts=("cazaux",),
    diagram=CazauxDiagram,
    chart_labels={
        # TRANSLATORS: the chart's name for Jean-Louis Cazaux's reconstruction.
        "cazaux": N_("Cazaux"),
    },
)

__all__ = ["CONTENT", "LANES", "CazauxDiagram"]
