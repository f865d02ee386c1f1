"""The engine's legal moves equal those of the naive reference on random positions."""

import dataclasses
import random

import pytest
from reference_rules import legal_texts

from liubo.engine import OPTION_SCHEMAS, load_ruleset, throw_sticks
from liubo.engine.rulesets.tlv import State

# the naive reference is the oracle, and slow: make test runs it, make test-fast does not
pytestmark = pytest.mark.slow


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


def random_options(rng: random.Random) -> dict[str, str]:
    """A random set of the tlv rule readings (each option drawn on its own)."""
    return {spec.name: rng.choice(spec.values) for spec in OPTION_SCHEMAS["tlv"]}


@pytest.mark.parametrize("seed, target", [(11, 6), (12, 6), (14, 3), (15, 2)])
def test_engine_matches_reference_under_random_readings(seed, target):
    rng = random.Random(seed)
    options = random_options(rng)
    rules = dataclasses.replace(load_ruleset("tlv", options), target_points=target)
    checked = 0
    for _ in range(6):
        state = State.initial(rules)
        while not state.over:
            state = state.apply_throw(throw_sticks(rng).throw)
            while not state.over and state.throw is not None:
                engine = {str(m) for m in state.legal_moves()}
                assert engine == legal_texts(state, target), (options, repr(state))
                checked += 1
                state = state.apply(rng.choice(state.legal_moves()))
    assert checked > 100


@pytest.mark.parametrize(
    "options",
    [
        {"pond": "sanctuary"},
        {"owl-landing": "contest"},
        {"owl-landing": "contest", "pond": "sanctuary"},
        {"entry": "stop"},
        {"split": "doubles"},
        {"split": "off"},
        {"one-number": "larger"},
        {"win": "end-of-turn"},
        {"balance": "one-group"},
        {"balance": "one-group", "one-number": "larger"},
    ],
    ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()),
)
def test_engine_matches_reference_under_each_reading(options):
    rules = dataclasses.replace(load_ruleset("tlv", options), target_points=4)
    rng = random.Random(len(str(options)))
    checked = 0
    for _ in range(5):
        state = State.initial(rules)
        while not state.over:
            state = state.apply_throw(throw_sticks(rng).throw)
            while not state.over and state.throw is not None:
                engine = {str(m) for m in state.legal_moves()}
                assert engine == legal_texts(state, 4), repr(state)
                checked += 1
                state = state.apply(rng.choice(state.legal_moves()))
    assert checked > 50
