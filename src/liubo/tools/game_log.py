"""What a game driven from outside wrote to its stderr, and the failures in it: every
internal error (an exception the game caught and went on after, ``INTERNAL_ERROR_LINE``)
and every traceback. The soak and the real-window drivers (``make resize-check``,
``tools/classroom_x.py``, ``tools/play_dist_x.py``, ``tools/rulesets/cazaux/drive_x.py``)
send the game's stderr here and fail on any of them: an "Internal error" is never a pass.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import IO

from ..services.internal_errors import INTERNAL_ERROR_LINE

TRACEBACK = "Traceback (most recent call last)"


def failures(text: str) -> tuple[int, int, str]:
    """In a game's stderr: how many internal errors, how many tracebacks, and the first
    of them (some lines from where it starts; '' when there is none)."""
    caught, tracebacks = text.count(INTERNAL_ERROR_LINE), text.count(TRACEBACK)
    starts = [k for k in (text.find(INTERNAL_ERROR_LINE), text.find(TRACEBACK)) if k >= 0]
    first = text[min(starts) : min(starts) + 2000] if starts else ""
    return caught, tracebacks, first


class GameLog:
    """A file that takes the stderr of the games a tool starts (``stream()`` for each
    ``Popen``), and says at the end what failed in it."""

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            handle = tempfile.NamedTemporaryFile(prefix="liubo-game-", suffix=".txt", delete=False)
            handle.close()
            path = Path(handle.name)
        self.path = path

    def stream(self) -> IO[bytes]:
        """An open file to hand ``Popen(stderr=...)`` (the caller closes it after)."""
        return open(self.path, "ab")  # noqa: SIM115 -- handed to the game's process

    def text(self) -> str:
        try:
            return self.path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def problems(self) -> list[str]:
        """The failures, one line each (empty when the games ran clean)."""
        caught, tracebacks, first = failures(self.text())
        if not (caught or tracebacks):
            return []
        return [
            f"the game caught {caught} internal error(s) and printed {tracebacks} "
            f"traceback(s) (its stderr: {self.path}); the first:\n{first}"
        ]

    def verdict(self, tool: str) -> int:
        """Print the failures (``tool: FAIL: ...``) and return the exit code: 1 if any."""
        found = self.problems()
        for problem in found:
            print(f"{tool}: FAIL: {problem}", file=sys.stderr, flush=True)
        return 1 if found else 0
