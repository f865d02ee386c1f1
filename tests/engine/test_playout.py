"""The engine's random playout plays exactly the games two random players play through the
API: the same moves, the same final state, the same random numbers drawn."""

import random

import pytest

from liubo.engine import Side, load_ruleset
from liubo.engine.playout import api_playout, random_playout
from liubo.tools.sim import simulate
from support import random_players_game


def tlv_readings() -> list[dict[str, str]]:
    """The default readings, then each other value of each tlv reading on its own."""
    schema = load_ruleset("tlv").option_schema
    return [{}] + [{o.name: v} for o in schema for v in o.values if v != o.default]


def by_playout(rules, first: Side, seed: int):
    """The same game by :func:`random_playout`."""
    rng, green, white = random.Random(seed), random.Random(seed), random.Random(seed + 1)
    moves: list = []
    state = random_playout(rules.initial_state(first), rng, (green, white), moves)
    return state, moves, (rng, green, white)


def assert_same_game(api, playout, label, shared_moves: bool = True) -> None:
    """Same moves (with ``shared_moves``, the very objects: tlv's moves are its table's),
    the same final state, the generators at the same point."""
    (api_state, api_moves, api_rngs), (state, moves, rngs) = api, playout
    assert [str(m) for m in moves] == [str(m) for m in api_moves], label
    assert moves == api_moves, label
    if shared_moves:
        assert all(m is n for m, n in zip(moves, api_moves, strict=True)), label
    assert state == api_state and repr(state) == repr(api_state), label
    assert (state.throw, state.winner, state.ending) == (
        api_state.throw,
        api_state.winner,
        api_state.ending,
    ), label
    # every generator drew exactly as many numbers: what comes next is the same
    assert [r.getrandbits(64) for r in rngs] == [r.getrandbits(64) for r in api_rngs], label


@pytest.mark.parametrize("options", tlv_readings(), ids=lambda o: ",".join(o.values()) or "default")
def test_the_tlv_playout_plays_the_random_players_games_under_every_reading(options):
    rules = load_ruleset("tlv", options)
    for seed in range(60):
        first = Side(seed % 2)
        assert_same_game(
            random_players_game(rules, first, seed), by_playout(rules, first, seed), (options, seed)
        )


@pytest.mark.slow
def test_the_tlv_playout_plays_a_thousand_default_games_as_the_api():
    rules = load_ruleset("tlv")
    master = random.Random(40)
    for i in range(1000):
        seed = master.getrandbits(32)
        first = Side(i % 2)
        assert_same_game(random_players_game(rules, first, seed), by_playout(rules, first, seed), i)


def test_the_cazaux_playout_is_the_api_loop():
    rules = load_ruleset("cazaux")
    for seed in range(12):
        first = Side(seed % 2)
        assert_same_game(
            random_players_game(rules, first, seed), by_playout(rules, first, seed), seed, False
        )


def test_a_playout_from_the_middle_of_a_turn_finishes_it_as_the_api():
    rules = load_ruleset("tlv")
    for seed in range(30):
        rng = random.Random(seed)
        state = rules.initial_state(Side.GREEN)
        for _ in range(2 * (seed % 7) + 1):  # some turns, then a throw and maybe a move
            if state.over:
                break
            if state.throw is None:
                state = state.apply_throw(rules.throw_sticks(rng).throw)
            else:
                state = state.apply(rng.choice(state.legal_moves()))
        results = []
        for play in (api_playout, random_playout):
            rngs = (random.Random(seed + 5), random.Random(seed + 6), random.Random(seed + 7))
            moves: list = []
            end = play(state, rngs[0], rngs[1:], moves)
            results.append((end, [str(m) for m in moves], [r.random() for r in rngs]))
        assert results[0] == results[1], seed


class CountingRandom(random.Random):
    """A generator of another type: the playout plays through the API with its methods."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.choices = 0

    def choice(self, seq):
        self.choices += 1
        return super().choice(seq)


def test_other_generators_are_played_through_their_own_methods():
    rules = load_ruleset("tlv")
    green, white = CountingRandom(1), CountingRandom(2)
    moves: list = []
    end = random_playout(rules.initial_state(Side.GREEN), random.Random(3), (green, white), moves)
    assert end.over and green.choices + white.choices == len(moves) > 0
    api = api_playout(
        rules.initial_state(Side.GREEN), random.Random(3), (random.Random(1), random.Random(2))
    )
    assert end == api


def test_an_ended_game_is_returned_as_it_is():
    rules = load_ruleset("tlv")
    end = by_playout(rules, Side.GREEN, 4)[0]
    assert random_playout(end, random.Random(1), (random.Random(2), random.Random(3))) is end


@pytest.mark.parametrize(
    ("ruleset", "options"),
    [("tlv", {}), ("tlv", {"balance": "one-group", "first": "toss"}), ("cazaux", {})],
)
def test_sim_gives_the_same_results_with_and_without_the_playout(ruleset, options):
    fast = simulate(40, 9, "random", "random", ruleset=ruleset, options=options)
    api = simulate(40, 9, "random", "random", ruleset=ruleset, options=options, playout=False)
    assert (fast.green_wins, fast.white_wins, fast.draws, fast.mean_turns) == (
        api.green_wins,
        api.white_wins,
        api.draws,
        api.mean_turns,
    )
