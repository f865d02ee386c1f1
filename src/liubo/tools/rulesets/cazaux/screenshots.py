"""The screenshots of a Cazaux game (its tools' ``screenshots``, part of ``make screenshots``).

A seeded position on Cazaux's board (stacks, a stone in a lane of the centre, both Owls,
a prisoner held) with a crossing previewed, in labels and in names; the title with the
ruleset chosen, the move list in words, a victory; and the learned evaluation's hint,
odds panel and analysis of a whole game.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from ...stills import snap

if TYPE_CHECKING:
    from ....app import App
    from ....scenes.game import GameScene


CAZAUX_START = "P4,P6,P6,P6,XC,*P9/P2,P2,P17,*P13 1-0 W"
CAZAUX_TURN = ((2, 1), ("P2>P4/2", "P17>P18/1"), (4, 2))


def cazaux_game(app: App, names: str) -> GameScene:
    """A Cazaux game on its board: stacks, a stone in a lane of the centre, both Owls, a
    prisoner held; the stack on 6 selected with 4 and the crossing through the centre to C
    previewed."""
    from ....engine import Game, Side
    from ....engine.throws import throw_of
    from ....scenes.game import GameScene

    app.ctx.update_settings(show_lines=True, names_mode=names)
    game = Game.from_text(CAZAUX_START, ruleset="cazaux")
    first, legs, throw = CAZAUX_TURN
    game.throw(*first)
    for leg in legs:
        game.play(leg)
    game.throw(*throw)
    scene = GameScene(app.ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}, "two")
    for turn in game.turns:
        scene.log_turn(turn)
    scene.session.last_move = game.turns[-2].moves[-1]
    scene.show_sticks(scene.faces_for(throw_of(*throw)), animate=False)
    app.stack.push(scene)
    board = game.board
    scene.session.turn.click_perch(board.index["P6"])
    scene.session.turn.choose_number(4)
    x, y = scene.view.geo().point(board.index["C"])
    from ....input import Cmd, Command

    scene.handle(Command(Cmd.POINT, pos=(round(x), round(y))))
    return scene


def cazaux_screens(app: App, outdir: Path, tag: str) -> list[Path]:
    """Cazaux's rules: the title with the ruleset chosen, the board with its labels (and
    names), helper lines and a crossing previewed, the move list in words, a victory."""
    from ....engine import Game, Side
    from ....scenes.game import GameScene
    from ....scenes.victory import VictoryScene

    written: list[Path] = []
    app.ctx.update_settings(ruleset="cazaux")
    title = app.stack.top
    assert title is not None
    title.build()  # the title shows the choice
    written.append(snap(app, outdir / f"cazaux_title_{tag}.png"))
    cazaux_game(app, "labels")
    written.append(snap(app, outdir / f"cazaux_board_{tag}.png"))
    app.stack.pop()
    scene = cazaux_game(app, "english" if tag == "en" else "hanzi")
    written.append(snap(app, outdir / f"cazaux_names_{tag}.png"))
    scene.session.turn.clear()
    scene.hover = None
    scene.panel_tabs.shown = "moves"
    scene.panel_tabs.words = True
    written.append(snap(app, outdir / f"cazaux_moves_{tag}.png"))
    app.stack.pop()
    game = Game.from_text("P2,P4/*P5,P7 0-0 G 1,3", ruleset="cazaux")
    game.play("P4>P5/1")
    scene = GameScene(app.ctx, game, {Side.GREEN: "human", Side.WHITE: "easy"}, "computer")
    app.stack.push(scene)
    app.stack.push(VictoryScene(app.ctx, scene))
    written.append(snap(app, outdir / f"cazaux_victory_{tag}.png"))
    app.stack.pop()
    app.stack.pop()
    app.ctx.update_settings(ruleset="tlv", names_mode="off")
    return written


def cazaux_learned(app: App, outdir: Path, tag: str) -> list[Path]:
    """The learned evaluation in a Cazaux game: the hint with chances, the odds panel (O)
    with its threats and the win bar, and the analysis of a whole game of the expert
    against hard in the move list."""
    import random
    import time

    from ....ai import make_player
    from ....ai.hints import hint_text
    from ....engine import Game, Side
    from ....scenes.game import GameScene
    from ....scenes.game_computer import computer_answer

    written: list[Path] = []
    scene = cazaux_game(app, "labels")
    scene.session.turn.clear()
    scene.hover = None
    computer_answer(scene, "hint", hint_text(scene.session.game.state))
    written.append(snap(app, outdir / f"cazaux_hint_{tag}.png"))
    scene.toggle_odds()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        shown = scene.snapshot()
        if shown.win_chance is not None and shown.badges:
            break
        time.sleep(0.05)
    written.append(snap(app, outdir / f"cazaux_win_bar_{tag}.png"))
    scene.toggle_odds()
    app.stack.pop()
    game = Game.new(ruleset="cazaux")
    players = {side: make_player(name, 11, ruleset=game.rules) for side, name in
               ((Side.GREEN, "expert"), (Side.WHITE, "hard"))}  # fmt: skip
    rng = random.Random(11)
    while not game.is_over:
        if game.needs_throw:
            outcomes = game.chance_outcomes()
            game.throw(rng.choices([t for t, _ in outcomes], [float(p) for _, p in outcomes])[0])
        else:
            game.play(players[game.to_move].choose_move(game.state))
    scene = GameScene(app.ctx, game, {Side.GREEN: "expert", Side.WHITE: "hard"}, "watch")
    app.stack.push(scene)
    scene.panel_tabs.shown = "moves"
    scene.update(0.0)
    deadline = time.monotonic() + 60
    while (
        scene.session.analysis is not None
        and not scene.session.analysis.done
        and time.monotonic() < deadline
    ):
        time.sleep(0.05)
    scene.update(0.0)
    written.append(snap(app, outdir / f"cazaux_analysis_{tag}.png"))
    app.stack.pop()
    app.ctx.update_settings(names_mode="off")
    return written


def screens(app: App, outdir: Path, tag: str) -> list[Path]:
    """Every Cazaux screenshot in the app's language, tagged ``tag``."""
    return cazaux_screens(app, outdir, tag) + cazaux_learned(app, outdir, tag)
