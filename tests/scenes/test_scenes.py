"""The screens, driven headless through the real app loop with synthetic events."""

from __future__ import annotations

import random
import time

import pygame
import pygame_gui
import pytest

from liubo.engine import Game, Side
from liubo.engine.rulesets.tlv import Move
from liubo.input import Cmd, Command
from liubo.scenes.base import Scene
from liubo.scenes.game import GameScene
from liubo.scenes.game_open import from_autosave, from_saved
from liubo.scenes.stack import SceneStack
from support import click, finish_animations, key, open_game, pump, resize_window


def new_game(app, players=None) -> GameScene:
    return open_game(app, Game.new(), players)


# -- the stack ---------------------------------------------------------------------------


class Recorder(Scene):
    def __init__(self, ctx, name, log):
        super().__init__(ctx)
        self.name, self.log = name, log

    def enter(self):
        self.log.append(("enter", self.name))
        super().enter()

    def exit(self):
        self.log.append(("exit", self.name))
        super().exit()

    def pause(self):
        self.log.append(("pause", self.name))
        super().pause()

    def resume(self):
        self.log.append(("resume", self.name))
        super().resume()

    def handle(self, cmd):
        self.log.append(("handle", self.name))
        return True


def test_scene_stack_lifecycle(app):
    log: list = []
    stack = SceneStack()
    a, b, c = (Recorder(app.ctx, n, log) for n in "abc")
    stack.push(a)
    stack.push(b)
    assert stack.handle(Command(Cmd.THROW)) is True
    stack.replace(c)
    stack.pop()
    stack.pop()
    assert stack.pop() is None
    assert log == [
        ("enter", "a"),
        ("pause", "a"),
        ("enter", "b"),
        ("handle", "b"),
        ("exit", "b"),
        ("enter", "c"),
        ("exit", "c"),
        ("resume", "a"),
        ("exit", "a"),
    ]


def test_an_idle_game_started_from_a_title_button_stops_redrawing(app):
    # The title's button callback pushes the game; the title, hidden under it, must not keep
    # the whole window redrawing every frame.
    title = app.stack.top
    button = next(b for b in title.buttons.order if b.text == "Two players")
    title.ui_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))
    assert isinstance(app.stack.top, GameScene)
    pump(app, frames=30)
    assert app.stack.update(1 / 60) is False


def test_rules_overlay_returns_to_the_same_moment(app):
    scene = new_game(app)
    click(app, scene.view.layout.throw_button.center)
    state = scene.session.game.to_text()
    key(app, pygame.K_r)
    assert type(app.stack.top).__name__ == "RulesScene"
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    assert scene.session.game.to_text() == state


# -- a turn by mouse and by keyboard ----------------------------------------------------------


def bird_point(scene: GameScene, move: Move):
    if move.origin is None:
        return scene.view.waiting_rect(move.side).center
    return scene.view.geo().point(move.origin)


def play_by_mouse(app, scene: GameScene, move: Move) -> None:
    """Click the bird, the number tile, then the landing perch."""
    click(app, bird_point(scene, move))
    if (
        scene.session.turn.selection is not None
        and scene.session.turn.selection[1] is not None
        and scene.session.turn.selection[1] != move.owl
    ):
        click(app, bird_point(scene, move))
    tile = next(
        r
        for r, n, used in scene.view.tile_rects(scene.snapshot(), move.side)
        if n == move.number and not used
    )
    click(app, tile.center)
    assert scene.session.turn.number == move.number
    assert move.target in scene.session.turn.landings()
    click(app, scene.view.geo().point(move.target))
    question = app.stack.top
    if type(question).__name__ == "ConfirmScene":  # entering onto one's own bird: asked
        assert move.origin is None
        button = next(b for b in question.buttons.order if b.text == "Bring one in")
        click(app, button.get_abs_rect().center)


def test_whole_turn_by_mouse(app):
    scene = new_game(app)
    click(app, scene.view.layout.throw_button.center)
    assert not scene.session.game.needs_throw and len(scene.session.game.turns) == 1
    first = scene.session.game.legal_moves()[0]
    play_by_mouse(app, scene, first)
    finish_animations(app, scene)
    assert scene.session.game.turns[0].moves[0] == first
    if scene.session.game.to_move == Side.GREEN and not scene.session.game.needs_throw:
        second = scene.session.game.legal_moves()[0]
        play_by_mouse(app, scene, second)
        finish_animations(app, scene)
    assert scene.session.game.to_move == Side.WHITE and scene.session.game.needs_throw
    assert scene.session.game.off_board(Side.GREEN) < 6


