"""A process killed with SIGKILL in the middle of autosaving always leaves a loadable save."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from liubo.services.storage import AutosaveStore

KILLS = 12
# a safety bound only: the test counts kills, not seconds (a loaded machine starts children slowly)
TIME_LIMIT = 180.0

CHILD = r"""
import sys
from pathlib import Path
from liubo.services.storage import AutosaveStore, SavedGame

store = AutosaveStore(Path(sys.argv[1]))
n = int(sys.argv[2])
announced = False
while True:
    n += 1
    body = "x" * (n % 5000)
    record = f"count {n}\n{body}\n{len(body)}\n"
    notice = store.write(SavedGame(record=record, players={"green": "human", "white": "easy"}))
    if notice is not None:
        print("error", notice, flush=True)
    if not announced:
        print("ready", flush=True)
        announced = True
"""


def checksum_validator(record: str) -> None:
    """The child writes ``count N``, a body, and the body's length: all three must agree."""
    head, body, length, tail = record.split("\n")
    if not head.startswith("count ") or tail != "" or len(body) != int(length):
        raise ValueError("torn record")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_during_autosave_leaves_a_loadable_save(tmp_path: Path) -> None:
    rng = random.Random(1234)
    started = time.monotonic()
    env = dict(os.environ)
    src = str(Path(__file__).resolve().parents[2] / "src")
    env["PYTHONPATH"] = src + os.pathsep + env.get("PYTHONPATH", "")
    last_count = 0
    kills = 0
    while kills < KILLS:
        assert time.monotonic() - started < TIME_LIMIT, f"only {kills} kills in {TIME_LIMIT} s"
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path), str(last_count)],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
            time.sleep(rng.uniform(0.0, 0.03))
            child.send_signal(signal.SIGKILL)
        finally:
            child.kill()
            child.wait(timeout=5)
            if child.stdout is not None:
                child.stdout.close()
        kills += 1
        loaded, notice = AutosaveStore(tmp_path).load(checksum_validator)
        assert notice is None, notice
        assert loaded is not None
        count = int(loaded.record.split("\n")[0].split()[1])
        assert count > last_count, "the save must never go backwards"
        last_count = count
    # leftovers are only our own temporary files; the two saves are intact
    names = set(os.listdir(tmp_path))
    assert {"autosave.json", "autosave.json.bak"} <= names
    assert all(n.endswith(".tmp") for n in names - {"autosave.json", "autosave.json.bak"})
