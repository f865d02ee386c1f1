"""Render the art to PNG files for looking at: ``python -m liubo.render.preview OUTDIR``."""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine import group_faces
from ..engine.board import load_board
from ..engine.sides import Side
from .bird_paint import BIRD_STATES
from .board_layer import BoardRenderer
from .diagram import render_diagram
from .geometry import BoardGeometry
from .palette import HIGHLIGHT_KINDS, make_palette
from .sprites import SpriteBank
from .tokens import TILE_STATES

if TYPE_CHECKING:
    import pygame

BOARD_PX = 720
DOCS_BOARD_PX = 900  # the perch-id diagram in docs/rules.md
DOCS_BAND_PX = 44  # the caption bands above and below it (White sits North, Green South)


def _sheet(sprites: SpriteBank, pygame_mod: object) -> pygame.Surface:
    """All sprite kinds on one lacquer-coloured sheet."""
    import pygame

    pal = sprites.palette
    sheet = pygame.Surface((900, 640))
    sheet.fill(pal.ground)
    x = 20
    for side in Side:
        for owl in (False, True):
            for state in BIRD_STATES:
                sprite = sprites.bird(side, owl, 48, state)
                sheet.blit(sprite, sprite.get_rect(center=(x + 36, 80)))
                x += 72
    y = 190
    sprites.draw_perch(sheet, (60, y), [(Side.GREEN, False), (Side.GREEN, False)], 48)
    sprites.draw_perch(sheet, (150, y), [(Side.WHITE, False), (Side.WHITE, True)], 48)
    sprites.draw_perch(sheet, (260, y), [(Side.GREEN, False), (Side.WHITE, False)], 48)
    sprites.draw_perch(sheet, (380, y), [(Side.GREEN, True), (Side.WHITE, True)], 48)
    for k, kind in enumerate(HIGHLIGHT_KINDS):
        mark = sprites.highlight(kind, 44)
        sheet.blit(mark, mark.get_rect(center=(480 + 70 * k, y)))
    rng = random.Random(3)
    for k, (lv, dv) in enumerate(((1, 4), (3, 2))):
        sprites.draw_sticks(
            sheet, (180 + 420 * k, 320), group_faces(lv, rng), group_faces(dv, rng), 120, rng
        )
    for k, rounded in enumerate((True, False)):
        for g, group in enumerate(("light", "dark")):
            stick = sprites.stick(group, rounded, 160)
            sheet.blit(stick, (30 + 40 * (2 * k + g), 450))
    for number in (1, 2, 3, 4):
        for row, state in enumerate(TILE_STATES):
            tile = sprites.tile(number, 56, state)
            sheet.blit(tile, (230 + 60 * (number - 1), 410 + 60 * row))
    for k in range(6):
        fish = sprites.fish(40, k < 4)
        sheet.blit(fish, (560 + 46 * k, 580))
    for k, side in enumerate(Side):
        icon = sprites.waiting_birds(side, 56)
        sheet.blit(icon, (500 + 70 * k, 420))
    return sheet


