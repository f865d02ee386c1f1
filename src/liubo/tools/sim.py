"""Play whole games headless between computer players and print a summary.

python -m liubo.tools.sim --games 200 --seed 1 --green greedy --white random [--json]
python -m liubo.tools.sim --ruleset cazaux --games 200 --seed 1 --green random --white random
python -m liubo.tools.sim --games 200 --option owl-landing=contest --option pond=sanctuary
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field

from ..engine import Game, GameState, Side, UnknownOptionError, load_ruleset
from ..engine.options import parse_options_text
from ..engine.playout import random_playout


@dataclass
class SimResult:
    games: int
    green_wins: int
    white_wins: int
    draws: int
    mean_turns: float
    seconds: float
    games_per_second: float
    green: str
    white: str
    seed: int
    ruleset: str = ""  # the ruleset's id
    #: the rule readings that differ from the defaults
    options: dict[str, str] = field(default_factory=dict)


def play_game(
    green,
    white,
    rng: random.Random,
    first: Side = Side.GREEN,
    record: bool = False,
    ruleset: str | None = None,
    options: Mapping[str, str] | None = None,
) -> tuple[GameState, str | None]:
    """Play one game to the end; throws come from ``rng``. Returns the final state and record."""
    players = (green, white)
    rules = load_ruleset(ruleset, options)
    if record:
        game = Game.new(first=first, ruleset=rules)
        while not game.is_over:
            game.throw(rules.throw_sticks(rng).throw)
            while not game.is_over and not game.needs_throw:
                game.play(players[game.to_move].choose_move(game.state))
        return game.state, game.record()
    state = rules.initial_state(first)
    while not state.over:
        state = state.apply_throw(rules.throw_sticks(rng).throw)
        while not state.over and state.throw is not None:
            state = state.apply(players[state.side].choose_move(state))
    return state, None


def simulate(
    games: int,
    seed: int,
    green: str,
    white: str,
    first: str = "alternate",
    records_path: str | None = None,
    ruleset: str | None = None,
    options: Mapping[str, str] | None = None,
    playout: bool = True,
) -> SimResult:
    """Play ``games`` games; the same seed gives the same games.

    ``ruleset`` is a registered ruleset's id (None: the default ruleset); ``options`` are
    its rule readings; with ``first=toss`` among them, ``first`` "alternate" lets each
    game's generator toss for the first side. Two random players' games are played by
    the engine's playout (:func:`~liubo.engine.playout.random_playout`: the same moves,
    without the API's states) unless ``playout`` is False or records are written.
    """
    from ..ai import make_player
    from ..ai.turn_players import RandomPlayer

    rules = load_ruleset(ruleset, options)  # checks the options before any game
    if first == "alternate" and rules.first_toss:
        first = "random"

    master = random.Random(seed)
    wins = [0, 0]
    draws = 0
    turns = 0
    records = []
    start = time.perf_counter()
    for i in range(games):
        game_seed = master.getrandbits(32)
        rng = random.Random(game_seed)
        if first == "alternate":
            first_side = Side(i % 2)
        elif first == "random":
            first_side = rng.choice((Side.GREEN, Side.WHITE))
        else:
            first_side = Side.from_letter(first)
        players = (
            make_player(green, seed=game_seed, ruleset=rules),
            make_player(white, seed=game_seed + 1, ruleset=rules),
        )
        green_player, white_player = players
        if (
            playout
            and records_path is None
            and type(green_player) is RandomPlayer
            and type(white_player) is RandomPlayer
        ):
            # two random players: the engine's playout plays their game, the same moves
            # with the same random numbers, without the API's states (engine.playout)
            movers = (green_player.rng, white_player.rng)
            state, rec = random_playout(rules.initial_state(first_side), rng, movers), None
        else:
            state, rec = play_game(
                *players, rng, first_side, records_path is not None, rules.id, options
            )
        if rec is not None:
            records.append(rec)
        turns += state.turn
        if state.winner is None:
            draws += 1
        else:
            wins[state.winner] += 1
    seconds = time.perf_counter() - start
    if records_path:
        with open(records_path, "w", encoding="utf-8") as fh:
            fh.write("\n".join(records))
    return SimResult(
        games=games,
        green_wins=wins[0],
        white_wins=wins[1],
        draws=draws,
        mean_turns=turns / games if games else 0.0,
        seconds=round(seconds, 3),
        games_per_second=round(games / seconds, 2) if seconds > 0 else 0.0,
        green=green,
        white=white,
        seed=seed,
        ruleset=rules.id,
        options=dict(parse_options_text(rules.options_text())),
    )


def main(argv: list[str] | None = None) -> int:
    from ..ai import PLAYER_NAMES
    from ..engine import RULESET_FILES, default_ruleset_id

    parser = argparse.ArgumentParser(
        prog="python -m liubo.tools.sim", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--ruleset",
        default=default_ruleset_id(),
        choices=tuple(RULESET_FILES),
        help=f"the rules played (default {default_ruleset_id()})",
    )
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--green", default="random", choices=PLAYER_NAMES)
    parser.add_argument("--white", default="random", choices=PLAYER_NAMES)
    parser.add_argument(
        "--first",
        default="alternate",
        choices=("alternate", "random", "G", "W"),
        help="who throws first in each game (default: alternate)",
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rule reading, such as owl-landing=contest (repeatable; see docs/rules.md)",
    )
    parser.add_argument("--records", metavar="FILE", help="also write every game record to FILE")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    try:
        options = parse_options_text(" ".join(args.option))
        load_ruleset(args.ruleset, options)
    except UnknownOptionError as exc:
        parser.error(f"--option: {exc}")
    if args.records:  # checked before the games are played, not after
        from ..services.file_safety import output_file_problem

        problem = output_file_problem(args.records)
        if problem:
            parser.error(f"--records {args.records}: {problem}")
    try:
        result = simulate(
            args.games,
            args.seed,
            args.green,
            args.white,
            args.first,
            args.records,
            args.ruleset,
            options,
        )
    except KeyboardInterrupt:
        print("sim: interrupted", file=sys.stderr)
        return 130
    except OSError as exc:  # the records file failed all the same (disk full...)
        print(f"sim: cannot write {args.records}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(asdict(result)))
    else:
        readings = "".join(f" {k}={v}" for k, v in result.options.items())
        print(
            f"{result.games} games ({result.ruleset}{readings}), green={result.green} "
            f"white={result.white} seed={result.seed}"
        )
        print(
            f"  green wins {result.green_wins} ({result.green_wins / result.games:.1%}), "
            f"white wins {result.white_wins} ({result.white_wins / result.games:.1%}), "
            f"draws {result.draws}"
        )
        print(
            f"  mean turns {result.mean_turns:.1f}; {result.seconds:.2f} s, "
            f"{result.games_per_second:.1f} games/s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
