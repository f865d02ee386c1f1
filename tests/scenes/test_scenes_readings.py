"""The Rule readings panel of the game setup, and a game under other readings."""

from __future__ import annotations

import pygame

from liubo.engine import Game, Side
from liubo.model.readings_text import in_force, variant_lines
from liubo.scenes.game import GameScene
from support import key, pump


def open_panel(app):
    title = app.stack.top
    title.open_readings()
    pump(app)
    return title, app.stack.top


def test_the_panel_sets_the_readings_of_the_next_game(app):
    title, panel = open_panel(app)
    assert type(panel).__name__ == "ReadingsScene"
    labels = [b.text for b in panel.buttons.order]
    assert "Capture (default)" in labels and "Share" in labels and "Done" in labels
    panel.choose("owl-landing", "contest")
    panel.choose("first", "toss")
    panel.done()
    pump(app)
    assert app.stack.top is title
    assert title.readings["owl-landing"] == "contest"
    assert "Rule readings: 2 changed" in [b.text for b in title.buttons.order]
    title.start_two_players()
    pump(app)
    scene = app.stack.top
    assert isinstance(scene, GameScene)
    assert scene.session.game.rules.options["owl-landing"] == "contest"
    assert scene.session.game.rules.options["first"] == "toss"
    assert scene.snapshot().variant == "Variant (V)"


def test_default_rules_puts_every_reading_back(app):
    title, panel = open_panel(app)
    panel.choose("pond", "sanctuary")
    panel.reset()
    key(app, pygame.K_ESCAPE)  # Escape closes the panel like Done
    assert app.stack.top is title
    assert variant_lines(title.readings, str) == []
    assert "Rule readings" in [b.text for b in title.buttons.order]


def test_v_lists_the_readings_in_force(app):
    options = {"pond": "sanctuary", "win": "end-of-turn"}
    game = Game.new(options=options)
    app.stack.push(GameScene(app.ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}))
    pump(app)
    key(app, pygame.K_v)
    assert app.ctx.notice == in_force(options, str)
    assert "The pond: Sanctuary" in app.ctx.notice and "Winning: End of turn" in app.ctx.notice
    app.stack.pop()
    app.stack.push(GameScene(app.ctx, Game.new(), {Side.GREEN: "human", Side.WHITE: "human"}))
    pump(app)
    assert app.stack.top.snapshot().variant == ""
    key(app, pygame.K_v)
    assert "standard rules" in app.ctx.notice


def test_the_readings_read_in_chinese(new_app):
    app = new_app(lang="zh_CN")
    app.start("title")
    _, panel = open_panel(app)
    labels = [b.text for b in panel.buttons.order]
    assert "吃子（默认）" in labels and "默认规则" in labels
    assert in_force({"pond": "sanctuary"}, app.ctx.gettext) == "本局采用的规则解读：池：避难所"


def test_a_toss_takes_moves_first_off_the_green_button(app):
    title = app.stack.top
    title.open_menu("computer")
    assert "Play Green (moves first)" in [b.text for b in title.buttons.order]
    title.set_readings({"first": "toss"})
    title.open_menu("computer")
    assert "Play Green" in [b.text for b in title.buttons.order]


def test_hovering_the_variant_badge_lists_the_readings(app):
    options = {"entry": "stop"}
    scene = GameScene(app.ctx, Game.new(options=options), {})
    app.stack.push(scene)
    pump(app, frames=2)
    box = scene.view.cards.badge_rects[Side.GREEN]
    app.ctx.notice = ""
    pos = box.center
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))])
    assert (
        app.ctx.notice == in_force(options, str) == "Rule readings in force: Coming on: Stop on 高"
    )


def test_the_readings_are_kept_in_the_settings_for_the_next_session(new_app, tmp_path):
    home = tmp_path / "teacher"
    first = new_app(folder=home)
    first.start("title")
    title, panel = open_panel(first)
    panel.choose("pond", "sanctuary")
    panel.choose("owl-landing", "contest")
    panel.done()
    pump(first)
    assert first.ctx.settings.readings == "owl-landing=contest pond=sanctuary"
    first.close()
    again = new_app(folder=home)  # the game started again, from the same settings folder
    again.start("title")
    title = again.stack.top
    assert title.readings == {"owl-landing": "contest", "pond": "sanctuary"}
    assert "Rule readings: 2 changed" in [b.text for b in title.buttons.order]


def test_the_panel_fits_the_smallest_window_with_every_reading(new_app):
    # eight readings did not fit 640x480: Default rules and Done fell below the window
    # (make soak, seed 654415072); short windows get compact rows, explanations as tooltips
    for size, compact in [((640, 480), True), ((1280, 720), False)]:
        app = new_app(size)
        app.start("title")
        _, panel = open_panel(app)
        window = pygame.Rect((0, 0), size)
        assert panel.compact is compact
        assert panel.panel.height <= size[1]
        for button in panel.buttons.order:
            assert window.contains(button.relative_rect), (size, button.text)
        if compact:
            assert all(b.tool_tip_text for b in panel.buttons.order[:-2])


def theme_room(theme, ids: list[str]) -> int:  # noqa: ANN001
    """A button style's border and rounded corner on one side: the text does not enter."""

    def largest(value) -> int:  # noqa: ANN001
        parts = value.values() if isinstance(value, dict) else str(value).split(",")
        return max(int(str(part).strip()) for part in parts)

    return sum(
        largest(theme.get_misc_data(n, ids)) for n in ("shape_corner_radius", "border_width")
    )


def test_every_label_clears_its_buttons_edges_and_nothing_of_the_title_shows(new_app):
    """Seen in a real window (issue 36, the teacher's play-through): 'Every throw (default)'
    ran into its button's rounded edges at 1024x600 and 1280x720; the title's logo showed
    through the panel, and its key help was cut by the panel's foot at 1024x600. Each label
    now fits inside its button's border and corners; the panel is opaque, and the title
    draws neither its keys nor its ruleset caption under it."""
    from liubo.checks.layout_probe import draw_recorded
    from support import draw

    for lang in ("en", "zh_Hant", "zh_CN"):
        for size in ((1024, 600), (1280, 720), (1920, 1080)):
            app = new_app(size, lang)
            app.start("title")
            _title, panel = open_panel(app)
            draw(app.ctx, app.stack)
            theme = app.ctx.ui.get_theme()
            for button in panel.buttons.order:
                ids = [button.object_ids[-1], "button"]
                need = theme.get_font(ids).size(button.text)[0] + 2 * theme_room(theme, ids)
                assert need <= button.get_abs_rect().width, (lang, size, button.text, need)
            under = [d.label for d in draw_recorded(app) if d.kind == "text" and d.scene == "title"]
            assert not any("F11" in label or "new game" in label for label in under), under
            assert app.internal_errors == []
