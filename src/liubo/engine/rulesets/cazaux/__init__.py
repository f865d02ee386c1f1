"""The ``cazaux`` ruleset: Jean-Louis Cazaux's reconstruction of Liubo (docs/rules.md, part two).

A race round a 20-station circuit with two crossings through the centre; stones only go
forward, one Owl per side is made on the centre, prisoners are freed by laps. Its engine
part (:data:`KIND`) ships the ruleset ``cazaux`` (``data/rules_cazaux.json``); the entry
point ``cazaux`` (setup.cfg) names :data:`RECONSTRUCTION`, which ties its parts in every
layer.
"""

from ...contract import RulesetKind
from ...options import OPTION_SCHEMAS
from ...plugins import Reconstruction
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

#: what the entry point ``cazaux`` of the group ``liubo.rulesets`` names (setup.cfg): the
#: reconstruction's part in each layer, each loaded by its layer when first needed
RECONSTRUCTION = Reconstruction(
    name="cazaux",
    engine="liubo.engine.rulesets.cazaux:KIND",
    ai="liubo.ai.rulesets.cazaux:AI",
    presentation="liubo.model.rulesets.cazaux:PRESENTATION",
    content="liubo.content.rulesets.cazaux:CONTENT",
    tools="liubo.tools.rulesets.cazaux:TOOLS",
)

__all__ = [
    "KIND",
    "RECONSTRUCTION",
    "CazauxMove",
    "CazauxRuleset",
    "CazauxState",
    "CazauxTables",
    "cazaux_tables",
]
