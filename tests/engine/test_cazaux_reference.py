"""The engine's cazaux legs against the naive second implementation in reference_cazaux.py.

Seeded random games are played to the end; at every point where legs are to be chosen, the
engine's legal legs must be exactly the reference's (thousands of positions in all).
"""

from __future__ import annotations

import random

import reference_cazaux as ref

from liubo.engine import Game, load_ruleset


def positions(seed: int, limit: int = 400):
    """Position texts with a throw to play, from one random game."""
    rng = random.Random(seed)
    rules = load_ruleset("cazaux")
    game = Game.new(ruleset=rules)
    while not game.is_over and game.turn_number < limit:
        if game.needs_throw:
            game.throw(rules.throw_sticks(rng).throw)
            continue
        yield game
        game.play(rng.choice(game.legal_moves()))


def test_engine_and_reference_agree_on_every_position_of_random_games():
    checked = 0
    for seed in range(40):
        for game in positions(seed):
            text = game.to_text()
            engine = {str(m) for m in game.legal_moves()}
            assert engine == ref.legal_legs(text), text
            checked += 1
    assert checked > 3000


def test_engine_and_reference_agree_on_positions_read_back_from_text():
    """The after: reader rebuilds the turn's rights the same way the reference does."""
    for seed in range(40, 50):
        for game in positions(seed, limit=120):
            text = game.to_text()
            again = Game.from_text(text, ruleset="cazaux")
            assert again.to_text() == text
            assert {str(m) for m in again.legal_moves()} == ref.legal_legs(text), text
