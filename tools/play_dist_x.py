"""A whole game against the expert, from the standalone bundle, in a real window on X.

    make dist
    mkdir /tmp/class && tar -xzf dist/liubo-*-linux-x86_64.tar.gz -C /tmp/class
    Xvfb :54 -screen 0 1920x1080x24 &  DISPLAY=:54 twm &
    DISPLAY=:54 .venv/bin/python tools/play_dist_x.py /tmp/class/liubo/liubo out/dist

Starts the unpacked program as a player would, with a bare environment (``PATH`` is
``/usr/bin:/bin``: no Python, no virtual environment) and a ``--portable`` folder beside
it, in a 1280x720 window. Everything after that is X input sent with xdotool, as from a
keyboard: Down and Enter on the title to "Play vs computer", Up to the Expert level,
Down to Start; then, for the human side (Green), Enter over and over (throw, pick the
first bird, its first landing, play it); the expert answers from its worker process.
The game is over when its autosave disappears; then Up, Up, Enter opens the replay from
the victory screen, and full stops step through it. Screenshots (``import -window
root``) go to the folder as ``dist_<name>_<lang>.png``. A second, short run in Chinese
(``--lang zh_CN``) plays a few turns and shows the settings with the version. The
bundle's stderr goes to a file; an internal error (an exception it caught and went on
after) or a traceback in it fails the driver (exit 1).

Not part of the test suite: a tool for the real window (``make dist-check`` runs the
bundle's own ``--self-check`` in Xvfb within the tests).
"""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from liubo.tools.game_log import GameLog

PRESS_EVERY = 0.25
GAME_MINUTES = 20
#: the bundle's stderr: its internal errors and tracebacks fail the driver
GAME_LOG = GameLog()


def xdo(*args: str) -> str:
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True).stdout


def press(*keys: str, pause: float = 0.35) -> None:
    for key in keys:
        xdo("key", key)
        time.sleep(pause)


WINDOW = {"id": "root"}  # the game's window once it is open: screenshots show it alone


def shot(folder: Path, name: str) -> Path:
    path = folder / f"dist_{name}.png"
    subprocess.run(["import", "-window", WINDOW["id"], str(path)], check=True)
    print(f"screenshot {path}", flush=True)
    return path


def start(program: Path, home: Path, lang: str) -> tuple[subprocess.Popen[bytes], str]:
    """The program started from its folder's parent with a player's environment."""
    home.mkdir(parents=True, exist_ok=True)
    settings = {"format": "liubo-settings", "version": 1, "animation_speed": "fast"}
    (home / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    env = {
        "HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "DISPLAY": os.environ["DISPLAY"],
        "SDL_AUDIODRIVER": "dummy",
        "LANG": "C.UTF-8",
    }
    args = ["--portable", str(home), "--lang", lang, "--windowed", "--size", "1280x720"]
    with GAME_LOG.stream() as err:  # any internal error or traceback fails the run
        proc = subprocess.Popen(
            [str(program), *args], cwd=program.parent.parent, env=env, stderr=err
        )
    atexit.register(proc.kill)  # no game left running when this driver stops early
    window = ""
    deadline = time.monotonic() + 30
    while not window and time.monotonic() < deadline:
        time.sleep(0.5)
        # by process and class: this xdotool cannot read a UTF-8 window name ("六博 Liubo")
        # in a UTF-8 locale, so a search by name finds nothing; --all, or any one criterion
        # would do
        pid = str(proc.pid)
        found = subprocess.run(
            ["xdotool", "search", "--all", "--onlyvisible", "--pid", pid, "--class", "liubo"],
            capture_output=True,
            text=True,
        )
        window = found.stdout.split()[-1] if found.stdout.split() else ""
    if not window:
        raise SystemExit("the game's window did not appear")
    # twm has no _NET_ACTIVE_WINDOW, so windowactivate fails there: raise and focus instead
    xdo("windowraise", window)
    xdo("windowfocus", window)
    xdo("windowmove", window, "0", "0")
    WINDOW["id"] = window
    time.sleep(1.5)
    return proc, window


def open_expert_game() -> None:
    """Title -> Play vs computer -> Expert -> Start, by the keyboard."""
    press("Down", "Return")  # "Play vs computer" (the focus starts on "Two players")
    press("Up", "Up", "Up", "Return")  # from Start, up past the two colours to Expert
    press("Down", "Down", "Down")  # back down to Start


def autosave_turns(home: Path) -> int | None:
    """How many turns the autosave holds (None: no autosave)."""
    try:
        record = json.loads((home / "autosave.json").read_text("utf-8"))["record"]
    except (OSError, ValueError, KeyError):
        return None
    return sum(1 for line in record.splitlines() if line[:1].isdigit())


def play_to_the_end(home: Path, shots: Path, lang: str, stop_after: int | None = None) -> int:
    """Enter for the human side until the game ends (or ``stop_after`` turns); the turns."""
    deadline = time.monotonic() + GAME_MINUTES * 60
    seen = 0
    taken = set()
    while time.monotonic() < deadline:
        turns = autosave_turns(home)
        if turns is None and seen > 4:
            return seen  # the autosave goes when the game is over
        seen = max(seen, turns or 0)
        for mark, name in ((2, "first_turns"), (40, "middle"), (90, "late")):
            if seen >= mark and name not in taken:
                taken.add(name)
                shot(shots, f"{name}_{lang}")
        if stop_after is not None and seen >= stop_after:
            return seen
        press("Return", pause=PRESS_EVERY)
    raise SystemExit(f"the game did not end in {GAME_MINUTES} minutes")


def finish(proc: subprocess.Popen[bytes]) -> int:
    """Quit as the desktop asks a program to: SIGTERM, which SDL turns into a QUIT event.
    (xdotool windowclose destroys the window under the game, which then dies of BadWindow.)"""
    proc.terminate()
    try:
        return proc.wait(20)
    except subprocess.TimeoutExpired:
        proc.kill()
        return -9


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    program, shots = Path(argv[0]).absolute(), Path(argv[1])
    shots.mkdir(parents=True, exist_ok=True)
    home = program.parent.parent / "class-saves"
    started = time.monotonic()
    proc, window = start(program, home / "en", "en")
    shot(shots, "title_en")
    open_expert_game()
    shot(shots, "expert_chosen_en")
    press("Return")  # Start
    turns = play_to_the_end(home / "en", shots, "en")
    time.sleep(2.0)
    shot(shots, "victory_en")
    press("Up", "Up", "Return")  # Replay
    time.sleep(1.0)
    press("space")  # pause the replay, then step through it
    press(*["period"] * 12, pause=0.2)
    shot(shots, "replay_en")
    code = finish(proc)
    print(f"game: {turns} turns in {time.monotonic() - started:.0f} s; exit code {code}")
    proc, window = start(program, home / "zh", "zh_CN")
    shot(shots, "title_zh")
    open_expert_game()
    press("Return")
    play_to_the_end(home / "zh", shots, "zh", stop_after=6)
    shot(shots, "game_zh")
    press("Escape", pause=0.8)  # "Leave the game?", the focus on "Keep playing"
    press("Up", "Return", pause=1.0)  # leave (the game is autosaved)
    # the title now starts with Continue: Settings is the eighth item
    press(*["Down"] * 7, "Return", pause=0.3)
    time.sleep(1.0)
    shot(shots, "settings_zh")
    press("Escape", pause=0.8)
    code_zh = finish(proc)
    print(f"Chinese run: exit code {code_zh}")
    errors = GAME_LOG.verdict("play_dist_x")  # an internal error is a failure, not a pass
    return 0 if code == 0 and code_zh == 0 and not errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
