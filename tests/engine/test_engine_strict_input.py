"""Bad input to the engine's readers: only real ints make a throw, only ASCII digits are
digits, ``after:`` must be a legal first move, ``result`` must match the replay, and every
error names its line and field (issue 12, item 14)."""

from __future__ import annotations

import random
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from liubo.engine import Game, IllegalMoveError, NotationError, Throw
from liubo.engine.throws import throw_of


@pytest.mark.parametrize(
    "value", [True, False, 1.0, 2.0, Decimal(2), Fraction(3), "2", None, 0, 5, -1]
)
def test_a_throw_takes_only_plain_ints_from_1_to_4(value):
    with pytest.raises(NotationError, match="two numbers from 1 to 4"):
        Throw(value, 1)
    with pytest.raises(NotationError, match="two numbers from 1 to 4"):
        Throw(1, value)
    with pytest.raises(NotationError):
        Game.new().throw(value, 2)


def test_a_game_never_records_a_throw_it_cannot_read_back():
    game = Game.new()
    with pytest.raises(ValueError):
        game.throw(True, 1)
    assert game.turns == []
    game.throw(2, 1)
    assert Game.from_record(game.record()).to_text() == game.to_text()
    assert throw_of(4, 4) == Throw(4, 4)


UNICODE_DIGITS = ["²", "٣", "३", "１", "𝟐", "¹"]


@pytest.mark.parametrize("digit", UNICODE_DIGITS)
def test_unicode_digits_are_not_digits(digit):
    with pytest.raises(NotationError):
        Throw.parse(f"{digit},1")
    with pytest.raises(NotationError):
        Game.from_text(f"-/- {digit}-0 G")
    with pytest.raises(NotationError):
        Game.from_text("QU_S/- 0-0 G 2,4").play(f"QU_S>DAO_S/{digit}")
    with pytest.raises(NotationError):
        Game.from_record(f"ruleset tlv\nfirst G\n{digit}. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n")
    with pytest.raises(NotationError):
        Game.from_record(f"ruleset tlv\nfirst G\n1. G {digit},1 OFF>QU_S/2 OFF>GAO_SE/1\n")


@given(st.text(min_size=1, max_size=6))
def test_any_throw_text_reads_or_raises_notation_error(text):
    try:
        throw = Throw.parse(text)
    except NotationError:
        return
    assert str(throw) == text.strip().replace(" ", "") or Throw.parse(str(throw)) == throw
    assert all(type(n) is int and 1 <= n <= 4 for n in throw.numbers)


@pytest.mark.parametrize(
    "text",
    [
        "QU_N/- 0-0 G 2,1 after:OFF>QU_N/2",  # Green cannot enter there
        "DAO_N/- 0-0 G 1,1 after:QU_S>DAO_N/1",  # a jump across the board
        "DAO_S,ZHANG_S/- 0-0 G 2,2 after:DAO_S>ZHANG_S/2",  # ZHANG_S is one step away
    ],
)
def test_after_must_be_a_legal_first_move(text):
    with pytest.raises(NotationError, match="not a legal first move"):
        Game.from_text(text)


def test_a_legal_after_still_reads():
    game = Game.from_text("DAO_S,ZHANG_S/- 0-0 G 1,1 after:DAO_S>ZHANG_S/1")
    assert game.remaining_numbers == (1,)


def finished_game(seed: int = 5) -> Game:
    rng = random.Random(seed)
    game = Game.new()
    while not game.is_over:
        if game.needs_throw:
            game.throw(rng.randint(1, 4), rng.randint(1, 4))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


def test_result_lines_are_checked_against_the_replay():
    game = finished_game()
    record = game.record()
    assert record.splitlines()[-1].startswith("result ")
    assert Game.from_record(record).to_text() == game.to_text()
    body, result = record.rstrip("\n").rsplit("\n", 1)
    _, winner, score = result.split()
    wrong_winner = {"G": "W", "W": "G", "draw": "G"}[winner]
    for bad, message in [
        (f"result {wrong_winner} {score}", "result: says"),
        (f"result {winner} 0-0", "result: says 0-0"),
        ("result maybe", "result: expected"),
    ]:
        with pytest.raises(NotationError, match=message) as info:
            Game.from_record(f"{body}\n{bad}\n")
        assert f"record line {len(record.splitlines())}" in str(info.value)
    with pytest.raises(NotationError, match="not over"):
        Game.from_record("ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\nresult G 6-0\n")
    with pytest.raises(NotationError, match="nothing may follow"):
        Game.from_record(f"{record}1. G 2,1 OFF>QU_S/2\n")


