"""An answer for every click on the board that plays nothing and selects nothing.

A click that lands no move and picks no bird used to change nothing on the screen: the
pupil could not tell a wrong click from a missed one. ``answer_click`` says in the status
line why nothing happened: throw first, that bird has already moved, that bird cannot
move with this throw, that perch cannot be reached (only the gold ones can), or that bird
is the other side's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import game_text as gt

if TYPE_CHECKING:
    from ..model.turn_input import Selection
    from .game_screen import GameScreen


def answer_click(
    scene: GameScreen, perch: int | None, before: tuple[Selection | None, int | None]
) -> None:
    """Say why a click on ``perch`` (None: between perches) did nothing, if it did nothing.

    ``before`` is the selection and number before the click; a click that changed them
    shows its answer on the board (a bird picked or dropped with its gold perches)."""
    turn = scene.turn
    state = scene.game.state
    selection, _number = before
    if (turn.selection, turn.number) != before and turn.selection is not None:
        return  # a bird was picked: its gold perches are the answer
    if selection is not None and turn.selection is None and perch is not None:
        if any(turn.station_of(s) == perch for s in turn.movable()):
            return  # the selected bird clicked again: dropped, as asked
    side = state.side
    pieces = scene.view.pieces_at(state, perch) if perch is not None else []
    own = any(p[0] == side for p in pieces)
    other = any(p[0] != side for p in pieces)
    moved = getattr(state, "moved", None)
    if scene.game.needs_throw:
        scene.message = lambda _: _(
            "{side}: throw the sticks first (Space, or click the jar)"
        ).format(side=gt.side_name(_, side))
    elif own and moved is not None and moved[0] == perch:
        scene.message = lambda _: _(
            "This bird has already moved this turn: the other number moves a different bird"
        )
    elif own:
        scene.message = lambda _: _("This bird cannot move with the numbers left")
    elif selection is not None:
        scene.message = lambda _: _(
            "The bird cannot land there with this throw: only the gold perches can be reached"
        )
    elif other:
        scene.message = lambda _: _("That is {other}'s bird: choose one of {side}'s").format(
            other=gt.side_name(_, side.other), side=gt.side_name(_, side)
        )
    else:
        scene.message = lambda _: _(
            "{side}: choose one of your birds or a waiting one first; then a gold perch"
        ).format(side=gt.side_name(_, side))
    scene.dirty = True
