"""What the screens show of a ``cazaux`` game: its move view, its words and its odds.

Its :class:`~liubo.model.presentation.Presentation` is its part for the ``cazaux``
kind: the view of :mod:`.view` (words from :mod:`.text`), the threats of :mod:`.odds`,
and the rulebook's Cazaux topic.
"""

from __future__ import annotations

from ....services.translation import N_
from ...presentation import Presentation
from .odds import ODDS
from .view import CazauxMoveView

PRESENTATION = Presentation(
    kind="cazaux",
    move_view=CazauxMoveView,
    odds=ODDS,
    rulebook_topic="cazaux",
    labels={
        # TRANSLATORS: a choice on the title screen: Jean-Louis Cazaux's reconstruction.
        "cazaux": N_("Cazaux's rules"),
    },
)

__all__ = ["PRESENTATION", "CazauxMoveView"]
