"""The page's art, exported at build time from the desktop's own renderer.

The browser draws nothing of its own: the lacquered boards, their helper lines and name
plates, the birds and Owls, the sticks, the jar, the number tiles, the fish and the
highlight marks are painted by :mod:`liubo.render` (headless, no window) and written as
images, with ``art.json`` saying where each board's perches are and the palette's
colours, so that both editions look like the same game.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

BOARD_PX = 1024  # the boards' side: sharp on a 1366x768 screen at twice the density
BIRD_PX = 112
STICK_PX = 128
TILE_PX = 112
FISH_PX = 48
MARK_PX = 128
JAR_PX = 180


def _pygame() -> Any:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    return pygame


def boards() -> list[Any]:
    """The board of every ruleset a new game can be played by, each once."""
    from ...engine.ruleset import load_ruleset
    from ...model.presentation import rulesets_shown

    seen: dict[str, Any] = {}
    for rid in rulesets_shown():
        board = load_ruleset(rid).board
        seen.setdefault(board.id, board)
    return list(seen.values())


def export(out: Path) -> dict[str, Any]:
    """Write the images into ``out`` and return what ``art.json`` says of them."""
    pygame = _pygame()
    from ...engine.sides import Side
    from ...render.bird_paint import BIRD_STATES
    from ...render.board_layer import BoardRenderer
    from ...render.board_names import NAME_MODES
    from ...render.geometry import HIT_RADIUS_UNITS, PERCH_RADIUS_UNITS
    from ...render.palette import MARKER_KINDS, make_palette
    from ...render.sprites import SpriteBank
    from ...render.text import TextCache
    from ...render.tokens import STICK_GROUPS, TILE_STATES
    from ...render.tray import paint_jar

    out.mkdir(parents=True, exist_ok=True)
    pal = make_palette()
    text = TextCache()
    sprites = SpriteBank(pal, text)

    def save(surface: Any, name: str) -> str:
        pygame.image.save(surface, str(out / name))
        return name

    doc: dict[str, Any] = {
        "perch_radius": PERCH_RADIUS_UNITS,
        "hit_radius": HIT_RADIUS_UNITS,
        "boards": {},
        "birds": {},
        "sticks": {},
        "tiles": {},
        "marks": {},
    }
    for board in boards():
        renderer = BoardRenderer(board, pal, text)
        names = {}
        labelled = any(p.label for p in board.perches)
        for mode in NAME_MODES:
            if mode == "labels" and not labelled:
                continue
            names[mode] = save(
                renderer.names_overlay(BOARD_PX, 0, mode), f"names_{board.id}_{mode}.png"
            )
        doc["boards"][board.id] = {
            "image": save(renderer.board_surface(BOARD_PX), f"board_{board.id}.jpg"),
            "lines": save(renderer.lines_overlay(BOARD_PX), f"lines_{board.id}.png"),
            "names": names,
            "perches": [[p.x, p.y] for p in board.perches],
            "ids": [p.id for p in board.perches],
            "stations": len(board.perches),
        }
    for side in Side:
        for owl in (False, True):
            for state in BIRD_STATES:
                key = f"{side.key}_{'owl' if owl else 'bird'}_{state}"
                doc["birds"][key] = save(sprites.bird(side, owl, BIRD_PX, state), f"{key}.png")
    for group in STICK_GROUPS:
        for rounded in (False, True):
            key = f"{group}_{'rounded' if rounded else 'flat'}"
            doc["sticks"][key] = save(sprites.stick(group, rounded, STICK_PX), f"stick_{key}.png")
    for number in (1, 2, 3, 4):
        for state in TILE_STATES:
            key = f"{number}_{state}"
            doc["tiles"][key] = save(sprites.tile(number, TILE_PX, state), f"tile_{key}.png")
    for kind in MARKER_KINDS:
        doc["marks"][kind] = save(sprites.highlight(kind, MARK_PX), f"mark_{kind}.png")
    doc["fish"] = {
        "full": save(sprites.fish(FISH_PX, True), "fish_full.png"),
        "empty": save(sprites.fish(FISH_PX, False), "fish_empty.png"),
    }
    doc["jar"] = save(paint_jar(pal, JAR_PX), "jar.png")
    doc["palette"] = {
        name: "#{:02x}{:02x}{:02x}".format(*getattr(pal, name))
        for name in (
            "ground_deep",
            "ground",
            "ground_sheen",
            "rim",
            "vermilion",
            "ochre",
            "gold",
            "plate",
            "plate_edge",
            "text",
            "text_dim",
            "jade",
            "ivory",
            "helper_line",
        )
    }
    (out / "art.json").write_text(json.dumps(doc, indent=1), encoding="utf-8")
    return doc
