"""The learned evaluation: encoding, batched values, weights files, training, the expert."""

from __future__ import annotations

import random

import numpy as np
import pytest

from liubo.ai import make_player
from liubo.ai.learned import (
    WeightsError,
    describe,
    load_network,
    network_or_reason,
)
from liubo.ai.network import Network
from liubo.ai.rulesets.tlv.evaluate import bounded, raw_eval_parts, tables_for
from liubo.ai.rulesets.tlv.expert import LearnedPlayer, LearnedSearchPlayer, make_expert
from liubo.ai.rulesets.tlv.learned import VERSION as ENCODING
from liubo.ai.rulesets.tlv.learned import Evaluator, encoder_for
from liubo.ai.rulesets.tlv.turns import end_state, turn_ends
from liubo.engine.ruleset import load_ruleset
from liubo.engine.rulesets.tlv.state import State

RULES = load_ruleset("tlv")


def sample_ends(n_turns: int = 60, seed: int = 3) -> list[tuple]:
    """Turn ends of a game played at random: (cells, off, scores, side to throw next)."""
    rng = random.Random(seed)
    throws = [t for t, _ in RULES.throws]
    weights = [float(p) for _, p in RULES.throws]
    state = State.initial(RULES)
    out = []
    for _ in range(n_turns):
        if state.over:
            state = State.initial(RULES)
        state = state.apply_throw(rng.choices(throws, weights)[0])
        if state.needs_throw:
            continue
        options = turn_ends(state)
        nxt = 1 - int(state.side)
        out.extend((e[0], e[1], e[2], nxt) for _, e in options if not e[3])
        state = end_state(state, rng.choice(options)[0])
    return out


def small_net(seed: int = 0, hidden: int = 8) -> Network:
    net = Network.random(encoder_for(RULES).size, hidden, np.random.default_rng(seed), 0.3)
    net.meta = describe(RULES, "test")
    return net


def test_batched_values_equal_the_plain_per_position_computation():
    enc = encoder_for(RULES)
    net = small_net()
    ends = sample_ends()
    assert len(ends) > 100
    batched = net.values(enc.rows(ends))
    for i, (cells, off, scores, me) in enumerate(ends):
        row = enc.row(cells, off, scores, me)
        # the plain computation: each hidden unit summed input by input
        hidden = []
        for j in range(net.w1.shape[1]):
            z = net.b1[j] + sum(row[k] * net.w1[k, j] for k in range(len(row)) if row[k])
            hidden.append(1 / (1 + np.exp(-z)))
        out = net.b2 + sum(h * w for h, w in zip(hidden, net.w2, strict=True))
        assert batched[i] == pytest.approx(1 / (1 + np.exp(-out)), abs=1e-12)


def test_the_encoding_sees_the_position_from_the_side_to_throw():
    """White's view of a position is Green's view of the position turned and recoloured."""
    enc = encoder_for(RULES)
    board = RULES.board
    half = [board.index[board.rotate_id(p.id, 2)] for p in board.perches]
    swap = {0: 0}
    from liubo.engine.rulesets.tlv.tables import CELL_CODE, CELLS

    for c, birds in enumerate(CELLS):
        # a sanctuary pond's own codes never occur under the default rules
        swap[c] = CELL_CODE.get(tuple(sorted(b ^ 2 for b in birds)), c)
    for cells, off, scores, me in sample_ends(30):
        turned = [0] * len(cells)
        for p, c in enumerate(cells):
            turned[half[p]] = swap[c]
        mirror = (tuple(turned), off[::-1], scores[::-1], 1 - me)
        assert np.allclose(enc.row(cells, off, scores, me), enc.row(*mirror))


def test_the_hand_made_input_is_the_hand_made_evaluation():
    enc = encoder_for(RULES)
    t = tables_for(RULES)
    for cells, off, scores, me in sample_ends(40):
        expected = bounded(raw_eval_parts(t, cells, off, scores, me, me))
        assert enc.hand_value(cells, off, scores, me) == pytest.approx(expected)


