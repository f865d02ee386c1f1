"""Render the screens to PNG headless: ``python -m liubo.tools.screenshots OUTDIR``.

Writes the title, a game mid-turn with helper lines and names, a hover preview, the hint
with the chances of the best turns, a rotated view and the victory screen, in English and
in Chinese; each ruleset's own screens come from its tools' ``screenshots``
(``liubo/tools/rulesets/<kind>/``), the still frames of a headless app from :mod:`.stills`.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from .ruleset_tools import registered_tools
from .stills import game_with_preview, headless_app, snap, title_ready

if TYPE_CHECKING:
    from ..app import App
    from ..scenes.game import GameScene

LESSON_COMMENT = "# Green opens: note the two entry perches, 高 on the south-west and south-east."


def classroom(app: App, outdir: Path, tag: str, size_tag: str) -> list[Path]:
    """The classroom features: looking back with the move list, a lesson replay with its
    caption, real sticks entered by hand, the odds, and presenter mode."""
    import time

    from ..model.history import read_lesson
    from ..scenes.demo import demo_scene
    from ..scenes.game import GameScene
    from ..scenes.game_open import replay

    written: list[Path] = []
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    scene.panel_tabs.shown = "moves"
    for _ in range(3):
        history_step(scene)
    written.append(snap(app, outdir / f"look_back_{tag}_{size_tag}.png"))
    scene.session.cursor.present()
    scene.panel_tabs.words = True
    scene.toggle_odds()
    deadline = time.monotonic() + 20
    while not scene.snapshot().badges and time.monotonic() < deadline:
        time.sleep(0.05)
    written.append(snap(app, outdir / f"odds_{tag}_{size_tag}.png"))
    scene.toggle_odds()
    app.stack.pop()
    lines = scene.session.game.record().splitlines()
    lines.insert(2, LESSON_COMMENT)
    lesson = read_lesson("\n".join(lines) + "\n")
    app.stack.push(replay(app.ctx, lesson.game, lesson.captions))
    written.append(snap(app, outdir / f"replay_{tag}_{size_tag}.png"))
    app.stack.pop()
    app.ctx.update_settings(throws="hand")
    scene = demo_scene(app.ctx)
    assert isinstance(scene, GameScene)
    app.stack.push(scene)
    while not scene.session.game.needs_throw:
        scene.session.game.play(scene.session.game.legal_moves()[0])
    scene.throw()
    from ..scenes.throw_entry import ThrowEntryScene

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
    scene.panel_tabs.shown = "moves"
    written.append(snap(app, outdir / f"presenter_{tag}_{size_tag}.png"))
    app.stack.pop()
    app.ctx.update_settings(presenter=100, names_mode="off")
    return written


def teaching(app: App, outdir: Path, tag: str) -> list[Path]:
    """The Learn course (the list, a lesson with a hint after a wrong try, a finished
    lesson) and the rulebook's evidence tags with a source card open."""
    from ..scenes.catalog import make_scene
    from ..scenes.lesson import LessonScene
    from ..scenes.rules import RulesScene

    written: list[Path] = []
    speed = app.ctx.settings.animation_speed
    app.ctx.update_settings(animation_speed="reduced")
    learn = make_scene(app.ctx, "learn")
    app.stack.push(learn)
    written.append(snap(app, outdir / f"learn_{tag}.png"))
    for lesson_id, finish in (("blockade", False), ("capture_contest", True)):
        lesson = next(x for x in learn.lessons if x.id == lesson_id)  # type: ignore[attr-defined]
        learn.open_lesson(lesson)  # type: ignore[attr-defined]
        scene = app.stack.top
        assert isinstance(scene, LessonScene)
        game = scene.session.game
        if finish:
            scene.play(game.state.find_move(scene.run.step.moves[0]))
            for _ in range(100):
                if scene.anim is None:
                    break
                scene.update(0.05)
            written.append(snap(app, outdir / f"lesson_done_{tag}.png"))
        else:
            scene.play(next(m for m in game.legal_moves() if not scene.run.check(m)))
            scene.session.turn.click_perch(game.board.index["QU_S"])
            written.append(snap(app, outdir / f"lesson_hint_{tag}.png"))
        app.stack.pop()
    app.stack.pop()
    app.ctx.update_settings(animation_speed=speed)
    for topic, page, tag_number in (("capturing", 0, 2), ("history", 1, 3)):
        rules = RulesScene(app.ctx, topic)
        app.stack.push(rules)
        rules.page_index = page
        rules._sync()
        app.ctx.ui.update(0.0)
        app.draw()
        rules.show_tag(tag_number)
        written.append(snap(app, outdir / f"rules_tags_{topic}_{tag}.png"))
        app.stack.pop()
    rules = RulesScene(app.ctx, "blockades")  # a move diagram before and after its move
    app.stack.push(rules)
    for after in (False, True):
        rules.show_after(after)
        written.append(snap(app, outdir / f"rules_{'after' if after else 'before'}_{tag}.png"))
    app.stack.pop()
    return written


