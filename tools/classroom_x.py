"""The game in front of a class, in a real window: the whole tutorial, a lesson replay with
captions, and the moments issue 25 is about, played by xdotool with screenshots.

    .venv/bin/python tools/classroom_x.py --display :62 --out /work/shots/live/after
    .venv/bin/python tools/classroom_x.py --lang zh_CN --parts replay,odds
    .venv/bin/python tools/classroom_x.py --src /tmp/old-checkout --out DIR   (before a fix)

It starts its own Xvfb and twm on ``--display`` (unless ``--no-x``), runs the game in a
1280x720 window (``python -m liubo --seed N``, from ``--src``'s ``src`` when given) and
mirrors it headless in this process with the same seed, size and settings: the mirror
takes the same keys and clicks, so it knows where every perch and button is and which
throw the sticks give, and the driver clicks there in the real window. The mouse is left
still while the game works (a screen that waits for the mouse shows it in the shots).

Parts (``--parts``, all by default): ``tutorial`` (every lesson of the Learn course by
clicks, a wrong click answered, the new position of a step, each lesson's end with its
buttons), ``replay`` (a record with a title and captions stepped and played, its end),
``odds`` (O, a turn, the badges with no input; H before the throw and the hint),
``victory`` (Esc on the victory panel), ``sticks`` (real sticks: the computer's throw),
``saved`` (Game saved as... from Settings). Screenshots: ``OUT/<lang>_<part>_<name>.png``.
The game's stderr goes to a file; an internal error (an exception it caught and went on
after) or a traceback in it fails the driver (exit 1).
"""

from __future__ import annotations

import argparse
import atexit
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"  # the mirror: this process draws nowhere
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from liubo.tools.game_log import GameLog  # noqa: E402

#: the real game's stderr: its internal errors and tracebacks fail the driver
GAME_LOG = GameLog()

REPO = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
SEED = 2025
KEYS = {
    "space": pygame.K_SPACE, "Return": pygame.K_RETURN, "Escape": pygame.K_ESCAPE,
    "period": pygame.K_PERIOD, "comma": pygame.K_COMMA, "Home": pygame.K_HOME,
    "End": pygame.K_END, "o": pygame.K_o, "h": pygame.K_h, "c": pygame.K_c,
    "1": pygame.K_1, "2": pygame.K_2, "3": pygame.K_3, "4": pygame.K_4,
}  # fmt: skip


def xdo(*args: str) -> str:
    return subprocess.run(["xdotool", *args], check=True, capture_output=True, text=True).stdout


def start_x(display: str) -> None:
    """Xvfb and twm on ``display``, stopped when the driver ends."""
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"])
    atexit.register(xvfb.terminate)
    time.sleep(1.5)
    os.environ["DISPLAY"] = display
    wm = subprocess.Popen(["twm"], env=dict(os.environ, DISPLAY=display))
    atexit.register(wm.terminate)
    time.sleep(1.0)


