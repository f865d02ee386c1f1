"""The panel below the board's right column: the game's event log or its move list, with
their two tabs (Events, Moves) to switch between them (no game logic: it draws what the
game screen hands it).

The log's lines are rendered once per entry and kept while the panel's width, the text
size and the language stay the same, so a long game costs only its newest entry's lines.
"""

from __future__ import annotations

import pygame

from ..model.event_log import EventLog, Gettext
from .layout import Layout
from .move_list import MoveListView
from .palette import GOLD, INK_DIM, PANEL_EDGE, log_colour
from .panels import Ledger, fit_line, put, wrap_text
from .snapshot import TableSnapshot

#: the most log lines the panel shows at once
LOG_LINES = 12


class LogPanel:
    """The event log or the move list, and where its tabs and rows were last drawn (for
    clicks): ``tabs`` by name, the move list's rows (``moves.row_rects``), how far the move
    list can scroll (``move_scroll_max``) and how far it did (``move_scroll_used``)."""

    def __init__(self, text) -> None:  # noqa: ANN001 -- the text cache
        self.text = text
        self.moves = MoveListView(text)
        self.tabs: dict[str, pygame.Rect] = {}
        self.move_scroll_max = 0
        self.move_scroll_used = 0
        self.ledger: Ledger | None = None  # set by tests: where each text went, and its box
        self._key: tuple | None = None
        self._lines: list[pygame.Surface] = []
        self._entries: list[tuple[object, list[pygame.Surface]]] = []  # entry, its lines
        self._base: tuple | None = None  # width, size, language of the kept lines

    def lines(self, log: EventLog, _: Gettext, width: int, size: int) -> list[pygame.Surface]:
        """The rendered log lines of the whole game (wrapped to ``width``), newest last.

        Entries already rendered at this width, size and language are kept, so a new entry
        costs only its own lines, however long the game.
        """
        key = (log.revision, width, size, _("Events"))
        if key == self._key:
            return self._lines
        base = key[1:]
        entries = log.entries
        kept = self._entries
        if (
            base != self._base
            or len(kept) > len(entries)
            or any(
                kept[k][0] is not entries[k][0] for k in (0, len(kept) - 1) if 0 <= k < len(kept)
            )
        ):
            kept = []
        for entry, tone in entries[len(kept) :]:
            colour = log_colour(tone)
            lines: list[pygame.Surface] = []
            for text in entry(_):
                for k, line in enumerate(wrap_text(self.text, text, size, width - 14)):
                    lines.append(self.text.render(("" if k == 0 else "  ") + line, size, colour))
            kept.append((entry, lines))
        self._entries = kept
        self._base = base
        self._lines = [line for _entry, lines in kept for line in lines]
        self._key = key
        return self._lines

    def room(self, lay: Layout) -> int:
        """How many log lines the panel shows at once."""
        size, step, head = lay.log_text()
        return max(1, min(LOG_LINES, (lay.log.height - head - 4) // max(1, step)))

    def line_count(self, lay: Layout, log: EventLog, _: Gettext) -> int:
        """How many lines the whole log takes at the panel's width."""
        return len(self.lines(log, _, lay.log.width - 10, lay.log_text()[0]))

    def draw_tabs(
        self, surface: pygame.Surface, lay: Layout, panel: str, _: Gettext, words: bool = False
    ) -> None:
        """The panel's two titles, Events and Moves: the one shown in gold, the other a tab."""
        rect = lay.log
        size = lay.log_text()[0]
        x = rect.x + 10
        self.tabs = {}
        for name, label in (("events", _("Events")), ("moves", _("Moves (M)"))):
            if name == "moves" and panel == "moves":  # a click on it switches the form
                # TRANSLATORS: the move list's tab, clicked again: each move with what it
                # did (captures, blockades), or the moves alone.
                label = _("Moves: in full") if words else _("Moves: brief")
            on = name == panel
            label, fitted = fit_line(self.text, label, size, rect.right - 14 - x, lay.floor, on)
            img = self.text.render(label, fitted, GOLD if on else INK_DIM, bold=on)
            placed = put(surface, img, (x, rect.y + 6), rect, self.ledger)
            if on:
                pygame.draw.line(surface, GOLD, placed.bottomleft, placed.bottomright, 1)
            self.tabs[name] = placed.inflate(8, 6)
            x = placed.right + lay.px(16)

    def draw_moves(
        self, surface: pygame.Surface, lay: Layout, snap: TableSnapshot, _: Gettext
    ) -> None:
        """The move list, one row a turn, with the row on view marked."""
        self.draw_tabs(surface, lay, "moves", _, snap.move_words)
        rect = lay.log
        _size, _step, head = lay.log_text()
        area = pygame.Rect(rect.x + 10, rect.y + head, rect.width - 24, rect.height - head - 4)
        if area.width < 8 or area.height < 8:
            return
        size = lay.text_px(13)
        if not snap.move_rows:
            hint = self.text.render(_("No moves yet"), size, INK_DIM)
            put(surface, hint, area.topleft, rect, self.ledger)
            return
        used, self.move_scroll_max = self.moves.draw(
            surface,
            area,
            snap.move_rows,
            snap.move_current,
            snap.move_scroll,
            size,
            round(size * 1.38),
            self.ledger,
        )
        self.move_scroll_used = used

    def draw_log(self, surface: pygame.Surface, lay: Layout, log: EventLog, _: Gettext) -> None:
        """The newest lines, or older ones when scrolled back, with a bar showing where."""
        rect = lay.log
        size, step, head = lay.log_text()
        self.draw_tabs(surface, lay, "events", _)
        lines = self.lines(log, _, rect.width - 10, size)
        room = self.room(lay)
        scroll = max(0, min(log.scroll, len(lines) - room))
        shown = lines[max(0, len(lines) - room - scroll) : len(lines) - scroll]
        top = rect.y + head
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-4, -4).clip(clip))
        for k, line in enumerate(shown):
            put(surface, line, (rect.x + 10, top + k * step), rect, self.ledger, "log")
        surface.set_clip(clip)
        if len(lines) > room:  # a thin bar: where the shown lines sit in the whole log
            track = pygame.Rect(rect.right - 7, top, 3, room * step)
            knob_h = max(6, track.height * room // len(lines))
            start = (len(lines) - room - scroll) / max(1, len(lines) - room)
            knob = pygame.Rect(track.x, track.y + round((track.height - knob_h) * start), 3, knob_h)
            pygame.draw.rect(surface, PANEL_EDGE, track, border_radius=2)
            pygame.draw.rect(surface, GOLD if scroll else INK_DIM, knob, border_radius=2)
