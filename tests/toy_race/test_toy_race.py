"""The toy race, a reconstruction in a distribution of its own, plays through the game's
contract.

Installed (the ``toy_race`` fixture puts it on the path with its metadata), it is found
through its entry point as the shipped rulesets are, and then goes through ``Game``,
records and their round trip, ``python -m liubo.tools.sim`` and the computer players'
levels, none of which was changed for it.
"""

from __future__ import annotations

import json
import random
import sys
from contextlib import contextmanager

import pytest
from liubo_toy_race.state import RaceState

from liubo.ai import ai_for, make_player
from liubo.ai.turn_players import RandomPlayer, TurnPlayer
from liubo.engine import RULESET_FILES, Game, LiuboError, load_ruleset
from liubo.tools import sim

pytestmark = pytest.mark.usefixtures("toy_race")


@contextmanager
def uninstalled():
    """The toy race's distribution taken off the path for the block, then put back."""
    from distributions import path_entries
    from liubo.engine import plugins

    entries = path_entries()
    for entry in entries:
        sys.path.remove(entry)
    plugins.rediscover()
    try:
        yield
    finally:
        sys.path[:0] = entries
        plugins.rediscover()


def play(game: Game, players: dict, rng: random.Random) -> Game:
    while not game.is_over:
        game.throw(game.rules.throw_sticks(rng).throw)
        while not game.is_over and not game.needs_throw:
            game.play(players[game.to_move].choose_move(game.state))
    return game


def test_a_game_of_the_race_is_made_by_id():
    game = Game.new(ruleset="toy_race")
    assert isinstance(game.state, RaceState) and game.rules.kind == "toy_race"
    assert game.to_text() == "0,0,0/0,0,0 G"
    assert "toy_race" in RULESET_FILES and load_ruleset("toy_race") is game.rules
    game.throw(3, 1)
    assert sorted(str(m) for m in game.legal_moves()) == ["OFF>P1/1", "OFF>P3/3"]
    game.play("OFF>P3/3")
    assert game.to_text() == "0,0,3/0,0,0 G 3,1 left 1"
    game.play("P3>P4/1")
    assert game.to_text() == "0,0,4/0,0,0 W" and game.turns[-1].complete


def test_records_and_positions_round_trip():
    rng = random.Random(5)
    players = {side: make_player("greedy", seed=int(side), ruleset="toy_race") for side in (0, 1)}
    game = play(Game.new(ruleset="toy_race"), players, rng)
    record = game.record()
    assert record.startswith("ruleset toy_race\n") and "result" in record
    again = Game.from_record(record)
    assert again.record() == record and again.state == game.state
    assert again.outcome == game.outcome and game.outcome.reason in ("all home", "turn limit")
    middle = Game.from_record("\n".join(record.splitlines()[:6]) + "\n")
    copy = Game.from_text(middle.to_text(), ruleset="toy_race")
    assert copy.to_text() == middle.to_text()  # a position text names no turn number
    assert copy.legal_moves() == middle.legal_moves()


def test_greedy_plays_the_turn_its_evaluation_likes_best():
    assert isinstance(make_player("random", 1, ruleset="toy_race"), RandomPlayer)
    greedy = make_player("greedy", 1, ruleset="toy_race")
    assert isinstance(greedy, TurnPlayer)
    # a piece 2 short of home: the 2 takes it home exactly, the 4 would waste two steps
    game = Game.from_text("5,19,21/0,0,0 G 2,4", ruleset="toy_race")
    first = greedy.choose_move(game.state)
    game.play(first)
    second = greedy.choose_move(game.state)
    assert sorted([str(first), str(second)]) == ["P19>HOME/2", "P5>P9/4"]


def test_random_and_greedy_play_whole_games():
    for seed in range(4):
        players = {
            seed % 2: make_player("greedy", seed, ruleset="toy_race"),
            1 - seed % 2: make_player("random", seed, ruleset="toy_race"),
        }
        game = play(Game.new(ruleset="toy_race"), players, random.Random(seed))
        assert game.is_over and Game.from_record(game.record()).record() == game.record()


def test_every_level_plays_a_legal_move():
    game = Game.new(ruleset="toy_race")
    game.throw(2, 4)
    for level in ("random", "greedy", "easy", "normal", "hard", "expert", "learned"):
        move = make_player(level, 3, ruleset="toy_race").choose_move(game.state)
        assert move in game.legal_moves(), level


