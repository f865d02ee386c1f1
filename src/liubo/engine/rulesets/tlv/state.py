"""The state of a game between actions, and what a throw and a move do.

A ``State`` is immutable: ``apply_throw`` and ``apply`` return new states; what they do,
the turn structure of docs/rules.md section 4 (two numbers, two different birds, the
blockade split rule, the automatic end of a turn and the automatic pass), is in
:mod:`.transitions`; which moves a turn allows (the pair rule) is settled by
:mod:`.turn_moves`.

Move generation is table driven (the tables and the ``Move`` record are in :mod:`.moves`,
the single moves of a number in :mod:`.movegen`). A state scans its board once into a
blockade bit mask and the list of its side's birds, each with its candidate moves by
number, and keeps that scan and its move lists: the throws of one position share them,
and after a first move only the moves touching the two perches it changed are generated
again. Every list keeps the order of the straightforward generator the tests' naive
reference (``tests/engine/reference_rules.py``) is compared with.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, TypedDict, Unpack

from ...contract import GameMove, illegal_reason
from ...errors import IllegalMoveError
from ...sides import Side
from ...throws import Throw
from .movegen import NUMBERS, Scan, first_moves, generate, scan_board
from .moves import Move, board_after, match_move
from .playout import random_playout
from .tables import BLOCKADE_OF, CELLS
from .transitions import end_turn, move_made, throw_made
from .turn_moves import ByNumber, turn_moves

if TYPE_CHECKING:
    from .rules import TlvRuleset

__all__ = ["Move", "State"]


class StateFields(TypedDict, total=False):
    """The fields of a state that :meth:`State.replace` may change."""

    cells: tuple[int, ...]
    off: tuple[int, int]
    scores: tuple[int, int]
    side: Side
    throw: Throw | None
    remaining: tuple[int, ...]
    moved: tuple[int, int, int] | None
    split: tuple[int, int] | None
    turn: int
    winner: Side | None
    over: bool


class State:
    """Where every bird stands, the scores, whose turn it is and what is left of the throw."""

    __slots__ = (
        "rules",
        "cells",
        "off",
        "scores",
        "side",
        "throw",
        "remaining",
        "moved",
        "split",
        "turn",
        "winner",
        "over",
        "_legal",
        "_hash",
        "_by_number",
        "_scan_cache",
        "_firsts",
    )

    def __init__(
        self,
        rules: TlvRuleset,
        cells: tuple[int, ...],
        off: tuple[int, int],
        scores: tuple[int, int],
        side: Side,
        throw: Throw | None = None,
        remaining: tuple[int, ...] = (),
        moved: tuple[int, int, int] | None = None,
        split: tuple[int, int] | None = None,
        turn: int = 1,
        winner: Side | None = None,
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
        self._firsts: list[list[Move] | None] | None = None

    # -- construction -------------------------------------------------------------------
    @classmethod
    def initial(cls, rules: TlvRuleset, first: Side | None = None) -> State:
        per_side = rules.birds_per_side
        return cls(
            rules,
            rules.empty_cells,
            (per_side, per_side),
            (0, 0),
            rules.first_player if first is None else first,
        )

    def replace(self, **changes: Unpack[StateFields]) -> State:
        """A copy with the fields given changed (and no cached move lists), for readers of
        position texts. Nothing is checked: the caller vouches that the result is a position
        of the game. ``moved`` is (perch of the bird that has moved this turn, its bird code,
        the perch it came from or -1); ``split`` is (origin, landing) closed by the blockade
        split rule. See :meth:`settled` for a state that may have no legal move."""
        fields = {name: getattr(self, name) for name in _FIELDS}
        fields.update(changes)
        return self._make(**fields)

    def settled(self) -> State:
        """This state, or, when the side to move has a throw but no legal move left, the
        state after the turn ends by itself (the automatic pass or end of turn)."""
        if self.throw is None or self.over or self.legal_moves():
            return self
        return end_turn(self, self.cells, self.off, self.scores)

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
    ) -> State:
        """A new state of the same ruleset with every field given (the transitions' fast
        :meth:`replace`)."""
        new = State.__new__(State)
        new.rules = self.rules
        new.cells = cells
        new.off = off
        new.scores = scores
        new.side = side
        new.throw = throw
        new.remaining = remaining
        new.moved = moved
        new.split = split
        new.turn = turn
        new.winner = winner
        new.over = over
        new._legal = None
        new._hash = None
        new._by_number = None
        new._scan_cache = None
        new._firsts = None
        return new

    # -- queries --------------------------------------------------------------------------
    @property
    def ending(self) -> str | None:
        """Why the game ended: "six points" (a side reached the target) or "turn limit"."""
        if not self.over:
            return None
        return "turn limit" if self.winner is None else "six points"

    @property
    def reason(self) -> None:
        """A tlv record's result line names no reason."""
        return None

    @property
    def needs_throw(self) -> bool:
        """True when the side to move must throw the sticks next."""
        return not self.over and self.throw is None

    @property
    def mid_turn(self) -> bool:
        """True after the first move of a turn, when the second number is still to play."""
        return self.throw is not None and len(self.remaining) == 1

    @property
    def one_move_turn(self) -> bool:
        """True on the first throw of a game under ``balance=one-group``: one move only,
        with either number (rule 4.3's choice). The start of a game is turn 1 with the
        board empty, so a position set up later is never taken for it."""
        return (
            self.rules.one_group_first
            and self.turn == 1
            and len(self.remaining) == 2
            and self.cells == self.rules.empty_cells
        )

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

    # -- move generation ------------------------------------------------------------------
    #
    # The single moves are worked out by the functions of :mod:`.movegen`, the pair rule by
    # those of :mod:`.turn_moves`; a state keeps its board scan and its move lists.

    def _scan(self) -> Scan:
        """The blockade mask and the birds of the side to move, for this state's board."""
        scan = self._scan_cache
        if scan is None:
            scan = self._scan_cache = scan_board(
                self.rules, self.cells, self.off, self.side, self._need()
            )
        return scan

    def _need(self) -> int:
        """The points a move of the side to move must score to win at once."""
        return self.rules.instant_target - self.scores[self.side]

    def after_move(self, move: Move) -> tuple[tuple[int, ...], tuple[int, int], tuple[int, int]]:
        """Cells, off-board counts and scores once ``move`` (a legal move of this state) is
        made, without the turn bookkeeping: what the search needs of a turn's end."""
        return board_after(self.cells, self.off, self.scores, self.side, move)

    def legal_moves(self) -> list[Move]:
        """The moves legal now (empty when a throw is due or the game is over)."""
        if self._legal is not None:
            return self._legal
        if self.over or self.throw is None or not self.remaining:
            self._legal = []
            return self._legal
        cells = self.cells
        scan = self._scan_cache or self._scan()
        if len(self.remaining) == 1:
            legal = generate(cells, self.remaining[0], self.moved, self.split, scan, 0)
        else:
            a, b = self.remaining
            firsts = self._firsts
            if firsts is None:
                firsts = self._firsts = [None] * NUMBERS
            moves_a = firsts[a] or first_moves(cells, a, scan)
            firsts[a] = moves_a
            if a == b:
                moves_b = moves_a
            else:
                moves_b = firsts[b] or first_moves(cells, b, scan)
                firsts[b] = moves_b
            # balance=one-group's first throw: one move, chosen as when no pair can be played
            one_move = self.rules.one_group_first and self.one_move_turn
            legal = turn_moves(self, a, moves_a, b, moves_b, one_move)
            self._by_number = (a, moves_a, b, moves_b)
        self._legal = legal
        return legal

    def find_move(self, move: GameMove | str) -> Move:
        """The legal move matching ``move``: a Move, or its text such as ``OFF>QU_S/2``.

        A text without ``*`` also names an Owl's move when only one move fits it otherwise.
        NotationError for a text that cannot be read; IllegalMoveError if no move matches.
        """
        legal = self._legal if self._legal is not None else self.legal_moves()
        found = match_move(legal, move, self.rules.board)
        if found is None:
            text = str(move) if isinstance(move, Move) else str(move).strip()
            raise IllegalMoveError(illegal_reason(self, text))
        return found

    # -- transitions (:mod:`.transitions`) ------------------------------------------------
    # what a throw and a move do (the functions' own docstrings say it): bound as methods,
    # with no call between, for the search's sake
    apply_throw = throw_made
    apply = move_made
    #: the game played to its end by random throws and random players, in place
    #: (:mod:`.playout`): the same games as through ``apply_throw`` and ``apply``
    random_playout = random_playout

    # -- identity -------------------------------------------------------------------------
    def _key(self) -> tuple[object, ...]:
        return tuple(getattr(self, name) for name in _FIELDS)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self._key() == other._key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._key())
        return self._hash

    def __repr__(self) -> str:
        """The birds by perch id (``*`` an Owl), scores, side and throw; for debugging
        (:func:`.notation.format_position` writes the position text)."""
        perches = self.rules.board.perches
        birds = "/".join(
            ",".join(("*" if owl else "") + perches[p].id for p, owl in self.birds(side)) or "-"
            for side in Side
        )
        throw = "" if self.throw is None else f" {self.throw} left {self.remaining}"
        over = " over" if self.over else ""
        return f"<State {birds} {self.scores[0]}-{self.scores[1]} {self.side.letter}{throw}{over}>"


# the public fields a copy carries over (the slots but the rules and the caches)
_FIELDS = tuple(name for name in State.__slots__ if name != "rules" and not name.startswith("_"))
