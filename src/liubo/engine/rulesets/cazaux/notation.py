"""Text forms of ``cazaux`` positions and moves (docs/rules.md, part two, "Text forms").

<green pieces>/<white pieces> <held by green>-<held by white> <side>
    [<light>,<dark> [after:[*]FROM>[*]TO/n]] [result:G|W|draw]
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...errors import NotationError
from ...sides import Side
from ...throws import Throw, is_ascii_digits, read_count
from .legs import FORCED, NONE, OWL, SINGLE
from .moves import MOVE_RE, CazauxMove
from .state import CazauxState
from .tables import CazauxTables, cazaux_tables

if TYPE_CHECKING:
    from .rules import CazauxRuleset

# [0-9], never \d: in Python's re \d also matches "٣" and other Unicode digits
AFTER_RE = re.compile(r"^after:(\*)?([A-Z][A-Z0-9_]*)>(\*)?([A-Z][A-Z0-9_]*)/([0-9])$")


def format_position(state: CazauxState) -> str:
    """The position text; pieces in board order (lanes at the centre's place, the Owl last)."""
    t = state.tables
    groups = []
    for side in Side:
        items = []
        base = side * t.n_nodes
        for station in t.order:
            for node in t.nodes_of[station]:
                items += [t.node_ids[node]] * state.stones[base + node]
            if state.owls[side] == station:
                items.append("*" + t.node_ids[station])
        groups.append(",".join(items) or "-")
    text = f"{groups[0]}/{groups[1]} {state.held[0]}-{state.held[1]} {state.side.letter}"
    if state.throw is not None and not state.over:
        text += f" {state.throw}"
        leg1 = state.leg1
        if leg1 is not None:
            start = "OFF" if leg1.origin is None else t.node_ids[leg1.origin]
            landing = t.node_ids[leg1.target]
            text += (
                f" after:{'*' if leg1.owl else ''}{start}>"
                f"{'*' if leg1.arrives_owl else ''}{landing}/{leg1.number}"
            )
    if state.over and state.reason != "six-prisoners":
        text += f" result:{state.winner.letter if state.winner is not None else 'draw'}"
    return text


def _pieces(half: str, side: Side, t: CazauxTables, stones: list[int], owls: list[int]) -> int:
    """Read one side's pieces into ``stones`` and ``owls``; returns how many were read."""
    if half == "-":
        return 0
    count = 0
    for item in half.split(","):
        owl = item.startswith("*")
        pid = item[1:] if owl else item
        if pid not in t.node_index:
            raise NotationError(f"unknown station {pid!r} in position")
        node = t.node_index[pid]
        if owl:
            if node >= len(t.station_of) or t.station_of[node] != node:
                raise NotationError(
                    f"an Owl stands on a station, not on a lane: write *X, not {item}"
                )
            if owls[side] >= 0:
                raise NotationError(f"{side.name.title()} has two Owls; a side has at most one")
            owls[side] = node
        else:
            if node == t.centre:
                raise NotationError(
                    "a normal stone on the centre is written with its lane, XC or XT, not X"
                )
            stones[side * t.n_nodes + node] += 1
        count += 1
    return count


def parse_position(text: str, rules: CazauxRuleset) -> CazauxState:
    """Read a position text; NotationError with a clear message when it is malformed."""
    t = cazaux_tables(rules.board)
    if not isinstance(text, str):
        raise NotationError("a position must be text")
    tokens = text.split()
    if len(tokens) < 3:
        raise NotationError(
            f"cannot read position {text!r}: expected '<green>/<white> <held> <side> [throw]'"
        )
    result = None
    if tokens[-1].startswith("result:"):
        result = tokens.pop()[len("result:") :]
        if result not in ("G", "W", "draw"):
            raise NotationError(f"result must be result:G, result:W or result:draw, not {result!r}")
    after_token = None
    if tokens and tokens[-1].startswith("after:"):
        after_token = tokens.pop()
    if len(tokens) not in (3, 4):
        raise NotationError(f"cannot read position {text!r}: unexpected fields")
    halves = tokens[0].split("/")
    if len(halves) != 2:
        raise NotationError(
            f"the pieces field {tokens[0]!r} must be '<green pieces>/<white pieces>'"
        )
    stones = [0] * (2 * t.n_nodes)
    owls = [-1, -1]
    counts = [_pieces(half, side, t, stones, owls) for side, half in zip(Side, halves, strict=True)]
    held_text = tokens[1].split("-")
    if len(held_text) != 2 or not all(is_ascii_digits(h) for h in held_text):
        raise NotationError(
            f"cannot read prisoners {tokens[1]!r}: expected green-white such as 1-0"
        )
    held = (read_count(held_text[0], "prisoners"), read_count(held_text[1], "prisoners"))
    per_side = rules.birds_per_side
    for side in Side:
        if held[side] > per_side:
            raise NotationError(f"{side.name.title()} cannot hold more than {per_side} prisoners")
        if counts[side] + held[1 - side] > per_side:
            raise NotationError(
                f"{side.name.title()} has more than {per_side} stones "
                "once its prisoners are counted"
            )
    for station in range(len(rules.board.perches)):
        sides = [
            owls[s] == station or any(stones[s * t.n_nodes + n] for n in t.nodes_of[station])
            for s in (0, 1)
        ]
        if all(sides):
            raise NotationError(f"both sides cannot stand on {t.node_ids[station]}")
    if tokens[2] not in ("G", "W"):
        raise NotationError(f"side to move must be G or W, not {tokens[2]!r}")
    side = Side.from_letter(tokens[2])
    state = CazauxState(rules, tuple(stones), (owls[0], owls[1]), held, side)
    full = [s for s in Side if held[s] == per_side]
    if len(full) == 2:
        raise NotationError("both sides cannot hold all the enemy stones")
    if full or result is not None:
        if len(tokens) == 4 or after_token is not None:
            raise NotationError("a finished game has no throw to play")
        return _finished(state, full[0] if full else None, result)
    if len(tokens) == 4:
        throw = Throw.parse(tokens[3])
        if after_token is None:
            return state.apply_throw(throw)
        return _parse_after(state, throw, after_token)
    if after_token is not None:
        raise NotationError("'after:' needs the throw before it")
    return state


def _finished(state: CazauxState, full: Side | None, result: str | None) -> CazauxState:
    """A finished game: why it ended follows from the pieces and the written result."""
    if full is not None:
        if result is not None and result != full.letter:
            raise NotationError(
                f"{full.name.title()} holds every enemy stone, so result:{result} cannot be"
            )
        return state._replace(winner=full, over=True, reason="six-prisoners")
    if result == "draw":
        return state._replace(over=True, reason="turn-limit")
    winner = Side.from_letter(result or "")
    loser = winner.other
    if state.owls[loser] >= 0:
        reason = "five-stones"
        if state.owls[winner] >= 0 or state.stones_on_board(winner) < state.rules.five_stone_rule:
            raise NotationError(
                f"result:{result}: {loser.name.title()} still has its Owl, and the five-stone rule "
                "does not apply to this position"
            )
    else:
        reason = "owl-captured"
    return state._replace(winner=winner, over=True, reason=reason)


def _parse_after(state: CazauxState, throw: Throw, token: str) -> CazauxState:
    """The position in the middle of a turn: the first leg ``token`` has been played.

    The leg's path, its lap, and the turn's double-move right and extra throw follow from
    the token and the pieces; the leg is checked to be one its piece could have made.
    """
    t = state.tables
    m = AFTER_RE.match(token)
    if not m:
        raise NotationError(f"cannot read {token!r}: expected after:[*]FROM>[*]TO/n")
    star_from, origin_id, star_to, target_id = (
        bool(m.group(1)),
        m.group(2),
        bool(m.group(3)),
        m.group(4),
    )
    number = int(m.group(5))
    if number not in throw.numbers:
        raise NotationError(f"{token!r} uses {number}, which is not in the throw {throw}")
    for pid in (origin_id, target_id):
        if pid != "OFF" and pid not in t.node_index:
            raise NotationError(f"unknown station {pid!r} in {token!r}")
    if target_id == "OFF":
        raise NotationError(f"a leg cannot end off the board ({token!r})")
    if star_from and not star_to:
        raise NotationError(f"{token!r}: an Owl stays an Owl; write a * before TO as well")
    if star_from and origin_id == "OFF":
        raise NotationError(f"{token!r}: the Owl never enters from off the board")
    side = state.side
    target = t.node_index[target_id]
    origin = None if origin_id == "OFF" else t.node_index[origin_id]
    promoted = star_to and not star_from
    n = t.n_nodes
    path = None
    if star_to:
        if state.owls[side] != target:
            raise NotationError(f"{token!r}: the side to move has no Owl on {target_id}")
        if promoted and target != t.centre:
            raise NotationError(f"{token!r}: a stone is stood up only on the centre X")
        if star_from:
            assert origin is not None  # an Owl leg from OFF was refused above
            if origin >= len(t.owl):
                raise NotationError(f"{token!r}: the Owl stands on a station, not on a lane")
            found = [p for p in t.owl[origin][number] if p[-1] == target]
            path = found[0] if found else None
    elif state.stones[side * n + target] == 0:
        raise NotationError(f"{token!r}: no stone of the side to move on {target_id}")
    lap = False
    if not star_from:
        if origin is None:
            candidates = [(t.entry[number], False, False)]
        elif origin == t.centre:
            raise NotationError(f"{token!r}: a stone on the centre is on a lane, XC or XT")
        else:
            candidates = list(t.stone[origin][number]) + list(t.branch[origin][number])
        for p, _crossing, p_lap in candidates:
            end = p[-1]
            if end == target or (promoted and t.station_of[end] == target):
                path, lap = p, p_lap and origin is not None
                break
    if path is None:
        raise NotationError(
            f"{token!r}: that piece cannot go from {origin_id} to {target_id} with {number}"
        )
    # the pieces as they were at the start of the turn, for the double-move right
    owl_before = state.owls[side] >= 0 and not promoted
    stones_before = state.stones_on_board(side) - (origin is None) + promoted
    if owl_before:
        double = OWL
    elif stones_before == 1:
        double = SINGLE
    elif stones_before == 0 and state.waiting(side) == 0 and origin is None:
        double = FORCED
    else:
        double = NONE
    # (a prisoner the lap freed is already among the waiting stones)
    leg1 = CazauxMove(
        side,
        origin,
        t.centre if promoted else target,
        number,
        star_from,
        promoted,
        path,
        False,
        0,
        0,
        False,
        False,
        lap,
        False,
        False,
        t,
    )
    remaining = list(throw.numbers)
    remaining.remove(number)
    mid = state._replace(
        throw=throw, remaining=tuple(remaining), double=double, leg1=leg1, extra=lap or promoted
    )
    if not mid.legal_moves():
        raise NotationError(f"{token!r}: no second leg could follow it")
    return mid


__all__ = ["AFTER_RE", "MOVE_RE", "format_position", "parse_position"]
