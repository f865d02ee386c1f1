"""What the game says when a number goes unplayed (issue 36, item 1): the status line and
the log name the true cause, in a game played, a game restored and a replay, in English
and Chinese; the move list says only that the number was not played."""

from __future__ import annotations

import random
import re

import pytest

from liubo.engine import Game, Side, load_ruleset
from liubo.engine.throws import throw_of
from liubo.model.game_session import GameSession
from liubo.model.game_session.log import log_opening, log_to_moment
from liubo.model.history import steps
from liubo.model.presentation import move_view
from liubo.services.translation import load_translator

HUMANS = {Side.GREEN: "human", Side.WHITE: "human"}
HEMMED = "GAO_SE,GAO_SE,GAO_SW,GAO_SW"
ENGLISH = load_translator("en").gettext
CHINESE = load_translator("zh_CN").gettext
TRADITIONAL = load_translator("zh_Hant").gettext

# (readings, position or None for a new game, throw, move or None, what the status says)
CASES = {
    "balancing reading": (
        {"balance": "one-group"},
        None,
        (1, 2),
        "OFF>QU_S/2",
        "The 1 is not played: the game's first throw moves one bird only "
        "(rule reading: The first player's first throw: One number)",
    ),
    "larger reading": (
        {"one-number": "larger"},
        "LIAN_S/CHANG_SE,CHANG_SE,GAO_SE,GAO_SE,GAO_SW,GAO_SW 0-0 G",
        (1, 2),
        "LIAN_S>LIAN_N/2",
        "The 1 is not played: the throw could not be used in full, so the larger number "
        "was played (rule reading: Only one number usable: The larger)",
    ),
    "split rule": (
        {},
        f"DAO_S,DAO_S/{HEMMED},JIE_S,JIE_S 0-0 G",
        (1, 1),
        "DAO_S>ZHANG_S/1",
        "No legal move with 1: the blockade's other bird may not follow to the same perch "
        "(rule reading: Blockade split rule: Every throw)",
    ),
    "two birds": (
        {},
        f"DAO_S/{HEMMED} 0-0 G",
        (1, 3),
        "DAO_S>ZHANG_S/1",
        "No other bird can move with 3: a throw moves two different birds",
    ),
    "blockade after a move": (
        {},
        "GAO_SW/GAO_SE,GAO_SE,QU_S,QU_S,QU_W,QU_W 0-0 G",
        (1, 3),
        "OFF>GAO_SW/1",
        "No legal move with 3: blockades close every way",
    ),
    "blockade pass": (
        {},
        f"-/{HEMMED} 0-0 G",
        (1, 3),
        None,
        "No legal move with 1 and 3: blockades close every way; the turn passes",
    ),
}


def played(options, position, throw, move) -> tuple[GameSession, Game]:  # noqa: ANN001
    rules = load_ruleset(None, options)
    game = Game.new(options=options) if position is None else Game(rules.parse_position(position))
    session = GameSession(game, HUMANS, rng=random.Random(3))
    session.throw(throw_of(*throw))
    if move is not None:
        session.play(game.state.find_move(move))
        session.move_shown(0.0)
    return session, game


def log_lines(log, _) -> list[str]:  # noqa: ANN001
    return [line for entry, _tone in log.entries for line in entry(_)]


@pytest.mark.parametrize("case", list(CASES))
def test_the_status_and_the_log_name_the_true_cause(case: str) -> None:
    options, position, throw, move, said = CASES[case]
    session, game = played(options, position, throw, move)
    assert session.message is not None and session.message(ENGLISH) == said
    assert log_lines(session.log, ENGLISH)[-1] == said
    for _ in (CHINESE, TRADITIONAL):
        text = session.message(_)  # translated, every field filled
        assert not re.search("[A-Za-z]{2,}|[{}]", text), text
    if "reading" in case or "split" in case:
        assert "No legal move with 1: the turn passes" not in log_lines(session.log, ENGLISH)


@pytest.mark.parametrize("case", list(CASES))
def test_a_restored_game_and_a_replay_say_the_same(case: str) -> None:
    options, position, throw, move, said = CASES[case]
    _session, game = played(options, position, throw, move)
    view = move_view(game.rules)
    restored = GameSession(game, HUMANS, rng=random.Random(3), restored=True)
    assert said in log_lines(restored.log, ENGLISH)
    all_steps = steps(game)
    replay = log_to_moment(view, game, all_steps, len(all_steps) - 1, "")
    assert said in log_lines(replay, ENGLISH)
    from liubo.model.event_log import EventLog

    log = EventLog()
    log_opening(log, view, game, restored=True)
    assert said in log_lines(log, ENGLISH)


def test_the_balancing_reading_in_chinese() -> None:
    options, position, throw, move, _said = CASES["balancing reading"]
    session, _game = played(options, position, throw, move)
    text = session.message(CHINESE)
    assert "1" in text and CHINESE("The first player's first throw") in text
    assert CHINESE("One number") in text


def test_the_move_list_says_only_that_a_number_was_not_played() -> None:
    options, position, throw, move, _said = CASES["balancing reading"]
    _session, game = played(options, position, throw, move)
    view = move_view(game.rules)
    assert view.turn_words(ENGLISH, game.turns[0]) == (
        "Green 1,2: enters to S 曲 Bend (2); 1 not played"
    )


def test_a_ruleset_that_names_no_cause_says_no_move_was_legal() -> None:
    """The base move view (a ruleset without its own) keeps the plain words, a pass and a
    turn ended after a move told apart."""
    from liubo.model.move_view import MoveView

    options, position, throw, move, _said = CASES["two birds"]
    _session, game = played(options, position, throw, move)
    base = MoveView(game.rules)
    assert base.lost(ENGLISH, game.start, game.turns[-1]) == ("No legal move with 3: the turn ends")
    options, position, throw, move, _said = CASES["blockade pass"]
    _session, game = played(options, position, throw, move)
    assert base.lost(ENGLISH, game.start, game.turns[-1]) == (
        "No legal move with 1 and 3: the turn passes"
    )
