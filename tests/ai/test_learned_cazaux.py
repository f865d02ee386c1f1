"""The learned evaluation of the cazaux ruleset: encoding, batched values, weights, players."""

from __future__ import annotations

import random

import numpy as np
import pytest

from liubo.ai import make_player
from liubo.ai.learned import (
    WeightsError,
    describe,
    evaluator,
    input_size,
    load_network,
    network_or_reason,
    shipped_network,
)
from liubo.ai.network import Network
from liubo.ai.rulesets.cazaux.evaluate import evaluate, turns
from liubo.ai.rulesets.cazaux.learned import (
    ENCODING_CAZAUX,
    CazauxEncoder,
    CazauxEvaluator,
    CazauxNetPlayer,
    cazaux_encoder_for,
)
from liubo.ai.rulesets.cazaux.learned import SHORTLIST as CAZAUX_SHORTLIST
from liubo.ai.rulesets.cazaux.learned import make_expert as make_cazaux_expert
from liubo.ai.turn_players import TurnPlayer
from liubo.engine import Game
from liubo.engine.ruleset import load_ruleset
from liubo.engine.rulesets.cazaux.state import CazauxState

RULES = load_ruleset("cazaux")


def random_states(n_throws: int = 120, seed: int = 4) -> list[CazauxState]:
    """The positions between turns of games played at random, and the turn ends on the way."""
    rng = random.Random(seed)
    throws = [t for t, _ in RULES.throws]
    weights = [float(p) for _, p in RULES.throws]
    state = CazauxState.initial(RULES)
    out = []
    for _ in range(n_throws):
        if state.over:
            state = CazauxState.initial(RULES)
        out.append(state)
        state = state.apply_throw(rng.choices(throws, weights)[0])
        options = turns(state)
        out.extend(end for _, end in options if not end.over)
        state = rng.choice(options)[1]
    return out


def small_net(seed: int = 0, hidden: int = 8) -> Network:
    net = Network.random(input_size(RULES), hidden, np.random.default_rng(seed), 0.3)
    net.meta = describe(RULES, "test")
    return net


def test_batched_values_equal_the_plain_per_position_computation():
    enc = cazaux_encoder_for(RULES)
    net = small_net()
    states = random_states()
    assert len(states) > 300
    pairs = [(s, int(s.side)) for s in states]
    batched = net.values(enc.rows(pairs))
    plain = [net.value(enc.row(s, me)) for s, me in pairs]
    assert batched == pytest.approx(plain, abs=1e-12)


def test_the_encoding_swaps_own_and_their_pieces_with_the_side_to_throw():
    enc = CazauxEncoder(RULES)
    green_view = Game.from_text("P3,P3,*P12/P7,XT 1-0 G", ruleset="cazaux").state
    white_view = Game.from_text("P7,XT,*P12/P3,P3 0-1 W", ruleset="cazaux").state
    # the same pieces for the side to throw, the other side's owl aside
    a, b = enc.row(green_view, 0), enc.row(white_view, 1)
    stones = slice(0, enc.owl_at)
    assert np.array_equal(a[stones][: enc.owl_at], b[stones][: enc.owl_at])
    assert a[enc.held_at] == 1.0 and b[enc.held_at] == 1.0  # one prisoner held by "own" side
    # own stones on P3 (two), their stone on P7
    node = enc.rules.board.index["P3"]
    assert a[(2 * node) * 3] == a[(2 * node) * 3 + 1] == 1.0 and a[(2 * node) * 3 + 2] == 0.0


def test_the_hand_made_input_is_the_hand_made_evaluation():
    enc = cazaux_encoder_for(RULES)
    for state in random_states(40, seed=8)[::7]:
        if state.over:
            continue
        me = int(state.side)
        assert enc.row(state, me)[enc.dense_at] == pytest.approx(evaluate(state, me))


def test_turn_values_are_the_chances_the_mover_is_left_with():
    ev = CazauxEvaluator(small_net(), RULES)
    state = Game.from_text("P2,P3/P9 0-0 G 1,1", ruleset="cazaux").state  # 1,1: throw again
    options = ev.turn_values(state)
    assert len(options) == len(turns(state)) > 1
    for moves, chance in options:
        end = state
        for move in moves:
            end = end.apply(move)
        assert end.side == state.side  # the double gives Green another throw
        assert chance == pytest.approx(ev.state_value(end, 0))


