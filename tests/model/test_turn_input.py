"""The half-made turn: which birds can move, where they land, what a click means."""

from __future__ import annotations

import random

from liubo.engine import Game
from liubo.engine.rulesets.tlv import Move
from liubo.model.turn_input import WAITING, Ambiguous, EnterOrPick, TurnInput

# Green: a bird on 高 (south-west) and one on 道 (south), White one on 曲 (north); 2 and 1.
MIXED = "GAO_SW,DAO_S/QU_N 0-0 G 2,1"


def perch(game: Game, perch_id: str) -> int:
    return game.board.index[perch_id]


def texts(moves: list[Move]) -> list[str]:
    return [str(m) for m in moves]


def test_nothing_to_do_until_the_sticks_are_thrown():
    game = Game.new()
    turn = TurnInput(game)
    assert turn.legal() == [] and turn.movable() == [] and turn.landings() == []
    assert turn.choose_number(2) is False


def test_nothing_to_do_when_the_player_may_not_act():
    game = Game.from_text(MIXED)
    turn = TurnInput(game, can_act=lambda: False)
    assert turn.legal() == [] and turn.choose_number(2) is False
    assert turn.click_perch(perch(game, "DAO_S")) is None and turn.selection is None


def test_movable_birds_waiting_first_then_by_perch():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    dao, gao = perch(game, "DAO_S"), perch(game, "GAO_SW")
    assert turn.movable() == [WAITING] + sorted([(dao, False), (gao, False)])
    assert turn.movable(number=1)[0] == WAITING


def test_landings_of_a_bird_and_a_number():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    dao = perch(game, "DAO_S")
    assert turn.select((dao, False))
    assert turn.landings() == sorted(perch(game, p) for p in ("LIAN_S", "QU_S", "JIE_S", "ZHANG_S"))
    assert turn.choose_number(1)
    assert turn.landings() == sorted(perch(game, p) for p in ("JIE_S", "ZHANG_S"))
    assert turn.choose_number(1) and turn.number is None  # again: dropped


def test_the_legal_moves_are_asked_once_per_position():
    game = Game.from_text(MIXED)
    calls = []
    real = game.legal_moves

    def counting():
        calls.append(1)
        return real()

    game.legal_moves = counting  # type: ignore[method-assign]
    turn = TurnInput(game)
    for _ in range(5):
        turn.movable()
        turn.landings()
    assert len(calls) == 1


def test_a_click_selects_a_bird_and_a_second_click_drops_it():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    dao = perch(game, "DAO_S")
    assert turn.click_perch(dao) is None and turn.selection == (dao, False)
    assert turn.click_perch(dao) is None and turn.selection is None


def test_a_click_on_a_landing_returns_the_move():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    dao = perch(game, "DAO_S")
    turn.click_perch(dao)
    turn.choose_number(2)
    move = turn.click_perch(perch(game, "LIAN_S"))
    assert isinstance(move, Move) and str(move) == "DAO_S>LIAN_S/2"
    assert str(game.state.find_move(str(move))) == str(move)  # nothing was played


def positions(seed: int, games: int = 10):
    """Mid-turn positions (a throw made, nothing played) from seeded random games."""
    rng = random.Random(seed)
    for _ in range(games):
        game = Game.new()
        while not game.is_over and game.turn_number < 60:
            if game.needs_throw:
                game.throw(rng.randint(1, 4), rng.randint(1, 4))
                continue
            if len(game.remaining_numbers) == 2:
                yield Game.from_text(game.to_text())
            game.play(rng.choice(game.legal_moves()))


def test_a_bird_that_cannot_use_the_chosen_number_is_selected_and_the_number_dropped():
    for game in positions(3):
        turn = TurnInput(game)
        a, b = game.remaining_numbers
        for number in (a, b):
            only_other = [
                s for s in turn.movable() if s[0] is not None and s not in turn.movable(number)
            ]
            if only_other:
                turn.choose_number(number)
                assert turn.click_perch(only_other[0][0]) is None
                assert turn.selection == only_other[0] and turn.number is None
                return
    raise AssertionError("no position where a bird can use only one of the numbers")


