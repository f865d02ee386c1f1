"""Board layers, sprites, text and diagrams: correctness only (no timing)."""

import random

import pygame
import pytest

from liubo.engine import group_faces
from liubo.engine.board import load_board
from liubo.engine.sides import Side
from liubo.render import (
    BIRD_STATES,
    HIGHLIGHT_KINDS,
    NAME_MODES,
    PROJECT_GLOSS_MARK,
    TILE_STATES,
    BoardGeometry,
    BoardRenderer,
    SpriteBank,
    TextCache,
    is_cjk,
    make_palette,
    render_diagram,
)

SIZE = 240


@pytest.fixture(scope="module", autouse=True)
def display():
    """pygame with a display, left running after: pygame.quit() starts its custom event
    types over, so an event type made after it (pygame-gui's, imported by the next app)
    took the number of one made before (the game's WAKE), and the next test's button
    presses were read as wake-ups and lost."""
    pygame.init()
    pygame.display.set_mode((1, 1))


@pytest.fixture(scope="module")
def board():
    return load_board()


@pytest.fixture(scope="module")
def renderer(board):
    return BoardRenderer(board, make_palette())


@pytest.fixture(scope="module")
def sprites(renderer):
    return SpriteBank(renderer.palette, renderer.text)


def _opaque_pixels(surface: pygame.Surface) -> int:
    return pygame.mask.from_surface(surface).count()


def test_layers_are_cached_by_key(renderer):
    board_a = renderer.board_surface(SIZE, 0)
    assert renderer.board_surface(SIZE, 0) is board_a
    assert renderer.board_surface(SIZE, 4) is board_a
    assert renderer.board_surface(SIZE, 1) is not board_a
    assert renderer.lines_overlay(SIZE, 2) is renderer.lines_overlay(SIZE, 2)
    assert renderer.names_overlay(SIZE, 1, "hanzi") is renderer.names_overlay(SIZE, 1, "hanzi")
    assert renderer.board_surface(SIZE + 10).get_size() == (SIZE + 10, SIZE + 10)


def test_quarter_turned_board_is_the_board_turned_clockwise(renderer):
    still = renderer.board_surface(SIZE, 0)
    turned = renderer.board_surface(SIZE, 1)
    # screen point (x, y) of the still board appears at (SIZE-1-y, x) when turned clockwise
    for x, y in ((10, 30), (50, 200), (120, 7)):
        assert turned.get_at((SIZE - 1 - y, x)) == still.get_at((x, y))


def test_board_draws_the_strokes(renderer, board):
    surf = renderer.board_surface(SIZE)
    pal = renderer.palette
    a, b = board.drawing.lines[1]
    mid = (round((a[0] * 0.8 + b[0] * 0.2) * SIZE), round((a[1] * 0.8 + b[1] * 0.2) * SIZE))
    redness = max(
        surf.get_at((mid[0] + dx, mid[1] + dy)).r - surf.get_at((mid[0] + dx, mid[1] + dy)).g
        for dx in (-1, 0, 1)
        for dy in (-1, 0, 1)
    )
    assert redness > 80  # a red stroke, not the dark ground
    lo, hi = board.drawing.pond_square
    pond = surf.get_at((round((lo * 0.85 + hi * 0.15) * SIZE), round((lo * 0.2 + hi * 0.8) * SIZE)))
    assert pond.b > pond.r  # the pond is water-tinted
    assert pal.colorblind is False


def test_lines_overlay_covers_every_edge(renderer, board):
    layer = renderer.lines_overlay(SIZE)
    for e in board.edges:
        a, b = board.perches[e.a], board.perches[e.b]
        if e.kind == "nest":
            continue
        t = 0.5
        x = round((a.x + (b.x - a.x) * t) * SIZE)
        y = round((a.y + (b.y - a.y) * t) * SIZE)
        assert max(layer.get_at((x + dx, y + dy)).a for dx in (-1, 0, 1) for dy in (-1, 0, 1)) > 0
    assert _opaque_pixels(layer) > 0


@pytest.mark.parametrize("mode", NAME_MODES)
def test_name_labels_in_every_mode(renderer, board, mode):
    layer = renderer.names_overlay(360, 0, mode)
    assert layer.get_size() == (360, 360)
    assert _opaque_pixels(layer) > 500
    labels = {renderer.label(i, mode) for i in range(len(board.perches))}
    assert len(labels) >= 8
    if mode == "hanzi":
        assert all(is_cjk(t) for t in labels)
    if mode == "english":
        assert "Pond" in labels
        assert any(t.endswith(PROJECT_GLOSS_MARK) for t in labels)
    with pytest.raises(ValueError):
        renderer.names_overlay(360, 0, "klingon")


def test_draw_blits_layers_and_handles_in_between_angles(renderer, board):
    screen = pygame.Surface((400, 300))
    geo = BoardGeometry(board, screen.get_rect(), 90)
    renderer.draw(screen, geo, show_lines=True, names_mode="pinyin")
    geo = BoardGeometry(board, screen.get_rect(), 45)
    renderer.draw(screen, geo, show_lines=True, names_mode="pinyin")
    assert screen.get_at((200, 150)) != pygame.Color(0, 0, 0)


def test_every_bird_sprite_renders(sprites):
    for side in Side:
        for state in BIRD_STATES:
            stone = sprites.bird(side, False, 40, state)
            owl = sprites.bird(side, True, 40, state)
            assert _opaque_pixels(stone) > 40 * 40 // 2
            assert _opaque_pixels(owl) > 40 * 40 // 3
            assert owl.get_height() > stone.get_height()
            assert mask_height(owl) > mask_height(stone)
        assert sprites.bird(side, False, 40) is sprites.bird(side, False, 40)
    with pytest.raises(ValueError):
        sprites.bird(Side.GREEN, False, 40, "sparkly")


