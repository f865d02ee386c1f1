"""``liubo --self-check [TURNS]``: the game checks itself where it runs, and says what it found.

Made for the standalone bundle (``make dist-check`` runs it there, headless and in a real
window, in each language) and for whoever sets the game up on a classroom computer. On
the app the command line made (its language, ``--portable`` folder, window), it:

1. draws the title;
2. reads every catalog, and looks for a box: a character of a translation, a lesson or a
   language's name that the font the game draws Chinese with has no glyph for;
3. loads the lessons, the sounds (when there is an audio device) and the learned weights
   of every ruleset;
4. plays a game against ``expert``, the human side by the keyboard (Enter, as a player
   may: throw, pick a bird, pick its landing, play), the computer's side in its worker
   process, until the computer has played TURNS turns (0: to the end of the game);
5. saves the game to a file in the saves folder and opens that file as a replay, stepping
   through it.

It prints one ``self-check: name: value`` line a fact, then ``self-check: passed`` (exit 0)
or one ``self-check: problem: ...`` line a problem (exit 1).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from .. import __version__

if TYPE_CHECKING:
    from ..context import Context
    from ..scenes.game import GameScene
    from ..scenes.stack import SceneStack


class App(Protocol):
    """What the self-check needs of the running app (``liubo.app.App``)."""

    ctx: Context
    stack: SceneStack

    def start(self, scene_name: str = "title") -> None: ...

    def frame(self, dt: float, events: list[Any]) -> bool: ...

    def draw(self) -> None: ...


GAME_SECONDS = 600.0  # a whole game against the expert, with its animations, fits easily
FRAME = 1 / 60
KEY_EVERY = 0.15  # seconds between the human side's key presses
SAVE_NAME = "self-check"
# computer players' notices that mean the expert did not play as itself
BAD_NOTICE_WORDS = ("learned evaluation", "could not be started", "stopped working")
# a missed deadline (the worker killed and asked again) is slowness, not a failure, when the
# machine was loaded at the time: at most this many a game, and never on an idle machine
SLOW_NOTICE_WORDS = ("restarted",)
SLOW_ANSWERS_ALLOWED = 1
LOADED = 1.0  # load average a core above which the machine counts as loaded
# the computer player's deadlines are stretched by the load a core, up to this: on a machine
# shared with other work (make dist-check runs six self-checks at once) starting the worker
# and its search take many times their wall time, while a frozen worker is still caught
MOST_PATIENCE = 8.0


class SelfCheck:
    """Runs the checks on an app, collecting facts and problems."""

    def __init__(self, app: App, out: Callable[[str], None] = print) -> None:
        self.app = app
        self.ctx = app.ctx
        self.out = out
        self.problems: list[str] = []

    def fact(self, name: str, value: object) -> None:
        self.out(f"self-check: {name}: {value}")

    def problem(self, text: str) -> None:
        self.problems.append(text)
        self.out(f"self-check: problem: {text}")

    # -- the steps ------------------------------------------------------------------------
    def run(self, turns: int) -> int:
        app = self.app
        paths = self.ctx.paths
        self.fact("version", __version__)
        self.fact("frozen", bool(getattr(sys, "frozen", False)))
        self.fact("program", sys.executable)
        self.fact("video_driver", pygame.display.get_driver())
        translator = self.ctx.translator
        self.fact("language", f"{translator.language} ({translator.display_name})")
        self.fact("settings_file", paths.settings_file)
        self.fact("saves_folder", paths.saves_dir)
        app.start("title")
        app.draw()
        pygame.display.flip()
        self.ctx.update_settings()  # written where the settings live (a failure: a notice)
        if not paths.settings_file.is_file():
            self.problem(f"the settings were not saved to {paths.settings_file}: {self.ctx.notice}")
        self.check_text()
        self.check_assets()
        settings = self.ctx.settings
        self.ctx.settings = settings.with_(animation_speed="fast")  # for the check only
        try:
            scene = self.play_expert(turns)
        finally:
            self.ctx.settings = settings
        self.save_and_replay(scene)
        self.out("self-check: passed" if not self.problems else "self-check: failed")
        return 0 if not self.problems else 1

    def check_text(self) -> None:
        """Every catalog loads, and the Chinese font has a glyph for all the text shown."""
        from ..content.lessons import lesson_strings, load_lessons
        from ..services.translation import available_languages, load_translator

        font = self.ctx.text.font(20, cjk=True)
        bold = self.ctx.text.font(20, cjk=True, bold=True)
        lessons, lesson_problems = load_lessons()
        for text in lesson_problems:
            self.problem(f"lesson: {text}")
        self.fact("lessons", len(lessons))
        english = [s for lesson in lessons for s in lesson_strings(lesson)]
        languages = available_languages()
        self.fact("languages", ", ".join(f"{code} ({name})" for code, name in languages))
        boxes: dict[str, str] = {}
        for code, name in languages:
            texts = [name, *english]
            if code != "en":
                translator = load_translator(code)
                if translator.language != code or translator.warning:
                    self.problem(f"the {code} catalog did not load: {translator.warning}")
                    continue
                catalog: dict[Any, str] = getattr(translator.translations, "_catalog", {})
                self.fact(f"messages_{code}", len(catalog))
                texts += [translator.gettext(s) for s in english] + list(catalog.values())
            for ch in missing_glyphs(texts, (font, bold)):
                boxes.setdefault(ch, code)
        if boxes:
            shown = ", ".join(f"{ch!r} (U+{ord(ch):04X}, {code})" for ch, code in boxes.items())
            self.problem(f"characters drawn as boxes: {shown}")
        self.fact("missing_glyphs", len(boxes))

    def check_assets(self) -> None:
        """The sounds (when there is an audio device) and every ruleset's learned weights."""
        from ..services.audio import SOUND_NAMES

        sound = self.ctx.sound
        if sound.available:
            sound.preload()
            loaded = len(sound.loaded)
            self.fact("sounds", f"{loaded} of {len(SOUND_NAMES)}")
            if loaded < len(SOUND_NAMES):
                self.problem(f"only {loaded} of {len(SOUND_NAMES)} sounds loaded")
        else:
            self.fact("sounds", "no audio device")
        from ..ai.learned import shipped_network
        from ..engine.ruleset import RULESET_FILES, load_ruleset

        for ruleset in RULESET_FILES:
            network = shipped_network(load_ruleset(ruleset))
            if isinstance(network, str):
                self.problem(f"no learned weights for {ruleset}: {network}")
            else:
                self.fact(f"weights_{ruleset}", f"{network.inputs} inputs")

    def play_expert(self, turns: int) -> GameScene:
        """A game against the expert through its worker, the human by the keyboard."""
        import random

        from ..engine import Game, Side
        from ..scenes.game import GameScene

        game = Game.new(rng=random.Random(7))
        scene = GameScene(self.ctx, game, {Side.GREEN: "human", Side.WHITE: "expert"})
        self.app.stack.push(scene)
        notices: list[tuple[str, float]] = []  # (notice, load a core when it came)
        take = scene.ai.take_notices

        def taken() -> list[Any]:
            got = take()
            notices.extend((str(n), load_per_core()) for n in got)
            return got

        scene.ai.take_notices = taken  # type: ignore[method-assign]
        started = time.monotonic()
        deadline = started + GAME_SECONDS
        next_key = 0.0
        worker = None
        patience = 1.0
        while time.monotonic() < deadline:
            scene.ai.patience = min(MOST_PATIENCE, max(1.0, load_per_core()))
            patience = max(patience, scene.ai.patience)
            done = sum(1 for t in game.turns if t.side == Side.WHITE)
            if game.is_over or (turns > 0 and done >= turns and game.to_move == Side.GREEN):
                break
            if scene.human_turn() and scene.anim is None and time.monotonic() >= next_key:
                press(pygame.K_RETURN)
                next_key = time.monotonic() + KEY_EVERY
            self.frame()
            worker = getattr(scene.ai, "_worker", None) or worker
        else:
            self.problem(f"the game did not get far in {GAME_SECONDS:.0f} s")
        white = sum(1 for t in game.turns if t.side == Side.WHITE)
        self.fact("turns_played", f"{len(game.turns)} ({white} by the expert)")
        self.fact("game_seconds", f"{time.monotonic() - started:.1f}")
        most = f"the load a core, at most x{MOST_PATIENCE:g}"
        self.fact("deadline_patience", f"up to x{patience:.1f} ({most})")
        if game.is_over:
            winner = game.winner.key if game.winner is not None else "nobody"
            score = f"{game.scores[Side.GREEN]}-{game.scores[Side.WHITE]}"
            self.fact("game_over", f"{winner} won, {score}")
            for _ in range(90):  # the victory screen
                self.frame()
        self.check_worker(worker, notices, dict(scene.ai.weakened))
        return scene

    def check_worker(
        self, worker: Any, notices: list[tuple[str, float]], weakened: dict[str, str]
    ) -> None:
        """The expert ran in a worker process of its own, as itself.

        A notice that the expert was replaced, stopped working or lost its learned
        evaluation is a problem. One answer past its deadline (the worker killed and asked
        again, and then answering) is a fact when the machine was loaded at the time: the
        check shares the computer with other work. A second one, or one on an idle
        machine, is a problem, and so is a game the expert did not finish as itself."""
        slow = [(text, load) for text, load in notices if is_slow_notice(text)]
        for text, _load in notices:
            if any(word in text for word in BAD_NOTICE_WORDS):
                self.problem(f"computer player: {text}")
        for level, weaker in weakened.items():
            self.problem(f"{level} was replaced by {weaker} for the rest of the game")
        loads = ", ".join(f"{load:.1f}" for _text, load in slow)
        self.fact("slow_answers", f"{len(slow)}" + (f" (load a core {loads})" if slow else ""))
        for text, load in slow:
            if load < LOADED:
                self.problem(f"computer player, on an idle machine (load {load:.1f}): {text}")
        if len(slow) > SLOW_ANSWERS_ALLOWED:
            self.problem(
                f"{len(slow)} answers past their deadline (at most {SLOW_ANSWERS_ALLOWED}"
                f" under load): {slow[-1][0]}"
            )
        if worker is None or not getattr(worker, "started", 0):
            self.problem("no worker process was started for the computer player")
            return
        pid = worker.pid
        self.fact("worker_pid", pid)
        self.fact("worker_imports_pygame", worker.child_imports_pygame)
        if worker.child_imports_pygame:
            self.problem("the worker process imported pygame (it should load only the AI)")
        command = process_command(pid) if pid is not None else None
        if command is not None:
            self.fact("worker_command", " ".join(command))
            if getattr(sys, "frozen", False) and Path(command[0]).name != Path(sys.executable).name:
                self.problem(f"the worker is not this program: {command[0]}")

    def save_and_replay(self, scene: GameScene) -> None:
        """Save the game to a named file, then open that file as a replay and step through."""
        from ..scenes.files import open_replay
        from ..services.storage import SAVE_EXTENSION, save_game_file

        paths = self.ctx.paths
        paths.saves_dir.mkdir(parents=True, exist_ok=True)
        path = paths.saves_dir / f"{SAVE_NAME}{SAVE_EXTENSION}"
        problem = save_game_file(path, scene.saved_game())
        if problem is not None:
            self.problem(f"saving the game: {problem}")
            return
        self.fact("saved_game", path)
        stack = self.app.stack
        if not open_replay(self.ctx, stack, path):
            self.problem(f"{path} did not open as a replay: {self.ctx.notice}")
            return
        replay: Any = stack.top
        if getattr(replay, "mode", None) != "replay":
            self.problem(f"opening {path} showed {type(replay).__name__}, not a replay")
            return
        for _ in range(8):
            press(pygame.K_PERIOD)  # one step forward
            for _ in range(6):
                self.frame()
        self.fact("replay", f"opened, {len(replay.game.turns)} turns")

    def frame(self) -> None:
        """One frame of the real loop."""
        if not self.app.frame(FRAME, pygame.event.get()):
            self.problem("the game stopped during the check")
            raise SystemExit(1)
        time.sleep(FRAME / 2)


