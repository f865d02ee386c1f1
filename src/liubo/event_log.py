"""The event log of a game: what happened, re-worded in whatever language is chosen."""

from __future__ import annotations

from collections.abc import Callable

Gettext = Callable[[str], str]
#: An entry gives its lines in the language of the ``gettext`` it is called with.
LogEntry = Callable[[Gettext], list[str]]
RGB = tuple[int, int, int]

LOG_KEEP = 120


class EventLog:
    """Entries with their colours, newest last; ``revision`` changes with every entry."""

    def __init__(self) -> None:
        self.entries: list[tuple[LogEntry, RGB]] = []
        self.revision = 0

    def add(self, entry: LogEntry, colour: RGB) -> None:
        self.entries.append((entry, colour))
        del self.entries[:-LOG_KEEP]
        self.revision += 1
