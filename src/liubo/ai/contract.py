"""What each ruleset gives the computer players, and the registry that finds it by kind.

A reconstruction of the rules names a :class:`RulesetAI` as its ``ai`` part (its package
under ``ai/rulesets/``, or its own distribution's; :mod:`liubo.engine.plugins`), loaded
the first time a player is asked for: the levels it plays, its hand-made evaluation, and, when
it has one, its learned encoding. :func:`make_player`, the hint, the analysis and the
training find it by the ruleset's kind; a kind without one gets a clear error, never
another ruleset's players.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..engine.contract import GameMove, GameState
from ..engine.kind_registry import KindRegistry
from ..engine.ruleset import Ruleset, load_ruleset

if TYPE_CHECKING:
    from .net import ValueNetwork
    from .network import Array

#: the levels a player can be asked for, weakest first ("learned": the learned evaluation
#: alone, one ply, for measuring; not a menu level)
PLAYER_NAMES: tuple[str, ...] = (
    "random",
    "greedy",
    "easy",
    "normal",
    "hard",
    "expert",
    "learned",
)

#: what a player's think-time budget may hold
BUDGET_KEYS = ("node_limit", "time_limit")


@runtime_checkable
class Player(Protocol):
    """A computer player."""

    name: str

    def choose_move(self, state: GameState) -> GameMove:
        """A legal move of ``state`` (called when ``state.legal_moves()`` is non-empty)."""
        ...


class TurnEvaluator(Protocol):
    """A network read through a ruleset's encoding: chances to win of positions and turns."""

    def turn_values(self, state: GameState) -> list[tuple[tuple[GameMove, ...], float]]:
        """Every distinct turn (or rest of a turn) of a state with a throw, and the chance
        to win it leaves the side to move with."""
        ...

    def state_value(self, state: GameState, me: int) -> float:
        """The chance that side ``me`` wins from a state between turns (or over)."""
        ...

    def row_to_learn(self, state: GameState) -> Array:
        """The inputs of a position between turns, from the side to throw (for training)."""
        ...

    def best_end(self, state: GameState) -> GameState:
        """The position the best turn by the network (one ply) ends in (for training)."""
        ...


@dataclass(frozen=True)
class LearnedEncoding:
    """How a ruleset's positions become network inputs, and what it builds on them.

    ``version`` is stored with the weights (weights of another version are refused);
    ``input_size(rules)`` the number of inputs; ``evaluator(net, rules)`` reads positions
    with ``net``; ``player(net, rules, seed)`` plays by the network alone, one ply deep.
    """

    version: int
    input_size: Callable[[Ruleset], int]
    evaluator: Callable[[ValueNetwork, Ruleset], TurnEvaluator]
    player: Callable[[ValueNetwork, Ruleset, int | None], Player]


@dataclass(frozen=True)
class RulesetAI:
    """What one reconstruction of the rules gives the computer players.

    ``make_player(name, seed, **budget)`` makes each level of :data:`PLAYER_NAMES` it
    plays (ValueError naming the others); ``evaluate(state, me)`` is its hand-made
    evaluation in [-1, 1] for side ``me``; ``time_caps`` the most seconds each level
    thinks about a turn; ``learned()``, if it has a learned evaluation, loads its encoding
    (only what runs the network calls it), and ``training`` is what
    made its shipped weights (self-play games, the games that halve the step size, the
    turns before a self-play game counts as a draw).
    """

    kind: str
    make_player: Callable[..., Player]
    evaluate: Callable[[GameState, int], float]
    time_caps: Mapping[str, float] = field(default_factory=dict)
    learned: Callable[[], LearnedEncoding] | None = None
    training: tuple[int, float, int] | None = None


_BUNDLES: KindRegistry[RulesetAI] = KindRegistry("computer players", "ai", RulesetAI)


def ai_for(kind: str) -> RulesetAI:
    """The computer players of a ruleset kind (ValueError when it has none)."""
    bundle = _BUNDLES.get(kind)
    if bundle is None:
        raise ValueError(
            f"no computer players for ruleset kind {kind!r} (those with players: "
            f"{', '.join(_BUNDLES.kinds()) or 'none'})"
        )
    return bundle


def ai_kinds() -> tuple[str, ...]:
    """The ruleset kinds with computer players (loading every ruleset's ``ai`` part)."""
    return _BUNDLES.kinds()


def kind_of(ruleset: Ruleset | str | None) -> str:
    """The kind of a Ruleset, of a ruleset id, or of the default ruleset (None)."""
    if isinstance(ruleset, Ruleset):
        return ruleset.kind
    return load_ruleset(ruleset).kind


def make_player(
    name: str, seed: int | None = None, ruleset: Ruleset | str | None = None, **budget: Any
) -> Player:
    """A new player of level ``name`` for ``ruleset`` (a Ruleset, an id, or None for the
    default ruleset). ``budget`` may hold ``node_limit`` and ``time_limit`` (seconds).

    Raises ValueError for an unknown name or budget key, or a ruleset without players.
    """
    if name not in PLAYER_NAMES:
        raise ValueError(f"unknown player {name!r}: expected one of {', '.join(PLAYER_NAMES)}")
    unknown = set(budget) - set(BUDGET_KEYS)
    if unknown:
        raise ValueError(f"unknown budget option(s) {sorted(unknown)}: use node_limit, time_limit")
    limits = {k: v for k, v in budget.items() if v is not None}
    return ai_for(kind_of(ruleset)).make_player(name, seed, **limits)


def time_cap(level: str) -> float:
    """The most seconds a player of ``level`` thinks about a turn, under any ruleset."""
    return max((b.time_caps.get(level, 0.0) for b in _BUNDLES), default=0.0)


class OtherRulesets:
    """The players of one level for the other rulesets' states, made when first needed:
    what lets a player made for one ruleset serve a game of another."""

    def __init__(self, name: str, seed: int | None) -> None:
        self.name = name
        self.seed = seed
        self._players: dict[str, Player] = {}

    def choose_move(self, state: GameState) -> GameMove:
        kind = state.rules.kind
        player = self._players.get(kind)
        if player is None:
            player = self._players[kind] = make_player(self.name, self.seed, ruleset=state.rules)
        return player.choose_move(state)


def legal_moves_of(state: GameState) -> Sequence[GameMove]:
    """The legal moves of ``state``; ValueError when there are none to choose from."""
    legal = state.legal_moves()
    if not legal:
        raise ValueError("no legal move: the player was asked to move when it cannot")
    return legal
