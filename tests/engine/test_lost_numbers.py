"""Why a number of a ``tlv`` throw goes unplayed (issue 36, item 1): the reading that gives
the first throw one move, the larger-number reading, the blockade split rule, the rule that
two numbers move two birds, and blockades, each found in a position of its own, under
every reading that changes it, and each checked against what the rule lifted would allow."""

from __future__ import annotations

import random

import pytest

from liubo.engine import Game, load_ruleset
from liubo.engine.rulesets.tlv import lost
from liubo.engine.throws import throw_of

# Green's birds are hemmed in by White's blockades on both of Green's entries.
HEMMED = "GAO_SE,GAO_SE,GAO_SW,GAO_SW"

CASES = [
    # the case: the first throw of a game under balance=one-group, the 2 played
    ({"balance": "one-group"}, "-/- 0-0 G", (1, 2), "OFF>QU_S/2", {1: lost.READING}),
    ({"balance": "one-group"}, "-/- 0-0 G", (1, 2), "OFF>GAO_SE/1", {2: lost.READING}),
    # a pass: blockades close both entries and Green has no bird on the board
    ({}, f"-/{HEMMED} 0-0 G", (1, 3), None, {1: lost.BLOCKADE, 3: lost.BLOCKADE}),
    ({"entry": "stop"}, f"-/{HEMMED} 0-0 G", (4, 4), None, {4: lost.BLOCKADE}),
    # docs/rules.md 4.3: Green's only bird on the board moves; the others cannot enter
    ({}, f"DAO_S/{HEMMED} 0-0 G", (1, 3), "DAO_S>ZHANG_S/1", {3: lost.SAME_BIRD}),
    ({}, f"DAO_S/{HEMMED} 0-0 G", (1, 3), "DAO_S>POND/3", {1: lost.SAME_BIRD}),
    # a blockade of Green's own closes the last way: the bird entered with the 1 made it
    (
        {},
        "GAO_SW/GAO_SE,GAO_SE,QU_S,QU_S,QU_W,QU_W 0-0 G",
        (1, 3),
        "OFF>GAO_SW/1",
        {3: lost.BLOCKADE},
    ),
    # the blockade split rule: the blockade's second bird may not follow the first
    (
        {},
        f"DAO_S,DAO_S/{HEMMED},JIE_S,JIE_S 0-0 G",
        (1, 1),
        "DAO_S>ZHANG_S/1",
        {1: lost.SPLIT},
    ),
    (
        {"split": "doubles"},
        f"DAO_S,DAO_S/{HEMMED},JIE_S,JIE_S 0-0 G",
        (1, 1),
        "DAO_S>ZHANG_S/1",
        {1: lost.SPLIT},
    ),
    # one-number=larger: no pair, so the 2 had to be played, though the 1 alone could be
    (
        {"one-number": "larger"},
        "LIAN_S/CHANG_SE,CHANG_SE,GAO_SE,GAO_SE,GAO_SW,GAO_SW 0-0 G",
        (1, 2),
        "LIAN_S>LIAN_N/2",
        {1: lost.LARGER},
    ),
    # the same move under the default reading was the player's choice: the 1 is lost
    # because no other bird can use it
    (
        {},
        "LIAN_S/CHANG_SE,CHANG_SE,GAO_SE,GAO_SE,GAO_SW,GAO_SW 0-0 G",
        (1, 2),
        "LIAN_S>LIAN_N/2",
        {1: lost.SAME_BIRD},
    ),
]


def game_at(options: dict[str, str], position: str) -> Game:
    return Game(load_ruleset(None, options).parse_position(position))


@pytest.mark.parametrize(("options", "position", "throw", "move", "expected"), CASES)
def test_each_cause_in_a_position_of_its_own(options, position, throw, move, expected) -> None:
    game = game_at(options, position)
    start = game.state
    turn = game.throw(throw_of(*throw))
    if move is not None:
        game.play(move)
    assert turn.complete
    assert set(turn.unused) == set(expected)
    assert lost.lost_causes(start, turn.throw, turn.moves) == expected


def test_without_the_reading_the_first_throw_plays_both_numbers() -> None:
    game = Game.new()
    game.throw(1, 2)
    game.play("OFF>QU_S/2")
    assert not game.turns[-1].complete and game.legal_moves()


