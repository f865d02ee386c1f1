"""Text forms of positions and moves (RULES.md section 10)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .errors import NotationError
from .moves import MOVE_RE as MOVE_RE
from .sides import Side
from .state import Move, State
from .tables import ADD, CELLS, COUNT, EMPTY, SIDE_COUNT, bird_code
from .throws import Throw

if TYPE_CHECKING:
    from .ruleset import Ruleset

AFTER_RE = re.compile(r"^after:([A-Z][A-Z_]*)>(\*)?([A-Z][A-Z_]*)/(\d)$")


def format_position(state: State) -> str:
    """The position text of a state, with the throw and the first move of a turn if made."""
    board = state.rules.board
    groups = []
    for side in Side:
        birds = sorted(
            (board.perches[p].id, owl) for p, owl in state.birds(side)
        )
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


def parse_position(text: str, rules: Ruleset) -> State:
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
    cells = [EMPTY] * len(board.perches)
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
            cells[p] = new
            on_board[side] += 1
        if on_board[side] > rules.birds_per_side:
            raise NotationError(f"{side.name.title()} has more than {rules.birds_per_side} birds")
    for p, c in enumerate(cells):
        birds = CELLS[c]
        if SIDE_COUNT[c] == (1, 1) and birds[0] & 1 != birds[1] & 1:
            raise NotationError(
                f"an Owl and an opposing normal bird cannot share {board.perches[p].id}: "
                "one would have captured the other"
            )
    score = tokens[1].split("-")
    if len(score) != 2 or not all(s.isdigit() for s in score):
        raise NotationError(f"cannot read score {tokens[1]!r}: expected green-white such as 3-1")
    scores = (int(score[0]), int(score[1]))
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
    code = bird_code(state.side, bool(star))
    if COUNT[state.cells[target]][code] == 0:
        raise NotationError(f"{token!r}: no such bird of the side to move on {target_id}")
    remaining = list(throw.numbers)
    remaining.remove(number)
    split = None
    origin = -1
    if origin_id != "OFF":
        origin = board.index[origin_id]
        if SIDE_COUNT[state.cells[origin]][state.side] == 1:
            split = (origin, target)
    return state.replace(
        throw=throw, remaining=tuple(remaining), moved=(target, code, origin), split=split
    ).settled()


def match_move_text(state: State, text: str) -> Move:
    """The legal move named by a move text such as ``OFF>QU_S/2`` or ``*LIAN_S>DAO_N/4``."""
    return state.find_move(text)


def format_move(move: Move) -> str:
    return str(move)