def test_whole_turn_by_keyboard(app):
    scene = new_game(app)
    key(app, pygame.K_SPACE)
    assert not scene.session.game.needs_throw
    for _ in range(2):
        if scene.session.game.to_move != Side.GREEN or scene.session.game.needs_throw:
            break
        before = len(scene.session.game.turns[-1].moves)
        key(app, pygame.K_TAB)
        assert scene.session.turn.selection is not None
        number = scene.session.game.remaining_numbers[0]
        key(app, pygame.K_1 + number - 1)
        key(app, pygame.K_DOWN)
        assert scene.session.turn.focus_landing in scene.session.turn.landings()
        key(app, pygame.K_RETURN)
        finish_animations(app, scene)
        assert len(scene.session.game.turns[0].moves) == before + 1
    assert scene.session.game.turns[0].moves


def test_tab_reaches_every_bird_and_down_its_landings(app):
    """Tab cycles the birds (on the board too), Down only the selected bird's perches."""
    scene = new_game(app)
    scene.session.game.throw(2, 1)
    scene.session.game.play("OFF>GAO_SW/1")
    scene.session.game.play(scene.session.game.legal_moves()[0])
    finish_animations(app, scene)
    key(app, pygame.K_SPACE)
    if scene.session.game.to_move != Side.WHITE or scene.session.game.needs_throw:
        return
    seen = set()
    for _ in range(len(scene.session.turn.movable()) + 1):
        key(app, pygame.K_TAB)
        seen.add(scene.session.turn.selection)
    assert seen == set(scene.session.turn.movable())
    chosen = scene.session.turn.selection
    for _ in range(3):
        key(app, pygame.K_DOWN)
        assert scene.session.turn.selection == chosen
        assert scene.session.turn.focus_landing in scene.session.turn.landings()


def test_escape_and_right_click_cancel(app):
    scene = new_game(app)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_TAB)
    assert scene.session.turn.selection is not None
    key(app, pygame.K_ESCAPE)
    assert scene.session.turn.selection is None
    key(app, pygame.K_TAB)
    click(app, (5, 5), button=3)
    assert scene.session.turn.selection is None


def test_toggles_and_rotation_keep_hit_testing(app):
    scene = new_game(app)
    lines = app.ctx.settings.show_lines
    key(app, pygame.K_l)
    assert app.ctx.settings.show_lines is not lines
    modes = []
    for _ in range(4):
        key(app, pygame.K_n)
        modes.append(app.ctx.settings.names_mode)
    assert sorted(modes) == ["english", "hanzi", "off", "pinyin"]
    key(app, pygame.K_SPACE)
    for quarter in range(1, 5):
        key(app, pygame.K_e)
        pump(app, frames=40)
        assert scene.view.turn.quarter == quarter % 4 and scene.view.turn.angle == 90.0 * (
            quarter % 4
        )
        for i in range(len(scene.board.perches)):
            assert scene.view.geo().perch_at(scene.view.geo().point(i)) == i
    move = scene.session.game.legal_moves()[0]
    key(app, pygame.K_q)
    pump(app, frames=40)
    play_by_mouse(app, scene, move)
    finish_animations(app, scene)
    assert scene.session.game.turns[0].moves[0] == move


def test_language_switch_rebuilds_without_restart(app):
    title = app.stack.top
    labels = [b.text for b in title.buttons.order]
    language = app.ctx.translator.language
    title.cycle_language()
    assert app.ctx.settings.language == app.ctx.translator.language
    if app.ctx.translator.language != language:
        assert [b.text for b in app.stack.top.buttons.order] != labels
    pump(app)


# -- autosave and continue ---------------------------------------------------------------------


def test_autosave_and_continue_restore_the_same_game(app):
    scene = new_game(app, {Side.GREEN: "human", Side.WHITE: "easy"})
    key(app, pygame.K_SPACE)
    text = scene.session.game.to_text()
    scene.leave()
    assert type(app.stack.top).__name__ == "TitleScene"
    restored = from_autosave(app.ctx)
    assert restored is not None
    assert restored.session.game.to_text() == text
    assert restored.session.players == {Side.GREEN: "human", Side.WHITE: "easy"}


# -- a whole game and the computer ---------------------------------------------------------


def greedy(moves: list[Move], rng: random.Random) -> Move:
    return max(moves, key=lambda m: (m.wins, m.points, m.promoted, len(m.path), rng.random()))


