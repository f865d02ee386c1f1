"""Two rulebook figures of the second ruleset: the comparison chart, and Cazaux board pictures.

The chart draws ``data/compare.json`` (``liubo.content.compare_chart`` says which figures) as
horizontal bars on a lacquer plate: one band per measure, one bar per ruleset with its
value written at the end, a thin line for its interval, and for proportions a mark at
50%. Sizes follow the page's body text, so the chart reads on a projector as well as the
text beside it. A Cazaux picture is the usual rulebook diagram drawn on the Cazaux board,
with the stations' numbers and letters beside them.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ..content import compare_chart
from ..content.compare_chart import ChartFigure, ChartRow
from ..engine.board import Board
from ..engine.sides import Side
from .board_layer import BoardRenderer
from .geometry import BoardGeometry
from .palette import CHART_SERIES, GOLD, INK, INK_DIM, PANEL_DARK, Palette
from .paper import frame_plate
from .rulebook_blocks import MIN_SIZE, Gettext, RenderedPage
from .text import TextCache

PAD_X, PAD_Y = 24, 20  # inside the plate


def _value_text(gettext: Gettext, row: ChartRow, value: float) -> str:
    if row.unit == "percent":
        return gettext(compare_chart.PERCENT).format(value=round(100 * value))
    return f"{value:.1f}" if value < 10 else f"{value:.0f}"


#: with more configurations than this, each bar carries its name and there is no key
MANY = 3


def chart_height(rows: int, size: int, bars: int = 2) -> int:
    """The height the chart needs for ``rows`` measures of ``bars`` bars with labels
    ``size`` pixels high."""
    key = 0 if bars > MANY else round(size * 1.5) + round(size * 0.6)
    band = round(size * 1.4) + bars * round(size * 1.1) + round(size * 0.5)
    return key + rows * band + PAD_Y


def label_size(rows: int, height: int, body: int, bars: int = 2) -> int:
    """The largest label size, at most the body text's, at which the chart fits ``height``."""
    for size in range(max(MIN_SIZE, body), MIN_SIZE - 1, -1):
        if chart_height(rows, size, bars) <= height:
            return size
    return MIN_SIZE


def _fitted(text: TextCache, message: str, size: int, width: int, colour, bold: bool):  # noqa: ANN001, ANN202
    """``message`` rendered at ``size``, or smaller (down to MIN_SIZE) to fit ``width``."""
    img = text.render(message, size, colour, bold)
    while img.get_width() > width and size > MIN_SIZE:
        size -= 1
        img = text.render(message, size, colour, bold)
    return img