def test_a_weights_file_round_trips_with_its_description():
    net = small_net()
    back = load_network(RULES, net.to_bytes(), "test.npz")
    assert np.array_equal(back.w1, net.w1) and back.b2 == net.b2
    assert back.meta["encoding"] == ENCODING and back.meta["command"] == "test"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda b: b[: len(b) // 2], "not a readable weights file"),
        (lambda b: b"\x00" * 40, "not a readable weights file"),
    ],
)
def test_a_corrupt_weights_file_gives_the_hand_made_level_and_a_message(change, message):
    reason = network_or_reason(RULES, change(small_net().to_bytes()))
    assert isinstance(reason, str) and message in reason
    player = make_expert(seed=1, net=reason, node_limit=500)
    assert player.name == "expert" and message in player.notice
    assert not isinstance(player, LearnedSearchPlayer)
    state = State.initial(RULES).apply_throw(RULES.throws[5][0])
    assert player.choose_move(state) in state.legal_moves()


@pytest.mark.parametrize("layer", ["w1", "b1", "w2", "b2", "meta"])
@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf")])
def test_weights_that_are_not_finite_are_refused_as_a_missing_file_is(layer, bad):
    net = small_net()
    if layer == "b2":
        net.b2 = bad
    elif layer == "meta":
        net.meta["seconds"] = bad
    else:
        getattr(net, layer).flat[-1] = bad
    reason = network_or_reason(RULES, net.to_bytes())
    assert isinstance(reason, str) and reason.startswith("weights_tlv.npz")
    assert ("not finite" in reason) if layer != "meta" else ("not a readable" in reason)
    player = make_expert(seed=1, net=reason, node_limit=500)
    assert reason in player.notice and not isinstance(player, LearnedSearchPlayer)
    state = State.initial(RULES).apply_throw(RULES.throws[5][0])
    assert player.choose_move(state) in state.legal_moves()


def test_weights_for_other_rules_or_another_encoding_are_refused():
    net = small_net()
    net.meta["ruleset"] = "cazaux"
    with pytest.raises(WeightsError, match="trained for ruleset 'cazaux'"):
        load_network(RULES, net.to_bytes())
    net = small_net()
    net.meta["encoding"] = ENCODING + 1
    with pytest.raises(WeightsError, match="encoding"):
        load_network(RULES, net.to_bytes())


def test_the_expert_with_a_network_plays_legal_moves_and_ranks_by_its_values():
    net = small_net()
    player = make_expert(seed=2, net=net, node_limit=2_000)
    assert player.name == "expert" and not player.notice
    state = State.initial(RULES).apply_throw(RULES.throws[3][0])
    assert player.choose_move(state) in state.legal_moves()
    ply = LearnedPlayer(net, seed=1)
    state = State.initial(RULES).apply_throw(RULES.throws[7][0])
    options = turn_ends(state)
    values = Evaluator(net, RULES).end_values([e for _, e in options], int(state.side))
    assert ply.choose_turn(state) == options[int(np.argmax(values))][0]


def test_a_tiny_network_trained_for_a_few_hundred_games_beats_random(tmp_path):
    from liubo.tools.train import match_pair, train

    # short games (a draw after 40 turns) keep it quick; the seed makes it the same each time
    net = train(
        [
            "--games", "200", "--hidden", "8", "--cap", "40", "--round", "100",
            "--workers", "1", "--eval-every", "0", "--seed", "5",
            "--out", str(tmp_path / "w.npz"), "--checkpoint", str(tmp_path / "c.npz"),
        ],
        stream=open(tmp_path / "log", "w"),  # noqa: SIM115
    )  # fmt: skip
    assert load_network(RULES, (tmp_path / "w.npz").read_bytes()).meta["games"] == 200
    data = net.to_bytes()
    points = sum(match_pair((data, "tlv", "random", 100 + i)) for i in range(8))
    assert points / 16 >= 0.8, points


