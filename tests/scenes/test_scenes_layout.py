"""Every text on the game screen stays inside its box, at three window sizes, in both
languages, in the busiest states: a hint over the prompt, a pass message, the computer
thinking, watch mode. Button labels are measured in their theme font against the button.
"""

from __future__ import annotations

import pygame
import pytest

from liubo.cli import SCENE_NAMES
from liubo.engine import Side
from liubo.model import game_text as gt
from liubo.model.rulesets.tlv import text as tt
from liubo.scenes.catalog import open_screen
from liubo.scenes.demo import demo_scene
from liubo.services.window import display_window
from support import draw, pump

SIZES = ((1024, 600), (1280, 720), (1920, 1080))
LANGS = ("en", "zh_CN")


def busy_states(scene):
    """Put the scene in each of its wordiest states in turn (yields a name for each)."""
    board = scene.board
    move = scene.session.game.legal_moves()[0]
    scene.session.message = lambda _: _("Hint: {move}").format(move=tt.move_preview(_, board, move))
    yield "hint over the prompt"
    scene.session.message = lambda _: _("Hint: {move} — {chances}").format(
        move=tt.move_preview(_, board, move), chances=gt.chances_text(_, [0.634, 0.581, 0.512])
    )
    yield "hint with the chances of the best turns"
    scene.session.message = lambda _: gt.passed_text(_, (3, 1))
    yield "a pass"
    scene.session.message = None
    scene.session.turn.select((move.origin, None if move.origin is None else move.owl))
    scene.hover = move.target
    yield "a preview"
    scene.session.players = {Side.GREEN: "hard", Side.WHITE: "hard"}
    scene.session.ai.pending = (1, "move", "")
    scene.session.thinking = 1.0
    yield "the computer thinking"
    scene.session.ai.pending = None


