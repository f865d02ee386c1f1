"""What a throw and a move do to a ``tlv`` state: the turn structure of docs/rules.md
section 4 (two numbers, two different birds, the blockade split rule, the automatic end
of a turn and the automatic pass, the win at once or at the end of the turn, the turn
limit). :class:`~.state.State`'s ``apply_throw`` and ``apply`` are these; they read and
make states through :class:`TurnState` (what :class:`~.state.State` is; this module never
imports it).

A new state shares what it can of the old one's work: the throws of one position share
its board scan and single-move lists, and after a first move only the moves touching the
two perches it changed are generated again (:func:`.turn_moves.second_moves`).
"""

from __future__ import annotations

from typing import Protocol, Self, TypeVar

from ...contract import GameMove
from ...errors import IllegalMoveError
from ...sides import Side
from ...throws import Throw, throw_argument
from .movegen import NUMBERS, Scan, rescan
from .moves import M_ARRIVES_OWL, M_NUMBER, M_ORIGIN, M_POINTS, M_TARGET, Move, board_after
from .turn_moves import ByNumber, Position, second_moves

_OTHER = (Side.WHITE, Side.GREEN)  # Side.other without an Enum call, by side


class TurnState(Position, Protocol):
    """What a throw and a move read of a state, the caches they hand on, and how they
    make the next state."""

    throw: Throw | None
    turn: int
    over: bool

    @property
    def cells(self) -> tuple[int, ...]: ...
    @property
    def side(self) -> Side: ...

    _legal: list[Move] | None
    _by_number: ByNumber | None
    _scan_cache: Scan | None
    _firsts: list[list[Move] | None] | None

    @property
    def one_move_turn(self) -> bool: ...

    def _make(
        self,
        cells: tuple[int, ...],
        off: tuple[int, int],
        scores: tuple[int, int],
        side: Side,
        throw: Throw | None,
        remaining: tuple[int, ...],
        moved: tuple[int, int, int] | None,
        split: tuple[int, int] | None,
        turn: int,
        winner: Side | None,
        over: bool,
    ) -> Self: ...

    def legal_moves(self) -> list[Move]: ...

    def find_move(self, move: GameMove | str) -> Move: ...


StateT = TypeVar("StateT", bound=TurnState)  # the state class itself, for the results


def throw_made(state: StateT, throw: Throw) -> StateT:
    """The state after the side to move throws ``throw``; passes if no move can be made."""
    if type(throw) is not Throw:
        throw_argument(throw)
    if state.throw is not None or state.over:
        raise IllegalMoveError("a throw is not due now" if not state.over else "the game is over")
    new = state._make(
        state.cells,
        state.off,
        state.scores,
        state.side,
        throw,
        (throw.light, throw.dark),  # its numbers, without the property's call
        None,
        None,
        state.turn,
        None,
        False,
    )
    # every throw of this position shares its board scan and its single-move lists by
    # number (the search tries each throw of a position in turn)
    new._scan_cache = state._scan_cache or state._scan()
    firsts = state._firsts
    if firsts is None:
        firsts = state._firsts = [None] * NUMBERS
    new._firsts = firsts
    if not new.legal_moves():
        return end_turn(new, state.cells, state.off, state.scores)
    return new


def move_made(state: StateT, move: GameMove | str) -> StateT:
    """The state after ``move``; ends the turn by itself when no number is left or usable."""
    legal = state._legal
    # the usual case: a move from the state's own list, found by identity
    for chosen in () if legal is None else legal:
        if chosen is move:
            break
    else:
        chosen = state.find_move(move)
    side = state.side
    cells, off, scores = board_after(state.cells, state.off, state.scores, side, chosen)
    rules = state.rules
    if scores[side] >= rules.instant_target:
        return state._make(
            cells, off, scores, side, state.throw, (), None, None, state.turn, side, True
        )
    remaining = state.remaining
    if len(remaining) == 1 or (rules.one_group_first and state.one_move_turn):
        # the turn's last move (the second number, or balance=one-group's one move)
        return end_turn(state, cells, off, scores)
    origin = chosen[M_ORIGIN]
    new = state._make(
        cells,
        off,
        scores,
        side,
        state.throw,
        (remaining[1],) if remaining[0] == chosen[M_NUMBER] else (remaining[0],),
        (chosen[M_TARGET], side * 2 + chosen[M_ARRIVES_OWL], -1 if origin is None else origin),
        # the blockade split rule: the other bird of a blockade may not follow
        None
        if origin is None
        or rules.split_of[remaining[0] == remaining[1]][state.cells[origin]] != side
        else (origin, chosen[M_TARGET]),
        state.turn,
        None,
        False,
    )
    scan = state._scan_cache
    if scan is not None and not chosen[M_POINTS]:
        # the board scan of the first move's board: only its two perches change
        target = chosen[M_TARGET]
        if origin is None:
            perches: tuple[int, ...] = (target,)
        else:
            perches = (origin, target) if origin < target else (target, origin)
        need = rules.instant_target - scores[side]
        new._scan_cache = rescan(rules, scan, cells, off, side, need, perches)
    by_number = state._by_number
    if by_number is None:
        legal = new.legal_moves()
    else:
        legal = new._legal = second_moves(new, chosen, by_number)
    if not legal:
        return end_turn(new, cells, off, scores)
    return new


def end_turn(
    state: StateT, cells: tuple[int, ...], off: tuple[int, int], scores: tuple[int, int]
) -> StateT:
    """The next side to throw, on the board given (or the end at the turn limit, or,
    with win=end-of-turn, the win of a side that reached the target this turn)."""
    rules = state.rules
    if scores[state.side] >= rules.target_points:
        return state._make(
            cells, off, scores, state.side, None, (), None, None, state.turn, state.side, True
        )
    if state.turn >= rules.turn_limit:
        return state._make(
            cells, off, scores, state.side, None, (), None, None, state.turn, None, True
        )
    return state._make(
        cells, off, scores, _OTHER[state.side], None, (), None, None, state.turn + 1, None, False
    )
