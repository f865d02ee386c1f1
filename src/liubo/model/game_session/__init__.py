"""A game in progress, without a screen: ``GameSession`` (no pygame).

``session`` holds the game and the turn being made, ``look_back`` looking back, undo and
replays, ``computer`` the computer players' turns and the hint, ``log`` the event log's
lines and ``click_answer`` why a click did nothing.
"""

from .computer import ASK, BUSY, IDLE, THROW
from .session import GameSession, Save

__all__ = ["ASK", "BUSY", "IDLE", "THROW", "GameSession", "Save"]