def test_training_is_reproducible_and_resumes_from_its_checkpoint(tmp_path):
    from liubo.tools.train import train

    def run(games: int, name: str) -> Network:
        args = ["--games", str(games), "--hidden", "4", "--round", "20", "--workers", "1",
                "--eval-every", "0", "--seed", "9", "--out", str(tmp_path / f"{name}.npz"),
                "--checkpoint", str(tmp_path / f"{name}.ck")]  # fmt: skip
        with open(tmp_path / "log", "a") as log:
            return train(args, log)

    whole = run(40, "a")
    run(20, "b")  # stopped after 20 games (as Ctrl-C between rounds would)
    resumed = run(40, "b")  # the same command goes on from the checkpoint
    assert np.array_equal(whole.w1, resumed.w1) and whole.b2 == resumed.b2
    assert "resuming from" in (tmp_path / "log").read_text()


def test_make_player_knows_the_expert():
    player = make_player("expert", seed=1, node_limit=1_000)
    assert player.name == "expert"
    # with the shipped weights it searches with them; without, the notice says why not
    assert isinstance(player, LearnedSearchPlayer) != bool(player.notice)  # type: ignore[attr-defined]
    state = State.initial(RULES).apply_throw(RULES.throws[2][0])
    assert player.choose_move(state) in state.legal_moves()


def test_a_level_playing_weaker_than_asked_leaves_a_notice_for_the_game():
    from liubo.engine import Game
    from liubo.model.computer_players import MSG_AI_NOT_LEARNED, ComputerPlayers

    class Worker:
        """Stands for the AI worker: answers at once, with the notice of a fallback."""

        def __init__(self) -> None:
            self.notices: list[str] = []
            self.answer: tuple[int, str] | None = None

        def request(self, position, level, seed=None, request_id=0, **_):
            game = Game.from_text(position)
            self.notices.append("no learned weights for ruleset 'tlv'")
            self.answer = (request_id, str(game.legal_moves()[0]))

        def poll(self):
            answer, self.answer = self.answer, None
            return answer

    players = ComputerPlayers(factory=Worker)
    game = Game.new()
    game.throw(RULES.throws[4][0])
    players.request(game, "expert", "move")
    assert players.poll(game) is not None
    (notice,) = players.take_notices()
    assert notice.msgid == MSG_AI_NOT_LEARNED
    assert "Computer (expert)" in str(notice) and "no learned weights" in str(notice)


def test_weights_are_keyed_by_ruleset_and_options():
    from liubo.ai.learned import weights_file, weights_key
    from liubo.engine import load_ruleset

    assert weights_key(RULES) == "tlv" and weights_file(RULES) == "weights_tlv.npz"
    read = load_ruleset("tlv", {"pond": "sanctuary", "entry": "stop", "split": "every-throw"})
    assert weights_key(read) == "tlv-entry=stop-pond=sanctuary"  # defaults are not named


def test_rules_the_network_was_not_trained_for_get_the_hand_made_search():
    net = small_net()
    net.meta["ruleset"] = "tlv-some=option"  # as if these weights were for other options
    player = make_expert(seed=2, net=net, node_limit=2_000)
    state = State.initial(RULES).apply_throw(RULES.throws[3][0])
    assert player.choose_move(state) in state.legal_moves()
    assert "no learned weights for ruleset 'tlv'" in player.notice


def test_ctrl_c_in_training_says_how_to_resume(tmp_path, monkeypatch):
    import io

    from liubo.tools import train as train_module

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(train_module, "_rounds", interrupted)
    log = io.StringIO()
    args = ["--games", "20", "--hidden", "4", "--round", "20", "--workers", "1",
            "--checkpoint", str(tmp_path / "c.ck"), "--out", str(tmp_path / "w.npz")]  # fmt: skip
    with pytest.raises(SystemExit) as info:
        train_module.train(args, log)
    assert info.value.code == 130
    assert "run the same command to resume" in log.getvalue()
    assert not (tmp_path / "w.npz").exists()
