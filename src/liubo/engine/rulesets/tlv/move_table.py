"""The table of every move a ruleset allows: the fast path of move generation.

A single move is fixed, effects and all, by the bird that moves (side, Owl or not), where
it starts (a perch, or off the board), the path it takes, what stands on its landing
perch (one of the cell codes of :mod:`.tables`) and whether its points reach the target.
Only two things about it depend on the rest of the position: whether a blockade stands
on the perches it passes through, and the split rule. So :class:`MoveTable` keeps, for
each bird code, start and number, the *candidates*: the paths open to that bird (a path
through a nest it may not enter is dropped once, here), each with bit masks of the
perches it passes through and touches. A :class:`Candidate` builds its
:class:`~.moves.Move` for a landing cell the first time that cell comes up and keeps it,
so generating a move afterwards is a few integer tests and a list lookup, and one
immutable ``Move`` object is shared by every state that has it.

Like :mod:`.moves`, this module imports nothing above :mod:`.tables`.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...errors import BoardDataError
from ...sides import Side
from ...throws import VALUES
from .moves import M_POINTS, WINS, Move
from .tables import (
    BLOCKADE,
    BLOCKED,
    CAPTURE_BLOCKADE,
    CELLS,
    CONTEST,
    COUNT,
    OWN_KINDS,
    SANCTUARY_MAX,
    PathEntry,
    landing_table,
)

if TYPE_CHECKING:
    from .rules import TlvRuleset


class Candidate:
    """One path a bird of one kind can take from one start with one number.

    ``inner`` has a bit for each perch passed through (a blockade there closes the path),
    ``touch`` one for the start and each perch of the path, ``change`` one for the start
    and the landing perch (the perches the move changes); a bird entering the board has
    the extra bit ``off_bit`` in both, for "off the board". :meth:`landing` lists the
    move for each cell code the landing perch may hold.
    """

    __slots__ = (
        "table",
        "origin",
        "target",
        "number",
        "code",
        "owl",
        "arrives",
        "path",
        "promoted",
        "nest",
        "nest_points",
        "inner",
        "touch",
        "change",
        "legal",
        "width",
        "_moves",
        "_landing",
    )

    def __init__(
        self,
        table: MoveTable,
        origin: int | None,
        number: int,
        code: int,
        arrives: int,
        entry: PathEntry,
        promoted: bool,
        nest: int | None,
        nest_points: int,
    ) -> None:
        inner, target, _, path = entry
        off_bit = table.off_bit
        self.table = table
        self.origin = origin
        self.target = target
        self.number = number
        self.code = code
        self.owl = code & 1 == 1
        self.arrives = arrives
        self.path = path
        self.promoted = promoted
        self.nest = nest
        self.nest_points = nest_points
        self.inner = _bits(inner)
        start = off_bit if origin is None else 1 << origin
        self.touch = start | _bits(path)
        self.change = start | 1 << target
        arrival = (code & 2) + arrives
        #: how many cell codes the landing perch may hold (more for a sanctuary pond)
        self.width = width = table.width(target)
        land = table.land
        #: the cell codes the bird may land on
        self.legal = tuple(c for c in range(width) if land[c][arrival][0] >= 0)
        self._moves: list[Move | None] = [None] * (2 * width)  # by cell + width * wins
        self._landing: dict[int, list[Move | None]] = {}

    def move(self, cell: int, wins: bool) -> Move:
        """The move landing on a perch with cell code ``cell`` (which must be legal)."""
        index = cell + self.width if wins else cell
        found = self._moves[index]
        if found is None:
            found = self._moves[index] = self._build(cell, wins)
        return found

    def landing(self, need: int) -> list[Move | None]:
        """The move for each cell code of the landing perch (None where the bird may not
        land), ``wins`` set when it scores at least ``need`` points."""
        found = self._landing.get(need)
        if found is None:
            found = [None] * self.width
            for cell in self.legal:
                move = self.move(cell, False)
                found[cell] = self.move(cell, True) if move[M_POINTS] >= need else move
            self._landing[need] = found
        return found

    def _build(self, cell: int, wins: bool) -> Move:
        table = self.table
        side = self.code >> 1
        kind, new_cell, captured = table.land[cell][side * 2 + self.arrives]
        if kind < 0:
            raise ValueError(f"no move lands on cell code {cell} here")
        points = self.nest_points
        cap = None
        if captured >= 0:
            cap = captured & 1 == 1
            points += table.capture_owl if cap else table.capture_normal
        return tuple.__new__(
            Move,
            (
                Side(side),
                self.origin,
                self.target,
                self.number,
                self.owl,
                self.path,
                self.promoted,
                self.nest,
                cap,
                kind == CONTEST,
                kind == BLOCKADE or kind == CAPTURE_BLOCKADE,
                points,
                wins,
                self.arrives == 1,
                new_cell,
                table.board,
                self.touch,
                self.change,
                self,
                cell,
            ),
        )


#: what the generator loops over, one per candidate: (inner, landing perch, the move for
#: each cell code there or None, touch); see Candidate
Hot = tuple[int, int, list[Move | None], int]
#: a bird's candidates by number
Row = tuple[tuple[Hot, ...], ...]
#: a bird that can move, as the generator sees it: (perch or -2 off the board, bird code,
#: its Row, whether it is the only bird of its kind on its perch, the perches its paths
#: touch by number)
Bird = tuple[int, int, Row, bool, tuple[int, ...]]
#: what a perch holding a cell code means for one side: (a blockade stands there, its
#: birds of that side)
PerchEntry = tuple[bool, tuple[Bird, ...]]
#: see MoveTable.scanner
Scanner = tuple[list[list[PerchEntry | None]], Bird]


def _union(candidates: tuple[Candidate, ...]) -> int:
    mask = 0
    for candidate in candidates:
        mask |= candidate.touch
    return mask


def _bits(perches: tuple[int, ...]) -> int:
    mask = 0
    for q in perches:
        mask |= 1 << q
    return mask


def _open_path(
    owl: int, path: tuple[int, ...], pond: int, nests: frozenset[int], scoring: tuple[int, ...]
) -> tuple[int, bool, int | None, int] | None:
    """(arrives as Owl, promoted, nest entered, nests entered) for a path that passes a nest
    or the pond, or None if the bird may not take it (docs/rules.md sections 5 and 6)."""
    promoted = False
    nest = None
    entered = 0
    for q in path:
        if q in nests:
            if not owl or q not in scoring:
                return None
            owl = 0
            nest = q
            entered += 1
        elif q == pond and not owl:
            owl = 1
            promoted = True
    return owl, promoted, nest, entered


class MoveTable:
    """Every candidate move of a ruleset, by bird code, start and number (see the module).

    ``from_perch[code][perch][number]`` and ``entering[side][number]`` are tuples of
    candidates in the engine's move order: the paths in the order of
    :func:`.tables.path_tables`. :meth:`row` gives a bird's candidates in the form the
    generator loops over, for a number of points that wins.
    """

    def __init__(self, rules: TlvRuleset) -> None:
        board = rules.board
        paths = rules.paths
        self.board = board
        self.n = len(board.perches)
        self.off_bit = 1 << self.n
        self.capture_owl = rules.capture_owl
        self.capture_normal = rules.capture_normal
        #: what landing on each cell code does under these rules' readings
        self.land = landing_table(rules.owl_contest)
        #: the pond, when it is a sanctuary (its cell codes go past the ordinary ones)
        self.sanctuary = board.pond if rules.sanctuary else -1
        #: the widest range of cell codes a perch may hold
        self.cell_codes = len(CELLS) if rules.sanctuary else WINS
        if rules.sanctuary and rules.birds_per_side > SANCTUARY_MAX:
            raise BoardDataError(f"a sanctuary pond holds at most {SANCTUARY_MAX} birds a side")
        # every number a throw can show must have its candidate lists
        self.max_number = paths.max_number
        if self.max_number < max(VALUES):
            raise BoardDataError(f"move tables for numbers up to {self.max_number} only")
        nest_points = rules.nest_points
        pond, nests = board.pond, board.nests

        def candidates(
            origin: int | None, number: int, code: int, entries: tuple[PathEntry, ...]
        ) -> tuple[Candidate, ...]:
            owl = code & 1
            scoring = board.scoring_nests[Side(code >> 1)]
            out = []
            for entry in entries:
                arrives, promoted, nest, entered = owl, False, None, 0
                if entry[2]:  # passes a nest or the pond
                    opened = _open_path(owl, entry[3], pond, nests, scoring)
                    if opened is None:
                        continue
                    arrives, promoted, nest, entered = opened
                out.append(
                    Candidate(
                        self,
                        origin,
                        number,
                        code,
                        arrives,
                        entry,
                        promoted,
                        nest,
                        entered * nest_points,
                    )
                )
            return tuple(out)

        self.from_perch: tuple[tuple[tuple[tuple[Candidate, ...], ...], ...], ...] = tuple(
            tuple(
                tuple(
                    candidates(p, k, code, paths.from_perch[p][k])
                    for k in range(len(paths.from_perch[p]))
                )
                for p in range(self.n)
            )
            for code in range(4)
        )
        self.entering: tuple[tuple[tuple[Candidate, ...], ...], ...] = tuple(
            tuple(
                candidates(None, k, side * 2, paths.entering[side][k])
                for k in range(len(paths.entering[side]))
            )
            for side in (0, 1)
        )
        # the perches any candidate of a list touches (to skip a bird none of whose moves
        # touches the perches a first move changed)
        self.from_perch_reach: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(tuple(_union(c) for c in by_number) for by_number in per_perch)
            for per_perch in self.from_perch
        )
        self.entering_reach: tuple[tuple[int, ...], ...] = tuple(
            tuple(_union(c) for c in by_number) for by_number in self.entering
        )
        # no single move scores more than this, so every larger need is the same
        self.max_points = nest_points + max(self.capture_owl, self.capture_normal)
        self._rows: dict[int, list[Row | None]] = {}
        #: needs above this are all the same: no single move can reach them
        self.need_cap = self.max_points + 1
        self.scanners: tuple[list[Scanner | None], ...] = tuple(
            [None] * (self.need_cap + 1) for _ in (0, 1)
        )

    def width(self, perch: int) -> int:
        """How many cell codes ``perch`` may hold (a sanctuary pond has codes of its own)."""
        return len(CELLS) if perch == self.sanctuary else WINS

    def rows(self, need: int) -> list[Row | None]:
        """The rows built so far for moves that win with ``need`` points, indexed by
        :meth:`row_index`; build a missing one with :meth:`row`."""
        need = min(need, self.max_points + 1)
        rows = self._rows.get(need)
        if rows is None:
            rows = self._rows[need] = [None] * (4 * (self.n + 1))
        return rows

    def row_index(self, code: int, perch: int) -> int:
        """Where a bird's row is in :meth:`rows`; ``perch`` < 0 for birds off the board."""
        return code * (self.n + 1) + (perch if perch >= 0 else self.n)

    def row(self, need: int, code: int, perch: int) -> Row:
        """A bird's candidates by number as :data:`Hot` tuples, for moves that win with
        ``need`` points (``perch`` < 0: entering); built once."""
        rows = self.rows(need)
        index = self.row_index(code, perch)
        row = rows[index]
        if row is None:
            need = min(need, self.max_points + 1)
            by_number = self.entering[code >> 1] if perch < 0 else self.from_perch[code][perch]
            row = rows[index] = tuple(
                tuple((c.inner, c.target, c.landing(need), c.touch) for c in candidates)
                for candidates in by_number
            )
        return row

    def scanner(self, side: int, need: int) -> Scanner:
        """What a board scan for ``side`` (moves winning with ``need`` points) reads:
        ``entries[perch][cell code]`` (None until :meth:`perch_entry` builds it) and the
        Bird of the birds waiting off the board. ``scanners[side][clamped need]`` holds it
        once built (clamped: at most ``need_cap``)."""
        key = need if need < self.need_cap else self.need_cap
        found = self.scanners[side][key]
        if found is None:
            entering = (-2, side * 2, self.row(key, side * 2, -1), False, self.entering_reach[side])
            width = self.cell_codes
            found = self.scanners[side][key] = ([[None] * width for _ in range(self.n)], entering)
        return found

    def perch_entry(self, side: int, need: int, perch: int, cell: int) -> PerchEntry:
        """What a perch holding ``cell`` means for ``side``'s moves; built once."""
        birds = tuple(
            (
                perch,
                b,
                self.row(need, b, perch),
                COUNT[cell][b] == 1,
                self.from_perch_reach[b][perch],
            )
            for b in OWN_KINDS[cell][side]
        )
        entry = self.scanner(side, need)[0][perch][cell] = (BLOCKED[cell], birds)
        return entry


@cache
def move_table(rules: TlvRuleset) -> MoveTable:
    """The move table of a ruleset, built once (rulesets compare by identity)."""
    return MoveTable(rules)
