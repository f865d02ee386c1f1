"""Text forms of positions and moves (docs/rules.md section 8)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import IllegalMoveError, NotationError
from ...sides import Side
from ...throws import Throw, is_ascii_digits, read_count
from .moves import MOVE_RE as MOVE_RE
from .state import Move, State
from .tables import ADD, CELLS, COUNT, REMOVE, SIDE_COUNT, bird_code

if TYPE_CHECKING:
    from .rules import TlvRuleset

# [0-9], never \d: in Python's re \d also matches "٣" and other Unicode digits
AFTER_RE = re.compile(r"^after:([A-Z][A-Z_]*)>(\*)?([A-Z][A-Z_]*)/([0-9])$")


def format_position(state: State) -> str:
    """The position text of a state, with the throw and the first move of a turn if made."""
    board = state.rules.board
    groups = []
    for side in Side:
        birds = sorted((board.perches[p].id, owl) for p, owl in state.birds(side))
        groups.append(",".join(("*" if owl else "") + pid for pid, owl in birds) or "-")
    text = f"{groups[0]}/{groups[1]} {state.scores[0]}-{state.scores[1]} {state.side.letter}"
    if state.throw is not None and not state.over:
        text += f" {state.throw}"
        if len(state.remaining) == 1 and state.moved is not None:  # moved: always, mid-turn
            used = list(state.throw.numbers)
            used.remove(state.remaining[0])
            target, code, start = state.moved
            origin = "OFF" if start < 0 else board.perches[start].id
            star = "*" if code & 1 else ""
            text += f" after:{origin}>{star}{board.perches[target].id}/{used[0]}"
    return text


def parse_position(text: str, rules: TlvRuleset) -> State:
    """Read a position text; raises NotationError with a clear message when it is malformed."""
    board = rules.board
    if not isinstance(text, str):
        raise NotationError("a position must be text")
    tokens = text.split()
    if len(tokens) < 3:
        raise NotationError(
            f"cannot read position {text!r}: expected '<green>/<white> <score> <side> [throw]'"
        )
    after_token = None
    if tokens[-1].startswith("after:"):
        after_token = tokens.pop()
    if len(tokens) not in (3, 4):
        raise NotationError(f"cannot read position {text!r}: unexpected fields")
    halves = tokens[0].split("/")
    if len(halves) != 2:
        raise NotationError(f"the birds field {tokens[0]!r} must be '<green birds>/<white birds>'")
    cells = list(rules.empty_cells)  # a sanctuary pond has cell codes of its own
    on_board = [0, 0]
    for side, half in zip(Side, halves, strict=True):
        if half == "-":
            continue
        for item in half.split(","):
            owl = item.startswith("*")
            pid = item[1:] if owl else item
            if pid not in board.index:
                raise NotationError(f"unknown perch {pid!r} in position")
            p = board.index[pid]
            if owl and p in board.nests:
                raise NotationError(f"an Owl cannot stand in a nest ({pid})")
            if not owl and p == board.pond:
                raise NotationError(f"a bird in the pond is always an Owl: write *{pid}")
            new = ADD[cells[p]][bird_code(side, owl)]
            if new < 0:
                raise NotationError(f"perch {pid} would hold more than two birds")
            # (a sanctuary pond holds any number: its codes refuse only a seventh Owl)
            cells[p] = new
            on_board[side] += 1
        if on_board[side] > rules.birds_per_side:
            raise NotationError(f"{side.name.title()} has more than {rules.birds_per_side} birds")
    for p, c in enumerate(cells):
        birds = CELLS[c]
        if SIDE_COUNT[c] == (1, 1) and birds[0] & 1 != birds[1] & 1 and not rules.owl_contest:
            # (with owl-landing=contest a normal bird landing on a lone Owl shares its perch)
            raise NotationError(
                f"an Owl and an opposing normal bird cannot share {board.perches[p].id}: "
                "one would have captured the other"
            )
    score = tokens[1].split("-")
    if len(score) != 2 or not all(is_ascii_digits(s) for s in score):
        raise NotationError(f"cannot read score {tokens[1]!r}: expected green-white such as 3-1")
    scores = (read_count(score[0], "score"), read_count(score[1], "score"))
    if max(scores) > 10_000:
        raise NotationError("scores above 10000 are not possible")
    if tokens[2] not in ("G", "W"):
        raise NotationError(f"side to move must be G or W, not {tokens[2]!r}")
    side = Side.from_letter(tokens[2])
    target = rules.target_points
    if scores[0] >= target and scores[1] >= target:
        raise NotationError("both sides cannot have reached the winning score")
    off = (rules.birds_per_side - on_board[0], rules.birds_per_side - on_board[1])
    winner = Side.GREEN if scores[0] >= target else Side.WHITE if scores[1] >= target else None
    if winner == side and after_token is not None and rules.instant_target > target:
        winner = None  # with win=end-of-turn the mover may pass the target mid-turn
    state = State(rules, tuple(cells), off, scores, side, winner=winner, over=winner is not None)
    if len(tokens) == 4:
        if state.over:
            raise NotationError("a finished game has no throw to play")
        throw = Throw.parse(tokens[3])
        if after_token is None:
            return state.apply_throw(throw)
        return _parse_after(state, throw, after_token)
    if after_token is not None:
        raise NotationError("'after:' needs the throw before it")
    return state


def _parse_after(state: State, throw: Throw, token: str) -> State:
    """The state after the first move ``token`` of the throw, checked to be a legal first move.

    The position before that move is rebuilt (the mover back on its origin, possibly not yet
    an Owl, possibly a captured bird back on the target, the points it scored taken away) and
    the move replayed there, so the split and pairing rules apply as in a real game.
    """
    board = state.rules.board
    m = AFTER_RE.match(token)
    if not m:
        raise NotationError(f"cannot read {token!r}: expected after:FROM>TO/n")
    origin_id, star, target_id, number = m.group(1), m.group(2), m.group(3), int(m.group(4))
    for pid in (origin_id, target_id):
        if pid != "OFF" and pid not in board.index:
            raise NotationError(f"unknown perch {pid!r} in {token!r}")
    if target_id == "OFF":
        raise NotationError(f"a move cannot end off the board ({token!r})")
    if number not in throw.numbers:
        raise NotationError(f"{token!r} uses {number}, which is not in the throw {throw}")
    target = board.index[target_id]
    side = state.side
    code = bird_code(side, bool(star))
    if COUNT[state.cells[target]][code] == 0:
        raise NotationError(f"{token!r}: no such bird of the side to move on {target_id}")
    origin = None if origin_id == "OFF" else board.index[origin_id]
    for before in _states_before(state, origin, target, bool(star)):
        try:
            thrown = before.apply_throw(throw)
        except IllegalMoveError:
            continue
        if thrown.throw is None:  # the throw passed there
            continue
        for move in thrown.legal_moves():
            if (move.origin, move.target, move.number, move.arrives_owl) != (
                origin,
                target,
                number,
                bool(star),
            ):
                continue
            scores = list(state.scores)
            scores[side] -= move.points
            if scores[side] < 0:
                continue
            real = before.replace(scores=(scores[0], scores[1])).apply_throw(throw)
            try:
                mid = real.apply(real.find_move(move))
            except IllegalMoveError:
                continue
            if (mid.cells, mid.off, mid.scores, mid.side) == (
                state.cells,
                state.off,
                state.scores,
                side,
            ):
                return mid
    raise NotationError(
        f"{token!r} is not a legal first move of the throw {throw} that leads to this position"
    )


def _states_before(state: State, origin: int | None, target: int, owl: bool) -> list[State]:
    """Every position a first move from ``origin`` to ``target`` might have started from."""
    side = state.side
    other = 1 - side
    arrived = bird_code(side, owl)
    emptied = REMOVE[state.cells[target]][arrived]
    if emptied < 0:
        return []
    found = []
    for captured in (None, False, True):
        cells = list(state.cells)
        off = list(state.off)
        cells[target] = emptied
        if captured is not None:  # the captured bird went back off the board
            cells[target] = ADD[emptied][bird_code(other, captured)]
            off[other] -= 1
            if cells[target] < 0 or off[other] < 0:
                continue
        # an Owl now may have been promoted in the pond, a normal bird may have been an
        # Owl that scored in a nest on the way
        for was_owl in (owl, not owl):
            before = list(cells)
            away = list(off)
            if origin is None:
                away[side] += 1
            else:
                before[origin] = ADD[before[origin]][bird_code(side, was_owl)]
                if before[origin] < 0:
                    continue
            found.append(
                state.replace(
                    cells=tuple(before),
                    off=(away[0], away[1]),
                    throw=None,
                    remaining=(),
                    moved=None,
                    split=None,
                )
            )
    return found


def match_move_text(state: State, text: str) -> Move:
    """The legal move named by a move text such as ``OFF>QU_S/2`` or ``*LIAN_S>DAO_N/4``."""
    return state.find_move(text)


def format_move(move: Move) -> str:
    return str(move)
