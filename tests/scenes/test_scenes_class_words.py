"""Words a class should not see, and clicks that do what a class expects (issue 36, item 5):
Cazaux's screens speak of stones and stations; a click on one's own stone where a waiting
one could enter asks which was meant; the rules screen's keys name every source of the
page; the position names table glosses every name the same way."""

from __future__ import annotations

import re

import pygame

from liubo.content import rulebook
from liubo.engine import Game, Side
from liubo.engine.board import load_board
from liubo.input import NUMBER_KEYS, Cmd, Command, InputMapper
from liubo.render.evidence_tags import card_help
from liubo.render.rulebook_blocks import keys_help
from liubo.render.rulebook_figures import name_row_texts
from liubo.scenes.rules import RulesScene
from liubo.services.translation import load_translator
from support import click, draw, key, open_game

TLV_WORDS = re.compile(r"\b(birds?|perch(es)?)\b")


def station_point(scene, station: int):  # noqa: ANN001, ANN201
    return scene.view.geo().point(station)


def button(app, text: str):  # noqa: ANN001, ANN201
    return next(b for b in app.stack.top.buttons.order if b.text == text)


def test_cazaux_speaks_of_stones_and_stations(app):
    """The status and the answers to clicks say what the log says: stones, stations."""
    scene = open_game(app, Game.from_text("P3/P10 0-0 G 3,2", ruleset="cazaux"))
    said = [scene.snapshot().status, scene.snapshot().keys_help]
    click(app, station_point(scene, scene.session.game.board.index["P10"]))  # White's stone
    said.append(scene.snapshot().status)
    click(app, station_point(scene, scene.session.game.board.index["P3"]))  # selects Green's
    said.append(scene.snapshot().status)
    click(app, station_point(scene, scene.session.game.board.index["P15"]))  # out of reach
    said.append(scene.snapshot().status)
    text = "\n".join(said)
    assert not TLV_WORDS.search(text), text
    assert "stone" in text and "station" in text
    tlv = open_game(app, Game.from_text("GAO_SW/QU_N 0-0 G 2,1"))
    assert "bird" in tlv.snapshot().status and "Tab birds" in tlv.snapshot().keys_help


def test_a_click_on_ones_own_stone_where_a_waiting_one_could_enter_asks(app):
    """With the waiting stones chosen, a click on Green's stone on 3 (where a waiting stone
    could enter with the 3) asks: choose that stone, or bring a new one in."""
    game = Game.from_text("P3/P10 0-0 G 3,2", ruleset="cazaux")
    scene = open_game(app, game)
    p3 = game.board.index["P3"]
    click(app, scene.view.waiting_rect(Side.GREEN).center)
    assert scene.session.turn.selection == (None, None)
    click(app, station_point(scene, p3))
    question = app.stack.top
    assert type(question).__name__ == "ConfirmScene"
    assert question.title == "Bring a stone in here, or move this one?"
    click(app, button(app, "Choose this stone").get_abs_rect().center)
    assert app.stack.top is scene and scene.session.turn.selection == (p3, False)
    assert game.turns == [] and game.remaining_numbers == (3, 2)  # nothing was played
    click(app, scene.view.waiting_rect(Side.GREEN).center)
    click(app, station_point(scene, p3))
    click(app, button(app, "Bring one in").get_abs_rect().center)
    assert app.stack.top is scene and [str(m) for m in game.turns[-1].moves] == ["OFF>P3/3"]


def test_the_rules_keys_name_every_source_of_the_page(new_app):
    """The About page names 8 sources: the foot says 1-8, the card's foot too, and the
    keys 5 to 8 open the cards the footer promises."""
    app = new_app((1280, 720), "en")
    app.start("title")
    scene = RulesScene(app.ctx, "about")
    app.stack.push(scene)
    draw(app.ctx, app.stack)
    tags = scene.page_tags()
    assert len(tags) == 8
    _ = app.ctx.gettext
    assert "1-8: sources" in keys_help(_, 8) and "1: sources" in keys_help(_, 1)
    assert "sources" not in keys_help(_, 0)
    assert "Keys 1-8 or Space" in card_help(_, 8)
    mapper = InputMapper()
    for number in range(1, 9):
        event = pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{number}"), mod=0)
        (command,) = mapper.map_event(event)
        assert command == Command(Cmd.NUMBER, value=number)
        app.stack.handle(command)
        assert scene.card is not None and scene.card.number == number
        draw(app.ctx, app.stack)
        app.stack.handle(Command(Cmd.NUMBER, value=number))  # again: closed
    assert set(NUMBER_KEYS.values()) == set(range(1, 10))


def test_every_page_names_the_keys_of_its_own_sources() -> None:
    _ = load_translator("en").gettext
    for topic in rulebook.TOPICS:
        for page in topic.pages:
            count = len(page.evidence)
            assert count <= 9, (topic.id, page.heading)  # every tag has its key
            if count > 1:
                assert f"1-{count}: sources" in keys_help(_, count)


def test_the_names_table_glosses_every_name_alike() -> None:
    """The gloss column gives each name's English gloss, in every language: the Chinese
    table mixed 池 Pond with English-only glosses."""
    board = load_board()
    for lang in ("en", "zh_CN", "zh_Hant"):
        _ = load_translator(lang).gettext
        rows = [name_row_texts(_, row) for row in board.names.values()]
        assert [r[1] for r in rows] == [row.gloss for row in board.names.values()], lang


