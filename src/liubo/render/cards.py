"""The players' cards: name, kind, score (in its ruleset's marks: fish won, stones held),
waiting birds and the throw's tiles."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ..engine import Side, Throw
from ..model.event_log import Gettext
from ..model.game_text import player_kind, side_name
from .layout import Layout
from .palette import GOLD, INK, INK_DIM, PANEL, SIDE_COLOURS
from .panels import Ledger, fit_line, put

if TYPE_CHECKING:
    from .snapshot import TableSnapshot


def strip_rows(layout: Layout, side: Side) -> list[pygame.Rect]:
    """A presenter-mode strip's rows: the name and score, the birds waiting, and (when the
    layout keeps one) the variant badge's."""
    card = layout.cards[side].inflate(-8, -8)
    rows = 3 if layout.variant else 2
    h = card.height // rows
    return [pygame.Rect(card.x, card.y + k * h, card.width, h) for k in range(rows)]


def waiting_rect(layout: Layout, side: Side) -> pygame.Rect:
    """Where a side's waiting birds sit on its card (a strip's second row)."""
    card = layout.cards[side]
    h = card.height
    if layout.compact:
        row = strip_rows(layout, side)[1]
        return pygame.Rect(row.x + 6, row.y, max(1, row.width - 12), row.height)
    return pygame.Rect(card.x + 12, card.y + int(h * 0.56), max(1, card.width - 24), int(h * 0.38))


def tile_rects(
    layout: Layout, side: Side, throw: Throw | None, remaining: tuple[int, ...]
) -> list[tuple[pygame.Rect, int, bool]]:
    """(rect, number, used) for the throw's two tiles under ``side``'s card."""
    if throw is None:
        return []
    area = layout.tiles[side]
    size = layout.tile_size()
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


def card_px(layout: Layout, card: pygame.Rect) -> Callable[[float], int]:
    """Sizes inside a card: scaled with the window, but never beyond what the card holds
    (it was drawn for 150 px of height at 720 p)."""
    scale = min(layout.scale, card.height / 150)

    def px(n: float) -> int:
        return round(n * scale)

    return px


def card_text(layout: Layout, card: pygame.Rect) -> Callable[[float], int]:
    """Text sizes inside a card: as ``card_px``, never under the layout's ``floor``."""
    px = card_px(layout, card)
    return lambda n: max(layout.floor, px(n))


