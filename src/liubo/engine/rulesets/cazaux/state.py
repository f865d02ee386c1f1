"""The state of a ``cazaux`` game (docs/rules.md, part two): stones, Owls, prisoners, legs.

A :class:`~liubo.engine.contract.GameState`, so :class:`~liubo.engine.Game` drives it as it
drives any ruleset's states. A state is immutable.

Turn bookkeeping: ``double`` says at the start of the turn which piece may make both legs
(``OWL``, ``SINGLE`` stone on the board, ``FORCED`` lone waiting stone); ``leg1`` is the
first leg once played; ``extra`` whether the turn has earned another throw.

The legs themselves (the ``CazauxMove`` record, its text and what it does to the board)
are in :mod:`.moves`, which legs a position allows in :mod:`.legs`; a state lists its
legal legs through it and keeps the list.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from ...contract import GameMove, illegal_reason
from ...errors import IllegalMoveError
from ...sides import Side
from ...throws import Throw, throw_argument
from .legs import FORCED, NONE, OWL, SINGLE, legs_with
from .moves import MOVE_RE, CazauxMove, board_after, match_move
from .tables import cazaux_tables

if TYPE_CHECKING:
    from .rules import CazauxRuleset

# the leg record is .moves', the codes of ``double`` are .legs'; importers of this module
# find them here too
__all__ = ["FORCED", "MOVE_RE", "NONE", "OWL", "REASONS", "SINGLE", "CazauxMove", "CazauxState"]

REASONS = ("owl-captured", "six-prisoners", "five-stones", "turn-limit")


_SAME: object = object()

# what a state compares by: stones, owls, held, side, throw, remaining, double,
# (first leg's key, its path) or None, extra, turn, winner, over
_StateKey = tuple[
    tuple[int, ...],
    tuple[int, int],
    tuple[int, int],
    Side,
    Throw | None,
    tuple[int, ...],
    int,
    tuple[tuple[int, int, int, int, bool, bool], tuple[int, ...]] | None,
    bool,
    int,
    Side | None,
    bool,
]


class CazauxState:
    """Where every piece stands, the prisoners, whose turn it is and what is left of it."""

    __slots__ = (
        "rules",
        "tables",
        "stones",
        "owls",
        "held",
        "side",
        "throw",
        "remaining",
        "double",
        "leg1",
        "extra",
        "turn",
        "winner",
        "over",
        "reason",
        "_legal",
        "_hash",
    )

    def __init__(
        self,
        rules: CazauxRuleset,
        stones: tuple[int, ...],
        owls: tuple[int, int],
        held: tuple[int, int],
        side: Side,
        throw: Throw | None = None,
        remaining: tuple[int, ...] = (),
        double: int = NONE,
        leg1: CazauxMove | None = None,
        extra: bool = False,
        turn: int = 1,
        winner: Side | None = None,
        over: bool = False,
        reason: str | None = None,
    ) -> None:
        self.rules = rules
        self.tables = cazaux_tables(rules.board)
        self.stones = stones  # side * n_nodes + node -> count of normal stones
        self.owls = owls  # station of each side's Owl, or -1
        self.held = held  # (White stones Green holds, Green stones White holds)
        self.side = side
        self.throw = throw
        self.remaining = remaining
        self.double = double
        self.leg1 = leg1
        self.extra = extra
        self.turn = turn
        self.winner = winner
        self.over = over
        self.reason = reason
        self._legal: list[CazauxMove] | None = None
        self._hash: int | None = None

    @classmethod
    def initial(cls, rules: CazauxRuleset, first: Side | None = None) -> CazauxState:
        n = cazaux_tables(rules.board).n_nodes
        return cls(
            rules, (0,) * (2 * n), (-1, -1), (0, 0), rules.first_player if first is None else first
        )

    def _replace(self, **changes: object) -> CazauxState:
        # field by field, then the changes: the search copies states millions of times, and
        # a loop of getattr/setattr over the field names cost a quarter of its time
        new = CazauxState.__new__(CazauxState)
        new.rules = self.rules
        new.tables = self.tables
        new.stones = self.stones
        new.owls = self.owls
        new.held = self.held
        new.side = self.side
        new.throw = self.throw
        new.remaining = self.remaining
        new.double = self.double
        new.leg1 = self.leg1
        new.extra = self.extra
        new.turn = self.turn
        new.winner = self.winner
        new.over = self.over
        new.reason = self.reason
        for name, value in changes.items():
            if name not in _FIELDS_ALL:
                raise TypeError(f"CazauxState has no field {name!r}")
            setattr(new, name, value)
        new._legal = None
        new._hash = None
        return new

    # -- queries --------------------------------------------------------------------------
    @property
    def ending(self) -> str | None:
        """Why the game ended (one of :data:`REASONS`), or None while it goes on."""
        return self.reason

    @property
    def needs_throw(self) -> bool:
        return not self.over and self.throw is None

    @property
    def mid_turn(self) -> bool:
        return self.throw is not None and len(self.remaining) == 1

    @property
    def scores(self) -> tuple[int, int]:
        """The second field of the position text: prisoners held by Green, by White."""
        return self.held

    def on_board(self, side: Side | int) -> int:
        """A side's pieces on the board (its Owl included)."""
        n = self.tables.n_nodes
        return sum(self.stones[side * n : (side + 1) * n]) + (self.owls[side] >= 0)

    def stones_on_board(self, side: Side | int) -> int:
        n = self.tables.n_nodes
        return sum(self.stones[side * n : (side + 1) * n])

    def waiting(self, side: Side | int) -> int:
        return self.rules.birds_per_side - self.on_board(side) - self.held[1 - side]

    @property
    def off(self) -> tuple[int, int]:
        """Waiting stones of each side (what tlv calls birds off the board)."""
        return (self.waiting(0), self.waiting(1))

    def pieces(self, side: Side | int) -> list[tuple[int, bool]]:
        """(node, is_owl) for each of a side's pieces on the board (an Owl's node: its station)."""
        t = self.tables
        base = side * t.n_nodes
        out = [(node, False) for node in range(t.n_nodes) for _ in range(self.stones[base + node])]
        if self.owls[side] >= 0:
            out.append((self.owls[side], True))
        return out

    def pieces_at(self, station: int) -> tuple[tuple[Side, bool, int], ...]:
        """The pieces on a station as (side, is_owl, node); node is the lane on the centre."""
        t = self.tables
        out = []
        for side in Side:
            for node in t.nodes_of[station]:
                out += [(side, False, node)] * self.stones[side * t.n_nodes + node]
            if self.owls[side] == station:
                out.append((side, True, station))
        return tuple(out)

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        if not self.needs_throw:
            return []
        return list(self.rules.throws)

    # -- legal moves (generated by .legs.legs_with) ---------------------------------------
    def leg1_stations(self) -> tuple[int, ...]:
        """The stations the first leg started from and went through (the no-return rule)."""
        leg1 = self.leg1
        if leg1 is None:
            return ()
        st = self.tables.station_of
        start = () if leg1.origin is None else (st[leg1.origin],)
        return start + tuple(st[q] for q in leg1.path)

    def legal_moves(self) -> list[CazauxMove]:
        if self._legal is not None:
            return self._legal
        if self.over or self.throw is None or not self.remaining:
            self._legal = []
            return self._legal
        if len(self.remaining) == 1:
            legal = legs_with(self, self.remaining[0], self.leg1)
        else:
            a, b = self.remaining
            legal = legs_with(self, a, None)
            if b != a:
                legal += legs_with(self, b, None)
        self._legal = legal
        return legal

    def find_move(self, move: GameMove | str) -> CazauxMove:
        """The legal leg matching ``move``: a CazauxMove, or its text such as ``OFF>P3/3``.

        NotationError for a text that cannot be read; IllegalMoveError if no leg matches.
        """
        found = match_move(self.legal_moves(), move, self.tables)
        if found is None:
            text = str(move) if isinstance(move, CazauxMove) else str(move).strip()
            raise IllegalMoveError(illegal_reason(self, text))
        return found

    # -- transitions ----------------------------------------------------------------------
    def turn_rights(self) -> int:
        """Which piece may make both legs of a turn starting now (NONE, OWL, SINGLE, FORCED)."""
        side = self.side
        if self.owls[side] >= 0:
            return OWL
        on_board = self.stones_on_board(side)
        if on_board == 1:
            return SINGLE
        if on_board == 0 and self.waiting(side) == 1:
            return FORCED
        return NONE

    def apply_throw(self, throw: Throw) -> CazauxState:
        """The state after the side to move throws ``throw`` (a Throw)."""
        throw_argument(throw)
        if not self.needs_throw:
            raise IllegalMoveError(
                "a throw is not due now" if not self.over else "the game is over"
            )
        state = self._replace(
            throw=throw, remaining=throw.numbers, double=self.turn_rights(), leg1=None, extra=False
        )
        if not state.legal_moves():  # never happens under these rules; kept as a guard
            return state._end_turn()
        return state

    def apply(self, move: GameMove | str) -> CazauxState:
        move = self.find_move(move)
        stones, owls, held = board_after(
            self.tables, self.stones, self.owls, self.held, self.side, move
        )
        side = self.side
        if move.wins:
            reason = "owl-captured" if move.owl_taken else "six-prisoners"
            return self._replace(
                stones=stones,
                owls=owls,
                held=held,
                remaining=(),
                leg1=None,
                winner=side,
                over=True,
                reason=reason,
            )
        remaining = list(self.remaining)
        remaining.remove(move.number)
        extra = self.extra or move.lap or move.promoted
        if not remaining:
            return self._replace(stones=stones, owls=owls, held=held)._end_turn(extra)
        state = self._replace(
            stones=stones, owls=owls, held=held, remaining=tuple(remaining), leg1=move, extra=extra
        )
        if not state.legal_moves():  # a guard: every throw can be played in full
            return state._end_turn(extra)
        return state

    def _end_turn(self, extra: bool = False) -> CazauxState:
        """Both legs played: another throw for the same side, or the five-stone check and the
        next side."""
        side = self.side
        throw = self.throw
        if throw is not None and (throw.light, throw.dark) in self.rules.extra_throw_doubles:
            extra = True
        done = dict(throw=None, remaining=(), double=NONE, leg1=None, extra=False)
        if not extra:
            other = side.other
            if (
                self.owls[side] >= 0
                and self.owls[other] < 0
                and self.stones_on_board(other) >= self.rules.five_stone_rule
            ):
                return self._replace(**done, winner=other, over=True, reason="five-stones")
        if self.turn >= self.rules.turn_limit:
            return self._replace(**done, over=True, reason="turn-limit")
        return self._replace(**done, side=side if extra else side.other, turn=self.turn + 1)

    # -- identity -------------------------------------------------------------------------
    def _key(self) -> _StateKey:
        leg1 = self.leg1
        return (
            self.stones,
            self.owls,
            self.held,
            self.side,
            self.throw,
            self.remaining,
            self.double,
            None if leg1 is None else (leg1.key, leg1.path),
            self.extra,
            self.turn,
            self.winner,
            self.over,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CazauxState) and self._key() == other._key()

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._key())
        return self._hash

    def __repr__(self) -> str:
        return f"CazauxState({self.rules.format_position(self)!r})"


_FIELDS_ALL = (
    "rules",
    "tables",
    "stones",
    "owls",
    "held",
    "side",
    "throw",
    "remaining",
    "double",
    "leg1",
    "extra",
    "turn",
    "winner",
    "over",
    "reason",
)
