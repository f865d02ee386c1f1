"""The analysis of a game by the learned evaluation (marks, summary, hint, progress)."""

from __future__ import annotations

import pytest

from liubo.ai.rulesets.tlv.evaluate import capture_masks, tables_for
from liubo.ai.rulesets.tlv.turns import turn_ends
from liubo.engine import Game, Side
from liubo.engine.rulesets.tlv.tables import CELLS
from liubo.model.analysis import (
    BLUNDER,
    MISTAKE,
    AnalysisUnavailable,
    analyse,
    analyse_record,
    best_turns,
    chance_to_win,
    evaluator_for,
    mark_for,
)

# Green's 13th turn moves its Owl from the bank (LIAN_S) to JIE_W, beside two White birds
# one step away on DAO_W: White captures it with any 1 (turn 14 does, with the turn the
# learned evaluation ranks best). Green had turns that leave no Owl to be taken.
BLUNDER_RECORD = """\
ruleset tlv
first G
1. G 1,1 OFF>GAO_SW/1 OFF>GAO_SW/1
2. W 3,3 OFF>ZHANG_W/3 OFF>ZHANG_W/3
3. G 3,1 OFF>ZHANG_E/3 OFF>GAO_SE/1
4. W 1,2 OFF>GAO_NE/1 OFF>QU_W/2
5. G 2,1 OFF>QU_E/2 OFF>GAO_SE/1
6. W 2,1 OFF>QU_W/2 OFF>GAO_NE/1
7. G 2,2 ZHANG_E>JIE_E/2 QU_E>DAO_E/2
8. W 3,1 GAO_NE>DAO_N/3 GAO_NE>QU_N/1
9. G 1,1 DAO_E>JIE_E/1 GAO_SW>QU_S/1
10. W 1,1 DAO_N>ZHANG_N/1 QU_N>ZHANG_N/1
11. G 3,2 JIE_E>LIAN_S/3 JIE_E>POND/2
12. W 2,1 ZHANG_W>DAO_W/1 QU_W>DAO_W/2
13. G 3,1 *LIAN_S>JIE_W/3 QU_S>ZHANG_S/1
14. W 1,1 ZHANG_N>DAO_N/1 DAO_W>JIE_W/1
"""


def owls_left_to_capture(cells, off, side: int) -> list[int]:
    t = tables_for(Game.new().rules)
    masks = capture_masks(t, cells, off, 1 - side)
    return [p for p in masks if any(b >> 1 == side and b & 1 for b in CELLS[cells[p]])]


@pytest.fixture(scope="module")
def evaluator():
    try:
        return evaluator_for(Game.new().rules)
    except AnalysisUnavailable as exc:  # the shipped weights are part of the game
        pytest.fail(f"no learned evaluation shipped: {exc}")


def test_the_thresholds_are_ordered_and_mark_losses():
    assert 0 < MISTAKE < BLUNDER < 1
    assert mark_for(0.0) == "" and mark_for(MISTAKE) == "mistake" and mark_for(BLUNDER) == "blunder"


def test_a_turn_that_leaves_an_owl_to_be_captured_is_a_blunder(evaluator):
    game = Game.from_record(BLUNDER_RECORD)
    ratings = analyse(game, evaluator).by_index()
    blunder, reply = ratings[12], ratings[13]
    assert blunder.number == 13 and blunder.side == Side.GREEN
    assert blunder.mark == "blunder" and blunder.loss >= BLUNDER
    # the position behind it: the turn played leaves an Owl to be taken, a safe one existed
    before = Game.from_record("".join(BLUNDER_RECORD.splitlines(True)[:14])).state
    before = before.apply_throw(game.turns[12].throw)
    ends = {tuple(str(m) for m in moves): end for moves, end in turn_ends(before)}
    played = ends[blunder.played.moves]
    assert owls_left_to_capture(played[0], played[1], 0)
    best = ends[blunder.best.moves]
    assert not owls_left_to_capture(best[0], best[1], 0)
    # White's capture is the best turn for its throw: not marked
    assert reply.best.moves == reply.played.moves and reply.loss == 0 and reply.mark == ""
    assert "DAO_W>JIE_W/1" in reply.played.moves


