"""The ``cazaux`` ruleset: Jean-Louis Cazaux's reconstruction of Liubo (docs/rules.md, part two).

A race round a 20-station circuit with two crossings through the centre; stones only go
forward, one Owl per side is made on the centre, prisoners are freed by laps.
"""

from .state import CazauxMove, CazauxState
from .tables import CazauxTables, cazaux_tables

__all__ = ["CazauxMove", "CazauxState", "CazauxTables", "cazaux_tables"]
