"""Board facts, checked from data/board.json (docs/rules.md section 2)."""

import json

import pytest

from liubo.engine import BoardDataError, Side, load_board
from liubo.engine.board import parse_board
from liubo.engine.rulesets.tlv.tables import path_tables
from liubo.resources import read_data_text

BOARD = load_board()


def test_counts():
    assert len(BOARD.perches) == 33
    assert len(BOARD.edges) == 40
    kinds = [e.kind for e in BOARD.edges]
    assert kinds.count("garden") == 20 and kinds.count("forest") == 12 and kinds.count("nest") == 8


def test_nine_names_with_four_of_each_but_the_pond():
    counts = {}
    for p in BOARD.perches:
        counts[p.name] = counts.get(p.name, 0) + 1
    assert set(counts) == set("方廉楬道張曲長高詘")
    assert counts.pop("方") == 1
    assert set(counts.values()) == {4}
    assert {BOARD.names[n].gloss for n in counts} >= {"Nest", "Branch", "Hollow", "Bend"}


def test_quarter_turn_symmetry_maps_edges_to_edges_and_names_to_names():
    edges = {frozenset((BOARD.perches[e.a].id, BOARD.perches[e.b].id)) for e in BOARD.edges}
    for turns in (1, 2, 3):
        for p in BOARD.perches:
            q = BOARD.perch(BOARD.rotate_id(p.id, turns))
            assert q.name == p.name
        rotated = {frozenset(BOARD.rotate_id(x, turns) for x in e) for e in edges}
        assert rotated == edges


def test_no_mirror_symmetry():
    edges = {frozenset((BOARD.perches[e.a].id, BOARD.perches[e.b].id)) for e in BOARD.edges}
    by_point = {(round(p.x, 4), round(p.y, 4)): p.id for p in BOARD.perches}
    mirrored = set()
    for e in edges:
        ids = []
        for pid in e:
            p = BOARD.perch(pid)
            ids.append(by_point.get((round(1 - p.x, 4), round(p.y, 4))))
        mirrored.add(frozenset(ids))
    assert mirrored != edges


def test_ring_is_a_twelve_cycle():
    ring = [e for e in BOARD.edges if e.kind == "forest"]
    nodes = {e.a for e in ring} | {e.b for e in ring}
    assert len(nodes) == 12
    degree = {n: sum(n in (e.a, e.b) for e in ring) for n in nodes}
    assert set(degree.values()) == {2}


def test_distances():
    from_pond = BOARD.distances_from(BOARD.pond, use_nests=True)
    for p in BOARD.perches:
        if p.name == "高":
            assert from_pond[p.index] == 6
        if p.index in BOARD.nests:
            assert from_pond[p.index] == 7


def test_entry_and_scoring_perches():
    assert {BOARD.perches[i].id for i in BOARD.entry[Side.GREEN]} == {"GAO_SW", "GAO_SE"}
    assert {BOARD.perches[i].id for i in BOARD.entry[Side.WHITE]} == {"GAO_NW", "GAO_NE"}
    assert {BOARD.perches[i].id for i in BOARD.scoring_nests[Side.GREEN]} == {"NEST_NW", "NEST_NE"}
    assert {BOARD.perches[i].id for i in BOARD.scoring_nests[Side.WHITE]} == {"NEST_SW", "NEST_SE"}


def test_at_most_one_simple_path_per_start_number_and_landing():
    tables = path_tables(BOARD)
    for p in range(len(BOARD.perches)):
        for n in range(1, 5):
            ends = [entry[1] for entry in tables.from_perch[p][n]]
            assert len(ends) == len(set(ends))


def _doc():
    return json.loads(read_data_text("board.json"))


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: d["edges"].append(["POND", "NOWHERE", "garden"]), "unknown perch 'NOWHERE'"),
        (lambda d: d["perches"].append(dict(d["perches"][0])), "duplicate perch id"),
        (lambda d: d["perches"][3].pop("x"), "missing field 'x'"),
        (lambda d: d["edges"].append(["POND", "LIAN_N", "garden"]), "duplicate edge"),
        (lambda d: d["edges"].__setitem__(0, ["POND", "LIAN_N", "road"]), "kind must be"),
        (lambda d: d.__setitem__("pond", "LAKE"), "unknown perch 'LAKE'"),
        (lambda d: d["perches"][0].__setitem__("name", "X"), "not in 'names'"),
        (lambda d: d.pop("drawing"), "missing field 'drawing'"),
    ],
)
def test_malformed_board_files_name_the_problem(mutate, message):
    doc = _doc()
    mutate(doc)
    with pytest.raises(BoardDataError, match=message):
        parse_board(json.dumps(doc), source="test board")


def test_board_file_that_is_not_json():
    with pytest.raises(BoardDataError, match="not valid JSON"):
        parse_board("{ nope", source="broken.json")
    with pytest.raises(BoardDataError, match="must be an object"):
        parse_board("[]", source="list.json")
    with pytest.raises(BoardDataError, match="format"):
        parse_board('{"format": "other"}', source="other.json")
