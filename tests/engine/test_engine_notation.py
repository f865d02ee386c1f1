"""Text forms: positions, moves, throws and game records (docs/rules.md section 8)."""

from fractions import Fraction

import pytest

from liubo.engine import Game, IllegalMoveError, NotationError, Side, Throw, faces_for, throw_sticks
from liubo.engine.throws import group_distribution


def test_initial_position_text():
    assert Game.new().to_text() == "-/- 0-0 G"
    assert Game.new(first=Side.WHITE).to_text() == "-/- 0-0 W"


def test_the_rules_example_round_trips():
    game = Game.from_text("QU_S,QU_S,*POND/GAO_NW 3-1 W 2,1")
    assert game.to_text() == "*POND,QU_S,QU_S/GAO_NW 3-1 W 2,1"  # writers sort by perch id
    assert Game.from_text(game.to_text()).to_text() == game.to_text()
    assert game.to_move == Side.WHITE and game.scores == {Side.GREEN: 3, Side.WHITE: 1}
    assert game.current_throw == Throw(2, 1)
    assert game.off_board(Side.GREEN) == 3 and game.off_board(Side.WHITE) == 5


def test_writers_sort_birds_and_put_owls_last():
    game = Game.from_text("*QU_S,DAO_S,QU_S/- 0-0 G")
    assert game.to_text() == "DAO_S,QU_S,*QU_S/- 0-0 G"


@pytest.mark.parametrize(
    "text, message",
    [
        ("", "cannot read position"),
        ("-/- 0-0", "cannot read position"),
        ("X/- 0-0 G", "unknown perch 'X'"),
        ("-/- 0-0 B", "side to move"),
        ("-/- a-0 G", "cannot read score"),
        ("-/- 0-0 G 5,1", "two numbers from 1 to 4"),
        ("-/- 0-0 G 2", "cannot read throw"),
        ("QU_S,QU_S,QU_S/- 0-0 G", "more than two birds"),
        ("POND/- 0-0 G", "always an Owl"),
        ("*NEST_NW/- 0-0 G", "cannot stand in a nest"),
        ("QU_S,QU_S,DAO_S,DAO_S,JIE_S,JIE_S,LIAN_S/- 0-0 G", "more than 6 birds"),
        ("*QU_S/QU_S 0-0 G", "cannot share"),
        ("-/- 6-6 G", "both sides"),
        ("-/- 0-0 G 2,1 after:OFF>QU_S/2", "no such bird"),
        ("-/-/- 0-0 G", "birds field"),
    ],
)
def test_bad_positions_give_clear_messages(text, message):
    with pytest.raises(NotationError, match=message):
        Game.from_text(text)
    assert issubclass(NotationError, ValueError)


def test_mid_turn_position_round_trips():
    game = Game.from_text("DAO_S,DAO_S/- 0-0 G 1,1")
    game.play("DAO_S>ZHANG_S/1")
    text = game.to_text()
    assert text == "DAO_S,ZHANG_S/- 0-0 G 1,1 after:DAO_S>ZHANG_S/1"
    again = Game.from_text(text)
    assert {str(m) for m in again.legal_moves()} == {str(m) for m in game.legal_moves()}
    assert "DAO_S>ZHANG_S/1" not in {str(m) for m in again.legal_moves()}  # split rule kept


def test_move_text_and_owl_mark():
    game = Game.from_text("QU_S,*QU_S/- 0-0 G 2,4")
    texts = {str(m) for m in game.legal_moves()}
    assert "QU_S>DAO_S/2" in texts and "*QU_S>DAO_S/2" in texts
    moved = game.play("*QU_S>DAO_S/2")
    assert moved.owl and str(moved) == "*QU_S>DAO_S/2"


def test_owl_mark_may_be_left_out_when_unambiguous():
    game = Game.from_text("*LIAN_S/- 0-0 G 2,4")
    assert str(game.play("LIAN_S>LIAN_N/2")) == "*LIAN_S>LIAN_N/2"


@pytest.mark.parametrize("bad", ["", "QU_S", "QU_S>DAO_S", "NOPE>DAO_S/1", "QU_S>NOPE/1", ">/1"])
def test_unreadable_moves(bad):
    game = Game.from_text("QU_S/- 0-0 G 2,4")
    with pytest.raises(NotationError):
        game.play(bad)


