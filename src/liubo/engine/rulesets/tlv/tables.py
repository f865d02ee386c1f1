"""Precomputed tables: perch contents as small codes, landing results, and move paths.

A bird is coded ``side * 2 + owl`` (0 Green bird, 1 Green Owl, 2 White bird, 3 White Owl).
A perch holds at most two birds; its contents are one of 15 sorted tuples, coded by index.

A sanctuary pond (the reading ``pond=sanctuary``) holds any number of Owls of both sides,
up to :data:`SANCTUARY_MAX` a side, so it has codes of its own after those 15: one for
each count of Green and White Owls, the empty sanctuary included. Adding a bird to a
sanctuary code or taking one away gives a sanctuary code again, such a cell never blocks,
and a bird landing there simply joins the others; a ruleset with a sanctuary pond starts
its pond at :data:`SANCTUARY_EMPTY` (``TlvRuleset.empty_cells``), so that every table of this
module reads a sanctuary pond right without asking which perch it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...board import Board, simple_paths
from ...errors import BoardDataError
from ...sides import Side

#: the contents of an ordinary perch, by cell code
PERCH_CELLS: tuple[tuple[int, ...], ...] = (
    ((),) + tuple((b,) for b in range(4)) + tuple((a, b) for a in range(4) for b in range(a, 4))
)
#: the number of ordinary cell codes; the sanctuary codes follow them
REGULAR = len(PERCH_CELLS)
#: the most Owls of one side a sanctuary pond's codes can hold
SANCTUARY_MAX = 6
SANCTUARY_EMPTY = REGULAR


def sanctuary_code(green: int, white: int) -> int:
    """The cell code of a sanctuary pond holding ``green`` Green Owls and ``white`` White."""
    return REGULAR + green * (SANCTUARY_MAX + 1) + white


#: every cell code's contents: the ordinary ones, then the sanctuary pond's
CELLS: tuple[tuple[int, ...], ...] = PERCH_CELLS + tuple(
    (1,) * g + (3,) * w for g in range(SANCTUARY_MAX + 1) for w in range(SANCTUARY_MAX + 1)
)
#: the code of an ordinary perch's contents
CELL_CODE: dict[tuple[int, ...], int] = {c: i for i, c in enumerate(PERCH_CELLS)}
EMPTY = 0

# landing kinds
ILLEGAL = -1
STAND = 0
BLOCKADE = 1
CONTEST = 2
CAPTURE = 3
CAPTURE_BLOCKADE = 4


def bird_code(side: int, owl: bool) -> int:
    return side * 2 + (1 if owl else 0)


def _sanctuary(code: int) -> bool:
    return code >= REGULAR


def _add(code: int, bird: int) -> int:
    cell = CELLS[code]
    if _sanctuary(code):
        green, white = cell.count(1), cell.count(3)
        if not bird & 1 or (green if bird == 1 else white) >= SANCTUARY_MAX:
            return -1  # only Owls stand in the pond
        return sanctuary_code(green + (bird == 1), white + (bird == 3))
    if len(cell) >= 2:
        return -1
    return CELL_CODE[tuple(sorted(cell + (bird,)))]


def _remove(code: int, bird: int) -> int:
    cell = CELLS[code]
    if bird not in cell:
        return -1
    if _sanctuary(code):
        return sanctuary_code(cell.count(1) - (bird == 1), cell.count(3) - (bird == 3))
    rest = list(cell)
    rest.remove(bird)
    return CELL_CODE[tuple(rest)]


CODES = range(len(CELLS))
ADD: tuple[tuple[int, ...], ...] = tuple(tuple(_add(c, b) for b in range(4)) for c in CODES)
REMOVE: tuple[tuple[int, ...], ...] = tuple(tuple(_remove(c, b) for b in range(4)) for c in CODES)
COUNT: tuple[tuple[int, ...], ...] = tuple(tuple(c.count(b) for b in range(4)) for c in CELLS)
BLOCKADE_OF: tuple[int, ...] = tuple(
    (c[0] >> 1) if len(c) == 2 and c[0] >> 1 == c[1] >> 1 and code < REGULAR else -1
    for code, c in enumerate(CELLS)
)
BLOCKED: tuple[bool, ...] = tuple(s >= 0 for s in BLOCKADE_OF)
OWN_KINDS: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    (tuple(sorted({b for b in c if b >> 1 == 0})), tuple(sorted({b for b in c if b >> 1 == 1})))
    for c in CELLS
)
SIDE_COUNT: tuple[tuple[int, int], ...] = tuple(
    (sum(1 for b in c if b >> 1 == 0), sum(1 for b in c if b >> 1 == 1)) for c in CELLS
)


def _landing(code: int, mover: int, owl_contest: bool) -> tuple[int, int, int]:
    """(kind, new cell code, captured bird or -1) for a bird arriving on a perch.

    ``owl_contest``: the reading ``owl-landing=contest``, in which a normal bird landing on
    a lone enemy Owl contests the perch instead of taking the Owl.
    """
    cell = CELLS[code]
    if _sanctuary(code):  # any Owl joins the others; nothing happens
        new = _add(code, mover)
        return (STAND, new, -1) if new >= 0 else (ILLEGAL, -1, -1)
    side, owl = mover >> 1, mover & 1
    own = [b for b in cell if b >> 1 == side]
    opp = [b for b in cell if b >> 1 != side]
    if not cell:
        return STAND, CELL_CODE[(mover,)], -1
    if len(cell) == 2:
        if len(own) == 1 and len(opp) == 1:
            return CAPTURE_BLOCKADE, CELL_CODE[tuple(sorted((own[0], mover)))], opp[0]
        return ILLEGAL, -1, -1
    if own:
        return BLOCKADE, CELL_CODE[tuple(sorted((own[0], mover)))], -1
    other = opp[0]
    if other & 1 == owl or (owl_contest and not owl):
        return CONTEST, CELL_CODE[tuple(sorted((other, mover)))], -1
    return CAPTURE, CELL_CODE[(mover,)], other


#: a landing table: ``[cell code][mover]`` -> (kind, new cell code, captured bird or -1)
Landing = tuple[tuple[tuple[int, int, int], ...], ...]


@cache
def landing_table(owl_contest: bool = False) -> Landing:
    """The landing table of the rules (``owl_contest``: ``owl-landing=contest``)."""
    return tuple(tuple(_landing(c, b, owl_contest) for b in range(4)) for c in CODES)


#: the landing table of the default rules
LAND: Landing = landing_table(False)


def _nest_before_pond(board: Board, path: tuple[int, ...]) -> bool:
    for q in path:
        if q == board.pond:
            return False
        if q in board.nests:
            return True
    return False


# One path step table entry: (perches passed through, landing perch, touches a nest or the
# pond, whole path).
PathEntry = tuple[tuple[int, ...], int, bool, tuple[int, ...]]


@dataclass(frozen=True)
class PathTables:
    """Every simple path a move can take, by start perch (or entry side) and number."""

    max_number: int
    from_perch: tuple[tuple[tuple[PathEntry, ...], ...], ...]  # [perch][n] -> paths
    entering: tuple[tuple[tuple[PathEntry, ...], ...], ...]  # [side][n] -> paths


def _entry(board: Board, path: tuple[int, ...]) -> PathEntry:
    special = any(q == board.pond or q in board.nests for q in path)
    return (path[:-1], path[-1], special, path)


@cache
def path_tables(board: Board, max_number: int = 4, entry_stop: bool = False) -> PathTables:
    """Paths after the start perch, landing last; entry paths begin with the 高 perch.

    ``entry_stop`` (the reading ``entry=stop``): an entering bird's path is the 高 alone,
    whatever the number.
    """
    from_perch = []
    for p in range(len(board.perches)):
        per_n: list[tuple[PathEntry, ...]] = [()]
        for n in range(1, max_number + 1):
            paths = simple_paths(board, p, n)
            ends = [path[-1] for path in paths]
            if len(ends) != len(set(ends)):
                raise BoardDataError(
                    f"two paths of {n} lead from {board.perches[p].id} to the same perch; "
                    "move notation needs one"
                )
            per_n.append(tuple(_entry(board, path) for path in paths))
        from_perch.append(tuple(per_n))
    entering = []
    for side in Side:
        per_n = [()]
        for n in range(1, max_number + 1):
            paths = []
            for gate in board.entry[side]:
                for tail in [()] if entry_stop else simple_paths(board, gate, n - 1):
                    path = (gate,) + tail
                    if _nest_before_pond(board, path):
                        continue  # an entering bird is not an Owl, so it can never take it
                    paths.append(path)
            ends = [path[-1] for path in paths]
            if len(ends) != len(set(ends)):
                raise BoardDataError(f"two entry paths of {n} lead to the same perch")
            per_n.append(tuple(_entry(board, path) for path in paths))
        entering.append(tuple(per_n))
    return PathTables(max_number, tuple(from_perch), tuple(entering))
