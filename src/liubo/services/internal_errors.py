"""How the game reports an internal error, an exception its loop caught and went on after
(``App.internal_error``; no pygame, so that the tools watching a game from outside, the
build's checks among them, can read its reports without importing the game)."""

from __future__ import annotations

#: The line on stderr that starts each internal error: the soak and the drivers that watch
#: the game from outside count them (``liubo.tools.game_log``).
INTERNAL_ERROR_LINE = "liubo: internal error:"
#: With this variable set (the test suite sets it for every game it starts, in its own
#: process or another) an internal error ends the game instead of being gone past.
RAISE_ENV = "LIUBO_RAISE_INTERNAL_ERRORS"
