"""A watched game's and a replay's clocks on the game screen: ``Playback``.

A replay shows a finished game or a lesson record from its start (``GameSession``
keeps its captions and its log up to the moment on view). ``Playback`` keeps the speed
of a watched game or a replay and the replay's two clocks: the time to the next step,
and how long the caption on view has been shown, so that a caption stays on the screen
for at least the time it takes to read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..render.motion import WATCH_SPEEDS

if TYPE_CHECKING:
    from ..model.game_session import GameSession

#: A caption stays at least this long while the replay plays (seconds, at any speed) ...
CAPTION_MIN_SECONDS = 3.0
#: ... and longer for a long one: this many characters a second are read aloud to a class.
CAPTION_CHARS_PER_SECOND = 15.0
REPLAY_STEP_SECONDS = 1.6  # between two moves of a replay at speed x1


def caption_hold(text: str) -> float:
    """How long a caption stays at least while the replay plays, in seconds."""
    if not text:
        return 0.0
    return max(CAPTION_MIN_SECONDS, len(text) / CAPTION_CHARS_PER_SECOND)


class Playback:
    """The speed of a watched game or a replay, and the replay's clocks."""

    def __init__(self) -> None:
        self.speed_index = 1
        self.replay_clock = 0.0  # seconds since the last step of the replay
        self.caption_clock = 0.0  # seconds the caption on view has been shown

    @property
    def speed(self) -> float:
        return WATCH_SPEEDS[self.speed_index]

    def restart(self) -> None:
        self.replay_clock = 0.0
        self.caption_clock = 0.0

    def change_speed(self, delta: int) -> None:
        self.speed_index = max(0, min(len(WATCH_SPEEDS) - 1, self.speed_index + delta))

    def cycle_speed(self) -> None:
        """The speed button: each press faster, then back to the slowest."""
        self.speed_index = (self.speed_index + 1) % len(WATCH_SPEEDS)

    def tick(self, session: GameSession, dt: float) -> tuple[bool, bool, bool]:
        """Advance a playing replay by ``dt``: (it plays, it stepped, it stopped at its end:
        paused, the buttons say so)."""
        if session.paused and not session.step_once:
            return False, False, False
        self.replay_clock += dt * self.speed
        self.caption_clock += dt
        held = self.caption_clock < caption_hold(session.caption())
        if not session.step_once and (self.replay_clock < REPLAY_STEP_SECONDS or held):
            return True, False, False
        self.replay_clock = 0.0
        session.stepped()
        if session.cursor.index is None:  # at the end: stop
            session.pause()
            return False, False, True
        before = session.caption()
        moved = session.look(session.cursor.step(1))
        if session.caption() != before:
            self.caption_clock = 0.0
        if session.cursor.index is None:
            session.pause()
            return True, moved, True
        return True, moved, False
