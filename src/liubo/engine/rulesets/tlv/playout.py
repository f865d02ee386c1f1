"""A random game played to its end on one mutable board: what the random player plays
through the public API, without the API's objects.

:func:`random_playout` makes exactly the random calls, and so exactly the choices, that
``state.apply_throw(rules.throw_sticks(throws).throw)`` followed by
``state.apply(movers[state.side].choice(state.legal_moves()))`` make until the game ends
(``liubo.tools.sim``'s loop between two random players), and returns the same final
state. The moves are the engine's own: the same scan, single-move lists, pair rule and
second moves (:mod:`.movegen`, :mod:`.turn_moves`), in the same order; every rule reading
is read as :mod:`.transitions` reads it. What it leaves out is what the API costs a move:
three new states a turn, a new board tuple a move and the search for the chosen move in
the legal list (the choice is the list's own element). ``tests/engine/test_playout.py``
holds it to the API's games move by move.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Protocol, Self, TypeVar, cast

from ...contract import GameState
from ...playout import api_playout
from ...sides import Side
from .move_table import move_table
from .movegen import Scan, first_moves, scan_board
from .moves import (
    M_ARRIVES_OWL,
    M_CAPTURED,
    M_NEW_CELL,
    M_NUMBER,
    M_ORIGIN,
    M_OWL,
    M_POINTS,
    M_TARGET,
    Move,
)
from .tables import REMOVE
from .transitions import TurnState
from .turn_moves import second_moves, turn_moves

if TYPE_CHECKING:
    from .rules import TlvRuleset

__all__ = ["PlayoutState", "random_playout"]

_SIDES = (Side.GREEN, Side.WHITE)  # the playout's sides are plain ints (faster indexes)
#: ``random.Random.choice(seq)`` is ``seq[self._randbelow(len(seq))]`` and ``_randbelow``
#: draws ``getrandbits(len(seq).bit_length())`` until it is below ``len(seq)`` (CPython
#: 3.11 to 3.13): the playout draws so itself; otherwise it plays through the API
_STOCK = random.Random._randbelow is random.Random._randbelow_with_getrandbits  # type: ignore[attr-defined]


class PlayoutState(TurnState, Protocol):
    """What a playout reads of the state it starts from, and how it makes its last one: a
    state as a throw and a move read it (:class:`.transitions.TurnState`, which also gives
    ``_make``), with its scores and the API's own steps (what :class:`.state.State` is;
    this module never imports it)."""

    scores: tuple[int, int]

    def apply(self, move: Move) -> Self: ...

    def settled(self) -> Self: ...


class _Board:
    """The position a playout changes in place, as the pair rule and the second moves
    read a state (:class:`.turn_moves.Position`)."""

    __slots__ = (
        "rules",
        "cells",
        "off",
        "scores",
        "side",
        "remaining",
        "moved",
        "split",
        "_scan_cache",
    )

    def __init__(
        self,
        rules: TlvRuleset,
        cells: list[int],
        off: tuple[int, int],
        scores: tuple[int, int],
        side: int,
    ) -> None:
        self.rules = rules
        self.cells = cells
        self.off = off
        self.scores = scores
        self.side = side
        self.remaining: tuple[int, ...] = ()
        self.moved: tuple[int, int, int] | None = None
        self.split: tuple[int, int] | None = None
        self._scan_cache: Scan | None = None

    def _need(self) -> int:
        return self.rules.instant_target - self.scores[self.side]

    def _scan(self) -> Scan:
        scan = self._scan_cache = scan_board(
            self.rules, self.cells, self.off, self.side, self._need()
        )
        return scan


@cache
def _numbers(rules: TlvRuleset) -> tuple[tuple[int, int], ...]:
    """The two numbers (light, dark) of each fall of ``rules.stick_table``, by its bits."""
    return tuple((fall.throw.light, fall.throw.dark) for fall in rules.stick_table[0])


S = TypeVar("S", bound=PlayoutState)  # the state class itself, for the result


def random_playout(
    state: S,
    throws: random.Random,
    movers: Sequence[random.Random],
    record: list[Move] | None = None,
) -> S:
    """The state that ends the game from ``state``: each throw from ``throws`` (as
    ``rules.throw_sticks``), each move ``movers[side].choice`` of the legal moves (as the
    random player's); ``record``, if given, gets every move played. A turn under way is
    finished through the API first; a state whose side has a throw but no legal move is
    settled first (as the transitions would have done). Generators of another type than
    ``random.Random`` are played through the API, with their own methods."""
    while not state.over and state.throw is not None:
        legal = state.legal_moves()
        if not legal:
            state = state.settled()
            continue
        move = movers[state.side].choice(legal)
        if record is not None:
            record.append(move)
        state = state.apply(move)
    if state.over:
        return state
    if (
        not _STOCK
        or type(throws) is not random.Random
        or any(type(m) is not random.Random for m in movers)
    ):
        # (a tlv state is a GameState; this module's protocol names only what it reads)
        return cast(S, api_playout(cast(GameState, state), throws, movers, record))
    rules = state.rules
    falls, bits = rules.stick_table
    numbers = _numbers(rules)
    getrandbits = throws.getrandbits
    # each move: ``legal[mover._randbelow(len(legal))]``, what ``mover.choice(legal)`` is,
    # with the same calls to ``getrandbits`` and without the two calls between
    draws = tuple(m.getrandbits for m in movers)
    instant, target, limit = rules.instant_target, rules.target_points, rules.turn_limit
    split_of = rules.split_of
    one_group = rules.one_group_first
    empty = rules.empty_cells
    cells = list(state.cells)
    off, scores, side, turn = state.off, state.scores, int(state.side), state.turn
    board = _Board(rules, cells, off, scores, side)
    table = move_table(rules)
    while True:
        fall = getrandbits(bits)
        a, b = numbers[fall]
        need = instant - scores[side]
        scan = scan_board(rules, cells, off, side, need, table)
        board.side, board.off, board.scores = side, off, scores
        board.remaining, board.moved, board.split = (a, b), None, None
        moves_a = first_moves(cells, a, scan)
        moves_b = moves_a if a == b else first_moves(cells, b, scan)
        one_move = one_group and turn == 1 and tuple(cells) == empty
        legal = turn_moves(board, a, moves_a, b, moves_b, one_move)
        if legal:
            n = len(legal)
            k = n.bit_length()
            draw = draws[side]
            r = draw(k)
            while r >= n:
                r = draw(k)
            move = legal[r]
            if record is not None:
                record.append(move)
            # the move, in place (moves.board_after's work)
            origin, landing = move[M_ORIGIN], move[M_TARGET]
            split = None
            if origin is None:
                off = (off[0] - 1, off[1]) if side == 0 else (off[0], off[1] - 1)
            else:
                cell = cells[origin]
                if split_of[a == b][cell] == side:  # the blockade split rule
                    split = (origin, landing)
                cells[origin] = REMOVE[cell][side * 2 + move[M_OWL]]
            cells[landing] = move[M_NEW_CELL]
            if move[M_CAPTURED] is not None:
                off = (off[0] + 1, off[1]) if side == 1 else (off[0], off[1] + 1)
            points = move[M_POINTS]
            if points:
                scores = (
                    (scores[0] + points, scores[1])
                    if side == 0
                    else (scores[0], scores[1] + points)
                )
                if scores[side] >= instant:
                    break
            if not one_move:
                board.off, board.scores = off, scores
                board.remaining = (b,) if a == move[M_NUMBER] else (a,)
                board.moved = (
                    landing,
                    side * 2 + move[M_ARRIVES_OWL],
                    -1 if origin is None else origin,
                )
                board.split = split
                # the board scanned again (a scan costs what patching the last one does)
                board._scan_cache = scan_board(
                    rules, cells, off, side, instant - scores[side], table
                )
                seconds = second_moves(board, move, (a, moves_a, b, moves_b))
                if seconds:
                    n = len(seconds)
                    k = n.bit_length()
                    r = draw(k)
                    while r >= n:
                        r = draw(k)
                    move = seconds[r]
                    if record is not None:
                        record.append(move)
                    origin = move[M_ORIGIN]
                    if origin is None:
                        off = (off[0] - 1, off[1]) if side == 0 else (off[0], off[1] - 1)
                    else:
                        cells[origin] = REMOVE[cells[origin]][side * 2 + move[M_OWL]]
                    cells[move[M_TARGET]] = move[M_NEW_CELL]
                    if move[M_CAPTURED] is not None:
                        off = (off[0] + 1, off[1]) if side == 1 else (off[0], off[1] + 1)
                    points = move[M_POINTS]
                    if points:
                        scores = (
                            (scores[0] + points, scores[1])
                            if side == 0
                            else (scores[0], scores[1] + points)
                        )
                        if scores[side] >= instant:
                            break
        # the end of the turn (transitions.end_turn)
        if scores[side] >= target:
            return state._make(
                tuple(cells),
                off,
                scores,
                _SIDES[side],
                None,
                (),
                None,
                None,
                turn,
                _SIDES[side],
                True,
            )
        if turn >= limit:
            return state._make(
                tuple(cells), off, scores, _SIDES[side], None, (), None, None, turn, None, True
            )
        side, turn = 1 - side, turn + 1
    # a move reached the target: the game ends at once, the throw still on the table
    return state._make(
        tuple(cells),
        off,
        scores,
        _SIDES[side],
        falls[fall].throw,
        (),
        None,
        None,
        turn,
        _SIDES[side],
        True,
    )
