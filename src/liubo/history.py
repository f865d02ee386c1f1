"""A game's history as positions to step through, and the comments of a lesson record.

``steps(game)`` replays the game's turns from its start: the start, then the position
after each throw and after each move, so a teacher can show any moment of a game.
``read_lesson(text)`` reads a game record whose ``#`` lines are comments for the class,
and says after which step each comment belongs. Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from .engine import Game, Move, State, Throw


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
