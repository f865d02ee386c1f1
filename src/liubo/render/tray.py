"""The sticks tray: the bamboo jar (shaken by a quick pointer) and the thrown sticks."""

from __future__ import annotations

import math
import random

import pygame

from ..engine import StickFaces
from .layout import Layout
from .motion import JarMotion


class TrayView:
    """Draws the jar and the last throw's sticks spilling out of it."""

    def __init__(self, assets, text) -> None:  # noqa: ANN001
        self.assets = assets
        self.text = text
        self.faces: StickFaces | None = None
        self.sticks_image: pygame.Surface | None = None
        self._layout: Layout | None = None
        self._jar: pygame.Surface | None = None
        self._jar_height = 0

    def show(self, faces: StickFaces | None, layout: Layout) -> None:
        """Show these stick faces (None: none yet)."""
        self.faces = faces
        self._layout = layout
        if faces is None:
            self.sticks_image = None
            return
        length = max(40, min(layout.px(120), int(layout.tray.height * 0.62)))
        seed = hash((faces.light, faces.dark)) & 0xFFFF
        self.sticks_image = self.assets.sprites.sticks_surface(
            faces.light, faces.dark, length, random.Random(seed)
        )

    def relayout(self, layout: Layout) -> None:
        """Redraw the sticks at the new tray size."""
        self.show(self.faces, layout)

    def draw(
        self, surface: pygame.Surface, layout: Layout, jar: JarMotion, can_throw: bool
    ) -> None:
        tray = layout.tray
        jar_img = self.jar_image(max(8, int(tray.height * 0.8)))
        wobble = 0.0
        if jar.shake > 0.001:
            wobble = math.sin(jar.phase) * 18 * jar.shake
        elif can_throw:
            wobble = math.sin(pygame.time.get_ticks() / 400.0) * 1.5
        img = pygame.transform.rotate(jar_img, wobble) if abs(wobble) > 0.05 else jar_img
        jx = tray.x + 16 + jar_img.get_width() // 2
        jy = tray.bottom - 10 - jar_img.get_height() // 2
        surface.blit(img, img.get_rect(center=(jx, jy)))
        sticks = self.sticks_image
        if sticks is None:
            return
        half = jar_img.get_width() // 2
        area = pygame.Rect(jx + half + 4, tray.y + 6, tray.right - jx - half - 10, tray.height - 12)
        if area.width < 2 or area.height < 2:
            return
        scale = min(1.0, area.width / sticks.get_width(), area.height / sticks.get_height())
        if scale < 1.0:
            size = (
                max(1, int(sticks.get_width() * scale)),
                max(1, int(sticks.get_height() * scale)),
            )
            sticks = self.sticks_image = pygame.transform.smoothscale(sticks, size)
        t = 1 - (1 - jar.spill) ** 2
        x = jx + (area.centerx - jx) * t
        y = (tray.y + 10) + (area.centery - tray.y - 10) * t
        if t < 1.0:
            faded = sticks.copy()
            faded.set_alpha(int(255 * min(1.0, t * 1.6)))
            surface.blit(faded, faded.get_rect(center=(x, y)))
        else:
            surface.blit(sticks, sticks.get_rect(center=(x, y)))

    def jar_image(self, height: int) -> pygame.Surface:
        """A bamboo cup with the six sticks in it (painted once per size)."""
        if self._jar is None or self._jar_height != height:
            self._jar = paint_jar(self.assets.palette, height)
            self._jar_height = height
        return self._jar


def paint_jar(pal, height: int) -> pygame.Surface:  # noqa: ANN001
    """The bamboo jar, ``height`` pixels tall, lacquer bands and sticks showing."""
    w = max(30, int(height * 0.55))
    surf = pygame.Surface((w + 8, height), pygame.SRCALPHA)
    body = pygame.Rect(4, int(height * 0.3), w, int(height * 0.68))
    stick_cols = [pal.bamboo_light, pal.lacquer_stick_light] * 3
    for k, col in enumerate(stick_cols):
        x = body.x + int(body.width * (0.18 + 0.13 * k))
        top = int(height * (0.02 + 0.05 * (k % 3)))
        pygame.draw.line(surf, (0, 0, 0), (x + 1, top + 1), (x + 1, body.y + 10), 6)
        pygame.draw.line(surf, col, (x, top), (x, body.y + 10), 5)
    strips = 12
    for k in range(strips):
        t = (k + 0.5) / strips
        amt = math.sin(math.pi * t) ** 0.8
        c = tuple(
            int(pal.bamboo_dark[i] + (pal.bamboo[i] - pal.bamboo_dark[i]) * amt) for i in range(3)
        )
        strip = pygame.Rect(
            body.x + body.width * k // strips, body.y, body.width // strips + 1, body.height
        )
        pygame.draw.rect(surf, c, strip)
    for fy in (0.12, 0.5, 0.88):
        y = body.y + int(body.height * fy)
        pygame.draw.line(surf, pal.vermilion_dark, (body.x, y), (body.right - 1, y), 3)
    pygame.draw.rect(surf, (40, 20, 10), body, 2, border_radius=4)
    pygame.draw.ellipse(surf, (30, 14, 8), pygame.Rect(body.x, body.y - 5, body.width, 10))
    pygame.draw.ellipse(surf, pal.bamboo_light, pygame.Rect(body.x, body.y - 5, body.width, 10), 2)
    return surf