def readings(app: App, outdir: Path, tag: str) -> list[Path]:
    """The title's Rule readings panel with two readings changed, and a game under them
    (the cards' variant badge, the readings listed by V)."""
    import random

    from ..engine import Game, Side
    from ..input import Cmd, Command
    from ..scenes.readings import ReadingsScene
    from ..scenes.title import TitleScene

    written: list[Path] = []
    title = app.stack.top
    assert isinstance(title, TitleScene)
    title.open_readings()
    panel = app.stack.top
    assert isinstance(panel, ReadingsScene)
    panel.choose("owl-landing", "contest")
    panel.choose("pond", "sanctuary")
    written.append(snap(app, outdir / f"readings_{tag}.png"))
    panel.done()
    options = dict(title.readings)
    game = Game.new(options=options, rng=random.Random(2))
    rng = random.Random(5)  # a few random turns, so that the board shows something
    for _ in range(14):
        game.throw(rng.randint(1, 4), rng.randint(1, 4))
        while not game.needs_throw and not game.is_over:
            game.play(rng.choice(game.legal_moves()))
    players = {Side.GREEN: "human", Side.WHITE: "normal"}
    from ..scenes.game import GameScene

    scene = GameScene(app.ctx, game, players, "computer")
    app.stack.push(scene)
    app.stack.handle(Command(Cmd.READINGS))
    written.append(snap(app, outdir / f"variant_{tag}.png"))
    written += readings_pages(app, scene, outdir, tag)
    app.stack.pop()
    return written


def readings_pages(app: App, scene: GameScene, outdir: Path, tag: str) -> list[Path]:
    """The rulebook opened from a game under other readings: the owl-landing page it is
    played by, after the move, and the first chart of what the readings change."""
    from ..content.rulebook_contents import get_topic, topic_ids
    from ..scenes.rules import RulesScene

    scene.open_rules()
    rules = app.stack.top
    assert isinstance(rules, RulesScene)
    topic = get_topic("readings")
    rules.choose_topic(topic_ids().index("readings"))
    headings = [page.heading for page in topic.pages]
    rules.page_index = headings.index("A bird lands on an Owl: share")
    rules._sync()
    rules.show_after(True)
    written = [snap(app, outdir / f"rules_reading_share_{tag}.png")]
    rules.show_after(False)
    rules.page_index = headings.index("What the readings change")
    rules._sync()
    written.append(snap(app, outdir / f"rules_readings_chart_{tag}.png"))
    rules.close()
    return written


def hint_with_chances(app: App) -> GameScene:
    """The demo game with the learned evaluation's hint shown, as the H key gets it."""
    from ..ai.hints import hint_text
    from ..scenes.game_computer import computer_answer

    scene = game_with_preview(app, hover=False)
    scene.session.turn.clear()
    computer_answer(scene, "hint", hint_text(scene.session.game.state))
    return scene


def history_step(scene: GameScene) -> None:
    """One move back, as the comma key does."""
    from ..scenes import game_history

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
                from ..scenes.catalog import make_scene

                app.stack.push(make_scene(app.ctx, "victory"))
                written.append(snap(app, outdir / f"victory_{tag}.png"))
                app.stack.pop()
                app.stack.push(make_scene(app.ctx, "rules"))
                written.append(snap(app, outdir / f"rules_{tag}.png"))
                app.stack.pop()
                written += teaching(app, outdir, tag)
                written += classroom(app, outdir, tag, "720p")
                for tools in registered_tools():  # each ruleset's own screens
                    if tools.screenshots is not None:
                        written += tools.screenshots(app, outdir, tag)
                written += readings(app, outdir, tag)
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


def render_traditional(outdir: Path) -> list[Path]:
    """Traditional Chinese (zh_Hant): the title, the game, the Learn course and the tagged
    rulebook, tagged ``hant``."""
    import pygame

    outdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        app = headless_app(home, "zh_Hant")
        try:
            app.start("title")
            title_ready(app)
            written = [snap(app, outdir / "title_hant.png")]
            game_with_preview(app, hover=False)
            written.append(snap(app, outdir / "game_hant.png"))
            app.stack.pop()
            written += teaching(app, outdir, "hant")
        finally:
            app.close()
    pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m liubo.tools.screenshots [--teach | --hant] OUTDIR", file=sys.stderr)
        return 2
    if args[0] in ("--teach", "--hant"):
        render = render_teaching if args[0] == "--teach" else render_traditional
        paths = render(Path(args[1]))
    else:
        paths = render_all(Path(args[0])) + render_traditional(Path(args[0]))
    for path in paths:
        print(path)
    return 0


def render_teaching(outdir: Path) -> list[Path]:
    """Only the Learn course and the tagged rulebook, both languages."""
    import pygame

    outdir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for lang, tag in (("en", "en"), ("zh_CN", "zh")):
        with tempfile.TemporaryDirectory() as home:
            app = headless_app(home, lang)
            try:
                app.start("title")
                title_ready(app)
                written += teaching(app, outdir, tag)
            finally:
                app.close()
    pygame.quit()
    return written


if __name__ == "__main__":
    raise SystemExit(main())
