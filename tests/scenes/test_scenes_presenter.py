"""Presenter mode for the back row (issue 36, item 2): at 1920x1080 the names and every text
beside the board are at least 1.5% of the window's height per level (17, 21, 25, 29 and
33 px for 100% to 200%), the names and badges grow with every level, no name plate or badge
covers another or a piece, the level is named on the screen, the variant badge stays on
the cards and a finished lesson's words and buttons stay beside the board."""

from __future__ import annotations

import pygame
import pytest

from liubo.checks.layout_probe import draw_recorded
from liubo.engine import Game, Side, load_board
from liubo.render.board_names import name_font_px, place_names
from liubo.render.geometry import PERCH_RADIUS_UNITS
from liubo.render.label_place import keep_out, lane_stations
from liubo.render.layout import text_floor
from liubo.render.sizes import LEVELS, board_size, problems
from liubo.render.text import TextCache
from liubo.tools import board_sizes
from support import draw, open_game

HUMANS = {Side.GREEN: "human", Side.WHITE: "human"}


def test_the_smallest_text_is_one_and_a_half_percent_of_the_height_per_level():
    assert [text_floor(1080, p / 100) for p in LEVELS] == [17, 21, 25, 29, 33]
    assert [text_floor(720, p / 100) for p in LEVELS] == [11, 14, 17, 19, 22]


def test_make_board_sizes_passes_at_1920x1080(capsys):
    """Every level drawn and measured: names, badges, texts beside the board and buttons at
    least the level's size, nothing overlapping, the level and the variant on the screen."""
    assert board_sizes.main(["--sizes", "1920x1080"]) == 0
    rows = [line.split() for line in capsys.readouterr().out.splitlines()[1:]]
    assert [row[1] for row in rows] == ["100%", "125%", "150%", "175%", "200%"]
    for row in rows:
        names, joined, badge, beside, buttons, least = (int(v) for v in row[3:9])
        assert min(names, joined, badge, beside, buttons) >= least, row
    assert [int(row[4]) for row in rows] == sorted({int(row[4]) for row in rows})  # growing


def test_board_sizes_says_what_issue_36_found():
    """The check fails the old faults: names no larger at 200% than at 150%, a text
    smaller than the level allows, overlaps, no level on the screen."""
    rows = [board_size((1920, 1080), p) for p in (150, 200)]
    flat = [rows[0], type(rows[1])(**{**rows[1].__dict__, "joined": rows[0].joined})]
    assert problems(rows) == []
    assert any("at 200%" in p for p in problems(flat))
    row = board_sizes.Measured(rows[1], beside=(19, "† a gloss"), wrong=["game: x"])
    found = board_sizes.required(row)
    assert any("'† a gloss' is 19 px < 33 px" in p for p in found)
    assert any("game: x" in p for p in found)


@pytest.mark.parametrize("ruleset", ["tlv", "cazaux"])
def test_name_plates_never_cover_each_other_or_the_pieces(ruleset):
    """Every station's plate, in every names mode, at 100% to 200% on a 1080 px board and at
    the smaller windows' boards, turned and not: inside the board, off every other plate
    and off the room every station's pieces may take (an Owl, a pair, a pile)."""
    board = Game.new(ruleset=ruleset).board if ruleset != "tlv" else load_board()
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    text = TextCache()
    lanes = lane_stations(board)
    cases = [(1080, p, q) for p in LEVELS for q in (0, 1)]
    cases += [(side, p, 0) for side in (600, 720) for p in (100, 200)]
    for side, level, quarter in cases:
        modes = ["hanzi+english", "hanzi+pinyin", "hanzi"] if level > 100 else ["english", "hanzi"]
        if board.perches[0].label:
            modes.append("labels")
        bird = max(10, round(PERCH_RADIUS_UNITS * side * 2))
        for mode in modes:
            px = name_font_px(side, mode, level / 100)
            plates = place_names(board, text, side, quarter, mode, px)
            rooms = [keep_out(p.at, bird, p.index in lanes) for p in plates]
            where = (ruleset, side, level, quarter, mode)
            for k, plate in enumerate(plates):
                assert pygame.Rect(0, 0, side, side).contains(plate.rect), where
                assert plate.rect.collidelist(rooms) == -1, (where, plate)
                others = [p.rect for p in plates[k + 1 :]]
                assert plate.rect.collidelist(others) == -1, (where, plate)