def outside(ledger) -> list[str]:
    return [f"{what} {rect} outside {box}" for what, rect, box in ledger if not box.contains(rect)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", ["two", "watch"])
def test_every_text_fits_its_box(new_app, size, lang, mode):
    app = new_app(size, lang)
    app.start("title")
    app.ctx.update_settings(names_mode="english", show_lines=True)
    scene = demo_scene(app.ctx)
    scene.session.mode = mode
    app.stack.push(scene)
    ledger: list = []
    scene.view.record_texts(ledger)
    for state in busy_states(scene):
        scene.build()
        ledger.clear()
        draw(app.ctx, app.stack)
        assert ledger, "nothing was recorded"
        assert outside(ledger) == [], (state, lang, size)
        theme = app.ctx.ui.get_theme()
        for button in scene.buttons.order + list(scene.buttons.actions):
            font = theme.get_font(button.combined_element_ids)
            width = font.size(button.text)[0]
            assert width <= button.relative_rect.width - 4, (button.text, state, size)
            assert scene.view.layout.size == app.ctx.screen.get_size()


@pytest.mark.parametrize("size", [(1859, 113), (200, 150), (640, 480), (1, 1)])
def test_any_window_size_draws(new_app, size):
    """However odd the window, the game screen lays out without a negative box and draws."""
    app = new_app()
    app.start("title")
    scene = demo_scene(app.ctx)
    app.stack.push(scene)
    pygame.display.set_mode(size)
    app.resized(pygame.display.get_surface())
    lay = scene.view.layout
    for rect in (lay.board, lay.tray, lay.status, lay.log, lay.toolbar, *lay.cards.values()):
        assert rect.width >= 1 and rect.height >= 1
    draw(app.ctx, app.stack)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("presenter", [150, 200])
def test_presenter_mode_text_fits_at_every_scale(new_app, size, lang, presenter):
    app = new_app(size, lang)
    app.start("title")
    app.ctx.update_settings(names_mode="english", show_lines=True, presenter=presenter)
    scene = demo_scene(app.ctx)
    app.stack.push(scene)
    ledger: list = []
    scene.view.record_texts(ledger)
    scene.panel_tabs.shown = "moves"
    for state in busy_states(scene):
        scene.build()
        ledger.clear()
        draw(app.ctx, app.stack)
        assert outside(ledger) == [], (state, lang, size, presenter)
        theme = app.ctx.ui.get_theme()
        for button in list(scene.buttons.actions):
            font = theme.get_font(button.combined_element_ids)
            assert font.size(button.text)[0] <= button.relative_rect.width - 4, button.text
    assert scene.view.layout.scale > 1.0
    assert scene.snapshot().names_mode == "hanzi+english"  # characters and gloss in one label


@pytest.mark.parametrize("name", SCENE_NAMES)
def test_a_narrow_or_tiny_window_draws_every_screen(new_app, name):
    """A 10x400 or 1x1 window (a window manager allows it) draws every screen without an
    error, laid out at that size, and the screen comes back whole (issue 26, item 3)."""
    app = new_app()
    open_screen(app.ctx, app.stack, name)
    pump(app)
    window = display_window()
    window.minimum_size = (1, 1)  # xdotool and some window managers ignore the hint
    for size in ((10, 400), (1, 1), (400, 10), (1280, 720)):
        window.size = size
        pump(app, frames=2)
        assert app.ctx.screen.get_size() == size
    assert all(b.get_abs_rect().right <= 1280 for s in app.stack.scenes for b in s.buttons.actions)


@pytest.mark.parametrize("menu", ["computer", "watch"])
@pytest.mark.parametrize("size", SIZES + ((800, 480), (1440, 810)), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_the_computer_level_buttons_stay_inside_their_panel(new_app, menu, size, lang):
    """Play vs computer and Watch: no button sticks out past the panel (issue 25)."""
    app = new_app(size, lang)
    open_screen(app.ctx, app.stack, menu)
    title = app.stack.top
    panel = title.submenu_panel()
    inside = [b for b in title.buttons.actions if panel.colliderect(b.get_abs_rect())]
    assert len(inside) >= 6  # four levels, Start and Back (and the two colours)
    theme = app.ctx.ui.get_theme()
    for button in inside:
        assert panel.contains(button.get_abs_rect()), (button.text, panel)
        font = theme.get_font(button.combined_element_ids)
        assert font.size(button.text)[0] <= button.relative_rect.width - 4, button.text


# -- every screen and panel (issue 36): no text leaves its box or crosses another element ------

MATRIX_LANGS = ("en", "zh_CN", "zh_Hant")
SECOND = "cazaux"  # the second ruleset's games, replays and victories
HUMANS = {Side.GREEN: "human", Side.WHITE: "human"}


def second_ruleset_screens(app):
    """The second ruleset's replay and victory (its game is among the busy screens)."""
    from liubo.engine import Game
    from liubo.scenes.game import GameScene
    from liubo.scenes.game_open import replay
    from liubo.scenes.victory import VictoryScene
    from liubo.tools.board_sizes import played

    app.stack.push(replay(app.ctx, played(SECOND, None, 8, 5)))
    yield f"{SECOND} replay"
    app.stack.pop()
    game = Game.from_text("P2,P4/*P5,P7 0-0 G 1,3", ruleset=SECOND)
    game.play("P4>P5/1")
    scene = GameScene(app.ctx, game, HUMANS, "two")
    app.stack.push(scene)
    app.stack.push(VictoryScene(app.ctx, scene))
    yield f"{SECOND} victory"
    app.stack.pop()
    app.stack.pop()


def every_screen(app):
    """Each screen and panel in turn (yields its name): every ``--scene`` screen under each
    ruleset's choice, the busiest game screens of ``make board-sizes`` (the odds with their
    badges, a caption, a notice, a variant, a finished lesson), presenter mode's menu open,
    and the second ruleset's replay and victory."""
    from liubo.tools.board_sizes import screens

    for ruleset in ("tlv", SECOND):
        app.ctx.update_settings(ruleset=ruleset)
        for name in SCENE_NAMES:
            while app.stack.top is not None:
                app.stack.pop()
            open_screen(app.ctx, app.stack, name)
            app.stack.top.settle()
            yield f"{ruleset}: {name}"
    while app.stack.top is not None:
        app.stack.pop()
    app.ctx.update_settings(ruleset="tlv")
    app.start("title")
    for name in screens(app):
        app.stack.top.build()
        yield name
        if name == "game" and app.ctx.settings.presenter > 100:
            scene = app.stack.top
            scene.toolbar.menu_open = True
            scene.build()
            yield "game, the menu open"
            scene.toolbar.menu_open = False
    yield from second_ruleset_screens(app)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", MATRIX_LANGS)
def test_no_text_leaves_its_box_or_crosses_another_on_any_screen(new_app, size, lang):
    """Every screen and panel, both rulesets, presenter mode off and on (200%): no text
    leaves the window or its panel, lies under something its screen drew over it or over
    another text, no label is wider than its button and no tooltip covers another button
    (issue 36, item 3). A game screen's texts also stay in the boxes the table gives them."""
    from liubo.checks.layout_probe import draw_recorded, text_problems, widget_problems

    app = new_app(size, lang)
    found = []
    for presenter in (100, 200):
        app.ctx.update_settings(presenter=presenter)
        for name in every_screen(app):
            ledger: list = []
            view = getattr(app.stack.top, "view", None)
            if view is not None:
                view.record_texts(ledger)
            drawn = draw_recorded(app)
            problems = text_problems(drawn, size) + widget_problems(app) + outside(ledger)
            found += [f"{presenter}% {name}: {p}" for p in problems]
            assert any(d.kind == "text" for d in drawn), name
    assert found == []
    assert app.internal_errors == []
