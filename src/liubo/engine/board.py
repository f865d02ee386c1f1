"""The perch graph of the board, loaded and validated from ``data/board.json``."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..resources import read_data_text
from .arguments import short_repr
from .errors import ArgumentError, ArgumentTypeError, BoardDataError
from .sides import Side

EDGE_KINDS = ("garden", "forest", "nest", "circuit", "crossing")


@dataclass(frozen=True, slots=True)
class PositionName:
    """One of the nine historical position names, with its readings."""

    name: str
    pinyin: str
    gloss: str
    gloss_source: str  # "rulebook" or "project"
    role: str
    where: str  # where on the board, in words (translated for the rulebook's names page)


@dataclass(frozen=True, slots=True)
class Perch:
    """A point on the lines of the board where birds stand."""

    index: int
    id: str
    name: str
    x: float
    y: float
    owner: Side | None
    label: str = ""  # a ruleset's own name for the point (Cazaux's 1-20 and letters), if any
    twin: str = ""  # the perch at the same place on the first board (board.json), if any

    @property
    def is_nest(self) -> bool:
        return self.id.startswith("NEST_")


@dataclass(frozen=True, slots=True)
class Edge:
    a: int
    b: int
    kind: str


@dataclass(frozen=True, slots=True)
class Drawing:
    """The TLV strokes on the unit square, for renderers."""

    frame: tuple[float, float]
    pond_square: tuple[float, float]
    lines: tuple[tuple[tuple[float, float], tuple[float, float]], ...]
    circles: tuple[tuple[tuple[float, float], float], ...]


@dataclass(frozen=True)
class Track:
    """The one-way track of a race board (ruleset ``cazaux``), as ids.

    ``next`` gives the next point of every point a normal stone can stand on, including the
    lanes (ids that stand for one station entered from a given side); ``branches`` the
    optional other way out of a branch station; ``lanes`` the station of each lane;
    a stone completes a lap on reaching ``lap_point`` from one of ``lap_from``.
    """

    next: dict[str, str]
    branches: dict[str, str]
    lanes: dict[str, str]
    lap_point: str
    lap_from: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class Board:
    """The perch graph with precomputed adjacency. Perches are referred to by index."""

    id: str
    perches: tuple[Perch, ...]
    edges: tuple[Edge, ...]
    names: dict[str, PositionName]
    index: dict[str, int]
    neighbors: tuple[tuple[int, ...], ...]
    pond: int
    entry: dict[Side, tuple[int, ...]]
    scoring_nests: dict[Side, tuple[int, ...]]
    nests: frozenset[int]
    drawing: Drawing
    track: Track | None = None

    def __len__(self) -> int:
        return len(self.perches)

    def perch(self, perch_id: str) -> Perch:
        """The perch with this id; ``KeyError`` if there is none."""
        return self.perches[self.index[perch_id]]

    def position_name(self, index: int) -> PositionName:
        return self.names[self.perches[index].name]

    def distances_from(self, start: int, *, use_nests: bool = False) -> list[int]:
        """Edge counts from ``start`` to every perch (breadth first); -1 if unreachable."""
        dist = [-1] * len(self.perches)
        dist[start] = 0
        frontier = [start]
        while frontier:
            nxt = []
            for p in frontier:
                for q in self.neighbors[p]:
                    if dist[q] < 0 and (use_nests or q not in self.nests or q == start):
                        dist[q] = dist[p] + 1
                        nxt.append(q)
            frontier = nxt
        return dist

    def rotate_id(self, perch_id: str, quarter_turns: int = 1) -> str:
        """The perch a quarter turn (x, y) -> (1 - y, x) maps this one to."""
        p = self.perch(perch_id)
        x, y = p.x, p.y
        for _ in range(quarter_turns % 4):
            x, y = 1 - y, x
        for q in self.perches:
            if abs(q.x - x) < 1e-6 and abs(q.y - y) < 1e-6:
                return q.id
        raise BoardDataError(f"no perch at the rotation of {perch_id}")


def _require(obj: dict[str, Any], key: str, where: str) -> Any:
    if not isinstance(obj, dict):
        raise BoardDataError(f"{where}: expected an object, found {type(obj).__name__}")
    if key not in obj:
        raise BoardDataError(f"{where}: missing field {key!r}")
    return obj[key]


def _side(text: Any, where: str) -> Side | None:
    if text is None:
        return None
    if text == "green":
        return Side.GREEN
    if text == "white":
        return Side.WHITE
    raise BoardDataError(f"{where}: owner must be 'green', 'white' or null, not {text!r}")


def _point(value: Any, where: str) -> tuple[float, float]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, (int, float)) for v in value)
    ):
        raise BoardDataError(f"{where}: expected a point [x, y], found {value!r}")
    return (float(value[0]), float(value[1]))


def parse_board(text: str, source: str = "board data") -> Board:
    """Build a board from the JSON text of a board file, validating everything."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise BoardDataError(f"{source}: not valid JSON ({exc})") from exc
    if not isinstance(doc, dict):
        raise BoardDataError(f"{source}: the top level must be an object")
    if doc.get("format") != "liubo-board":
        raise BoardDataError(f"{source}: 'format' must be 'liubo-board'")

    names: dict[str, PositionName] = {}
    for i, entry in enumerate(_require(doc, "names", source)):
        where = f"{source}: names[{i}]"
        fields = {k: _require(entry, k, where) for k in PositionName.__slots__}
        if fields["name"] in names:
            raise BoardDataError(f"{where}: duplicate name {fields['name']!r}")
        names[fields["name"]] = PositionName(**{k: str(v) for k, v in fields.items()})

    perches: list[Perch] = []
    index: dict[str, int] = {}
    for i, entry in enumerate(_require(doc, "perches", source)):
        where = f"{source}: perches[{i}]"
        pid = _require(entry, "id", where)
        if not isinstance(pid, str) or not pid:
            raise BoardDataError(f"{where}: id must be a non-empty string")
        where = f"{source}: perch {pid}"
        if pid in index:
            raise BoardDataError(f"{where}: duplicate perch id")
        name = _require(entry, "name", where)
        if name not in names:
            raise BoardDataError(f"{where}: name {name!r} is not in 'names'")
        x, y = _point([_require(entry, "x", where), _require(entry, "y", where)], where)
        if not (0.0 <= x <= 1.0 and 0.0 <= y <= 1.0):
            raise BoardDataError(f"{where}: coordinates must lie in the unit square")
        owner = _side(_require(entry, "owner", where), where)
        label, twin = entry.get("label", ""), entry.get("twin", "")
        if not isinstance(label, str) or not isinstance(twin, str):
            raise BoardDataError(f"{where}: 'label' and 'twin' must be strings")
        index[pid] = len(perches)
        perches.append(Perch(len(perches), pid, name, x, y, owner, label, twin))

    def perch_index(pid: Any, where: str) -> int:
        if pid not in index:
            raise BoardDataError(f"{where}: unknown perch {pid!r}")
        return index[pid]

    edges: list[Edge] = []
    seen: set[frozenset[int]] = set()
    adjacency: list[list[int]] = [[] for _ in perches]
    for i, entry in enumerate(_require(doc, "edges", source)):
        where = f"{source}: edges[{i}]"
        if not isinstance(entry, list) or len(entry) != 3:
            raise BoardDataError(f"{where}: expected [from, to, kind]")
        a, b = perch_index(entry[0], where), perch_index(entry[1], where)
        kind = entry[2]
        if kind not in EDGE_KINDS:
            raise BoardDataError(f"{where}: kind must be one of {', '.join(EDGE_KINDS)}")
        if a == b:
            raise BoardDataError(f"{where}: an edge may not join {entry[0]} to itself")
        if frozenset((a, b)) in seen:
            raise BoardDataError(f"{where}: duplicate edge {entry[0]}-{entry[1]}")
        seen.add(frozenset((a, b)))
        edges.append(Edge(a, b, kind))
        adjacency[a].append(b)
        adjacency[b].append(a)

    pond = perch_index(_require(doc, "pond", source), f"{source}: pond")
    entry_doc = _require(doc, "entry", source)
    nests_doc = _require(doc, "scoring_nests", source)
    gates: dict[Side, tuple[int, ...]] = {}
    scoring: dict[Side, tuple[int, ...]] = {}
    for side in Side:
        where = f"{source}: entry.{side.key}"
        gates[side] = tuple(perch_index(p, where) for p in _require(entry_doc, side.key, where))
        where = f"{source}: scoring_nests.{side.key}"
        scoring[side] = tuple(perch_index(p, where) for p in _require(nests_doc, side.key, where))
        if not gates[side]:
            raise BoardDataError(f"{source}: entry.{side.key} needs at least one perch")
    if bool(scoring[Side.GREEN]) != bool(scoring[Side.WHITE]):
        raise BoardDataError(f"{source}: scoring_nests: both sides need nests, or neither")
    if "track" not in doc and not scoring[Side.GREEN]:
        raise BoardDataError(f"{source}: scoring_nests: a board without a track needs nests")
    nests = frozenset(scoring[Side.GREEN] + scoring[Side.WHITE])
    for e in edges:
        if (e.kind == "nest") != ((e.a in nests) or (e.b in nests)):
            raise BoardDataError(
                f"{source}: edge {perches[e.a].id}-{perches[e.b].id} must be of kind 'nest' "
                "exactly when it touches a nest"
            )
    for p in perches:
        if not adjacency[p.index]:
            raise BoardDataError(f"{source}: perch {p.id} has no edges")

    draw_doc = _require(doc, "drawing", source)
    where = f"{source}: drawing"
    try:
        drawing = Drawing(
            frame=_point(_require(draw_doc, "frame", where), where + ".frame"),
            pond_square=_point(_require(draw_doc, "pond_square", where), where + ".pond_square"),
            lines=tuple(
                (_point(s[0], where), _point(s[1], where))
                for s in _require(draw_doc, "lines", where)
            ),
            circles=tuple(
                (
                    _point(_require(c, "center", where), where),
                    float(_require(c, "radius", where)),
                )
                for c in _require(draw_doc, "circles", where)
            ),
        )
    except (TypeError, IndexError, ValueError) as exc:
        if isinstance(exc, BoardDataError):
            raise
        raise BoardDataError(f"{where}: malformed stroke ({exc})") from exc

    track = (
        _track(doc["track"], index, adjacency, pond, f"{source}: track") if "track" in doc else None
    )

    return Board(
        id=str(_require(doc, "id", source)),
        perches=tuple(perches),
        edges=tuple(edges),
        names=names,
        index=index,
        neighbors=tuple(tuple(sorted(a)) for a in adjacency),
        pond=pond,
        entry=gates,
        scoring_nests=scoring,
        nests=nests,
        drawing=drawing,
        track=track,
    )


