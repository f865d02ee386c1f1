"""Render the screens to PNG headless: ``python -m liubo.screenshots OUTDIR``.

Writes the title, a game mid-turn with helper lines and names, a hover preview, the hint
with the chances of the best turns, a rotated view and the victory screen, in English and
in Chinese.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .app import App
    from .scenes.game import GameScene

SIZE = (1280, 720)


def headless_app(portable: str, lang: str = "en", size: tuple[int, int] = SIZE) -> App:
    """An ``App`` on the dummy video driver with its own settings folder."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import App, parse_args

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
    from .scenes.demo import demo_scene
    from .scenes.game import GameScene

    app.ctx.update_settings(show_lines=True, names_mode=names)
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    for _ in range(quarter):
        scene.view.turn.turn(1, animate=False)
    # pick the bird whose moves show the most, preferring one with an effect to preview
    best = None
    turn = scene.turn
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
            scene.point((round(x), round(y)), 0.0)
    return scene


def gt_effect(move) -> bool:
    """Whether a move does something worth previewing."""
    return bool(
        move.promoted
        or move.nest is not None
        or move.captured is not None
        or move.contested
        or move.blockade
    )


LESSON_COMMENT = "# Green opens: note the two entry perches, 高 on the south-west and south-east."


def classroom(app: App, outdir: Path, tag: str, size_tag: str) -> list[Path]:
    """The classroom features: looking back with the move list, a lesson replay with its
    caption, real sticks entered by hand, the odds, and presenter mode."""
    import time

    from .history import read_lesson
    from .scenes.demo import demo_scene
    from .scenes.game import GameScene
    from .scenes.game_open import replay

    written: list[Path] = []
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    scene.panel = "moves"
    for _ in range(3):
        history_step(scene)
    written.append(snap(app, outdir / f"look_back_{tag}_{size_tag}.png"))
    scene.cursor.present()
    scene.move_words = True
    scene.toggle_odds()
    deadline = time.monotonic() + 20
    while not scene.snapshot().badges and time.monotonic() < deadline:
        time.sleep(0.05)
    written.append(snap(app, outdir / f"odds_{tag}_{size_tag}.png"))
    scene.toggle_odds()
    app.stack.pop()
    lines = scene.game.record().splitlines()
    lines.insert(2, LESSON_COMMENT)
    lesson = read_lesson("\n".join(lines) + "\n")
    app.stack.push(replay(app.ctx, lesson.game, lesson.comments))
    written.append(snap(app, outdir / f"replay_{tag}_{size_tag}.png"))
    app.stack.pop()
    app.ctx.update_settings(throws="hand")
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    while not scene.game.needs_throw:
        scene.game.play(scene.game.legal_moves()[0])
    scene.throw()
    from .scenes.throw_entry import ThrowEntryScene

    entry = app.stack.top
    assert isinstance(entry, ThrowEntryScene)
    entry.entry.flip(0, 0)
    entry.entry.flip(1, 1)
    written.append(snap(app, outdir / f"real_sticks_{tag}_{size_tag}.png"))
    app.stack.pop()
    app.stack.pop()
    app.ctx.update_settings(throws="random", presenter=200, names_mode="english")
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    scene.panel = "moves"
    written.append(snap(app, outdir / f"presenter_{tag}_{size_tag}.png"))
    app.stack.pop()
    app.ctx.update_settings(presenter=100, names_mode="off")
    return written


def hint_with_chances(app: App) -> GameScene:
    """The demo game with the learned evaluation's hint shown, as the H key gets it."""
    from .ai.expert import hint_text
    from .scenes.game_computer import computer_answer

    scene = game_with_preview(app, hover=False)
    scene.turn.clear()
    computer_answer(scene, "hint", hint_text(scene.game.state))
    return scene


def history_step(scene: GameScene) -> None:
    """One move back, as the comma key does."""
    from .scenes import game_history

    game_history.step(scene, -1)


def render_all(outdir: Path) -> list[Path]:
    """Write every screenshot into ``outdir``; returns the paths."""
    import pygame

    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for lang in ("en", "zh_CN"):
        tag = "en" if lang == "en" else "zh"
        with tempfile.TemporaryDirectory() as home:
            app = headless_app(home, lang)
            try:
                app.start("title")
                title_ready(app)
                written.append(snap(app, outdir / f"title_{tag}.png"))
                game_with_preview(app, hover=False)
                written.append(snap(app, outdir / f"game_{tag}.png"))
                app.stack.pop()
                game_with_preview(app, names="english" if lang == "en" else "hanzi")
                written.append(snap(app, outdir / f"hover_{tag}.png"))
                app.stack.pop()
                hint_with_chances(app)
                written.append(snap(app, outdir / f"hint_{tag}.png"))
                app.stack.pop()
                game_with_preview(app, names="pinyin", quarter=1)
                written.append(snap(app, outdir / f"rotated_{tag}.png"))
                app.stack.pop()
                from .scenes.catalog import make_scene

                app.stack.push(make_scene(app.ctx, "victory"))
                written.append(snap(app, outdir / f"victory_{tag}.png"))
                app.stack.pop()
                app.stack.push(make_scene(app.ctx, "rules"))
                written.append(snap(app, outdir / f"rules_{tag}.png"))
                app.stack.pop()
                written += classroom(app, outdir, tag, "720p")
            finally:
                app.close()
        with tempfile.TemporaryDirectory() as home:
            app = headless_app(home, lang, (1920, 1080))
            try:
                app.start("title")
                written += classroom(app, outdir, tag, "1080p")
            finally:
                app.close()
    pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m liubo.screenshots OUTDIR", file=sys.stderr)
        return 2
    for path in render_all(Path(args[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