class Classroom:
    """The game in the real window and its headless mirror, driven together."""

    def __init__(self, out: Path, lang: str, src: Path, scene: str, extra: list[str]) -> None:
        self.out, self.lang, self.part = out, lang, ""
        self.lessons = 0  # stop the tutorial after this many lessons (0: all)
        settings = {"format": "liubo-settings", "version": 1, "animation_speed": "normal"}
        settings.update(json.loads(os.environ.get("CLASSROOM_SETTINGS", "{}")))
        homes = [Path(tempfile.mkdtemp(prefix="classroom-")) for _ in range(2)]
        for home in homes:
            (home / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        args = ["--portable", str(homes[0]), "--lang", lang, "--windowed"]
        args += ["--size", f"{SIZE[0]}x{SIZE[1]}", "--seed", str(SEED), "--scene", scene, *extra]
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYTHONPATH=str(src / "src"))
        env.pop("SDL_VIDEODRIVER", None)
        with GAME_LOG.stream() as err:  # any internal error or traceback fails the run
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "liubo", *args], env=env, stderr=err
            )
        atexit.register(self.proc.kill)
        self.window = self.find_window()
        from liubo.app import App
        from liubo.cli import parse_args

        mirror_args = [*args]
        mirror_args[1] = str(homes[1])
        self.app = App(parse_args(mirror_args))
        self.app.start(scene)
        if "--replay" in extra:
            from liubo.scenes.files import open_replay

            open_replay(self.app.ctx, self.app.stack, Path(extra[extra.index("--replay") + 1]))
        self.wait(2.0)

    def find_window(self) -> str:
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            time.sleep(0.5)
            found = subprocess.run(
                ["xdotool", "search", "--all", "--onlyvisible", "--pid", str(self.proc.pid)],
                capture_output=True,
                text=True,
            ).stdout.split()
            if found:
                window = found[-1]
                xdo("windowmove", window, "0", "0")
                xdo("windowraise", window)
                xdo("windowfocus", window)
                return window
        raise SystemExit("the game's window did not appear")

    # -- both at once ------------------------------------------------------------------------
    @property
    def top(self):  # noqa: ANN201 -- the mirror's top scene
        return self.app.stack.top

    def pump(self, seconds: float) -> None:
        for _ in range(max(1, round(seconds / 0.05))):
            self.app.frame(0.05, pygame.event.get())

    def wait(self, seconds: float) -> None:
        """Real time for the game, the same time for the mirror."""
        started = time.monotonic()
        self.pump(seconds)
        time.sleep(max(0.0, seconds - (time.monotonic() - started)))

    def key(self, name: str, pause: float = 0.5) -> None:
        xdo("key", "--window", self.window, name)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            ev = pygame.event.Event(kind, key=KEYS[name], mod=0, unicode="", scancode=0)
            pygame.event.post(ev)
        self.wait(pause)

    def click(self, pos: tuple[float, float], pause: float = 0.6) -> None:
        x, y = round(pos[0]), round(pos[1])
        xdo("mousemove", "--window", self.window, str(x), str(y))
        time.sleep(0.15)
        xdo("click", "1")
        for ev in (
            pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=1),
        ):
            pygame.event.post(ev)
        self.wait(pause)

    def shot(self, name: str) -> Path:
        path = self.out / f"{self.lang}_{self.part}_{name}.png"
        subprocess.run(["import", "-window", self.window, str(path)], check=True)
        print(f"  {path.name}", flush=True)
        return path

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.app.close()

    # -- the board -----------------------------------------------------------------------------
    def perch(self, name: str) -> int:
        return next(k for k, p in enumerate(self.top.board.perches) if p.id == name)

    def at(self, perch: int) -> tuple[float, float]:
        return self.top.view.geo().point(perch)

    def play(self, move) -> None:  # noqa: ANN001 -- the move to make by clicks
        scene = self.top
        self.key(str(move.number), pause=0.3)
        if move.origin is None:
            self.click(scene.view.waiting_rect(scene.session.game.to_move).center, pause=0.4)
        else:
            self.click(self.at(move.origin), pause=0.4)
        self.click(self.at(move.target), pause=0.3)
        if self.top.name == "confirm" and move.origin is None:  # onto one's own bird
            self.click(self.button("Bring one in"), pause=0.3)

    def button(self, label: str) -> tuple[int, int]:
        for button in [*self.top.buttons.order, *self.top.buttons.actions]:
            if button.text == self.top._(label):
                return button.get_abs_rect().center
        raise SystemExit(f"no button {label!r} on {self.top.name}")


def tutorial(room: Classroom) -> None:
    """Every lesson of the course by clicks, with the moments issue 25 names."""
    lessons = 0
    while True:
        scene = room.top
        lesson = scene.run.lesson
        lessons += 1
        tag = f"lesson{lessons:02d}"
        room.shot(f"{tag}_start")
        while not scene.run.complete:
            if lessons == 1 and scene.run.step_index == 0 and scene.session.game.needs_throw:
                room.click(room.at(room.perch("QU_S")))
                room.shot(f"{tag}_click_before_throw")
            if scene.session.game.needs_throw:
                room.key("space", pause=1.0)
            step = scene.run.step
            if lessons == 1 and scene.run.step_index == 1:
                room.click(room.at(scene.session.game.state.moved[0]))
                room.shot(f"{tag}_already_moved")
            if lesson.id == "nest" and scene.run.step_index == 1:
                room.key("1", pause=0.3)
                room.click(room.at(room.perch("CHANG_NE")), pause=0.4)
                room.click(room.at(room.perch("NEST_NE")))
                room.shot(f"{tag}_normal_bird_on_a_nest")
            legal = scene.session.game.legal_moves()
            texts = [m for m in step.moves if any(str(x) == m for x in legal)] or [
                str(m) for m in legal if scene.run.check(m)
            ]
            before = scene.run.step_index
            room.play(scene.session.game.state.find_move(texts[0]))
            for _ in range(40):  # the move animates, then the next step is set
                if scene.anim is None:
                    break
                room.wait(0.1)
            if scene.run.step_index != before and scene.run.step.position is not None:
                room.wait(0.2)
                room.shot(f"{tag}_new_position_step{scene.run.step_index + 1}")
            room.wait(1.2)
        room.wait(1.5)  # the mouse stays where the last click left it
        room.shot(f"{tag}_complete")
        if scene.course[-1].id == lesson.id or lessons == room.lessons:
            room.click(room.button("All lessons"))
            room.shot("course_done")
            return
        room.click(room.button("Next lesson"), pause=1.5)


