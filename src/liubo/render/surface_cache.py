"""A bounded store of drawn surfaces, least recently used dropped first."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame


class SurfaceCache:
    """Surfaces by key, made on first use and converted for the display when one exists."""

    def __init__(self, max_entries: int) -> None:
        self.max_entries = max_entries
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The surface for ``key``, calling ``make`` to draw it the first time."""
        surf = self._items.get(key)
        if surf is not None:
            self._items.move_to_end(key)
            return surf
        surf = make()
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha() if surf.get_flags() & pygame.SRCALPHA else surf.convert()
        self._items[key] = surf
        while len(self._items) > self.max_entries:
            self._items.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items
