"""A game's history as positions to step through, and the comments of a lesson record.

``steps(game)`` replays the game's turns from its start: the start, then the position
after each throw and after each move, so a teacher can show any moment of a game.
``read_lesson(text)`` reads a game record whose ``#`` lines are comments for the class:
its title, and a caption for each commented turn (``Captions``). Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Game, Throw
from ..engine import GameMove as Move
from ..engine import GameState as State
from ..engine.record import physical_lines
from ..services.plain_text import shown_text


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


def turn_start(game: Game, index: int) -> State:
    """The state at the start of turn ``index`` of ``game`` (its throw due, or made when
    the game was set up with it), replayed from the game's start."""
    state = game.start
    for turn in game.turns[:index]:
        if state.needs_throw:
            state = state.apply_throw(turn.throw)
        for move in turn.moves:
            state = state.apply(state.find_move(move))
    return state


def start_of_turn(all_steps: list[Step], turn: int) -> State:
    """The state at the start of ``turn`` among ``steps(game)``: the last step before it."""
    state = all_steps[0].state
    for step in all_steps:
        if step.turn >= turn:
            break
        state = step.state
    return state


def step_of_turn_end(all_steps: list[Step], turn: int) -> int:
    """The index of the last step of ``turn`` (its last move, or its throw)."""
    last = 0
    for k, step in enumerate(all_steps):
        if step.turn == turn:
            last = k
    return last


@dataclass(frozen=True)
class Captions:
    """A lesson record's comments: its title, and the caption of each commented turn.

    A comment belongs to the turn whose line it precedes: it is shown with that turn's
    moves and goes when a later turn's move is shown (unless that turn has its own). The
    comments before the first turn are the record's title, not a caption; the ones after
    the last turn are shown at the game's end.
    """

    title: tuple[str, ...] = ()
    turns: dict[int, tuple[str, ...]] = field(default_factory=dict)  # turn index -> lines
    closing: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.title or self.turns or self.closing)

    def at(self, all_steps: list[Step], index: int) -> str:
        """The caption shown at step ``index`` of ``all_steps`` ("" for none)."""
        if self.closing and index == len(all_steps) - 1:
            return "\n".join(self.closing)
        turn = all_steps[index].turn
        return "\n".join(self.turns.get(turn, ()))


@dataclass(frozen=True)
class Lesson:
    """A record with its comments: the game, and its title and captions."""

    game: Game
    captions: Captions


def read_lesson(text: str) -> Lesson:
    """A game record whose ``#`` lines are a title (above the first turn) and captions
    (each for the turn below it; after the last turn, for the end). A comment's control
    characters (a NUL no font draws) are dropped.

    Raises the engine's ``NotationError``/``IllegalMoveError`` for a bad record.
    """
    game = Game.from_record(text)
    title: list[str] = []
    turns: dict[int, list[str]] = {}
    turns_seen = 0
    waiting: list[str] = []  # comments read since the last turn line
    for raw in physical_lines(text):
        line = raw.strip()
        if line.startswith("#"):
            comment = shown_text(line.lstrip("#")).strip()
            if comment:
                waiting.append(comment)
        elif line[:1].isascii() and line[:1].isdigit():
            if waiting:
                (turns.setdefault(turns_seen, []) if turns_seen else title).extend(waiting)
                waiting = []
            turns_seen += 1
    if not turns_seen:
        title, waiting = title + waiting, []
    captions = Captions(tuple(title), {k: tuple(v) for k, v in turns.items()}, tuple(waiting))
    return Lesson(game, captions)


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
