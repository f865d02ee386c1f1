"""Board geometry: perch positions, rotation and hit-testing."""

import pygame
import pytest

from liubo.engine.board import load_board
from liubo.render.geometry import BoardGeometry, rotate_unit


@pytest.fixture(scope="module")
def board():
    return load_board()


@pytest.mark.parametrize("turns", [0, 1, 2, 3])
def test_perch_at_finds_every_perch(board, turns):
    geo = BoardGeometry(board, pygame.Rect(37, 12, 680, 700), 90 * turns)
    for i in range(len(board.perches)):
        assert geo.perch_at(geo.point(i)) == i
        x, y = geo.point(i)
        assert geo.perch_at((x + geo.perch_radius * 0.5, y - geo.perch_radius * 0.5)) == i


def test_perch_at_misses_empty_space(board):
    geo = BoardGeometry(board, pygame.Rect(0, 0, 600, 600))
    assert geo.perch_at((1, 1)) is None
    assert geo.perch_at((-500, 300)) is None
    assert geo.perch_at(geo.point(0), radius=0) == 0


def test_quarter_turn_moves_perch_to_rotated_partner(board):
    rect = pygame.Rect(0, 0, 500, 500)
    still = BoardGeometry(board, rect, 0)
    for turns in (1, 2, 3):
        turned = BoardGeometry(board, rect, 90 * turns)
        for p in board.perches:
            partner = board.index[board.rotate_id(p.id, turns)]
            assert turned.point(p.index) == pytest.approx(still.point(partner), abs=1e-6)


def test_quarter_turn_is_clockwise_on_screen(board):
    geo = BoardGeometry(board, pygame.Rect(0, 0, 100, 100), 90)
    # the top middle of the board goes to the right middle
    assert geo.unit_to_screen((0.5, 0.0)) == pytest.approx((100.0, 50.0))


def test_in_between_angles_round_trip(board):
    geo = BoardGeometry(board, pygame.Rect(10, 20, 400, 400), 37.5)
    for p in board.perches:
        assert geo.screen_to_unit(geo.point(p.index)) == pytest.approx((p.x, p.y), abs=1e-9)
        assert geo.perch_at(geo.point(p.index)) == p.index
    centre = geo.unit_to_screen((0.5, 0.5))
    assert centre == pytest.approx(geo.center)


def test_rotate_unit_matches_formula():
    assert rotate_unit((0.2, 0.7), 90) == pytest.approx((0.3, 0.2))
    assert rotate_unit((0.2, 0.7), 89.999999) == pytest.approx((0.3, 0.2))
    assert rotate_unit((0.2, 0.7), 360) == pytest.approx((0.2, 0.7))


def test_geometry_uses_largest_centred_square(board):
    geo = BoardGeometry(board, pygame.Rect(0, 0, 800, 600))
    assert geo.rect == pygame.Rect(100, 0, 600, 600)
    assert geo.perch_radius > 0
