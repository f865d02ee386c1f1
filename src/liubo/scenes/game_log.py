"""The tabs of the panel under the status: the event log, or the move list (M).

``PanelTabs`` owns what the panel shows and how: which of the two, how far the move list
is scrolled, and whether its rows are brief or in full, with what each move did (the
Moves tab, clicked again). The log's own scroll lives with the log (``EventLog.scroll``);
its lines are the session's (``liubo.model.game_session.log``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model.event_log import EventLog, Gettext
    from ..render.table import TableView


class PanelTabs:
    """Which list the panel shows ("events" or "moves"), the move list's scroll and words."""

    def __init__(self) -> None:
        self.shown = "events"
        self.scroll = 0  # lines the move list is scrolled back
        self.words = False  # the move list in full (what each move did) rather than brief

    def toggle(self) -> None:
        """Show the move list or the event log (M)."""
        self.shown = "moves" if self.shown == "events" else "events"
        self.scroll = 0

    def show_moves(self) -> None:
        """The move list, from its newest row (looking back, a replay)."""
        self.shown = "moves"
        self.scroll = 0

    def toggle_words(self) -> None:
        self.words = not self.words

    def click_tab(self, name: str) -> None:
        """A tab clicked: the other list, or (the Moves tab again) brief or in full."""
        if name != self.shown:
            self.toggle()
        elif name == "moves":
            self.toggle_words()

    def scroll_by(self, lines: int, view: TableView, log: EventLog, _: Gettext) -> bool:
        """Scroll the event log (or the move list, as ``view`` drew it) back (positive) or
        forward; True if it moved."""
        if self.shown == "moves":
            before = self.scroll
            self.scroll = max(0, min(view.move_scroll_max, view.move_scroll_used + lines))
            return self.scroll != before
        return log.scroll_by(lines, view.log_line_count(log, _), view.log_room())
