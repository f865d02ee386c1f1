"""The search: reproducibility, winning moves, the throw model, bounded values, easy's sense."""

from __future__ import annotations

import math
import random

from liubo.ai import make_player
from liubo.ai.rulesets.tlv.deepening import Plan, search_root
from liubo.ai.rulesets.tlv.evaluate import LOSS, WIN, capture_masks, evaluate, tables_for
from liubo.ai.rulesets.tlv.search import Budget, Searcher, distinct_throws
from liubo.ai.rulesets.tlv.turns import turn_ends
from liubo.engine import Game, Side
from liubo.engine.rulesets.tlv.tables import BLOCKED, CELLS, LAND
from support import play_game

WIN_NOW = "QU_S,GAO_SE,*CHANG_SW/GAO_SW,DAO_N,ZHANG_E 5-0 G 1,2"
POSITIONS = [
    "-/- 0-0 G 2,1",
    "QU_S,GAO_SE,*LIAN_S/GAO_NW,DAO_N,ZHANG_E 2-1 G 3,1",
    "QU_S,QU_S,*POND/GAO_NW 3-1 W 2,1",
    "GAO_SW,CHANG_SE,DAO_S,JIE_W/QU_N,*DAO_E,CHANG_NW 1-2 W 4,2",
]


def test_distinct_throws_are_ten_and_sum_to_one():
    rules = Game.new().rules
    throws = distinct_throws(rules)
    assert len(throws) == 10
    assert math.isclose(sum(p for _, p in throws), 1.0)
    assert {tuple(sorted(t.numbers)) for t, _ in throws} == {
        (a, b) for a in range(1, 5) for b in range(a, 5)
    }


def test_winning_move_is_played_by_every_thinking_player():
    state = Game.from_text(WIN_NOW).state
    for name in ("greedy", "easy", "normal", "hard"):
        assert make_player(name, seed=1, node_limit=2000).choose_move(state).wins, name


def test_hard_search_itself_ranks_a_winning_turn_first():
    state = Game.from_text(WIN_NOW).state
    result = search_root(state, Plan(((2, 4, 2),)), Budget(3000, None))
    end = state
    for move in result.moves:
        end = end.apply(move)
    assert end.winner == Side.GREEN and result.value == 1.0


def test_same_seed_and_node_limit_give_the_same_moves():
    for text in POSITIONS:
        state = Game.from_text(text).state
        for name in ("normal", "hard"):
            a = make_player(name, seed=5, node_limit=1500, time_limit=60.0)
            b = make_player(name, seed=5, node_limit=1500, time_limit=60.0)
            assert a.choose_move(state) == b.choose_move(state), (name, text)
            assert a.last.nodes == b.last.nodes


def test_evaluation_is_bounded_and_antisymmetric():
    for text in POSITIONS:
        state = Game.from_text(text).state
        g, w = evaluate(state, 0), evaluate(state, 1)
        assert -1 < g < 1 and math.isclose(g, -w, abs_tol=1e-12)
    won = Game.from_text("*LIAN_S/- 6-0 G").state
    assert evaluate(won, 0) == 1.0 and evaluate(won, 1) == -1.0


def test_capture_chance_matches_the_engine():
    """The evaluation's chance that a bird is captured equals the engine's, throw by throw."""
    for birds in ("*GAO_NE,DAO_S/QU_N,JIE_W", "*CHANG_NW,*LIAN_E,QU_S/QU_W,DAO_E,ZHANG_S"):
        state = Game.from_text(f"{birds} 0-0 G").state
        t = tables_for(state.rules)
        masks = capture_masks(t, state.cells, state.off, 0)
        for perch in {p for p, _ in state.birds(Side.WHITE)}:
            chance = 0.0
            for throw, p in state.rules.throws:
                moves = Game.from_text(f"{birds} 0-0 G {throw}").legal_moves()
                if any(m.target == perch and m.captured is not None for m in moves):
                    chance += float(p)
            assert math.isclose(t.hit[masks.get(perch, 0)], chance), (birds, perch)


def test_easy_is_not_random():
    wins = 0
    for seed in range(4):
        for easy_side in Side:
            players = {
                easy_side: make_player("easy", seed),
                easy_side.other: make_player("random", seed),
            }
            wins += play_game(players, seed).winner == easy_side
    assert wins >= 7


def test_turn_ends_match_the_turns_and_their_states():
    """The search's light turn ends list the same turns, in order, as the full States."""
    from liubo.ai.rulesets.tlv.turns import end_state, turn_ends, turns

    texts = POSITIONS + [WIN_NOW]
    mid = Game.from_text(POSITIONS[1])
    mid.play(mid.legal_moves()[0])
    states = [Game.from_text(t).state for t in texts] + [mid.state]
    for state in states:
        full = turns(state)
        light = turn_ends(state)
        assert [m for m, _ in full] == [m for m, _ in light]
        for (moves, end), (_, parts) in zip(full, light, strict=True):
            winner = -1 if end.winner is None else int(end.winner)
            assert parts == (end.cells, end.off, end.scores, end.over, winner)
            assert end_state(state, moves) == end


def test_capture_masks_respect_given_blockades():
    """Passing the blockaded perches gives the same threats as finding them from the cells."""
    state = Game.from_text("QU_S,QU_S,*POND,GAO_SE/GAO_NW,JIE_S,ZHANG_E 1-1 G").state
    t = tables_for(state.rules)
    blocked = {p for p in range(t.n) if state.blockade_side(p) is not None}
    for attacker in (0, 1):
        assert capture_masks(t, state.cells, state.off, attacker) == capture_masks(
            t, state.cells, state.off, attacker, blocked
        )


