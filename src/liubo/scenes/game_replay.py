"""A replay on the game screen: its captions and title, and its event log.

A replay shows a finished game or a lesson record from its start. Its captions
(``liubo.model.history.Captions``) come with the turn they describe and go with it; while the
replay plays, a caption stays on the screen for at least the time it takes to read. The
event log lists only what has happened up to the moment on view, so a replay paused at
its start does not give its end away.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model.event_log import EventLog
from ..model.history import Captions
from ..render.palette import GOLD
from . import game_log

if TYPE_CHECKING:
    from .game_screen import GameScreen

#: A caption stays at least this long while the replay plays (seconds, at any speed) ...
CAPTION_MIN_SECONDS = 3.0
#: ... and longer for a long one: this many characters a second are read aloud to a class.
CAPTION_CHARS_PER_SECOND = 15.0


def start_replay(scene: GameScreen, captions: Captions | None = None) -> None:
    """Show a finished or prepared game from its start, paused on the first caption."""
    scene.lesson = captions or Captions()
    scene.cursor.go(0)
    scene.panel = "moves"
    scene.paused = True
    scene.replay_clock = 0.0
    scene.caption_clock = 0.0
    log_to_moment(scene)


def caption(scene: GameScreen) -> str:
    """The caption of the moment on view ("" for none)."""
    if not scene.lesson:
        return ""
    cursor = scene.cursor
    all_steps = cursor.steps()
    index = len(all_steps) - 1 if cursor.index is None else cursor.index
    return scene.lesson.at(all_steps, index)


def title(scene: GameScreen) -> str:
    """The record's title (its comments above the first turn), on one line: shown above
    the replay's keys beside the board, and first in its log."""
    return " ".join(scene.lesson.title) if scene.lesson else ""


def caption_hold(text: str) -> float:
    """How long a caption stays at least while the replay plays, in seconds."""
    if not text:
        return 0.0
    return max(CAPTION_MIN_SECONDS, len(text) / CAPTION_CHARS_PER_SECOND)


def log_to_moment(scene: GameScreen) -> None:
    """The replay's event log: the title, then every throw and move up to the moment on
    view (the whole game only at its end)."""
    if scene.mode != "replay":
        return
    cursor = scene.cursor
    all_steps = cursor.steps()
    index = len(all_steps) - 1 if cursor.index is None else cursor.index
    log = EventLog()
    scene.log = log
    name = title(scene)
    if name:
        log.add(lambda _: [name], GOLD)
    game = scene.game
    shown = all_steps[index]
    for k, turn in enumerate(game.turns[: shown.turn + 1]):
        whole = k < shown.turn or index == len(all_steps) - 1
        if whole:
            game_log.log_turn(scene, turn)
            continue
        game_log.log_turn(scene, turn, moves=False)
        played = sum(1 for s in all_steps[: index + 1] if s.turn == k and s.is_move)
        for move in turn.moves[:played]:
            game_log.log_move_line(scene, move)