def test_a_win_is_worth_one_and_a_loss_nothing():
    ev = CazauxEvaluator(small_net(), RULES)
    state = Game.from_text("P2,P4/*P5,P7 0-0 G 1,3", ruleset="cazaux").state
    options = ev.turn_values(state)
    for moves, chance in options:
        end = state
        for move in moves:
            end = end.apply(move)
        # a stone taking the Owl (P4>P5/1, or P2>P5/3) wins: worth 1; any other turn less
        assert (chance == 1.0) == (end.over and end.winner == 0)
    assert sum(chance == 1.0 for _, chance in options) >= 2


def test_weights_for_cazaux_are_checked_like_any_other():
    net = small_net()
    back = load_network(RULES, net.to_bytes(), "test.npz")
    assert back.meta["encoding"] == ENCODING_CAZAUX and back.meta["ruleset"] == "cazaux"
    net.meta["ruleset"] = "tlv"
    with pytest.raises(WeightsError, match="trained for ruleset 'tlv'"):
        load_network(RULES, net.to_bytes())
    tlv_sized = Network.random(input_size(RULES) + 3, 4, np.random.default_rng(1))
    tlv_sized.meta = describe(RULES, "test")
    with pytest.raises(WeightsError, match="inputs"):
        load_network(RULES, tlv_sized.to_bytes())


def test_a_corrupt_weights_file_gives_cazaux_hard_and_a_message():
    reason = network_or_reason(RULES, small_net().to_bytes()[:100])
    assert isinstance(reason, str) and "not a readable weights file" in reason
    player = make_cazaux_expert(seed=1, net=reason)
    assert player.name == "expert" and "not a readable" in player.notice
    assert not isinstance(player, CazauxNetPlayer) and player.shortlist == 10
    state = CazauxState.initial(RULES).apply_throw(RULES.throws[5][0])
    assert player.choose_move(state) in state.legal_moves()


def test_the_cazaux_expert_weighs_its_best_turns_against_the_replies():
    net = small_net()
    expert = make_cazaux_expert(seed=2, net=net)
    ply = make_cazaux_expert(seed=2, mode="ply", net=net)
    assert isinstance(expert, CazauxNetPlayer) and expert.shortlist == CAZAUX_SHORTLIST
    assert isinstance(ply, CazauxNetPlayer) and ply.shortlist == 0 and ply.name == "learned"
    state = Game.from_text("P2,P9,P14/P5,P11 0-0 G 2,3", ruleset="cazaux").state
    assert expert.choose_move(state) in state.legal_moves()
    options = CazauxEvaluator(net, RULES).turn_values(state)
    assert ply.choose_turn(state) == max(options, key=lambda option: option[1])[0]


def test_the_cazaux_expert_looks_deeper_at_more_turns_while_its_time_lasts(monkeypatch):
    """Two of the shortlist a turn deeper always; the rest only while under its seconds."""
    state = Game.from_text("P2,P9,P14/P5,P11 0-0 G 2,3", ruleset="cazaux").state
    deeper: dict[float, int] = {}
    for seconds in (0.0, 60.0):
        expert = make_cazaux_expert(seed=2, net=small_net(), time_limit=seconds)
        assert isinstance(expert, CazauxNetPlayer) and expert.seconds == seconds
        calls = []
        plain = expert._expect

        def counted(end, me, replies=0, plain=plain, calls=calls):
            calls.append(replies)
            return plain(end, me, replies)

        monkeypatch.setattr(expert, "_expect", counted)
        expert.choose_turn(state)
        deeper[seconds] = sum(1 for replies in calls if replies == expert.replies)
    looked = min(CAZAUX_SHORTLIST, len(turns(state)))
    assert deeper[0.0] == min(expert.deepen, looked)
    assert deeper[60.0] == looked > deeper[0.0]


def test_make_player_gives_the_cazaux_expert_with_the_shipped_weights():
    player = make_player("expert", seed=1, ruleset=RULES)
    assert isinstance(player, TurnPlayer) and player.name == "expert"
    assert isinstance(shipped_network(RULES), Network), shipped_network(RULES)
    assert isinstance(player, CazauxNetPlayer) and not player.notice
    game = Game.new(ruleset="cazaux")
    rng = random.Random(3)
    for _ in range(30):  # a stretch of a game against itself, every move legal
        if game.is_over:
            break
        if game.needs_throw:
            outcomes = game.chance_outcomes()
            game.throw(rng.choices([t for t, _ in outcomes], [float(p) for _, p in outcomes])[0])
            continue
        game.play(player.choose_move(game.state))