def mask_height(surface: pygame.Surface) -> int:
    rects = pygame.mask.from_surface(surface, 60).get_bounding_rects()
    return max(r.bottom for r in rects) - min(r.top for r in rects)


def test_sides_differ_in_shape_not_only_colour(sprites):
    green = pygame.mask.from_surface(sprites.bird(Side.GREEN, False, 60), 250)
    white = pygame.mask.from_surface(sprites.bird(Side.WHITE, False, 60), 250)
    assert green.count() != white.count()
    assert green.overlap_area(white, (0, 0)) < max(green.count(), white.count())


def test_perch_contents(sprites):
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    sprites.draw_perch(surf, (100, 100), [(Side.GREEN, False)], 40)
    single = _opaque_pixels(surf)
    surf.fill((0, 0, 0, 0))
    sprites.draw_perch(
        surf, (100, 100), [(Side.GREEN, False), (Side.GREEN, True)], 40, ["normal", "selected"]
    )
    stack = pygame.mask.from_surface(surf).get_bounding_rects()[0]
    surf.fill((0, 0, 0, 0))
    sprites.draw_perch(surf, (100, 100), [(Side.GREEN, False), (Side.WHITE, False)], 40)
    contest = pygame.mask.from_surface(surf).get_bounding_rects()[0]
    assert single > 0
    assert contest.width > contest.height  # side by side
    assert stack.height > stack.width  # one above the other
    sprites.draw_perch(surf, (100, 100), [], 40)


def test_two_owls_of_a_blockade_are_both_seen(sprites):
    """Stacked, the second tall Owl hid the first: the pair must cover much more than one."""
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    for side in Side:
        surf.fill((0, 0, 0, 0))
        sprites.draw_perch(surf, (100, 120), [(side, True)], 40)
        one = pygame.mask.from_surface(surf).get_bounding_rects()[0]
        surf.fill((0, 0, 0, 0))
        sprites.draw_perch(surf, (100, 120), [(side, True), (side, True)], 40)
        two = pygame.mask.from_surface(surf).get_bounding_rects()[0]
        assert two.width >= 1.5 * one.width


def test_sticks_tiles_fish_and_icons(sprites):
    for group in ("light", "dark"):
        for rounded in (True, False):
            stick = sprites.stick(group, rounded, 100)
            assert stick.get_height() > stick.get_width() * 4
            assert _opaque_pixels(stick) > 0
    assert sprites.stick("light", True, 100) is sprites.stick("light", True, 100)
    rng = random.Random(1)
    for value in (1, 2, 3, 4):
        faces = group_faces(value, rng)
        assert len(faces) == 3
        assert (sum(faces) or 4) == value
    a = sprites.sticks_surface(group_faces(1, rng), group_faces(4, rng), 80, random.Random(5))
    b = sprites.sticks_surface(
        group_faces(1, random.Random(0)), group_faces(4, random.Random(0)), 80, random.Random(5)
    )
    assert _opaque_pixels(a) > 0 and a.get_size() == b.get_size()
    for number in (1, 2, 3, 4):
        for state in TILE_STATES:
            tile = sprites.tile(number, 64, state)
            assert tile.get_size() == (64, 64)
            assert _opaque_pixels(tile) > 64 * 32
    assert sprites.tile(2, 64) is sprites.tile(2, 64)
    with pytest.raises(ValueError):
        sprites.tile(5, 64)
    filled, empty = sprites.fish(40, True), sprites.fish(40, False)
    assert filled.get_size() == empty.get_size()
    assert _opaque_pixels(filled) > _opaque_pixels(empty) * 0 and _opaque_pixels(empty) > 0
    for side in Side:
        assert _opaque_pixels(sprites.waiting_birds(side, 48)) > 0
    for kind in HIGHLIGHT_KINDS:
        assert _opaque_pixels(sprites.highlight(kind, 40)) > 0


def test_colourblind_palette_changes_highlights_only():
    normal, safe = make_palette(), make_palette(colorblind=True)
    assert safe.colorblind and not normal.colorblind
    assert normal.ground == safe.ground
    assert normal.highlights != safe.highlights
    assert len({safe.highlights.colour(k) for k in HIGHLIGHT_KINDS}) == len(HIGHLIGHT_KINDS)


def test_text_cache_reuses_and_bounds():
    cache = TextCache(max_entries=3)
    a = cache.render("Pond", 16, (255, 255, 255))
    assert cache.render("Pond", 16, (255, 255, 255)) is a
    han = cache.render("方", 16, (255, 255, 255))
    assert han.get_width() > 0
    for k in range(5):
        cache.render(f"x{k}", 12)
    assert len(cache) == 3
    assert is_cjk("高") and not is_cjk("gāo")


def test_diagram_renders(board, renderer, sprites):
    surf = render_diagram(
        board,
        [
            ("GAO_SW", Side.GREEN, False),
            ("DAO_S", Side.GREEN, False),
            ("DAO_S", Side.GREEN, False),
            ("POND", Side.WHITE, True),
        ],
        200,
        highlights=[("QU_S", "legal"), ("GAO_SE", "entry"), ("ZHANG_S", "path")],
        path=["GAO_SW", "QU_S", "ZHANG_S"],
        arrows=[("POND", "LIAN_N")],
        names_mode="english",
        renderer=renderer,
        sprites=sprites,
    )
    assert surf.get_size() == (200, 200)
    plain = render_diagram(board, [], 120, show_lines=False)
    assert plain.get_size() == (120, 120)
