"""The worked examples of the cazaux rules (docs/rules.md part two), one test each."""

from __future__ import annotations

from fractions import Fraction

import pytest

from liubo.engine import Game, NotationError, load_ruleset


def game(text: str) -> Game:
    return Game.from_text(text, ruleset="cazaux")


def legal(text_or_game) -> set[str]:
    g = game(text_or_game) if isinstance(text_or_game, str) else text_or_game
    return {str(m) for m in g.legal_moves()}


def play(text: str, *moves: str) -> Game:
    g = game(text)
    for m in moves:
        g.play(m)
    return g


def test_1_opening_throw():
    assert legal("-/- 0-0 G 2,3") == {"OFF>P2/2", "OFF>P3/3"}
    assert play("-/- 0-0 G 2,3", "OFF>P2/2", "OFF>P3/3").to_text() == "P2,P3/- 0-0 W"


def test_2_passing_a_branch_point_gives_no_branch():
    assert legal("P4,P9/- 0-0 G 3,1") == {
        "OFF>P1/1",
        "OFF>P3/3",
        "P4>P5/1",
        "P4>P7/3",
        "P9>P10/1",
        "P9>P12/3",
    }


def test_3_branch_at_p6():
    assert legal("P6,P9/- 0-0 G 2,1") == {
        "OFF>P1/1",
        "OFF>P2/2",
        "P6>A/1",
        "P6>B/2",
        "P6>P7/1",
        "P6>P8/2",
        "P9>P10/1",
        "P9>P11/2",
    }


def test_4_no_turning_on_the_centre():
    g = game("P2,XC/- 0-0 G 3,4")
    assert {m for m in legal(g) if m.startswith("XC")} == {"XC>P16/3", "XC>P17/4"}
    g.play("XC>P16/3")
    g.play("OFF>P4/4")
    assert g.to_text() == "P2,P4,P16/- 0-0 W"


def test_5_the_north_south_crossing_ends_in_a_lap():
    g = game("P2,XT/- 0-0 G 3,4")
    assert {m for m in legal(g) if m.startswith("XT")} == {"XT>P1/3", "XT>P2/4"}
    g.play("XT>P1/3")
    g.play("OFF>P4/4")
    assert g.to_text() == "P1,P2,P4/- 0-0 G"
    assert g.needs_throw and g.to_move.letter == "G"


def test_6_promotion_is_a_choice_and_earns_a_throw():
    assert legal("P9,B/- 0-0 G 1,2") == {
        "B>*X/1",
        "B>XC/1",
        "B>C/2",
        "OFF>P1/1",
        "OFF>P2/2",
        "P9>P10/1",
        "P9>P11/2",
    }
    assert play("P9,B/- 0-0 G 1,2", "B>*X/1", "P9>P11/2").to_text() == "P11,*X/- 0-0 G"
    assert play("P9,B/- 0-0 G 1,2", "B>XC/1", "P9>P11/2").to_text() == "P11,XC/- 0-0 W"


def test_7_one_owl_a_side():
    moves = legal("*P9,B/- 0-0 G 1,2")
    assert "B>XC/1" in moves and "B>*X/1" not in moves


def test_8_a_stack_is_sent_back_together():
    g = play("P3,P12/P5,P5 0-0 G 2,1", "P3>P5/2")
    assert g.to_text() == "P5,P12/- 0-0 G 2,1 after:P3>P5/2"
    assert g.off_board(g.to_move.other) == 6


@pytest.mark.parametrize("move", ["P4>P5/1", "P2>P5/3"])
def test_9_a_stone_takes_the_owl_and_wins(move):
    g = play("P2,P4/*P5,P7 0-0 G 1,3", move)
    assert g.is_over and g.winner.letter == "G"
    assert g.outcome.reason == "owl-captured"
    if move == "P4>P5/1":
        assert g.to_text() == "P2,P5/P7 0-0 G result:G"


def test_10_the_owl_takes_prisoners():
    g = play("*P10,P20/P13,P13 0-0 G 3,1", "*P10>P13/3")
    assert g.to_text() == "*P13,P20/- 2-0 G 3,1 after:*P10>*P13/3"
    assert g.off_board(g.to_move.other) == 4


def test_11_an_owl_taken_by_an_owl_is_demoted():
    g = play("P1,*P8/*P11,P12 0-0 G 3,2", "*P8>P11/3")
    assert g.to_text() == "P1,*P11/P12 0-0 G 3,2 after:*P8>*P11/3"


def test_12_the_owl_never_turns_back():
    g = play("*X/P2 0-0 G 2,2", "*X>A/2")
    assert legal(g) == {"*A>P5/2", "*A>P7/2", "OFF>P2/2"}
    assert play("*X/P2 0-0 G 2,2", "*X>U/2", "*U>P2/2").to_text() == "*P2/- 1-0 W"


