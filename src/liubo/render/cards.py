"""The players' cards: name, kind, score in fish, waiting birds and the throw's tiles."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ..engine import Side, Throw
from ..event_log import Gettext
from ..game_text import player_kind, side_name
from .layout import Layout
from .palette import GOLD, INK, INK_DIM, SIDE_COLOURS

if TYPE_CHECKING:
    from .table import TableSnapshot


def waiting_rect(layout: Layout, side: Side) -> pygame.Rect:
    """Where a side's waiting birds sit on its card."""
    card = layout.cards[side]
    h = card.height
    return pygame.Rect(card.x + 12, card.y + int(h * 0.56), max(1, card.width - 24), int(h * 0.38))


def tile_rects(
    layout: Layout, side: Side, throw: Throw | None, remaining: tuple[int, ...]
) -> list[tuple[pygame.Rect, int, bool]]:
    """(rect, number, used) for the throw's two tiles under ``side``'s card."""
    if throw is None:
        return []
    area = layout.tiles[side]
    size = area.height
    left = list(remaining)
    out = []
    total = 2 * size + 16
    x = area.centerx - total // 2
    for k, number in enumerate(throw.numbers):
        used = number not in left
        if not used:
            left.remove(number)
        out.append((pygame.Rect(x + k * (size + 16), area.y, size, size), number, used))
    return out


class CardView:
    """Draws one side's card and the tiles under it."""

    def __init__(self, assets, text) -> None:  # noqa: ANN001
        self.assets = assets
        self.text = text

    def waiting_center(self, layout: Layout, side: Side) -> tuple[float, float]:
        r = waiting_rect(layout, side)
        return (r.x + r.height * 0.5, r.centery)

    def draw(
        self,
        surface: pygame.Surface,
        layout: Layout,
        snap: TableSnapshot,
        side: Side,
        _: Gettext,
        tiles: list[tuple[pygame.Rect, int, bool]],
    ) -> None:
        text = self.text
        sprites = self.assets.sprites
        card = layout.cards[side]
        state = snap.state
        px = layout.px
        to_move = snap.to_move == side and not snap.over
        if to_move:
            pygame.draw.rect(surface, GOLD, card.inflate(4, 4), 3, border_radius=16)
        icon = sprites.bird(side, False, px(26))
        surface.blit(icon, icon.get_rect(center=(card.x + px(26), card.y + px(26))))
        name = text.render(side_name(_, side), px(22), SIDE_COLOURS[side], bold=True)
        surface.blit(name, (card.x + px(48), card.y + px(10)))
        kind = text.render(player_kind(_, snap.players[side]), px(14), INK_DIM)
        surface.blit(kind, (card.x + px(52) + name.get_width(), card.y + px(18)))
        score = state.scores[side]
        val = text.render(_("{score} of 6").format(score=score), px(16), INK)
        room = card.width - 14 - px(8) - val.get_width() - 10  # six fish, then the score text
        fish_w = max(12, min(px(34), room // 6 - 3))
        y = card.y + px(44)
        for k in range(6):
            f = sprites.fish(fish_w, k < score)
            surface.blit(f, (card.x + 14 + k * (fish_w + 3), y))
        val_y = y + fish_w * 0.31 - val.get_height() / 2 + 2
        surface.blit(val, (card.x + px(22) + 6 * (fish_w + 3), val_y))
        self.draw_waiting(surface, layout, snap, side, _, to_move)
        if snap.thinking is not None and side == snap.to_move:
            self.draw_thinking(surface, layout, card, snap.thinking, _)
        for rect, number, used in tiles:
            state_name = "used" if used else ("selected" if number == snap.number else "normal")
            surface.blit(sprites.tile(number, rect.width, state_name), rect)
        if tiles:
            area = layout.tiles[side]
            labels = (_("light"), _("dark"))
            for (rect, _n, _u), lab in zip(tiles, labels, strict=True):
                t = text.render(lab, px(12), INK_DIM)
                surface.blit(t, t.get_rect(midtop=(rect.centerx, min(rect.bottom - 2, area.bottom))))

    def draw_waiting(
        self,
        surface: pygame.Surface,
        layout: Layout,
        snap: TableSnapshot,
        side: Side,
        _: Gettext,
        to_move: bool,
    ) -> None:
        """The birds not yet entered, overlapping when the card is narrow."""
        sprites = self.assets.sprites
        wr = waiting_rect(layout, side)
        off = snap.state.off[side]
        anim = snap.anim
        if anim is not None and anim.move.origin is None and anim.move.side == side:
            off -= 1
        stone = max(12, min(wr.height - 6, layout.px(30)))
        selected = to_move and snap.selection == (None, None)
        label = self.text.render(_("Waiting: {count}").format(count=off), layout.px(13), INK_DIM)
        surface.blit(label, (wr.x, wr.y - 2))
        row_left = wr.x + label.get_width() + 12
        room = wr.right - row_left
        step = stone + 4
        if off > 1 and stone + (off - 1) * step > room:  # overlap the stones to stay in the card
            step = max(stone // 3, (room - stone) // (off - 1))
        for k in range(off):
            state_name = "selected" if selected and k == off - 1 else "normal"
            img = sprites.bird(side, False, stone, state_name)
            cx = row_left + stone // 2 + k * step
            surface.blit(img, img.get_rect(center=(cx, wr.centery + 4)))

    def draw_thinking(
        self, surface: pygame.Surface, layout: Layout, card: pygame.Rect, t: float, _: Gettext
    ) -> None:
        """"Thinking..." with a turning hand while the computer chooses."""
        px = layout.px
        dots = "." * (1 + int(t * 3) % 3)
        think = self.text.render(_("Thinking") + dots, px(15), GOLD)
        surface.blit(think, (card.right - px(100), card.y + px(14)))
        cx, cy, r = card.right - px(116), card.y + px(24), px(7)
        a = t * 6
        pygame.draw.circle(surface, INK_DIM, (cx, cy), r, 2)
        pygame.draw.line(surface, GOLD, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), 2)
