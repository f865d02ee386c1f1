"""Analysis of a game by the learned evaluation, as backgammon programs do it (pure, no pygame).

For every turn of a game record, each turn the throw allowed is valued by its chance to
win (the learned evaluation, one ply: the chance of the position the turn ends in, for
the side that played it). A turn is rated by what it gave up: the chance of the best turn
for that throw less the chance of the turn played. A loss of at least :data:`MISTAKE`
(0.05: five games in a hundred) marks a mistake, at least :data:`BLUNDER` (0.12) a
blunder (docs/learned.md has what these marked in games of ``hard``). Turns with no
choice (a pass, a single distinct turn) are not rated.

It needs numpy (through :mod:`liubo.ai.learned`): import it off the game's first frame,
and run :func:`analyse` off the UI thread: it reports its progress through a callback and
stops early when asked, and :func:`analyse_record` takes and returns only plain data, so
it also runs in the AI worker process or a process pool.

    analysis = analyse_record(game.record(), progress=lambda done, total: ...)
    analysis.turns[3].mark        # "", "mistake" or "blunder"
    analysis.summary[Side.GREEN]  # mistakes, blunders, chance given up
    best_turns(state, evaluator)  # the hint: the best few turns with their chances
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..ai import learned
from ..ai.contract import TurnEvaluator
from ..ai.learned import WeightsError, shipped_network
from ..engine import Game, GameState, Side
from ..engine.ruleset import Ruleset

#: the chance to win given up (0..1) from which a turn is a mistake, and a blunder
MISTAKE = 0.05
BLUNDER = 0.12


class AnalysisUnavailable(ValueError):
    """There is no learned evaluation for these rules (the message says why)."""


@dataclass(frozen=True)
class TurnChoice:
    """One way to play a throw: the moves (as text) and the chance to win it leaves."""

    moves: tuple[str, ...]
    chance: float


@dataclass(frozen=True)
class TurnRating:
    """One turn of a game, rated against the best turn for its throw."""

    index: int  # into the game's turns
    number: int  # the turn number of the record
    side: Side
    played: TurnChoice
    best: TurnChoice
    choices: int  # how many distinct turns the throw allowed

    @property
    def loss(self) -> float:
        """The chance to win given up against the best turn (0 for the best turn).

        The best turn played is valued twice (once among the throw's turns, once as played),
        and the two sums may differ in their last bit: it loses exactly nothing.
        """
        if self.played.moves == self.best.moves:
            return 0.0
        return max(0.0, self.best.chance - self.played.chance)

    @property
    def mark(self) -> str:
        """``"blunder"``, ``"mistake"`` or ``""``."""
        return mark_for(self.loss)


def mark_for(loss: float) -> str:
    if loss >= BLUNDER:
        return "blunder"
    if loss >= MISTAKE:
        return "mistake"
    return ""


@dataclass
class PlayerSummary:
    """One side's turns: how many were rated, mistakes, blunders and the chance given up."""

    turns: int = 0
    mistakes: int = 0
    blunders: int = 0
    total_loss: float = 0.0

    @property
    def mean_loss(self) -> float:
        return self.total_loss / self.turns if self.turns else 0.0


@dataclass
class Analysis:
    """The rated turns of a game (in order; unrated turns left out) and a summary per side."""

    turns: list[TurnRating] = field(default_factory=list)
    summary: dict[Side, PlayerSummary] = field(
        default_factory=lambda: {Side.GREEN: PlayerSummary(), Side.WHITE: PlayerSummary()}
    )
    complete: bool = True  # False when stopped before the end

    def by_index(self) -> dict[int, TurnRating]:
        """The ratings by the index of the turn in the game (for marks in a move list)."""
        return {r.index: r for r in self.turns}


def evaluator_for(rules: Ruleset) -> TurnEvaluator:
    """The learned evaluation for ``rules`` (either ruleset); AnalysisUnavailable if there
    is none."""
    net = shipped_network(rules)
    if isinstance(net, str):
        raise AnalysisUnavailable(net)
    return learned.evaluator(net, rules)


def ranked_turns(state: GameState, ev: TurnEvaluator) -> list[TurnChoice]:
    """Every distinct turn (or rest of a turn) of a state with a throw, best first."""
    options = ev.turn_values(state)
    options.sort(key=lambda option: -option[1])
    return [TurnChoice(tuple(str(m) for m in moves), chance) for moves, chance in options]


def best_turns(state: GameState, ev: TurnEvaluator, count: int = 3) -> list[TurnChoice]:
    """The hint: the best ``count`` turns for the throw, each with its chance to win."""
    return ranked_turns(state, ev)[:count]


def chance_to_win(state: GameState, ev: TurnEvaluator, side: Side = Side.GREEN) -> float:
    """``side``'s chance to win: between turns by the network, with a throw to play by the
    best turn it allows (for the win-chance bar)."""
    if state.over or state.needs_throw:
        return ev.state_value(state, int(side))
    ranked = ranked_turns(state, ev)
    if not ranked:
        return ev.state_value(state, int(side))
    best = ranked[0].chance
    return best if state.side == side else 1.0 - best


def analyse(
    game: Game,
    evaluator: TurnEvaluator | None = None,
    progress: Callable[[int, int], object] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Analysis:
    """Rate every turn of ``game`` that had a choice (see the module text).

    ``progress(done, total)`` is called after each turn; when ``should_stop()`` turns
    true the analysis ends early with ``complete`` False. Raises AnalysisUnavailable when
    there is no learned evaluation for the game's rules.
    """
    ev = evaluator or evaluator_for(game.rules)
    out = Analysis()
    state = game.start
    total = len(game.turns)
    for index, turn in enumerate(game.turns):
        if should_stop is not None and should_stop():
            out.complete = False
            break
        if state.needs_throw:
            state = state.apply_throw(turn.throw)
        start = state
        for move in turn.moves:
            state = state.apply(state.find_move(move))
        if turn.moves and turn.complete and not start.needs_throw:
            played = tuple(str(m) for m in turn.moves)
            rating = _rate(index, turn.number, start, state, played, ev)
            if rating is not None:
                out.turns.append(rating)
                summary = out.summary[rating.side]
                summary.turns += 1
                summary.total_loss += rating.loss
                if rating.mark == "blunder":
                    summary.blunders += 1
                elif rating.mark == "mistake":
                    summary.mistakes += 1
        if progress is not None:
            progress(index + 1, total)
    return out


def _rate(
    index: int,
    number: int,
    start: GameState,
    after: GameState,
    played: tuple[str, ...],
    ev: TurnEvaluator,
) -> TurnRating | None:
    ranked = ranked_turns(start, ev)
    if len(ranked) < 2:
        return None
    side = start.side
    chance = ev.state_value(after, int(side))
    return TurnRating(index, number, side, TurnChoice(played, chance), ranked[0], len(ranked))


def analyse_record(
    record: str,
    progress: Callable[[int, int], object] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Analysis:
    """:func:`analyse` of a game record's text (for a worker process or a thread)."""
    return analyse(Game.from_record(record), None, progress, should_stop)


__all__ = [
    "BLUNDER",
    "MISTAKE",
    "Analysis",
    "AnalysisUnavailable",
    "PlayerSummary",
    "TurnChoice",
    "TurnRating",
    "WeightsError",
    "analyse",
    "analyse_record",
    "best_turns",
    "chance_to_win",
    "ranked_turns",
]