def _track(
    doc: Any, index: dict[str, int], adjacency: list[list[int]], pond: int, where: str
) -> Track:
    """Read and check a ``track`` block: every step must follow an edge of the board."""
    lanes = _require(doc, "lanes", where)
    if not isinstance(lanes, dict) or not lanes:
        raise BoardDataError(f"{where}.lanes: expected an object of lane id -> station id")
    for lane, target in lanes.items():
        if lane in index:
            raise BoardDataError(f"{where}.lanes: lane {lane!r} has the id of a station")
        if target not in index:
            raise BoardDataError(f"{where}.lanes.{lane}: unknown station {target!r}")
        if index[target] != pond:
            raise BoardDataError(f"{where}.lanes.{lane}: lanes must belong to the centre (pond)")

    def station(point: Any, field: str) -> int:
        if isinstance(point, str) and point in lanes:
            return index[lanes[point]]
        if not isinstance(point, str) or point not in index:
            raise BoardDataError(f"{where}.{field}: unknown station or lane {point!r}")
        return index[point]

    def step(a: Any, b: Any, field: str) -> None:
        if station(b, field) not in adjacency[station(a, field)]:
            raise BoardDataError(f"{where}.{field}: {a} -> {b} does not follow an edge")

    nxt = _require(doc, "next", where)
    if not isinstance(nxt, dict):
        raise BoardDataError(f"{where}.next: expected an object of id -> next id")
    for a, b in nxt.items():
        step(a, b, f"next.{a}")
    needed = [pid for pid, i in index.items() if i != pond] + list(lanes)
    missing = [pid for pid in needed if pid not in nxt]
    if missing:
        raise BoardDataError(f"{where}.next: no next point for {', '.join(missing)}")
    if next((a for a in nxt if a not in needed), None) is not None:
        raise BoardDataError(
            f"{where}.next: a normal stone never stands on the centre itself; use its lanes"
        )
    branches = _require(doc, "branches", where)
    if not isinstance(branches, dict):
        raise BoardDataError(f"{where}.branches: expected an object of station -> station")
    for a, b in branches.items():
        step(a, b, f"branches.{a}")
        if nxt.get(a) == b:
            raise BoardDataError(f"{where}.branches.{a}: the branch is the ordinary next point")
    lap_point = _require(doc, "lap_point", where)
    station(lap_point, "lap_point")
    lap_from = _require(doc, "lap_from", where)
    if not isinstance(lap_from, list) or not lap_from:
        raise BoardDataError(f"{where}.lap_from: expected a list of ids")
    for a in lap_from:
        if nxt.get(a) != lap_point:
            raise BoardDataError(f"{where}.lap_from: the next point of {a!r} is not {lap_point}")
    return Track(dict(nxt), dict(branches), dict(lanes), lap_point, tuple(lap_from))


def simple_paths(board: Board, start: int, length: int) -> list[tuple[int, ...]]:
    """Every path of ``length`` steps from perch ``start`` that visits no perch twice,
    as the perches after the start (landing last), in the order of ``board.neighbors``."""
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


def load_board(name: str = "board.json") -> Board:
    """The board shipped in ``data/`` under the file name ``name`` (cached).

    ArgumentError for a name that is not a plain ``.json`` file name (no folders).
    """
    if not isinstance(name, str):
        raise ArgumentTypeError(f"name: a board file name must be text, not {short_repr(name)}")
    if not name.endswith(".json") or any(c in name for c in "/\\:") or name.startswith("."):
        raise ArgumentError(
            f"name: a board is a .json file name in the game's data, such as 'board.json', "
            f"not {short_repr(name)}"
        )
    return _load_board(name)


@cache
def _load_board(name: str) -> Board:
    try:
        text = read_data_text(name)
    except (OSError, UnicodeDecodeError) as exc:
        raise BoardDataError(f"cannot read board file {name}: {exc}") from exc
    return parse_board(text, source=name)