def test_the_split_rule_is_the_cause_only_where_it_decides() -> None:
    """Without the split rule the blockade's second bird follows, and nothing is lost."""
    game = game_at({"split": "off"}, f"DAO_S,DAO_S/{HEMMED},JIE_S,JIE_S 0-0 G")
    game.throw(1, 1)
    game.play("DAO_S>ZHANG_S/1")
    assert not game.turns[-1].unused or not game.turns[-1].complete


def _without_blockades(position: str) -> str:
    """The position text with every blockade's two birds taken off the board."""
    birds, rest = position.split(" ", 1)
    sides = []
    for side in birds.split("/"):
        ids = [] if side == "-" else side.split(",")
        kept = [b for b in ids if ids.count(b) < 2]
        sides.append(",".join(kept) or "-")
    return "/".join(sides) + " " + rest


def test_every_lost_number_of_seeded_games_has_a_named_and_true_cause() -> None:
    """Seeded positions with blockades, under every reading: each number a turn leaves
    unplayed gets a cause, and the cause holds: lifting the rule it names makes the number
    playable (a blockade's birds taken off, a fresh throw for the same bird, the split rule
    off, the other reading)."""
    ids = [p.id for p in Game.new().board.perches]
    readings = [{}] + [
        {spec.name: value}
        for spec in load_ruleset().option_schema
        for value in spec.values
        if value != spec.default and spec.name != "first"
    ]
    rng = random.Random(36)
    seen: dict[str, int] = {}
    for options in readings:
        for _trial in range(60):
            green = rng.sample(ids, rng.randint(1, 3))
            green += green[:1] * rng.randint(0, 1)
            # White blocks Green's entries, and one more perch half the time
            others = [i for i in ids if i not in green and i not in ("GAO_SE", "GAO_SW")]
            white = ["GAO_SE", "GAO_SW"] + rng.sample(others, rng.randint(0, 1))
            text = f"{','.join(sorted(green))}/{','.join(sorted(white * 2))} 0-0 G"
            try:
                start_game = game_at(options, text)
            except ValueError:
                continue
            for a in range(1, 5):
                for b in range(a, 5):
                    game = start_game.copy()
                    start = game.state
                    turn = game.throw(a, b)
                    firsts = [None] if turn.complete else list(game.legal_moves())
                    for first in firsts:
                        played = game.copy()
                        if first is not None:
                            played.play(first)
                        done = played.turns[-1]
                        if not (done.complete and done.unused):
                            continue
                        causes = lost.lost_causes(start, done.throw, done.moves)
                        assert set(causes) == set(done.unused), (text, a, b, first)
                        for number, cause in causes.items():
                            seen[cause] = seen.get(cause, 0) + 1
                            _check(cause, options, text, played, number)
    # every cause a tlv game can meet was met (NO_BIRD cannot arise: without blockades
    # every bird has a way for every number)
    assert set(seen) == {lost.BLOCKADE, lost.SAME_BIRD, lost.SPLIT, lost.LARGER}, seen


def _check(cause: str, options: dict[str, str], text: str, played: Game, number: int) -> None:
    """The cause holds: with its rule lifted, ``number`` could be played."""
    after = played.state
    if cause == lost.SPLIT:
        free = game_at({**options, "split": "off"}, text)
        free.throw(*played.turns[-1].throw.numbers)
        free.play(str(played.turns[-1].moves[0]))
        assert not free.turns[-1].complete, "the split rule decided nothing"
    elif cause == lost.LARGER:
        either = game_at({**options, "one-number": "either"}, text)
        either.throw(*played.turns[-1].throw.numbers)
        assert any(m.number == number for m in either.legal_moves())
    elif cause == lost.SAME_BIRD:
        now = after.rules.format_position(after).split(" ")[0]
        fresh = game_at(options, f"{now} 0-0 G {number},{number}")
        assert fresh.legal_moves(), "not even the bird that moved could use it"
    elif cause == lost.BLOCKADE:
        now = after.rules.format_position(after).split(" ")[0]
        open_board = game_at(options, _without_blockades(f"{now} 0-0 G {number},{number}"))
        assert open_board.legal_moves(), "the blockades were not what closed the way"
    else:
        raise AssertionError(f"unexpected cause {cause}")
