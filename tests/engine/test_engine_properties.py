"""Invariants over thousands of random games, and text forms that round-trip (hypothesis)."""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from liubo.engine import Game, IllegalMoveError, NotationError, Side, Throw, throw_sticks
from liubo.engine.rulesets.tlv.tables import CELLS

POND = Game.new().board.pond
NESTS = Game.new().board.nests


def check_invariants(game: Game, previous_scores: tuple[int, int]) -> None:
    state = game.state
    for side in Side:
        assert len(state.birds(side)) + state.off[side] == 6
        assert state.off[side] >= 0
    for p, code in enumerate(state.cells):
        birds = CELLS[code]
        assert len(birds) <= 2
        if p == POND:
            assert all(b & 1 for b in birds), "birds in the pond are Owls"
        if p in NESTS:
            assert not any(b & 1 for b in birds), "birds in nests are normal"
    for side in Side:
        gained = state.scores[side] - previous_scores[side]
        assert gained >= 0, "scores only grow"
        assert gained in (0, 1, 2, 3, 4, 5), gained  # one move: nest 2 and/or a capture 1 or 3
    if state.over and state.winner is not None:
        assert state.scores[state.winner] >= 6


def advance(game: Game, rng: random.Random, steps: int) -> None:
    """Play up to ``steps`` random throws and moves (fewer if the game ends)."""
    for _ in range(steps):
        if game.is_over:
            break
        if game.needs_throw:
            game.throw(throw_sticks(rng).throw)
        else:
            game.play(rng.choice(game.legal_moves()))


def play_random(seed: int, check=None) -> Game:
    rng = random.Random(seed)
    game = Game.new(first=rng.choice(list(Side)))
    while not game.is_over:
        game.throw(throw_sticks(rng).throw)
        while not game.is_over and not game.needs_throw:
            before = game.state.scores
            game.play(rng.choice(game.legal_moves()))
            if check:
                check(game, before)
    return game


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_random_games_keep_the_invariants(seed):
    game = play_random(seed, check_invariants)
    assert game.is_over


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1), st.floats(0, 1))
def test_position_text_round_trips_at_any_moment(seed, stop_fraction):
    rng = random.Random(seed)
    game = Game.new()
    steps = int(stop_fraction * 120)
    advance(game, rng, steps)
    text = game.to_text()
    again = Game.from_text(text)
    assert again.to_text() == text
    assert {str(m) for m in again.legal_moves()} == {str(m) for m in game.legal_moves()}
    assert again.state.cells == game.state.cells
    assert again.state.remaining == game.state.remaining


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_records_replay_exactly(seed):
    game = play_random(seed)
    replay = Game.from_record(game.record())
    assert replay.record() == game.record()
    assert replay.to_text() == game.to_text()
    assert replay.winner == game.winner


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 60), st.text(max_size=20))
def test_illegal_moves_never_change_the_state(seed, steps, junk):
    rng = random.Random(seed)
    game = Game.new()
    advance(game, rng, steps)
    before = (game.to_text(), game.record())
    legal = {str(m) for m in game.legal_moves()}
    ids = [p.id for p in game.board.perches] + ["OFF"]
    candidates = [junk] + [
        f"{rng.choice(['', '*'])}{rng.choice(ids)}>{rng.choice(ids)}/{rng.randint(0, 6)}"
        for _ in range(20)
    ]
    for text in candidates:
        if text in legal:
            continue
        try:
            game.play(text)
        except (IllegalMoveError, NotationError):
            pass
        else:  # accepted without the Owl mark: it must have named a legal move
            assert text.lstrip("*") in {t.lstrip("*") for t in legal}
            return
        assert (game.to_text(), game.record()) == before
    if not game.needs_throw and not game.is_over:
        try:
            game.throw(1, 2)
        except IllegalMoveError:
            pass
        assert (game.to_text(), game.record()) == before


def test_undo_restores_every_step():
    rng = random.Random(5)
    game = Game.new()
    history = [(game.to_text(), game.record())]
    for _ in range(80):
        if game.is_over:
            break
        advance(game, rng, 1)
        history.append((game.to_text(), game.record()))
    while len(history) > 1:
        history.pop()
        game.undo()
        assert (game.to_text(), game.record()) == history[-1]


def test_throw_values_are_checked():
    for bad in [(0, 1), (5, 1), (1, 9)]:
        try:
            Throw(*bad)
        except ValueError:
            continue
        raise AssertionError(bad)


@pytest.mark.slow
def test_a_thousand_random_games_keep_the_invariants():
    # seeded, so a failure names its game; every 25th record is also replayed
    for seed in range(1000):
        game = play_random(seed, check_invariants)
        assert game.is_over
        if seed % 25 == 0:
            assert Game.from_record(game.record()).to_text() == game.to_text()
