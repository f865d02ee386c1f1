"""Tables for the ``cazaux`` ruleset, built once per board from its ``track`` block.

Normal stones stand on *nodes*: every station except the centre, plus the centre's two
lanes (``XC`` going to C, ``XT`` going to T), which are extra node indices after the
stations. The Owl stands on stations. Paths list the points after the start, landing last.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from ...board import Board, simple_paths
from ...errors import BoardDataError

# one stone path: (nodes after the start, landing last; took the branch; passes the lap point)
StonePath = tuple[tuple[int, ...], bool, bool]


@dataclass(frozen=True, eq=False)
class CazauxTables:
    """Node numbering and every path a stone or the Owl can take, by start and number."""

    board: Board
    n_nodes: int
    node_ids: tuple[str, ...]
    node_index: dict[str, int]
    station_of: tuple[int, ...]  # node -> station
    nodes_of: tuple[tuple[int, ...], ...]  # station -> the nodes stones stand on there
    lanes: tuple[int, ...]  # lane nodes (their station is the centre)
    centre: int  # station index of the centre
    branch_nodes: frozenset[int]
    lap_point: int
    stone: tuple[tuple[tuple[StonePath, ...], ...], ...]  # [node][n] -> ordinary paths
    branch: tuple[tuple[tuple[StonePath, ...], ...], ...]  # [node][n] -> branch paths
    entry: tuple[tuple[int, ...], ...]  # [n] -> nodes of the entry path
    owl: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...]  # [station][n] -> station paths
    order: tuple[int, ...]  # stations in board order, for writers

    def node_id(self, node: int) -> str:
        return self.node_ids[node]


@cache
def cazaux_tables(board: Board, max_number: int = 4) -> CazauxTables:
    track = board.track
    if track is None:
        raise BoardDataError(f"board {board.id!r} has no track: it cannot be played by cazaux")
    n_stations = len(board.perches)
    lane_ids = tuple(track.lanes)
    node_ids = tuple(p.id for p in board.perches) + lane_ids
    node_index = {pid: i for i, pid in enumerate(node_ids)}
    centre = board.pond
    station_of = tuple(range(n_stations)) + tuple(board.index[track.lanes[k]] for k in lane_ids)
    lanes = tuple(node_index[k] for k in lane_ids)
    nodes_of = tuple((lanes if s == centre else (s,)) for s in range(n_stations))
    nxt = [-1] * len(node_ids)
    for a, b in track.next.items():
        nxt[node_index[a]] = node_index[b]
    lap_point = node_index[track.lap_point]

    def walk(first: int, n: int) -> tuple[int, ...]:
        path = [first]
        while len(path) < n:
            path.append(nxt[path[-1]])
        return tuple(path)

    def stone_path(path: tuple[int, ...], branched: bool) -> StonePath:
        return (path, branched, lap_point in path)

    stone: list[tuple[tuple[StonePath, ...], ...]] = []
    branch: list[tuple[tuple[StonePath, ...], ...]] = []
    for node in range(len(node_ids)):
        if node == centre:
            stone.append(((),) * (max_number + 1))
            branch.append(((),) * (max_number + 1))
            continue
        stone.append(
            ((),)
            + tuple((stone_path(walk(nxt[node], n), False),) for n in range(1, max_number + 1))
        )
        other = track.branches.get(node_ids[node])
        if other is None:
            branch.append(((),) * (max_number + 1))
        else:
            start = node_index[other]
            branch.append(
                ((),) + tuple((stone_path(walk(start, n), True),) for n in range(1, max_number + 1))
            )
    entry = ((),) + tuple(walk(lap_point, n) for n in range(1, max_number + 1))
    owl = []
    for s in range(n_stations):
        per_n: list[tuple[tuple[int, ...], ...]] = [()]
        for n in range(1, max_number + 1):
            paths = simple_paths(board, s, n)
            ends = [path[-1] for path in paths]
            if len(ends) != len(set(ends)):
                raise BoardDataError(
                    f"two paths of {n} lead from {board.perches[s].id} to the same station"
                )
            per_n.append(tuple(paths))
        owl.append(tuple(per_n))
    return CazauxTables(
        board=board,
        n_nodes=len(node_ids),
        node_ids=node_ids,
        node_index=node_index,
        station_of=station_of,
        nodes_of=nodes_of,
        lanes=lanes,
        centre=centre,
        branch_nodes=frozenset(node_index[k] for k in track.branches),
        lap_point=lap_point,
        stone=tuple(stone),
        branch=tuple(branch),
        entry=entry,
        owl=tuple(owl),
        order=tuple(range(n_stations)),
    )
