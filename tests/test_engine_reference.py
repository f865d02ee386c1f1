"""The engine's legal moves equal those of the naive reference on random positions."""

import dataclasses
import random

import pytest

from liubo.engine import State, load_ruleset, throw_sticks
from reference_rules import legal_texts


@pytest.mark.parametrize("seed, target", [(1, 6), (2, 6), (3, 2), (4, 3)])
def test_engine_matches_reference(seed, target):
    # a low target makes winning first moves (which need no pair) common
    rules = dataclasses.replace(load_ruleset(), target_points=target)
    rng = random.Random(seed)
    checked = 0
    for _ in range(25):
        state = State.initial(rules)
        while not state.over:
            state = state.apply_throw(throw_sticks(rng).throw)
            while not state.over and state.throw is not None:
                engine = {str(m) for m in state.legal_moves()}
                assert engine == legal_texts(state, target), repr(state)
                checked += 1
                state = state.apply(rng.choice(state.legal_moves()))
    assert checked > 200
