"""The classroom features through the real game screen: looking back, playing on from the
past, the move list, and taking moves back."""

from __future__ import annotations

import random

import pygame

from liubo.engine import Game, Side
from liubo.scenes.game import GameScene
from support import click, key, pump


def start(app, players=None) -> GameScene:
    app.ctx.update_settings(animation_speed="reduced")
    scene = GameScene(app.ctx, Game.new(), players or {Side.GREEN: "human", Side.WHITE: "human"})
    app.stack.push(scene)
    pump(app)
    return scene


def play_turns(scene: GameScene, turns: int, seed: int = 5) -> None:
    """Random moves up to turn ``turns``, avoiding a win so the game goes on."""
    rng = random.Random(seed)
    while scene.session.game.turn_number <= turns and not scene.session.game.is_over:
        if scene.session.game.needs_throw:
            scene.do_throw()
        else:
            moves = scene.session.game.legal_moves()
            scene.play(rng.choice([m for m in moves if not m.wins] or moves))
            scene.finish_move()
    assert not scene.session.game.is_over


def truncated_record(game: Game, turn: int, moves: int | None) -> str:
    """The record up to turn index ``turn`` with ``moves`` of its moves (all if None)."""
    lines = [line for line in game.record().splitlines() if not line.startswith("result")]
    head = [line for line in lines if not line[:1].isdigit()]
    body = [line for line in lines if line[:1].isdigit()][: turn + 1]
    if moves is not None and body:
        words = body[-1].split()
        body[-1] = " ".join(words[: 3 + moves])
    return "\n".join(head + body) + "\n"


def shown_text(scene: GameScene) -> str:
    return Game(scene.snapshot().state).to_text()


def test_step_back_and_forward_through_forty_turns(app):
    scene = start(app)
    play_turns(scene, 40)
    game = scene.session.game
    key(app, pygame.K_HOME)
    assert scene.session.cursor.active and scene.panel_tabs.shown == "moves"
    assert shown_text(scene) == Game(game.start).to_text()
    checked = 0
    while scene.session.cursor.active:
        key(app, pygame.K_PERIOD)
        step = scene.session.cursor.shown()
        if not scene.session.cursor.active:
            break
        turn = game.turns[step.turn]
        moves = turn.moves.index(step.move) + 1 if step.move is not None else 0
        expected = Game.from_record(truncated_record(game, step.turn, moves))
        assert shown_text(scene) == expected.to_text()
        assert scene.snapshot().last_move == step.move
        assert not scene.human_turn()  # the board is view-only while looking back
        checked += 1
    assert checked > 40
    assert shown_text(scene) == game.to_text()
    # and back again with the comma key, then End returns to the present at once
    for _ in range(5):
        key(app, pygame.K_COMMA)
    assert scene.session.cursor.active
    key(app, pygame.K_END)
    assert not scene.session.cursor.active and shown_text(scene) == game.to_text()


def test_a_row_of_the_move_list_shows_the_position_after_that_turn(app):
    scene = start(app)
    play_turns(scene, 12)
    key(app, pygame.K_m)
    assert scene.panel_tabs.shown == "moves"
    pump(app)
    rows = scene.view.moves.row_rects
    assert rows, "the move list drew no rows"
    row, rect = rows[0]
    click(app, rect.center)
    assert scene.session.cursor.active and scene.session.cursor.shown().turn == row
    expected = Game.from_record(truncated_record(scene.session.game, row, None))
    assert shown_text(scene) == expected.to_text()
    assert scene.snapshot().move_rows == brief_rows(scene)


def brief_rows(scene) -> list[str]:  # noqa: ANN001
    """The move list's rows as the Moves tab shows them first: brief, perches named."""
    _ = scene._
    view = scene.session.move_view
    return [f"{t.number}. " + view.turn_words(_, t, full=False) for t in scene.session.game.turns]


def test_play_on_from_a_past_moment_makes_a_new_branch(app):
    scene = start(app)
    play_turns(scene, 10)
    for _ in range(7):
        key(app, pygame.K_COMMA)
    step = scene.session.cursor.shown()
    expected = Game(step.state).to_text()
    key(app, pygame.K_c)
    confirm = app.stack.top
    assert confirm.name == "confirm"
    confirm.yes()
    assert app.stack.top is scene and not scene.session.cursor.active
    assert scene.session.game.to_text() == expected
    assert Game.from_record(scene.session.game.record()).to_text() == expected
    assert app.ctx.autosave.load()[0].record == scene.session.game.record()


