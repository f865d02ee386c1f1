"""The self-check's game: a few turns against the expert through its worker process, the
human side by the keyboard, then the game saved to a file and opened as a replay
(``liubo.checks.selfcheck`` runs these steps)."""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ..scenes.game import GameScene
    from .selfcheck_steps import CheckSteps

GAME_SECONDS = 600.0  # a whole game against the expert, with its animations, fits easily
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


def play_expert(check: CheckSteps, turns: int) -> GameScene:
    """A game of a new game's ruleset (``--ruleset`` or the settings') against the expert
    through its worker, the human by the keyboard, until the expert has played ``turns``
    turns (0: to the end of the game)."""
    from ..engine import Game, Side
    from ..scenes.game import GameScene

    game = Game.new(ruleset=check.ctx.settings.ruleset, rng=random.Random(7))
    scene = GameScene(check.ctx, game, {Side.GREEN: "human", Side.WHITE: "expert"})
    check.app.stack.push(scene)
    notices: list[tuple[str, float]] = []  # (notice, load a core when it came)
    take = scene.session.ai.take_notices

    def taken() -> list[Any]:
        got = take()
        notices.extend((str(n), load_per_core()) for n in got)
        return got

    scene.session.ai.take_notices = taken  # type: ignore[method-assign]
    started = time.monotonic()
    deadline = started + GAME_SECONDS
    next_key = 0.0
    worker = None
    patience = 1.0
    while time.monotonic() < deadline:
        scene.session.ai.patience = min(MOST_PATIENCE, max(1.0, load_per_core()))
        patience = max(patience, scene.session.ai.patience)
        done = sum(1 for t in game.turns if t.side == Side.WHITE)
        if game.is_over or (turns > 0 and done >= turns and game.to_move == Side.GREEN):
            break
        if scene.human_turn() and scene.anim is None and time.monotonic() >= next_key:
            press(pygame.K_RETURN)
            next_key = time.monotonic() + KEY_EVERY
        check.frame()
        worker = getattr(scene.session.ai, "_worker", None) or worker
    else:
        check.problem(f"the game did not get far in {GAME_SECONDS:.0f} s")
    white = sum(1 for t in game.turns if t.side == Side.WHITE)
    check.fact("turns_played", f"{len(game.turns)} ({white} by the expert)")
    check.fact("game_seconds", f"{time.monotonic() - started:.1f}")
    most = f"the load a core, at most x{MOST_PATIENCE:g}"
    check.fact("deadline_patience", f"up to x{patience:.1f} ({most})")
    if game.is_over:
        winner = game.winner.key if game.winner is not None else "nobody"
        score = f"{game.scores[Side.GREEN]}-{game.scores[Side.WHITE]}"
        check.fact("game_over", f"{winner} won, {score}")
        for _ in range(90):  # the victory screen
            check.frame()
    check_worker(check, worker, notices, dict(scene.session.ai.weakened))
    return scene


def check_worker(
    check: CheckSteps, worker: Any, notices: list[tuple[str, float]], weakened: dict[str, str]
) -> None:
    """The expert ran in a worker process of its own, as itself.

    A notice that the expert was replaced, stopped working or lost its learned evaluation
    is a problem. One answer past its deadline (the worker killed and asked again, and then
    answering) is a fact when the machine was loaded at the time: the check shares the
    computer with other work. A second one, or one on an idle machine, is a problem, and so
    is a game the expert did not finish as itself."""
    slow = [(text, load) for text, load in notices if is_slow_notice(text)]
    for text, _load in notices:
        if any(word in text for word in BAD_NOTICE_WORDS):
            check.problem(f"computer player: {text}")
    for level, weaker in weakened.items():
        check.problem(f"{level} was replaced by {weaker} for the rest of the game")
    loads = ", ".join(f"{load:.1f}" for _text, load in slow)
    check.fact("slow_answers", f"{len(slow)}" + (f" (load a core {loads})" if slow else ""))
    for text, load in slow:
        if load < LOADED:
            check.problem(f"computer player, on an idle machine (load {load:.1f}): {text}")
    if len(slow) > SLOW_ANSWERS_ALLOWED:
        check.problem(
            f"{len(slow)} answers past their deadline (at most {SLOW_ANSWERS_ALLOWED}"
            f" under load): {slow[-1][0]}"
        )
    if worker is None or not getattr(worker, "started", 0):
        check.problem("no worker process was started for the computer player")
        return
    pid = worker.pid
    check.fact("worker_pid", pid)
    check.fact("worker_imports_pygame", worker.child_imports_pygame)
    if worker.child_imports_pygame:
        check.problem("the worker process imported pygame (it should load only the AI)")
    command = process_command(pid) if pid is not None else None
    if command is not None:
        check.fact("worker_command", " ".join(command))
        if getattr(sys, "frozen", False) and Path(command[0]).name != Path(sys.executable).name:
            check.problem(f"the worker is not this program: {command[0]}")


def save_and_replay(check: CheckSteps, scene: GameScene) -> None:
    """Save the game to a named file (in the check's own folder), then open that file as
    a replay and step through it."""
    from ..scenes.files import open_replay
    from ..services.storage import SAVE_EXTENSION, save_game_file

    ctx = check.ctx
    ctx.paths.saves_dir.mkdir(parents=True, exist_ok=True)
    path = ctx.paths.saves_dir / f"{SAVE_NAME}{SAVE_EXTENSION}"
    problem = save_game_file(path, scene.saved_game())
    if problem is not None:
        check.problem(f"saving the game: {problem}")
        return
    check.fact("saved_game", f"{path.name}, {path.stat().st_size} bytes")
    stack = check.app.stack
    if not open_replay(ctx, stack, path):
        check.problem(f"{path.name} did not open as a replay: {ctx.notice}")
        return
    replay: Any = stack.top
    if getattr(getattr(replay, "session", None), "mode", None) != "replay":
        check.problem(f"opening {path.name} showed {type(replay).__name__}, not a replay")
        return
    for _ in range(8):
        press(pygame.K_PERIOD)  # one step forward
        for _ in range(6):
            check.frame()
    check.fact("replay", f"opened, {len(replay.session.game.turns)} turns")


def press(key: int) -> None:
    """A key pressed and released, through pygame's event queue (as from the keyboard)."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


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
