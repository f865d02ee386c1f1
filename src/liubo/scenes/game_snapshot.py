"""What the game screen shows each frame: the table snapshot and the status text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..model import game_text as gt
from ..model.readings_text import VARIANT, variant_lines
from ..render.snapshot import TableSnapshot
from ..render.table import keys_help
from . import game_replay as replay
from .game_analysis import marked_rows
from .game_odds import odds_view, win_chance

if TYPE_CHECKING:
    from .game_screen import GameScreen


def table_snapshot(scene: GameScreen) -> TableSnapshot:
    """What the table shows now: the present, or the moment looked back at."""
    game, turn, settings = scene.game, scene.turn, scene.ctx.settings
    idle = scene.anim is None
    thinking = scene.ai.busy and scene.ai.pending is not None and scene.ai.pending[1] == "move"
    watch = scene.mode in ("watch", "replay")
    now = TableSnapshot(
        state=scene.shown_state(),
        to_move=game.to_move,
        over=game.is_over,
        turn_number=game.turn_number,
        throw=game.current_throw,
        remaining=tuple(game.remaining_numbers),
        players=scene.players,
        selection=turn.selection,
        number=turn.number,
        landings=turn.landings() if idle else [],
        preview=scene.preview_move() if idle else None,
        hint=scene.hint,
        last_move=scene.last_move,
        anim=scene.anim,
        status=scene.status_text(),
        thinking=scene.thinking if thinking else None,
        watch=watch,
        speed=scene.speed,
        can_throw=scene.human_turn() and game.needs_throw,
        show_lines=settings.show_lines,
        names_mode=shown_names_mode(scene.names_mode, settings.presenter),
        notice=(scene.ctx.notice or "") if not notice_shown_above(scene) else "",
        keys_help="\n".join(x for x in (replay.title(scene), keys_help(scene._, watch)) if x),
        panel=scene.panel,
        move_rows=move_rows(scene),
        move_words=scene.move_words,
        move_scroll=scene.move_scroll,
        caption=replay.caption(scene),
        variant=scene._(VARIANT) if variant_lines(game.rules.options, str) else "",
    )
    if scene.show_odds and scene.odds is not None:
        lines, badges = odds_view(scene, scene.odds)
        win = win_chance(scene, scene.odds)
        if win is not None:
            lines = [*lines, win_bar_line(scene._)]
        now = replace(now, odds_lines=lines, badges=badges, win_chance=win)
    if not scene.cursor.active:
        return now
    step = scene.cursor.shown()  # looking back: that moment, view-only
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
    """The move list's rows: record notation, or words naming each perch (the tab, again)."""
    turns = scene.game.turns
    if not scene.move_words:
        return marked_rows(scene, [t.text() for t in turns])
    _ = scene._
    return marked_rows(scene, [f"{t.number}. " + scene.move_view.turn_words(_, t) for t in turns])


def shown_names_mode(mode: str, presenter: int) -> str:
    """In presenter mode a reading is shown with its characters, in one label."""
    return f"hanzi+{mode}" if presenter > 100 and mode in ("pinyin", "english") else mode


def moment_words(scene: GameScreen) -> str:
    """What led to the moment on view: the start, a throw, or a move, in words."""
    _ = scene._
    step = scene.cursor.shown()
    if step.move is not None:
        return scene.move_view.log(_, step.move)[0]
    if step.turn < 0:
        return _("the start")
    return gt.throw_log(_, scene.game.turns[step.turn])[0]


def result_words(scene: GameScreen) -> str:
    """How the game ended, in words."""
    _ = scene._
    if scene.game.winner is None:
        return _("The game is drawn")
    return _("{side} wins!").format(side=gt.side_name(_, scene.game.winner))


def replay_status(scene: GameScreen) -> tuple[str, str]:
    """A replay's status and the keys that do something at this moment."""
    _ = scene._
    if scene.cursor.active:  # before the end: it plays, steps, and C plays on from here
        state = _("Replay, paused") if scene.paused else _("Replay")
        line = _("{state}: {what}").format(state=state, what=moment_words(scene))
        if scene.paused:
            keys = _("Space plays · Comma / Full stop step · C plays on from here")
        else:
            keys = _("Space pauses · Comma / Full stop step · C plays on from here")
        return line, keys
    if scene.game.is_over:  # the end of a finished game: only looking back is left
        return result_words(scene), _("Comma steps back · Home goes to the start")
    line = _("Replay, end: {what}").format(what=moment_words(scene))
    return line, _("C plays on from here · Comma steps back · Home goes to the start")


def status_text(scene: GameScreen) -> str:
    """The status box: the game's state, a message if any, and what to do next."""
    _ = scene._
    game = scene.game
    head = scene.message(_) if scene.message is not None else ""
    if scene.mode == "replay":
        return "\n".join(x for x in (head, *replay_status(scene)) if x)
    if scene.cursor.active:
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
    if not scene.is_human(game.to_move):
        line = _("{side} (computer) is playing").format(side=who)
        if scene.mode == "watch" and scene.paused:
            line = _("Paused: S steps, P plays on")
    elif game.needs_throw:
        line = _(
            "{side}: throw the sticks (Space, or shake the jar with the mouse and click it)"
        ).format(side=who)
    elif (preview := scene.preview_move()) is not None:
        line = scene.move_view.preview(_, preview)
    elif scene.turn.selection is None:
        line = _("{side}: choose a bird (Tab) and a number (1-4); click a gold perch").format(
            side=who
        )
    else:
        line = _("Choose a gold perch (arrows, Enter); Esc cancels")
    return (head + "\n" + line) if head else line
