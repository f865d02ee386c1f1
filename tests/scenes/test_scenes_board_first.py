"""The board first (issue 25): nothing but the game lies on the board, at every size, with
presenter mode off and on, in both languages, on both rulesets' game screens and the
replay; presenter mode makes the board and its names larger, never smaller.

Every panel's rectangle, every text drawn beside the board and every button is checked
against the board's rectangle in the busiest frame a class sees: the odds with their
badges and the win bar, a long caption, a notice, a previewed move, English names.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from liubo.engine import Game, Side
from liubo.model.history import Captions
from liubo.render.board_names import name_font_px
from liubo.render.info_column import PAD
from liubo.render.layout import compute_layout
from liubo.render.panels import wrap_text
from liubo.render.sizes import board_size, problems
from liubo.scenes.demo import demo_scene
from liubo.scenes.game import GameScene
from liubo.scenes.game_open import replay
from support import draw, open_game, pump

SIZES = ((1024, 600), (1280, 720), (1440, 810), (1920, 1080))
LANGS = ("en", "zh_CN")
CAPTION = {
    "en": "Green opens the lesson: the two entry perches are 高 on the south-west and the "
    "south-east. Watch the Owl in the nest: White's next throw can reach it, so Green must "
    "guard the perch in front of it or move it away before the turn is over.",
    "zh_CN": "本课由青方开局：两个入局点是西南和东南的“高”。请留意巢中的枭棋：白方下一次投箸"
    "就能够到它，所以青方要守住它前面的位置，或者把它移开。",
}
#: only these texts may touch the board (per-perch badges)
ON_THE_BOARD = {"badge"}


def busiest(scene: GameScene, lang: str, caption: bool):  # noqa: ANN201
    """The scene's snapshot with everything a teacher can show at once."""
    plain = GameScene.snapshot

    def snapshot():  # noqa: ANN202
        snap = plain(scene)
        state = snap.state
        perches = [p for p in range(len(scene.board.perches))][:6]
        return replace(
            snap,
            odds_lines=["Odds (O)", "One group shows 1: 1/8  2: 3/8  3: 3/8  4: 1/8"] * 3,
            badges=[(p, "23%", 0.23) for p in perches],
            win_chance=0.37,
            notice="A file was saved with a long name in a folder far away: lesson-3.liubo",
            caption=CAPTION[lang] if caption else snap.caption,
            names_mode="hanzi+english" if scene.ctx.settings.presenter > 100 else "english",
            state=state,
        )

    scene.snapshot = snapshot  # type: ignore[method-assign]


def screens(app, lang: str):  # noqa: ANN001, ANN201
    """Both rulesets' game screens and a captioned replay, each pushed in turn."""
    tlv = demo_scene(app.ctx)
    app.stack.push(tlv)
    move = tlv.session.game.legal_moves()[0]
    tlv.session.turn.select((move.origin, None if move.origin is None else move.owl))
    tlv.hover = move.target
    busiest(tlv, lang, caption=False)
    yield "tlv game"
    app.stack.pop()
    cazaux = open_game(app, Game.new(ruleset="cazaux"))
    cazaux.do_throw()
    busiest(cazaux, lang, caption=False)
    yield "cazaux game"
    app.stack.pop()
    scene = captioned_replay(app, lang)
    busiest(scene, lang, caption=True)
    yield "replay"
    app.stack.pop()


def captioned_replay(app, lang: str) -> GameScene:  # noqa: ANN001
    """A replay of the demo game with a long caption on its third turn, shown."""
    record = demo_scene(app.ctx).session.game
    scene = replay(app.ctx, record, Captions(turns={2: (CAPTION[lang],)}))
    app.stack.push(scene)
    steps = scene.session.cursor.steps()
    scene.session.cursor.go(
        next(k for k, s in enumerate(steps) if s.turn == 2 and s.move is not None)
    )
    assert scene.snapshot().caption == CAPTION[lang]
    return scene


def on_the_board(app, scene: GameScene, ledger: list) -> list[str]:  # noqa: ANN001
    """Everything beside the board that touches it."""
    board = scene.view.layout.board
    window = pygame.Rect((0, 0), app.ctx.screen.get_size())
    found = []
    for name, rect in scene.view.panel_rects().items():
        if rect.colliderect(board):
            found.append(f"panel {name} {rect}")
        if not window.contains(rect):
            found.append(f"panel {name} {rect} outside the window")
    for what, rect, _box in ledger:
        if what not in ON_THE_BOARD and rect.colliderect(board):
            found.append(f"text {what} {rect}")
    for button in scene.buttons.actions:
        if button.get_abs_rect().colliderect(board):
            found.append(f"button {button.text!r} {button.get_abs_rect()}")
    return found


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_nothing_but_the_game_lies_on_the_board(new_app, size, lang):
    app = new_app(size, lang)
    app.start("title")
    for presenter in (100, 200):
        app.ctx.update_settings(presenter=presenter)
        for name in screens(app, lang):
            scene = app.stack.top
            assert isinstance(scene, GameScene)
            for menu in (False, True) if presenter > 100 else (False,):
                scene.toolbar.menu_open = menu  # presenter mode's menu, closed and open
                scene.build()
                ledger: list = []
                scene.view.record_texts(ledger)
                draw(app.ctx, app.stack)
                scene.view.record_texts(None)
                drawn = {w for w, *_ in ledger}
                shown = {"caption", "notice"} if name == "replay" else {"odds", "win chance"}
                assert shown <= drawn, (name, presenter)
                assert on_the_board(app, scene, ledger) == [], (name, presenter, menu)


