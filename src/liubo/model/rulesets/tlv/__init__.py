"""What the screens show of a ``tlv`` game: its move view, its words and its odds.

Its :class:`~liubo.model.presentation.Presentation` is its part for the ``tlv`` kind.
"""

from __future__ import annotations

from ....services.translation import N_
from ...presentation import Presentation
from .odds import ODDS
from .view import TlvMoveView

PRESENTATION = Presentation(
    kind="tlv",
    move_view=TlvMoveView,
    odds=ODDS,
    labels={
        # TRANSLATORS: a choice on the title screen: the rules of a new game, the reading
        # of the TLV board this game teaches first.
        "tlv": N_("TLV rules"),
    },
)

__all__ = ["PRESENTATION", "TlvMoveView"]
