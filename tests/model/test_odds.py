"""liubo.model.odds against a brute force over the 64 stick outcomes, and against hand-worked cases.

The brute force is deliberately plain: it throws the six sticks in every one of their 2^6
ways, reads each group with the engine's own reading (``StickFaces.throw``), and for each
outcome walks every legal whole turn (first move, then every second move) without any
merging of throws, caching or early exit.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from fractions import Fraction
from itertools import product

import pytest

from liubo.engine import Game, StickFaces, Throw, load_ruleset
from liubo.engine.rulesets.tlv import State
from liubo.model import odds
from liubo.model.rulesets.tlv import odds as tlv_odds
from liubo.tools.rulesets.tlv.bench import throw_due_positions

ONE_OUTCOME = Fraction(1, 64)


# -- the brute force --------------------------------------------------------------------------
def stick_outcomes():
    """The 64 equally likely outcomes of the six sticks, as the engine reads them."""
    for faces in product((False, True), repeat=6):
        yield StickFaces(faces[:3], faces[3:]).throw


def whole_turns(state: State, throw: Throw):
    """Every whole turn with ``throw``, as tuples of moves (a pass gives nothing)."""
    thrown = state.apply_throw(throw)
    if thrown.throw is None or thrown.side != state.side:
        return
    for first in thrown.legal_moves():
        after = thrown.apply(first)
        if after.over or after.side != thrown.side or after.throw is None:
            yield (first,)
            continue
        for second in after.legal_moves():
            yield (first, second)


def brute_threats(state: State) -> dict[int, Fraction]:
    """perch -> chance that some turn of the side to throw captures a bird there."""
    chance: dict[int, Fraction] = {}
    for throw in stick_outcomes():
        hit = {
            m.target for turn in whole_turns(state, throw) for m in turn if m.captured is not None
        }
        for perch in hit:
            chance[perch] = chance.get(perch, Fraction(0)) + ONE_OUTCOME
    return chance


def brute_score(state: State) -> tuple[Fraction, Fraction]:
    chance = expected = Fraction(0)
    for throw in stick_outcomes():
        best = max((sum(m.points for m in turn) for turn in whole_turns(state, throw)), default=0)
        chance += ONE_OUTCOME if best > 0 else 0
        expected += ONE_OUTCOME * best
    return chance, expected


# -- positions from seeded random games --------------------------------------------------------
def random_positions(seed: int, count: int) -> list[State]:
    """Positions where a throw is due, from random games (random throws, random moves)."""
    return throw_due_positions(count, seed)


def has_blockade(state: State) -> bool:
    return any(state.blockade_side(p) is not None for p in range(len(state.cells)))


def has_owl(state: State) -> bool:
    return any(owl for side in (0, 1) for _p, owl in state.birds(side))


def _pick_positions() -> list[State]:
    pool = random_positions(2024, 60)
    blockades = [s for s in pool if has_blockade(s)][:2]
    owls = [s for s in pool if has_owl(s) and s not in blockades][:2]
    both = [s for s in pool if has_owl(s) and has_blockade(s) and s not in blockades + owls][:1]
    others = [s for s in pool if s not in blockades + owls + both][:1]
    picked = blockades + owls + both + others
    assert len(blockades) == 2 and len(owls) == 2 and both, "the seeded games changed"
    return picked


POSITIONS = _pick_positions()
IDS = [f"pos{i}" for i in range(len(POSITIONS))]


# -- the numbers -------------------------------------------------------------------------------
def test_number_odds_match_the_stick_outcomes():
    rules = load_ruleset()
    got = odds.number_odds(rules)
    assert got.outcomes == 64
    throws: dict[tuple[int, int], Fraction] = {}
    for throw in stick_outcomes():
        throws[throw.numbers] = throws.get(throw.numbers, Fraction(0)) + ONE_OUTCOME
    assert got.throws == throws
    assert got.group == {1: Fraction(3, 8), 2: Fraction(3, 8), 3: Fraction(1, 8), 4: Fraction(1, 8)}
    assert got.pairs[(1, 2)] == Fraction(18, 64) and got.pairs[(4, 4)] == Fraction(1, 64)
    assert sum(got.pairs.values()) == 1 and sum(got.throws.values()) == 1
    assert sum(got.group.values()) == 1
    # a 3 in at least one group: 1 - (7/8)^2
    assert got.either[3] == Fraction(15, 64)
    assert dict(Game.new().chance_outcomes()) == {Throw(*k): p for k, p in got.throws.items()}


# -- threats and scoring against the brute force -----------------------------------------------
@pytest.mark.parametrize("state", POSITIONS, ids=IDS)
def test_capture_threats_match_the_brute_force(state):
    tlv_odds.clear_cache()
    expected = brute_threats(state)
    threats = tlv_odds.capture_threats(state)
    assert [(t.perch, t.owl) for t in threats] == sorted(state.birds(state.side.other))
    for t in threats:
        assert 0 <= t.chance <= 1
        assert t.chance == expected.get(t.perch, 0)
        assert sum((p for th, p in state.rules.throws if th in t.throws), Fraction(0)) == t.chance
        if state.blockade_side(t.perch) is not None:
            assert t.chance == 0
    # a second, cached call gives the same answer
    assert tlv_odds.capture_threats(state) == threats


@pytest.mark.parametrize("state", POSITIONS, ids=IDS)
def test_score_chance_matches_the_brute_force(state):
    tlv_odds.clear_cache()
    got = tlv_odds.score_chance(state)
    assert 0 <= got.chance <= 1
    assert (got.chance, got.expected_best) == brute_score(state)


def test_the_positions_cover_blockades_and_owls():
    assert any(has_blockade(s) for s in POSITIONS) and any(has_owl(s) for s in POSITIONS)
    assert any(t.chance > 0 for s in POSITIONS for t in tlv_odds.capture_threats(s))


def test_landing_matches_the_brute_force():
    """For a first move: the safest and the riskiest second move, each judged by the brute
    force on the position after the whole turn."""
    rng = random.Random(7)
    checked = 0
    for state in POSITIONS[:4]:
        thrown = state.apply_throw(Throw(2, 1))
        if thrown.throw is None:
            continue
        for move in rng.sample(thrown.legal_moves(), min(2, len(thrown.legal_moves()))):
            got = tlv_odds.capture_chance_for_landing(thrown, move)
            after = thrown.apply(move)
            ends = (
                [after]
                if after.side != thrown.side
                else [after.apply(m) for m in after.legal_moves()]
            )
            values = [
                Fraction(0) if e.over else brute_threats(e).get(move.target, Fraction(0))
                for e in ends
            ]
            assert (got.chance, got.riskiest) == (min(values), max(values))
            assert 0 <= got.chance <= got.riskiest <= 1
            if got.safest_second is not None:
                assert after.apply(got.safest_second) in ends
            checked += 1
    assert checked >= 4


# -- hand-worked cases ---------------------------------------------------------------------------
def test_a_position_worked_by_hand():
    """White is to throw. White has one Owl in the pond and five birds off the board.

    - Green's normal bird on DAO_S: only an Owl takes a normal bird, and White's only Owl is
      three steps away (POND, LIAN_S, JIE_S, DAO_S). White takes it exactly when a 3 shows
      in either group: 1 - (7/8)^2 = 15/64.
    - Green's Owl on QU_N: a White normal bird takes it by landing on it. A bird entering on
      GAO_NE reaches QU_N with a 2 (GAO_NE, QU_N), one entering on GAO_NW with a 3 (GAO_NW,
      CHANG_NW, QU_N). White's Owl landing on it only contests it. So White takes it unless
      both groups show 1 or 4: 1 - (1/2)^2 = 3/4.
    - Green's bird on GAO_SW is seven steps from the pond and out of reach of a 4 entering
      on White's side (GAO_NW to GAO_SW is three steps, and a normal bird only contests a
      normal bird): 0... except with 4,4, when the first White bird contests GAO_SW and the
      second lands on the contested perch and takes it: 1/64.
    """
    game = Game.from_text("DAO_S,GAO_SW,*QU_N/*POND 0-0 W")
    board = game.board
    got = {board.perches[t.perch].id: t.chance for t in tlv_odds.capture_threats(game.state)}
    assert got == {"DAO_S": Fraction(15, 64), "QU_N": Fraction(3, 4), "GAO_SW": Fraction(1, 64)}
    four_four = next(
        t for t in tlv_odds.capture_threats(game.state) if board.perches[t.perch].id == "GAO_SW"
    )
    assert four_four.throws == (Throw(4, 4),)


def test_a_bird_out_of_reach_and_a_blockade_are_safe():
    # White has nothing on the board; a lone Green normal bird can only be taken by an Owl
    game = Game.from_text("DAO_S,JIE_N,JIE_N/- 0-0 W")
    threats = tlv_odds.capture_threats(game.state)
    assert [t.chance for t in threats] == [0, 0, 0]
    assert all(t.throws == () for t in threats)
    # a blockade is never taken, even by an Owl next to it
    game = Game.from_text("JIE_S,JIE_S/*LIAN_S 0-0 W")
    assert [t.chance for t in tlv_odds.capture_threats(game.state)] == [0, 0]


def test_score_chance_by_hand():
    # at the start nobody can score
    assert tlv_odds.score_chance(Game.new().state) == tlv_odds.ScoreOdds(Fraction(0), Fraction(0))
    # Green's Owl on QU_N, two steps from NEST_NE (through GAO_NE) and from NEST_NW (through
    # CHANG_NW). An Owl scores 2 when it enters one of those nests, also when it walks on
    # through it, so a 2, a 3 or a 4 scores; a 1 only reaches GAO_NE, CHANG_NW or ZHANG_N.
    # Only the Owl can score (White has no bird to take), so the chance is
    # 1 - P(both groups show 1) = 1 - 9/64, and the best turn always scores exactly 2.
    game = Game.from_text("*QU_N/- 0-0 G")
    got = tlv_odds.score_chance(game.state)
    assert got.chance == Fraction(55, 64)
    assert got.expected_best == 2 * Fraction(55, 64)


def test_landing_that_ends_the_turn():
    # Green has entered a bird with the 1; the 3 is its last number. DAO_S>POND/3 makes an
    # Owl in the pond, and White, with every bird off the board, cannot reach the pond in
    # one move (a bird entering with a 4 goes three steps past its 高): the chance is 0.
    game = Game.from_text("DAO_S,GAO_SW/- 0-0 G 1,3 after:OFF>GAO_SW/1")
    landing = tlv_odds.capture_chance_for_landing(game.state, "DAO_S>POND/3")
    assert landing.chance == landing.riskiest == 0 and landing.safest_second is None


def test_landing_with_a_second_move_to_come():
    # White's Owl stands on JIE_S. Green throws 2,1 and brings a bird on to QU_S with the 2.
    # The Owl reaches QU_S in three steps (DAO_S, ZHANG_S, QU_S) and takes a normal bird;
    # nothing else of White's can take it. Green's 1 can only bring another bird on to a
    # 高, which does not stand in the Owl's way, so every second move leaves the same
    # chance: a 3 in either group, 15/64.
    game = Game.from_text("-/*JIE_S 0-0 G 2,1")
    landing = tlv_odds.capture_chance_for_landing(game.state, "OFF>QU_S/2")
    assert landing.chance == Fraction(15, 64) == landing.riskiest
    assert landing.safest_second is not None
    # With 2,2 the second bird can also enter to QU_S and form a blockade there, which no
    # bird may land on: the safest second move makes it safe, the riskiest leaves 15/64.
    game = Game.from_text("-/*JIE_S 0-0 G 2,2")
    landing = tlv_odds.capture_chance_for_landing(game.state, "OFF>QU_S/2")
    assert landing.chance == 0 and landing.riskiest == Fraction(15, 64)
    assert str(landing.safest_second) == "OFF>QU_S/2"


# -- speed and the worker thread ---------------------------------------------------------------
def test_the_service_answers_off_the_calling_thread():
    service = odds.OddsService()
    try:
        state = POSITIONS[0]
        tlv_odds.clear_cache()
        first = service.request(tlv_odds.capture_threats, state)
        deadline = time.monotonic() + 30
        answer = first
        while answer is None and time.monotonic() < deadline:
            time.sleep(0.01)
            answer = service.request(tlv_odds.capture_threats, state)
        assert answer == tlv_odds.capture_threats(state)
        assert not service.busy()
    finally:
        service.close()


def test_odds_load_without_pygame():
    probe = "import sys, liubo.model.odds; print(any(m.startswith('pygame') for m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
