"""Where the settings screen's rows and buttons sit at a window size, as pure functions:
rectangles only (:class:`~.settings.SettingsScene` makes its buttons at them and draws
the rows' labels at their lines)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

#: the rows, top to bottom: a label on the left, its buttons on the right
ROWS = (
    "language",
    "volume",
    "speed",
    "fullscreen",
    "lines",
    "names",
    "colorblind",
    "presenter",
    "throws",
    "files",
)
#: the room between two buttons of a row
GAP = 8


@dataclass(frozen=True)
class SettingsLayout:
    """The panel, each row's line (its key and the middle of the line, where its label
    goes) and its buttons' room, and the Close button, at one window size. ``large``:
    a window at least 900 pixels high, which has the larger buttons' style."""

    large: bool
    panel: pygame.Rect
    rows: tuple[tuple[str, int], ...]
    controls: dict[str, pygame.Rect]
    close: pygame.Rect


def settings_layout(width: int, height: int) -> SettingsLayout:
    """The settings screen's places in a window of this size."""
    large = height >= 900
    pw = min(width - 40, 1180 if large else 900)
    row_h = round(height * 0.057)
    ph = min(height - 30, row_h * 10 + round(height * 0.26))
    panel = pygame.Rect(0, 0, pw, ph)
    panel.center = (width // 2, height // 2)
    x0 = panel.x + 30 + round(pw * 0.33)  # after the labels' column
    cw = panel.right - 30 - x0
    bh = round(row_h * 0.72)
    y = panel.y + round(height * 0.1)
    rows: list[tuple[str, int]] = []
    controls: dict[str, pygame.Rect] = {}
    for key in ROWS:
        rows.append((key, y + row_h // 2))
        controls[key] = pygame.Rect(x0, y + (row_h - bh) // 2, cw, bh)
        y += row_h
    close_w = max(160, round(pw * 0.2))
    close = pygame.Rect(panel.centerx - close_w // 2, panel.bottom - bh - 26, close_w, bh)
    return SettingsLayout(large, panel, tuple(rows), controls, close)


def side_by_side(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` buttons of one width filling a row's room, ``GAP`` apart."""
    each = (rect.width - GAP * (count - 1)) // count
    return [pygame.Rect(rect.x + k * (each + GAP), rect.y, each, rect.height) for k in range(count)]


def volume_row(rect: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
    """The volume row's −, slider, + and Mute, left to right in its room."""
    small = rect.height
    mute_w = round(rect.width * 0.24)
    minus = pygame.Rect(rect.x, rect.y, small, small)
    slider = pygame.Rect(rect.x + small + GAP, rect.y, rect.width - 2 * small - mute_w - 32, small)
    plus = pygame.Rect(slider.right + GAP, rect.y, small, small)
    mute = pygame.Rect(rect.right - mute_w, rect.y, mute_w, small)
    return minus, slider, plus, mute
