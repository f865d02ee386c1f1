"""The tools that watch a game from outside (the soak, make resize-check, the real-window
drivers) count what the game itself prints for an internal error (issue 35's guard)."""

from __future__ import annotations

import os
import subprocess
import sys

from liubo.services.internal_errors import RAISE_ENV
from liubo.tools.game_log import GameLog, failures

PROVOKE = """
import sys
from liubo.tools.stills import headless_app

app = headless_app(sys.argv[1])
app.start("title")
frames = iter([RuntimeError("a bad frame"), True, False])  # the loop's own guard


def frame(dt, events):
    outcome = next(frames)
    if isinstance(outcome, Exception):
        raise outcome
    return outcome


app.frame = frame
app.run()
app.close()
print("went on", flush=True)
"""


def test_a_game_that_caught_an_internal_error_fails_the_tool_watching_it(tmp_path, capsys):
    log = GameLog(tmp_path / "stderr.txt")
    env = {k: v for k, v in os.environ.items() if k != RAISE_ENV}  # the player's game
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with log.stream() as err:
        done = subprocess.run(
            [sys.executable, "-c", PROVOKE, str(tmp_path / "home")],
            env=env,
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0 and "went on" in done.stdout  # the game went on past it
    assert failures(log.text())[:2] == (1, 1)
    assert log.verdict("a driver") == 1
    out = capsys.readouterr().err
    assert "a driver: FAIL: the game caught 1 internal error(s)" in out
    assert "RuntimeError: a bad frame" in out


def test_a_clean_stderr_passes():
    assert failures("pygame-ce 2.5.8\nsome warning\n") == (0, 0, "")
    assert GameLog().verdict("a driver") == 0
