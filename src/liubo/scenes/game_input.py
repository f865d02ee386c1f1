"""Keyboard and mouse commands on the game screen, turned into the session's actions.

Mouse and keyboard reach the same actions: a command (``liubo.input.Command``) names what
the player asked for, and ``handle_game_command`` calls the game scene's or the session's
method for it; ``click`` and ``point`` say what a click or the pointer means where it is;
``act_on`` plays a landing chosen, or asks the ruleset's question about it, or whether a
click on one's own piece where a waiting one could enter meant entering or that piece;
``ask_for_throw`` opens the entry of a throw made with real sticks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ..input import Cmd, Command
from ..model import game_text as gt
from ..model.readings_text import in_force
from ..model.turn_input import EnterOrPick, Question
from ..render.cards import tile_rects
from . import game_history as history
from . import game_view

if TYPE_CHECKING:
    from ..engine import GameMove as Move
    from .game_screen import GameScreen


def handle_game_command(scene: GameScreen, cmd: Command) -> bool:
    """Carry out ``cmd`` on ``scene``; True if it was the game screen's command."""
    k = cmd.kind
    session = scene.session
    turn = session.turn
    if k == Cmd.POINT and cmd.pos is not None:
        return point(scene, cmd.pos, float(cmd.value or 0.0))
    if k == Cmd.CLICK and cmd.pos is not None:
        return click(scene, cmd.pos)
    if k == Cmd.CANCEL and session.cursor.active:  # Esc leaves the past first
        return history.end(scene) or True
    if k == Cmd.CANCEL:
        if turn.cancel():
            scene.changed_selection()
        else:
            scene.ask_exit()
        return True
    if k == Cmd.THROW:
        if session.watching:
            game_view.toggle_pause(scene)
        else:
            scene.throw()
        return True
    if k == Cmd.NUMBER:
        scene.changed_selection(turn.choose_number(int(cmd.value)))
        return True
    if k == Cmd.GROUP:
        scene.changed_selection(turn.choose_group(int(cmd.value)))
        return True
    if k in (Cmd.TAB, Cmd.TAB_BACK):  # Tab: the birds, on the board or waiting
        scene.changed_selection(turn.cycle_bird(1 if k == Cmd.TAB else -1))
        return True
    if k in (Cmd.NEXT, Cmd.PREV):  # Down/Up: the selected bird's landings
        step = 1 if k == Cmd.NEXT else -1
        if turn.cycle_landing(step):
            scene.redraw()
        else:
            scene.changed_selection(turn.cycle_bird(step))
        return True
    if k == Cmd.CONFIRM:
        return confirm(scene)
    if k == Cmd.SCROLL:  # the wheel over the event log scrolls it
        if cmd.pos is not None and scene.view.layout.log.collidepoint(cmd.pos):
            return scroll(scene, 3 * int(cmd.value))
        return False
    if k in (Cmd.PAGE_UP, Cmd.PAGE_DOWN):
        page = max(1, scene.view.log_room() - 1)
        return scroll(scene, page if k == Cmd.PAGE_UP else -page) or True
    simple: dict[Cmd, Callable[[], object]] = {
        Cmd.LEFT: lambda: game_view.rotate(scene, -1),
        Cmd.ROTATE_CCW: lambda: game_view.rotate(scene, -1),
        Cmd.RIGHT: lambda: game_view.rotate(scene, 1),
        Cmd.ROTATE_CW: lambda: game_view.rotate(scene, 1),
        Cmd.TOGGLE_LINES: partial(game_view.toggle_lines, scene),
        Cmd.CYCLE_NAMES: partial(game_view.cycle_names, scene),
        Cmd.RULES: scene.open_rules,
        Cmd.HINT: scene.request_hint,
        Cmd.PAUSE: partial(game_view.toggle_pause, scene),
        Cmd.STEP: partial(game_view.step, scene),
        Cmd.FASTER: lambda: game_view.change_speed(scene, 1),
        Cmd.SLOWER: lambda: game_view.change_speed(scene, -1),
        Cmd.STEP_BACK: lambda: history.step(scene, -1),
        Cmd.STEP_FORWARD: lambda: history.step(scene, 1),
        Cmd.HOME: lambda: history.home(scene),
        Cmd.END: lambda: history.end(scene),
        Cmd.UNDO: lambda: history.take_back(scene),
        Cmd.MOVES: scene.toggle_panel,
        Cmd.ODDS: scene.toggle_odds,
        Cmd.PRESENTER: partial(game_view.cycle_presenter, scene),
        Cmd.READINGS: lambda: scene.ctx.post_notice(in_force(session.game.rules.options, scene._)),
        Cmd.PLAY_ON: lambda: history.play_on(scene),
    }
    action = simple.get(k)
    if action is None:
        return False
    action()
    return True


def scroll(scene: GameScreen, lines: int) -> bool:
    """Scroll the event log or the move list; True if it moved."""
    moved = scene.panel_tabs.scroll_by(lines, scene.view, scene.session.log, scene.ctx.gettext)
    if moved or scene.panel_tabs.shown == "moves":
        scene.redraw()
    return moved


