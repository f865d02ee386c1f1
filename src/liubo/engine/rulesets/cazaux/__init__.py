"""The ``cazaux`` ruleset: Jean-Louis Cazaux's reconstruction of Liubo (docs/rules.md, part two).

A race round a 20-station circuit with two crossings through the centre; stones only go
forward, one Owl per side is made on the centre, prisoners are freed by laps. Registers
itself with the ruleset ``cazaux`` (``data/rules_cazaux.json``).
"""

from ...contract import RulesetKind, register_ruleset
from ...options import OPTION_SCHEMAS
from .moves import CazauxMove
from .notation import format_position, parse_position
from .rules import CazauxRuleset
from .state import CazauxState
from .tables import CazauxTables, cazaux_tables

KIND: RulesetKind[CazauxRuleset] = RulesetKind(
    name="cazaux",
    rules_class=CazauxRuleset,
    initial_state=CazauxState.initial,
    parse_position=parse_position,
    format_position=format_position,
    files={"cazaux": "rules_cazaux.json"},
    options=OPTION_SCHEMAS.get("cazaux", ()),
)
register_ruleset(KIND)

__all__ = [
    "KIND",
    "CazauxMove",
    "CazauxRuleset",
    "CazauxState",
    "CazauxTables",
    "cazaux_tables",
]
