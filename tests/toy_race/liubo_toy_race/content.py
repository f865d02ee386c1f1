"""The toy race's content part: its rulebook pages (``rulebook/toy_race/``, in this
package) and its name on the comparison chart."""

from __future__ import annotations

from liubo.content.ruleset_content import RulesetContent
from liubo.services.translation import N_

CONTENT = RulesetContent(
    kind="toy_race",
    rulebook_parts=("toy_race",),
    rulebook_root="liubo_toy_race:rulebook",
    chart_labels={
        # TRANSLATORS: the comparison chart's name for the toy race.
        "toy_race": N_("Toy race"),
    },
)
