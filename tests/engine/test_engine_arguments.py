"""The engine's public calls accept only their documented arguments (issue 26, item 6).

Anything else raises a ``LiuboError`` (a ValueError) naming the argument, an
``ArgumentTypeError`` (also a TypeError) for a wrong type, and a call that is accepted
never leaves a game that a later call trips on: hypothesis throws arbitrary values at the
constructors and the options, and plays on with whatever they accept.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from liubo.engine import (
    OPTION_SCHEMAS,
    ArgumentError,
    ArgumentTypeError,
    Game,
    LiuboError,
    NotationError,
    Ruleset,
    Side,
    Throw,
    faces_for,
    group_faces,
    load_board,
    load_ruleset,
    random_throw,
    throw_sticks,
)

RULESETS = ["tlv", "cazaux"]


def test_an_argument_type_error_is_both_a_type_error_and_an_engine_error():
    assert issubclass(ArgumentTypeError, TypeError)
    assert issubclass(ArgumentTypeError, ArgumentError)
    assert issubclass(ArgumentError, LiuboError) and issubclass(LiuboError, ValueError)


@pytest.mark.parametrize("ruleset", RULESETS)
@pytest.mark.parametrize(
    "kwargs, names",
    [
        (dict(first="W"), "first"),
        (dict(first=5), "first"),
        (dict(first=1), "first"),
        (dict(first=True), "first"),
        (dict(options="pond=sanctuary"), "options"),
        (dict(options=["pond"]), "options"),
        (dict(options={"pond": ["open"]}), "'pond'"),
        (dict(options={5: "open"}), "options"),
        (dict(rng=5), "rng"),
    ],
)
def test_game_new_refuses_a_wrong_type_by_name(ruleset, kwargs, names):
    with pytest.raises(ArgumentTypeError, match=names):
        Game.new(ruleset=ruleset, **kwargs)


@pytest.mark.parametrize("ruleset", [5, 2.5, b"tlv", ["tlv"], object()])
def test_a_ruleset_is_an_id_a_ruleset_or_none(ruleset):
    with pytest.raises(ArgumentTypeError, match="ruleset"):
        Game.new(ruleset=ruleset)
    with pytest.raises(ArgumentTypeError, match="ruleset"):
        Game.from_record(Game.new().record(), ruleset=ruleset)
    with pytest.raises(ArgumentTypeError, match="ruleset"):
        Game.from_text("-/- 0-0 G", ruleset=ruleset)


@pytest.mark.parametrize("name", ["nope", "board.json", "../rules.json", "/etc/passwd", ""])
def test_a_ruleset_name_must_be_a_shipped_ruleset(name):
    with pytest.raises(ArgumentError, match="ruleset: unknown ruleset"):
        load_ruleset(name)
    assert load_ruleset("rules_cazaux.json") is load_ruleset("cazaux")


@pytest.mark.parametrize("name", ["../x.json", "a/board.json", ".board.json", "board", ""])
def test_a_board_is_a_plain_file_name_of_the_data(name):
    with pytest.raises(ArgumentError, match="name"):
        load_board(name)
    with pytest.raises(ArgumentTypeError, match="name"):
        load_board(5)  # type: ignore[arg-type]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_first_toss_without_a_generator_names_rng(ruleset):
    if ruleset == "tlv":
        with pytest.raises(ArgumentError, match="rng"):
            Game.new(ruleset=ruleset, options={"first": "toss"})
    game = Game.new(ruleset=ruleset, first=Side.WHITE, rng=random.Random(1))
    assert game.to_move is Side.WHITE and "first W" in game.record()


@pytest.mark.parametrize("ruleset", RULESETS)
def test_apply_throw_takes_a_throw_only(ruleset):
    state = Game.new(ruleset=ruleset).state
    for bad in [(2, 1), None, "2,1", [2, 1]]:
        with pytest.raises(ArgumentTypeError, match="throw must be a Throw"):
            state.apply_throw(bad)  # type: ignore[arg-type]
    assert state.apply_throw(Throw(2, 1)).throw == Throw(2, 1)


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_throw_with_a_second_number_is_refused_and_changes_nothing(ruleset):
    game = Game.new(ruleset=ruleset)
    before = game.to_text()
    with pytest.raises(ArgumentError, match="dark"):
        game.throw(Throw(2, 1), 3)
    assert game.to_text() == before and game.turns == []
    game.throw(Throw(2, 1))
    assert game.current_throw == Throw(2, 1)


@pytest.mark.parametrize("value", [None, 5, b"G", ["G"]])
def test_side_from_letter_refuses_anything_but_text(value):
    with pytest.raises(NotationError, match="a side must be text"):
        Side.from_letter(value)  # type: ignore[arg-type]


def test_off_board_takes_a_side():
    game = Game.new()
    assert game.off_board(Side.WHITE) == 6
    for bad in [5, "G", None]:
        with pytest.raises(ArgumentTypeError, match="side"):
            game.off_board(bad)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "record, field",
    [
        ("ruleset tlv\nfirst G\n{n}. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n", "turn number"),
        ("ruleset cazaux\nfirst G\n{n}. G 2,1\n", "turn number"),
        ("ruleset tlv\nfirst G\nstart -/- {n}-0 G\n", "score"),
        ("ruleset cazaux\nfirst G\nstart -/- {n}-0 G\n", "prisoners"),
    ],
)
def test_a_huge_number_in_a_record_is_a_notation_error_naming_the_line(record, field):
    with pytest.raises(NotationError) as info:
        Game.from_record(record.format(n="1" * 5000))
    message = str(info.value)
    assert "record line 3" in message and field in message and "too large" in message
    assert len(message) < 200


def test_the_stick_functions_name_a_bad_argument():
    rng = random.Random(3)
    for call, name in [
        (lambda: throw_sticks(5), "rng"),  # type: ignore[arg-type]
        (lambda: throw_sticks(rng, 0), "sticks"),
        (lambda: throw_sticks(rng, 6), "sticks"),
        (lambda: throw_sticks(rng, "3"), "sticks"),  # type: ignore[arg-type]
        (lambda: throw_sticks(rng, 3, 4, (1, 2)), "values"),
        (lambda: random_throw(None), "rng"),  # type: ignore[arg-type]
        (lambda: random_throw(rng, 3, 9), "no_rounded_counts"),
        (lambda: faces_for((2, 1), rng), "throw"),  # type: ignore[arg-type]
        (lambda: faces_for(Throw(2, 1), 5), "rng"),  # type: ignore[arg-type]
        (lambda: group_faces(5, rng), "value"),
        (lambda: group_faces("a", rng), "value"),  # type: ignore[arg-type]
    ]:
        with pytest.raises(ArgumentError, match=name):
            call()
    assert throw_sticks(rng).throw.light in (1, 2, 3, 4)


# -- hypothesis: whatever is accepted can be played on ------------------------------------

OPTION_NAMES = [spec.name for spec in OPTION_SCHEMAS["tlv"]]
OPTION_VALUES = sorted({v for spec in OPTION_SCHEMAS["tlv"] for v in spec.values})

anything = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(allow_nan=True),
    st.text(max_size=8),
    st.binary(max_size=4),
    st.lists(st.integers(), max_size=3),
    st.sampled_from(list(Side)),
)
options_values = st.one_of(
    anything,
    st.dictionaries(
        st.one_of(st.sampled_from(OPTION_NAMES), st.text(max_size=6), st.integers()),
        st.one_of(st.sampled_from(OPTION_VALUES), st.text(max_size=6), anything),
        max_size=3,
    ),
)
rulesets = st.one_of(
    anything, st.sampled_from(["tlv", "cazaux", "rules.json", "rules_cazaux.json", "x"])
)
rngs = st.one_of(st.none(), st.builds(random.Random, st.integers(0, 99)), anything)


def play_on(game: Game, seed: int, steps: int = 30) -> None:
    """Every later call works on an accepted game: texts, records, throws and moves."""
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        if game.needs_throw:
            game.throw(game.rules.throw_sticks(rng).throw)
        else:
            game.play(rng.choice(game.legal_moves()))
    rules = game.rules
    assert Game.from_record(game.record()).to_text() == game.to_text()
    assert Game.from_text(game.to_text(), ruleset=rules).to_text() == game.to_text()
    assert game.off_board(game.to_move) >= 0 and game.turn_number >= 1


@settings(max_examples=300, deadline=None)
@given(anything, rulesets, options_values, rngs, st.integers(0, 2**16))
def test_game_new_accepts_only_what_can_be_played(first, ruleset, options, rng, seed):
    try:
        game = Game.new(first=first, ruleset=ruleset, options=options, rng=rng)
    except ArgumentTypeError as exc:
        assert any(name in str(exc) for name in ("first", "ruleset", "options", "rng"))
        return
    except LiuboError as exc:  # an unknown ruleset, option or value: named
        assert any(word in str(exc) for word in ("ruleset", "option", "rng"))
        return
    assert first is None or type(first) is Side
    assert isinstance(game.rules, Ruleset)
    play_on(game, seed)


@settings(max_examples=200, deadline=None)
@given(rulesets, options_values)
def test_load_ruleset_accepts_only_ids_and_mappings_of_text(name, options):
    try:
        rules = load_ruleset(name, options)
    except LiuboError as exc:
        assert "ruleset" in str(exc) or "option" in str(exc)
        return
    assert rules.id in ("tlv", "cazaux")
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in rules.options.items())
    play_on(Game.new(ruleset=rules, rng=random.Random(0)), 0, steps=10)


@settings(max_examples=200, deadline=None)
@given(anything)
def test_side_from_letter_reads_a_side_or_raises_a_notation_error(value):
    try:
        side = Side.from_letter(value)
    except NotationError:
        return
    assert type(side) is Side


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(RULESETS), anything, anything)
def test_a_game_takes_throws_only_as_a_throw_or_two_numbers(ruleset, light, dark):
    game = Game.new(ruleset=ruleset)
    try:
        game.throw(light, dark)
    except LiuboError:
        assert game.turns == [] and game.needs_throw
        return
    assert type(light) is int and type(dark) is int
    play_on(game, 1, steps=5)
