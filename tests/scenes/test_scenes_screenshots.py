"""Reference screenshots of the title, a game in progress (lines and names) and the victory.

Compared after shrinking to a quarter size, with a tolerance; regenerate with
``LIUBO_REGEN_SCREENSHOTS=1 pytest tests/scenes/test_scenes_screenshots.py`` and look at them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from liubo.tools.stills import game_with_preview, title_ready

REFERENCE = Path(__file__).parent / "screenshots"
REGEN = os.environ.get("LIUBO_REGEN_SCREENSHOTS") == "1"
MEAN_TOLERANCE = 3.0  # mean absolute difference per channel, 0-255
PIXEL_TOLERANCE = 0.02  # share of (shrunken) pixels allowed to differ by more than 48


def compare(surface: pygame.Surface, name: str) -> None:
    path = REFERENCE / f"{name}.png"
    if REGEN or not path.exists():
        REFERENCE.mkdir(exist_ok=True)
        pygame.image.save(surface, str(path))
        if not REGEN:
            pytest.skip(f"reference {path.name} created; check it and commit it")
        return
    ref = pygame.image.load(str(path))
    assert ref.get_size() == surface.get_size(), f"{name}: size changed"
    small = (surface.get_width() // 4, surface.get_height() // 4)
    a = pygame.image.tobytes(pygame.transform.smoothscale(surface, small), "RGB")
    b = pygame.image.tobytes(pygame.transform.smoothscale(ref.convert(), small), "RGB")
    diffs = [abs(x - y) for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / len(diffs)
    big = sum(1 for k in range(0, len(diffs), 3) if max(diffs[k : k + 3]) > 48) / (len(diffs) // 3)
    if mean > MEAN_TOLERANCE or big > PIXEL_TOLERANCE:
        out = REFERENCE / f"{name}.actual.png"
        pygame.image.save(surface, str(out))
        pytest.fail(f"{name}: mean diff {mean:.2f}, {big:.1%} pixels differ (see {out.name})")


@pytest.fixture
def app(new_app):
    application = new_app()
    application.ctx.rng.seed(42)
    return application


def frame(app) -> pygame.Surface:
    app.ctx.ui.update(0.0)
    app.draw()
    return app.ctx.screen.copy()


def test_title_screenshot(app):
    app.start("title")
    title_ready(app)
    compare(frame(app), "title")


def test_game_in_progress_screenshot(app):
    app.start("title")
    game_with_preview(app, names="hanzi")
    compare(frame(app), "game_lines_names")


def test_victory_screenshot(app):
    from liubo.scenes.catalog import make_scene

    app.start("title")
    app.stack.push(make_scene(app.ctx, "victory"))
    compare(frame(app), "victory")
