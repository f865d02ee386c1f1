"""What each ruleset gives the screens, and the registry that finds it by the ruleset.

The presentation side of the ruleset contract (:mod:`liubo.engine.contract` is the
engine's, :mod:`liubo.ai.contract` the computer players'). A reconstruction of the rules
names one :class:`Presentation` as its ``presentation`` part (its package under
``liubo/model/rulesets/``, or its own distribution's; :mod:`liubo.engine.plugins`),
loaded the first time the screens ask: its move view (how its moves, pieces and scores
are shown and put in words), what its odds panel works out, the rulebook topic a game of
it opens at, and the names of its rulesets on the title screen. The screens find it from
a game's rules or a ruleset's id (:func:`presentation_for`); a ruleset that has
none gets :func:`default_presentation`, which shows it through the engine's contract
alone. Pure Python: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from ..engine import GameState, Ruleset
from ..engine.contract import shipping_kind
from ..engine.kind_registry import KindRegistry
from .move_view import MoveView

#: a threatened place: (the station, the chance the next throw hits what stands there)
Threat = tuple[int, Fraction]


@dataclass(frozen=True)
class Odds:
    """What the odds panel (O) works out under a ruleset, beyond the numbers' chances
    that every ruleset's throws give.

    ``threats(state)``: for each station holding pieces of the side to move, the chance
    that the other side's next throw hits them (the pieces as they stand; run on the odds
    thread). ``threats_line`` names what the badges mean, a message with ``{side}`` (the
    side to move) and ``{other}``. ``score_chance(state)``, if given: the chance that the
    side to throw scores in its coming turn (asked when a throw is due).
    """

    threats: Callable[[GameState], list[Threat]]
    threats_line: str
    score_chance: Callable[[GameState], Fraction] | None = None


@dataclass(frozen=True)
class Presentation:
    """What one reconstruction of the rules gives the screens.

    ``move_view(rules)`` makes its :class:`~.move_view.MoveView`; ``odds`` is what its
    odds panel shows beyond the numbers' chances (None: the numbers only);
    ``rulebook_topic`` the rulebook's topic a game of it opens at (None: the rulebook's
    first); ``labels`` the title screen's name of each ruleset it ships, by id (``N_``
    messages): the rulesets a new game may be played by.
    """

    kind: str
    move_view: Callable[[Ruleset], MoveView] = MoveView
    odds: Odds | None = None
    rulebook_topic: str | None = None
    labels: Mapping[str, str] = field(default_factory=dict)


_BUNDLES: KindRegistry[Presentation] = KindRegistry("presentation", "presentation", Presentation)


def default_presentation(kind: str) -> Presentation:
    """The presentation of a kind that has none: the engine's contract alone (its
    moves in plain words, no pieces on the board, the numbers' odds only)."""
    return Presentation(kind=kind)


def presentation_for(ruleset: Ruleset | str) -> Presentation:
    """The presentation of a game's rules, or of the ruleset with this id (LiuboError for
    an id no reconstruction ships)."""
    kind = ruleset.kind if isinstance(ruleset, Ruleset) else shipping_kind(ruleset).name
    return _BUNDLES.get(kind) or default_presentation(kind)


def move_view(rules: Ruleset) -> MoveView:
    """The move view of a game's rules (chosen once per game)."""
    return presentation_for(rules).move_view(rules)


def ruleset_label(rid: str) -> str:
    """The title screen's name of a ruleset (an ``N_`` message; its id when it has none)."""
    return presentation_for(rid).labels.get(rid, rid)


def rulesets_shown() -> tuple[str, ...]:
    """The rulesets a new game can be played by, with a name on the title screen: the
    default ruleset first, then the others in the engine's order (by kind)."""
    return tuple(rid for bundle in _BUNDLES for rid in bundle.labels)


__all__ = [
    "Odds",
    "Presentation",
    "Threat",
    "default_presentation",
    "move_view",
    "presentation_for",
    "rulesets_shown",
    "ruleset_label",
]
