"""Play a whole Cazaux game in the real window on an X display, by mouse and keyboard.

    Xvfb :41 -screen 0 1280x720x24 &
    DISPLAY=:41 .venv/bin/python tools/rulesets/cazaux/drive_x.py /tmp/cz_x /tmp/cz_shots

    # against the expert: the driver plays Green, the computer White; O shows the win bar,
    # H a hint once, and after the game the replay's move list shows the analysis
    DISPLAY=:41 .venv/bin/python tools/rulesets/cazaux/drive_x.py --computer /tmp/cz_x /tmp/cz_shots

    # a set-up position: the game opened as a replay of a record with a ``start`` line,
    # C to play on from it, then the given legs by mouse (and keyboard) to its victory
    DISPLAY=:41 .venv/bin/python tools/rulesets/cazaux/drive_x.py --setup owl.txt SHOTS NAME LEG...

The driver starts the game itself (``python -m liubo --portable HOME --windowed --size
1280x720``, with ``--replay`` for a set-up position) and plays it as a player does: it
only sends X input with xdotool (clicks on the title, the jar, stations, tiles and the
Owl question; Space, digits, Tab, Down and Enter for every other leg) and reads the
autosave the game writes after every throw and leg to know the position, choosing a
greedy leg. Screenshots (``import -window root``) go to the second folder: the title, the
first throw, a crossing or the centre if one happens, and the victory screen. The game's
stderr goes to a file: an internal error (an exception the game caught and went on after)
or a traceback in it fails the driver (exit 1). Not part of the test suite: a tool for
the real window.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # pygame's Rect only: no window here

from liubo.engine import Game  # noqa: E402
from liubo.model.presentation import move_view  # noqa: E402
from liubo.model.turn_input import TurnInput  # noqa: E402
from liubo.render.cards import tile_rects, waiting_rect  # noqa: E402
from liubo.render.geometry import BoardGeometry  # noqa: E402
from liubo.render.layout import compute_layout  # noqa: E402
from liubo.tools.game_log import GameLog  # noqa: E402

SIZE = (1280, 720)
ANIM = 0.12  # seconds a hop takes at the "fast" animation speed
#: the game's stderr: its internal errors and tracebacks fail the driver
GAME_LOG = GameLog()


def start_game(home: Path, *extra: str) -> subprocess.Popen[bytes]:
    """The game in a 1280x720 window at the top left of this ``DISPLAY``, its stderr kept
    in ``GAME_LOG``."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)  # this process's dummy driver is not the game's
    args = ["--portable", str(home), "--windowed", "--size", f"{SIZE[0]}x{SIZE[1]}", *extra]
    with GAME_LOG.stream() as err:
        game = subprocess.Popen([sys.executable, "-m", "liubo", *args], env=env, stderr=err)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and game.poll() is None:
        found = subprocess.run(
            ["xdotool", "search", "--onlyvisible", "--pid", str(game.pid)],
            capture_output=True,
            text=True,
        ).stdout.split()
        if found:
            xdo("windowmove", found[-1], "0", "0")
            time.sleep(2.0)
            return game
        time.sleep(0.3)
    game.kill()
    raise SystemExit("the game's window did not appear")


def stop_game(game: subprocess.Popen[bytes]) -> int:
    """Quit the game as the desktop does (SIGTERM); 1 if it or its stderr failed."""
    game.terminate()
    try:
        code = game.wait(20)
    except subprocess.TimeoutExpired:
        game.kill()
        code = -9
    if code != 0:
        print(f"drive_x: FAIL: the game ended with code {code}", file=sys.stderr)
    return 1 if GAME_LOG.verdict("drive_x") or code != 0 else 0