def confirm(scene: GameScreen) -> bool:
    """Enter: throw, pick the first bird, or play the focused landing."""
    session = scene.session
    turn = session.turn
    if session.human_turn() and session.game.needs_throw:
        scene.throw()
        return True
    if turn.focus_landing is not None:
        act_on(scene, session.land(turn.focus_landing))
        return True
    if turn.selection is None:
        scene.changed_selection(turn.cycle_bird(1))
        return True
    scene.redraw()
    return turn.cycle_landing(1)


def act_on(scene: GameScreen, landing: Move | Question | EnterOrPick | None) -> bool:
    """Show what the session made of a landing chosen: play its move, or ask the ruleset's
    question about it (a stone stood up as an Owl?), or whether a click meant entering or
    the piece clicked; True if there was one (a landing several moves reach has no move:
    the session's status says which to choose first)."""
    if landing is None:
        return False
    if isinstance(landing, EnterOrPick):
        ask_enter_or_pick(scene, landing)
    elif isinstance(landing, Question):
        ask(scene, landing)
    else:
        scene.play(landing)
    scene.redraw()
    return True


def ask_enter_or_pick(scene: GameScreen, choice: EnterOrPick) -> None:
    """The waiting pieces were chosen and the click fell on one of the player's own pieces
    where a waiting one could enter: ask which was meant (Esc keeps the choice as it was)."""
    _ = scene._
    view = scene.session.move_view
    turn = scene.session.turn

    def pick() -> None:
        scene.changed_selection(turn.select(choice.piece))

    scene.open(
        lambda screens: screens.confirm(
            scene.ctx,
            view.say(_, "enter_or_pick"),
            view.say(_, "enter_or_pick_why"),
            lambda: act_on(scene, scene.session.choose(choice.landing)),
            yes_label=view.say(_, "enter_here"),
            no_label=view.say(_, "pick_piece"),
            on_no=pick,
        )
    )


def ask(scene: GameScreen, question: Question) -> None:
    """The ruleset's question, Yes or No (Esc plays nothing)."""
    _ = scene._
    (yes_label, yes), (no_label, no) = question.yes, question.no
    scene.open(
        lambda screens: screens.confirm(
            scene.ctx,
            _(question.title),
            _(question.text),
            lambda: scene.play(yes),
            yes_label=_(yes_label),
            no_label=_(no_label),
            on_no=lambda: scene.play(no),
        )
    )


def click(scene: GameScreen, pos: tuple[int, int]) -> bool:
    """A click: a panel tab or a row of the move list; then, on a human's turn, a
    number tile, a waiting bird, the jar, a landing perch, or a bird."""
    for name, rect in scene.view.tabs.items():
        if rect.collidepoint(pos):
            scene.panel_tabs.click_tab(name)
            scene.redraw()
            return True
    if scene.panel_tabs.shown == "moves" and scene.view.layout.log.collidepoint(pos):
        for row, rect in scene.view.moves.row_rects:
            if rect.collidepoint(pos):
                return history.goto_turn(scene, row) or True
        return True
    session = scene.session
    if not session.human_turn():
        return False
    game = session.game
    side = game.to_move
    view = scene.view
    for rect, number, _used in tile_rects(
        view.layout, side, game.current_throw, game.remaining_numbers
    ):
        if rect.collidepoint(pos):
            scene.changed_selection(session.turn.choose_number(number))
            return True
    if view.waiting_rect(side).collidepoint(pos) and session.turn.click_waiting():
        scene.changed_selection()
        return True
    if view.layout.tray.collidepoint(pos) and session.game.needs_throw:
        scene.throw()
        return True
    if not view.layout.board.collidepoint(pos):
        return False
    landing = session.click(view.perch_at(pos, scene.shown_state()))
    if landing is not None:
        act_on(scene, landing)
    scene.redraw()
    return True


def point(scene: GameScreen, pos: tuple[int, int], speed: float) -> bool:
    """The pointer moved: hover previews, and the jar shakes with quick movements."""
    session = scene.session
    if session.human_turn() and session.game.needs_throw and speed > 600:
        if scene.view.jar.shake_by(speed):
            scene.ctx.sound.play("shake")
        scene.redraw()
    if scene.view.cards.over_badge(pos):  # the readings in force, on the notice line
        scene.ctx.post_notice(in_force(session.game.rules.options, scene._))
    scene.hover_over(scene.view.hover_perch(pos))
    return False


def ask_for_throw(scene: GameScreen) -> None:
    """Open the panel where the class's own throw is entered (a computer's too)."""
    if scene.stack is None or scene.stack.top is not scene:
        return
    session = scene.session
    game = session.game
    side = gt.side_name(scene._, game.to_move)
    rules = game.rules
    scene.open(
        lambda screens: screens.throw_entry(
            scene.ctx,
            side,
            scene.do_throw,
            rules.sticks_per_group,
            rules.stick_values,
            session.move_view.rounded,
            for_computer=not session.is_human(game.to_move),
        )
    )
