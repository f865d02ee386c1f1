"""What ``liubo.tools.compare`` plays and what one game comes to: configurations (a ruleset and
its options), player pairings and per-game results, shared with ``liubo.tools.compare_figures``
(no pygame)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import load_ruleset


@dataclass(frozen=True)
class Config:
    """A named way to play: a ruleset id and the options that differ from its defaults;
    ``start`` a position text to start from instead of the ruleset's opening (a handicap
    measured by ``liubo.balance``), "" for the opening."""

    label: str
    ruleset: str
    options: tuple[tuple[str, str], ...] = ()
    start: str = ""

    def rules(self):  # noqa: ANN201 - a Ruleset (imported lazily in the workers)
        return load_ruleset(self.ruleset, dict(self.options) or None)

    def as_dict(self) -> dict[str, Any]:
        out = {"label": self.label, "ruleset": self.ruleset, "options": dict(self.options)}
        if self.start:
            out["start"] = self.start
        return out


@dataclass(frozen=True)
class Pairing:
    """Two players and how many games they play; ``first`` is the one whose wins count."""

    first: str
    second: str
    games: int

    @property
    def key(self) -> str:
        return f"{self.first}:{self.second}"

    @property
    def equal(self) -> bool:
        return self.first == self.second

    @property
    def pairs(self) -> int:
        """Seeds played, each twice with the seats swapped."""
        return (self.games + 1) // 2


@dataclass(frozen=True)
class GameStats:
    """What one game came to (``a_score``: the pairing's first player, 1 won, 0.5 drawn)."""

    config: int
    pairing: int
    seed: int
    swapped: bool
    winner: int | None  # 0 Green, 1 White, None drawn
    a_score: float
    throws: int
    captures: int
    owl_captures: int
    owls: int
    nest_scores: int
    laps: int
    reason: str
    first_side: int = 0  # the side that threw first: Green, unless the reading first=toss