def test_a_player_of_another_ruleset_hands_the_race_to_its_own_players():
    default_player = make_player("greedy", 7)  # made for the default ruleset
    game = Game.new(ruleset="toy_race")
    game.throw(2, 2)
    assert default_player.choose_move(game.state) in game.legal_moves()
    cazaux_player = make_player("greedy", 7, ruleset="cazaux")
    with pytest.raises(ValueError, match="cannot play a RaceState"):
        cazaux_player.choose_move(game.state)  # never silently plays another ruleset


def test_sim_plays_the_race(capsys, tmp_path):
    records = tmp_path / "race.txt"
    args = ["--ruleset", "toy_race", "--games", "6", "--green", "greedy", "--white", "random"]
    assert sim.main([*args, "--json", "--records", str(records)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["ruleset"] == "toy_race" and result["games"] == 6
    assert result["green_wins"] + result["white_wins"] + result["draws"] == 6
    texts = [t for t in records.read_text().split("ruleset ") if t]
    assert len(texts) == 6
    for text in texts:
        game = Game.from_record("ruleset " + text)
        assert game.is_over and game.rules.kind == "toy_race"


def test_an_uninstalled_ruleset_is_refused_by_name():
    record = Game.new(ruleset="toy_race").record()
    with uninstalled():
        with pytest.raises(LiuboError, match="unknown ruleset .toy_race."):
            load_ruleset("toy_race")
        with pytest.raises(ValueError, match="no computer players for ruleset kind 'toy_race'"):
            ai_for("toy_race")
        with pytest.raises(LiuboError):
            Game.from_record(record)
    assert Game.from_record(record).rules.kind == "toy_race"  # installed again


def test_the_race_brings_its_rulebook_pages_and_its_chart_name():
    """Its content part: a part of the rulebook from its own package (the pages name their
    ruleset, and each picture is played by it), its chart name, no lessons (the course
    stays the shipped one's)."""
    from liubo.content.compare_chart import config_name
    from liubo.content.rulebook_load import load_part, parts
    from liubo.content.ruleset_content import content_for, lesson_ruleset

    content = content_for("toy_race")
    assert content.kind == "toy_race" and content.rulebook_parts == ("toy_race",)
    assert not content.lesson_ruleset and not content.lesson_goals
    assert config_name("toy_race") == "Toy race"
    assert parts()[-1] == "toy_race" and lesson_ruleset() != "toy_race"
    (topic,) = load_part("toy_race")
    pictures = [page.figure for page in topic.pages if page.figure is not None]
    assert pictures and all(figure.ruleset == "toy_race" for figure in pictures)
    assert pictures[0].line() == ("P3", "P4")  # the move's route, from the engine


def test_its_words_are_translated_from_its_own_catalog():
    from liubo.services.translation import load_translator

    chinese = load_translator("zh_CN")
    assert chinese.gettext("Toy race") == "玩具赛跑"
    assert chinese.gettext("Captures") != "Captures"  # the game's own catalog first


def test_the_measuring_tools_give_the_race_their_defaults():
    """No tools bundle: left out of the default comparison, the benchmarks and the
    screenshots; ``strength --ruleset toy_race`` is offered and plans the standard ladder."""
    from liubo.tools import compare, strength
    from liubo.tools.ruleset_tools import ruleset_ids, tools_for

    tools = tools_for("toy_race")
    assert tools.kind == "toy_race" and not tools.compared and not tools.bench
    assert tools.screenshots is None and tools.network_rows is None
    assert "toy_race" not in [c.ruleset for c in compare.default_configs()]
    assert "toy_race" in ruleset_ids()
    lines = strength.plan_lines(list(strength.DEFAULT_PAIRINGS), 2, 1, 1, "toy_race")
    assert len(lines) == len(strength.DEFAULT_PAIRINGS) + 1


def test_no_file_of_the_game_names_it():
    """The proof that installing is all it takes: the game's files (its package, data,
    catalogs and build files) name neither its kind, its package nor its distribution; only
    the files of tests/toy_race do (and the tests and docs that use it as their example)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    names = re.compile(r"toy_race|liubo[-_]toy[-_]race|toy race", re.IGNORECASE)
    game = [root / "setup.cfg", root / "setup.py", root / "pyproject.toml", root / "Makefile"]
    for folder in ("src", "data", "i18n"):
        game += [
            p for p in (root / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts
        ]
    naming = [
        str(p.relative_to(root))
        for p in game
        if p.suffix not in (".mo", ".png", ".npz", ".wav", ".pyc")
        and names.search(p.read_text(encoding="utf-8", errors="replace"))
    ]
    assert naming == []
    assert names.search((Path(__file__).parent / "pyproject.toml").read_text(encoding="utf-8"))
