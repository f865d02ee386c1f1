"""A game's history as positions to step through, and the comments of a lesson record.

``steps(game)`` replays the game's turns from its start: the start, then the position
after each throw and after each move, so a teacher can show any moment of a game.
``read_lesson(text)`` reads a game record whose ``#`` lines are comments for the class,
and says after which step each comment belongs. Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine import Game, Throw
from .engine import GameMove as Move
from .engine import GameState as State


@dataclass(frozen=True)
class Step:
    """One moment of a game: the state, and what led to it."""

    state: State
    turn: int  # index into ``game.turns`` of the turn it belongs to; -1 for the start
    move: Move | None = None  # the move just played, if this step is a move
    throw: Throw | None = None  # the throw just made, if this step is a throw

    @property
    def is_move(self) -> bool:
        return self.move is not None


def steps(game: Game) -> list[Step]:
    """The start and every position after a throw or a move, in order; the last is now."""
    state = game.start
    out = [Step(state, -1)]
    for index, turn in enumerate(game.turns):
        if state.needs_throw:
            state = state.apply_throw(turn.throw)
            out.append(Step(state, index, throw=turn.throw))
        for move in turn.moves:
            played = state.find_move(move)
            state = state.apply(played)
            out.append(Step(state, index, move=played))
    return out


def step_of_turn_end(all_steps: list[Step], turn: int) -> int:
    """The index of the last step of ``turn`` (its last move, or its throw)."""
    last = 0
    for k, step in enumerate(all_steps):
        if step.turn == turn:
            last = k
    return last


@dataclass(frozen=True)
class Lesson:
    """A record with its comments: the game, and the comments shown after each step."""

    game: Game
    comments: dict[int, list[str]]  # step index -> comment lines shown from that step


def read_lesson(text: str) -> Lesson:
    """A game record whose ``#`` lines are captions; each belongs to the step reached by
    the turns above it (comments before the first turn belong to the start).

    Raises the engine's ``NotationError``/``IllegalMoveError`` for a bad record.
    """
    game = Game.from_record(text)
    all_steps = steps(game)
    comments: dict[int, list[str]] = {}
    turns_seen = 0
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#"):
            comment = line.lstrip("#").strip()
            if comment:
                at = step_of_turn_end(all_steps, turns_seen - 1) if turns_seen else 0
                comments.setdefault(at, []).append(comment)
        elif line[:1].isascii() and line[:1].isdigit():
            turns_seen += 1
    return Lesson(game, comments)


class Cursor:
    """Where a viewer stands in a game's history: ``index`` into ``steps``, or None for now.

    The steps are worked out again only when the game has changed.
    """

    def __init__(self, game: Game) -> None:
        self.game = game
        self.index: int | None = None
        self._steps: list[Step] = []
        self._key: tuple[int, object] | None = None

    def steps(self) -> list[Step]:
        key = (len(self.game.turns), self.game.state)
        if key != self._key:
            self._steps = steps(self.game)
            self._key = key
        return self._steps

    @property
    def active(self) -> bool:
        """True while looking back (not at the present)."""
        return self.index is not None

    def shown(self) -> Step:
        """The step on view (the present when not looking back)."""
        all_steps = self.steps()
        return all_steps[-1 if self.index is None else self.index]

    def go(self, index: int) -> bool:
        """Look at step ``index`` (the last one is the present); True if the view moved."""
        last = len(self.steps()) - 1
        index = max(0, min(last, index))
        new = None if index == last else index
        moved = new != self.index
        self.index = new
        return moved

    def step(self, delta: int, moves_only: bool = True) -> bool:
        """Go ``delta`` steps back (negative) or forward, counting only moves (and the start)
        when ``moves_only``."""
        all_steps = self.steps()
        k = len(all_steps) - 1 if self.index is None else self.index
        direction = 1 if delta > 0 else -1
        for _ in range(abs(delta)):
            k += direction
            while moves_only and 0 < k < len(all_steps) - 1 and not all_steps[k].is_move:
                k += direction
        return self.go(k)

    def to_turn(self, turn: int) -> bool:
        """Look at the position after the whole turn ``turn`` (an index into game.turns)."""
        return self.go(step_of_turn_end(self.steps(), turn))

    def present(self) -> bool:
        moved = self.index is not None
        self.index = None
        return moved