def test_full_game_by_clicks_to_the_victory_screen(app):
    scene = new_game(app)
    rng = random.Random(5)
    deadline = time.monotonic() + 60
    while not scene.session.game.is_over:
        assert time.monotonic() < deadline
        if scene.session.game.needs_throw:
            click(app, scene.view.layout.tray.center)
            continue
        play_by_mouse(app, scene, greedy(scene.session.game.legal_moves(), rng))
        finish_animations(app, scene)
    finish_animations(app, scene)
    pump(app, frames=3, dt=0.1)
    victory = app.stack.top
    assert type(victory).__name__ == "VictoryScene"
    game = victory.game_scene.session.game
    assert max(game.scores[s] for s in Side) >= 6
    assert not app.ctx.autosave.exists()
    victory.to_title()
    assert type(app.stack.top).__name__ == "TitleScene"


def test_computer_plays_its_turn_with_the_same_animation(app):
    from liubo.model import computer_players as players_mod

    class Instant:
        """An in-process stand-in for AIWorker (same calls)."""

        def __init__(self):
            self.answer = None

        def request(self, position, name, seed=None, request_id=0, ruleset=None):
            game = Game.from_text(position, ruleset=ruleset)
            self.answer = (request_id, str(game.legal_moves()[0]))

        def poll(self):
            answer, self.answer = self.answer, None
            return answer

        def cancel(self):
            self.answer = None

        def close(self):
            pass

    assert players_mod.ComputerPlayers
    app.ctx.ai_worker_factory = Instant
    scene = new_game(app, {Side.GREEN: "normal", Side.WHITE: "human"})
    for _ in range(200):
        pump(app, dt=0.1)
        if scene.session.game.to_move == Side.WHITE:
            break
    assert scene.session.game.to_move == Side.WHITE
    assert scene.session.game.turns[0].moves or scene.session.game.turns[0].passed
    assert scene.session.last_move is not None or scene.session.game.turns[0].passed


# -- monkey ----------------------------------------------------------------------------------


MONKEY_ACTIONS = 400


def test_monkey_never_raises(app, capsys):
    scene = new_game(app)
    app.ctx.update_settings(animation_speed="fast")
    rng = random.Random(99)
    keys = [
        pygame.K_SPACE,
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_ESCAPE,
        pygame.K_1,
        pygame.K_2,
        pygame.K_3,
        pygame.K_4,
        pygame.K_z,
        pygame.K_x,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_q,
        pygame.K_e,
        pygame.K_l,
        pygame.K_n,
        pygame.K_r,
        pygame.K_h,
        pygame.K_p,
        pygame.K_s,
    ]
    # a fixed number of actions, not a time budget: a loaded machine must not fail the test
    for _ in range(MONKEY_ACTIONS):
        w, h = app.ctx.screen.get_size()
        roll = rng.random()
        if roll < 0.55:
            pos = (rng.randrange(w), rng.randrange(h))
            button = 1 if rng.random() < 0.9 else 3
            events = [
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=pos, rel=(rng.randint(-80, 80), 3), buttons=(0, 0, 0)
                ),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
            ]
        elif roll < 0.97:
            k = rng.choice(keys)
            events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)]
        else:
            size = (rng.randint(640, 1600), rng.randint(480, 1000))
            events = [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])]
        pump(app, events, dt=rng.choice((0.0, 0.016, 0.1)))
        if not app.stack.scenes:
            break
        if app.stack.top is not scene and type(app.stack.top).__name__ == "TitleScene":
            scene = new_game(app)
    assert "Traceback" not in capsys.readouterr().err


def test_f2_switches_language_in_the_game(app):
    scene = new_game(app)
    key(app, pygame.K_F2)
    assert app.ctx.translator.language == "zh_CN"
    assert app.ctx.settings.language == "zh_CN"
    assert app.stack.top is scene and scene.throw_btn.text == "投箸"
    key(app, pygame.K_F2)  # English, 简体, 繁體, and round again
    assert app.ctx.translator.language == app.ctx.settings.language == "zh_Hant"
    assert app.stack.top is scene and scene.throw_btn.text == "投箸"
    assert app.ctx.translator.gettext("Rules") == "規則"
    key(app, pygame.K_F2)
    assert app.ctx.translator.language == "en"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_title_menu_fits_with_continue(app, size):
    new_game(app)
    pump(
        app,
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)],
        frames=3,
    )  # a throw: the game is autosaved
    assert app.ctx.autosave.exists()
    resize_window(app, size)
    assert app.ctx.screen.get_size() == size
    from liubo.scenes.title import TitleScene

    title = TitleScene(app.ctx)
    app.stack.clear_to(title)
    labels = [b.text for b in title.buttons.order]
    # the menu, then the choices in the corners (the rulesets, sharing with the class)
    assert labels[0] == "Continue" and labels[len(title.main_items()) - 1] == "Quit"
    height = app.ctx.screen.get_height()
    assert all(b.get_abs_rect().bottom <= height - 20 for b in title.buttons.order)


