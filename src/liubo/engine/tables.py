"""Precomputed tables: perch contents as small codes, landing results, and move paths.

A bird is coded ``side * 2 + owl`` (0 Green bird, 1 Green Owl, 2 White bird, 3 White Owl).
A perch holds at most two birds; its contents are one of 15 sorted tuples, coded by index.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .board import Board
from .errors import BoardDataError
from .sides import Side

CELLS: tuple[tuple[int, ...], ...] = (
    ((),) + tuple((b,) for b in range(4)) + tuple((a, b) for a in range(4) for b in range(a, 4))
)
CELL_CODE: dict[tuple[int, ...], int] = {c: i for i, c in enumerate(CELLS)}
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


def _add(cell: tuple[int, ...], bird: int) -> int:
    if len(cell) >= 2:
        return -1
    return CELL_CODE[tuple(sorted(cell + (bird,)))]


def _remove(cell: tuple[int, ...], bird: int) -> int:
    if bird not in cell:
        return -1
    rest = list(cell)
    rest.remove(bird)
    return CELL_CODE[tuple(rest)]


ADD: tuple[tuple[int, ...], ...] = tuple(tuple(_add(c, b) for b in range(4)) for c in CELLS)
REMOVE: tuple[tuple[int, ...], ...] = tuple(tuple(_remove(c, b) for b in range(4)) for c in CELLS)
COUNT: tuple[tuple[int, ...], ...] = tuple(tuple(c.count(b) for b in range(4)) for c in CELLS)
BLOCKED: tuple[bool, ...] = tuple(len(c) == 2 and c[0] >> 1 == c[1] >> 1 for c in CELLS)
BLOCKADE_OF: tuple[int, ...] = tuple(
    (c[0] >> 1) if len(c) == 2 and c[0] >> 1 == c[1] >> 1 else -1 for c in CELLS
)
OWN_KINDS: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = tuple(
    (tuple(sorted({b for b in c if b >> 1 == 0})), tuple(sorted({b for b in c if b >> 1 == 1})))
    for c in CELLS
)
SIDE_COUNT: tuple[tuple[int, int], ...] = tuple(
    (sum(1 for b in c if b >> 1 == 0), sum(1 for b in c if b >> 1 == 1)) for c in CELLS
)


def _landing(cell: tuple[int, ...], mover: int) -> tuple[int, int, int]:
    """(kind, new cell code, captured bird or -1) for a bird arriving on a perch."""
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
    if other & 1 == owl:
        return CONTEST, CELL_CODE[tuple(sorted((other, mover)))], -1
    return CAPTURE, CELL_CODE[(mover,)], other


LAND: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(
    tuple(_landing(c, b) for b in range(4)) for c in CELLS
)


def _simple_paths(board: Board, start: int, length: int) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = []

    def walk(node: int, path: list[int], seen: set[int]) -> None:
        if len(path) == length:
            out.append(tuple(path))
            return
        for nxt in board.neighbors[node]:
            if nxt not in seen:
                seen.add(nxt)
                path.append(nxt)
                walk(nxt, path, seen)
                path.pop()
                seen.discard(nxt)

    walk(start, [], {start})
    return out


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
def path_tables(board: Board, max_number: int = 4) -> PathTables:
    """Paths after the start perch, landing last; entry paths begin with the 高 perch."""
    from_perch = []
    for p in range(len(board.perches)):
        per_n: list[tuple[PathEntry, ...]] = [()]
        for n in range(1, max_number + 1):
            paths = _simple_paths(board, p, n)
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
                for tail in _simple_paths(board, gate, n - 1):
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
