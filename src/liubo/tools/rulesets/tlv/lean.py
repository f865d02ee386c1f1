"""A lean random playout of the ``tlv`` rules: the yardstick the engine's speed is held to.

``python -m liubo.tools.rulesets.tlv.lean [--games 2000] [--seed 1] [--runs 7]``

What a careful programmer would write by hand to play random games fast, without the
engine's states, its caches and its checks: one mutable board (a list of cell codes, the
birds off the board, the scores), the same move table (:mod:`liubo.engine.rulesets.tlv.
move_table`: each bird's candidate paths with their bit masks, and the move each landing
cell gives), and a loop. A turn scans the board for the blockades and the birds of the
side to move, lists the single moves of each number, keeps the first moves after which
the other number can still be played (a second move that touches neither perch the first
one changes is enough, else the board after it is scanned), plays one chosen at random,
then scans the board again for the second number's moves. It plays the default readings
only (it refuses others) and keeps the engine's move order, so that with the same random
numbers it plays exactly the games ``python -m liubo.tools.sim`` plays between two random
players: :func:`simulate_lean` returns the same wins, draws and turns, and
``tests/tools/test_lean_playout.py`` checks the moves game by game.

The engine is measured against it in the same process (:func:`compare`): games per
second of CPU time of ``liubo.tools.sim``'s random games (the engine's own playout,
:mod:`liubo.engine.rulesets.tlv.playout`), of the same games through the engine's public
API, and of this loop, interleaved run by run, their medians and ratios. ``make bench``
prints them (``engine_sim_random_games_per_cpu_s``, ``engine_api_random_games_per_cpu_s``,
``lean_random_games_per_cpu_s``, ``engine_to_lean_ratio``, ``engine_api_to_lean_ratio``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from itertools import compress

from ....engine import Side, load_ruleset
from ....engine.rulesets.tlv.move_table import MoveTable, move_table
from ....engine.rulesets.tlv.moves import (
    M_ARRIVES_OWL,
    M_CAPTURED,
    M_CHANGE,
    M_NEW_CELL,
    M_NUMBER,
    M_ORIGIN,
    M_OWL,
    M_POINTS,
    M_TARGET,
    M_TOUCH,
    M_WINS,
    Move,
)
from ....engine.rulesets.tlv.rules import TlvRuleset
from ....engine.rulesets.tlv.tables import BLOCKADE_OF, COUNT, OWN_KINDS, REMOVE

#: a bird of the side to move as a scan sees it: (perch or -1 off the board, bird code, its
#: candidates by number as the move table's rows hold them, alone of its kind on its perch)
Bird = tuple[int, int, tuple[tuple[tuple[int, int, list[Move | None], int], ...], ...], bool]

_PERCHES = range(64)  # perch indexes, for compress


class LeanGame:
    """The loop and its tables, for the default readings of a ruleset (see the module)."""

    def __init__(self, rules: TlvRuleset) -> None:
        if rules.options != load_ruleset(rules.id).options:
            raise ValueError("the lean playout plays the default readings only")
        table: MoveTable = move_table(rules)
        n = len(rules.board.perches)
        self.rules = rules
        self.target = rules.target_points
        self.turn_limit = rules.turn_limit
        self.birds = rules.birds_per_side
        self.off_bit = 1 << n
        self.stride = n + 1
        # every bird's candidate rows by the points that win, [need][code * (n + 1) + perch]
        # (perch n: off the board); no move scores more than max_points
        self.rows = [
            [table.row(need, code, p if p < n else -1) for code in range(4) for p in range(n + 1)]
            for need in range(table.max_points + 2)
        ]
        self.cap = table.max_points + 1

    def scan(
        self, cells: list[int], off: list[int], side: int, need: int
    ) -> tuple[int, list[Bird]]:
        """The blockade mask and the birds of ``side`` that can move (entering ones first)."""
        rows = self.rows[need if need < self.cap else self.cap]
        stride = self.stride
        blocked = 0
        birds: list[Bird] = []
        if off[side]:
            birds.append((-1, side * 2, rows[side * 2 * stride + stride - 1], False))
        for p in compress(_PERCHES, cells):
            cell = cells[p]
            if BLOCKADE_OF[cell] >= 0:
                blocked |= 1 << p
            for code in OWN_KINDS[cell][side]:
                birds.append((p, code, rows[code * stride + p], COUNT[cell][code] == 1))
        return blocked, birds

    def after(
        self,
        cells: list[int],
        off: list[int],
        scores: list[int],
        side: int,
        move: Move,
        number: int,
    ) -> bool:
        """Whether ``side`` can still play ``number`` with another bird after ``move``."""
        cells, off, scores = cells[:], off[:], scores[:]
        split = _play(cells, off, scores, side, move)
        blocked, birds = self.scan(cells, off, side, self.target - scores[side])
        moved = (move[M_TARGET], side * 2 + move[M_ARRIVES_OWL])
        return bool(_singles(cells, number, blocked, birds, moved, split))

    def pairs(
        self,
        cells: list[int],
        off: list[int],
        scores: list[int],
        side: int,
        firsts: list[Move],
        seconds: list[Move],
        other: int,
    ) -> list[Move]:
        """The moves of ``firsts`` that win or after which ``other`` can be played: some
        second move touches neither perch the first changes, or the board after says so.
        Three second moves that touch no perch in common settle it for every first move
        (a first move changes two perches)."""
        keep = ~self.off_bit if off[side] >= 2 else -1
        disjoint = 0
        apart: list[int] = []
        for s in seconds:
            touch = s[M_TOUCH] & keep
            if not touch & disjoint:
                if len(apart) == 2:
                    return firsts
                apart.append(touch)
                disjoint |= touch
        return [
            m
            for m in firsts
            if m[M_WINS] or self.pairs_one(cells, off, scores, side, m, seconds, other, apart, keep)
        ]

    def pairs_one(
        self,
        cells: list[int],
        off: list[int],
        scores: list[int],
        side: int,
        first: Move,
        seconds: list[Move],
        other: int,
        apart: list[int],
        keep: int,
    ) -> bool:
        """Whether ``first`` starts a pair (see :meth:`pairs`)."""
        changed = first[M_CHANGE] & keep
        for touch in apart:
            if not touch & changed:
                return True
        for s in seconds:
            if not s[M_TOUCH] & changed:
                return True
        return self.after(cells, off, scores, side, first, other)

    def play(
        self,
        rng: random.Random,
        choose: tuple[Callable[[list[Move]], Move], Callable[[list[Move]], Move]],
        first: int,
        record: list[Move] | None = None,
    ) -> tuple[int | None, int]:
        """One game: throws from ``rng``, each side's moves from ``choose[side]``; the
        winner (None at the turn limit) and the last turn's number."""
        n = self.birds
        cells, off, scores = list(self.rules.empty_cells), [n, n], [0, 0]
        target, scan, pairs = self.target, self.scan, self.pairs
        not_off = ~self.off_bit
        side, turn = first, 1
        while True:
            bits = rng.getrandbits(6)
            a = (bits & 7).bit_count() or 4
            b = (bits >> 3).bit_count() or 4
            blocked, birds = scan(cells, off, side, target - scores[side])
            moves_a = _firsts(cells, a, blocked, birds)
            if a == b:
                every = moves_a
                legal = pairs(cells, off, scores, side, moves_a, moves_a, b)
            else:
                moves_b = _firsts(cells, b, blocked, birds)
                every = moves_a + moves_b
                legal = pairs(cells, off, scores, side, moves_a, moves_b, b) + pairs(
                    cells, off, scores, side, moves_b, moves_a, a
                )
            if all(m[M_WINS] for m in legal):
                legal = every  # no pair anywhere: any single move
            if legal:
                move = choose[side](legal)
                if record is not None:
                    record.append(move)
                split = _play(cells, off, scores, side, move)
                if scores[side] >= target:
                    return side, turn
                number = b if move[M_NUMBER] == a else a
                blocked, birds = scan(cells, off, side, target - scores[side])
                moved = (move[M_TARGET], side * 2 + move[M_ARRIVES_OWL])
                seconds = _singles(cells, number, blocked, birds, moved, split)
                if seconds:
                    # the engine's order: the moves the first one left alone, then the
                    # others (it keeps the first and generates the others again)
                    changed = move[M_CHANGE] & not_off
                    seconds = [m for m in seconds if not m[M_TOUCH] & changed] + [
                        m for m in seconds if m[M_TOUCH] & changed
                    ]
                    move = choose[side](seconds)
                    if record is not None:
                        record.append(move)
                    _play(cells, off, scores, side, move)
                    if scores[side] >= target:
                        return side, turn
            if turn >= self.turn_limit:
                return None, turn
            side, turn = 1 - side, turn + 1