def test_names_grow_with_every_level():
    for side in (600, 720, 1080):
        joined = [name_font_px(side, "hanzi+english", p / 100) for p in LEVELS[1:]]
        hanzi = [name_font_px(side, "hanzi", p / 100) for p in LEVELS[1:]]
        assert joined == sorted(set(joined)) and hanzi == sorted(set(hanzi)), side
        assert joined[0] > name_font_px(side, "english") and hanzi[0] > name_font_px(side, "hanzi")


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_level_is_named_on_the_screen(new_app, lang):
    app = new_app((1920, 1080), lang)
    app.start("title")
    for level in LEVELS:
        app.ctx.update_settings(presenter=level)
        scene = open_game(app, Game.new())
        ledger: list = []
        scene.view.record_texts(ledger)
        draw(app.ctx, app.stack)
        tags = [rect for what, rect, _box in ledger if what == "presenter level"]
        if level == 100:
            assert tags == []
        else:
            assert len(tags) == 1 and tags[0].height >= text_floor(1080, level / 100) * 0.7
            assert scene.view.layout.level.contains(tags[0])
        app.stack.pop()
    assert app.internal_errors == []


def test_the_variant_badge_stays_on_both_cards_in_presenter_mode(new_app):
    app = new_app((1920, 1080))
    app.start("title")
    for level in (100, 150, 200):
        app.ctx.update_settings(presenter=level)
        scene = open_game(app, Game.new(options={"pond": "sanctuary"}))
        draw(app.ctx, app.stack)
        badges = scene.view.cards.badge_rects
        assert set(badges) == {Side.GREEN, Side.WHITE}, level
        for side, rect in badges.items():
            assert scene.view.layout.cards[side].contains(rect) or level == 100
        app.stack.pop()
    assert app.internal_errors == []


@pytest.mark.parametrize("level", [100, 200])
def test_a_finished_lesson_keeps_its_words_and_buttons_beside_the_board(new_app, level):
    app = new_app((1280, 720))
    app.start("title")
    app.ctx.update_settings(presenter=level)
    for name in board_sizes.finished_lesson(app):
        scene = app.stack.top
        assert scene.run.complete
        ledger: list = []
        scene.view.record_texts(ledger)
        draw(app.ctx, app.stack)
        board = scene.view.layout.board
        labels = {b.text for b in scene.buttons.actions}
        assert {"Next lesson", "All lessons"} <= labels, name
        for button in scene.buttons.actions:
            assert not button.get_abs_rect().colliderect(board), button.text
        assert "Lesson complete" in scene.task()[0]
        texts = [d for d in draw_recorded(app) if d.kind == "text"]
        assert any(d.label == "Lesson complete" for d in texts)
        assert [d.label for d in texts if board.colliderect(d.rect)] == []
    assert app.internal_errors == []


@pytest.mark.parametrize("lang", ["en", "zh_Hant"])
def test_the_tooltips_show_every_character_and_grow_with_the_level(new_app, lang):
    """A tooltip's words were drawn in pygame-gui's own font, without Chinese (繁體's
    'More buttons' showed four empty boxes), and at 14 px in presenter mode. Now each is in
    the theme's font, and in presenter mode as large as its button's text, at least the
    level's smallest."""
    app = new_app((1920, 1080), lang)
    app.start("title")
    theme = app.ctx.ui.get_theme()
    for level in (100, 200):
        app.ctx.update_settings(presenter=level)
        scene = open_game(app, Game.new())
        draw(app.ctx, app.stack)
        floor = scene.view.layout.floor
        shown = 0
        for button in scene.buttons.actions:
            if not button.tool_tip_text:
                continue
            button.hover_time = button.tool_tip_delay + 1.0
            button.while_hovering(0.0, pygame.Rect(button.rect).center)
            box = button.tool_tip.text_block
            assert theme.get_font_info(box.combined_element_ids)["name"] == "notosanssc"
            px = theme.get_font(box.combined_element_ids).get_point_size()
            assert px >= (floor if level > 100 else 14), (button.tool_tip_text, px)
            button.on_unhovered()
            shown += 1
        assert shown >= 3
        app.stack.pop()
    assert app.internal_errors == []
