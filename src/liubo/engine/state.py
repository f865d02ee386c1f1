"""The state of a game between actions, legal moves, and what a move does.

A ``State`` is immutable: ``apply_throw`` and ``apply`` return new states. The turn
structure of docs/rules.md section 4 (two numbers, two different birds, the pair rule, the
blockade split rule, the automatic end of a turn and the automatic pass) lives here.
"""

from __future__ import annotations

from fractions import Fraction
from operator import itemgetter
from typing import TYPE_CHECKING

from .errors import IllegalMoveError
from .sides import Side
from .tables import (
    BLOCKADE,
    BLOCKADE_OF,
    BLOCKED,
    CAPTURE_BLOCKADE,
    CELLS,
    CONTEST,
    COUNT,
    EMPTY,
    LAND,
    OWN_KINDS,
    REMOVE,
)
from .throws import Throw

if TYPE_CHECKING:
    from .ruleset import Ruleset


_MOVE_FIELDS = (
    "side", "origin", "target", "number", "owl", "path", "promoted", "nest", "captured",
    "contested", "blockade", "points", "wins", "arrives_owl", "_new_cell", "_board",
)


class Move(tuple):
    """One bird's move with one number, with its path and everything it causes.

    ``origin`` is a perch index, or None for a bird entering the board. ``path`` lists the
    perches after the start, landing last. ``owl`` says the mover was an Owl when it set
    off; ``arrives_owl`` what it is on arrival. ``captured`` is None, or whether the
    captured bird was an Owl. ``nest`` is the scoring nest entered, if any; ``points`` what
    the move scores; ``wins`` whether it wins the game. Moves compare by what they name
    (side, start, landing, number, Owl or not), not by their effects.
    """

    __slots__ = ()

    side: Side
    origin: int | None
    target: int
    number: int
    owl: bool
    path: tuple[int, ...]
    promoted: bool
    nest: int | None
    captured: bool | None
    contested: bool
    blockade: bool
    points: int
    wins: bool
    arrives_owl: bool

    def __new__(cls, *fields):
        return tuple.__new__(cls, fields)

    @property
    def key(self) -> tuple[int, int, int, int, bool]:
        """What identifies the move among the legal moves of a state."""
        return (self.side, -1 if self.origin is None else self.origin, self.target, self.number, self.owl)

    @property
    def entering(self) -> bool:
        return self.origin is None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self.key == other.key

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash(self.key)

    def __str__(self) -> str:
        perches = self._board.perches
        start = "OFF" if self.origin is None else perches[self.origin].id
        return f"{'*' if self.owl else ''}{start}>{perches[self.target].id}/{self.number}"

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"


# field positions, for the hot loops that read moves as plain tuples
_ORIGIN, _TARGET, _NUMBER, _PATH, _POINTS, _WINS = (
    _MOVE_FIELDS.index(name) for name in ("origin", "target", "number", "path", "points", "wins")
)

for _i, _name in enumerate(_MOVE_FIELDS):
    setattr(Move, _name, property(itemgetter(_i)))
del _i, _name


_SAME: object = object()  # "leave this field as it is" in State._replace


