"""Frozen perft counts: legal move sequences from fixed positions under fixed throws.

If a change to the engine alters one of these numbers, legality changed: find out why
before updating the number.
"""

import pytest

from liubo.engine import Game, Throw
from liubo.engine.perft import perft

CASES = [
    ("-/- 0-0 G", ["2,1"], 16),
    ("-/- 0-0 G", ["2,1", "3,3"], 576),
    ("-/- 0-0 G", ["4,4", "1,2", "2,2"], 71024),
    ("QU_S,QU_S,*POND/GAO_NW 3-1 W 2,1", ["1,4"], 8628),
    ("*CHANG_NW,DAO_S,DAO_S,JIE_E/*GAO_NW,LIAN_N,ZHANG_S,ZHANG_S 4-3 G", ["1,2", "3,1"], 24570),
    (
        "GAO_SE,GAO_SW,*LIAN_E,QU_S,ZHANG_S/CHANG_NE,GAO_NE,*JIE_N,QU_N,QU_W 2-2 W",
        ["4,3", "1,1"],
        159452,
    ),
    ("-/GAO_SW,GAO_SW,GAO_SE,GAO_SE 0-0 G", ["3,4", "1,1"], 32),
]


@pytest.mark.parametrize("position, throws, expected", CASES)
def test_perft(position, throws, expected):
    state = Game.from_text(position).state
    assert perft(state, [Throw.parse(t) for t in throws]) == expected
