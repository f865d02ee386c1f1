"""Cazaux's rules in the game window: a whole game by mouse, each victory, saves and replays.

The scene is driven as a player drives it (clicks on stations, tiles and the jar; keys), and
the ruleset must survive the autosave, Continue, a named save and a replayed record.
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from liubo.content import rulebook_contents
from liubo.engine import Game, Side
from liubo.engine.rulesets.cazaux import CazauxMove
from liubo.model.rulesets.cazaux import CazauxMoveView
from liubo.scenes.game import GameScene
from liubo.scenes.game_open import from_autosave, from_saved, replay
from liubo.services.storage import SavedGame
from support import click, draw, finish_animations, key, open_game, pump

HUMANS = {Side.GREEN: "human", Side.WHITE: "human"}


def cazaux_scene(app, game: Game | None = None, players=None) -> GameScene:
    return open_game(app, game or Game.new(ruleset="cazaux"), players)


def station_point(scene: GameScene, station: int) -> tuple[float, float]:
    return scene.view.geo().point(station)


def play_by_mouse(app, scene: GameScene, move: CazauxMove) -> None:
    """Select the piece (on its station, or waiting), its number's tile, then the landing."""
    view = scene.session.move_view
    piece = view.piece(move)
    if move.origin is None:
        click(app, scene.view.waiting_rect(move.side).center)
    else:
        for _ in range(4):  # a click on a station with several pieces goes round them
            if scene.session.turn.selection == piece:
                break
            click(app, station_point(scene, view.start(move)))
    assert scene.session.turn.selection == piece, (move, scene.session.turn.selection)
    tile = next(
        r
        for r, n, used in scene.view.tile_rects(scene.snapshot(), move.side)
        if n == move.number and not used
    )
    click(app, tile.center)
    assert scene.session.turn.number == move.number
    assert view.landing(move) in scene.session.turn.landings()
    before = scene.session.game.state
    click(app, station_point(scene, view.landing(move)))
    question = app.stack.top
    if type(question).__name__ == "ConfirmScene" and piece == (None, None):
        # entering onto one's own stone: a new stone, or the stone standing there?
        button = next(b for b in question.buttons.order if b.text == "Bring one in")
        click(app, button.get_abs_rect().center)
        question = app.stack.top
    if type(question).__name__ == "ConfirmScene":  # the centre: stood up as an Owl, or not?
        wanted = "Make an Owl" if move.promoted else "Stay a stone"
        button = next(b for b in question.buttons.order if b.text == wanted)
        click(app, button.get_abs_rect().center)
    assert scene.session.game.state is not before
    assert scene.session.last_move == move


def greedy(moves: list[CazauxMove], rng: random.Random) -> CazauxMove:
    return max(
        moves,
        key=lambda m: (
            m.wins,
            m.owl_taken,
            m.prisoners,
            m.sent_back,
            m.promoted,
            m.lap,
            rng.random(),
        ),
    )


def throw_by_click(app, scene: GameScene) -> None:
    click(app, scene.view.layout.tray.center)
    assert not scene.session.game.needs_throw or scene.session.game.is_over


# -- a whole game --------------------------------------------------------------------------------


def test_a_whole_cazaux_game_by_mouse_from_the_title_to_the_victory(app):
    title = app.stack.top
    title.set_ruleset("cazaux")
    assert app.ctx.settings.ruleset == "cazaux"
    app.ctx.update_settings(animation_speed="reduced")
    title.start_two_players()
    scene = app.stack.top
    assert isinstance(scene, GameScene) and scene.session.game.rules.id == "cazaux"
    rng = random.Random(3)
    deadline = time.monotonic() + 120
    promoted = extra = 0
    while not scene.session.game.is_over:
        assert time.monotonic() < deadline
        if scene.session.game.needs_throw:
            throw_by_click(app, scene)
            continue
        move = greedy(scene.session.game.legal_moves(), rng)
        play_by_mouse(app, scene, move)
        promoted += move.promoted
        finish_animations(app, scene)
        draw(app.ctx, app.stack)
    sides = [t.side for t in scene.session.game.turns]
    extra = sum(1 for a, b in zip(sides, sides[1:], strict=False) if a == b)
    assert promoted and extra  # the game stood Owls up and gave extra throws
    lines = [line for entry, _c in scene.session.log.entries for line in entry(scene._)]
    assert any("throws again" in line for line in lines)
    finish_animations(app, scene)
    pump(app, frames=3, dt=0.1)
    victory = app.stack.top
    assert type(victory).__name__ == "VictoryScene"
    assert scene.session.move_view.reason(scene._, scene.session.game.state)
    draw(app.ctx, app.stack)
    assert not app.ctx.autosave.exists()
    victory.new_game()  # the same rules again
    assert app.stack.top.session.game.rules.id == "cazaux"