def render_all(outdir: Path) -> list[Path]:
    """Write the preview images into ``outdir`` and return their paths."""
    import pygame

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    outdir.mkdir(parents=True, exist_ok=True)
    board = load_board()
    pal = make_palette()
    renderer = BoardRenderer(board, pal)
    sprites = SpriteBank(pal, renderer.text)
    written: list[Path] = []

    def save(surface: pygame.Surface, name: str) -> None:
        path = outdir / name
        pygame.image.save(surface, str(path))
        written.append(path)

    save(renderer.board_surface(BOARD_PX), "board.png")
    for mode in ("hanzi", "pinyin", "english"):
        frame = renderer.board_surface(BOARD_PX).copy()
        frame.blit(renderer.lines_overlay(BOARD_PX), (0, 0))
        frame.blit(renderer.names_overlay(BOARD_PX, 0, mode), (0, 0))
        save(frame, f"board_lines_{mode}.png")
    frame = renderer.board_surface(BOARD_PX, 1).copy()
    frame.blit(renderer.lines_overlay(BOARD_PX, 1), (0, 0))
    frame.blit(renderer.names_overlay(BOARD_PX, 1, "english"), (0, 0))
    save(frame, "board_rotated_90.png")
    mid = pygame.Surface((BOARD_PX + 200, BOARD_PX + 200))
    renderer.draw(
        mid, BoardGeometry(board, mid.get_rect().inflate(-200, -200), 30.0), show_lines=True
    )
    save(mid, "board_rotating_30.png")
    save(_sheet(sprites, pygame), "sprites.png")

    # a game-like frame: 1280x720, board 680 px, pieces, highlights and a path
    screen = pygame.Surface((1280, 720))
    screen.fill(pal.ground_deep)
    geometry = BoardGeometry(board, pygame.Rect(300, 20, 680, 680))
    renderer.draw(screen, geometry, show_lines=True, names_mode="hanzi")
    size = round(geometry.perch_radius * 2)
    mark = round(geometry.perch_radius * 2.4)
    for pid, kind in (
        ("QU_S", "legal"),
        ("DAO_S", "legal"),
        ("GAO_SE", "entry"),
        ("CHANG_SW", "last_move"),
    ):
        m = sprites.highlight(kind, mark)
        screen.blit(m, m.get_rect(center=geometry.int_point(board.index[pid])))
    pieces = {
        "GAO_SW": [(Side.GREEN, False)],
        "ZHANG_S": [(Side.GREEN, False), (Side.GREEN, False)],
        "POND": [(Side.WHITE, True)],
        "DAO_N": [(Side.GREEN, False), (Side.WHITE, False)],
        "CHANG_NE": [(Side.WHITE, False)],
        "NEST_SE": [(Side.WHITE, False)],
        "LIAN_E": [(Side.GREEN, True)],
    }
    for pid in sorted(pieces, key=lambda p: geometry.point(board.index[p])[1]):
        sprites.draw_perch(screen, geometry.point(board.index[pid]), pieces[pid], size)
    sprites.draw_perch(
        screen, geometry.point(board.index["GAO_SE"]), [(Side.GREEN, False)], size, "selected"
    )
    for k in range(4):
        tile = sprites.tile(k + 1, 64, ("normal", "used", "selected", "normal")[k])
        screen.blit(tile, (1010 + (k % 2) * 72, 420 + (k // 2) * 72))
    rng = random.Random(7)
    sprites.draw_sticks(screen, (1110, 300), group_faces(2, rng), group_faces(4, rng), 110, rng)
    for side, y in ((Side.WHITE, 40), (Side.GREEN, 600)):
        screen.blit(sprites.waiting_birds(side, 56), (30, y))
        for k in range(6):
            screen.blit(
                sprites.fish(30, k < (2 if side == Side.WHITE else 3)), (100 + 34 * k, y + 18)
            )
    save(screen, "game_frame.png")

    diagram = render_diagram(
        board,
        [
            ("GAO_SW", Side.GREEN, False),
            ("QU_S", Side.WHITE, False),
            ("POND", Side.WHITE, True),
            ("DAO_S", Side.GREEN, False),
            ("DAO_S", Side.GREEN, False),
        ],
        360,
        highlights=[("CHANG_SE", "legal"), ("GAO_SE", "entry"), ("ZHANG_S", "path")],
        path=["GAO_SW", "QU_S", "ZHANG_S", "DAO_S"][:3],
        arrows=[("POND", "LIAN_W")],
        names_mode=None,
        renderer=renderer,
        sprites=sprites,
    )
    save(diagram, "diagram.png")
    small = render_diagram(
        board,
        [("NEST_NW", Side.GREEN, True)],
        200,
        show_lines=False,
        renderer=renderer,
        sprites=sprites,
    )
    save(small, "diagram_small.png")
    return written


class _PerchIdRenderer(BoardRenderer):
    """A board renderer whose name plates show perch ids (``QU_S``) instead of names."""

    def label(self, index: int, mode: str) -> str:
        return self.board.perches[index].id


def board_ids_image(size: int = DOCS_BOARD_PX) -> pygame.Surface:
    """The board with helper lines, every perch labelled with its id, White's side and
    Green's side named above and below: the diagram of ``docs/rules.md``."""
    import pygame

    board = load_board()
    pal = make_palette()
    renderer = _PerchIdRenderer(board, pal)
    sprites = SpriteBank(pal, renderer.text)
    band = DOCS_BAND_PX
    image = pygame.Surface((size, size + 2 * band))
    image.fill(pal.ground_deep)
    geometry = BoardGeometry(board, pygame.Rect(0, band, size, size))
    renderer.draw(image, geometry, show_lines=True)
    mark = round(geometry.perch_radius * 2.6)
    for side in Side:
        for index in board.entry[side]:
            m = sprites.highlight("entry", mark)
            image.blit(m, m.get_rect(center=geometry.int_point(index)))
    image.blit(renderer.names_overlay(size, 0, "english"), geometry.rect.topleft)
    font_px = round(band * 0.42)
    for text, y in (
        (
            "White (\u767d) sits North: enters at GAO_NW and GAO_NE, scores in NEST_SW and NEST_SE",
            band // 2,
        ),
        (
            "Green (\u9752) sits South: enters at GAO_SW and GAO_SE, scores in NEST_NW and NEST_NE",
            size + band + band // 2,
        ),
    ):
        caption = renderer.text.render(text, font_px, pal.text)
        image.blit(caption, caption.get_rect(center=(size // 2, y)))
    return image


def write_docs_images(outdir: Path) -> list[Path]:
    """Write the images that ``docs/rules.md`` shows (``make docs-images``)."""
    import pygame

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    outdir.mkdir(parents=True, exist_ok=True)
    path = outdir / "board_ids.png"
    pygame.image.save(board_ids_image(), str(path))
    return [path]


def frame_time(samples: int = 200) -> float:
    """Median CPU seconds to draw a 1280x720 game frame (lines, names, one moving bird)."""
    import pygame

    board = load_board()
    pal = make_palette()
    renderer = BoardRenderer(board, pal)
    sprites = SpriteBank(pal, renderer.text)
    screen = pygame.display.set_mode((1280, 720))
    geometry = BoardGeometry(board, pygame.Rect(300, 20, 680, 680))
    size = round(geometry.perch_radius * 2)
    times = []
    for k in range(samples):
        t0 = time.process_time()
        screen.fill(pal.ground_deep)
        renderer.draw(screen, geometry, show_lines=True, names_mode="hanzi")
        for i in range(0, 12, 2):
            sprites.draw_bird(screen, geometry.point(i), Side(i % 2), False, size)
        x = 300 + (k * 3) % 680
        sprites.draw_bird(screen, (x, 360), Side.GREEN, True, size)
        times.append(time.process_time() - t0)
    times.sort()
    return times[len(times) // 2]


def main(argv: list[str] | None = None) -> int:
    """Entry point: write previews into the folder named on the command line."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args == ["--docs"]:
        print("usage: python -m liubo.render.preview [--docs] OUTDIR", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args[0] == "--docs":
        for path in write_docs_images(Path(args[1])):
            print(path)
        return 0
    for path in render_all(Path(args[0])):
        print(path)
    print(f"median frame: {frame_time() * 1000:.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
