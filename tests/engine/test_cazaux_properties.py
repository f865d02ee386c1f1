"""Invariants of cazaux games (hypothesis), frozen perft counts, and text round-trips."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from liubo.engine import Game, Side, Throw, load_ruleset
from liubo.engine.perft import perft

RULES = load_ruleset("cazaux")


def check_invariants(game: Game) -> None:
    state = game.state
    tables = state.tables
    for side in Side:
        on_board = len(state.pieces(side))
        assert on_board + state.waiting(side) + state.held[1 - side] == 6
        assert state.waiting(side) >= 0
        assert sum(1 for _, owl in state.pieces(side) if owl) <= 1
    for station in range(len(game.board.perches)):
        sides = {side for side, _, _ in state.pieces_at(station)}
        assert len(sides) <= 1, f"both sides on {tables.node_ids[station]}"
    assert state.stones[tables.centre] == state.stones[tables.n_nodes + tables.centre] == 0


def play_out(seed: int, max_turns: int = 300) -> Game:
    """A random game; after every throw and leg the invariants hold, and every throw is
    played in full (a first leg that does not win always leaves a second leg)."""
    rng = random.Random(seed)
    game = Game.new(ruleset=RULES, first=Side(seed % 2))
    while not game.is_over and game.turn_number < max_turns:
        if game.needs_throw:
            game.throw(RULES.throw_sticks(rng).throw)
            assert not game.turns[-1].passed, "a throw can always be played"
        else:
            two = len(game.remaining_numbers) == 2
            move = rng.choice(game.legal_moves())
            game.play(move)
            if two and not game.is_over:
                assert len(game.remaining_numbers) == 1, f"{move} left no second leg"
        check_invariants(game)
    return game


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32))
def test_invariants_hold_in_random_games(seed):
    play_out(seed)


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_every_first_leg_can_be_completed(seed):
    """Not only the leg a random player picked: every listed first leg has a second leg."""
    rng = random.Random(seed)
    game = Game.new(ruleset=RULES)
    for _ in range(60):
        if game.is_over:
            break
        if game.needs_throw:
            game.throw(RULES.throw_sticks(rng).throw)
            state = game.state
            for first in state.legal_moves():
                after = state.apply(first)
                assert after.over or after.mid_turn, (str(first), repr(state))
            continue
        game.play(rng.choice(game.legal_moves()))


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_texts_and_records_round_trip(seed):
    rng = random.Random(seed)
    game = Game.new(ruleset=RULES)
    while not game.is_over:
        text = game.to_text()
        again = Game.from_text(text, ruleset="cazaux")
        assert again.to_text() == text
        assert {str(m) for m in again.legal_moves()} == {str(m) for m in game.legal_moves()}
        if game.needs_throw:
            game.throw(RULES.throw_sticks(rng).throw)
        else:
            game.play(rng.choice(game.legal_moves()))
    final = Game.from_text(game.to_text(), ruleset="cazaux")
    assert final.is_over and final.winner == game.winner
    assert final.outcome == game.outcome
    record = game.record()
    assert record.startswith("ruleset cazaux\n")
    replayed = Game.from_record(record)
    assert replayed.record() == record and replayed.to_text() == game.to_text()


def test_undo_takes_back_throws_and_legs():
    game = play_out(5, max_turns=20)
    texts = []
    rng = random.Random(1)
    while not game.is_over and len(texts) < 30:
        texts.append(game.to_text())
        if game.needs_throw:
            game.throw(RULES.throw_sticks(rng).throw)
        else:
            game.play(rng.choice(game.legal_moves()))
    for text in reversed(texts):
        game.undo()
        assert game.to_text() == text


PERFT = [
    ("-/- 0-0 G", ["2,3"], 2),
    ("-/- 0-0 G", ["2,3", "1,1", "3,2"], 16),
    ("-/- 0-0 G", ["1,1", "4,4", "2,3", "3,2"], 156),
    ("P3,P3,*P12/P7,XT 1-0 W 2,2", ["1,4"], 280),
    ("P6,P11,B/*X,P2,P5 0-0 G", ["2,3", "4,1"], 3630),
    ("*P10/P1,P2,P3,P4,P5 0-5 G 4,1", ["2,2"], 44),
    ("P4/- 0-0 G", ["2,3", "3,1", "4,4"], 100),
]


@pytest.mark.parametrize("position, throws, expected", PERFT)
def test_perft(position, throws, expected):
    state = Game.from_text(position, ruleset="cazaux").state
    assert perft(state, [Throw.parse(t) for t in throws]) == expected
