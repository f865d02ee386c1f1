"""The perch names on the board: each perch's label in a names mode, and where it goes.

The names overlay labels every perch in the mode the player chose (characters, pinyin,
English with the project's own glosses marked, a ruleset's own labels, or presenter
mode's characters with a reading); :func:`paint_names` sets each label on a plate beside
its perch, where it covers the fewest birds, lines and other labels and stays on the
board. :class:`.board_layer.BoardRenderer` caches the layer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from ..engine.board import Board
from .geometry import PERCH_RADIUS_UNITS, rotate_unit
from .lacquer import seg_distance
from .palette import Palette
from .text import TextCache

NAME_MODES = ("hanzi", "pinyin", "english", "labels")
#: presenter mode's labels: the characters and the chosen reading in one label
JOINED_MODES = ("hanzi+pinyin", "hanzi+english")
PROJECT_GLOSS_MARK = "\u2020"  # dagger after the project's own English glosses


def name_font_px(size: int, mode: str, zoom: float = 1.0) -> int:
    """The names' text size on a board ``size`` pixels square: characters and a ruleset's
    own labels larger than pinyin or English; ``zoom`` (presenter mode) larger still."""
    if mode in JOINED_MODES:  # presenter mode: characters and reading in one label
        return max(9, round(size * 0.023 * min(zoom, 1.2)))
    return max(9, round(size * (0.024 if mode in ("hanzi", "labels") else 0.019) * zoom))


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


def paint_names(
    board: Board,
    pal: Palette,
    text_cache: TextCache,
    size: int,
    quarter_turns: int,
    mode: str,
    zoom: float = 1.0,
) -> pygame.Surface:
    """The names layer: every perch's label on a plate, ``size`` pixels square, upright on a
    board turned ``quarter_turns``, each plate where it hides the least."""
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    pts = [rotate_unit((p.x, p.y), 90 * quarter_turns) for p in board.perches]
    pts = [(x * size, y * size) for x, y in pts]
    edges = [(pts[e.a], pts[e.b]) for e in board.edges]
    font_px = name_font_px(size, mode, zoom)
    bird_r = PERCH_RADIUS_UNITS * size
    pad_x, pad_y = max(2, round(font_px * 0.35)), max(1, round(font_px * 0.12))
    placed: list[pygame.Rect] = []
    directions = [(math.cos(a), math.sin(a)) for a in (math.pi * k / 4 for k in range(8))]
    for i in range(len(board.perches)):
        text = label_text(board, i, mode)
        surf = text_cache.render(text, font_px, pal.text)
        w, h = surf.get_width() + 2 * pad_x, surf.get_height() + 2 * pad_y
        best: tuple[float, pygame.Rect] | None = None
        for dx, dy in directions:
            # push the plate out until it clears the bird drawn on the perch
            reach = bird_r * 1.05 + abs(dx) * w / 2 + abs(dy) * h / 2
            cx, cy = pts[i][0] + dx * reach, pts[i][1] + dy * reach
            rect = pygame.Rect(0, 0, w, h)
            rect.center = (round(cx), round(cy))
            score = _label_score(rect, i, pts, edges, placed, bird_r, size)
            if best is None or score > best[0]:
                best = (score, rect)
        assert best is not None
        rect = best[1]
        placed.append(rect)
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(2, h // 3)
        pygame.draw.rect(plate, (*pal.plate, 215), plate.get_rect(), border_radius=radius)
        pygame.draw.rect(plate, (*pal.plate_edge, 220), plate.get_rect(), 1, border_radius=radius)
        layer.blit(plate, rect)
        layer.blit(surf, surf.get_rect(center=rect.center))
    return layer


def _label_score(
    rect: pygame.Rect,
    own: int,
    pts: Sequence[tuple[float, float]],
    edges: Sequence[tuple[tuple[float, float], tuple[float, float]]],
    placed: Sequence[pygame.Rect],
    bird_r: float,
    size: int,
) -> float:
    """Higher is better: stay on the board, off birds, lines and other labels."""
    score = 0.0
    inset = rect.clip(pygame.Rect(0, 0, size, size))
    score -= (rect.width * rect.height - inset.width * inset.height) * 4.0
    for j, (x, y) in enumerate(pts):
        if j == own:
            continue
        near_x = max(rect.left, min(x, rect.right))
        near_y = max(rect.top, min(y, rect.bottom))
        gap = math.hypot(x - near_x, y - near_y) - bird_r
        if gap < bird_r:
            score -= (bird_r - gap) * 40
    cx, cy = rect.center
    half = math.hypot(rect.width, rect.height) / 2
    for a, b in edges:
        dist = seg_distance((cx, cy), a, b)
        if dist < half:
            score -= (half - dist) * 3
    for other in placed:
        overlap = rect.clip(other.inflate(4, 4))
        score -= overlap.width * overlap.height * 6.0
    return score
