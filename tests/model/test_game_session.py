"""A game session without a screen: turns played, taken back, looked back at, and the
computer's answers taken, all without pygame (``liubo.model.game_session``)."""

from __future__ import annotations

import random
import subprocess
import sys

from liubo.engine import Game, Side
from liubo.engine.throws import throw_of
from liubo.model.game_session import ASK, BUSY, IDLE, THROW, GameSession
from liubo.model.turn_input import Ambiguous
from liubo.services.storage import SavedGame

HUMANS = {Side.GREEN: "human", Side.WHITE: "human"}
# Green: a bird on 高 (south-west) and one on 道 (south), White one on 曲 (north); 2 and 1.
MIXED = "GAO_SW,DAO_S/QU_N 0-0 G 2,1"


class Saves:
    """The autosave callback: what was written (None: discarded)."""

    def __init__(self) -> None:
        self.calls: list[SavedGame | None] = []

    def __call__(self, saved: SavedGame | None) -> None:
        self.calls.append(saved)


class FirstMove:
    """A worker that answers every request at once with the first legal move."""

    def __init__(self) -> None:
        self.answer: tuple[int, str] | None = None
        self.requests: list[str] = []

    def request(self, position, name, seed=None, request_id=0, **_kw):  # noqa: ANN001, ANN201
        self.requests.append(name)
        moves = Game.from_text(position).legal_moves()
        self.answer = (request_id, str(moves[0]) if moves else "")

    def poll(self):  # noqa: ANN201
        answer, self.answer = self.answer, None
        return answer

    def cancel(self) -> None:
        self.answer = None

    def close(self) -> None:
        pass


def lines(session: GameSession) -> list[str]:
    return [line for entry, _tone in session.log.entries for line in entry(str)]


def session_for(game: Game, players=HUMANS, **kw) -> GameSession:  # noqa: ANN001
    return GameSession(game, players, rng=random.Random(3), **kw)


def test_importing_the_session_loads_no_pygame():
    code = "import sys, liubo.model.game_session; print('pygame' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_new_game_opens_its_log_and_throws_are_logged_and_saved():
    saves = Saves()
    session = session_for(Game.new(), save=saves)
    assert lines(session) == ["A new game: Green moves first"]
    assert session.human_turn() and session.can_throw()
    faces = session.throw(throw_of(2, 1))
    assert faces.throw == throw_of(2, 1)
    assert session.game.current_throw == throw_of(2, 1) and not session.can_throw()
    assert len(lines(session)) == 2 and isinstance(saves.calls[-1], SavedGame)
    assert saves.calls[-1].record == session.game.record()


def test_a_click_selects_then_plays_and_the_move_is_shown_before_anyone_acts():
    game = Game.from_text(MIXED)
    saves = Saves()
    session = session_for(game, save=saves)
    dao = game.board.index["DAO_S"]
    assert session.click(dao) is None and session.turn.selection is not None
    landing = session.turn.landings()[0]
    move = session.click(landing)
    if isinstance(move, Ambiguous) or move is None:  # pick a number first, then land
        session.turn.choose_number(2)
        move = session.click(session.turn.landings()[0])
    assert move is not None
    played = session.play(move)
    assert played is not None and session.last_move == played and session.showing == played
    assert not session.human_turn()  # being shown
    assert saves.calls and saves.calls[-1] is not None
    assert session.move_shown(0.5) is False and session.showing is None
    assert session.ai_wait == 0.5


def test_a_click_that_does_nothing_is_answered():
    game = Game.from_text(MIXED)
    session = session_for(game)
    white = game.board.index["QU_N"]
    assert session.click(white) is None
    assert session.message is not None
    assert "White's bird" in session.message(str)


def test_undo_takes_back_the_move_but_never_the_throw():
    session = session_for(Game.new())
    session.throw(throw_of(2, 1))
    assert session.undo() is False
    assert session.message is not None and "Nothing to take back" in session.message(str)
    move = session.game.legal_moves()[0]
    session.play(move)
    session.move_shown(0.0)
    steps_before = len(session.cursor.steps())
    assert session.undo() is True
    assert len(session.cursor.steps()) == steps_before - 1
    assert session.game.current_throw == throw_of(2, 1)
    assert "Taken back: turn 1 is played again" in lines(session)[-1]


def test_looking_back_is_view_only_and_end_returns_to_the_present():
    session = session_for(Game.new())
    session.throw(throw_of(2, 1))
    session.play(session.game.legal_moves()[0])
    assert session.step(-1) is False  # not while the move is shown
    session.move_shown(0.0)
    assert session.step(-1) is True and session.cursor.active
    assert not session.human_turn() and session.turn.legal() == []
    session.home()
    assert session.cursor.index == 0
    assert session.end() is True and not session.cursor.active and session.human_turn()


def test_play_on_from_a_past_moment_sets_the_later_moves_aside():
    session = session_for(Game.new())
    session.throw(throw_of(2, 1))
    session.play(session.game.legal_moves()[0])
    session.move_shown(0.0)
    session.step(-1)
    index = session.cursor.index
    assert index is not None
    assert session.play_on(index) is False  # not a replay
    assert not session.cursor.active and session.last_move is None
    assert "a new branch" in lines(session)[-1]


def test_the_computer_throws_then_its_answer_is_played():
    worker = FirstMove()
    game = Game.new()
    players = {Side.GREEN: "greedy", Side.WHITE: "human"}
    session = session_for(game, players, worker_factory=lambda: worker)
    assert not session.human_turn()
    assert session.drive(1.0, by_hand=False, pause=0.7) == BUSY  # its first pause
    assert session.drive(0.0, by_hand=False, pause=0.7) == THROW
    assert session.ai_wait == 0.7
    session.throw()
    assert session.drive(1.0, by_hand=False, pause=0.7) == BUSY  # the pause after a throw
    assert session.drive(0.0, by_hand=False, pause=0.7) == BUSY and session.ai.busy
    assert worker.requests == ["greedy"]
    move, changed = session.poll(0.1)
    assert changed and move is not None and move in game.legal_moves()
    assert session.play(move) == move


def test_a_computer_throw_by_hand_is_asked_once_until_space_asks_again():
    session = session_for(Game.new(), {Side.GREEN: "greedy", Side.WHITE: "human"})
    session.ai_wait = 0.0
    assert session.drive(0.1, by_hand=True, pause=0.7) == ASK
    assert session.drive(0.1, by_hand=True, pause=0.7) == IDLE  # put off (Esc)


def test_a_hint_waits_for_the_throw_then_shows_the_computers_move():
    worker = FirstMove()
    session = session_for(Game.new(), worker_factory=lambda: worker)
    assert session.request_hint() is True
    assert session.message is not None and "Throw the sticks first" in session.message(str)
    session.throw(throw_of(2, 1))
    assert session.request_hint() is True and worker.requests == ["expert-hint"]
    move, _changed = session.poll(0.1)
    assert move is None  # a hint is shown, not played
    assert session.hint is not None and session.message is not None
    assert session.message(str).startswith("Hint:")


def test_a_watched_game_pauses_and_steps():
    session = session_for(Game.new(), {Side.GREEN: "greedy", Side.WHITE: "greedy"}, mode="watch")
    assert session.watching and session.toggle_pause() and session.paused
    session.ai_wait = 0.0
    assert session.drive(0.1, by_hand=False, pause=0.7) == IDLE
    assert session.step_one() and session.step_once
    assert session.drive(0.1, by_hand=False, pause=0.7) == THROW and not session.step_once
