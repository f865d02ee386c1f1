"""Draw the game screen headless in the states a class sees, for issue 25's contact sheets.

    python tools/board_shots.py OUTDIR [--sizes 1024x600,1280x720,1920x1080] [--langs en,zh_CN]

Writes OUTDIR/{state}_{lang}_{W}x{H}_p{presenter}.png for the states ``game`` (a tlv game
mid-turn, the odds on with badges and the win bar, a bird's path previewed, English names),
``replay`` (a captioned record at its captioned move) and the second ruleset's id (a game
of it with the odds on and a notice), presenter mode off (100) and on (200). Run it on two checkouts
(before and after) and draw the sheets with ``tools/board_sheets.py``.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from liubo.tools.stills import game_with_preview, headless_app, snap

CAPTIONS = {
    "en": (
        "# Green opens the lesson: the two entry perches are 高 on the south-west and the "
        "south-east. Watch the Owl in the nest: White's next throw can reach it, so Green "
        "must guard the perch in front of it or move it away."
    ),
    "zh_CN": (
        "# 本课由青方开局：两个入局点是西南和东南的“高”。请留意巢中的枭棋："
        "白方下一次投箸就能够到它，所以青方要守住它前面的位置，或者把它移开。"
    ),
}


def wait_for_odds(scene, seconds: float = 30.0) -> None:  # noqa: ANN001 -- a GameScene
    """Let the odds thread finish (badges and the win chance on view)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        snap_now = scene.snapshot()
        if snap_now.badges and snap_now.win_chance is not None:
            return
        time.sleep(0.05)


def game_state(app) -> object:  # noqa: ANN001
    scene = game_with_preview(app, names="english")
    scene.toggle_odds()
    wait_for_odds(scene)
    return scene


def replay_state(app, lang: str) -> object:  # noqa: ANN001
    """A lesson record's replay at its captioned move (the third turn's first move)."""
    from liubo.model.history import read_lesson
    from liubo.scenes.demo import demo_game
    from liubo.scenes.game_open import replay

    app.ctx.update_settings(names_mode="hanzi", show_lines=False)
    game = demo_game(random.Random(7))
    lines = game.record().splitlines()
    lines.insert(4, CAPTIONS[lang])  # before turn 3: its caption
    lines.insert(2, "# Lesson 3: guarding the Owl")  # before the first turn: the title
    lesson = read_lesson("\n".join(lines) + "\n")
    scene = replay(app.ctx, lesson.game, lesson.captions)
    app.stack.push(scene)
    steps = scene.session.cursor.steps()
    scene.session.cursor.go(next(k for k, s in enumerate(steps) if s.turn == 2 and s.move is not None))
    return scene


def second_ruleset() -> str:
    """The id of the first ruleset that is not the default one (from the registry)."""
    from liubo.engine import default_ruleset_id, ruleset_kind, ruleset_kinds

    kinds = [ruleset_kind(k) for k in ruleset_kinds()]
    return next(i for kind in kinds for i in kind.files if i != default_ruleset_id())


def second_state(app) -> object:  # noqa: ANN001
    """A game of the second ruleset with the odds on and a notice."""
    from liubo.engine import Game, Side
    from liubo.scenes.game import GameScene

    rng = random.Random(11)
    game = Game.new(ruleset=second_ruleset())
    while game.turn_number < 9 and not game.is_over:
        if game.needs_throw:
            game.throw(game.rules.throw_sticks(rng).throw)
        else:
            game.play(rng.choice(game.legal_moves()))
    while not game.needs_throw and not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    app.ctx.update_settings(names_mode="labels", show_lines=True)
    scene = GameScene(app.ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}, "two")
    for turn in game.turns[-5:]:
        scene.log_turn(turn)
    app.stack.push(scene)
    scene.do_throw()
    scene.view.jar.spill = 1.0
    scene.toggle_odds()
    wait_for_odds(scene)
    app.ctx.post_notice(app.ctx.gettext("Game saved as {name}").format(name="lesson-3.liubo"))
    return scene


def shoot(outdir: Path, size: tuple[int, int], lang: str, home: str) -> list[Path]:
    written = []
    for presenter in (100, 200):
        for state in ("game", "replay", second_ruleset()):
            app = headless_app(home, lang, size)
            try:
                app.start("title")
                app.ctx.update_settings(presenter=presenter, throws="random")
                if state == "game":
                    game_state(app)
                elif state == "replay":
                    replay_state(app, lang)
                else:
                    second_state(app)
                scene = app.stack.top
                scene.build()
                name = f"{state}_{lang}_{size[0]}x{size[1]}_p{presenter}.png"
                written.append(snap(app, outdir / name))
            finally:
                app.ctx.update_settings(presenter=100)
                app.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--sizes", default="1024x600,1280x720,1920x1080")
    parser.add_argument("--langs", default="en,zh_CN")
    args = parser.parse_args(argv)
    args.outdir.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(v) for v in s.split("x")) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as home:
        for lang in args.langs.split(","):
            for size in sizes:
                for path in shoot(args.outdir, size, lang, home):  # type: ignore[arg-type]
                    print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
