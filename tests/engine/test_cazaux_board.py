"""The cazaux board and ruleset files: the graph facts of the rules, and clear load errors."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from liubo.engine import BoardDataError, load_board, load_ruleset
from liubo.engine.board import parse_board
from liubo.engine.ruleset import parse_ruleset
from liubo.engine.rulesets.cazaux import cazaux_tables
from liubo.resources import read_data_text

BOARD = load_board("board_cazaux.json")


def ids(indices) -> list[str]:
    return [BOARD.perches[i].id for i in indices]


def test_stations_and_edges():
    assert len(BOARD.perches) == 29
    assert len(BOARD.edges) == 32
    kinds = Counter(e.kind for e in BOARD.edges)
    assert kinds == {"circuit": 20, "crossing": 12}
    degree = {p.id: len(BOARD.neighbors[p.index]) for p in BOARD.perches}
    assert {pid for pid, d in degree.items() if d == 3} == {"P1", "P6", "P11", "P16"}
    assert degree["X"] == 4
    assert all(d == 2 for pid, d in degree.items() if pid not in ("P1", "P6", "P11", "P16", "X"))


def shortest_cycle() -> int:
    best = 99
    for e in BOARD.edges:  # the shortest cycle through e: drop e, then the a-b distance
        dist = {e.a: 0}
        frontier = [e.a]
        while frontier:
            nxt = []
            for p in frontier:
                for q in BOARD.neighbors[p]:
                    if {p, q} == {e.a, e.b} or q in dist:
                        continue
                    dist[q] = dist[p] + 1
                    nxt.append(q)
            frontier = nxt
        if e.b in dist:
            best = min(best, dist[e.b] + 1)
    return best


def test_shortest_cycle_and_diameter():
    assert shortest_cycle() == 11
    assert max(max(BOARD.distances_from(p.index)) for p in BOARD.perches) == 10


def test_owl_landings_from_the_centre():
    tables = cazaux_tables(BOARD)
    assert [len(tables.owl[BOARD.pond][n]) for n in (1, 2, 3, 4)] == [4, 4, 4, 8]


def test_quarter_turn_symmetry():
    expected = {f"P{k}": f"P{(k - 6) % 20 + 1}" for k in range(1, 21)}
    expected.update(A="U", B="T", C="S", D="R", R="A", S="B", T="C", U="D", X="X")
    assert {p.id: BOARD.rotate_id(p.id) for p in BOARD.perches} == expected
    edges = {frozenset((BOARD.perches[e.a].id, BOARD.perches[e.b].id)) for e in BOARD.edges}
    assert {frozenset(expected[i] for i in e) for e in edges} == edges


def test_track():
    tables = cazaux_tables(BOARD)
    node = tables.node_index

    def walk(start: str, n: int, branch: bool = False) -> list[str]:
        paths = (tables.branch if branch else tables.stone)[node[start]][n]
        return [tables.node_ids[q] for q in paths[0][0]]

    # one lap round the circuit is 20 steps, 16 with either crossing
    assert [tables.node_ids[q] for q in tables.entry[4]] == ["P1", "P2", "P3", "P4"]
    lap = ["P1"]
    while len(lap) < 21:
        lap += walk(lap[-1], 1)
    assert lap[-1] == "P1" and len(lap) == 21
    assert walk("P6", 4, True) == ["A", "B", "XC", "C"]
    assert walk("D", 2) == ["P16", "P17"]  # the leg goes on round the circuit
    assert walk("P11", 4, True) == ["R", "S", "XT", "T"]
    assert walk("XT", 3) == ["T", "U", "P1"]
    assert walk("P6", 4) == ["P7", "P8", "P9", "P10"]
    # entering needs 9 pips to reach the centre: 6 to P6 (P1 counts 1), then 3
    assert walk("P4", 2) == ["P5", "P6"] and walk("P6", 3, True)[-1] == "XC"


def test_labels_and_twin_perches():
    first = load_board()
    for p in BOARD.perches:
        assert p.label
        assert p.twin in first.index
        assert BOARD.names[p.name]


def _doc() -> dict:
    return json.loads(read_data_text("board_cazaux.json"))


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d["track"]["next"].pop("P7"), r"track\.next: no next point for P7"),
        (
            lambda d: d["track"]["next"].__setitem__("P7", "P9"),
            r"track\.next\.P7: P7 -> P9 does not follow",
        ),
        (lambda d: d["track"]["next"].__setitem__("P7", "Q1"), r"track\.next\.P7: unknown station"),
        (
            lambda d: d["track"]["branches"].__setitem__("P6", "P7"),
            r"track\.branches\.P6: the branch",
        ),
        (lambda d: d["track"]["lanes"].__setitem__("XC", "B"), r"track\.lanes\.XC: lanes must"),
        (lambda d: d["track"].pop("lap_point"), r"track: missing field 'lap_point'"),
        (lambda d: d["track"].__setitem__("lap_from", ["P19"]), r"track\.lap_from"),
        (lambda d: d["perches"][0].__setitem__("label", 1), r"perch P1: 'label'"),
        (lambda d: d.pop("scoring_nests"), r"missing field 'scoring_nests'"),
    ],
)
def test_malformed_track_files_name_the_field(mutate, message):
    doc = _doc()
    mutate(doc)
    with pytest.raises(BoardDataError, match=message):
        parse_board(json.dumps(doc), source="test board")


def _rules() -> dict:
    return json.loads(read_data_text("rules_cazaux.json"))


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d.__setitem__("group_values", [1, 2, 3]), "'group_values'"),
        (lambda d: d.__setitem__("group_values", [0, 1, 2, 3]), "'group_values'"),
        (lambda d: d.__setitem__("extra_throw_doubles", [[1]]), "'extra_throw_doubles'"),
        (lambda d: d.__setitem__("owls_per_side", 2), "'owls_per_side'"),
        (lambda d: d.__setitem__("five_stone_rule", 9), "'five_stone_rule'"),
        (lambda d: d.__setitem__("kind", "chess"), "'kind'"),
        (lambda d: d.__setitem__("board", "board.json"), "needs a board with a 'track'"),
        (lambda d: d.pop("turn_limit"), "'turn_limit'"),
    ],
)
def test_malformed_ruleset_files_name_the_field(mutate, message):
    doc = _rules()
    mutate(doc)
    with pytest.raises(BoardDataError, match=message):
        parse_ruleset(json.dumps(doc), source="test rules")


def test_the_ruleset_file():
    rules = load_ruleset("cazaux")
    assert rules is load_ruleset("rules_cazaux.json")
    assert (rules.kind, rules.birds_per_side, rules.group_values) == ("cazaux", 6, (1, 2, 3, 4))
    assert rules.extra_throw_doubles == {(1, 1), (4, 4)}
    assert (rules.five_stone_rule, rules.turn_limit) == (5, 500)
