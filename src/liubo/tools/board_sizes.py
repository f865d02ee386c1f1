"""``make board-sizes``: the game screen drawn at each window size and presenter level, and
what was drawn measured.

    python -m liubo.tools.board_sizes [--sizes 1920x1080,...] [--levels 100,150,200]
                                      [--lang zh_Hant] [--shots DIR]

For each size and level (100 is presenter mode off) it draws, headless, the busiest
screens a class sees: a game of the first ruleset played under a rule reading, with the
odds on (a badge on every bird, the win bar), a notice and English names (in presenter
mode the characters with their reading); a captioned replay; a game of the second
ruleset; a finished lesson. It prints the board's side, the names' text size in
characters and with their reading, the badges', the smallest text drawn beside the board
and the smallest button text, against the smallest the level allows: 1.5% of the
window's height per level (at 1080 p: 17, 21, 25, 29 and 33 px for 100% to 200%).

It exits 1 and says why when, at a checked size (1920x1080 by default; ``--check all``):
presenter mode does not make the board and the names larger from level to level; a text,
a name, a badge or a button is smaller than the level allows; a name plate or a badge
overlaps another or the room of a station's pieces; the level is not named on the
screen; the variant badge is missing from a card; a finished lesson's words or buttons
lie on the board; or any text leaves its box or crosses another element
(:func:`liubo.checks.layout_probe.text_problems`).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..render.label_place import keep_out, lane_stations
from ..render.sizes import LEVELS, SIZES, BoardSize, board_size, problems

if TYPE_CHECKING:
    from ..app import App
    from ..scenes.game import GameScene

READING = {"win": "end-of-turn"}  # a rule reading, so that the cards show the variant badge
CAPTION = (
    "Green opens the lesson: the two entry perches are 高 on the south-west and the "
    "south-east. Watch the Owl in the nest: White's next throw can reach it."
)
ODDS = [
    "Odds (O)",
    "One group shows 1: 3/8  2: 3/8  3: 1/8  4: 1/8",
    "A double: 5/16",
    "On each White bird: the chance Green can take it next turn",
]


@dataclass
class Measured:
    """What one size and level drew: the smallest of each kind of text, and what is wrong."""

    planned: BoardSize
    beside: tuple[int, str] = (999, "")  # the smallest text beside the board, and which
    on_board: tuple[int, str] = (999, "")  # the smallest text on the board (badges)
    buttons: tuple[int, str] = (999, "")  # the smallest button text
    names: int = 0  # the names drawn in characters, and with their reading
    joined: int = 0
    wrong: list[str] = field(default_factory=list)

    def smallest(self, kind: str, px: int, what: str) -> None:
        if px < getattr(self, kind)[0]:
            setattr(self, kind, (px, what))


def busy(scene: GameScene, caption: str = "") -> None:
    """The scene's snapshot with what a teacher may show at once: the odds with a badge on
    every piece and the win bar, a notice, English names, a caption."""
    plain = type(scene).snapshot

    def snapshot():  # noqa: ANN202
        snap = plain(scene)
        stations = range(len(scene.board.perches))
        occupied = [s for s in stations if scene.view.pieces_at(snap.state, s)]
        return replace(
            snap,
            odds_lines=ODDS,
            badges=[(s, "23%", 0.23) for s in occupied],
            win_chance=0.27,
            notice="Game saved as lesson-3.liubo",
            caption=caption or snap.caption,
        )

    scene.snapshot = snapshot  # type: ignore[method-assign]


def played(ruleset: str | None, options: dict[str, str] | None, turns: int, seed: int):  # noqa: ANN201
    """A game played at random to ``turns``, a throw made."""
    from ..engine import Game

    rng = random.Random(seed)
    game = Game.new(ruleset=ruleset, options=options)
    while not game.is_over and (game.turn_number < turns or not game.needs_throw):
        if game.needs_throw:
            game.throw(game.rules.throw_sticks(rng).throw)
        else:
            game.play(rng.choice(game.legal_moves()))
    game.throw(game.rules.throw_sticks(rng).throw)
    return game


def screens(app: App) -> Iterator[str]:
    """Push each screen in turn, busy (yields its name), and take it away."""
    from ..engine import Side, default_ruleset_id, ruleset_kind, ruleset_kinds
    from ..model.history import Captions
    from ..scenes.game import GameScene
    from ..scenes.game_open import replay

    ctx = app.ctx
    players = {Side.GREEN: "human", Side.WHITE: "human"}
    ctx.update_settings(names_mode="english", show_lines=True)
    scene = GameScene(ctx, played(None, READING, 14, 7), players, "two")
    app.stack.push(scene)
    busy(scene)
    yield "game"
    app.stack.pop()
    record = played(None, None, 6, 7)
    shown = replay(ctx, record, Captions(turns={2: (CAPTION,)}))
    app.stack.push(shown)
    cursor = shown.session.cursor
    steps = cursor.steps()
    cursor.go(next(k for k, s in enumerate(steps) if s.turn == 2 and s.move is not None))
    busy(shown, CAPTION)
    yield "replay"
    app.stack.pop()
    first = default_ruleset_id()
    others = [i for k in ruleset_kinds() for i in ruleset_kind(k).files if i != first]
    for ruleset in others[:1]:
        ctx.update_settings(names_mode="labels")
        scene = GameScene(ctx, played(ruleset, None, 9, 11), players, "two")
        app.stack.push(scene)
        busy(scene)
        yield f"{ruleset} game"
        app.stack.pop()
        ctx.update_settings(names_mode="english")
    yield from finished_lesson(app)


def finished_lesson(app: App) -> Iterator[str]:
    """The last move of a lesson played, its closing words and buttons shown."""
    from ..content.lesson_progress import LessonProgress
    from ..content.lessons import load_lessons
    from ..scenes.lesson import LessonScene

    lessons, _problems = load_lessons()
    # the captures' lesson: it ends in one move, with long closing words
    lesson = next((x for x in lessons if x.id == "capture_contest"), lessons[-1])
    scene = LessonScene(app.ctx, lesson, LessonProgress(app.ctx.paths.data_dir), lessons)
    app.stack.push(scene)
    scene.play(scene.session.game.state.find_move(scene.run.step.moves[0]))
    while scene.anim is not None:
        scene.update(0.05)
    yield "finished lesson"
    app.stack.pop()


def measure(app: App, window: tuple[int, int], level: int, shots: str = "") -> Measured:
    """Draw every screen at ``level`` and measure it (and save it as a PNG in ``shots``)."""
    from ..checks.layout_probe import draw_recorded, text_problems
    from ..scenes.game import GameScene

    app.ctx.update_settings(presenter=level)
    row = Measured(board_size(window, level))
    for name in screens(app):
        scene = app.stack.top
        assert isinstance(scene, GameScene)
        scene.build()
        ledger: list = []
        scene.view.record_texts(ledger)
        drawn = draw_recorded(app)
        scene.view.record_texts(None)
        if shots:
            import pygame

            slug = name.replace(" ", "_")
            app.draw()
            pygame.image.save(app.ctx.screen, f"{shots}/{window[0]}x{window[1]}_{level}_{slug}.png")
        lay = scene.view.layout
        board = lay.board
        wrong = [f"{name}: {p}" for p in text_problems(drawn, window)]
        for item in drawn:
            if item.kind != "text":
                continue
            on = board.colliderect(item.rect)
            row.smallest("on_board" if on else "beside", item.px, item.label)
            if on and name == "finished lesson" and item.scene == "lesson":
                wrong.append(f"{name}: {item.label!r} lies on the board")
        theme = app.ctx.ui.get_theme()
        for button in scene.buttons.actions:
            if not button.visible:
                continue
            px = theme.get_font(button.combined_element_ids).get_point_size()
            row.smallest("buttons", px, button.text)
            if button.get_abs_rect().colliderect(board):
                wrong.append(f"{name}: the button {button.text!r} lies on the board")
        if name != "finished lesson":
            wrong += placed_apart(scene, name)
            snap = scene.snapshot()
            row.names = scene.view.names_px("hanzi")
            if snap.names_mode.startswith("hanzi+") or snap.names_mode == "english":
                row.joined = scene.view.names_px(snap.names_mode)
            if level > 100 and "presenter level" not in {w for w, *_ in ledger}:
                wrong.append(f"{name}: the level is not shown")
            if name == "game" and len(scene.view.cards.badge_rects) != 2:
                wrong.append(f"{name}: the variant badge is not on both cards")
        row.wrong += wrong
    row.wrong += [f"Internal error: {e}" for e in getattr(app, "internal_errors", [])]
    return row


def placed_apart(scene: GameScene, name: str) -> list[str]:
    """Name plates and badges that overlap each other or the room of a station's pieces."""
    view = scene.view
    geo = view.geo()
    bird = max(10, round(geo.perch_radius * 2))
    lanes = lane_stations(geo.board)
    snap = scene.snapshot()
    rooms = [keep_out(geo.point(i), bird, i in lanes) for i in range(len(geo.points))]
    pieces = [r for i, r in enumerate(rooms) if view.pieces_at(snap.state, i)]
    plates = view.plates(snap)
    found = []
    for kind, rects, keep in (("name plate", plates, rooms), ("badge", view.badges, pieces)):
        for k, rect in enumerate(rects):
            for other in rects[k + 1 :]:
                if rect.colliderect(other):
                    found.append(f"{name}: {kind}s overlap at {tuple(rect)} and {tuple(other)}")
            for room in keep:
                if rect.colliderect(room):
                    found.append(
                        f"{name}: a {kind} at {tuple(rect)} covers pieces at {room.center}"
                    )
            if kind == "badge" and rect.collidelist(plates) != -1:
                found.append(f"{name}: a badge at {tuple(rect)} covers a name")
    return found