def _play(
    cells: list[int], off: list[int], scores: list[int], side: int, move: Move
) -> tuple[int, int]:
    """Make ``move`` (legal here) for ``side`` in place; the path the blockade split rule
    closes after it, (origin, landing), or (-2, -2)."""
    origin = move[M_ORIGIN]
    split = (-2, -2)
    if origin is None:
        off[side] -= 1
    else:
        if BLOCKADE_OF[cells[origin]] == side:
            split = (origin, move[M_TARGET])
        cells[origin] = REMOVE[cells[origin]][side * 2 + move[M_OWL]]
    cells[move[M_TARGET]] = move[M_NEW_CELL]
    if move[M_CAPTURED] is not None:
        off[1 - side] += 1
    scores[side] += move[M_POINTS]
    return split


def _firsts(cells: list[int], number: int, blocked: int, birds: list[Bird]) -> list[Move]:
    """The single moves with ``number`` at the start of a turn."""
    return [
        move
        for _p, _code, row, _lone in birds
        for inner, target, landing, _touch in row[number]
        if not inner & blocked and (move := landing[cells[target]]) is not None
    ]


def _singles(
    cells: list[int],
    number: int,
    blocked: int,
    birds: list[Bird],
    moved: tuple[int, int],
    split: tuple[int, int],
) -> list[Move]:
    """The single moves with ``number`` after a first move: not by the bird ``moved``
    (perch, code) if it stands alone, not along the path ``split`` (origin, landing)."""
    out = []
    for p, code, row, lone in birds:
        if lone and p == moved[0] and code == moved[1]:
            continue
        closed = split[1] if p == split[0] else -1
        for inner, target, landing, _touch in row[number]:
            if not inner & blocked and target != closed:
                move = landing[cells[target]]
                if move is not None:
                    out.append(move)
    return out


