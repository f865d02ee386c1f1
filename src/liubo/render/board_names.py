"""The perch names on the board: each perch's label in a names mode, and where it goes.

The names overlay labels every perch in the mode the player chose (characters, pinyin,
English with the project's own glosses marked, a ruleset's own labels, or presenter
mode's characters with a reading); :func:`place_names` sets each label on a plate beside
its perch, off every piece and every other plate, on the board (:mod:`.label_place`),
and :func:`paint_names` draws them. :class:`.board_layer.BoardRenderer` caches both.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..engine.board import Board
from .geometry import PERCH_RADIUS_UNITS, rotate_unit
from .label_place import keep_out, lane_stations, place_plates
from .palette import Palette
from .text import TextCache

NAME_MODES = ("hanzi", "pinyin", "english", "labels")
#: presenter mode's labels: the characters and the chosen reading in one label
JOINED_MODES = ("hanzi+pinyin", "hanzi+english")
PROJECT_GLOSS_MARK = "\u2020"  # dagger after the project's own English glosses


def name_font_px(size: int, mode: str, presenter: float = 1.0, floor: int = 0) -> int:
    """The names' text size on a board ``size`` pixels square: characters and a ruleset's
    own labels larger than pinyin or English. In presenter mode (``presenter`` its level,
    1.25 to 2) every label grows with the level; never under ``floor`` (the smallest text
    the window allows, ``Layout.floor``)."""
    if presenter > 1.0:
        grow = 0.7 + 0.3 * presenter if mode in JOINED_MODES else 0.5 + 0.5 * presenter
        return max(floor, round(size * 0.024 * grow))
    return max(floor, 9, round(size * (0.024 if mode in ("hanzi", "labels") else 0.019)))


def label_text(board: Board, index: int, mode: str) -> str:
    """The text shown for perch ``index`` of ``board`` in a names mode."""
    name = board.position_name(index)
    if mode == "labels":  # a ruleset's own labels (Cazaux's 1-20 and letters)
        return board.perches[index].label or name.name
    if mode == "hanzi":
        return name.name
    if mode == "pinyin":
        return name.pinyin
    if mode == "english":
        return name.gloss + (PROJECT_GLOSS_MARK if name.gloss_source == "project" else "")
    if mode in JOINED_MODES:
        return f"{name.name} {label_text(board, index, mode.split('+')[1])}"
    raise ValueError(f"names mode must be one of {NAME_MODES}, not {mode!r}")


@dataclass(frozen=True)
class NamePlate:
    """A station's name on its plate: where the plate goes (board pixels, upright) and its
    lines of text (the characters over the reading when a joined label stands in two)."""

    index: int
    rect: pygame.Rect
    lines: tuple[str, ...]
    at: tuple[float, float]  # the station's point (board pixels)
    metrics: tuple[int, int, int]  # a line's height, its ink's top, the padding (plate_metrics)


def plate_metrics(text_cache: TextCache, lines: Sequence[str], px: int) -> tuple[int, int, int]:
    """(line height, ink top, padding) of plates holding ``lines`` at ``px``: a line is as
    tall as the ink of the tallest of them (characters, accents and descenders), not the
    font's whole leading."""
    top, bottom = px, 0
    for line in set(lines):
        ink = text_cache.render(line, px, (255, 255, 255)).get_bounding_rect()
        if ink.height:
            top, bottom = min(top, ink.top), max(bottom, ink.bottom)
    return max(1, bottom - top), top if bottom else 0, max(2, round(px * 0.12))


def plate_lines(text: str, mode: str) -> list[tuple[str, ...]]:
    """A label's shapes: its text on one line, and for a joined label the characters over
    the reading."""
    if mode in JOINED_MODES and " " in text:
        hanzi, reading = text.split(" ", 1)
        return [(text,), (hanzi, reading)]
    return [(text,)]


def place_names(
    board: Board, text_cache: TextCache, size: int, quarter_turns: int, mode: str, px: int
) -> list[NamePlate]:
    """Each station's plate beside it, on a board ``size`` pixels square turned
    ``quarter_turns``: off every piece and every other plate (:mod:`.label_place`)."""
    pts = [rotate_unit((p.x, p.y), 90 * quarter_turns) for p in board.perches]
    pts = [(x * size, y * size) for x, y in pts]
    bird = max(10, round(PERCH_RADIUS_UNITS * size * 2))
    lanes = lane_stations(board)
    keep = [keep_out(p, bird, i in lanes) for i, p in enumerate(pts)]
    texts = [label_text(board, i, mode) for i in range(len(pts))]
    forms = [plate_lines(text, mode) for text in texts]
    line_h, _top, pad = plate_metrics(text_cache, [ln for f in forms for s in f for ln in s], px)
    pad_x = max(3, round(px * 0.25))
    shapes = [
        [
            (max(text_cache.size_of(ln, px)[0] for ln in lines) + 2 * pad_x,
             len(lines) * line_h + (len(lines) + 1) * pad)
            for lines in form
        ]
        for form in forms
    ]  # fmt: skip
    edges = [(pts[e.a], pts[e.b]) for e in board.edges]
    inside = pygame.Rect(0, 0, size, size).inflate(-2, -2)
    chosen = place_plates(pts, shapes, keep, inside, edges, gap=max(2, px // 12))
    metrics = (line_h, _top, pad)
    return [NamePlate(i, c.rect, forms[i][c.shape], pts[i], metrics) for i, c in enumerate(chosen)]


def paint_names(
    pal: Palette,
    text_cache: TextCache,
    size: int,
    plates: Sequence[NamePlate],
    px: int,
) -> pygame.Surface:
    """The names layer, ``size`` pixels square: each plate with its words, and a thin
    leader to its station where the pieces' room keeps the plate away from it."""
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    bird = max(10, round(PERCH_RADIUS_UNITS * size * 2))
    for plate in plates:
        rect = plate.rect
        line_h, top, pad = plate.metrics
        radius = max(2, min(rect.height, line_h + 2 * pad) // 3)
        _leader(layer, pal, rect, plate.at, bird)
        back = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (*pal.plate, 225), back.get_rect(), border_radius=radius)
        pygame.draw.rect(back, (*pal.plate_edge, 230), back.get_rect(), 1, border_radius=radius)
        layer.blit(back, rect)
        y = rect.y + pad
        for line in plate.lines:
            surf = text_cache.render(line, px, pal.text)
            layer.blit(surf, (rect.centerx - surf.get_width() // 2, y - top))
            y += line_h + pad
    return layer


def _leader(
    layer: pygame.Surface, pal: Palette, rect: pygame.Rect, at: tuple[float, float], bird: int
) -> None:
    """A fine gold line from the plate to its station's edge, when the room the pieces
    take keeps the plate more than a bird's width away."""
    near_x = max(rect.left, min(at[0], rect.right - 1))
    near_y = max(rect.top, min(at[1], rect.bottom - 1))
    dx, dy = at[0] - near_x, at[1] - near_y
    length = math.hypot(dx, dy)
    if length < bird * 0.95:
        return
    stop = bird * 0.5 / length  # at the bird's edge
    end = (round(at[0] - dx * stop), round(at[1] - dy * stop))
    width = max(1, bird // 30)
    pygame.draw.line(layer, (*pal.plate_edge, 235), (round(near_x), round(near_y)), end, width)
    pygame.draw.circle(layer, (*pal.plate_edge, 235), end, width + 1)
