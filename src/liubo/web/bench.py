"""The same measurements in the page and natively: ``make web-figures`` runs both.

:func:`random_games` plays seeded games between random players on the engine alone (the
engine's games a second); :func:`move_times` times each computer level's move on the
positions of one seeded game; :func:`expert_move` is the expert's move on a seeded
position with no clock (``make web-check`` wants the page's equal to the desktop's). All
use the injected seed, so the page (Pyodide) and the native Python do the same work, and
their times compare.
"""

from __future__ import annotations

import random
import time
from typing import Any

from ..ai import make_player
from ..engine.ruleset import load_ruleset


def random_games(count: int, seed: int, ruleset: str | None = None) -> dict[str, Any]:
    """Play ``count`` games between random players: games a second, and their moves."""
    rules = load_ruleset(ruleset)
    rng = random.Random(seed)
    players = [make_player("random", rng.randrange(1 << 30), ruleset=rules) for _ in range(2)]
    moves = 0
    started = time.perf_counter()
    for _ in range(count):
        state = rules.initial_state(None)
        while not state.over:
            state = state.apply_throw(rules.throw_sticks(rng).throw)
            while not state.over and state.throw is not None:
                state = state.apply(players[state.side].choose_move(state))
                moves += 1
    seconds = time.perf_counter() - started
    return {"games": count, "moves": moves, "seconds": seconds, "games_per_second": count / seconds}


def move_times(level: str, count: int, seed: int, ruleset: str | None = None) -> dict[str, Any]:
    """Seconds ``level`` takes for each of ``count`` moves of a seeded game (random
    players move between them), the nodes of each search a searching level made, the notice
    of a level that plays weaker here, and the kind of learned network it runs
    (``PlainNetwork`` without numpy, else ``Network``)."""
    rules = load_ruleset(ruleset)
    rng = random.Random(seed)
    player = make_player(level, seed, ruleset=rules)
    other = make_player("random", seed, ruleset=rules)
    times: list[float] = []
    nodes: list[int] = []  # a searching level's nodes for each search it made
    state = rules.initial_state(None)
    while len(times) < count:
        if state.over:
            state = rules.initial_state(None)
        state = state.apply_throw(rules.throw_sticks(rng).throw)
        while not state.over and state.throw is not None:
            if len(times) < count and state.legal_moves() and rng.random() < 0.5:
                before = getattr(player, "last", None)
                started = time.perf_counter()
                move = player.choose_move(state)
                times.append(time.perf_counter() - started)
                last = getattr(player, "last", None)
                if last is not None and last is not before:  # a new search, not its plan
                    nodes.append(int(last.nodes))
            else:
                move = other.choose_move(state)
            state = state.apply(move)
    net = getattr(player, "net", None)
    return {
        "level": level,
        "seconds": times,
        "nodes": nodes,
        "notice": getattr(player, "notice", ""),
        "network": type(net).__name__ if net is not None else "",
    }


#: the expert with its clock taken away, so that a slower Python makes the same move: a
#: search that counts its nodes (tlv's) stops at this many, one that does not (cazaux's
#: look, its shortlist and replies) is whole well within this many seconds
SAME_MOVE_NODES = 6_000
SAME_MOVE_SECONDS = 600.0


def expert_move(ruleset: str, seed: int, throws: int, most: int = 99) -> dict[str, Any]:
    """The expert's move on the position ``throws`` throws into a seeded game between
    random players, with no clock (:data:`SAME_MOVE_NODES`): the same in the page (the
    plain-Python network) as natively (numpy's), which ``make web-check`` compares."""
    from ..ai.learned import shipped_network
    from ..engine import Game

    rules = load_ruleset(ruleset)
    rng = random.Random(seed)
    mover = make_player("random", seed, ruleset=rules)
    game = Game.new(ruleset=ruleset, rng=rng)
    thrown = 0
    while True:
        if game.is_over:
            game = Game.new(ruleset=ruleset, rng=rng)
        elif game.needs_throw:
            game.throw(rng.choice([t for t, _ in game.chance_outcomes()]))
            thrown += 1
        elif thrown >= throws and 1 < len(game.legal_moves()) <= most:
            break
        else:
            game.play(mover.choose_move(game.state))
    player = make_player(
        "expert", seed, ruleset=rules, node_limit=SAME_MOVE_NODES, time_limit=SAME_MOVE_SECONDS
    )
    started = time.perf_counter()
    move = player.choose_move(game.state)
    seconds = time.perf_counter() - started
    network = shipped_network(rules)
    return {
        "ruleset": ruleset,
        "position": game.to_text(),
        "move": str(move),
        "seconds": seconds,
        "network": type(network).__name__,
        "notice": getattr(player, "notice", ""),
    }