def test_undo_takes_back_a_misclick_but_never_the_throw(app):
    scene = start(app)
    key(app, pygame.K_SPACE)
    throw = scene.session.game.current_throw
    before = scene.session.game.to_text()
    scene.play(scene.session.game.legal_moves()[0])
    scene.finish_move()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.game.to_text() == before and scene.session.game.current_throw == throw
    key(app, pygame.K_BACKSPACE)  # nothing more: the throw stays
    assert scene.session.game.to_text() == before
    assert app.ctx.autosave.load()[0].record == scene.session.game.record()


def test_undo_against_the_computer_takes_back_the_humans_whole_turn(app):
    scene = start(app, {Side.GREEN: "human", Side.WHITE: "greedy"})
    scene.do_throw()  # Green throws (seeded: 3 and 4, which Green can play)
    assert scene.session.game.to_move == Side.GREEN and not scene.session.game.needs_throw
    after_throw = scene.session.game.to_text()
    rng = random.Random(1)
    while scene.session.game.to_move == Side.GREEN and not scene.session.game.needs_throw:
        scene.play(rng.choice(scene.session.game.legal_moves()))
        scene.finish_move()
    for _ in range(600):  # White (the computer) throws and plays
        pump(app, dt=0.1)
        if scene.session.game.to_move == Side.GREEN and scene.anim is None:
            break
    assert scene.session.game.to_move == Side.GREEN and len(scene.session.game.turns) == 2
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.game.to_text() == after_throw  # Green plays the same throw again
    saved, notice = app.ctx.autosave.load()
    assert saved is not None, notice
    assert saved.record == scene.session.game.record()
    assert scene.snapshot().move_rows == brief_rows(scene)


def lesson_text(seed: int = 6, turns: int = 8) -> tuple[str, Game]:
    rng = random.Random(seed)
    game = Game.new()
    while game.turn_number <= turns:
        if game.needs_throw:
            game.throw(rng.randint(1, 4), rng.randint(1, 4))
        else:
            game.play(rng.choice(game.legal_moves()))
    lines = game.record().splitlines()
    turn_lines = [k for k, line in enumerate(lines) if line[:1].isdigit()]
    lines.insert(turn_lines[3] + 1, "# Look: White enters a second bird.")
    lines.insert(turn_lines[0], "# Green throws first; watch the entry perches.")
    return "\n".join(lines) + "\n", game


def test_a_lesson_record_replays_with_its_captions(app, tmp_path):
    from liubo.scenes.files import open_replay

    text, game = lesson_text()
    path = tmp_path / "lesson.txt"
    path.write_text(text, encoding="utf-8")
    assert open_replay(app.ctx, app.stack, path)
    scene = app.stack.top
    assert scene.name == "game" and scene.session.mode == "replay" and scene.session.paused
    snap = scene.snapshot()  # the comment above the first turn is the record's title,
    assert snap.caption == "Green throws first; watch the entry perches."  # shown at the start
    assert "Green throws first" not in snap.keys_help
    assert shown_text(scene) == Game(game.start).to_text()
    key(app, pygame.K_SPACE)  # play
    assert not scene.session.paused
    seen = set()
    for _ in range(400):
        pump(app, dt=0.25)
        seen.add(scene.snapshot().caption)
        if scene.session.paused:
            break
    assert "Look: White enters a second bird." in seen
    assert shown_text(scene) == game.to_text()  # it stops at the end
    assert not scene.human_turn() and not app.ctx.autosave.exists()
    key(app, pygame.K_c)  # the lesson's game goes on between two players
    assert scene.session.mode == "two" and scene.human_turn() == (not scene.session.game.is_over)


def test_a_bad_record_gives_a_notice_and_changes_nothing(app, tmp_path):
    from liubo.scenes.files import open_replay

    path = tmp_path / "bad.txt"
    path.write_text("ruleset tlv\n1. G 2,1 NOWHERE>QU_S/2\n", encoding="utf-8")
    assert not open_replay(app.ctx, app.stack, path)
    assert app.stack.top.name == "title" and "not a game record" in app.ctx.notice


def test_the_victory_screen_offers_replay_and_save(app):
    from liubo.scenes.demo import demo_scene

    victory = demo_scene(app.ctx, finished=True)
    app.stack.push(victory.game_scene)
    app.stack.push(victory)
    labels = [b.text for b in victory.buttons.order]
    assert "Replay" in labels and "Save this game" in labels
    assert victory.focused_button().text == "New game"
    victory.replay()
    scene = app.stack.top
    assert scene.session.mode == "replay" and scene.session.cursor.index == 0


