"""Choosing a ruleset: by id or object, with options, and records that name their ruleset."""

from __future__ import annotations

import pytest

from liubo.engine import (
    OPTION_SCHEMAS,
    Game,
    NotationError,
    UnknownOptionError,
    load_ruleset,
)
from liubo.engine.options import check_options
from liubo.engine.rulesets.cazaux import CazauxState
from liubo.engine.rulesets.tlv import State


def test_a_ruleset_by_id_by_object_or_by_default():
    assert isinstance(Game.new().state, State)
    assert isinstance(Game.new(ruleset="tlv").state, State)
    assert isinstance(Game.new(ruleset="cazaux").state, CazauxState)
    assert isinstance(Game.new(ruleset=load_ruleset("cazaux")).state, CazauxState)
    assert load_ruleset() is load_ruleset("tlv") is load_ruleset("rules.json")
    assert Game.new(ruleset="tlv", options={}).rules is load_ruleset("tlv")


def test_unknown_options_and_rulesets_are_refused_by_name():
    with pytest.raises(UnknownOptionError, match="unknown option 'lake' for ruleset 'tlv'"):
        Game.new(ruleset="tlv", options={"lake": "open"})
    with pytest.raises(UnknownOptionError, match="unknown option 'pond' for ruleset 'cazaux'"):
        Game.new(ruleset="cazaux", options={"pond": "open"})
    assert issubclass(UnknownOptionError, ValueError)
    with pytest.raises(ValueError, match="unknown ruleset 'chess'"):
        load_ruleset("chess")


def test_options_are_checked_against_the_schema():
    defaults = {spec.name: spec.default for spec in OPTION_SCHEMAS["tlv"]}
    assert check_options(OPTION_SCHEMAS["tlv"], None, "tlv") == defaults
    assert defaults["pond"] == "open" and OPTION_SCHEMAS["cazaux"] == ()
    assert check_options(OPTION_SCHEMAS["tlv"], {"pond": "sanctuary"}, "tlv") == dict(
        defaults, pond="sanctuary"
    )
    with pytest.raises(
        UnknownOptionError, match="'pond' cannot be 'lake': allowed values are open, sanctuary"
    ):
        check_options(OPTION_SCHEMAS["tlv"], {"pond": "lake"}, "tlv")
    rules = load_ruleset("tlv", {"pond": "sanctuary"})
    assert rules.options["pond"] == "sanctuary" and rules.options_text() == "pond=sanctuary"
    assert load_ruleset("tlv", {"pond": "open"}).options_text() == ""


def test_the_options_line_of_a_record_round_trips():
    game = Game.new(ruleset="tlv", options={"pond": "sanctuary"})
    game.throw(2, 1)
    game.play("OFF>QU_S/2")
    record = game.record()
    assert record.splitlines()[:3] == ["ruleset tlv", "options pond=sanctuary", "first G"]
    again = Game.from_record(record)
    assert again.rules.options["pond"] == "sanctuary" and again.record() == record
    with pytest.raises(NotationError, match="record line 2.*allowed values are open, sanctuary"):
        Game.from_record(record.replace("pond=sanctuary", "pond=lake"))


def test_records_without_options_have_no_options_line():
    record = Game.new().record()
    assert record == "ruleset tlv\nfirst G\n"
    assert Game.from_record("ruleset tlv\noptions \nfirst G\n").record() == record


def test_a_record_names_its_ruleset():
    record = (
        "ruleset cazaux\nfirst G\n1. G 2,3 OFF>P2/2 OFF>P3/3\n2. W 1,1 OFF>P1/1 OFF>P1/1\n"
        "3. W 3,2 P1>P4/3 P1>P3/2\n"
    )
    game = Game.from_record(record)
    assert isinstance(game.state, CazauxState)
    assert game.to_text() == "P2/P3,P4 0-0 G"
    assert game.record() == record
    with pytest.raises(NotationError, match="this game plays ruleset 'tlv'"):
        Game.from_record(record, ruleset="tlv")
    with pytest.raises(NotationError, match="unknown ruleset 'go'"):
        Game.from_record("ruleset go\nfirst G\n")


def test_a_finished_record_says_why():
    game = Game.from_text("P2,P4/*P5,P7 0-0 G 1,3", ruleset="cazaux")
    game.play("P4>P5/1")
    record = game.record()
    assert record.splitlines()[-1] == "result G 0-0 owl-captured"
    assert Game.from_record(record).outcome.reason == "owl-captured"
    with pytest.raises(NotationError, match="says five-stones"):
        Game.from_record(record.replace("owl-captured", "five-stones"))


def test_a_start_position_in_mid_turn():
    game = Game.from_text("P3,P19/*P9 0-1 G 3,1", ruleset="cazaux")
    game.play("P19>P2/3")
    game.play("OFF>P1/1")
    record = game.record()
    assert record.splitlines()[2:] == ["start P3,P19/*P9 0-1 G 3,1", "1. G 3,1 P19>P2/3 OFF>P1/1"]
    assert Game.from_record(record).to_text() == game.to_text() == "P1,P2,P3/*P9 0-0 G"


def test_a_copied_state_keeps_every_field_and_refuses_unknown_ones():
    # a state with every field away from its default: mid-turn, a first leg, an extra throw
    game = Game.from_text("P3,P3,*P12/P7,XT 1-0 W 2,2", ruleset="cazaux")
    game.play(game.state.legal_moves()[0])
    state = game.state._replace(extra=True, reason="x", turn=7)
    copy = state._replace()
    fields = [name for name in CazauxState.__slots__ if name not in ("_legal", "_hash")]
    assert all(getattr(copy, name) == getattr(state, name) for name in fields)
    assert copy == state and copy.leg1 is not None and copy.extra and copy.turn == 7
    with pytest.raises(TypeError, match="no field"):
        state._replace(score=1)
