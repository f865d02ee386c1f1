"""``Game``: a state plus its history, with the text forms of positions and records.

A game writes its record and replays one line by line through its own actions; the form
of each line (a turn's, the result's) is :mod:`.record`'s.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from .arguments import no_second_number, rng_argument, side_argument
from .board import Board
from .contract import GameMove, GameState
from .errors import ArgumentError, IllegalMoveError, NotationError
from .options import UnknownOptionError, parse_options_text
from .record import (
    TurnRecord,
    check_result,
    only_results_follow,
    read_field,
    read_turn_line,
    record_lines,
    result_line,
)
from .ruleset import RULESET_FILES, Ruleset, load_ruleset, resolve_ruleset, with_options
from .sides import Side
from .throws import Throw


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner (None for a draw) and why."""

    winner: Side | None
    reason: str  # in the ruleset's words (GameState.ending): "six points", "owl-captured", ...


class Game:
    """A game of Liubo: the current state, the turns so far, and the actions that change it."""

    def __init__(self, state: GameState, start_text: str | None = None) -> None:
        self._state = state
        self._start = state
        self._start_text = start_text
        self.turns: list[TurnRecord] = []
        self._undo: list[tuple[GameState, int, TurnRecord | None]] = []

    # -- construction -------------------------------------------------------------------
    @classmethod
    def new(
        cls,
        first: Side | None = None,
        ruleset: Ruleset | str | None = None,
        options: Mapping[str, str] | None = None,
        rng: random.Random | None = None,
    ) -> Game:
        """A new game, the side ``first`` (Green by default) to throw.

        ``ruleset`` is a Ruleset, a registered ruleset id (``"tlv"``, ``"cazaux"``, see
        :func:`~.ruleset.register_ruleset`) or None for the default ruleset;
        ``options`` are checked against that ruleset's schema. With the reading
        ``first=toss`` and no ``first`` given, ``rng`` tosses for the first side (a
        LiuboError if there is no ``rng``: the engine never draws by itself). Any other
        argument raises a LiuboError naming it (:func:`new_game_arguments`).
        """
        first, rules, rng = new_game_arguments(first, ruleset, options, rng)
        if first is None and rng is not None and rules.first_toss:
            first = rng.choice((Side.GREEN, Side.WHITE))
        return cls(rules.initial_state(first))

    @classmethod
    def from_text(
        cls, text: str, ruleset: Ruleset | str | None = None, options: dict[str, str] | None = None
    ) -> Game:
        """A game starting from a position text (docs/rules.md section 8, or part two)."""
        rules = resolve_ruleset(ruleset, options)
        state = rules.parse_position(text)
        return cls(state, start_text=rules.format_position(state))

    # -- queries --------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self._state

    @property
    def start(self) -> GameState:
        """The state the game started from (before its first throw or move)."""
        return self._start

    @property
    def rules(self) -> Ruleset:
        return self._state.rules

    @property
    def board(self) -> Board:
        return self._state.rules.board

    @property
    def to_move(self) -> Side:
        return self._state.side

    @property
    def scores(self) -> dict[Side, int]:
        s = self._state.scores
        return {Side.GREEN: s[0], Side.WHITE: s[1]}

    @property
    def winner(self) -> Side | None:
        return self._state.winner

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def outcome(self) -> Outcome | None:
        if not self._state.over:
            return None
        return Outcome(self._state.winner, self._state.ending or "")

    @property
    def needs_throw(self) -> bool:
        return self._state.needs_throw

    @property
    def current_throw(self) -> Throw | None:
        return self._state.throw

    @property
    def remaining_numbers(self) -> tuple[int, ...]:
        return self._state.remaining

    @property
    def turn_number(self) -> int:
        return self._state.turn

    def off_board(self, side: Side) -> int:
        """How many of a side's birds are waiting off the board."""
        return self._state.off[side_argument(side, "side")]

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        """The 16 (Throw, probability) pairs when a throw is due, else an empty list."""
        return self._state.chance_outcomes()

    def legal_moves(self) -> list[GameMove]:
        return list(self._state.legal_moves())

    def to_text(self) -> str:
        return self._state.rules.format_position(self._state)

    def copy(self) -> Game:
        other = Game(self._state, self._start_text)
        other._start = self._start
        other.turns = [
            TurnRecord(t.number, t.side, t.throw, list(t.moves), t.passed, t.unused, t.complete)
            for t in self.turns
        ]
        other._undo = list(self._undo)
        return other

    # -- actions --------------------------------------------------------------------------
    def throw(self, light: int | Throw, dark: int | None = None) -> TurnRecord:
        """Record a throw of the sticks: a Throw, or its light and dark numbers. If no move
        can be made the turn passes at once."""
        if isinstance(light, Throw):
            no_second_number(dark)
            throw = light
        else:  # dark may be None: Throw's own check then raises the NotationError expected
            throw = Throw(light, dark)  # type: ignore[arg-type]
        before = self._state
        after = before.apply_throw(throw)
        turn = TurnRecord(before.turn, before.side, throw)
        if after.throw is None or after.over:
            turn.passed = True
            turn.unused = throw.numbers
            turn.complete = True
        self._undo.append((before, len(self.turns), None))
        self.turns.append(turn)
        self._state = after
        return turn

    def play(self, move: GameMove | str) -> GameMove:
        """Play a legal move (a move or its text). Illegal moves raise and change nothing."""
        before = self._state
        chosen = before.find_move(move)
        after = before.apply(chosen)
        turn = self.turns[-1] if self.turns and not self.turns[-1].complete else None
        if turn is None:  # a game set up from a position with the throw already made
            # the move was legal, so the throw it belongs to is set
            turn = TurnRecord(before.turn, before.side, before.throw)  # type: ignore[arg-type]
            self._undo.append((before, len(self.turns), None))
            self.turns.append(turn)
        else:
            snapshot = TurnRecord(
                turn.number,
                turn.side,
                turn.throw,
                list(turn.moves),
                turn.passed,
                turn.unused,
                turn.complete,
            )
            self._undo.append((before, len(self.turns) - 1, snapshot))
        turn.moves.append(chosen)
        if after.over or after.side != before.side or after.throw is None:
            turn.complete = True
            turn.unused = () if after.winner is not None else after_unused(before, chosen)
        self._state = after
        return chosen

    def undo(self) -> None:
        """Take back the last throw or move."""
        if not self._undo:
            raise IllegalMoveError("nothing to take back")
        state, n_turns, snapshot = self._undo.pop()
        del self.turns[n_turns:]
        if snapshot is not None:
            self.turns.append(snapshot)
        self._state = state

    # -- records --------------------------------------------------------------------------
    def record(self) -> str:
        """The game record: ruleset, first player, optional start position, one turn a line."""
        lines = [f"ruleset {self.rules.id}"]
        options = self.rules.options_text()
        if options:
            lines.append(f"options {options}")
        lines.append(f"first {self._start.side.letter}")
        if self._start_text is not None:
            lines.append(f"start {self._start_text}")
        lines.extend(t.text() for t in self.turns)
        if self.is_over:
            lines.append(result_line(self._state))
        return "\n".join(lines) + "\n"

    @classmethod
    def from_record(cls, text: str, ruleset: Ruleset | str | None = None) -> Game:
        """Replay a game record; raises NotationError or IllegalMoveError naming the bad line.

        The record's ``ruleset`` line (and ``options`` line) pick the ruleset; without them
        it is ``ruleset`` if given, else the default ruleset. A given ruleset must agree
        with the record. A record is read exactly as written or refused: the header comes
        in its order (``ruleset``, ``options``, ``first``, ``start``), each line at most
        once, and the error names the line by its number in ``text``.
        """
        if not isinstance(text, str):
            raise NotationError("a game record must be text")
        given = None if ruleset is None else resolve_ruleset(ruleset)
        rules = given or load_ruleset()
        options: dict[str, str] | None = None
        game: Game | None = None
        first: Side | None = None
        lines = record_lines(text)
        result: tuple[int, str] | None = None
        for i, (number, line) in enumerate(lines):
            where = f"record line {number} ({line[:40]!r})"
            word, _, rest = line.partition(" ")
            try:
                if result is not None:
                    raise NotationError("nothing may follow the result line")
                if word == "ruleset":
                    if i > 0:  # options or a first side read before it would be dropped
                        raise NotationError("ruleset: must come first, once")
                    named = rest.strip()
                    if given is not None and named != given.id:
                        raise NotationError(f"ruleset: this game plays ruleset {given.id!r}")
                    if named not in RULESET_FILES and (given is None or named != given.id):
                        raise NotationError(
                            f"ruleset: unknown ruleset {named!r}: expected one of "
                            f"{', '.join(RULESET_FILES)}"
                        )
                    rules = given or load_ruleset(named)
                    continue
                if word == "options":
                    if game is not None or first is not None or options is not None:
                        raise NotationError("options: must follow the ruleset line, once")
                    try:
                        options = parse_options_text(rest)
                        rules = with_options(rules, options)
                    except UnknownOptionError as exc:
                        raise NotationError(f"options: {exc}") from exc
                    continue
                if word == "first":
                    if game is not None:
                        raise NotationError("first: must come before the start and the turns")
                    if first is not None:
                        raise NotationError("first: given twice")
                    first = read_field("first", Side.from_letter, rest)
                    continue
                if word == "start":
                    if game is not None:
                        raise NotationError("start: must come before the turns")
                    game = read_field("start position", cls.from_text, rest, rules)
                    if first is not None and game.to_move != first:
                        raise NotationError(
                            f"start: the position has {game.to_move.name.title()} to move "
                            f"but 'first' says {first.name.title()}"
                        )
                    continue
                if game is None:
                    game = cls.new(rules.first_player if first is None else first, rules)
                if word == "result":
                    result = (number, line)
                    continue
                turn = read_turn_line(line)
                game._replay_turn(
                    turn.number,
                    turn.side,
                    turn.throw,
                    turn.words,
                    last=i == len(lines) - 1 or only_results_follow(lines, i),
                )
            except (NotationError, IllegalMoveError) as exc:
                raise type(exc)(f"{where}: {exc}") from exc
        if game is None:
            game = cls.new(rules.first_player if first is None else first, rules)
        if result is not None:
            number, line = result
            try:
                check_result(line, game.state)
            except NotationError as exc:
                raise NotationError(f"record line {number} ({line[:40]!r}): {exc}") from exc
        return game

    def _replay_turn(
        self, number: int, side: Side, throw: Throw, words: list[str], last: bool
    ) -> None:
        if side != self.to_move:
            raise IllegalMoveError(
                f"side: it is {self.to_move.name.title()}'s turn, not {side.name.title()}'s"
            )
        if number != self.turn_number:
            raise NotationError(f"turn number: expected {self.turn_number}, not {number}")
        if self.is_over:
            raise IllegalMoveError("the game is already over")
        pending = self._state.throw
        if pending is not None:
            if pending != throw:
                raise IllegalMoveError(f"the start position's throw is {pending}, not {throw}")
            self.turns.append(TurnRecord(self._state.turn, self._state.side, throw))
        else:
            self.throw(throw)
        turn = self.turns[-1]
        if words == ["pass"]:
            if not turn.passed:
                raise IllegalMoveError(f"the throw {throw} can be played, so the turn cannot pass")
            return
        if turn.passed and words:
            raise IllegalMoveError(f"no move can be made with {throw}")
        for word in words:
            if turn.complete:
                raise IllegalMoveError(f"move {word}: the turn is already over before it")
            try:
                self.play(word)
            except (NotationError, IllegalMoveError) as exc:
                raise type(exc)(f"move {word}: {exc}") from exc
        if not turn.complete and not last:
            raise IllegalMoveError("the turn stops before its moves are played")


def new_game_arguments(
    first: object, ruleset: object, options: object, rng: object
) -> tuple[Side | None, Ruleset, random.Random | None]:
    """``Game.new``'s arguments checked: the side to throw first, the ruleset with its
    options, and the random generator. ArgumentTypeError (a TypeError and a LiuboError)
    for a wrong type, ArgumentError or UnknownOptionError for an unknown name or value:
    each names the argument."""
    side = None if first is None else side_argument(first)
    generator = None if rng is None else rng_argument(rng)
    rules = resolve_ruleset(ruleset, options)  # type: ignore[arg-type]  # checked there
    if side is None and generator is None and rules.first_toss:
        raise ArgumentError("rng: with first=toss a random generator must toss for who starts")
    return side, rules, generator


def after_unused(before: GameState, move: GameMove) -> tuple[int, ...]:
    """The numbers of the throw left unplayed when a turn ends after ``move``."""
    remaining = list(before.remaining)
    remaining.remove(move.number)
    return tuple(remaining)