def lesson_record(folder: Path) -> Path:
    """A seeded game as a lesson record: a title, and captions for some turns."""
    from liubo.engine import Game

    rng = random.Random(11)
    game = Game.new()
    while not game.is_over and game.turn_number <= 12:
        if game.needs_throw:
            game.throw(rng.randint(1, 4), rng.randint(1, 4))
        else:
            moves = game.legal_moves()
            game.play(max(moves, key=lambda m: (m.points, m.captured is not None, rng.random())))
    lines = game.record().splitlines()
    turns = [k for k, line in enumerate(lines) if line[:1].isdigit()]
    notes = {
        7: "# White's fourth turn: watch which bird it moves.",
        3: "# White's second turn: watch where its birds land.",
        0: "# A first game for the class, with comments",
    }
    for turn, note in sorted(notes.items(), reverse=True):
        lines.insert(turns[turn], note)
    lines.append("# The end of the lesson: play on from here with C.")
    path = folder / "classroom_lesson.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def replay(room: Classroom) -> None:
    """A lesson record: its start, each captioned turn stepped, its end, then played."""
    scene = room.top
    room.click(scene.view.tabs["events"].center)
    room.shot("start_paused")
    for k in range(60):  # every move: a caption must come with its turn, not before
        if not scene.session.cursor.active:
            break
        room.key("period", pause=0.35)
        room.shot(f"step{k + 1:02d}")
    room.wait(0.5)
    room.shot("end")
    room.key("Home")
    room.key("space", pause=0.2)
    started = time.monotonic()
    while time.monotonic() - started < 40 and not scene.session.paused:
        room.wait(2.0)
        room.shot(f"playing_{round(time.monotonic() - started):02d}s")


def odds(room: Classroom) -> None:
    """O, then a turn by keys: the badges and win bar come with the mouse still."""
    scene = room.top
    room.key("o", pause=1.0)
    room.shot("odds_on")
    for _turn in range(2):
        side = scene.session.game.to_move
        if scene.session.game.needs_throw:
            room.key("h", pause=0.8)
            room.shot(f"hint_before_throw_{_turn}")
            room.key("space", pause=1.0)
        while scene.session.game.to_move == side and not scene.session.game.needs_throw:
            room.key("Return", pause=0.4)
            room.wait(0.6)
        room.wait(4.0)  # no input at all: the thread's answers must show by themselves
        room.shot(f"after_turn_{_turn}_mouse_still")
    room.key("space", pause=1.0)
    room.key("h", pause=0.5)
    room.wait(6.0)
    room.shot("hint")


def victory(room: Classroom) -> None:
    room.shot("panel")
    room.key("Escape", pause=1.5)
    room.wait(3.0)
    room.shot("after_esc")


def sticks(room: Classroom) -> None:
    """Real sticks against the computer: the prompt for the computer's throw."""
    room.click(room.button("Start"), pause=2.0)
    scene = room.top
    if scene.is_human(scene.session.game.to_move):
        room.key("space", pause=1.0)  # the class's own throw: the panel asks for it
    if room.top.name == "throw entry" and scene.is_human(scene.session.game.to_move):
        room.shot("human_throw")
        room.key("2", pause=0.3)
        room.key("1", pause=1.0)
        while scene.is_human(scene.session.game.to_move) and not scene.session.game.needs_throw:
            room.key("Return", pause=0.4)
            room.wait(0.6)
    for _ in range(20):
        if room.top.name == "throw entry":
            break
        room.wait(0.5)
    room.shot("computer_throw")


def saved(room: Classroom) -> None:
    room.click(room.button("Save game to file\u2026"), pause=1.0)
    for ch in "class":
        xdo("type", "--window", room.window, ch)
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=ord(ch), mod=0, unicode=ch, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        room.wait(0.15)
    room.key("Return", pause=1.5)
    room.shot("saved")


PARTS = {  # part -> (its function, the screen it starts at, its settings)
    "tutorial": (tutorial, "lesson", {}),
    "replay": (replay, "title", {}),
    "odds": (odds, "game", {}),
    "victory": (victory, "victory", {}),
    "sticks": (sticks, "computer", {"throws": "hand"}),
    "saved": (saved, "settings", {}),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--display", default=":62")
    parser.add_argument("--no-x", action="store_true", help="use the X server on DISPLAY")
    parser.add_argument("--out", type=Path, default=Path("/work/shots/live"))
    parser.add_argument("--lang", default="en")
    parser.add_argument("--src", type=Path, default=REPO, help="the checkout whose game runs")
    parser.add_argument("--parts", default=",".join(PARTS))
    parser.add_argument("--lessons", type=int, default=0, help="only the first N lessons")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.no_x:
        args.display = os.environ["DISPLAY"]
    else:
        start_x(args.display)
    for part in args.parts.split(","):
        run, scene, settings = PARTS[part]
        os.environ["CLASSROOM_SETTINGS"] = json.dumps(settings)
        extra = ["--replay", str(lesson_record(args.out))] if part == "replay" else []
        started = time.monotonic()
        print(f"{part} ({args.lang}):", flush=True)
        room = Classroom(args.out, args.lang, args.src.resolve(), scene, extra)
        room.part, room.lessons = part, args.lessons
        try:
            run(room)
        finally:
            room.close()
        print(f"  {time.monotonic() - started:.0f} s", flush=True)
    return GAME_LOG.verdict("classroom")


if __name__ == "__main__":
    sys.exit(main())