# -- the move list and the look-back name perches as the board does --------------------------
NOTATION = re.compile(r"(OFF|\S)>\*?[A-Z0-9_]+/[1-6]")


def played_record(ruleset: str, seed: int, turns: int = 16) -> Game:
    import random

    rng = random.Random(seed)
    game = Game.new(ruleset=ruleset)
    while game.turn_number <= turns and not game.is_over:
        if game.needs_throw:
            game.throw(rng.randint(1, 4), rng.randint(1, 4))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game


def test_a_replays_moves_and_look_back_name_perches_as_the_board_does(new_app, tmp_path):
    """A replay (both rulesets, English and 繁體) stepped through every turn: the move list,
    brief and in full, the status and the event log name places as the screen does, never
    by the record's ids (``GAO_SW>QU_S/1``); the record's file keeps its notation."""
    from liubo.scenes.files import open_replay

    for ruleset, seed in (("tlv", 12), ("cazaux", 5)):
        game = played_record(ruleset, seed)
        ids = {perch.id for perch in game.board.perches if len(perch.id) > 2}
        path = tmp_path / f"{ruleset}.txt"
        path.write_text(game.record() + "\n", encoding="utf-8")
        assert NOTATION.search(path.read_text(encoding="utf-8"))  # the file: notation
        for lang in ("en", "zh_Hant"):
            app = new_app(lang=lang)
            app.start("title")
            assert open_replay(app.ctx, app.stack, path)
            scene = app.stack.top
            _ = scene._
            scene.panel_tabs.show_moves()
            seen: list[str] = []
            while scene.session.cursor.active:
                key(app, pygame.K_PERIOD)
                for full in (False, True):
                    scene.panel_tabs.words = full
                    draw(app.ctx, app.stack)
                    snap = scene.snapshot()
                    seen.extend(snap.move_rows)
                    seen.append(snap.status)
            seen.extend(line for entry, _tone in scene.session.log.entries for line in entry(_))
            assert len(seen) > 40
            for text in seen:
                assert not NOTATION.search(text), (ruleset, lang, text)
                found = [perch_id for perch_id in ids if perch_id in text]
                assert not found, (ruleset, lang, found, text)
            brief = scene.snapshot().move_rows
            assert any("→" in row for row in brief), brief[:3]


# -- a finished lesson says it is finished -----------------------------------------------------
def finish_lesson(app, lesson_id: str | None):  # noqa: ANN001, ANN201
    """The lesson ``lesson_id`` (None: the course's last) played to its end."""
    from liubo.content.lesson_progress import LessonProgress
    from liubo.content.lessons import load_lessons
    from liubo.scenes.lesson import LessonScene

    lessons, _problems = load_lessons()
    lesson = next(x for x in lessons if x.id == lesson_id) if lesson_id else lessons[-1]
    scene = LessonScene(app.ctx, lesson, LessonProgress(app.ctx.paths.data_dir), lessons)
    app.stack.push(scene)
    while not scene.run.complete:
        if scene.session.game.needs_throw:
            scene.throw()
        step = scene.run.step
        move = step.moves[0] if step.moves else None
        found = (
            scene.session.game.state.find_move(move)
            if move
            else next(m for m in scene.session.game.legal_moves() if scene.run.check(m))
        )
        scene.play(found)
        while scene.anim is not None or scene.glide is not None:
            scene.update(0.05)
    draw(app.ctx, app.stack)
    return scene


def theme_size(value) -> int:  # noqa: ANN001
    """A size of pygame-gui's theme (a number, or one per side or corner): its largest."""
    parts = value.values() if isinstance(value, dict) else str(value).split(",")
    return max(int(str(part).strip()) for part in parts)


def test_a_finished_lesson_says_so_and_what_its_buttons_do(new_app):
    """The status of a finished lesson ended with the next turn's prompt ("Green: choose a
    bird…"); it now says the lesson is finished and what Next lesson and All lessons do,
    the keys under the closing words reach both buttons, and each label fits its button
    (at 1280x720 "Next lesson" was cut by the button's rounded edge)."""
    for size, lang in (((1280, 720), "en"), ((1024, 600), "zh_Hant"), ((1920, 1080), "en")):
        app = new_app(size, lang)
        app.start("title")
        _ = app.ctx.gettext
        theme = app.ctx.ui.get_theme()
        last = (None, ("All lessons",))
        for lesson_id, labels in (("capture_contest", ("Next lesson", "All lessons")), last):
            scene = finish_lesson(app, lesson_id)
            status = scene.snapshot().status
            prompt = _("{side}: choose a bird (Tab) and a number (1-4); click a gold perch")
            assert prompt.split("{side}")[1][:6] not in status, (size, lang, status)
            assert (_("Next lesson") in status) == (len(labels) == 2), status
            assert _("All lessons") in status, status
            shown = {b.text: b for b in scene.buttons.order}
            assert set(shown) == {_(label) for label in labels}, (size, lang, set(shown))
            for text, button in shown.items():
                ids = [button.object_ids[-1] or "button", "button"]
                room = 2 * sum(
                    theme_size(theme.get_misc_data(name, ids))
                    for name in ("shape_corner_radius", "border_width")
                )
                need = theme.get_font(ids).size(text)[0] + room
                assert need <= button.get_abs_rect().width, (size, lang, text, need)
            focused = [scene.focused_button().text]
            key(app, pygame.K_TAB)
            focused.append(scene.focused_button().text)
            assert set(focused) == set(shown), focused
            assert app.stack.top is scene
            app.stack.pop()
        assert app.internal_errors == []