def test_the_summary_counts_each_side_and_progress_is_reported(evaluator):
    calls = []
    analysis = analyse_record(BLUNDER_RECORD, progress=lambda done, total: calls.append(done))
    assert calls == list(range(1, 15))
    green, white = analysis.summary[Side.GREEN], analysis.summary[Side.WHITE]
    assert green.turns + white.turns == len(analysis.turns)
    assert green.blunders >= 1
    for side, summary in analysis.summary.items():
        mine = [r for r in analysis.turns if r.side == side]
        assert summary.blunders == sum(r.mark == "blunder" for r in mine)
        assert summary.mistakes == sum(r.mark == "mistake" for r in mine)
        assert summary.total_loss == pytest.approx(sum(r.loss for r in mine))


def test_the_analysis_stops_when_asked():
    analysis = analyse_record(BLUNDER_RECORD, should_stop=lambda: True)
    assert not analysis.complete and analysis.turns == []


def test_the_hint_gives_the_best_turns_with_their_chances(evaluator):
    game = Game.from_record("".join(BLUNDER_RECORD.splitlines(True)[:14]))
    game.throw(game.rules.throws[0][0])
    hint = best_turns(game.state, evaluator, 3)
    assert len(hint) == 3
    chances = [c.chance for c in hint]
    assert chances == sorted(chances, reverse=True) and all(0 < c < 1 for c in chances)
    assert chance_to_win(game.state, evaluator, game.state.side) == pytest.approx(chances[0])
    other = chance_to_win(game.state, evaluator, game.state.side.other)
    assert other == pytest.approx(1 - chances[0])


def test_the_worker_hint_carries_the_best_turns_and_their_chances(evaluator):
    from liubo.ai.hints import hint_text
    from liubo.model.game_text import chances_text, hint_chances

    game = Game.from_record("".join(BLUNDER_RECORD.splitlines(True)[:14]))
    game.throw(game.rules.throws[0][0])
    first, _, more = hint_text(game.state).partition("\n")
    best = best_turns(game.state, evaluator, 3)
    assert first == best[0].moves[0]
    assert [line.split()[1:] for line in more.splitlines()] == [list(c.moves) for c in best]
    chances = hint_chances(more)
    assert chances == pytest.approx([c.chance for c in best], abs=1e-3)
    text = chances_text(lambda s: s, chances)
    assert text.startswith(f"{round(100 * chances[0])}% to win; the next best turns ")
    assert hint_chances("") == [] and hint_chances("OFF>GAO_SW/1") == []


def test_a_finished_game_shows_its_analysis_in_the_move_list(app):
    import time

    from liubo.scenes.game import GameScene
    from liubo.scenes.game_snapshot import move_rows

    game = Game.from_record(BLUNDER_RECORD)
    scene = GameScene(app.ctx, game, {Side.GREEN: "human", Side.WHITE: "human"})
    app.stack.push(scene)
    assert not game.is_over
    scene.update(0.0)
    assert scene.session.analysis is None  # a game still being played is not analysed
    scene.session.mode = "replay"  # a record replayed is
    scene.update(0.0)
    assert scene.session.analysis is not None
    deadline = time.monotonic() + 60
    while not scene.session.analysis.done and time.monotonic() < deadline:
        time.sleep(0.02)
    scene.update(0.0)
    rows = move_rows(scene)
    assert scene.session.analysis.result is not None, scene.session.analysis.failed
    assert rows[12].startswith("13. Green ") and rows[12].endswith(" ??")
    assert not rows[13].endswith("?")
    assert rows[-2].startswith("Green: ") and "blunders (??)" in rows[-2]
    assert rows[-1].startswith("White: ")


def test_the_odds_view_shows_the_chance_to_win(app, evaluator):
    import time

    from liubo.scenes.game import GameScene

    game = Game.from_record("".join(BLUNDER_RECORD.splitlines(True)[:14]))
    scene = GameScene(app.ctx, game, {Side.GREEN: "human", Side.WHITE: "human"})
    app.stack.push(scene)
    assert scene.snapshot().win_chance is None  # only with the odds (O)
    scene.toggle_odds()
    deadline = time.monotonic() + 60
    while scene.snapshot().win_chance is None and time.monotonic() < deadline:
        time.sleep(0.02)
    expected = chance_to_win(game.state, evaluator, Side.GREEN)
    assert scene.snapshot().win_chance == pytest.approx(expected)
    scene.draw(app.ctx.screen)
