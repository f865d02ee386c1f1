"""A lesson record replayed: captions with the turn they describe, the title shown at the
opening and then kept to one line above the turn (issue 36), keys offered only where they
work, and a log that does not give the end away (issue 25)."""

from __future__ import annotations

import random

import pygame

from liubo.engine import Game
from support import key, pump

TITLE = "A short game for the class"
ABOUT_THREE = "Turn 3: watch this move."
ABOUT_SIX = "Turn 6: and this one."


def lesson_record(seed: int = 6, turns: int = 8, finished: bool = False) -> tuple[str, Game]:
    rng = random.Random(seed)
    game = Game.new()
    while not game.is_over and (finished or game.turn_number <= turns):
        if game.needs_throw:
            game.throw(rng.randint(1, 4), rng.randint(1, 4))
        else:
            moves = game.legal_moves()
            scoring = [m for m in moves if m.points] if finished else []
            game.play(rng.choice(scoring or moves))
    lines = game.record().splitlines()
    turn_lines = [k for k, line in enumerate(lines) if line[:1].isdigit()]
    lines.insert(turn_lines[5], "# " + ABOUT_SIX)
    lines.insert(turn_lines[2], "# " + ABOUT_THREE)
    lines.insert(turn_lines[0], "# " + TITLE)
    return "\n".join(lines) + "\n", game


def open_record(app, tmp_path, finished: bool = False):  # noqa: ANN001, ANN201
    from liubo.scenes.files import open_replay

    text, game = lesson_record(finished=finished)
    path = tmp_path / "lesson.txt"
    path.write_text(text, encoding="utf-8")
    assert open_replay(app.ctx, app.stack, path)
    return app.stack.top, game


def shown_turn(scene) -> int:  # noqa: ANN001
    return scene.session.cursor.shown().turn


def test_a_caption_comes_with_its_turn_and_goes_after_it(app, tmp_path):
    scene, _game = open_record(app, tmp_path)
    snap = scene.snapshot()
    assert snap.caption == TITLE and snap.title == ""  # the opening: the title, once
    assert TITLE not in snap.keys_help
    assert "Space plays" in snap.status  # and the status keeps its room for the keys
    seen = []
    while scene.session.cursor.active:
        key(app, pygame.K_PERIOD)
        snap = scene.snapshot()
        seen.append((shown_turn(scene), snap.caption, snap.title))
        assert TITLE not in snap.keys_help
    for turn, caption, title in seen:
        # the first turn has no comment of its own: the title stays with it, then gives way
        expected = {0: TITLE, 2: ABOUT_THREE, 5: ABOUT_SIX}.get(turn, "")
        if scene.session.cursor.active or turn != seen[-1][0]:
            assert caption == expected, (turn, caption)
            assert title == ("" if caption == TITLE else TITLE), (turn, title)
    assert any(c == ABOUT_THREE for _t, c, _h in seen) and any(c == ABOUT_SIX for _t, c, _h in seen)


def test_a_caption_stays_a_few_seconds_while_the_replay_plays(app, tmp_path):
    from liubo.render.motion import WATCH_SPEEDS
    from liubo.scenes.game_replay import CAPTION_MIN_SECONDS

    scene, _game = open_record(app, tmp_path)
    scene.playback.speed_index = len(WATCH_SPEEDS) - 1  # the fastest replay
    key(app, pygame.K_SPACE)
    shown_for: dict[str, float] = {}
    for _ in range(4000):
        pump(app, dt=0.05)
        caption = scene.snapshot().caption
        shown_for[caption] = shown_for.get(caption, 0.0) + 0.05
        if scene.session.paused:
            break
    assert shown_for[ABOUT_THREE] >= CAPTION_MIN_SECONDS - 0.1
    assert shown_for[ABOUT_SIX] >= CAPTION_MIN_SECONDS - 0.1


