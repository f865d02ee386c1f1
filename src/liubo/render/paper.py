"""The rulebook's paper: a warm sheet with fibres, lacquer plates for figures, and a seal."""

from __future__ import annotations

import random

import pygame

from .palette import PANEL, PANEL_EDGE, PAPER, PAPER_EDGE, SEAL
from .text import TextCache


def paper(size: tuple[int, int]) -> pygame.Surface:
    """A sheet of warm paper with soft fibres and a darker edge (deterministic)."""
    w, h = size
    surf = pygame.Surface((max(1, w), max(1, h)))
    surf.fill(PAPER)
    rng = random.Random(w * 7919 + h)
    fibre = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for _ in range(w * h // 900):
        x, y = rng.randrange(max(1, w)), rng.randrange(max(1, h))
        length = rng.randint(4, 18)
        tone = rng.choice(((120, 84, 40, 22), (255, 246, 220, 40)))
        pygame.draw.line(fibre, tone, (x, y), (x + length, y + rng.randint(-2, 2)), 1)
    surf.blit(fibre, (0, 0))
    edge = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    for k in range(14):
        pygame.draw.rect(edge, (110, 70, 30, 14), edge.get_rect().inflate(-2 * k, -2 * k), 1)
    surf.blit(edge, (0, 0))
    pygame.draw.rect(surf, PAPER_EDGE, surf.get_rect(), 1)
    return surf


def frame_plate(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A dark lacquer plate with a bronze frame, mounted on the paper."""
    pygame.draw.rect(surf, (120, 84, 50), rect.move(3, 4), border_radius=8)
    pygame.draw.rect(surf, PANEL, rect, border_radius=8)
    pygame.draw.rect(surf, PANEL_EDGE, rect, 2, border_radius=8)
    pygame.draw.rect(surf, (92, 60, 30), rect.inflate(-8, -8), 1, border_radius=6)


#: A seal smaller than this is not drawn (its characters would be a smudge).
MIN_SEAL = 24


def draw_seal(surf: pygame.Surface, text: TextCache, rect: pygame.Rect) -> bool:
    """A square vermilion seal reading 六博, faded into the paper like a printer's mark;
    nothing (False) when ``rect`` is smaller than ``MIN_SEAL`` (a page a few pixels tall)."""
    if min(rect.size) < MIN_SEAL:
        return False
    seal = pygame.Surface(rect.size, pygame.SRCALPHA)
    r = seal.get_rect()
    pygame.draw.rect(seal, (*SEAL, 150), r, border_radius=max(4, r.width // 14))
    pygame.draw.rect(
        seal,
        (*PAPER, 170),
        r.inflate(-r.width // 9, -r.width // 9),
        max(2, r.width // 40),
        border_radius=max(3, r.width // 20),
    )
    size = round(r.height * 0.36)
    for k, ch in enumerate("六博"):
        img = text.render(ch, size, PAPER, True)
        seal.blit(img, img.get_rect(center=(r.centerx, r.y + r.height * (0.3 + 0.4 * k))))
    surf.blit(seal, rect)
    return True