def required(row: Measured) -> list[str]:
    """What is smaller than the level allows, and what was wrong on the screen."""
    floor = row.planned.floor
    where = f"{row.planned.window[0]}x{row.planned.window[1]} at {row.planned.presenter}%"
    found = [f"{where}: {w}" for w in row.wrong]
    for kind in ("beside", "on_board", "buttons"):
        px, what = getattr(row, kind)
        if px < floor:
            found.append(f"{where}: {kind.replace('_', ' ')} {what!r} is {px} px < {floor} px")
    for kind in ("names", "joined"):
        if 0 < getattr(row, kind) < floor:
            found.append(f"{where}: {kind} {getattr(row, kind)} px < {floor} px")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    parser.add_argument("--levels", default=",".join(str(p) for p in LEVELS))
    parser.add_argument("--check", default="1920x1080", help="sizes checked (or 'all')")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--shots", default="", help="a folder: each screen drawn, as a PNG")
    args = parser.parse_args(argv)
    windows = [_size(s) for s in args.sizes.split(",") if s]
    levels = [int(p) for p in args.levels.split(",") if p]
    checked = windows if args.check == "all" else [_size(s) for s in args.check.split(",")]
    from .stills import headless_app

    print(
        f"{'window':<10} {'level':>5} {'board':>6} {'names':>6} {'joined':>7} {'badge':>6} "
        f"{'beside':>7} {'buttons':>8} {'least':>6}   (px; least: 1.5% of the height a level)"
    )
    found: list[str] = []
    with tempfile.TemporaryDirectory() as home:
        for window in windows:
            app = headless_app(home, args.lang, window)
            try:
                app.start("title")
                rows = [measure(app, window, level, args.shots) for level in levels]
            finally:
                app.ctx.update_settings(presenter=100)
                app.close()
            for r in rows:
                p = r.planned
                print(
                    f"{window[0]}x{window[1]:<5} {p.presenter:>4}% {p.board:>6} {r.names:>6} "
                    f"{r.joined:>7} {r.on_board[0]:>6} {r.beside[0]:>7} {r.buttons[0]:>8} "
                    f"{p.floor:>6}"
                )
            if window in checked:
                found += problems([r.planned for r in rows])
                for r in rows:
                    found += required(r)
    for line in found:
        print("board-sizes:", line, file=sys.stderr)
    return 1 if found else 0


def _size(text: str) -> tuple[int, int]:
    w, h = text.lower().split("x")
    return int(w), int(h)


if __name__ == "__main__":
    raise SystemExit(main())