def test_a_landing_two_numbers_reach_asks_which():
    game = Game.from_text("GAO_SW,GAO_SE/- 0-0 G 2,1")
    turn = TurnInput(game)
    # a waiting bird reaches 曲 (south) with 2 via 高 (south-east)... find any ambiguous landing
    turn.select(WAITING)
    by_target: dict[int, set[int]] = {}
    for m in turn.candidates():
        by_target.setdefault(m.target, set()).add(m.number)
    shared = [t for t, numbers in by_target.items() if len(numbers) > 1]
    if shared:
        answer = turn.land(shared[0])
        assert isinstance(answer, Ambiguous) and len(answer.numbers) == 2
    else:
        assert all(isinstance(turn.land(t), Move) for t in by_target)


def test_a_click_on_nothing_clears_the_selection():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    turn.click_perch(perch(game, "DAO_S"))
    assert turn.click_perch(None) is None and turn.selection is None


def test_waiting_birds_toggle():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    assert turn.click_waiting() and turn.selection == WAITING
    assert turn.click_waiting() and turn.selection is None


def test_cycling_birds_and_landings_visits_each_once():
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    seen = []
    for _ in range(len(turn.movable())):
        assert turn.cycle_bird(1)
        seen.append(turn.selection)
    assert sorted(seen, key=str) == sorted(turn.movable(), key=str)
    turn.select((perch(game, "DAO_S"), False))
    focus = []
    for _ in range(len(turn.landings())):
        turn.cycle_landing(1)
        focus.append(turn.focus_landing)
    assert sorted(focus) == turn.landings()
    assert turn.cancel() and turn.focus_landing is None and turn.selection is not None
    assert turn.cancel() and turn.selection is None
    assert turn.cancel() is False


def test_every_legal_move_can_be_made_by_clicks_in_random_games():
    rng = random.Random(5)
    for _ in range(20):
        game = Game.new()
        while not game.is_over and game.turn_number < 40:
            if game.needs_throw:
                game.throw(rng.randint(1, 4), rng.randint(1, 4))
                continue
            turn = TurnInput(game)
            for move in game.legal_moves():
                turn.clear()
                turn.number = move.number
                sel = WAITING if move.origin is None else (move.origin, move.owl)
                assert turn.select(sel)
                assert turn.land(move.target) == move or isinstance(
                    turn.land(move.target), Ambiguous
                )
            game.play(rng.choice(game.legal_moves()))


def test_a_click_on_ones_own_bird_selects_it_even_where_a_waiting_bird_could_enter():
    """With 1 chosen, 高 is where a waiting bird enters, and a Green bird stands there."""
    game = Game.from_text(MIXED)
    turn = TurnInput(game)
    gao = perch(game, "GAO_SW")
    turn.choose_number(1)
    assert gao in turn.landings()
    assert turn.click_perch(gao) is None and turn.selection == (gao, False)
    # with the waiting birds chosen first, the same click may mean either: it asks
    turn.clear()
    turn.select(WAITING)
    turn.choose_number(1)
    question = turn.click_perch(gao)
    assert isinstance(question, EnterOrPick)
    assert str(question.landing) == "OFF>GAO_SW/1" and question.piece == (gao, False)
    assert turn.selection == WAITING  # nothing changed until the player answers
    # a landing with no bird of one's own on it still enters at once
    other = perch(game, "GAO_SE")
    turn.select(WAITING)
    move = turn.click_perch(other)
    assert isinstance(move, Move) and str(move) == "OFF>GAO_SE/1"


def test_cazaux_a_click_on_ones_own_stone_where_a_waiting_one_could_enter_asks():
    """Issue 36, item 5: with the waiting stones chosen, a click on one's own stone on 3,
    where a waiting stone could also enter with the 3, entered a new stone; it asks now."""
    game = Game.from_text("P3/P10 0-0 G 3,2", ruleset="cazaux")
    turn = TurnInput(game)
    p3 = game.board.index["P3"]
    assert turn.click_perch(p3) is None and turn.selection == (p3, False)  # nothing chosen
    turn.clear()
    turn.click_waiting()
    question = turn.click_perch(p3)
    assert isinstance(question, EnterOrPick)
    assert str(question.landing) == "OFF>P3/3" and question.piece == (p3, False)
    assert turn.select(question.piece) and turn.selection == (p3, False)
    # a board stone chosen and the click on another own stone still lands (a stack)
    game = Game.from_text("P1,P3/P10 0-0 G 2,1", ruleset="cazaux")
    turn = TurnInput(game)
    turn.select((game.board.index["P1"], False))
    turn.choose_number(2)
    move = turn.click_perch(p3)
    assert str(move) == "P1>P3/2"
