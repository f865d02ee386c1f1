"""Command-line tools fail with one clear line, before the work starts (issue 12, item 15):
exit code 2 for bad arguments, 130 for Ctrl-C, never a traceback."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from liubo.tools import sim, strength


def one_line_error(capsys, *words: str) -> None:
    err = capsys.readouterr().err
    assert "Traceback" not in err
    for word in words:
        assert word in err


def test_sim_checks_the_records_path_before_playing(tmp_path, monkeypatch, capsys):
    def never(*args, **kwargs):
        raise AssertionError("games were played before the records path was checked")

    monkeypatch.setattr(sim, "simulate", never)
    for bad in [str(tmp_path / "no" / "such" / "dir" / "records.txt"), str(tmp_path)]:
        with pytest.raises(SystemExit) as info:
            sim.main(["--games", "1", "--records", bad])
        assert info.value.code == 2
        one_line_error(capsys, "--records")


def test_sim_still_writes_records_to_a_good_path(tmp_path):
    target = tmp_path / "records.txt"
    assert sim.main(["--games", "2", "--records", str(target)]) == 0
    assert target.read_text(encoding="utf-8").count("ruleset") == 2


def test_sim_ctrl_c_is_exit_130_without_a_traceback(monkeypatch, capsys):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(sim, "simulate", interrupted)
    assert sim.main(["--games", "1"]) == 130
    one_line_error(capsys, "interrupted")


def _interruptible() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_a_real_ctrl_c_in_the_sim(tmp_path):
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "liubo.tools.sim", "--games", "1000000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        # Ctrl-C as a terminal delivers it: a suite started in the background by a shell
        # (`make test &`, nohup) ignores SIGINT, and the sim would inherit that and run on
        preexec_fn=_interruptible,
    )
    time.sleep(2.0)
    proc.send_signal(signal.SIGINT)
    try:
        # generous: at a load of 30 on two cores the interpreter alone took longer than 30 s
        out, err = proc.communicate(timeout=180)
    except subprocess.TimeoutExpired:  # never leave a million-game sim on a shared machine
        proc.kill()
        proc.communicate()
        raise
    assert proc.returncode == 130
    assert b"Traceback" not in err and b"interrupted" in err


@pytest.mark.parametrize("value", ["0", "-3"])
def test_strength_refuses_no_processes(value, capsys):
    with pytest.raises(SystemExit) as info:
        strength.main(["--processes", value])
    assert info.value.code == 2
    one_line_error(capsys, "--processes")


def test_strength_ctrl_c_is_exit_130_without_a_traceback(monkeypatch, capsys):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(strength, "run", interrupted)
    assert strength.main(["--games", "2", "--json"]) == 130
    one_line_error(capsys, "interrupted")


def test_screenshot_to_a_bad_path_is_a_one_line_error(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "liubo",
            "--portable",
            str(tmp_path),
            "--screenshot",
            str(tmp_path / "missing" / "shot.png"),
        ],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "does not exist" in done.stderr
    last = done.stderr.strip().splitlines()[-1]  # argparse: the usage, then one error line
    assert last.startswith("liubo: error: --screenshot") and "does not exist" in last


def test_an_ascii_terminal_gets_escapes_not_an_error():
    """``LC_ALL=C PYTHONUTF8=0`` or ``PYTHONIOENCODING=ascii``: the game's lines reach the
    terminal with escapes where it cannot show a character (printing the languages'
    names raised UnicodeEncodeError in ``--self-check``)."""
    import io

    from liubo.cli import readable_output

    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    readable_output([stream])
    print("zh_CN (中文) caf\udce9", file=stream)
    stream.flush()
    assert raw.getvalue() == b"zh_CN (\\u4e2d\\u6587) caf\\udce9\n"
