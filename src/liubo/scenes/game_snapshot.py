"""What the game screen shows each frame: the table snapshot and the status text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..model import game_text as gt
from ..model.readings_text import VARIANT, variant_lines
from ..render.snapshot import TableSnapshot
from ..render.table import keys_help
from .game_analysis import marked_rows
from .game_odds import odds_view, win_chance

if TYPE_CHECKING:
    from .game_screen import GameScreen


def plays_variant(scene: GameScreen) -> bool:
    """Whether the game plays a rule reading other than the default (the cards say so)."""
    return bool(variant_lines(scene.session.game.rules.options, str))


def table_snapshot(scene: GameScreen) -> TableSnapshot:
    """What the table shows now: the present, or the moment looked back at."""
    session, settings = scene.session, scene.ctx.settings
    game, turn, ai = session.game, session.turn, session.ai
    idle = scene.anim is None
    thinking = ai.busy and ai.pending is not None and ai.pending[1] == "move"
    watch = session.watching
    now = TableSnapshot(
        state=scene.shown_state(),
        to_move=game.to_move,
        over=game.is_over,
        turn_number=game.turn_number,
        throw=game.current_throw,
        remaining=tuple(game.remaining_numbers),
        players=session.players,
        selection=turn.selection,
        number=turn.number,
        landings=turn.landings() if idle else [],
        preview=scene.preview_move() if idle else None,
        hint=session.hint,
        last_move=session.last_move,
        anim=scene.anim,
        status=status_text(scene),
        thinking=session.thinking if thinking else None,
        watch=watch,
        speed=scene.speed,
        can_throw=scene.human_turn() and game.needs_throw,
        show_lines=settings.show_lines,
        names_mode=shown_names_mode(scene.names_mode, settings.presenter),
        notice=(scene.ctx.notice or "") if not notice_shown_above(scene) else "",
        keys_help=keys_help(scene._) if watch else session.move_view.say(scene._, "keys"),
        title=session.header(),
        panel=scene.panel_tabs.shown,
        move_rows=move_rows(scene),
        move_words=scene.panel_tabs.words,
        move_scroll=scene.panel_tabs.scroll,
        caption=session.caption(),
        variant=scene._(VARIANT) if plays_variant(scene) else "",
    )
    odds = scene.odds_panel
    if odds.shown and odds.service is not None:
        state = scene.shown_state()
        lines, badges = odds_view(state, odds.service, scene._)
        win = win_chance(state, odds.service)
        if win is not None:
            lines = [*lines, win_bar_line(scene._)]
        now = replace(now, odds_lines=lines, badges=badges, win_chance=win)
    if not session.cursor.active:
        return now
    step = session.cursor.shown()  # looking back: that moment, view-only
    state = step.state
    return replace(
        now,
        state=state,
        to_move=state.side,
        over=state.over,
        turn_number=state.turn,
        throw=state.throw,
        remaining=tuple(state.remaining),
        selection=None,
        number=None,
        landings=[],
        preview=None,
        hint=None,
        last_move=step.move,
        anim=None,
        thinking=None,
        can_throw=False,
        move_current=step.turn if step.turn >= 0 else None,
    )


def win_bar_line(_: Callable[[str], str]) -> str:
    """What the win bar under the odds shows: each side's chance now, by the learned
    evaluation (the bar names the sides and their numbers; one short line, so that it
    fits above the bar)."""
    # TRANSLATORS: the line over the win bar in the odds panel.
    return _("Win bar: the learned evaluation's chance now")


def notice_shown_above(scene: GameScreen) -> bool:
    """Whether a scene over the game (Settings, Saved games, the rulebook) shows the notice
    itself: then the game's table does not say it a second time."""
    stack = scene.stack
    below = [i for i, s in enumerate(stack.scenes) if s is scene] if stack is not None else []
    if stack is None or not below:
        return False
    above = stack.scenes[below[0] + 1 :]
    return any(getattr(s, "shows_notices", False) for s in above)


