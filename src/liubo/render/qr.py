"""A QR code as a picture: dark modules on a white ground, for a phone's camera to read."""

from __future__ import annotations

import pygame

QR_DARK = (0, 0, 0)
QR_LIGHT = (255, 255, 255)


def qr_surface(matrix: list[list[bool]], side: int) -> pygame.Surface:
    """``matrix`` (rows of dark modules, the quiet zone included) drawn in a square of at
    most ``side`` pixels, each module a whole number of pixels so that no edge blurs."""
    modules = max(1, len(matrix))
    scale = max(1, side // modules)
    surface = pygame.Surface((modules * scale, modules * scale))
    surface.fill(QR_LIGHT)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(QR_DARK, (x * scale, y * scale, scale, scale))
    return surface