class CardView:
    """Draws one side's card and the tiles under it."""

    def __init__(self, assets, text, view=None) -> None:  # noqa: ANN001
        self.assets = assets
        self.text = text
        self.view = view  # the game's MoveView: how a side's score and waiting are counted
        self.ledger: Ledger | None = None  # set by tests: where each text went, and its box
        #: where the variant badges were drawn last (hovering one lists the readings)
        self.badge_rects: dict[Side, pygame.Rect] = {}

    def score_pieces(self, side: Side) -> Side | None:
        """Whose stones stand for ``side``'s score (the prisoners it holds), or None when
        its score is drawn as fish."""
        return self.view.score_pieces(side) if self.view is not None else None

    def score_words(self, _: Gettext, score: int) -> str:
        """A side's score under its name, as its ruleset counts it."""
        if self.view is None:
            # TRANSLATORS: a side's score on its card, under a ruleset with no unit of its own.
            return _("Score: {score}").format(score=score)
        return self.view.score_words(_, score)

    def over_badge(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on a variant badge as last drawn."""
        return any(r.collidepoint(pos) for r in self.badge_rects.values())

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
        px = card_px(layout, card)
        tx = card_text(layout, card)
        to_move = snap.to_move == side and not snap.over
        if to_move:
            pygame.draw.rect(surface, GOLD, card.inflate(4, 4), 3, border_radius=16)
        if layout.compact:  # presenter mode: the card is a strip
            self.draw_strip(surface, layout, snap, side, _, to_move)
            self.draw_tiles(surface, layout, snap, _, tiles)
            return
        icon = sprites.bird(side, False, px(26))
        surface.blit(icon, icon.get_rect(center=(card.x + px(26), card.y + px(26))))
        inner = card.inflate(-12, -4)
        label, size = fit_line(
            text, side_name(_, side), tx(22), inner.right - card.x - px(48), layout.floor, True
        )
        name = text.render(label, size, SIDE_COLOURS[side], bold=True)
        put(surface, name, (card.x + px(48), card.y + px(10)), inner, self.ledger)
        kind_x = card.x + px(52) + name.get_width()
        kind_right = inner.right
        self.badge_rects.pop(side, None)
        if snap.variant:  # a rule reading differs from the default: a tab on the card's top
            box = self.draw_variant(surface, layout, snap.variant, side, tx(12))
            box.topright = (inner.right - px(4), card.y - box.height // 2)
            if box.top < 1:  # no room above the card: inside it, beside the name
                box.top = card.y + px(6)
                kind_right = box.x - px(6)
            self.draw_variant(surface, layout, snap.variant, side, tx(12), box)
        thinking = snap.thinking is not None and side == snap.to_move
        if thinking:  # the computer's kind gives way to "Thinking..." while it thinks
            self.draw_thinking(surface, layout, card, kind_x, snap.thinking or 0.0, _)
        else:
            label, size = fit_line(
                text, player_kind(_, snap.players[side]), tx(14), kind_right - kind_x, layout.floor
            )
            kind = text.render(label, size, INK_DIM)
            put(surface, kind, (kind_x, card.y + px(18)), inner, self.ledger)
        stones = self.score_pieces(side)
        score = self.view.score(state, side) if self.view is not None else state.scores[side]
        val = text.render(self.score_words(_, score), tx(16), INK)
        marks = self.view.score_marks if self.view is not None else 0
        room = card.width - 14 - px(8) - val.get_width() - 10  # the marks, then the score text
        fish_w = max(8, min(px(34), room // max(1, marks) - 3))
        y = card.y + px(44)
        for k in range(marks):
            if stones is not None:  # the enemy stones held, faded where none is held
                stone = sprites.bird(stones, False, round(fish_w * 0.8))
                if k >= score:
                    stone = stone.copy()
                    stone.set_alpha(60)
                at = (card.x + 14 + k * (fish_w + 3) + fish_w // 2, y + fish_w * 0.31)
                surface.blit(stone, stone.get_rect(center=(round(at[0]), round(at[1]))))
                continue
            f = sprites.fish(fish_w, k < score)
            surface.blit(f, (card.x + 14 + k * (fish_w + 3), y))
        val_y = y + fish_w * 0.31 - val.get_height() / 2 + 2
        val_x = card.x + 14 + (px(8) + marks * (fish_w + 3) if marks else 0)
        put(surface, val, (val_x, val_y), inner, self.ledger)
        self.draw_waiting(surface, layout, snap, side, _, to_move)
        self.draw_tiles(surface, layout, snap, _, tiles)

    def draw_tiles(
        self,
        surface: pygame.Surface,
        layout: Layout,
        snap: TableSnapshot,
        _: Gettext,
        tiles: list[tuple[pygame.Rect, int, bool]],
    ) -> None:
        """The throw's two tiles, each with its group's word in the room kept under it."""
        text = self.text
        sprites = self.assets.sprites
        for rect, number, used in tiles:
            state_name = "used" if used else ("selected" if number == snap.number else "normal")
            surface.blit(sprites.tile(number, rect.width, state_name), rect)
        if tiles:  # each tile's group named under it, in the room the layout kept there
            labels = (_("light"), _("dark"))
            for (rect, _n, _u), lab in zip(tiles, labels, strict=True):
                room = pygame.Rect(rect.x - 8, rect.bottom, rect.width + 16, layout.tile_words)
                size = max(layout.floor, round((layout.tile_words - 2) / 1.35))
                while size > layout.floor and text.size_of(lab, size)[1] > layout.tile_words - 1:
                    size -= 1  # the characters' line is taller than the letters'
                label, size = fit_line(text, lab, size, room.width, min_size=layout.floor)
                t = text.render(label, size, INK_DIM)
                put(surface, t, t.get_rect(midtop=(rect.centerx, rect.bottom + 1)).topleft,
                    layout.tiles[snap.to_move], self.ledger, "tile word")  # fmt: skip

    def draw_strip(
        self,
        surface: pygame.Surface,
        layout: Layout,
        snap: TableSnapshot,
        side: Side,
        _: Gettext,
        to_move: bool,
    ) -> None:
        """Presenter mode's card: the side and its score on one row, the birds still
        waiting (or the computer thinking) on the next, the variant badge on a third."""
        text = self.text
        card = layout.cards[side]
        rows = strip_rows(layout, side)
        top = rows[0]
        icon = self.assets.sprites.bird(side, False, max(8, top.height - 6))
        surface.blit(icon, icon.get_rect(midleft=(top.x + 2, top.centery)))
        inner = card.inflate(-8, -4)
        score = (
            self.view.score(snap.state, side) if self.view is not None else snap.state.scores[side]
        )
        size = max(layout.floor, round(top.height * 0.5))
        val = text.render(self.score_words(_, score), size, INK)
        at = val.get_rect(midright=(top.right - 4, top.centery))
        put(surface, val, at.topleft, inner, self.ledger)
        name_x = top.x + round(top.height * 1.15) + 6
        label, fitted = fit_line(
            text, side_name(_, side), max(size, round(top.height * 0.62)),
            max(1, at.x - 8 - name_x), layout.floor, bold=True,
        )  # fmt: skip
        name = text.render(label, fitted, SIDE_COLOURS[side], bold=True)
        put(surface, name, name.get_rect(midleft=(name_x, top.centery)).topleft, inner, self.ledger)
        self.badge_rects.pop(side, None)
        if snap.variant and len(rows) > 2:
            box = self.draw_variant(surface, layout, snap.variant, side, layout.floor)
            box.midleft = (name_x, rows[2].centery)
            self.draw_variant(surface, layout, snap.variant, side, layout.floor, box)
        if snap.thinking is not None and side == snap.to_move:
            wr = waiting_rect(layout, side)
            think, fitted = fit_line(
                text, _("Thinking") + "...", layout.floor, wr.width // 2, layout.floor
            )
            img = text.render(think, fitted, GOLD)
            spot = img.get_rect(midright=(wr.right, wr.centery))
            put(surface, img, spot.topleft, inner, self.ledger)
        self.draw_waiting(surface, layout, snap, side, _, to_move)

    def draw_variant(
        self,
        surface: pygame.Surface,
        layout: Layout,
        words: str,
        side: Side,
        size: int,
        box: pygame.Rect | None = None,
    ) -> pygame.Rect:
        """The variant badge ("Variant (V)"): its box's size, or drawn in ``box``."""
        badge = self.text.render(words, size, GOLD, bold=True)
        if box is None:
            return badge.get_rect().inflate(max(10, size // 2), max(4, size // 4))
        radius = max(4, box.height // 3)
        pygame.draw.rect(surface, PANEL, box, border_radius=radius)
        pygame.draw.rect(surface, GOLD, box, 1, border_radius=radius)
        self.badge_rects[side] = box
        spot = badge.get_rect(center=box.center).topleft
        put(surface, badge, spot, surface.get_rect(), self.ledger)
        return box

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
        off = self.view.waiting(snap.state, side) if self.view is not None else snap.state.off[side]
        anim = snap.anim
        if anim is not None and anim.move.origin is None and anim.move.side == side:
            off -= 1
        px = card_px(layout, layout.cards[side])
        if layout.compact:  # a strip: its second row is all the waiting birds'
            px = layout.px
        stone = max(12, min(wr.height - 6, px(30)))
        selected = to_move and snap.selection == (None, None)
        words = _("Waiting: {count}").format(count=off)
        size = max(layout.floor, px(13))
        text, size = fit_line(self.text, words, size, wr.width // 2, layout.floor)
        label = self.text.render(text, size, INK_DIM)
        if layout.compact:  # beside the birds, on the row's middle
            spot = label.get_rect(midleft=(wr.x, wr.centery)).topleft
        else:
            spot = (wr.x, wr.y - 2)
        put(surface, label, spot, layout.cards[side], self.ledger)
        row_left = wr.x + label.get_width() + 12
        room = wr.right - row_left
        step = stone + 4
        if off > 1 and stone + (off - 1) * step > room:  # overlap the stones to stay in the card
            step = max(stone // 3, (room - stone) // (off - 1))
        for k in range(off):
            state_name = "selected" if selected and k == off - 1 else "normal"
            img = sprites.bird(side, False, stone, state_name)
            cx = row_left + stone // 2 + k * step
            cy = wr.centery + (0 if layout.compact else 4)
            surface.blit(img, img.get_rect(center=(cx, cy)))

    def draw_thinking(
        self,
        surface: pygame.Surface,
        layout: Layout,
        card: pygame.Rect,
        x: int,
        t: float,
        _: Gettext,
    ) -> None:
        """A turning hand and "Thinking..." after the name while the computer chooses."""
        px = card_px(layout, card)
        r = px(7)
        cx, cy = x + r, card.y + px(24)
        width = card.right - 8 - (x + 2 * r + px(6))
        size = max(layout.floor, px(15))
        label, size = fit_line(self.text, _("Thinking") + "...", size, width, layout.floor)
        if label.endswith("..."):  # the dots come and go
            label = label[:-3] + "." * (1 + int(t * 3) % 3)
        think = self.text.render(label, size, GOLD)
        put(surface, think, (x + 2 * r + px(6), card.y + px(14)), card, self.ledger)
        a = t * 6
        pygame.draw.circle(surface, INK_DIM, (cx, cy), r, 2)
        pygame.draw.line(surface, GOLD, (cx, cy), (cx + r * math.cos(a), cy + r * math.sin(a)), 2)
