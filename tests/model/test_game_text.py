"""The move list's words: perch labels that say which perch, and the rows of a turn."""

from __future__ import annotations

import random

import pytest

from liubo.engine import Game, load_board
from liubo.model import game_text as gt
from liubo.model.rulesets.tlv import text as tt
from liubo.services.translation import load_translator

BOARD = load_board()
ENGLISH = load_translator("en").gettext
CHINESE = load_translator("zh_CN").gettext
ZH_COMPASS = {
    "N": "北",
    "NE": "东北",
    "E": "东",
    "SE": "东南",
    "S": "南",
    "SW": "西南",
    "W": "西",
    "NW": "西北",
}


def random_game(seed: int, turns: int = 80) -> Game:
    rng = random.Random(seed)
    game = Game.new()
    while not game.is_over and game.turn_number <= turns:
        if game.needs_throw:
            throws, chances = zip(*game.chance_outcomes(), strict=True)
            game.throw(rng.choices(throws, [float(p) for p in chances])[0])
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


# -- perch labels -------------------------------------------------------------------------------
@pytest.mark.parametrize("_", [ENGLISH, CHINESE], ids=["en", "zh_CN"])
def test_every_perch_label_is_distinct(_):
    labels = [gt.perch_label(_, BOARD, i) for i in range(len(BOARD.perches))]
    assert len(set(labels)) == len(labels) == 33


def test_perch_labels_in_english():
    assert gt.perch_label(ENGLISH, BOARD, BOARD.index["GAO_SW"]) == "SW 高 Branch"
    assert gt.perch_label(ENGLISH, BOARD, BOARD.index["DAO_N"]) == "N 道 Trail"
    assert gt.perch_label(ENGLISH, BOARD, BOARD.index["NEST_NE"]) == "NE 詘 Nest"
    assert gt.perch_label(ENGLISH, BOARD, BOARD.pond) == "方 Pond"


def test_perch_labels_in_chinese_are_the_side_and_the_characters():
    for perch in BOARD.perches:
        label = gt.perch_label(CHINESE, BOARD, perch.index)
        suffix = perch.id.rpartition("_")[2]
        expected = perch.name if perch.index == BOARD.pond else f"{ZH_COMPASS[suffix]} {perch.name}"
        assert label == expected
        assert label.isascii() is False and not any(c.isascii() and c.isalpha() for c in label)


def test_the_compass_has_a_context_of_its_own():
    # "S" alone is also a keyboard hint on the toolbar, which stays "S" in Chinese
    assert CHINESE("S") == "S"
    assert gt.gettext_in(CHINESE, gt.COMPASS_CONTEXT, "S") == "南"
    assert gt.gettext_in(ENGLISH, gt.COMPASS_CONTEXT, "S") == "S"
    assert sorted(gt.COMPASS) == sorted(ZH_COMPASS)


# -- rows of the move list ----------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_notation_row_is_the_record_line(seed):
    game = random_game(seed)
    lines = [ln for ln in game.record().splitlines() if ln[:1].isdigit()]
    assert len(lines) == len(game.turns) > 10
    for turn, line in zip(game.turns, lines, strict=True):
        assert gt.turn_row_text(turn, game.board) == line
        assert gt.turn_row_text(turn, game.board, notation=False) == line.split(" ", 1)[1]


@pytest.mark.parametrize("_", [ENGLISH, CHINESE], ids=["en", "zh_CN"])
def test_every_turn_reads_in_words(_):
    game = random_game(4)
    for turn in game.turns:
        row = tt.turn_row_words(_, turn, game.board)
        assert row.startswith(f"{gt.side_name(_, turn.side)} {turn.throw}")
        assert "{" not in row and "}" not in row
        for move in turn.moves:
            assert gt.perch_label(_, game.board, move.target) in row