def test_a_throw_typed_by_hand(app):
    app.ctx.update_settings(throws="hand")
    scene = start(app)
    key(app, pygame.K_SPACE)
    entry = app.stack.top
    assert entry.name == "throw entry" and scene.session.game.needs_throw
    key(app, pygame.K_2)
    key(app, pygame.K_3)
    assert app.stack.top is scene
    assert str(scene.session.game.turns[-1].throw) == "2,3"


def test_a_throw_read_from_the_sticks_clicked(app):
    from support import draw

    app.ctx.update_settings(throws="hand")
    scene = start(app)
    key(app, pygame.K_SPACE)
    entry = app.stack.top
    draw(app.ctx, app.stack)  # lays out the sticks
    light = [r for g, _s, r in entry.stick_rects if g == 0]
    dark = [r for g, _s, r in entry.stick_rects if g == 1]
    click(app, light[0].center)  # one rounded face up in the light group: 1
    click(app, dark[0].center)
    click(app, dark[1].center)  # two in the dark group: 2
    assert (entry.entry.light, entry.entry.dark) == (1, 2)
    entry.confirm()
    assert str(scene.session.game.turns[-1].throw) == "1,2"
    assert scene.view.tray.faces is not None and sum(scene.view.tray.faces.dark) == 2


def test_the_class_throws_for_the_computer_too(app):
    app.ctx.update_settings(throws="hand")
    scene = start(app, {Side.GREEN: "greedy", Side.WHITE: "human"})
    for _ in range(40):
        pump(app, dt=0.1)
        if app.stack.top is not scene:
            break
    assert app.stack.top.name == "throw entry"
    key(app, pygame.K_ESCAPE)  # put off: it does not open again by itself
    for _ in range(20):
        pump(app, dt=0.1)
    assert app.stack.top is scene and scene.session.game.needs_throw
    key(app, pygame.K_SPACE)  # asks again
    assert app.stack.top.name == "throw entry"
    key(app, pygame.K_4)
    key(app, pygame.K_1)
    assert str(scene.session.game.turns[-1].throw) == "4,1"


def test_odds_badges_are_the_exact_capture_chances(app):
    import time

    from liubo.model.rulesets.tlv.odds import capture_threats, probe
    from liubo.scenes.game_odds import percent

    scene = start(app)
    play_turns(scene, 12, seed=8)
    key(app, pygame.K_o)
    assert scene.odds_panel.shown
    checked = 0
    for _moment in range(4):  # the present, then a few moments back
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            snap = scene.snapshot()
            if snap.badges or scene.shown_state().over:
                break
            time.sleep(0.02)
        state = scene.shown_state()
        expected = [(t.perch, percent(t.chance)) for t in capture_threats(probe(state))]
        assert [(p, text) for p, text, _c in snap.badges] == expected
        assert any(line.startswith("One group shows") for line in snap.odds_lines)
        checked += len(expected)
        key(app, pygame.K_COMMA)
    assert checked > 0
    key(app, pygame.K_o)
    assert not scene.snapshot().badges


def test_the_move_list_in_words_names_each_perch(app):
    from liubo.model.rulesets.tlv import text as tt

    scene = start(app)
    play_turns(scene, 6)
    key(app, pygame.K_m)
    pump(app)
    click(app, scene.view.tabs["moves"].center)  # the active tab again: words
    rows = scene.snapshot().move_rows
    expected = [
        tt.turn_row_words(app.ctx.gettext, t, scene.board) for t in scene.session.game.turns
    ]
    assert scene.panel_tabs.words and [r.split(". ", 1)[1] for r in rows] == expected
    assert any("\u2192" in row or "enters" in row for row in rows)
    click(app, scene.view.tabs["moves"].center)
    assert scene.snapshot().move_rows == brief_rows(scene)


def test_playing_on_from_a_lesson_drops_its_captions(app, tmp_path):
    from liubo.scenes.files import open_replay

    text, _game = lesson_text()
    path = tmp_path / "lesson.txt"
    path.write_text(text, encoding="utf-8")
    open_replay(app.ctx, app.stack, path)
    scene = app.stack.top
    for _ in range(6):
        key(app, pygame.K_PERIOD)
    key(app, pygame.K_c)
    app.stack.top.yes()
    assert scene.session.mode == "two" and scene.snapshot().caption == ""
