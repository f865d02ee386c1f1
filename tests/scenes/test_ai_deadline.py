"""A computer player that stops answering never hangs the game, and the player is told
(issue 12, items 3 and 4): ``ComputerPlayers`` kills and restarts a frozen worker, falls
back to a weaker level after repeated misses, and says so through ``take_notices``."""

from __future__ import annotations

import os
import signal
import time

import pytest

from liubo.ai.worker import AIWorker, AIWorkerError
from liubo.engine import Game
from liubo.model import computer_players as players_mod
from liubo.model.computer_players import ComputerPlayers
from liubo.services.file_safety import Notice

POSITION = "GAO_SE,QU_S/GAO_NW 0-0 G 2,1"


class FakeClock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class Frozen:
    """A worker that takes requests and never answers (like a SIGSTOPped process)."""

    made: list[Frozen] = []

    def __init__(self) -> None:
        self.requests: list[tuple[str, str]] = []
        self.killed = False
        Frozen.made.append(self)

    def request(self, position, name, seed=None, request_id=0, ruleset=None):
        self.requests.append((position, name))

    def poll(self):
        return None

    def cancel(self):
        pass

    def kill(self):
        self.killed = True

    def close(self):
        pass


@pytest.fixture(autouse=True)
def fresh():
    Frozen.made = []


def english(notices: list[Notice]) -> list[str]:
    return [str(n) for n in notices]


def test_a_frozen_worker_is_restarted_then_a_weaker_level_plays_then_random():
    clock = FakeClock()
    ai = ComputerPlayers(Frozen, seed=1, clock=clock)
    game = Game.from_text(POSITION)
    ai.request(game, "hard", "move")
    assert Frozen.made[0].requests == [(POSITION, "hard")]
    clock.now += 4.9
    assert ai.poll(game) is None and ai.take_notices() == []
    clock.now += 20  # past the deadline (with the start-up allowance)
    assert ai.poll(game) is None
    assert Frozen.made[0].killed and len(Frozen.made) == 2
    assert Frozen.made[1].requests == [(POSITION, "hard")]  # the same request again
    (notice,) = ai.take_notices()
    assert str(notice).startswith("Computer (hard) did not answer within 5 seconds")
    clock.now += 20
    ai.poll(game)
    assert Frozen.made[2].requests == [(POSITION, "normal")]
    assert "Computer (normal) plays instead" in english(ai.take_notices())[0]
    for _ in range(4):  # normal misses twice, then greedy twice
        clock.now += 20
        ai.poll(game)
    assert [w.requests[0][1] for w in Frozen.made] == ["hard"] * 2 + ["normal"] * 2 + ["greedy"] * 2
    assert ai.busy
    result = ai.poll(game)  # random: played at once, in this process
    assert result is not None and result[0] == "move"
    game.play(result[1])
    notices = english(ai.take_notices())
    assert any("Computer (random) plays instead" in n for n in notices)
    assert ai.weakened == {"hard": "normal", "normal": "greedy", "greedy": "random"}
    # later turns start at the weaker level at once: no new wait at a level that failed
    ai.request(Game.from_text(POSITION), "hard", "move")
    assert ai.poll(Game.from_text(POSITION)) is not None
    assert len(Frozen.made) == 6


def test_the_notices_are_translatable():
    clock = FakeClock()
    ai = ComputerPlayers(Frozen, seed=1, clock=clock)
    game = Game.from_text(POSITION)
    ai.request(game, "normal", "move")
    clock.now += 60
    ai.poll(game)
    (notice,) = ai.take_notices()
    from liubo.services.translation import load_translator

    zh = load_translator("zh_CN")
    text = notice.translated(zh.gettext)
    assert text != str(notice) and zh.gettext("Computer (normal)") in text


class Dying(Frozen):
    def poll(self):
        raise AIWorkerError("the computer player's process stopped unexpectedly")


def test_a_random_move_after_the_worker_kept_dying_is_announced():
    ai = ComputerPlayers(Dying, seed=2)
    game = Game.from_text(POSITION)
    ai.request(game, "normal", "move")
    result = ai.poll(game)
    assert result is not None
    game.play(result[1])
    (notice,) = ai.take_notices()
    assert str(notice) == (
        "Computer (normal) stopped working; a random legal move was played for it this time."
    )


def test_no_worker_at_all_is_announced_once():
    def broken():
        raise OSError("no processes left")

    ai = ComputerPlayers(broken, seed=3)
    game = Game.from_text(POSITION)
    for _ in range(2):
        ai.request(game, "normal", "move")
        assert ai.poll(game) is not None
    assert english(ai.take_notices()) == [
        "The computer player could not be started; the computer plays random legal moves."
    ]


def test_a_really_frozen_worker_process_is_killed_and_replaced(monkeypatch):
    monkeypatch.setattr(players_mod, "MIN_DEADLINE", 1.0)
    # the replacement worker may take seconds to start on a loaded machine: only the frozen
    # one, which is not fresh, must be caught by the one-second deadline
    monkeypatch.setattr(players_mod, "STARTUP_ALLOWANCE", 60.0)
    workers: list[AIWorker] = []

    def factory():
        workers.append(AIWorker())
        return workers[-1]

    ai = ComputerPlayers(factory, seed=4)
    game = Game.from_text(POSITION)
    try:
        ai.request(game, "greedy", "move")
        deadline = time.monotonic() + 60
        while ai.poll(game) is None:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        pid = workers[0].pid
        os.kill(pid, signal.SIGSTOP)  # frozen, as if a debugger or the OS stopped it
        try:
            ai.request(game, "greedy", "move")
            start = time.monotonic()
            result = None
            while result is None:
                assert time.monotonic() - start < 60, "the game hangs on a frozen worker"
                result = ai.poll(game)
                time.sleep(0.01)
            assert result[0] == "move"
            game.play(result[1])
            assert ai.restarts >= 1 and len(workers) >= 2
            assert "did not answer within" in english(ai.take_notices())[0]
        finally:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    finally:
        ai.close()


def test_patience_stretches_the_deadline_and_a_frozen_worker_is_still_caught():
    clock = FakeClock()
    ai = ComputerPlayers(Frozen, seed=1, clock=clock)
    ai.patience = 4.0  # as the self-check sets it at a load of 4 a core
    game = Game.from_text(POSITION)
    ai.request(game, "hard", "move")
    clock.now += 39.0  # (5 s + the 5 s start-up allowance) x 4 = 40 s
    assert ai.poll(game) is None and ai.take_notices() == [] and not Frozen.made[0].killed
    clock.now += 1.5
    ai.poll(game)
    assert Frozen.made[0].killed
    (notice,) = ai.take_notices()
    assert str(notice).startswith("Computer (hard) did not answer within 20 seconds")
