"""An answer for every click on the board that plays nothing and selects nothing.

A click that lands no move and picks no bird used to change nothing on the screen: the
pupil could not tell a wrong click from a missed one. ``click_answer`` says in the status
line why nothing happened: throw first, that bird has already moved, that bird cannot
move with this throw, that perch cannot be reached (only the gold ones can), or that bird
is the other side's. No pygame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import game_text as gt

if TYPE_CHECKING:
    from ...engine import Game
    from ..event_log import Message
    from ..move_view import MoveView
    from ..turn_input import Selection, TurnInput


def click_answer(
    game: Game,
    turn: TurnInput,
    view: MoveView,
    perch: int | None,
    before: tuple[Selection | None, int | None],
) -> Message | None:
    """Why a click on ``perch`` (None: between perches) did nothing, or None if it did
    something.

    ``before`` is the selection and number before the click; a click that changed them
    shows its answer on the board (a bird picked or dropped with its gold perches)."""
    state = game.state
    selection, _number = before
    if (turn.selection, turn.number) != before and turn.selection is not None:
        return None  # a bird was picked: its gold perches are the answer
    if selection is not None and turn.selection is None and perch is not None:
        if any(turn.station_of(s) == perch for s in turn.movable()):
            return None  # the selected bird clicked again: dropped, as asked
    side = state.side
    pieces = view.pieces_at(state, perch) if perch is not None else []
    own = any(p[0] == side for p in pieces)
    other = any(p[0] != side for p in pieces)
    moved = view.moved_station(state)
    if game.needs_throw:
        return lambda _: _("{side}: throw the sticks first (Space, or click the jar)").format(
            side=gt.side_name(_, side)
        )
    if own and moved is not None and moved == perch:
        return lambda _: view.say(_, "moved")
    if own:
        return lambda _: view.say(_, "stuck")
    if selection is not None:
        return lambda _: view.say(_, "unreachable")
    if other:
        return lambda _: view.say(
            _, "other", other=gt.side_name(_, side.other), side=gt.side_name(_, side)
        )
    return lambda _: view.say(_, "first", side=gt.side_name(_, side))
