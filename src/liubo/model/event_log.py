"""The event log of a game: what happened, re-worded in whatever language is chosen."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Side

Gettext = Callable[[str], str]
#: A text in no language yet: given the translator, its words.
Message = Callable[[Gettext], str]
#: An entry gives its lines in the language of the ``gettext`` it is called with.
LogEntry = Callable[[Gettext], list[str]]
#: What kind of line an entry is: a side's throw or move (its ``Side``), a notice about the
#: game, or an aside; the drawing picks its colour (``render.palette.log_colour``).
Tone = Side | str
NOTICE = "notice"
ASIDE = "aside"

LOG_KEEP = 5000  # a whole game, and more: only a runaway log is cut


def one_line(text: Message) -> LogEntry:
    """A log entry of one line, worded by ``text`` in the language of the call."""

    def entry(_: Gettext) -> list[str]:
        return [text(_)]

    return entry


class EventLog:
    """Entries with their tones, newest last; ``revision`` changes with every entry.

    ``scroll`` is how many lines the reader has scrolled back from the newest (0: the
    newest line is in view); a new entry brings the view back to the newest.
    """

    def __init__(self) -> None:
        self.entries: list[tuple[LogEntry, Tone]] = []
        self.revision = 0
        self.scroll = 0

    def scroll_by(self, lines: int, total: int, room: int) -> bool:
        """Scroll back (positive) or forward by ``lines``, within ``total`` lines shown
        ``room`` at a time; True if the view moved."""
        new = max(0, min(max(0, total - room), self.scroll + lines))
        moved = new != self.scroll
        self.scroll = new
        return moved

    def add(self, entry: LogEntry, tone: Tone) -> None:
        self.entries.append((entry, tone))
        del self.entries[:-LOG_KEEP]
        self.revision += 1
        self.scroll = 0
