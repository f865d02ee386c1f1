"""The ruleset contract, over every registered ruleset (OpenSpiel's way).

Each test runs for each ruleset the game finds: the shipped ones, the toy race's
distribution (``tests/toy_race``, installed for its runs) and any other installed beside
the game. A new reconstruction is tested by installing it, not by writing its tests first:

- random games to their end, the contract's invariants checked after every throw and move;
- the record and the position text of every state read back to the same game;
- perft from the start under its first throws, the same twice;
- the chances of its throws, and its odds panel's, each a probability, the throws summing
  to 1;
- a move of every computer level, legal;
- its presentation's pieces where the engine has them (each legal move's piece, of its
  side, on the station the move starts from);
- every page of its rulebook parts typeset headless, fitting its page;
- the game screen opened on it and a turn played by mouse, headless;
- ``--self-check`` on it: with its learned weights, or as a ruleset without any.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from distributions import installed
from liubo.ai import PLAYER_NAMES, ai_for, make_player
from liubo.engine import RULESET_FILES, Game, load_ruleset
from liubo.engine.perft import perft
from support import click, draw, finish_animations, open_game, pump


def _rulesets() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The rulesets found as the tests start, and those the toy race's distribution adds."""
    found = tuple(RULESET_FILES)
    with installed():
        added = tuple(rid for rid in RULESET_FILES if rid not in found)
    return found, added


FOUND, ADDED = _rulesets()
RULESETS = (*FOUND, *ADDED)
GAMES = 3  # random games a ruleset plays to their end
ONE = Fraction(1)


@pytest.fixture(params=RULESETS)
def rid(request):  # noqa: ANN001, ANN201
    """A ruleset id, its distribution installed for the test when it is the toy race's."""
    if request.param in ADDED:
        with installed():
            yield request.param
    else:
        yield request.param


def random_games(rid: str, games: int = GAMES):  # noqa: ANN201
    """Seeded random games to their end: (game, the states on the way, and each move played
    with the states before and after it)."""
    for seed in range(games):
        rng = random.Random(seed)
        game = Game.new(ruleset=rid, rng=rng)
        states = [game.state]
        played = []
        while not game.is_over:
            if game.needs_throw:
                outcomes = game.chance_outcomes()
                game.throw(rng.choices([t for t, _ in outcomes], [p for _, p in outcomes])[0])
            else:
                before = game.state
                move = game.play(rng.choice(game.legal_moves()))
                played.append((before, move, game.state))
            states.append(game.state)
        yield game, states, played


# -- the engine ----------------------------------------------------------------------------
def check_state(state) -> None:  # noqa: ANN001 -- a GameState
    """The contract's invariants of one state."""
    rules = state.rules
    outcomes = state.chance_outcomes()
    assert state.needs_throw == bool(outcomes) == (not state.over and state.throw is None)
    if outcomes:
        assert sum(p for _, p in outcomes) == ONE and all(p > 0 for _, p in outcomes)
    legal = state.legal_moves()
    if state.over:
        assert not legal and state.ending and state.remaining == ()
        assert state.winner is None or state.winner in (0, 1)
    elif not state.needs_throw:
        assert legal, f"a state awaiting a move has none: {rules.format_position(state)}"
    else:
        assert state.winner is None
    assert len({m.key for m in legal}) == len(legal)
    for move in legal:
        assert move.side == state.side and move.number in state.remaining
        assert state.find_move(str(move)) == move and state.find_move(move) == move
    assert all(isinstance(v, int) and v >= 0 for v in (*state.scores, *state.off))
    assert 1 <= state.turn <= rules.turn_limit
    text = rules.format_position(state)
    again = rules.parse_position(text)
    assert rules.format_position(again) == text
    assert [str(m) for m in again.legal_moves()] == [str(m) for m in legal]
    assert hash(state) == hash(state)


