"""Still frames of a headless app: making one, painting a frame to PNG, a game to show.

The screenshot tools (``liubo.tools.screenshots``, ``tools/board_shots.py``), the
interface benchmarks and the screenshot tests drive an ``App`` on the dummy video driver:
:func:`headless_app` makes one with its own settings folder, :func:`snap` draws its
current frame into a file, :func:`title_ready` finishes the title's backdrop, and
:func:`game_with_preview` pushes the seeded demo game with a bird selected and one of its
landings hovered.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..app import App

SIZE = (1280, 720)


def headless_app(portable: str, lang: str = "en", size: tuple[int, int] = SIZE) -> App:
    """An ``App`` on the dummy video driver with its own settings folder."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..app import App
    from ..cli import parse_args

    args = parse_args(
        ["--portable", portable, "--lang", lang, "--windowed", "--size", f"{size[0]}x{size[1]}"]
    )
    return App(args)


def snap(app: App, path: Path) -> Path:
    """Draw the current frame into ``path``."""
    import pygame

    app.ctx.ui.update(0.0)
    app.draw()
    pygame.image.save(app.ctx.screen, str(path))
    return path


def title_ready(app: App) -> None:
    """Finish painting the title backdrop (it is painted in the background)."""
    if app.stack.top is not None:
        app.stack.top.settle()


def game_with_preview(app: App, *, names: str = "hanzi", hover: bool = True, quarter: int = 0):
    """Push the seeded demo game, select a bird and hover one of its landing perches."""
    from ..scenes.demo import demo_scene
    from ..scenes.game import GameScene

    app.ctx.update_settings(show_lines=True, names_mode=names)
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    for _ in range(quarter):
        scene.view.turn.turn(1, animate=False)
    # pick the bird whose moves show the most, preferring one with an effect to preview
    best = None
    turn = scene.session.turn
    for sel in turn.movable():
        turn.select(sel)
        moves = turn.candidates()
        score = (any(gt_effect(m) for m in moves), len(moves))
        if best is None or score > best[0]:
            best = (score, sel)
    if best is not None:
        turn.select(best[1])
    if hover:
        moves = sorted(turn.candidates(), key=lambda m: (not gt_effect(m), -len(m.path)))
        if moves:
            x, y = scene.view.geo().point(moves[0].target)
            from ..input import Cmd, Command

            scene.handle(Command(Cmd.POINT, pos=(round(x), round(y))))
    return scene


def gt_effect(move) -> bool:
    """Whether a move does something worth previewing: it takes, scores or wins."""
    return bool(move.captures or move.points or move.wins)