def test_record_format_and_replay():
    game = Game.new()
    game.throw(2, 1)
    game.play("OFF>QU_S/2")
    game.play("OFF>GAO_SE/1")
    assert game.record() == "ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n"
    game.throw(3, 3)
    replay = Game.from_record(game.record())
    assert replay.to_text() == game.to_text() and replay.current_throw == Throw(3, 3)


def test_record_from_a_start_position_with_comments():
    text = (
        "# a classroom script\nruleset tlv\nfirst G\nstart DAO_S/- 0-0 G 1,2\n"
        "1. G 1,2 DAO_S>ZHANG_S/1\n"
    )
    game = Game.from_record(text)
    assert game.remaining_numbers == (2,)
    lines = game.record().splitlines()
    assert lines[2] == "start DAO_S/- 0-0 G 1,2" and lines[-1] == "1. G 1,2 DAO_S>ZHANG_S/1"
    assert Game.from_record(game.record()).to_text() == game.to_text()


@pytest.mark.parametrize(
    "record, message",
    [
        ("ruleset other\n", "ruleset"),
        ("ruleset tlv\nfirst G\n1. W 2,1 OFF>QU_W/2\n", "turn"),
        ("ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_N/2\n", "not legal"),
        ("ruleset tlv\nfirst G\n1. G 2,1 pass\n", "cannot pass"),
        ("ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_S/2\n2. W 1,1 pass\n", "stops before"),
        ("ruleset tlv\nfirst G\nhello\n", "expected a turn"),
        ("ruleset tlv\nfirst X\n", "unknown side"),
    ],
)
def test_bad_records_name_the_line(record, message):
    with pytest.raises(ValueError, match=message):
        Game.from_record(record)


def test_group_and_throw_probabilities():
    group = group_distribution()
    assert group == {1: Fraction(3, 8), 2: Fraction(3, 8), 3: Fraction(1, 8), 4: Fraction(1, 8)}
    outcomes = Game.new().chance_outcomes()
    assert len(outcomes) == 16 and sum(p for _, p in outcomes) == 1
    assert sum(p for t, p in outcomes if t.is_double) == Fraction(5, 16)
    assert sum(p for t, p in outcomes if max(t.numbers) >= 3) == Fraction(7, 16)
    assert sum(t.light * p for t, p in outcomes) == 2


def test_chance_outcomes_only_when_a_throw_is_due():
    game = Game.new()
    game.throw(1, 2)
    assert game.chance_outcomes() == []


def test_stick_faces_follow_the_injected_generator():
    import random

    a = throw_sticks(random.Random(9))
    b = throw_sticks(random.Random(9))
    assert a == b
    assert a.throw == Throw(sum(a.light) or 4, sum(a.dark) or 4)
    faces = faces_for(Throw(4, 2), random.Random(1))
    assert faces.throw == Throw(4, 2)


def test_throw_text():
    assert str(Throw.parse("2,1")) == "2,1"
    with pytest.raises(NotationError):
        Throw.parse("2;1")
    with pytest.raises(IllegalMoveError):
        Game.new().play("OFF>GAO_SW/1")


def test_thrown_sticks_follow_the_exact_odds():
    import random
    from collections import Counter

    rng = random.Random(2024)
    n = 64_000
    counts = Counter()
    for _ in range(n):
        throw = throw_sticks(rng).throw
        counts[throw.light] += 1
        counts[throw.dark] += 1
    for value, p in group_distribution().items():
        share = counts[value] / (2 * n)
        assert abs(share - float(p)) < 0.006, (value, share)


def test_a_mid_turn_position_after_an_owl_scored_in_a_nest_reads_back():
    # the bird on NEST_NE was an Owl before the move: the reader must try that too
    game = Game.from_text("*CHANG_NE,GAO_SW/QU_N 1-4 G 1,3")
    game.play("*CHANG_NE>NEST_NE/1")
    text = game.to_text()
    assert text == "GAO_SW,NEST_NE/QU_N 3-4 G 1,3 after:CHANG_NE>NEST_NE/1"
    assert Game.from_text(text).to_text() == text