def xdo(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def click(pos: tuple[float, float]) -> None:
    xdo("mousemove", str(round(pos[0])), str(round(pos[1])))
    time.sleep(0.05)
    xdo("click", "1")
    time.sleep(0.15)


def press(name: str) -> None:
    xdo("key", name)
    time.sleep(0.12)


def shot(folder: Path, name: str) -> None:
    subprocess.run(["import", "-window", "root", str(folder / f"{name}.png")], check=True)


def read_game(autosave: Path) -> Game | None:
    try:
        return Game.from_record(json.loads(autosave.read_text("utf-8"))["record"])
    except (OSError, ValueError, KeyError):
        return None


def greedy(moves, rng):  # noqa: ANN001, ANN201
    return max(
        moves,
        key=lambda m: (
            m.wins,
            m.owl_taken,
            m.prisoners,
            m.sent_back,
            m.promoted,
            m.lap,
            rng.random(),
        ),
    )


def wait_for_change(autosave: Path, record: str, limit: float = 8.0) -> None:
    end = time.monotonic() + limit
    while time.monotonic() < end:
        game = read_game(autosave)
        if game is None and not autosave.exists():
            return
        if game is not None and game.record() != record:
            return
        time.sleep(0.05)
    raise SystemExit(f"the game did not answer within {limit} s")


def answer_owl_question(promote: bool) -> None:
    w, h = SIZE
    width = min(w - 40, 560)
    left, bottom = w // 2 - width // 2, h // 2 + 115
    bw = (width - 60) // 2
    x = left + 20 + bw // 2 if promote else left + width - 20 - bw // 2
    time.sleep(0.3)
    click((x, bottom - 66 + 23))


def play_leg(game: Game, move, by_mouse: bool) -> None:  # noqa: ANN001
    layout = compute_layout(SIZE)
    geo = BoardGeometry(game.board, layout.board)
    view = move_view(game.rules)
    asks = False
    if by_mouse:
        if move.origin is None:
            click(waiting_rect(layout, move.side).center)
        else:
            replica = TurnInput(game, view=view)
            for _ in range(4):
                if replica.selection == view.piece(move):
                    break
                click(geo.point(view.start(move)))
                replica.click_perch(view.start(move))
        tiles = tile_rects(layout, move.side, game.current_throw, game.remaining_numbers)
        click(next(r for r, n, used in tiles if n == move.number and not used).center)
        replica = TurnInput(game, view=view)
        replica.select(view.piece(move))
        replica.choose_number(move.number)
        asks = type(replica.land(view.landing(move))).__name__ == "Question"
        clicked = replica.click_perch(view.landing(move))
        click(geo.point(view.landing(move)))
        if type(clicked).__name__ == "EnterOrPick":  # onto one's own stone: "Bring one in"
            answer_owl_question(True)  # the same dialog's left button
    else:
        replica = TurnInput(game, view=view)
        press(str(move.number))
        replica.choose_number(move.number)
        for _ in range(12):
            if replica.selection == view.piece(move):
                break
            press("Tab")
            replica.cycle_bird(1)
        for _ in range(12):
            if replica.focus_landing == view.landing(move):
                break
            press("Down")
            replica.cycle_landing(1)
        asks = type(replica.land(view.landing(move))).__name__ == "Question"
        press("Return")
    if asks:
        answer_owl_question(move.promoted)


def setup(argv: list[str]) -> int:
    """Play on from a record's set-up position and make the given legs, alternately by mouse
    and by keyboard; the victory screen is saved as SHOTS/NAME.png."""
    record, shots, name, legs = Path(argv[0]), Path(argv[1]), argv[2], argv[3:]
    shots.mkdir(parents=True, exist_ok=True)
    game = Game.from_record(record.read_text("utf-8"))
    running = start_game(Path(tempfile.mkdtemp(prefix="cazaux-x-")), "--replay", str(record))
    press("c")  # play on from the moment on view (the set-up position)
    time.sleep(0.5)
    for k, text in enumerate(legs):
        move = game.state.find_move(text)
        play_leg(game, move, by_mouse=k % 2 == 0)
        game.play(move)
        time.sleep(len(move.path) * ANIM + 0.8)
    time.sleep(2.0)
    shot(shots, name)
    return stop_game(running)


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--setup":
        return setup(argv[1:])
    computer = bool(argv) and argv[0] == "--computer"
    if computer:
        argv = argv[1:]
    home, shots = Path(argv[0]), Path(argv[1])
    shots.mkdir(parents=True, exist_ok=True)
    autosave = home / "autosave.json"
    rng = random.Random(int(argv[2]) if len(argv) > 2 else 1)
    running = start_game(home)
    w = SIZE[0]
    click((w - 16 - 75, 36 + 16))  # the title's "Cazaux's rules"
    shot(shots, "x_title")
    if computer:
        click((w // 2, int(SIZE[1] * 0.42) + 71))  # Play vs computer
        time.sleep(0.5)
        click((882, 367))  # Expert (Green, the first seat, is the player's)
        shot(shots, "x_vs_expert")
        click((w // 2, 532))  # Start
        time.sleep(0.8)
        press("o")  # the odds panel and the win bar
    else:
        click((w // 2, int(SIZE[1] * 0.42) + 23))  # Two players
    time.sleep(0.8)
    legs = throws = 0
    crossing_shot = centre_shot = hint_shot = waited = False
    started = time.monotonic()
    while True:
        game = read_game(autosave)
        if game is None:
            if legs and not autosave.exists():
                break
            if not legs:
                press("space")  # the first throw writes the first autosave
                throws += 1
                time.sleep(0.8)
                shot(shots, "x_first_throw")
                continue
            time.sleep(0.1)
            continue
        assert game.rules.id == "cazaux", game.rules.id
        record = game.record()
        if game.is_over:
            break
        if computer and game.to_move != game.start.side:  # the computer's turn: wait
            waited = True
            time.sleep(0.2)
            continue
        if computer and waited:  # let the computer's last leg finish its animation
            waited = False
            time.sleep(1.5)
            continue
        if game.needs_throw:
            if throws % 2:
                click(compute_layout(SIZE).tray.center)  # the jar
            else:
                press("space")
            throws += 1
            wait_for_change(autosave, record)
            time.sleep(0.5)
            continue
        if computer and not hint_shot and not game.state.mid_turn and legs > 6:
            press("h")
            time.sleep(3.0)
            shot(shots, "x_hint")
            hint_shot = True
        move = greedy(game.legal_moves(), rng)
        by_mouse = legs % 2 == 0
        play_leg(game, move, by_mouse)
        legs += 1
        wait_for_change(autosave, record)
        time.sleep(len(move.path) * ANIM + 0.45)
        if move.crossing and not crossing_shot:
            shot(shots, "x_after_crossing")
            crossing_shot = True
        if move.promoted and not centre_shot:
            shot(shots, "x_new_owl")
            centre_shot = True
    time.sleep(2.0)
    shot(shots, "x_victory")
    if computer:
        # the victory card's Replay: a replayed game is analysed, and a replay opens on its
        # move list (an M here would switch to the event log once the replay is open)
        click((485, 523))
        time.sleep(6.5)
        shot(shots, "x_analysis")
    print(
        json.dumps(
            {"legs": legs, "throws": throws, "seconds": round(time.monotonic() - started, 1)}
        )
    )
    return stop_game(running)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
