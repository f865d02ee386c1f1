"""What a teacher can lay over the board: the odds panel, the chance badges on the birds,
and the legend of the dagger after our own English glosses."""

from __future__ import annotations

import pygame

from ..engine import Side
from ..model.event_log import Gettext
from .geometry import BoardGeometry
from .layout import Layout
from .palette import GOLD, INK, INK_DIM, PANEL_DARK, SIDE_COLOURS
from .panels import Ledger, fit_line, put, wrap_text
from .text import TextCache


def draw_gloss_legend(
    surface: pygame.Surface, layout: Layout, text: TextCache, _: Gettext, ledger: Ledger | None
) -> None:
    """What the dagger after some English names means, in the board's bottom corner."""
    board = layout.board
    label, size = fit_line(
        text,
        _("\u2020 a gloss of our own, not the rulebook's"),
        layout.px(12),
        board.width // 2,
    )
    img = text.render(label, size, INK)
    rect = img.get_rect(bottomright=(board.right - 10, board.bottom - 6)).inflate(10, 4)
    pygame.draw.rect(surface, PANEL_DARK, rect, border_radius=5)
    put(surface, img, img.get_rect(center=rect.center).topleft, board, ledger, "legend")


def draw_badges(
    surface: pygame.Surface,
    geo: BoardGeometry,
    layout: Layout,
    text: TextCache,
    badges: list[tuple[int, str, float]],
    ledger: Ledger | None,
) -> None:
    """A chance beside each bird: how likely the opponent can take it next turn."""
    size = max(10, layout.px(13))
    seen: dict[int, int] = {}
    for perch, label, chance in badges:
        k = seen.get(perch, 0)
        seen[perch] = k + 1
        colour = INK_DIM if chance == 0 else (GOLD if chance < 0.25 else (255, 120, 90))
        img = text.render(label, size, colour, bold=chance > 0)
        x, y = geo.int_point(perch)
        r = round(geo.perch_radius)
        rect = img.get_rect(topleft=(x + r, y - 3 * r + k * (img.get_height() + 2)))
        rect = rect.inflate(8, 2)
        rect.clamp_ip(layout.board)
        pygame.draw.rect(surface, PANEL_DARK, rect, border_radius=6)
        pygame.draw.rect(surface, colour, rect, 1, border_radius=6)
        put(
            surface,
            img,
            img.get_rect(center=rect.center).topleft,
            layout.board,
            ledger,
            "badge",
        )


def draw_odds(
    surface: pygame.Surface,
    layout: Layout,
    text: TextCache,
    lines: list[str],
    ledger: Ledger | None,
) -> None:
    """The odds panel in the board's top-left corner."""
    lay = layout
    board = lay.board
    width = max(1, board.width // 2 - 20)
    size = lay.px(13)
    step = round(size * 1.35)
    wrapped: list[tuple[str, bool]] = []
    for k, line in enumerate(lines):
        wrapped += [(part, k == 0) for part in wrap_text(text, line, size, width - 16)]
    rect = pygame.Rect(board.x + 12, board.y + 12, width, len(wrapped) * step + 12)
    rect.height = min(rect.height, board.height - 24)
    pygame.draw.rect(surface, PANEL_DARK, rect, border_radius=8)
    pygame.draw.rect(surface, GOLD, rect, 1, border_radius=8)
    for k, (part, head) in enumerate(wrapped):
        y = rect.y + 6 + k * step
        if y + step > rect.bottom:
            break
        img = text.render(part, size, GOLD if head else INK, bold=head)
        put(surface, img, (rect.x + 8, y), rect, ledger, "odds")


def draw_win_bar(
    surface: pygame.Surface, layout: Layout, text: TextCache, green: float, ledger: Ledger | None
) -> None:
    """Each side's chance to win as one bar along the board's right edge: Green's share
    from the bottom (Green's side of the board), White's from the top, with the numbers."""
    board = layout.board
    width = max(6, layout.px(10))
    height = board.height - 2 * layout.px(40)
    if height < 20:
        return
    rect = pygame.Rect(board.right - layout.px(6) - width, board.y + layout.px(40), width, height)
    green = min(1.0, max(0.0, green))
    split = rect.bottom - round(green * rect.height)
    pygame.draw.rect(surface, SIDE_COLOURS[Side.WHITE], (rect.x, rect.y, width, split - rect.y))
    pygame.draw.rect(surface, SIDE_COLOURS[Side.GREEN], (rect.x, split, width, rect.bottom - split))
    pygame.draw.rect(surface, GOLD, rect.inflate(2, 2), 1)
    size = max(10, layout.px(12))
    for chance, side, anchor in (
        (green, Side.GREEN, "bottom"),
        (1.0 - green, Side.WHITE, "top"),
    ):
        img = text.render(f"{round(100 * chance)}%", size, SIDE_COLOURS[side], bold=True)
        if anchor == "bottom":
            spot = img.get_rect(topright=(rect.right, rect.bottom + 3))
        else:
            spot = img.get_rect(bottomright=(rect.right, rect.y - 3))
        back = spot.inflate(6, 2)
        pygame.draw.rect(surface, PANEL_DARK, back, border_radius=4)
        put(surface, img, spot.topleft, board, ledger, "win chance")
