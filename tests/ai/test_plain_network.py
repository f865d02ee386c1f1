"""The learned network without numpy (the browser edition's): the same weights, the same
chances to win, the same moves, and the same refusals of a damaged file."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import textwrap
import zipfile

import numpy as np
import pytest

from liubo.ai.learned import NETWORK_ENV, WeightsError, network_class, shipped_network
from liubo.ai.network import Network
from liubo.ai.npy_file import read_npz
from liubo.ai.plain_network import PlainNetwork
from liubo.ai.rulesets.cazaux.learned import (
    REPLIES,
    SHORTLIST,
    CazauxNetPlayer,
    cazaux_encoder_for,
)
from liubo.ai.rulesets.tlv.expert import LearnedSearchPlayer
from liubo.ai.rulesets.tlv.learned import encoder_for
from liubo.ai.rulesets.tlv.players import LEVELS
from liubo.engine import Game
from liubo.engine.ruleset import load_ruleset

TLV = load_ruleset("tlv")
CAZAUX = load_ruleset("cazaux")


def both(rules):  # noqa: ANN001, ANN201
    """The shipped weights of ``rules`` read by numpy and by plain Python."""
    net = shipped_network(rules)
    assert isinstance(net, Network), net
    data = net.to_bytes()
    return net, PlainNetwork.from_bytes(data, "weights")


def positions(ruleset: str, count: int, seed: int, every: int = 1) -> list:  # noqa: ANN001
    """States between turns and in the middle of turns, from random games: one in
    ``every``, so that openings, middles and ends of games all come."""
    rng = random.Random(seed)
    out = []
    seen = 0
    while len(out) < count:
        game = Game.new(ruleset=ruleset, rng=rng)
        while not game.is_over and len(out) < count:
            if game.needs_throw:
                game.throw(rng.choice([t for t, _ in game.chance_outcomes()]))
            else:
                game.play(rng.choice(game.legal_moves()))
            seen += 1
            if seen % every == 0:
                out.append(game.state)
    return out


def test_the_plain_reader_gives_numpys_weights_bit_for_bit():
    for rules in (TLV, CAZAUX):
        net, plain = both(rules)
        assert plain.w1 == net.w1.tolist() and plain.b1 == net.b1.tolist()
        assert plain.w2 == net.w2.tolist() and plain.b2 == net.b2 and plain.meta == net.meta
        assert plain.inputs == net.inputs


@pytest.mark.parametrize("ruleset", ["tlv", "cazaux"])
def test_the_chances_to_win_agree_to_twelve_places(ruleset):
    rules = load_ruleset(ruleset)
    net, plain = both(rules)
    if ruleset == "tlv":
        enc = encoder_for(rules)
        rows = [
            enc.parts(s.cells, s.off, s.scores, int(s.side)) for s in positions(ruleset, 300, 1)
        ]
    else:
        enc = cazaux_encoder_for(rules)
        rows = [enc.parts(s, int(s.side)) for s in positions(ruleset, 300, 2)]
    assert all(len(set(on)) == len(on) for on, _ in rows)  # each input on at most once
    with_numpy = net.values_of(rows, enc.dense_at)
    without = plain.values_of(rows, enc.dense_at)
    assert max(abs(a - b) for a, b in zip(with_numpy, without, strict=True)) < 1e-12
    for on, dense in rows[:40]:
        one = net.value_of(on, dense, enc.dense_at)
        assert abs(one - plain.value_of(on, dense, enc.dense_at)) < 1e-12
    assert len({round(v, 6) for v in without}) > 100  # the positions were not all alike


def test_the_tlv_expert_plays_the_same_moves_with_either_network():
    net, plain = both(TLV)
    nodes, _seconds, _soft = LEVELS["expert"].budget(1000, None)  # nodes, not seconds
    states = [s for s in positions("tlv", 400, 5, every=7) if s.legal_moves()][:30]
    played = {}
    for name, network in (("numpy", net), ("plain", plain)):
        player = LearnedSearchPlayer("expert", network, LEVELS["expert"].plan, 7, nodes)
        played[name] = [str(player.choose_move(s)) for s in states]
    assert played["numpy"] == played["plain"] and len(states) == 30


def test_the_cazaux_expert_plays_the_same_moves_with_either_network():
    net, plain = both(CAZAUX)
    states = [s for s in positions("cazaux", 400, 6, every=9) if s.legal_moves()][:12]
    played = {}
    for name, network in (("numpy", net), ("plain", plain)):
        # the expert's whole look (its shortlist, two replies a turn deeper), with no clock
        player = CazauxNetPlayer("expert", network, CAZAUX, 11, SHORTLIST, REPLIES, None)
        played[name] = [str(player.choose_move(s)) for s in states]
    assert played["numpy"] == played["plain"] and len(states) == 12


def npz(**arrays) -> bytes:  # noqa: ANN003
    out = io.BytesIO()
    np.savez_compressed(out, **arrays)
    return out.getvalue()


GOOD = {
    "w1": np.ones((3, 2)),
    "b1": np.zeros(2),
    "w2": np.ones(2),
    "b2": np.array([0.5]),
    "meta": np.array(json.dumps({"ruleset": "tlv"})),
}


@pytest.mark.parametrize(
    "changes, says",
    [
        ({"b2": np.array([np.nan])}, "b2 holds numbers that are not finite"),
        ({"w2": np.ones(3)}, "shapes do not fit"),
        ({"meta": np.array("[1, 2]")}, "description is not a table"),
        ({"meta": np.array('{"a": NaN}')}, "not a readable weights file"),
    ],
)
def test_both_networks_refuse_the_same_damaged_files(changes, says):
    data = npz(**{**GOOD, **changes})
    for make in (Network.from_bytes, PlainNetwork.from_bytes):
        if make is Network.from_bytes and "float32" in repr(changes.get("w1", "")):
            continue  # numpy reads float32 weights; the plain reader takes the float64 it writes
        with pytest.raises(WeightsError, match=says):
            make(data, "w.npz")


def test_a_cut_or_strange_file_is_refused_by_the_plain_reader():
    data = npz(**GOOD)
    whole = npz(**{**GOOD, "w1": np.ones((3, 2), dtype=np.int64)})  # numpy would convert it
    with pytest.raises(WeightsError, match="arrays of '<i8' are not read here"):
        PlainNetwork.from_bytes(whole, "w.npz")
    for bad in (data[: len(data) // 2], b"not a zip", b""):
        with pytest.raises(WeightsError, match="not a readable weights file"):
            PlainNetwork.from_bytes(bad, "w.npz")
    archive = io.BytesIO()
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("w1.npy", b"\x93NUMPY\x01\x00\x10\x00{'descr': '<f8'}\n")
    with pytest.raises(ValueError, match="header is not an array's"):
        read_npz(archive.getvalue())


def test_liubo_network_plain_chooses_the_plain_network(monkeypatch):
    assert network_class() == Network.from_bytes
    monkeypatch.setenv(NETWORK_ENV, "plain")
    assert network_class() == PlainNetwork.from_bytes


def test_a_python_without_numpy_plays_the_expert_gives_hints_and_rates_a_game():
    """What the browser edition's Python has: no numpy at all."""
    script = textwrap.dedent(
        """
        import sys

        class NoNumpy:
            def find_spec(self, name, path=None, target=None):
                if name == "numpy" or name.startswith("numpy."):
                    raise ImportError("no numpy here")
                return None

        sys.meta_path.insert(0, NoNumpy())
        import random
        from liubo.ai import make_player
        from liubo.ai.hints import hint_text
        from liubo.ai.learned import shipped_network
        from liubo.engine import Game
        from liubo.engine.ruleset import load_ruleset
        from liubo.model.analysis import analyse

        for ruleset in ("tlv", "cazaux"):
            net = shipped_network(load_ruleset(ruleset))
            assert type(net).__name__ == "PlainNetwork", net
            game = Game.new(ruleset=ruleset, rng=random.Random(3))
            player = make_player("expert", 1, ruleset=ruleset, time_limit=0.2)
            assert not getattr(player, "notice", None), player.notice
            rng = random.Random(4)
            while not game.is_over and len(game.turns) < 6:
                if game.needs_throw:
                    game.throw(rng.choice([t for t, _ in game.chance_outcomes()]))
                else:
                    game.play(player.choose_move(game.state))
            if not game.is_over and not game.needs_throw:
                assert hint_text(game.state)
            assert analyse(game).turns
        assert "numpy" not in sys.modules
        print("played without numpy")
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "played without numpy" in done.stdout
