"""The ``tlv`` ruleset: birds, Owls and fish on the TLV board (docs/rules.md, part one).

Its engine part (:data:`KIND`) is the default reconstruction, with the ruleset ``tlv``
(``data/rules.json``) and the rule readings of ``data/readings.json``; the entry point
``tlv`` (setup.cfg) names :data:`RECONSTRUCTION`, which ties its parts in every layer.
"""

from ...contract import RulesetKind
from ...options import OPTION_SCHEMAS
from ...plugins import Reconstruction
from .moves import Move
from .notation import format_position, parse_position
from .playout import random_playout
from .rules import TlvRuleset
from .state import State

KIND: RulesetKind[TlvRuleset] = RulesetKind(
    name="tlv",
    rules_class=TlvRuleset,
    initial_state=State.initial,
    parse_position=parse_position,
    format_position=format_position,
    files={"tlv": "rules.json"},
    options=OPTION_SCHEMAS.get("tlv", ()),
    default=True,
    random_playout=random_playout,
)

#: what the entry point ``tlv`` of the group ``liubo.rulesets`` names (setup.cfg): the
#: reconstruction's part in each layer, each loaded by its layer when first needed
RECONSTRUCTION = Reconstruction(
    name="tlv",
    engine="liubo.engine.rulesets.tlv:KIND",
    ai="liubo.ai.rulesets.tlv:AI",
    presentation="liubo.model.rulesets.tlv:PRESENTATION",
    content="liubo.content.rulesets.tlv:CONTENT",
    tools="liubo.tools.rulesets.tlv:TOOLS",
)

__all__ = ["KIND", "RECONSTRUCTION", "Move", "State", "TlvRuleset"]