def press(key: int) -> None:
    """A key pressed and released, through pygame's event queue (as from the keyboard)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def missing_glyphs(texts: Iterable[str], fonts: Iterable[pygame.font.Font]) -> list[str]:
    """The characters of ``texts`` (spaces and controls aside) some font has no glyph for."""
    chars = sorted({ch for text in texts for ch in text if ch.isprintable() and not ch.isspace()})
    missing = []
    for font in fonts:
        for ch, metrics in zip(chars, font.metrics("".join(chars)), strict=True):
            if metrics is None and ch not in missing:
                missing.append(ch)
    return missing


def is_slow_notice(text: str) -> bool:
    """A computer player's notice saying it missed a deadline and was asked again."""
    return any(word in text for word in SLOW_NOTICE_WORDS)


def load_per_core() -> float:
    """The machine's load average over the last minute, per core (0 where unknown).

    Windows has no load average; under Wine (the Windows build's check on Linux) the
    host's is read through Wine's drive Z:, where the host's files are."""
    try:
        if hasattr(os, "getloadavg"):
            return os.getloadavg()[0] / (os.cpu_count() or 1)
        if sys.platform == "win32":
            text = Path("Z:/proc/loadavg").read_text(encoding="ascii")
            return float(text.split()[0]) / (os.cpu_count() or 1)
    except (OSError, ValueError, IndexError):
        pass
    return 0.0


def process_command(pid: int) -> list[str] | None:
    """A process's command line (Linux), or None when it cannot be read (elsewhere, and
    under Wine, whose process ids are not the host's)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return None
    return [part.decode("utf-8", "replace") for part in raw.split(b"\0") if part] or None


def self_check(app: App, turns: int) -> int:
    """Run the checks; the exit code (0 passed, 1 a problem)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    try:
        return SelfCheck(app, lambda line: print(line, flush=True)).run(turns)
    except SystemExit as exc:
        return int(exc.code or 1)