def test_a_turn_by_keyboard(app):
    scene = cazaux_scene(app)
    key(app, pygame.K_SPACE)
    assert scene.session.game.current_throw is not None
    for _ in range(2):
        if scene.session.game.needs_throw:
            break
        before = scene.session.game.record()
        key(app, pygame.K_TAB)
        assert scene.session.turn.selection == (None, None)  # a waiting stone
        key(app, pygame.K_1 + scene.session.game.remaining_numbers[0] - 1)
        key(app, pygame.K_DOWN)
        assert scene.session.turn.focus_landing in scene.session.turn.landings()
        key(app, pygame.K_RETURN)
        finish_animations(app, scene)
        assert scene.session.game.record() != before
    assert scene.session.game.turns[0].moves


# -- each victory, from a set-up position ----------------------------------------------------------


@pytest.mark.parametrize(
    ("position", "legs", "winner", "reason"),
    [
        ("P2,P4/*P5,P7 0-0 G 1,3", ["P4>P5/1"], Side.GREEN, "owl-captured"),
        ("*P10/P13 5-0 G 3,1", ["*P10>P13/3"], Side.GREEN, "six-prisoners"),
        ("*P10/P1,P2,P3,P4,P5 0-5 G 2,1", ["*P10>P11/1", "*P11>P13/2"], Side.WHITE, "five-stones"),
    ],
)
def test_each_kind_of_victory_by_mouse(app, position, legs, winner, reason):
    scene = cazaux_scene(app, Game.from_text(position, ruleset="cazaux"))
    for text in legs:
        play_by_mouse(app, scene, scene.session.game.state.find_move(text))
        finish_animations(app, scene)
    assert scene.session.game.is_over and scene.session.game.winner == winner
    assert scene.session.game.state.reason == reason
    pump(app, frames=3, dt=0.1)
    victory = app.stack.top
    assert type(victory).__name__ == "VictoryScene"
    words = scene.session.move_view.reason(scene._, scene.session.game.state)
    assert words
    ledger_lines = [line for entry, _c in scene.session.log.entries for line in entry(scene._)]
    assert any("wins" in line for line in ledger_lines)
    draw(app.ctx, app.stack)


def test_promotion_asks_and_escape_plays_nothing(app):
    scene = cazaux_scene(app, Game.from_text("P9,B/- 0-0 G 1,2", ruleset="cazaux"))
    b = scene.board.index["B"]
    x = scene.board.index["X"]
    click(app, station_point(scene, b))
    click(
        app,
        next(r for r, n, u in scene.view.tile_rects(scene.snapshot(), Side.GREEN) if n == 1).center,
    )
    click(app, station_point(scene, x))
    assert type(app.stack.top).__name__ == "ConfirmScene"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene and scene.session.last_move is None
    click(app, station_point(scene, x))
    question = app.stack.top
    yes = next(b for b in question.buttons.order if b.text == "Make an Owl")
    click(app, yes.get_abs_rect().center)
    assert str(scene.session.last_move) == "B>*X/1"


# -- saves, Continue, replays ---------------------------------------------------------------------