def simulate_lean(
    games: int, seed: int, rules: TlvRuleset | None = None, records: list[list[Move]] | None = None
) -> tuple[int, int, int, int]:
    """Green wins, White wins, draws and the sum of the last turns' numbers of ``games``
    random games, with the random numbers ``python -m liubo.tools.sim --seed SEED`` uses
    (the first side alternating). ``records``: each game's moves are appended to it."""
    loaded = load_ruleset() if rules is None else rules
    assert isinstance(loaded, TlvRuleset), "the lean playout plays the tlv rules"
    lean = LeanGame(loaded)
    master = random.Random(seed)
    wins = [0, 0]
    draws = turns = 0
    for i in range(games):
        game_seed = master.getrandbits(32)
        rng = random.Random(game_seed)
        green, white = random.Random(game_seed), random.Random(game_seed + 1)
        record: list[Move] | None = [] if records is not None else None
        winner, turn = lean.play(rng, (green.choice, white.choice), i % 2, record)
        if records is not None and record is not None:
            records.append(record)
        turns += turn
        if winner is None:
            draws += 1
        else:
            wins[winner] += 1
    return wins[Side.GREEN], wins[Side.WHITE], draws, turns


def compare(games: int = 300, runs: int = 7, seed: int = 1) -> dict[str, float]:
    """Random games per second of CPU time: ``liubo.tools.sim``'s (two random players:
    the engine's playout), the same games through the engine's public API (a state a
    throw and a move, what a game or a search plays) and this loop's, interleaved run by
    run; medians, and each engine figure's ratio to this loop's (median of the runs)."""
    from ...sim import simulate

    simulate(20, 0, "random", "random")  # the move tables and rows, built once
    simulate(20, 0, "random", "random", playout=False)
    simulate_lean(20, 0)
    engine, api, lean = [], [], []
    for run in range(runs):
        start = time.process_time()
        simulate(games, seed + run, "random", "random")
        middle = time.process_time()
        simulate_lean(games, seed + run)
        end = time.process_time()
        simulate(games, seed + run, "random", "random", playout=False)
        last = time.process_time()
        engine.append(games / (middle - start))
        lean.append(games / (end - middle))
        api.append(games / (last - end))
    return {
        "engine_sim_random_games_per_cpu_s": round(statistics.median(engine), 1),
        "engine_api_random_games_per_cpu_s": round(statistics.median(api), 1),
        "lean_random_games_per_cpu_s": round(statistics.median(lean), 1),
        "engine_to_lean_ratio": _ratio(engine, lean),
        "engine_api_to_lean_ratio": _ratio(api, lean),
    }


def _ratio(engine: list[float], lean: list[float]) -> float:
    """The median of the runs' ratios."""
    return round(statistics.median(e / le for e, le in zip(engine, lean, strict=True)), 3)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.rulesets.tlv.lean", description=(__doc__ or "").splitlines()[0]
    )
    parser.add_argument("--games", type=int, default=300, help="games a run (300)")
    parser.add_argument("--runs", type=int, default=7, help="runs, interleaved (7)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    for name, value in compare(args.games, args.runs, args.seed).items():
        print(f"{name}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
