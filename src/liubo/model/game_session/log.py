"""A game session's event log: the lines a throw, a move or a turn's end add to it.

What a throw or a move adds to the log, in the words of the game's move view (a ``cazaux``
turn also says when it earns another throw, and an ending that no move announced, such
as the five-stone rule); the lines a game opens with; and a replay's log, built up to the
moment on view so that a replay paused at its start does not give its end away. Each
function adds to the ``EventLog`` it is given and changes nothing else. No pygame.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...engine import Side
from .. import game_text as gt
from ..event_log import ASIDE, NOTICE, EventLog, Message
from ..history import start_of_turn, steps, turn_start
from ..readings_text import in_force, variant_lines

if TYPE_CHECKING:
    from ...engine import Game, GameState, TurnRecord
    from ...engine import GameMove as Move
    from ..history import Step
    from ..move_view import MoveView


def log_opening(log: EventLog, view: MoveView, game: Game, restored: bool) -> None:
    """The first lines: a restored game's turns and the turn it was restored at, or a new
    game and who moves first; then the rule readings in force when not the usual ones."""
    if restored:
        all_steps = steps(game) if any(turn.unused for turn in game.turns) else []
        for k, turn in enumerate(game.turns):
            start = start_of_turn(all_steps, k) if turn.unused else None
            log_turn(log, view, game, turn, start=start)
        number = game.turn_number
        log.add(lambda _: [_("Game restored at turn {turn}").format(turn=number)], NOTICE)
    elif not game.turns:
        if game.to_move == Side.WHITE:  # first=toss may give White the first throw
            log.add(lambda _: [_("A new game: White moves first")], NOTICE)
        else:
            log.add(lambda _: [_("A new game: Green moves first")], NOTICE)
    if variant_lines(game.rules.options, str):
        log.add(lambda _: [in_force(game.rules.options, _)], NOTICE)


def log_turn(
    log: EventLog,
    view: MoveView,
    game: Game,
    turn: TurnRecord,
    moves: bool = True,
    start: GameState | None = None,
) -> Message | None:
    """The log lines of a throw, and of the moves played with it; a turn that passed, or
    (with ``moves``) ended with a number unplayed, says why, in the words it returns for
    the status line. ``start`` is the state the turn began at (found when not given)."""
    log.add(partial(gt.throw_log, turn=turn), turn.side)
    for move in turn.moves if moves else ():
        log.add(partial(view.log, move=move), move.side)
    said = None
    if turn.complete and turn.unused and (turn.passed or moves):
        said = _lost_line(log, view, game, turn, start)
    if moves and turn.complete:
        log_turn_end(log, view, game, turn)
    return said


def _lost_line(
    log: EventLog, view: MoveView, game: Game, turn: TurnRecord, start: GameState | None
) -> Message:
    """Log why ``turn`` left numbers unplayed; returns the same words for the status."""
    if start is None:
        index = next(k for k, t in enumerate(game.turns) if t is turn)
        start = turn_start(game, index)
    begun = start
    log.add(lambda _: [view.lost(_, begun, turn)], ASIDE)
    return lambda _: view.lost(_, begun, turn)


def log_move_line(log: EventLog, view: MoveView, move: Move) -> None:
    """The log line of one move (a replay's log, built up to the moment on view)."""
    log.add(partial(view.log, move=move), move.side)


def log_move(log: EventLog, view: MoveView, game: Game, move: Move) -> Message | None:
    """The log lines of a move just played, and of the end of its turn; returns what the
    status says when the turn ended with numbers no bird could use."""
    log_move_line(log, view, move)
    turn = game.turns[-1] if game.turns else None
    said: Message | None = None
    if turn is not None and turn.complete and turn.unused and not game.is_over:
        said = _lost_line(log, view, game, turn, None)
    if turn is not None and turn.complete:
        log_turn_end(log, view, game, turn)
    return said


def log_turn_end(log: EventLog, view: MoveView, game: Game, turn: TurnRecord) -> None:
    """A notice after a finished turn (an extra throw) and an ending no move announced."""
    if view.turn_end(str, turn):  # (in English here: whether there is anything to say)
        log.add(lambda _: [view.turn_end(_, turn)], NOTICE)
    if turn is game.turns[-1] and game.is_over:
        state = game.state
        if view.ending(str, state):
            log.add(lambda _: [view.ending(_, state)], NOTICE)


def log_to_moment(
    view: MoveView, game: Game, all_steps: list[Step], index: int, title: str
) -> EventLog:
    """A replay's event log: the title, then every throw and move up to step ``index``
    (the whole game only at its end)."""
    log = EventLog()
    if title:
        log.add(lambda _: [title], NOTICE)
    shown = all_steps[index]
    for k, turn in enumerate(game.turns[: shown.turn + 1]):
        whole = k < shown.turn or index == len(all_steps) - 1
        start = start_of_turn(all_steps, k) if turn.unused else None
        if whole:
            log_turn(log, view, game, turn, start=start)
            continue
        log_turn(log, view, game, turn, moves=False, start=start)
        played = sum(1 for s in all_steps[: index + 1] if s.turn == k and s.is_move)
        for move in turn.moves[:played]:
            log_move_line(log, view, move)
    return log