def test_a_row_in_words():
    game = Game.new()
    game.throw(2, 1)
    game.play("OFF>QU_S/2")
    game.play("OFF>GAO_SE/1")
    game.throw(1, 4)
    game.play("OFF>GAO_NE/1")
    game.play("OFF>DAO_W/4")
    game.throw(3, 1)
    game.play("QU_S>JIE_S/3")
    turn = game.turns[-1]
    assert gt.turn_row_text(turn, game.board) == "3. G 3,1 QU_S>JIE_S/3"
    assert tt.turn_row_words(ENGLISH, turn, game.board) == "Green 3,1: S 曲 Bend → S 楬 Post (3)"
    assert tt.turn_row_words(ENGLISH, game.turns[0], game.board) == (
        "Green 2,1: enters to S 曲 Bend (2); enters to SE 高 Branch (1)"
    )
    assert tt.turn_row_words(CHINESE, game.turns[0], game.board) == (
        "青方 2,1：入局 南 曲（2）；入局 东南 高（1）"
    )


def test_a_capture_and_an_unused_number():
    game = Game.from_text("CHANG_SW,GAO_SW/QU_S,*ZHANG_S 0-0 G 2,1")
    game.play("GAO_SW>ZHANG_S/2")
    assert tt.turn_row_words(ENGLISH, game.turns[0], game.board) == (
        "Green 2,1: SW 高 Branch → S 張 Bough (2), captures an Owl for 3"
    )
    game = Game.from_text("DAO_S/GAO_SE,GAO_SE,GAO_SW,GAO_SW 0-0 G 1,3")
    game.play("DAO_S>ZHANG_S/1")
    turn = game.turns[0]
    assert turn.complete and turn.unused == (3,)
    assert gt.turn_row_text(turn, game.board) == "1. G 1,3 DAO_S>ZHANG_S/1"
    assert tt.turn_row_words(ENGLISH, turn, game.board) == (
        "Green 1,3: S 道 Trail → S 張 Bough (1); 3 not played"
    )


def test_a_pass_row():
    game = Game.from_text("-/GAO_SE,GAO_SE,GAO_SW,GAO_SW 0-0 G")
    turn = game.throw(3, 4)
    assert turn.passed
    assert gt.turn_row_text(turn, game.board) == "1. G 3,4 pass"
    assert gt.turn_row_text(turn, game.board) == game.record().splitlines()[-1]
    assert tt.turn_row_words(ENGLISH, turn, game.board) == "Green 3,4: passes"
    assert tt.turn_row_words(CHINESE, turn, game.board) == "青方 3,4：无棋可走，本回合跳过"


def test_the_old_perch_name_still_works():
    assert gt.perch_name(ENGLISH, BOARD, BOARD.pond) == "方 (Pond)"


def test_previews_say_when_a_rule_is_our_reading() -> None:
    """A move resting on one of the project's readings is marked in its preview."""
    from liubo.engine import Game

    def preview(position: str, move: str) -> tuple[str, tuple[str, ...]]:
        game = Game.from_text(position)
        found = game.state.find_move(move)
        return tt.move_preview(ENGLISH, game.board, found), tt.move_evidence(game.board, found)

    text, ids = preview("DAO_S,GAO_SW/*JIE_S 0-0 G 1,2", "DAO_S>JIE_S/1")  # lone Owl taken
    assert text.endswith("(our reading)") and ids == ("liubolab", "ours")
    text, ids = preview("DAO_S,GAO_SW/JIE_S 0-0 G 1,2", "DAO_S>JIE_S/1")  # contest
    assert "our reading" not in text and ids == ("liubolab",)
    text, ids = preview("*JIE_S,ZHANG_S/*JIE_S 0-0 G 2,1", "ZHANG_S>JIE_S/2")  # from a contest
    assert "our reading" not in text and ids == ("liubolab",)
    _text, ids = preview("*POND/JIE_N 0-0 W 2,1", "JIE_N>POND/2")  # the pond is no haven
    assert ids == ("zhaohun", "liubolab", "ours")
    _text, ids = preview("-/- 0-0 G 2,1", "OFF>QU_S/2")  # the Branch counts as 1
    assert "ours" in ids


def test_a_hints_chances_read_in_each_language() -> None:
    assert (
        gt.chances_text(ENGLISH, [0.63, 0.58, 0.51]) == "63% to win; the next best turns 58%, 51%"
    )
    assert gt.chances_text(CHINESE, [0.63]) == "胜率 63%"
    assert gt.chances_text(CHINESE, [0.63, 0.58, 0.51]) == "胜率 63%；其次几种走法：58%，51%"