@pytest.mark.parametrize(
    "record, where",
    [
        ("ruleset tlv\nfirst Q\n", "record line 2 ('first Q'): first:"),
        (
            "ruleset tlv\nfirst G\nstart X/- 0-0 G\n",
            "record line 3 ('start X/- 0-0 G'): start position:",
        ),
        ("ruleset tlv\nfirst W\nstart -/- 0-0 G\n", "record line 3"),
        (
            "ruleset tlv\nfirst G\n1. G 2,5 OFF>QU_S/2\n",
            "record line 3 ('1. G 2,5 OFF>QU_S/2'): throw:",
        ),
        ("ruleset tlv\nfirst G\n2. G 2,1 OFF>QU_S/2\n", "turn number: expected 1"),
        ("ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_N/2\n", "move OFF>QU_N/2:"),
        ("ruleset tlv\nfirst G\n1. G 2,1 NOPE\n", "move NOPE:"),
        ("ruleset tlv\nfirst G\n1. W 2,1 OFF>QU_W/2\n", "side:"),
    ],
)
def test_every_bad_record_names_the_line_and_field(record, where):
    with pytest.raises((NotationError, IllegalMoveError)) as info:
        Game.from_record(record)
    assert where in str(info.value)


@pytest.mark.parametrize(
    "record, where",
    [
        # options read before the ruleset line were dropped by it (default readings)
        (
            "options pond=sanctuary\nruleset tlv\nfirst G\n",
            "record line 2 ('ruleset tlv'): ruleset",
        ),
        ("first W\nruleset tlv\n", "record line 2 ('ruleset tlv'): ruleset: must come first"),
        ("ruleset tlv\nruleset tlv\n", "record line 2 ('ruleset tlv'): ruleset: must come first"),
        # two first lines: the last one won
        ("ruleset tlv\nfirst G\nfirst W\n", "record line 3 ('first W'): first: given twice"),
        ("ruleset tlv\noptions pond=sanctuary\noptions pond=open\n", "record line 3"),
    ],
)
def test_a_record_header_is_read_as_written_or_refused(record, where):
    """Issue 35 item 14: every header line counts, in its order, once."""
    with pytest.raises(NotationError) as info:
        Game.from_record(record)
    assert where in str(info.value)


def test_a_record_error_names_the_line_as_an_editor_numbers_it():
    """Comments and blank lines count: the line named is the one the teacher's editor shows."""
    record = "# A lesson\n\nruleset tlv\n# Green starts\nfirst G\n\n1. G 2,5 OFF>QU_S/2\n"
    with pytest.raises(NotationError, match=r"record line 7 \('1. G 2,5"):
        Game.from_record(record)
    crlf = record.replace("\n", "\r\n")
    with pytest.raises(NotationError, match=r"record line 7 \('1. G 2,5"):
        Game.from_record(crlf)


@pytest.mark.parametrize("character", ["\x00", "\x1b", "\x0c", "\x1c", "\x85", "\u2028"])
def test_a_control_character_in_a_record_line_is_refused_naming_the_line(character):
    """A NUL or a separator that str.splitlines would break at is not read as a space or
    a line break: the record is refused at that line; in a comment it is harmless."""
    good = "ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n"
    bad = good.replace("OFF>GAO_SE/1", f"{character}OFF>GAO_SE/1")
    with pytest.raises(
        NotationError, match=f"record line 3: a control character .U\\+{ord(character):04X}"
    ):
        Game.from_record(bad)
    commented = f"# a title{character} with a control character\n{good}"
    assert Game.from_record(commented).record() == good
