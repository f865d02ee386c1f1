"""The worker process: request, poll, cancel, close, and a restart after the child dies."""

from __future__ import annotations

import os
import signal
import time

import pytest

from liubo.ai.worker import AIWorker, AIWorkerError
from liubo.engine import Game

POSITION = "QU_S,GAO_SE/GAO_NW 0-0 G 2,1"


def wait_for(worker: AIWorker, timeout: float = 30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = worker.poll()
        if result is not None:
            return result
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


def test_request_and_poll_gives_a_legal_move():
    game = Game.from_text(POSITION)
    with AIWorker() as worker:
        assert not worker.busy and worker.poll() is None
        worker.request(game.to_text(), "greedy", seed=3, request_id=7)
        assert worker.busy
        request_id, text = wait_for(worker)
        assert request_id == 7 and not worker.busy
        assert worker.child_imports_pygame is False
        game.play(text)  # legal, or this raises
        # the second move of the turn, from the mid-turn position text
        if not game.needs_throw:
            worker.request(game.to_text(), "greedy", seed=3, request_id=8)
            assert wait_for(worker)[0] == 8


def test_cancel_then_new_request_and_hint():
    with AIWorker() as worker:
        worker.request(POSITION, "greedy", request_id=1)
        worker.cancel()
        assert not worker.busy and worker.poll() is None
        worker.hint(POSITION, request_id=2, seed=1)
        request_id, text = wait_for(worker)
        assert request_id == 2
        Game.from_text(POSITION).play(text)


def test_child_killed_is_restarted():
    with AIWorker() as worker:
        worker.request(POSITION, "greedy", request_id=1)
        wait_for(worker)
        started = worker.started
        os.kill(worker.pid, signal.SIGKILL)
        time.sleep(0.2)
        worker.request(POSITION, "greedy", request_id=2)  # after the death
        assert wait_for(worker)[0] == 2
        os.kill(worker.pid, signal.SIGKILL)  # during a request
        worker.request(POSITION, "greedy", request_id=3)
        os.kill(worker.pid, signal.SIGKILL)
        assert wait_for(worker)[0] == 3
        assert worker.started > started


def test_close_after_child_died_and_twice():
    worker = AIWorker()
    worker.request(POSITION, "random", request_id=1)
    os.kill(worker.pid, signal.SIGKILL)
    worker.close()
    worker.close()
    assert not worker.busy


def test_player_error_is_reported():
    with AIWorker() as worker:
        worker.request(POSITION, "no-such-player", request_id=4)
        with pytest.raises(AIWorkerError):
            wait_for(worker)
        worker.request(POSITION, "random", request_id=5)  # still usable
        assert wait_for(worker)[0] == 5


def test_the_expert_and_its_hint_in_the_worker():
    """The expert plays from the shipped weights (no notice); the learned hint comes as the
    first move of the best turn, then the best turns with their chances."""
    with AIWorker() as worker:
        worker.request(POSITION, "expert", seed=1, request_id=1, node_limit=2_000)
        _, text = wait_for(worker)
        Game.from_text(POSITION).play(text)
        assert worker.notices == []
        worker.request(POSITION, "expert-hint", request_id=2)
        _, text = wait_for(worker)
        first, *turns = text.splitlines()
        Game.from_text(POSITION).play(first)
        assert turns and all(0 < float(line.split()[0]) < 1 for line in turns)
        assert turns[0].split()[1] == first


@pytest.mark.parametrize("level", ["greedy", "normal"])
def test_a_request_under_a_rule_reading_is_answered_under_it(level: str):
    """A position text names no readings: the request carries them, or the computer would
    play the default rules' moves (here every entering move differs under entry=stop)."""
    from liubo.ai.worker import rules_spec, split_rules_spec

    spec = rules_spec("tlv", "entry=stop")
    assert split_rules_spec(spec) == ("tlv", {"entry": "stop"})
    assert split_rules_spec(rules_spec("cazaux")) == ("cazaux", {})
    text = "-/- 0-0 G 3,2"
    variant = Game.from_text(text, options={"entry": "stop"})
    with AIWorker() as worker:
        worker.request(text, level, seed=3, request_id=1, ruleset=spec)
        _request_id, move = wait_for(worker)
    assert move in {str(m) for m in variant.legal_moves()}
    assert move not in {str(m) for m in Game.from_text(text).legal_moves()}


KILLED_GAME = """
import os, random, signal, time
from liubo.ai.worker import AIWorker
from liubo.engine import Game
game = Game.new(rng=random.Random(3))
game.throw(2, 1)
worker = AIWorker()
worker.request(game.to_text(), "expert", seed=1, time_limit=1.0)
time.sleep(0.5)  # the child is thinking
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_worker_whose_game_was_killed_ends_without_a_traceback():
    """``kill -9`` of the game while the computer thinks: the child finds the pipe closed
    when it answers and ends quietly (it printed two BrokenPipeError tracebacks into the
    player's terminal). stderr reaches its end only when the child has exited too."""
    import subprocess
    import sys

    result = subprocess.run(
        [sys.executable, "-c", KILLED_GAME], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == -signal.SIGKILL
    assert "Traceback" not in result.stderr and "BrokenPipeError" not in result.stderr, (
        result.stderr
    )
