"""Stepping through a game: every position equals the one a replayed record reaches."""

from __future__ import annotations

import random

from liubo.engine import Game
from liubo.model.history import read_lesson, steps


def random_game(seed: int, turns: int = 40) -> Game:
    rng = random.Random(seed)
    game = Game.new()
    while not game.is_over and game.turn_number <= turns:
        if game.needs_throw:
            game.throw(rng.randint(1, 4), rng.randint(1, 4))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


def test_every_step_is_the_position_the_game_passed_through():
    game = random_game(1)
    all_steps = steps(game)
    assert len(all_steps) == 1 + sum(1 + len(t.moves) for t in game.turns)
    assert all_steps[-1].state is not None and Game(all_steps[-1].state).to_text() == game.to_text()
    # undo one action at a time: each undone game is at the step before
    back = game.copy()
    for k in range(len(all_steps) - 1, 0, -1):
        assert back.to_text() == Game(all_steps[k].state).to_text()
        back.undo()
    assert back.to_text() == Game(all_steps[0].state).to_text()


def test_steps_of_a_game_set_up_mid_turn():
    game = Game.from_text("GAO_SW,DAO_S/QU_N 0-0 G 2,1")
    game.play("DAO_S>LIAN_S/2")
    all_steps = steps(game)
    assert [s.is_move for s in all_steps] == [False, True]


def test_a_lesson_keeps_its_comments_with_the_turns_they_describe():
    game = random_game(2, turns=6)
    lines = game.record().splitlines()
    turn_lines = [k for k, line in enumerate(lines) if line[:1].isdigit()]
    lines.append("# the end")
    lines.insert(turn_lines[2] + 1, "# about the fourth turn")
    lines.insert(turn_lines[0], "# before anything happens")
    lesson = read_lesson("\n".join(lines) + "\n")
    all_steps = steps(lesson.game)
    captions = lesson.captions
    assert captions.title == ("before anything happens",)  # the title, no caption
    assert captions.turns == {3: ("about the fourth turn",)}
    shown = [captions.at(all_steps, k) for k in range(len(all_steps))]
    assert shown[0] == "" and shown[-1] == "the end"
    for k, step in enumerate(all_steps[:-1]):  # with turn 4's throw and moves, and only then
        assert (shown[k] == "about the fourth turn") == (step.turn == 3), k


def test_the_cursor_walks_moves_and_returns_to_the_present():
    from liubo.model.history import Cursor

    game = random_game(3, turns=10)
    cursor = Cursor(game)
    assert not cursor.active and Game(cursor.shown().state).to_text() == game.to_text()
    assert cursor.step(-1)
    assert cursor.active and cursor.shown().is_move
    cursor.go(0)
    assert cursor.shown().turn == -1
    seen = 0
    while cursor.active:
        cursor.step(1)
        seen += 1
    all_steps = cursor.steps()
    last = len(all_steps) - 1
    assert seen == sum(1 for k, st in enumerate(all_steps) if k > 0 and (st.is_move or k == last))
    cursor.to_turn(2)
    assert cursor.shown().turn == 2
    assert cursor.present() and not cursor.active