def test_13_a_lap_frees_a_prisoner():
    g = play("P3,P19/*P9 0-1 G 3,1", "P19>P2/3")
    assert g.to_text() == "P2,P3/*P9 0-0 G 3,1 after:P19>P2/3"
    assert g.off_board(g.to_move) == 4
    g.play("OFF>P1/1")
    assert g.needs_throw and g.to_move.letter == "G"  # the lap earned a throw


def test_14_a_single_stone_moves_twice_but_does_not_cross_at_once():
    g = play("P4/- 0-0 G 2,3", "P4>P6/2")
    assert legal(g) == {"P6>P9/3", "OFF>P3/3"}
    assert play("P4/- 0-0 G 2,3", "P4>P7/3", "P7>P9/2").to_text() == "P9/- 0-0 W"


def test_15_promoted_single_stone_moves_on_as_an_owl():
    assert legal("P6/- 0-0 G 3,1") == {
        "OFF>P1/1",
        "OFF>P3/3",
        "P6>A/1",
        "P6>P7/1",
        "P6>P9/3",
        "P6>XC/3",
        "P6>*X/3",
    }
    assert legal(play("P6/- 0-0 G 3,1", "P6>*X/3")) == {"*X>C/1", "*X>S/1", "*X>T/1", "OFF>P1/1"}


def whole_turns(g: Game) -> list[Game]:
    out = []
    for first in g.legal_moves():
        a = g.copy()
        a.play(first)
        if a.is_over or a.needs_throw:
            out.append(a)
            continue
        for second in a.legal_moves():
            b = a.copy()
            b.play(second)
            out.append(b)
    return out


def test_16_five_stones_against_the_owl():
    ends = whole_turns(game("*P10/P1,P2,P3,P4,P5 0-5 G 1,2"))
    assert ends
    for end in ends:
        assert end.is_over and end.winner.letter == "W" and end.outcome.reason == "five-stones"


def test_17_only_taking_a_stone_avoids_the_loss():
    ends = whole_turns(game("*P10/P1,P2,P3,P4,P5 0-5 G 4,1"))
    safe = {" ".join(str(m) for m in e.turns[-1].moves) for e in ends if not e.is_over}
    assert safe == {"*P10>P6/4 *P6>P5/1", "*P10>P9/1 *P9>P5/4"}
    for e in ends:
        if not e.is_over:
            assert e.to_text() == "*P5/P1,P2,P3,P4 1-5 W"


def test_18_the_great_victory():
    g = play("*P4/P5 5-0 G 1,2", "*P4>P5/1")
    assert g.is_over and g.winner.letter == "G" and g.outcome.reason == "six-prisoners"
    assert g.to_text() == "*P5/- 6-0 G"
    assert game("*P5/- 6-0 G").is_over


def test_19_a_second_stone_on_the_same_station():
    g = play("P2,P3/- 0-0 G 1,1", "P2>P3/1", "P3>P4/1")
    assert g.to_text() == "P3,P4/- 0-0 G"
    assert g.needs_throw and g.to_move.letter == "G"


def test_20_passing_or_landing_on_the_lap_point():
    passing = play("P10,P20/P1,P1 0-0 G 1,2", "P20>P2/2")
    assert passing.legal_moves()[0].side.letter == "G"
    assert passing.to_text() == "P2,P10/P1,P1 0-0 G 1,2 after:P20>P2/2"
    landing = play("P10,P20/P1,P1 0-0 G 1,2", "P20>P1/1")
    assert landing.to_text() == "P1,P10/- 0-0 G 1,2 after:P20>P1/1"
    for g, move in ((passing, "P10>P11/1"), (landing, "P10>P12/2")):
        g.play(move)
        assert g.to_move.letter == "G" and g.needs_throw  # both were laps


def test_21_sticks():
    rules = load_ruleset("cazaux")
    odds = {(t.light, t.dark): p for t, p in rules.throws}
    assert len(odds) == 16 and sum(odds.values()) == 1
    group = {v: sum(p for (a, _), p in odds.items() if a == v) for v in (1, 2, 3, 4)}
    assert group == {1: Fraction(1, 8), 2: Fraction(3, 8), 3: Fraction(3, 8), 4: Fraction(1, 8)}
    assert odds[(1, 1)] == odds[(4, 4)] == Fraction(1, 64)


@pytest.mark.parametrize(
    "text, message",
    [
        ("P1/P1 0-0 G", "both sides"),
        ("*P1,*P2/- 0-0 G", "two Owls"),
        ("X/- 0-0 G", "lane"),
        ("*XC/- 0-0 G", "not on a lane"),
        ("XC/*X 0-0 G", "both sides"),
        ("JIE_N/- 0-0 G", "unknown station"),
        ("P1,P2,P3,P4,P5/- 0-2 G", "more than 6"),
        ("-/- 7-0 G", "more than 6 prisoners"),
    ],
)
def test_22_invalid_positions(text, message):
    with pytest.raises(NotationError, match=message):
        game(text)


def test_22_a_lane_stone_and_its_own_owl_share_the_centre():
    assert game("XC,*X/- 0-0 G").to_text() == "XC,*X/- 0-0 G"