def test_a_paused_replay_does_not_list_the_end(app, tmp_path):
    scene, game = open_record(app, tmp_path, finished=True)
    assert game.is_over
    texts = [" ".join(entry(app.ctx.gettext)) for entry, _c in scene.session.log.entries]
    assert texts == [TITLE]  # at the start: only the title, nothing of the game yet
    key(app, pygame.K_PERIOD)
    texts = [" ".join(entry(app.ctx.gettext)) for entry, _c in scene.session.log.entries]
    assert len(texts) == 3  # the title, the first throw and its first move
    key(app, pygame.K_END)
    assert len(scene.session.log.entries) > len(game.turns)
    ending = " ".join(scene.session.log.entries[-1][0](app.ctx.gettext))
    assert "wins" in ending or "6" in ending


def test_the_end_of_a_finished_record_offers_only_what_works(app, tmp_path):
    scene, game = open_record(app, tmp_path, finished=True)
    key(app, pygame.K_END)
    assert not scene.session.cursor.active
    status = scene.snapshot().status
    assert "C plays on" not in status and "Comma" in status
    key(app, pygame.K_c)
    assert scene.session.mode == "replay" and app.stack.top is scene  # C does nothing: not offered
    key(app, pygame.K_HOME)
    status = scene.snapshot().status
    assert "Space plays" in status and "C plays on from here" in status


def test_the_end_of_an_unfinished_record_offers_play_on(app, tmp_path):
    scene, game = open_record(app, tmp_path)
    key(app, pygame.K_END)
    status = scene.snapshot().status
    assert "C plays on from here" in status and not game.is_over
    key(app, pygame.K_c)
    assert scene.session.mode == "two"


def test_twelve_turns_in_the_title_is_one_line_above_the_turn_and_never_over_a_caption(
    new_app, tmp_path
):
    """Issue 36 item 4: stepped to turn 12 of a captioned record, the title is no longer the
    caption nor in the keys' help; it is one line above the turn number, inside the info
    column and clear of the caption, at each window size and in each language, and in
    presenter mode no smaller than the screen's least text."""
    from liubo.checks.layout_probe import draw_recorded
    from liubo.scenes.files import open_replay
    from support import draw

    rng = random.Random(12)
    game = Game.new()
    while game.turn_number <= 16 and not game.is_over:
        game.throw(rng.randint(1, 4), rng.randint(1, 4))
        while not game.needs_throw and not game.is_over:
            game.play(rng.choice(game.legal_moves()))
    lines = game.record().splitlines()
    turn_lines = [k for k, line in enumerate(lines) if line[:1].isdigit()]
    long_title = (
        "A whole game for the class, from the first throw to turn sixteen: watch how each "
        "side brings its birds on and where the first blockades stand"
    )
    lines.insert(turn_lines[11], "# Turn 12: the caption of this turn.")
    lines.insert(turn_lines[0], "# " + long_title)
    path = tmp_path / "lesson_full_game.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    windows = [(size, 100) for size in ((1024, 600), (1280, 720), (1920, 1080))]
    windows += [((1920, 1080), 150), ((1920, 1080), 200)]  # presenter mode
    for size, level in windows:
        for lang in ("en", "zh_Hant"):
            app = new_app(size, lang)
            app.ctx.update_settings(presenter=level)
            app.start("title")
            assert open_replay(app.ctx, app.stack, path)
            scene = app.stack.top
            scene.session.cursor.to_turn(11)
            ledger: list = []
            scene.view.record_texts(ledger)
            draw(app.ctx, app.stack)
            snap = scene.snapshot()
            assert snap.caption == "Turn 12: the caption of this turn."
            assert snap.title == long_title and long_title not in snap.keys_help
            rects = scene.view.info.rects
            assert "title" in rects and "caption" in rects, (size, lang)
            assert not rects["title"].colliderect(rects["caption"]), (size, lang)
            assert scene.view.layout.info.contains(rects["title"]), (size, lang)
            titles = [r for what, r, _box in ledger if what == "title"]
            # one line, and no smaller than the least text of the screen (presenter mode
            # drew it at 11 px where the least is 25)
            lay = scene.view.layout
            assert len(titles) == 1 and titles[0].height < 2 * lay.text_px(13), (size, level)
            drawn = [d for d in draw_recorded(app) if d.label[:12] == long_title[:12]]
            assert len(drawn) == 1 and drawn[0].px >= lay.floor, (size, level, lang, drawn)
            scene.view.record_texts(None)
