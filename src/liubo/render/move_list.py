"""The move list: one row a turn, the row on view marked, scrolled to keep it in sight."""

from __future__ import annotations

import pygame

from .palette import GOLD, INK, INK_DIM, PANEL_EDGE
from .panels import Ledger, put, wrap_text


class MoveListView:
    """Draws turn rows wrapped to a panel, with the current row picked out."""

    def __init__(self, text) -> None:  # noqa: ANN001
        self.text = text
        self._key: tuple | None = None
        self._rows: list[list[pygame.Surface]] = []
        self.row_rects: list[tuple[int, pygame.Rect]] = []  # what was drawn where, for clicks

    def row_lines(self, rows: list[str], width: int, size: int) -> list[list[pygame.Surface]]:
        """Each row's wrapped lines as surfaces (later lines indented)."""
        key = (tuple(rows), width, size)
        if key != self._key:
            self._rows = [
                [
                    self.text.render(("   " if k else "") + line, size, INK)
                    for k, line in enumerate(wrap_text(self.text, row, size, width - 18))
                ]
                for row in rows
            ]
            self._key = key
        return self._rows

    def draw(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        rows: list[str],
        current: int | None,
        scroll: int,
        size: int,
        step: int,
        ledger: Ledger | None = None,
    ) -> tuple[int, int]:
        """Draw the rows that fit ``area``; ``scroll`` lines back from the end, or, when
        ``current`` is given, scrolled so that row shows. Returns (scroll used, max scroll)."""
        lines = self.row_lines(rows, area.width, size)
        flat: list[tuple[int, pygame.Surface]] = [
            (r, s) for r, row in enumerate(lines) for s in row
        ]
        room = max(1, area.height // max(1, step))
        most = max(0, len(flat) - room)
        if current is not None and flat:
            first = next((k for k, (r, _s) in enumerate(flat) if r == current), len(flat) - 1)
            last = max(k for k, (r, _s) in enumerate(flat) if r <= current)
            end = len(flat) - scroll
            if last >= end:
                scroll = len(flat) - last - 1
            elif first < end - room:
                scroll = len(flat) - first - room
        scroll = max(0, min(most, scroll))
        shown = flat[max(0, len(flat) - room - scroll) : len(flat) - scroll]
        self.row_rects = []
        for k, (r, line) in enumerate(shown):
            y = area.y + k * step
            self.row_rects.append((r, pygame.Rect(area.x, y, area.width, step)))
            if r == current:
                band = pygame.Rect(area.x - 4, y - 1, area.width + 2, step)
                pygame.draw.rect(surface, (70, 40, 18), band, border_radius=4)
                pygame.draw.rect(surface, GOLD, band, 1, border_radius=4)
            put(surface, line, (area.x, y), area.inflate(6, 2), ledger, "move list")
        if not rows:
            return 0, 0
        if len(flat) > room:
            track = pygame.Rect(area.right + 3, area.y, 3, room * step)
            knob_h = max(6, track.height * room // len(flat))
            start = (len(flat) - room - scroll) / max(1, most)
            knob = pygame.Rect(track.x, track.y + round((track.height - knob_h) * start), 3, knob_h)
            pygame.draw.rect(surface, PANEL_EDGE, track, border_radius=2)
            pygame.draw.rect(surface, GOLD if scroll else INK_DIM, knob, border_radius=2)
        return scroll, most
