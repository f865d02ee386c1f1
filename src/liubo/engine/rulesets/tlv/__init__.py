"""The ``tlv`` ruleset: birds, Owls and fish on the TLV board (docs/rules.md, part one).

Registers itself (:func:`~liubo.engine.ruleset.register_ruleset`) as the default
reconstruction, with the ruleset ``tlv`` (``data/rules.json``) and the rule readings of
``data/readings.json``.
"""

from ...contract import RulesetKind, register_ruleset
from ...options import OPTION_SCHEMAS
from .moves import Move
from .notation import format_position, parse_position
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
)
register_ruleset(KIND)

__all__ = ["KIND", "Move", "State", "TlvRuleset"]