def _positions_from_games(seeds: range, at_throw: bool = False) -> list:
    """Every position of seeded greedy-vs-random games (blockades, captures, Owls) with
    a move to make, or with ``at_throw`` every one with a throw to make."""
    states = []
    for seed in seeds:
        rng = random.Random(seed)
        players = (make_player("greedy", seed), make_player("random", seed))
        game = Game.new()
        while not game.is_over and game.turn_number < 150:
            if game.needs_throw:
                if at_throw:
                    states.append(game.state)
                outcomes = game.chance_outcomes()
                game.throw(
                    rng.choices([t for t, _ in outcomes], [float(p) for _, p in outcomes])[0]
                )
                continue
            if not at_throw:
                states.append(game.state)
            game.play(players[game.to_move].choose_move(game.state))
    return states


def _masks_by_walking_every_path(state, attacker: int) -> dict[int, int]:
    """The numbers that capture on each perch, found by trying each bird on each path."""
    board, paths, cells = state.rules.board, state.rules.paths, state.cells
    blocked = {p for p, c in enumerate(cells) if BLOCKED[c]}
    scoring = board.scoring_nests[Side(attacker)]

    def arrives_owl(owl: int, path) -> int:
        for q in path:
            if q in board.nests:
                if not owl or q not in scoring:
                    return -1
                owl = 0
            elif q == board.pond:
                owl = 1
        return owl

    starts = [
        (paths.from_perch[p], b & 1)
        for p, c in enumerate(cells)
        for b in CELLS[c]
        if b >> 1 == attacker
    ]
    if state.off[attacker]:
        starts.append((paths.entering[attacker], 0))
    out: dict[int, int] = {}
    for table, owl in starts:
        for number in range(1, 5):
            for inner, target, _, path in table[number]:
                arrival = arrives_owl(owl, path)
                if (
                    blocked.isdisjoint(inner)
                    and arrival >= 0
                    and LAND[cells[target]][attacker * 2 + arrival][2] >= 0
                ):
                    out[target] = out.get(target, 0) | 1 << (number - 1)
    return out


def test_capture_masks_match_walking_every_path():
    """The evaluation's reach tables give the same threats as trying every move by hand."""
    states = _positions_from_games(range(3))
    t = tables_for(states[0].rules)
    assert any(any(BLOCKED[c] for c in s.cells) for s in states)  # blockades were tested
    for state in states:
        for attacker in (0, 1):
            expected = _masks_by_walking_every_path(state, attacker)
            assert capture_masks(t, state.cells, state.off, attacker) == expected, state


def test_inner_shortlist_leaves_the_other_turns_at_their_static_values():
    state = Game.from_text(POSITIONS[3]).state
    budget = Budget(None, None)
    budget.start()
    searcher = Searcher(budget)
    searcher.tables = tables_for(state.rules)
    assert state.side == Side.WHITE  # White minimises: its best turns come first
    statics = sorted(searcher.static_end(end, 0) for _, end in turn_ends(state))
    value = searcher.decision(state, 2, LOSS, WIN, inner=1)
    # whatever the one searched turn is worth, the second-best static turn is still there
    assert value <= statics[1]


def test_soft_limit_counts_the_time_a_root_turn_is_expected_to_take():
    budget = Budget(None, None, soft_limit=30.0)
    budget.start()
    assert not budget.past_soft_limit()
    assert not budget.past_soft_limit(expected=10.0)
    assert budget.past_soft_limit(expected=40.0)  # it could not finish in time
    unlimited = Budget(None, None)
    unlimited.start()
    assert not unlimited.past_soft_limit(expected=1e9)


def test_soft_limit_starts_no_new_root_turn():
    state = Game.from_text(POSITIONS[1]).state
    plan = Plan(((2, 3, 1), (2, 10, 1)))
    stopped = search_root(state, plan, Budget(None, 60.0, soft_limit=0.0))
    assert stopped.depth == 1  # the static order: no root turn was searched
    full = search_root(state, plan, Budget(None, 60.0, soft_limit=60.0))
    assert full.depth == 2


def test_star2_probing_changes_no_choice_and_no_value():
    """Bounding throws by their static rankings only skips work that cannot matter."""
    plan = Plan(((2, 3, 1), (3, 3, 1)))
    for text in POSITIONS[1:]:
        state = Game.from_text(text).state
        budget = Budget(None, None)
        plain = search_root(state, plan, budget, searcher=Searcher(budget, probe=False))
        probed = search_root(state, plan, Budget(None, None))
        assert probed.moves == plain.moves and probed.depth == plain.depth == 3
        assert math.isclose(probed.value, plain.value, abs_tol=1e-12)
        assert probed.nodes <= plain.nodes


def test_static_values_agree_on_average_with_one_turn_searched():
    """The tempo term: a position's static value is, on average, what one more turn
    searched finds, so searched and static turns compare fairly in a shortlist."""
    gaps = []
    budget = Budget(None, None)
    budget.start()
    for state in _positions_from_games(range(4), at_throw=True)[::3]:
        searcher = Searcher(budget)
        sign = 1 if state.side == 0 else -1
        gaps.append(sign * (searcher.chance(state, 1, LOSS, WIN, 1) - searcher.static(state)))
    assert len(gaps) > 20
    assert abs(sum(gaps) / len(gaps)) < 0.05
