"""The move view: what each ruleset's moves and pieces mean on its board (no pygame)."""

from __future__ import annotations

from liubo.engine import Game, Side
from liubo.model.presentation import move_view
from liubo.model.rulesets.cazaux import CazauxMoveView
from liubo.model.rulesets.tlv import TlvMoveView
from liubo.model.turn_input import Question, TurnInput


def english(message: str) -> str:
    return message


def test_a_tlv_move_is_read_as_it_is():
    game = Game.new()
    game.throw(2, 1)
    view = move_view(game.rules)
    assert type(view) is TlvMoveView
    for move in game.legal_moves():
        assert view.start(move) == move.origin and view.landing(move) == move.target
        assert view.stations(move) == tuple(move.path)
        assert view.piece(move) == (move.origin, None if move.origin is None else move.owl)
        assert len(view.owl_steps(move)) == len(move.path) + 1


def test_a_cazaux_stone_on_the_centre_stands_in_its_lane():
    game = Game.from_text("XC,XT,*P6/P2 0-0 G 2,1", ruleset="cazaux")
    view = move_view(game.rules)
    assert isinstance(view, CazauxMoveView)
    board = game.board
    centre = board.index["X"]
    pieces = view.pieces_at(game.state, centre)
    toward = sorted(board.perches[p.toward].id for p in pieces if p.toward is not None)
    assert toward == ["C", "T"]
    move = game.state.find_move("XC>D/2")
    assert view.start(move) == centre and view.landing(move) == board.index["D"]
    assert view.stations(move) == (board.index["C"], board.index["D"])
    assert view.piece(move)[0] != centre  # the lane node, not the station
    assert view.key_station(view.piece(move)[0]) == centre
    assert "heading for" not in view.preview(english, move)


def test_a_stone_reaching_the_centre_asks_whether_it_becomes_the_owl():
    game = Game.from_text("P9,B/- 0-0 G 1,2", ruleset="cazaux")
    turn = TurnInput(game)
    centre = game.board.index["X"]
    assert turn.click_perch(game.board.index["B"]) is None
    turn.choose_number(1)
    landing = turn.land(centre)
    assert isinstance(landing, Question)
    (_, owl), (_, plain) = landing.yes, landing.no
    assert str(owl) == "B>*X/1" and str(plain) == "B>XC/1"
    assert landing.title == "Stand the stone up as an Owl?"
    view = turn.view
    assert view.owl_steps(owl)[-1] and not view.owl_steps(plain)[-1]
    assert view.hop_sounds(owl)[-1] == "owl"
    assert "heading for C" in view.preview(english, plain)


def test_cazaux_words_name_the_stations_and_the_extra_throw():
    game = Game.from_text("P2,P3/- 0-0 G 1,1", ruleset="cazaux")
    view = move_view(game.rules)
    game.play("P2>P3/1")
    game.play("P3>P4/1")
    assert game.to_move == Side.GREEN and game.needs_throw
    game.throw(2, 3)
    first = game.turns[0]
    assert view.log(english, first.moves[0])[0].startswith("Green moves a stone from 2 曲")
    assert view.turn_end(english, first) == "Green throws again (the double 1 and 1)"
    assert view.turn_end(english, game.turns[1]) == ""  # not finished yet
    assert view.reason(english, game.state) == ""


def test_each_ending_has_its_words():
    view = move_view(Game.new(ruleset="cazaux").rules)
    game = Game.from_text("*P10/P1,P2,P3,P4,P5 0-5 G 2,1", ruleset="cazaux")
    game.play("*P10>P11/1")
    game.play("*P11>P13/2")
    assert game.state.reason == "five-stones"
    assert view.ending(english, game.state) == "Five White stones against a lone Owl: White wins!"
    assert view.reason(english, game.state) == "Five enemy stones on the board against a lone Owl"
    rows = dict(view.stats(game.turns))
    assert rows["Throws"] == {Side.GREEN: 1, Side.WHITE: 0}