@pytest.mark.parametrize("lang", LANGS)
def test_a_replay_caption_is_shown_whole_in_presenter_mode_at_1024x600(new_app, lang):
    app = new_app((1024, 600), lang)
    app.start("title")
    app.ctx.update_settings(presenter=200)
    scene = captioned_replay(app, lang)
    ledger: list = []
    scene.view.record_texts(ledger)
    draw(app.ctx, app.stack)
    caption = scene.view.info.rects["caption"]
    assert not caption.colliderect(scene.view.layout.board)
    size = scene.view.info._caption.size  # the size the caption was drawn at
    wrapped = wrap_text(app.ctx.text, CAPTION[lang], size, caption.width - 2 * PAD)
    assert size >= 10
    assert round(size * 1.3) * len(wrapped) <= caption.height - 12  # every line, none cut
    assert not any(line.endswith("\u2026") for line in wrapped)
    assert [w for w, *_ in ledger].count("caption") == 1


def test_presenter_mode_enlarges_the_board_and_its_names_at_every_size():
    for w in range(640, 2561, 160):
        for h in range(400, 1601, 120):
            off = compute_layout((w, h))
            for presenter in (1.5, 2.0):
                on = compute_layout((w, h), presenter)
                assert on.board.width >= off.board.width, ((w, h), presenter)
                assert on.zoom > off.zoom
                for lay in (off, on):
                    window = pygame.Rect(0, 0, w, h)
                    rects = [lay.tray, lay.throw_button, lay.status, lay.log, lay.toolbar]
                    rects += [lay.info, *lay.cards.values(), *lay.tiles.values()]
                    for rect in rects:
                        assert not rect.colliderect(lay.board), ((w, h), presenter, rect)
                        assert window.contains(rect), ((w, h), presenter, rect)
    for size in ((1024, 600), (1280, 720), (1920, 1080)):
        off, on = board_size(size, 100), board_size(size, 200)
        assert on.board > off.board and on.names > off.names and on.badge > off.badge


def test_the_board_takes_the_height_in_presenter_mode_and_names_read_from_the_back():
    assert compute_layout((1280, 720), 2.0).board.height == 720
    assert compute_layout((1920, 1080), 2.0).board.height == 1080
    assert compute_layout((1024, 600), 2.0).board.height == 600
    assert name_font_px(1080, "hanzi", compute_layout((1920, 1080), 2.0).presenter) >= 36


def test_board_sizes_fails_when_presenter_mode_shrinks_the_board():
    off, on = board_size((1280, 720), 100), board_size((1280, 720), 200)
    shrunk = replace(on, board=off.board - 200)
    assert problems([off, on]) == []
    assert problems([off, shrunk]) and "1280x720" in problems([off, shrunk])[0]


@pytest.mark.parametrize("size", ((1024, 600), (1280, 720), (1920, 1080)))
@pytest.mark.parametrize("lang", LANGS)
def test_presenter_mode_keeps_the_tiles_words_apart_and_the_logs_last_lines(new_app, size, lang):
    """At 200% the light and dark words stay under their tiles, and the log shows lines."""
    app = new_app(size, lang)
    app.start("title")
    app.ctx.update_settings(presenter=200)
    scene = demo_scene(app.ctx)
    app.stack.push(scene)
    ledger: list = []
    scene.view.record_texts(ledger)
    draw(app.ctx, app.stack)
    snap = scene.snapshot()
    tiles = scene.view.tile_rects(snap, snap.to_move)
    words = [rect for what, rect, _box in ledger if what == "tile word"]
    assert len(tiles) == 2 and len(words) == 2
    for word in words:
        assert not any(word.colliderect(tile) for tile, *_ in tiles), (word, tiles)
        assert scene.view.layout.tiles[snap.to_move].contains(word)
    assert scene.view.log_room() >= 3
    card = compute_layout(size).cards[Side.WHITE].height
    # the card is a strip: two rows of the level's text (issue 36: 1.5% of the height a level)
    assert scene.view.layout.cards[Side.WHITE].height < card * 0.7


def test_presenter_mode_menu_holds_the_secondary_buttons(new_app):
    app = new_app((1280, 720))
    app.start("title")
    app.ctx.update_settings(presenter=200)
    scene = demo_scene(app.ctx)
    app.stack.push(scene)
    pump(app)
    labels = {b.text for b in scene.buttons.actions}
    assert {"Hint", "Undo", "Menu"} <= labels and "Settings" not in labels
    menu = next(b for b in scene.buttons.actions if b.text == "Menu")
    scene.buttons.actions[menu]()
    labels = {b.text for b in scene.buttons.actions}
    assert {"Lines", "Rules", "Settings", "Exit"} <= labels
    right = scene.view.layout.right
    for button in scene.buttons.actions:
        if button.text != "Throw sticks":
            assert right.contains(button.get_abs_rect()), button.text
    lines = scene.ctx.settings.show_lines
    button = next(b for b in scene.buttons.actions if b.text == "Lines")
    scene.buttons.actions[button]()
    assert scene.ctx.settings.show_lines != lines
    assert not scene.toolbar.menu_open and "Settings" not in {b.text for b in scene.buttons.actions}
