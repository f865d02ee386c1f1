"""The state of a game between actions, legal moves, and what a move does.

A ``State`` is immutable: ``apply_throw`` and ``apply`` return new states. The turn
structure of RULES.md section 4 (two numbers, two different birds, the pair rule, the
blockade split rule, the automatic end of a turn and the automatic pass) lives here.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from .errors import IllegalMoveError
from .moves import (
    M_ARRIVES_OWL,
    M_CANDIDATE,
    M_CAPTURED,
    M_CELL,
    M_CHANGE,
    M_NEW_CELL,
    M_NUMBER,
    M_ORIGIN,
    M_OWL,
    M_POINTS,
    M_TARGET,
    M_TOUCH,
    M_WINS,
    WINS,
    Hot,
    Move,
    move_table,
)
from .sides import Side
from .tables import BLOCKADE_OF, BLOCKED, CELLS, COUNT, EMPTY, OWN_KINDS, REMOVE
from .throws import Throw

if TYPE_CHECKING:
    from .ruleset import Ruleset

__all__ = ["Move", "State"]

#: what a state says for move generation: the blockaded perches as a bit mask, and for
#: each bird of the side to move that can set off (those waiting off the board first, as
#: one), (perch or -2 off the board, bird code, its candidate lists by number, whether it
#: is the only bird of its kind on its perch)
Scan = tuple[int, list[tuple[int, int, tuple[tuple[Hot, ...], ...], bool]]]
#: the single moves of each number of a throw: (a, moves with a, b, moves with b)
ByNumber = tuple[int, list[Move], int, list[Move]]


def _scan(rules: Ruleset, cells: tuple[int, ...], off: tuple[int, int], side: int) -> Scan:
    table = move_table(rules)
    from_perch = table.from_perch
    blocked = 0
    birds = []
    if off[side] > 0:
        birds.append((-2, side * 2, table.entering[side], False))
    for p, c in enumerate(cells):
        if c:
            if BLOCKED[c]:
                blocked |= 1 << p
            for b in OWN_KINDS[c][side]:
                birds.append((p, b, from_perch[b][p], COUNT[c][b] == 1))
    return blocked, birds


_SAME: object = object()  # "leave this field as it is" in State._replace


class State:
    """Where every bird stands, the scores, whose turn it is and what is left of the throw."""

    __slots__ = (
        "rules", "cells", "off", "scores", "side", "throw", "remaining", "moved", "split",
        "turn", "winner", "over", "_legal", "_hash", "_by_number", "_scan_cache",
    )

    def __init__(
        self, rules: Ruleset, cells: tuple[int, ...], off: tuple[int, int],
        scores: tuple[int, int], side: Side, throw: Throw | None = None,
        remaining: tuple[int, ...] = (), moved: tuple[int, int, int] | None = None,
        split: tuple[int, int] | None = None, turn: int = 1, winner: Side | None = None,
        over: bool = False,
    ) -> None:
        self.rules = rules
        self.cells = cells
        self.off = off
        self.scores = scores
        self.side = side
        self.throw = throw
        self.remaining = remaining
        self.moved = moved
        self.split = split
        self.turn = turn
        self.winner = winner
        self.over = over
        self._legal: list[Move] | None = None
        self._hash: int | None = None
        self._by_number: ByNumber | None = None
        self._scan_cache: Scan | None = None

    # -- construction -------------------------------------------------------------------
    @classmethod
    def initial(cls, rules: Ruleset, first: Side | None = None) -> State:
        n = len(rules.board.perches)
        per_side = rules.birds_per_side
        return cls(rules, (EMPTY,) * n, (per_side, per_side), (0, 0), first or rules.first_player)

    def _replace(
        self, *, cells=_SAME, off=_SAME, scores=_SAME, side=_SAME, throw=_SAME,
        remaining=_SAME, moved=_SAME, split=_SAME, turn=_SAME, winner=_SAME, over=_SAME,
    ) -> State:
        """A copy with some fields changed (and no cached move lists)."""
        new = State.__new__(State)
        new.rules = self.rules
        new.cells = self.cells if cells is _SAME else cells
        new.off = self.off if off is _SAME else off
        new.scores = self.scores if scores is _SAME else scores
        new.side = self.side if side is _SAME else side
        new.throw = self.throw if throw is _SAME else throw
        new.remaining = self.remaining if remaining is _SAME else remaining
        new.moved = self.moved if moved is _SAME else moved
        new.split = self.split if split is _SAME else split
        new.turn = self.turn if turn is _SAME else turn
        new.winner = self.winner if winner is _SAME else winner
        new.over = self.over if over is _SAME else over
        new._legal = None
        new._hash = None
        new._by_number = None
        new._scan_cache = None
        return new

    # -- queries --------------------------------------------------------------------------
    @property
    def needs_throw(self) -> bool:
        """True when the side to move must throw the sticks next."""
        return not self.over and self.throw is None

    @property
    def mid_turn(self) -> bool:
        """True after the first move of a turn, when the second number is still to play."""
        return self.throw is not None and len(self.remaining) == 1

    def birds_at(self, perch: int) -> tuple[tuple[Side, bool], ...]:
        """The birds on a perch as (side, is_owl) pairs."""
        return tuple((Side(b >> 1), bool(b & 1)) for b in CELLS[self.cells[perch]])

    def birds(self, side: Side) -> list[tuple[int, bool]]:
        """(perch index, is_owl) for each of a side's birds on the board."""
        out = []
        for p, c in enumerate(self.cells):
            for b in CELLS[c]:
                if b >> 1 == side:
                    out.append((p, bool(b & 1)))
        return out

    def blockade_side(self, perch: int) -> Side | None:
        """The side whose two birds block this perch, if any."""
        s = BLOCKADE_OF[self.cells[perch]]
        return None if s < 0 else Side(s)

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        """The 16 possible throws with their exact probabilities (only when a throw is due)."""
        if not self.needs_throw:
            return []
        return list(self.rules.throws)

    # -- move generation -------------------------------------------------------------------
    #
    # The fast path (see :mod:`.moves`): a state scans its cells once for the blockaded
    # perches (a bit mask) and the birds of the side to move; a single move is then a
    # candidate from the ruleset's MoveTable whose inner perches miss the blockade mask,
    # whose landing cell is legal for it, and which the split rule allows. The Move object
    # itself is the candidate's, built once and shared. The pair rule (RULES.md 4.7) is
    # first tested with the candidates' masks: a move of the other number that touches
    # neither perch the first one changes stays legal after it, and only when no such
    # move exists is the position after the first move generated.

    def _scan(self) -> Scan:
        """The blockade mask and the birds of the side to move, for this state's board."""
        scan = self._scan_cache
        if scan is None:
            scan = self._scan_cache = _scan(self.rules, self.cells, self.off, self.side)
        return scan

    def _moves_with(
        self, cells: tuple[int, ...], off: tuple[int, int], number: int,
        moved: tuple[int, int, int] | None, split: tuple[int, int] | None, first_only: bool = False,
        touching: tuple[int, int] | None = None,
    ) -> list[Move]:
        """Single moves with ``number`` on the board ``cells``; with ``touching``, only those
        whose start or path includes one of those two perches (the rest are known from
        before); with ``first_only``, at most one."""
        if cells is self.cells and off is self.off:
            scan = self._scan()
        else:
            scan = _scan(self.rules, cells, off, self.side)
        mask = 0
        if touching is not None:
            for q in touching:
                if q >= 0:
                    mask |= 1 << q
        moves = self._generate(cells, number, moved, split, scan, mask)
        return moves[:1] if first_only else moves

    def _generate(self, cells: tuple[int, ...], number: int, moved: tuple[int, int, int] | None,
                  split: tuple[int, int] | None, scan: Scan, touching: int) -> list[Move]:
        """The single moves with ``number`` (only those touching the perches in the mask
        ``touching``, if it is not 0), in the engine's move order: birds entering, then by
        perch and bird code, each bird's paths in the order of the path tables."""
        out: list[Move] = []
        blocked = scan[0]
        need = self.rules.target_points - self.scores[self.side]  # points that win
        moved_perch, moved_code = (moved[0], moved[1]) if moved is not None else (-1, -1)
        split_origin, split_target = split if split is not None else (-1, -1)
        append = out.append
        for p, b, by_number, lone in scan[1]:
            if lone and p == moved_perch and b == moved_code:
                continue  # the bird that has moved this turn
            closed = split_target if p == split_origin else -1  # the split rule
            for inner, touch, target, legal, moves, candidate in by_number[number]:
                if inner & blocked or target == closed:
                    continue
                if touching and not touch & touching:
                    continue
                cell = cells[target]
                move = moves[cell]
                if move is None:
                    if not legal >> cell & 1:
                        continue
                    move = candidate.move(cell, False)
                if move[M_POINTS] >= need:
                    move = moves[cell + WINS] or candidate.move(cell, True)
                append(move)
        return out

    def _any_move(self, cells: tuple[int, ...], off: tuple[int, int], number: int,
                  moved: tuple[int, int, int], split: tuple[int, int] | None) -> bool:
        """Whether some single move with ``number`` is legal on the board ``cells``."""
        blocked, birds = _scan(self.rules, cells, off, self.side)
        moved_perch, moved_code = moved[0], moved[1]
        split_origin, split_target = split if split is not None else (-1, -1)
        for p, b, by_number, lone in birds:
            if lone and p == moved_perch and b == moved_code:
                continue
            closed = split_target if p == split_origin else -1
            for inner, _, target, legal, _, _ in by_number[number]:
                if not inner & blocked and target != closed and legal >> cells[target] & 1:
                    return True
        return False

    def _after(self, move: Move) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]:
        """Cells, off-board counts and scores once ``move`` is made (no turn bookkeeping)."""
        cells = list(self.cells)
        side = self.side
        off = list(self.off)
        origin = move[M_ORIGIN]
        if origin is None:
            off[side] -= 1
        else:
            cells[origin] = REMOVE[cells[origin]][side * 2 + move[M_OWL]]
        cells[move[M_TARGET]] = move[M_NEW_CELL]
        if move[M_CAPTURED] is not None:
            off[1 - side] += 1
        scores = list(self.scores)
        scores[side] += move[M_POINTS]
        return tuple(cells), (off[0], off[1]), (scores[0], scores[1])

    def _split_after(self, move: Move) -> tuple[int, int] | None:
        origin = move[M_ORIGIN]
        if origin is not None and BLOCKADE_OF[self.cells[origin]] == self.side:
            return (origin, move[M_TARGET])
        return None

    def _starts_pair(self, move: Move, other_number: int) -> bool:
        """Whether another bird can still use ``other_number`` after ``move`` (rule 4.7)."""
        cells, off, _ = self._after(move)
        moved = (move[M_TARGET], self.side * 2 + move[M_ARRIVES_OWL], -1)
        return self._any_move(cells, off, other_number, moved, self._split_after(move))

    def _second_moves(self, first: Move, by_number: ByNumber) -> list[Move]:
        """The second moves after ``first``, reusing the first-move lists of the turn.

        A single move whose start and path avoid both perches ``first`` changed is exactly
        as legal as before (only its ``wins`` may change with the new score); the others are
        generated afresh.
        """
        number = self.remaining[0]
        before = by_number[1] if by_number[0] == number else by_number[3]
        off_bit = move_table(self.rules).off_bit
        changed = first[M_CHANGE] & ~off_bit
        # an entering move stays legal only while a bird is still waiting off the board
        conflict = changed if self.off[self.side] > 0 else changed | off_bit
        need = self.rules.target_points - self.scores[self.side]
        gained = first[M_POINTS]
        kept = []
        for c in before:
            if c[M_TOUCH] & conflict:
                continue
            if gained and not c[M_WINS] and c[M_POINTS] >= need:
                c = c[M_CANDIDATE].move(c[M_CELL], True)
            kept.append(c)
        fresh = self._generate(self.cells, number, self.moved, self.split, self._scan(), changed)
        return kept + fresh

    def legal_moves(self) -> list[Move]:
        """The moves legal now (empty when a throw is due or the game is over)."""
        if self._legal is not None:
            return self._legal
        if self.over or self.throw is None or not self.remaining:
            self._legal = []
            return self._legal
        cells, off = self.cells, self.off
        scan = self._scan()
        if len(self.remaining) == 1:
            legal = self._generate(cells, self.remaining[0], self.moved, self.split, scan, 0)
        else:
            a, b = self.remaining
            moves_a = self._generate(cells, a, None, None, scan, 0)
            moves_b = moves_a if a == b else self._generate(cells, b, None, None, scan, 0)
            singles = moves_a if a == b else moves_a + moves_b
            # two entering moves conflict only when a single bird is left to enter
            off_bit = move_table(self.rules).off_bit
            keep = ~off_bit if off[self.side] >= 2 else -1
            pair_start = []
            for m in singles:
                if m[M_WINS]:
                    pair_start.append(False)
                    continue
                changed = m[M_CHANGE] & keep
                first_a = m[M_NUMBER] == a
                for c in moves_b if first_a else moves_a:
                    if not c[M_TOUCH] & changed:
                        # c touches nothing that m changes, so it stays legal after m
                        found = True
                        break
                else:
                    found = self._starts_pair(m, b if first_a else a)
                pair_start.append(found)
            if any(pair_start):
                legal = [m for m, p in zip(singles, pair_start, strict=True) if p or m[M_WINS]]
            else:
                legal = singles
            self._by_number = (a, moves_a, b, moves_b)
        self._legal = legal
        return legal

    def find_move(self, move: Move | str) -> Move:
        """The legal move matching ``move`` (a Move or its text); IllegalMoveError if none."""
        legal = self.legal_moves()
        if isinstance(move, Move):
            for m in legal:
                if m is move:
                    return m
            key = move.key
            for m in legal:
                if m.key == key:
                    return m
            raise IllegalMoveError(self._illegal_reason(str(move)))
        from .notation import match_move_text

        return match_move_text(self, move)

    def _illegal_reason(self, text: str) -> str:
        if self.over:
            return f"{text} is not legal: the game is over"
        if self.throw is None:
            return f"{text} is not legal: the sticks must be thrown first"
        return (
            f"{text} is not legal now ({self.side.name.title()} to play "
            f"{' and '.join(map(str, self.remaining))})"
        )

    # -- transitions ----------------------------------------------------------------------
    def apply_throw(self, throw: Throw) -> State:
        """The state after the side to move throws ``throw``; passes if no move can be made."""
        if not self.needs_throw:
            raise IllegalMoveError("a throw is not due now" if not self.over else "the game is over")
        state = self._replace(throw=throw, remaining=throw.numbers, moved=None, split=None)
        if not state.legal_moves():
            return state._end_turn()
        return state

    def apply(self, move: Move | str) -> State:
        """The state after ``move``; ends the turn by itself when no number is left or usable."""
        move = self.find_move(move)
        cells, off, scores = self._after(move)
        remaining = list(self.remaining)
        remaining.remove(move.number)
        side = self.side
        if scores[side] >= self.rules.target_points:
            return self._replace(
                cells=cells, off=off, scores=scores, remaining=(), moved=None,
                split=None, winner=side, over=True,
            )
        if not remaining:  # the second number was used: straight to the next turn
            return self._end_turn(cells=cells, off=off, scores=scores)
        state = self._replace(
            cells=cells, off=off, scores=scores, remaining=tuple(remaining),
            moved=(move.target, side * 2 + move.arrives_owl, -1 if move.origin is None else move.origin),
            split=self._split_after(move) if len(self.remaining) == 2 else None,
        )
        if self._by_number is not None:
            state._legal = state._second_moves(move, self._by_number)
        if not state.legal_moves():
            return state._end_turn()
        return state

    def _end_turn(self, cells=_SAME, off=_SAME, scores=_SAME) -> State:
        """The next side to throw (with the board given, if the last move changed it)."""
        if self.turn >= self.rules.turn_limit:
            return self._replace(cells=cells, off=off, scores=scores, throw=None, remaining=(),
                                 moved=None, split=None, over=True)
        return self._replace(
            cells=cells, off=off, scores=scores, side=self.side.other, throw=None, remaining=(),
            moved=None, split=None, turn=self.turn + 1,
        )

    # -- identity -------------------------------------------------------------------------
    def _key(self) -> tuple:
        return tuple(getattr(self, name) for name in _FIELDS)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._key())
        return self._hash

    def __repr__(self) -> str:
        from .notation import format_position

        return f"State({format_position(self)!r})"


_FIELDS = ("cells", "off", "scores", "side", "throw", "remaining", "moved", "split", "turn",
           "winner", "over")