def test_a_tiny_cazaux_network_trained_for_a_few_hundred_games_beats_random(tmp_path):
    from liubo.tools.train import match_pair, train

    # a cazaux game leans on luck more than a tlv one: the tiny network learns from games
    # one at a time (rounds of two) with a larger step, and draws after 100 throws
    net = train(
        [
            "--ruleset", "cazaux", "--games", "200", "--hidden", "8", "--round", "2",
            "--alpha", "0.3", "--cap", "100", "--workers", "1", "--eval-every", "0", "--seed", "5",
            "--out", str(tmp_path / "w.npz"), "--checkpoint", str(tmp_path / "c.npz"),
        ],
        stream=open(tmp_path / "log", "w"),  # noqa: SIM115
    )  # fmt: skip
    back = load_network(RULES, (tmp_path / "w.npz").read_bytes())
    assert back.meta["games"] == 200 and back.meta["ruleset"] == "cazaux"
    data = net.to_bytes()
    points = sum(match_pair((data, "cazaux", "random", 100 + i)) for i in range(8))
    assert points / 16 >= 0.75, points


def test_the_evaluator_dispatches_on_the_ruleset():
    assert isinstance(evaluator(small_net(), RULES), CazauxEvaluator)


# Green's Owl on P10 and White's lone stone on P5; Green throws 2,1 and walks its Owl back
# to P8, three steps in front of the stone, which takes it with 2 and 1 (White wins). Green
# had turns that keep the Owl out of reach (across the crossing to R, say).
OWL_BLUNDER_RECORD = """\
ruleset cazaux
first G
start *P10,P15/P5 0-0 G 2,1
1. G 2,1 *P10>P8/2 P15>P16/1
2. W 2,1 P5>P7/2 P7>P8/1
"""


def test_the_analysis_marks_an_owl_left_to_a_stone_and_not_the_stone_that_takes_it():
    from liubo.model.analysis import BLUNDER, analyse_record, evaluator_for

    game = Game.from_record(OWL_BLUNDER_RECORD)
    assert game.is_over and game.state.reason == "owl-captured"
    analysis = analyse_record(OWL_BLUNDER_RECORD)
    ratings = analysis.by_index()
    assert ratings[0].mark == "blunder" and ratings[0].loss >= BLUNDER
    assert ratings[0].best.moves[0] != "*P10>P8/2"
    assert ratings[1].mark == "" and ratings[1].loss == 0.0  # the capture is the best turn
    assert analysis.summary[game.start.side].blunders == 1
    # the best turn keeps the Owl where the lone stone cannot land with this throw's sums
    ev = evaluator_for(RULES)
    assert ev.state_value(game.start, 0) == pytest.approx(ratings[0].best.chance, abs=0.5)


def test_the_hint_gives_the_best_turns_with_their_chances():
    from liubo.ai.hints import hint_text
    from liubo.model.analysis import best_turns, evaluator_for

    state = Game.from_text("*P10,P15/P5 0-0 G 2,1", ruleset="cazaux").state
    lines = hint_text(state).splitlines()
    best = best_turns(state, evaluator_for(RULES), 3)
    assert len(lines) == 4 and lines[0] == best[0].moves[0]
    for line, choice in zip(lines[1:], best, strict=True):
        chance, *moves = line.split()
        assert float(chance) == pytest.approx(choice.chance, abs=1e-3)
        assert tuple(moves) == choice.moves
    assert not any(line.split()[1] == "*P10>P8/2" for line in lines[1:])  # the blunder


def test_cazaux_training_is_reproducible_and_resumes_from_its_checkpoint(tmp_path):
    from liubo.tools.train import train

    def run(games: int, name: str) -> Network:
        args = ["--ruleset", "cazaux", "--games", str(games), "--hidden", "4", "--round", "10",
                "--cap", "60", "--workers", "1", "--eval-every", "0", "--seed", "3",
                "--out", str(tmp_path / f"{name}.npz"),
                "--checkpoint", str(tmp_path / f"{name}.ck")]  # fmt: skip
        with open(tmp_path / "log", "a") as log:
            return train(args, log)

    whole = run(20, "a")
    run(10, "b")  # stopped after 10 games (as Ctrl-C between rounds would)
    resumed = run(20, "b")  # the same command goes on from the checkpoint
    assert np.array_equal(whole.w1, resumed.w1) and whole.b2 == resumed.b2
    assert "resuming from" in (tmp_path / "log").read_text()