class State:
    """Where every bird stands, the scores, whose turn it is and what is left of the throw."""

    __slots__ = (
        "rules", "cells", "off", "scores", "side", "throw", "remaining", "moved", "split",
        "turn", "winner", "over", "_legal", "_hash", "_by_number",
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
        self._by_number: tuple[int, list[Move], int, list[Move]] | None = None

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
    def _moves_with(
        self, cells: tuple[int, ...], off: tuple[int, int], number: int,
        moved: tuple[int, int, int] | None, split: tuple[int, int] | None, first_only: bool = False,
        touching: tuple[int, int] | None = None,
    ) -> list[Move]:
        """Single moves with ``number``; with ``touching``, only those whose start or path
        includes one of those two perches (the rest are known from before)."""
        rules = self.rules
        board = rules.board
        tables = rules.paths
        side_enum = self.side
        side = int(side_enum)
        nests = board.nests
        scoring = board.scoring_nests[side_enum]
        pond = board.pond
        base_score = self.scores[side]
        target_points = rules.target_points
        out: list[Move] = []

        blocked = set()
        mine = []
        for p, c in enumerate(cells):
            if c:
                if c > 4 and BLOCKED[c]:
                    blocked.add(p)
                kinds = OWN_KINDS[c][side]
                if kinds:
                    mine.append((p, c, kinds))
        base = side * 2
        split_origin, split_target = split if split is not None else (-2, -2)

        new_move = tuple.__new__
        jobs: list[tuple[int | None, int, tuple]] = []
        if off[side] > 0 and number < len(tables.entering[side]):
            jobs.append((None, 0, tables.entering[side][number]))
        if number < len(tables.from_perch[0]):
            from_perch = tables.from_perch
            for p, c, kinds in mine:
                for b in kinds:
                    if moved is not None and moved[0] == p and moved[1] == b and COUNT[c][b] == 1:
                        continue
                    jobs.append((p, b & 1, from_perch[p][number]))
        t0, t1 = touching if touching is not None else (-2, -2)
        append = out.append
        land = LAND
        nest_points = rules.nest_points
        capture_owl, capture_normal = rules.capture_owl, rules.capture_normal
        for origin, owl0, paths in jobs:
            all_paths = touching is None or origin == t0 or origin == t1
            code0 = base + owl0
            starts_owl = owl0 == 1
            for inner, target, special, path in paths:
                if not all_paths and t0 not in path and t1 not in path:
                    continue
                if blocked and not blocked.isdisjoint(inner):
                    continue
                if special:
                    owl = owl0
                    promoted = False
                    nest = None
                    points = 0
                    ok = True
                    for q in path:
                        if q in nests:
                            if not owl or q not in scoring:
                                ok = False
                                break
                            owl = 0
                            nest = q
                            points += nest_points
                        elif q == pond and not owl:
                            owl = 1
                            promoted = True
                    if not ok:
                        continue
                    kind, new_cell, captured = land[cells[target]][base + owl]
                    arrives_owl = owl == 1
                else:
                    promoted = False
                    nest = None
                    points = 0
                    kind, new_cell, captured = land[cells[target]][code0]
                    arrives_owl = starts_owl
                if kind < 0 or (origin == split_origin and target == split_target):
                    continue
                if captured < 0:
                    cap = None
                else:
                    cap = captured & 1 == 1
                    points += capture_owl if cap else capture_normal
                append(new_move(Move, (
                    side_enum, origin, target, number, starts_owl, path, promoted, nest, cap,
                    kind == CONTEST, kind == BLOCKADE or kind == CAPTURE_BLOCKADE, points,
                    base_score + points >= target_points, arrives_owl, new_cell, board,
                )))
                if first_only:
                    return out
        return out

    def _after(self, move: Move) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]:
        """Cells, off-board counts and scores once ``move`` is made (no turn bookkeeping)."""
        cells = list(self.cells)
        side = self.side
        off = list(self.off)
        if move.origin is None:
            off[side] -= 1
        else:
            cells[move.origin] = REMOVE[cells[move.origin]][side * 2 + move.owl]
        cells[move.target] = move._new_cell
        if move.captured is not None:
            off[1 - side] += 1
        scores = list(self.scores)
        scores[side] += move.points
        return tuple(cells), (off[0], off[1]), (scores[0], scores[1])

    def _split_after(self, move: Move) -> tuple[int, int] | None:
        if move.origin is not None and BLOCKADE_OF[self.cells[move.origin]] == self.side:
            return (move.origin, move.target)
        return None

    def _starts_pair(self, move: Move, other_number: int) -> bool:
        """Whether another bird can still use ``other_number`` after ``move`` (rule 4.7)."""
        cells, off, _ = self._after(move)
        moved = (move.target, self.side * 2 + move.arrives_owl, -1)
        return bool(self._moves_with(cells, off, other_number, moved, self._split_after(move), True))

    def _second_moves(self, first: Move, by_number: tuple[int, list[Move], int, list[Move]]) -> list[Move]:
        """The second moves after ``first``, reusing the first-move lists of the turn.

        A single move whose start and path avoid both perches ``first`` changed is exactly
        as legal as before (only its ``wins`` may change with the new score); the others are
        generated afresh.
        """
        number = self.remaining[0]
        before = by_number[1] if by_number[0] == number else by_number[3]
        m_origin, m_target = first.origin, first.target
        can_enter = self.off[self.side] > 0
        gained = first.points
        target_points = self.rules.target_points
        score = self.scores[self.side]
        kept = []
        for c in before:
            c_origin = c[_ORIGIN]
            if c_origin is None:
                if not can_enter:
                    continue
            elif c_origin == m_origin or c_origin == m_target:
                continue
            c_path = c[_PATH]
            if m_target in c_path or (m_origin is not None and m_origin in c_path):
                continue
            if gained and not c[_WINS] and score + c[_POINTS] >= target_points:
                c = tuple.__new__(Move, c[:_WINS] + (True,) + c[_WINS + 1:])
            kept.append(c)
        touching = (-2 if m_origin is None else m_origin, m_target)
        fresh = self._moves_with(self.cells, self.off, number, self.moved, self.split,
                                 touching=touching)
        return kept + fresh

    def legal_moves(self) -> list[Move]:
        """The moves legal now (empty when a throw is due or the game is over)."""
        if self._legal is not None:
            return self._legal
        if self.over or self.throw is None or not self.remaining:
            self._legal = []
            return self._legal
        cells, off = self.cells, self.off
        if len(self.remaining) == 1:
            legal = self._moves_with(cells, off, self.remaining[0], self.moved, self.split)
        else:
            a, b = self.remaining
            moves_a = self._moves_with(cells, off, a, None, None)
            moves_b = moves_a if a == b else self._moves_with(cells, off, b, None, None)
            singles = moves_a if a == b else moves_a + moves_b
            off_side = off[self.side]
            pair_start = []
            for m in singles:
                if m[_WINS]:
                    pair_start.append(False)
                    continue
                m_origin, m_target = m[_ORIGIN], m[_TARGET]
                found = False
                for c in (moves_b if m[_NUMBER] == a else moves_a):
                    c_origin = c[_ORIGIN]
                    if c_origin is None:
                        if m_origin is None and off_side < 2:
                            continue
                    elif c_origin == m_origin or c_origin == m_target:
                        continue
                    c_path = c[_PATH]
                    if m_target in c_path or (m_origin is not None and m_origin in c_path):
                        continue
                    found = True  # c touches nothing that m changed, so it stays legal
                    break
                if not found:
                    found = self._starts_pair(m, b if m[_NUMBER] == a else a)
                pair_start.append(found)
            if any(pair_start):
                legal = [m for m, p in zip(singles, pair_start, strict=True) if p or m.wins]
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
