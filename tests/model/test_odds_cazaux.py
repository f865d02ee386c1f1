"""Exact threats under Cazaux's rules for the odds panel."""

from __future__ import annotations

from fractions import Fraction

import pytest

from liubo.engine import Game
from liubo.model.rulesets.cazaux.odds import cazaux_threats, other_to_throw


def station(game: Game, name: str) -> int:
    return game.board.index[name]


def test_a_lone_stone_reaches_the_owl_only_with_a_sum_of_five():
    # White's only stone on P5 may make both legs: 1+4 or 2+3 (either order) take the
    # Owl five steps ahead; nothing reaches the stone on P15
    game = Game.from_text("*P10,P15/P5 0-0 G", ruleset="cazaux")
    threats = cazaux_threats(other_to_throw(game.state))
    by_station = {t.station: t for t in threats}
    owl = by_station[station(game, "P10")]
    assert owl.owl and owl.stones == 0
    assert owl.chance == 2 * Fraction(1, 64) + 2 * Fraction(9, 64)
    assert by_station[station(game, "P15")].chance == 0
    assert [t.station for t in threats] == sorted(by_station)


def test_stones_on_one_station_count_once_and_any_number_in_reach_hits_them():
    # two White stones on the board (no double moves): the stone on P2 hits P4 with a 2,
    # the one on P1 with a 3, a waiting stone entering with a 4; only 1,1 misses
    game = Game.from_text("P4,P4/P1,P2 0-0 G", ruleset="cazaux")
    (threat,) = cazaux_threats(other_to_throw(game.state))
    assert threat.stones == 2 and not threat.owl
    assert threat.chance == 1 - Fraction(1, 64)
    # with every White stone on the board but these two taken prisoner, no stone waits
    # to enter: 1,1 and the throws made of 1s and 4s only miss
    game = Game.from_text("P4,P4/P1,P2 4-0 G", ruleset="cazaux")
    (threat,) = cazaux_threats(other_to_throw(game.state))
    assert threat.chance == 1 - Fraction(2, 8) ** 2


def test_a_throw_must_be_due():
    game = Game.from_text("P4/P1 0-0 W 2,1", ruleset="cazaux")
    with pytest.raises(ValueError, match="not due"):
        cazaux_threats(game.state)