def test_random_games_keep_the_contract(rid):
    for game, states, played in random_games(rid):
        before = [s.rules.format_position(s) for s in states]
        for state in states:
            check_state(state)
        assert [s.rules.format_position(s) for s in states] == before  # states never change
        assert game.is_over and game.outcome is not None
        for state, move, after in played:  # what a move says it does, it does
            side = move.side
            assert after.scores[side] - state.scores[side] == move.points, move
            assert move.captures >= 0 and (not move.wins or after.winner == side), move


def test_the_view_shows_each_moves_piece_where_it_starts(rid):
    """The presentation draws the pieces where the engine has them: each legal move's
    piece stands, of the mover's side, on the station the move starts from (a view that
    put a side's pieces under the other's colour, or on the wrong stations, fails)."""
    from liubo.model.presentation import move_view

    for _game, _states, played in random_games(rid, games=1):
        for before, _move, _after in played:
            view = move_view(before.rules)
            for move in before.legal_moves():
                start = view.start(move)
                if start is None:  # entering from off the board
                    continue
                shown = view.pieces_at(before, start)
                assert any(p.side == move.side for p in shown), (move, shown)


def test_records_read_back_to_the_same_game(rid):
    for game, _states, _played in random_games(rid):
        record = game.record()
        again = Game.from_record(record)
        assert again.record() == record and again.to_text() == game.to_text()
        assert again.outcome == game.outcome and again.rules is game.rules
        half = Game.from_record("\n".join(record.splitlines()[: len(record.splitlines()) // 2]))
        assert Game.from_text(half.to_text(), ruleset=rid).to_text() == half.to_text()


def test_perft_from_the_start(rid):
    rules = load_ruleset(rid)
    throws = [t for t, _ in rules.throws]
    start = rules.initial_state()
    for first in throws[:4]:
        counted = perft(start, [first, throws[-1]])
        assert counted >= 1 and counted == perft(start, [first, throws[-1]])


# -- the odds --------------------------------------------------------------------------------
def test_the_odds_are_chances_summing_to_one(rid):
    from liubo.model.odds import number_odds
    from liubo.model.presentation import presentation_for

    rules = load_ruleset(rid)
    assert sum(p for _, p in rules.throws) == ONE
    numbers = number_odds(rules)
    for table in (numbers.group, numbers.throws, numbers.pairs):
        assert sum(table.values()) == ONE
    odds = presentation_for(rules).odds
    if odds is None:
        return
    game, states, _played = next(random_games(rid, 1))
    for state in states[:: max(1, len(states) // 20)]:
        if state.over:
            continue
        for _station, chance in odds.threats(state):
            assert 0 <= chance <= 1
        if odds.score_chance is not None and state.needs_throw:
            assert 0 <= odds.score_chance(state) <= 1


# -- the computer players ----------------------------------------------------------------------
def test_every_computer_level_plays_a_legal_move(rid):
    game, states, _played = next(random_games(rid, 1))
    middle = next(s for s in states[len(states) // 3 :] if s.legal_moves())
    for level in PLAYER_NAMES:
        player = make_player(level, 1, ruleset=rid, time_limit=0.3, node_limit=4000)
        move = player.choose_move(middle)
        assert move in middle.legal_moves(), level
    assert ai_for(load_ruleset(rid).kind).kind == load_ruleset(rid).kind


# -- the screens -----------------------------------------------------------------------------
def test_every_rulebook_page_of_the_ruleset_is_typeset(rid, app):
    from liubo.content.rulebook_contents import topic_ids
    from liubo.content.rulebook_load import load_part
    from liubo.content.ruleset_content import content_for
    from liubo.model.presentation import presentation_for
    from liubo.scenes.rules import RulesScene

    rules = load_ruleset(rid)
    own = {t.id for part in content_for(rules).rulebook_parts for t in load_part(part)}
    topic = presentation_for(rules).rulebook_topic
    assert topic is None or topic in topic_ids()
    scene = RulesScene(app.ctx, topic)
    app.stack.push(scene)
    pages = 0
    for index, topic_id in enumerate(topic_ids()):
        if topic_id not in own:
            continue
        for page in range(scene.page_count(index)):
            rendered = scene.rendered(index, page)
            assert rendered.fits and rendered.text_rects, (topic_id, page)
            bounds = rendered.surface.get_rect()
            assert all(bounds.contains(r) for r in rendered.text_rects + rendered.figure_rects)
            pages += 1
    assert pages >= len(own)
    draw(app.ctx, app.stack)


def test_a_turn_is_played_on_the_game_screen_by_mouse(rid, app):
    rng = random.Random(4)
    scene = open_game(app, Game.new(ruleset=rid, rng=rng))
    session = scene.session
    game = session.game
    first = game.to_move
    for _ in range(200):
        if game.to_move != first or game.is_over:
            break
        if game.needs_throw:
            click(app, scene.view.layout.tray.center)
            continue
        move = rng.choice(game.legal_moves())
        view = session.move_view
        if view.start(move) is None:
            click(app, scene.view.waiting_rect(move.side).center)
        else:
            click(app, scene.view.geo().point(view.start(move)))
        for rect, number, used in scene.view.tile_rects(scene.snapshot(), move.side):
            if number == move.number and not used:
                click(app, rect.center)
                break
        before = game.state
        click(app, scene.view.geo().point(view.landing(move)))
        if game.state is before:  # a question (a stone stood up as an Owl?): the first answer
            pump(app, frames=2)
            top = app.stack.top
            if top is not scene:
                click(app, top.buttons.order[0].rect.center)
        assert game.state is not before, f"{move} was not played by mouse"
        finish_animations(app, scene)
    assert game.to_move != first or game.is_over
    draw(app.ctx, app.stack)
    assert not str(app.ctx.notice or "").startswith("Internal error")


def test_the_command_line_draws_its_game(rid, tmp_path):
    """``liubo --ruleset ID --scene game --screenshot PATH`` draws a game of that ruleset (the
    demo game, played by its own players through the contract), as the command line does
    it; the ruleset is the run's choice of a new game."""
    import pygame

    from liubo.app import App
    from liubo.cli import parse_args, screenshot

    shot = tmp_path / "game.png"
    folder = tmp_path / "home"
    argv = ["--portable", str(folder), "--size", "1024x600", "--windowed", "--ruleset", rid]
    args = parse_args([*argv, "--scene", "game", "--screenshot", str(shot)])
    app = App(args)
    try:
        app.start(args.scene)
        for scene in app.stack.scenes:
            scene.settle()
        screenshot(app.ctx, app.stack, args.screenshot)
        top = app.stack.top
        assert top.name == "game" and top.session.game.rules.id == rid
        assert app.ctx.settings.ruleset == rid
        assert not str(app.ctx.notice or "").startswith("Internal error")
    finally:
        app.close()
    assert pygame.image.load(str(shot)).get_size() == (1024, 600)


def test_the_command_line_refuses_a_ruleset_not_installed(capsys):
    from liubo.cli import parse_args

    with pytest.raises(SystemExit):
        parse_args(["--ruleset", "no_such_rules", "--scene", "game"])
    error = capsys.readouterr().err
    assert "--ruleset 'no_such_rules': no such ruleset is installed" in error
    assert all(rid in error for rid in FOUND)


# -- the self-check ----------------------------------------------------------------------------
def test_the_self_check_passes(rid, new_app, tmp_path):
    """``liubo --self-check --ruleset ID`` (which makes the ruleset the settings' for the
    run): its text, its learned weights (a ruleset without a learned evaluation has none
    to check: its expert plays as hard), a turn against its expert in the worker process,
    a replay."""
    from liubo.checks.selfcheck import SelfCheck, check_paths

    app = new_app(size=(1024, 600))
    app.ctx.settings = app.ctx.settings.with_(ruleset=rid)
    lines: list[str] = []
    code = SelfCheck(app, lines.append).run(1, check_paths(tmp_path / "player"))
    assert code == 0, "\n".join(lines)
    assert f"self-check: ruleset: {rid}" in lines
