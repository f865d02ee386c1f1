"""What the page shows of a game, as plain data: the table, the cards, the status, the log.

The desktop's game screen hands its renderer a ``TableSnapshot``; the page gets the same
facts as JSON-ready dicts, in the player's language, from the same session, move view and
texts. Stations are the move view's (perches, and for a ``cazaux`` stone on the centre,
the lane it stands in: ``toward`` names where it leads).
"""

from __future__ import annotations

from typing import Any

from ..engine import Side, StickFaces
from ..model import game_text as gt
from ..model.event_log import Gettext
from ..model.game_session import GameSession
from ..model.move_view import MoveView
from ..model.readings_text import VARIANT, variant_lines
from . import texts

Json = dict[str, Any]
SCORE_SLOTS = 6  # the card's fish (or prisoners held), as the desktop's card draws them
LOG_LINES = 80  # the newest lines the page keeps in its log panel


def side_key(side: Side) -> str:
    return side.key


def pieces(view: MoveView, state: Any) -> list[Json]:
    """Every piece on the board: its station, side, Owl or not, key and lane."""
    out = []
    for station in range(len(view.board.perches)):
        for piece in view.pieces_at(state, station):
            out.append(
                {
                    "station": station,
                    "side": piece.side.key,
                    "owl": piece.owl,
                    "key": piece.key,
                    "toward": piece.toward,
                }
            )
    return out


def move_json(_: Gettext, view: MoveView, move: Any) -> Json:
    """A move as the page draws it: where it starts, the stations it hops, its words."""
    steps = view.owl_steps(move)  # the piece's form before each hop and after the last
    return {
        "start": view.start(move),
        "stations": list(view.stations(move)),
        "owl_steps": list(steps),
        "landing": view.landing(move),
        "side": move.side.key,
        "owl": bool(steps[0]),
        "text": str(move),
        "words": view.preview(_, move),
        "sounds": list(view.hop_sounds(move)),
        "arrival": view.arrival_sound(move),
    }


def sticks(view: MoveView, faces: StickFaces | None) -> Json | None:
    """The six sticks as drawn: each group's faces (True: the rounded face up)."""
    if faces is None:
        return None
    drawn = view.drawn_faces(faces)
    return {"light": list(drawn.light), "dark": list(drawn.dark)}


def tiles(session: GameSession) -> list[Json]:
    """The throw's number tiles: each number, and whether it is used or chosen."""
    game = session.game
    throw = game.current_throw
    if throw is None:
        return []
    left = list(game.remaining_numbers)
    out = []
    for number in throw.numbers:
        used = number not in left
        if not used:
            left.remove(number)
        state = "used" if used else "selected" if session.turn.number == number else "normal"
        out.append({"number": number, "state": state})
    return out


def landings(_: Gettext, session: GameSession) -> list[Json]:
    """Each gold perch: the station, and the move it plays (its path and words), or the
    question a tap there asks (several numbers, a bird to choose first)."""
    turn, view = session.turn, session.move_view
    out = []
    for station in turn.landings():
        moves = [m for m in turn.candidates() if view.landing(m) == station]
        entry: Json = {"station": station, "move": move_json(_, view, moves[0])}
        entry["several"] = len({view.choice(m) for m in moves}) > 1
        out.append(entry)
    return out


def cards(_: Gettext, session: GameSession) -> list[Json]:
    """The two player cards: who plays, the score in words and pieces, birds waiting."""
    game, view = session.game, session.move_view
    state = session.cursor.shown().state if session.cursor.active else game.state
    variant = _(VARIANT) if variant_lines(game.rules.options, str) else ""
    out = []
    for side in (Side.GREEN, Side.WHITE):
        score = view.score(state, side)
        pieces_side = view.score_pieces(side)
        out.append(
            {
                "side": side.key,
                "name": gt.side_name(_, side),
                "player": gt.player_kind(_, session.players[side]),
                "human": session.is_human(side),
                "score": score,
                "score_words": view.score_words(_, score),
                "score_pieces": pieces_side.key if pieces_side is not None else None,
                "slots": SCORE_SLOTS,
                "waiting": view.waiting(state, side),
                "to_move": side == state.side and not state.over,
                "variant": variant,
            }
        )
    return out


def log_lines(_: Gettext, session: GameSession) -> list[Json]:
    """The event log's newest lines, each with its tone (a side, a notice, an aside)."""
    log = session.log_to_moment() if session.cursor.active else session.log
    lines: list[Json] = []
    for entry, tone in log.entries:
        kind = tone.key if isinstance(tone, Side) else str(tone)
        lines.extend({"text": text, "tone": kind} for text in entry(_))
    return lines[-LOG_LINES:]


def table(_: Gettext, session: GameSession, touch: bool = True) -> Json:
    """Everything the game screen shows now (the present, or the moment looked back at)."""
    game, view, turn = session.game, session.move_view, session.turn
    looking = session.cursor.active
    step = session.cursor.shown() if looking else None
    state = step.state if step is not None else game.state
    idle = session.showing is None and not looking
    selection = turn.selection if idle else None
    last = step.move if step is not None else session.last_move
    hint = session.hint if idle else None
    return {
        "ruleset": game.rules.id,
        "board": texts.board_key(game.rules),
        "pieces": pieces(view, state),
        "to_move": state.side.key,
        "over": state.over,
        "winner": game.winner.key if game.winner is not None and not looking else None,
        "turn_number": state.turn,
        "throw": list(state.throw.numbers) if state.throw is not None else None,
        "tiles": tiles(session) if not looking else [],
        "selection": (
            {"key": selection[0], "owl": selection[1], "station": turn.station_of(selection)}
            if selection is not None
            else None
        ),
        "movable": (
            sorted(
                {s for sel in turn.movable(turn.number) if (s := turn.station_of(sel)) is not None}
            )
            if idle and session.human_turn() and not game.needs_throw
            else []
        ),
        "can_enter": idle and session.human_turn() and not game.needs_throw and turn.can_enter(),
        "waiting_selected": selection is not None and selection[0] is None,
        "landings": landings(_, session) if idle and session.human_turn() else [],
        "hint": move_json(_, view, hint) if hint is not None else None,
        "last_move": move_json(_, view, last) if last is not None else None,
        "cards": cards(_, session),
        "status": texts.status(_, session, touch),
        "log": log_lines(_, session),
        "can_throw": session.can_throw(),
        "human_turn": session.human_turn(),
        "computer_turn": not game.is_over
        and not session.is_human(game.to_move)
        and not looking
        and session.showing is None,
        "looking_back": looking,
        "can_undo": session.take_back_target() is not None and not looking,
        "names_cycle": list(view.names_cycle),
        "mode": session.mode,
        "caption": session.caption(),
        "title": session.title(),
    }