def test_the_event_log_keeps_the_whole_game_and_scrolls(app):
    scene = new_game(app)
    rng = random.Random(3)
    while scene.session.game.turn_number < 30 and not scene.session.game.is_over:
        if scene.session.game.needs_throw:
            scene.do_throw()
        else:
            scene.play(rng.choice(scene.session.game.legal_moves()))
            scene.finish_move()
    total = scene.view.log_line_count(scene.session.log, app.ctx.gettext)
    room = scene.view.log_room()
    assert total > 3 * room
    first = scene.session.log.entries[0][0](app.ctx.gettext)[0]
    assert first.startswith("A new game")
    pump(app)
    # the wheel over the log scrolls it back, and forward again
    centre = scene.view.layout.log.center
    pump(
        app,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False),
        ],
    )
    assert scene.session.log.scroll == 3
    key(app, pygame.K_PAGEUP)
    assert scene.session.log.scroll > 3
    for _ in range(total):
        key(app, pygame.K_PAGEUP)
    assert scene.session.log.scroll == total - room  # the very first line is in view
    for _ in range(total):
        key(app, pygame.K_PAGEDOWN)
    assert scene.session.log.scroll == 0


def test_the_log_keeps_hundreds_of_entries():
    from liubo.model.event_log import EventLog

    log = EventLog()
    for k in range(600):
        log.add(lambda _, k=k: [str(k)], (0, 0, 0))
    assert len(log.entries) == 600 and log.entries[0][0](str) == ["0"]


def test_a_restored_game_keeps_its_log_and_says_so_last(app):
    scene = new_game(app)
    rng = random.Random(4)
    while scene.session.game.turn_number < 6:
        if scene.session.game.needs_throw:
            scene.do_throw()
        else:
            scene.play(rng.choice(scene.session.game.legal_moves()))
            scene.finish_move()
    lines = [line for entry, _c in scene.session.log.entries for line in entry(app.ctx.gettext)]
    restored = from_saved(app.ctx, scene.saved_game())
    again = [line for entry, _c in restored.session.log.entries for line in entry(app.ctx.gettext)]
    assert not any(line.startswith("A new game") for line in again)
    assert again[-1].startswith("Game restored at turn")
    assert again[:-1] == lines[1:]  # every throw and move, as they were logged


def play_a_little(app, scene, turns: int = 3) -> None:
    rng = random.Random(9)
    while scene.session.game.turn_number <= turns:
        if scene.session.game.needs_throw:
            scene.do_throw()
        else:
            scene.play(rng.choice(scene.session.game.legal_moves()))
            scene.finish_move()


def test_a_new_game_keeps_the_unfinished_one_after_asking(app):
    scene = new_game(app)
    play_a_little(app, scene)
    record = scene.session.game.record()
    scene.leave()
    title = app.stack.top
    assert title.name == "title" and title.menu == "main"
    assert title.focused_button().text == "Continue"  # not Start of a sub-menu
    title.start_two_players()
    confirm = app.stack.top
    assert confirm.name == "confirm"
    confirm.handle(Command(Cmd.CANCEL))  # No: nothing changes
    assert app.stack.top is title and app.ctx.autosave.load()[0].record == record
    title.start_two_players()
    app.stack.top.yes()
    assert app.stack.top.name == "game" and not app.stack.top.session.game.turns
    kept = list(app.ctx.paths.saves_dir.glob("unfinished-*.liubo.json"))
    assert len(kept) == 1
    from liubo.services.storage import load_game_file

    saved, _notice = load_game_file(kept[0])
    assert saved.record == record


def test_a_loaded_game_is_autosaved_at_once(app):
    from liubo.scenes.files import open_saved_game

    scene = new_game(app)
    play_a_little(app, scene)
    saved = scene.saved_game()
    scene.leave()
    app.ctx.autosave.discard()
    assert not app.ctx.autosave.exists()
    open_saved_game(app.ctx, saved, app.stack)
    assert app.stack.top.name == "game"
    assert app.ctx.autosave.load()[0].record == saved.record