def draw_chart(
    surf: pygame.Surface,
    text: TextCache,
    gettext: Gettext,
    figure: ChartFigure,
    area: pygame.Rect,
    body: int,
    result: RenderedPage,
) -> None:
    """The comparison chart inside ``area`` (a plate; the caption is drawn by the page).

    With a few configurations (the rulesets) a key names their colours; with many (the
    readings) every bar has its name beside it, the first configuration (the standard
    rules) in the first colour and a dotted line at its value through the whole band.
    """
    frame_plate(surf, area)
    result.figure_rects.append(area)
    inner = area.inflate(-PAD_X, -PAD_Y)
    rects = result.text_rects
    doc = compare_chart.load(figure.source)
    rows = compare_chart.rows(doc, figure.measures)
    bars = len(rows[0].values) if rows else 2
    size = label_size(len(rows), area.height, body, bars)
    if not rows:
        img = text.render(gettext(compare_chart.NO_DATA), size, INK_DIM)
        pos = img.get_rect(center=area.center)
        surf.blit(img, pos)
        rects.append(pos)
        return
    labels = [label for label, *_rest in rows[0].values]
    names = [compare_chart.config_text(label, gettext) for label in labels]
    many = len(labels) > MANY
    x, y = inner.x, inner.y
    name_w = 0
    if many:
        name_w = min(
            max(text.size_of(name, size, False)[0] for name in names), round(inner.width * 0.45)
        )
    else:  # the key: a swatch and the name of each ruleset
        key_h = round(size * 1.5)
        for i, name in enumerate(names):
            colour = CHART_SERIES[i % len(CHART_SERIES)]
            swatch = pygame.Rect(x, y + key_h // 4, key_h, key_h // 2)
            pygame.draw.rect(surf, colour, swatch, border_radius=3)
            img = text.render(name, size, INK, True)
            pos = img.get_rect(midleft=(swatch.right + 8, y + key_h // 2))
            surf.blit(img, pos)
            rects.append(pos)
            x = pos.right + size * 2
        y += key_h + round(size * 0.6)
    # the bands: a heading, then a bar per configuration
    bar_h = round(size * 1.1)
    band_gap = round(size * 0.5)
    head_h = round(size * 1.4)
    value_w = max(text.size_of("100%", size, True)[0], text.size_of("000.0", size, True)[0]) + 10
    left, right = inner.x + (name_w + 10 if many else 0), inner.right - value_w
    for row in rows:
        head = text.render(gettext(row.label), size, GOLD, True)
        pos = head.get_rect(topleft=(inner.x, y + (head_h - head.get_height()) // 2))
        surf.blit(head, pos)
        rects.append(pos)
        y += head_h
        top = max(hi for _l, _v, _lo, hi in row.values)
        scale_max = 1.0 if row.unit == "percent" else _nice_max(top)
        width = right - left

        def at(value: float, scale: float = scale_max, width: int = width) -> int:
            return left + round(width * max(0.0, min(1.0, value / scale)))

        track = pygame.Rect(left, y, width, bar_h * len(row.values))
        pygame.draw.rect(surf, PANEL_DARK, track, border_radius=3)
        for i, (_label, value, lo, hi) in enumerate(row.values):
            if many:
                colour = CHART_SERIES[0 if i == 0 else 1]
            else:
                colour = CHART_SERIES[i % len(CHART_SERIES)]
            cy = y + i * bar_h + bar_h // 2
            if many:
                img = _fitted(text, names[i], size, name_w, INK, False)
                pos = img.get_rect(midright=(left - 10, cy))
                surf.blit(img, pos)
                rects.append(pos)
            bar = pygame.Rect(left, cy - bar_h * 3 // 8, max(2, at(value) - left), bar_h * 3 // 4)
            pygame.draw.rect(surf, colour, bar, border_radius=3)
            if hi > lo:
                pygame.draw.line(surf, INK, (at(lo), cy), (at(hi), cy), 3)
                for end in (at(lo), at(hi)):
                    pygame.draw.line(surf, INK, (end, cy - bar_h // 4), (end, cy + bar_h // 4), 3)
            img = text.render(_value_text(gettext, row, value), size, INK, True)
            pos = img.get_rect(midleft=(right + 8, cy))
            surf.blit(img, pos)
            rects.append(pos)
        if many:  # the standard rules' value, dotted through the band
            sx = at(row.values[0][1])
            for dot in range(track.top, track.bottom, 5):
                pygame.draw.line(surf, INK, (sx, dot), (sx, min(dot + 1, track.bottom)), 1)
        if row.reference is not None:
            rx = at(row.reference)
            for dash in range(track.top - 3, track.bottom + 3, 6):
                pygame.draw.line(surf, GOLD, (rx, dash), (rx, min(dash + 3, track.bottom + 3)), 2)
        y += track.height + band_gap


def _nice_max(value: float) -> float:
    """A round axis end a little above ``value`` (1, 2 or 5 times a power of ten)."""
    if value <= 0:
        return 1.0
    step = 10 ** math.floor(math.log10(value))
    for factor in (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
        if factor * step >= value * 1.05:
            return factor * step
    return 10 * step


# ---- Cazaux board pictures -----------------------------------------------------------


def draw_station_labels(surf: pygame.Surface, text: TextCache, board: Board) -> None:
    """Each station's label (Cazaux's number or letter) beside it, away from the centre."""
    geometry = BoardGeometry(board, surf.get_rect())
    size = max(MIN_SIZE - 1, round(surf.get_width() / 30))
    cx, cy = geometry.center
    offset = geometry.perch_radius * 2.6
    for perch in board.perches:
        if not perch.label:
            continue
        x, y = geometry.point(perch.index)
        dx, dy = x - cx, y - cy
        norm = math.hypot(dx, dy)
        if norm < 1:  # the centre: label above it, to the right
            dx, dy, norm = 1.0, -1.0, math.sqrt(2.0)
        elif perch.label.isalpha():  # the road stations: beside the road, not on it
            dx, dy = (dy, -dx) if abs(dx) > abs(dy) else (-dy, dx)
            norm = math.hypot(dx, dy)
        lx, ly = x + dx / norm * offset, y + dy / norm * offset
        img = text.render(perch.label, size, INK, True)
        back = img.get_rect(center=(round(lx), round(ly))).inflate(6, 2)
        pygame.draw.rect(surf, PANEL_DARK, back, border_radius=4)
        surf.blit(img, img.get_rect(center=back.center))


@lru_cache(maxsize=4)
def board_renderer(ruleset: str, palette: Palette) -> BoardRenderer:
    """The board renderer of a ruleset's board in ``palette``, shared by its pictures (the
    painted board is cached inside it per size, so a page of pictures paints it once)."""
    from ..engine import load_ruleset

    return BoardRenderer(load_ruleset(ruleset).board, palette)


def figure_placements(figure) -> list[tuple[str, Side, bool]]:  # noqa: ANN001
    """The pieces of a picture's position as its ruleset's presentation places them:
    (station id, side, drawn as an Owl)."""
    from ..engine import Game
    from ..model.presentation import move_view

    options = dict(figure.options) or None
    game = Game.from_text(figure.position, ruleset=figure.ruleset, options=options)
    view = move_view(game.rules)
    perches = game.board.perches
    return [
        (perches[station].id, piece.side, piece.owl)
        for station in range(len(perches))
        for piece in view.pieces_at(game.state, station)
    ]


def board_picture(figure, side: int, assets, text: TextCache) -> pygame.Surface:  # noqa: ANN001
    """A rulebook picture of a position, on its ruleset's own board, its pieces where the
    ruleset's presentation places them and its stations labelled where that presentation
    has labels (Cazaux's)."""
    from ..model.presentation import move_view
    from .diagram import render_diagram

    renderer = board_renderer(figure.ruleset, assets.palette)
    board = renderer.board
    image = render_diagram(
        board,
        figure_placements(figure),
        side,
        highlights=[(h.perch, h.kind) for h in figure.highlights],
        path=figure.line(),
        show_lines=True,
        names_mode=None,
        palette=assets.palette,
        renderer=renderer,
        sprites=assets.sprites,
    )
    if "labels" in move_view(figure_rules(figure)).names_cycle:
        draw_station_labels(image, text, board)
    return image


def figure_rules(figure):  # noqa: ANN001, ANN201 -- a Ruleset
    """The rules a picture's position is played by."""
    from ..engine import load_ruleset

    return load_ruleset(figure.ruleset, dict(figure.options) or None)


def rows_for(figure: ChartFigure) -> list[ChartRow]:
    """The rows the chart of ``figure`` will draw (from its data file)."""
    return compare_chart.rows(compare_chart.load(figure.source), figure.measures)


def caption_text(gettext: Gettext, figure: ChartFigure) -> str:
    """The chart's caption with the games and the date of its data file filled in."""
    return compare_chart.caption_text(figure, compare_chart.load(figure.source), gettext)