def move_rows(scene: GameScreen) -> list[str]:
    """The move list's rows, each perch named as the board names it: brief (the moves), or
    in full (what each did too: the tab, again). A record's notation (``GAO_SW>QU_S/1``)
    is for its file, never for the screen."""
    _ = scene._
    view = scene.session.move_view
    full = scene.panel_tabs.words
    turns = scene.session.game.turns
    return marked_rows(scene, [f"{t.number}. " + view.turn_words(_, t, full) for t in turns])


def shown_names_mode(mode: str, presenter: int) -> str:
    """In presenter mode a reading is shown with its characters, in one label."""
    return f"hanzi+{mode}" if presenter > 100 and mode in ("pinyin", "english") else mode


def moment_words(scene: GameScreen) -> str:
    """What led to the moment on view: the start, a throw, or a move, in words."""
    _ = scene._
    session = scene.session
    step = session.cursor.shown()
    if step.move is not None:
        return session.move_view.log(_, step.move)[0]
    if step.turn < 0:
        return _("the start")
    return gt.throw_log(_, session.game.turns[step.turn])[0]


def result_words(scene: GameScreen) -> str:
    """How the game ended, in words."""
    _ = scene._
    winner = scene.session.game.winner
    if winner is None:
        return _("The game is drawn")
    return _("{side} wins!").format(side=gt.side_name(_, winner))


def replay_status(scene: GameScreen) -> tuple[str, str]:
    """A replay's status and the keys that do something at this moment."""
    _ = scene._
    session = scene.session
    if session.cursor.active:  # before the end: it plays, steps, and C plays on from here
        state = _("Replay, paused") if session.paused else _("Replay")
        line = _("{state}: {what}").format(state=state, what=moment_words(scene))
        if session.paused:
            keys = _("Space plays · Comma / Full stop step · C plays on from here")
        else:
            keys = _("Space pauses · Comma / Full stop step · C plays on from here")
        return line, keys
    if session.game.is_over:  # the end of a finished game: only looking back is left
        return result_words(scene), _("Comma steps back · Home goes to the start")
    line = _("Replay, end: {what}").format(what=moment_words(scene))
    return line, _("C plays on from here · Comma steps back · Home goes to the start")


def status_text(scene: GameScreen) -> str:
    """The status box: the game's state, a message if any, and what to do next."""
    _ = scene._
    session = scene.session
    game = session.game
    head = session.message(_) if session.message is not None else ""
    if session.mode == "replay":
        return "\n".join(x for x in (head, *replay_status(scene)) if x)
    if session.cursor.active:
        line = _("Looking back, after: {what}").format(what=moment_words(scene))
        keys = _("Comma / Full stop step, Home / End; C plays on from here")
        return "\n".join(x for x in (head, line, keys) if x)
    who = gt.side_name(_, game.to_move)
    if game.is_over and scene.name == "lesson":  # its own box says what Esc does there
        return "\n".join(x for x in (head, result_words(scene)) if x)
    if game.is_over:  # the finished game, its analysis in the move list
        keys = _("Comma / Full stop look back through the game · Esc goes to the title")
        return "\n".join((result_words(scene), keys))
    if scene.anim is not None:
        return head
    if not session.is_human(game.to_move):
        line = _("{side} (computer) is playing").format(side=who)
        if session.mode == "watch" and session.paused:
            line = _("Paused: S steps, P plays on")
    elif game.needs_throw:
        line = _(
            "{side}: throw the sticks (Space, or shake the jar with the mouse and click it)"
        ).format(side=who)
    elif (preview := scene.preview_move()) is not None:
        line = session.move_view.preview(_, preview)
    elif session.turn.selection is None:
        line = session.move_view.say(_, "choose", side=who)
    else:
        line = session.move_view.say(_, "land")
    return (head + "\n" + line) if head else line