def play_some(app, scene: GameScene, legs: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        if legs <= 0 or scene.session.game.is_over:
            return
        if scene.session.game.needs_throw:
            throw_by_click(app, scene)
            continue
        play_by_mouse(app, scene, greedy(scene.session.game.legal_moves(), rng))
        finish_animations(app, scene)
        legs -= 1


def test_autosave_continue_named_save_and_replay_keep_the_ruleset(app, tmp_path):
    scene = cazaux_scene(app)
    play_some(app, scene, 9)
    record = scene.session.game.record()
    assert record.startswith("ruleset cazaux")
    text = scene.session.game.to_text()
    scene.leave()
    restored = from_autosave(app.ctx)
    assert restored is not None and restored.session.game.rules.id == "cazaux"
    assert restored.session.game.to_text() == text
    assert isinstance(restored.session.move_view, CazauxMoveView)
    saved = SavedGame.from_bytes(restored.saved_game().to_json().encode("utf-8"))
    again = from_saved(app.ctx, saved)
    assert (
        again is not None
        and again.session.game.rules.id == "cazaux"
        and again.session.game.to_text() == text
    )
    app.stack.push(again)
    draw(app.ctx, app.stack)
    watched = replay(app.ctx, Game.from_record(record))
    app.stack.push(watched)
    for _ in range(6):
        key(app, pygame.K_PERIOD)
        draw(app.ctx, app.stack)
    assert watched.session.cursor.active
    watched.panel_tabs.words = True
    watched.toggle_panel()
    draw(app.ctx, app.stack)
    assert any("\u2192" in row for row in watched.snapshot().move_rows)


def test_undo_and_looking_back(app):
    scene = cazaux_scene(app)
    play_some(app, scene, 3)
    assert scene.session.game.turns[-1].moves or len(scene.session.game.turns) > 1
    steps = len(scene.session.cursor.steps())
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(scene.session.cursor.steps()) <= steps
    key(app, pygame.K_COMMA)
    draw(app.ctx, app.stack)
    key(app, pygame.K_END)
    assert not scene.session.cursor.active


def test_names_cycle_through_cazaux_labels(app):
    scene = cazaux_scene(app)
    seen = []
    for _ in range(5):
        key(app, pygame.K_n)
        seen.append(app.ctx.settings.names_mode)
        draw(app.ctx, app.stack)
    assert sorted(seen) == ["english", "hanzi", "labels", "off", "pinyin"]
    renderer = app.ctx.assets.renderer_for(scene.board)
    assert renderer.label(scene.board.index["P6"], "labels") == "6"
    assert renderer.label(scene.board.index["A"], "labels") == "A"


# -- the computer: watch mode and the hint --------------------------------------------------------


class InProcess:
    """An in-process stand-in for AIWorker that plays with the real players."""

    rulesets: list[str] = []

    def __init__(self):
        self.answer = None

    def request(self, position, name, seed=None, request_id=0, ruleset="tlv"):
        from liubo.ai import make_player

        InProcess.rulesets.append(ruleset)
        game = Game.from_text(position, ruleset=ruleset)
        move = make_player("greedy", seed or 0, ruleset=ruleset).choose_move(game.state)
        self.answer = (request_id, str(move))

    def poll(self):
        answer, self.answer = self.answer, None
        return answer

    def cancel(self):
        self.answer = None

    def close(self):
        pass


def test_watch_mode_plays_a_cazaux_game_and_the_hint_shows_a_leg(app):
    InProcess.rulesets = []
    app.ctx.ai_worker_factory = InProcess
    scene = cazaux_scene(app, players={Side.GREEN: "normal", Side.WHITE: "normal"})
    scene.session.mode = "watch"
    for _ in range(3000):
        if scene.session.game.is_over or len(scene.session.game.turns) >= 12:
            break
        pump(app, dt=0.1)
    assert len(scene.session.game.turns) >= 12 or scene.session.game.is_over
    assert set(InProcess.rulesets) == {"cazaux"}
    draw(app.ctx, app.stack)
    human = cazaux_scene(app, Game.from_text("P9,B/- 0-0 G 1,2", ruleset="cazaux"))
    human.request_hint()
    for _ in range(20):
        pump(app, dt=0.1)
        if human.session.hint is not None:
            break
    assert human.session.hint is not None and human.session.hint in human.session.game.legal_moves()
    assert "Hint" in human.status_text()
    draw(app.ctx, app.stack)


def test_the_sticks_show_cazauxs_reading(app):
    """A group is worth one more than its plain faces: a 4 shows three plain faces, a 1 none
    (the tray draws True as the rounded, marked face)."""
    from liubo.engine import Throw

    scene = cazaux_scene(app)
    scene.do_throw(Throw(4, 1))
    faces = scene.view.tray.faces
    assert faces is not None
    assert faces.light == (False, False, False) and faces.dark == (True, True, True)
    scene.ctx.update_settings(throws="hand")
    play_some(app, scene, 2)
    scene.throw()
    entry = app.stack.top
    assert type(entry).__name__ == "ThrowEntryScene"
    entry.entry.flip(0, 0)
    assert entry.entry.throw() is not None and entry.entry.throw().light == 2


def test_labels_chosen_in_a_cazaux_game_read_as_characters_in_a_tlv_game(app):
    app.ctx.update_settings(names_mode="labels")
    scene = GameScene(app.ctx, Game.new(), dict(HUMANS))
    app.stack.push(scene)
    pump(app)
    assert scene.names_mode == "hanzi" and scene.snapshot().names_mode == "hanzi"
    key(app, pygame.K_n)
    assert app.ctx.settings.names_mode == "pinyin"


def test_monkey_in_a_cazaux_game_never_raises(app, capsys):
    """Random clicks (mostly on stations, tiles and the waiting stones) and keys."""
    scene = cazaux_scene(app)
    app.ctx.update_settings(animation_speed="fast")
    rng = random.Random(16)
    keys = [pygame.K_SPACE, pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_1]
    keys += [pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_DOWN, pygame.K_UP, pygame.K_e]
    keys += [pygame.K_n, pygame.K_l, pygame.K_o, pygame.K_m, pygame.K_COMMA, pygame.K_PERIOD]
    keys += [pygame.K_END, pygame.K_BACKSPACE, pygame.K_c]
    count = 0
    while count < 150:
        count += 1
        roll = rng.random()
        top = app.stack.top
        if roll < 0.25 and isinstance(top, GameScene) and top.human_turn():
            if top.session.game.needs_throw:
                throw_by_click(app, top)
            else:  # a whole leg, as a player makes it, between the noise
                top.session.turn.clear()
                play_by_mouse(app, top, rng.choice(top.session.game.legal_moves()))
        elif roll < 0.6 and isinstance(top, GameScene):
            targets = [top.view.geo().point(s) for s in range(len(top.board.perches))]
            targets += [r.center for r, _n, _u in top.view.tile_rects(top.snapshot(), Side.GREEN)]
            targets += [r.center for r, _n, _u in top.view.tile_rects(top.snapshot(), Side.WHITE)]
            targets += [top.view.waiting_rect(s).center for s in Side]
            targets.append(top.view.layout.tray.center)
            click(app, rng.choice(targets))
        elif roll < 0.7:
            w, h = app.ctx.screen.get_size()
            click(app, (rng.randrange(w), rng.randrange(h)))
        else:
            key(app, rng.choice(keys))
        if not app.stack.scenes:
            break
        if type(app.stack.top).__name__ in ("TitleScene", "VictoryScene"):
            app.stack.clear_to(GameScene(app.ctx, Game.new(ruleset="cazaux"), dict(HUMANS)))
            scene = app.stack.top
        elif type(app.stack.top).__name__ not in ("GameScene", "ConfirmScene"):
            key(app, pygame.K_ESCAPE)
    assert "Traceback" not in capsys.readouterr().err
    assert count == 150 and scene.session.game.rules.id == "cazaux"


def test_a_turned_board_still_takes_clicks_on_stations_and_lanes(app):
    """After a quarter turn the stations (and the centre, whose lanes are drawn beside it)
    are hit where they are drawn."""
    scene = cazaux_scene(app, Game.from_text("XC,P6/P13 0-0 G 2,1", ruleset="cazaux"))
    key(app, pygame.K_e)
    pump(app, frames=40)
    assert scene.view.turn.quarter == 1
    play_by_mouse(app, scene, scene.session.game.state.find_move("XC>C/1"))
    finish_animations(app, scene)
    play_by_mouse(app, scene, scene.session.game.state.find_move("P6>B/2"))
    finish_animations(app, scene)
    assert scene.session.game.to_text().startswith("B,C/P13")


def test_the_odds_panel_gives_the_throws_the_threats_and_the_chance_to_win(app):
    from liubo.model.analysis import chance_to_win, evaluator_for

    scene = cazaux_scene(app, Game.from_text("*P10,P15/P5 0-0 G", ruleset="cazaux"))
    key(app, pygame.K_o)
    assert scene.odds_panel.shown
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        snap = scene.snapshot()
        if snap.win_chance is not None and snap.badges:
            break
        time.sleep(0.02)
    expected = chance_to_win(
        scene.session.game.state, evaluator_for(scene.session.game.rules), Side.GREEN
    )
    assert snap.win_chance == pytest.approx(expected)
    assert any("2: 3/8" in line for line in snap.odds_lines)  # a group of cazaux's sticks
    assert any("can hit it next throw" in line for line in snap.odds_lines)
    board = scene.session.game.board
    # White's lone stone on P5 reaches the Owl on P10 with 1+4 or 2+3: 20 throws in 64
    assert sorted(snap.badges) == [
        (board.index["P10"], "31%", 0.3125),
        (board.index["P15"], "0%", 0.0),
    ]
    draw(app.ctx, app.stack)


def test_a_stone_standing_out_in_its_lane_is_taken_by_a_click_on_it(app):
    scene = cazaux_scene(app, Game.from_text("XC,XC,*X/P2 0-0 G 2,1", ruleset="cazaux"))
    geo = scene.view.geo()
    board = scene.board
    (x, y), (cx, cy) = geo.point(board.index["X"]), geo.point(board.index["C"])
    lane = (x + (cx - x) * 0.4, y + (cy - y) * 0.4)  # on the XC pile, beside the Owl
    assert (
        scene.view.perch_at((round(lane[0]), round(lane[1])), scene.session.game.state)
        == board.index["X"]
    )
    for _ in range(3):
        click(app, lane)
        if scene.session.turn.selection is not None and scene.session.turn.selection[1] is False:
            break
    assert scene.session.turn.selection is not None and scene.session.turn.selection[1] is False


def test_the_rules_key_opens_the_rulebook_at_this_games_rules(app):
    scene = cazaux_scene(app)
    key(app, pygame.K_r)
    rules = app.stack.top
    assert rules is not scene
    assert rules.topic_index == rulebook_contents.topic_ids().index("cazaux")  # type: ignore[attr-defined]
    draw(app.ctx, app.stack)
