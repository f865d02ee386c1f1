"""Text from files and file names made safe to show (issue 35, items 4 and 5)."""

from __future__ import annotations

import os

from hypothesis import given
from hypothesis import strategies as st

from liubo.services.plain_text import control_character, shown_name, shown_text


def test_a_comment_loses_its_control_characters_and_keeps_its_words():
    assert shown_text("A\x00 title\x1b[1m\tend\nnext") == "A title[1m end\nnext"
    assert shown_text("plain 六博 text") == "plain 六博 text"
    assert shown_text("lone \ud800 surrogate") == "lone \ufffd surrogate"


def test_a_name_that_is_not_utf8_or_holds_a_control_character_is_one_drawable_line():
    assert shown_name(os.fsdecode(b"caf\xe9.txt")) == "caf\ufffd.txt"
    assert shown_name("tab\there\nnew\x1b.json") == "tab\ufffdhere\ufffdnew\ufffd.json"
    assert shown_name("六博 game.liubo.json") == "六博 game.liubo.json"


def test_a_reader_is_told_which_control_character_it_met():
    assert control_character("fine text\nwith lines") is None
    assert control_character("fine text\nwith lines", line=True) == "U+000A"
    assert control_character("nul\x00") == "U+0000"
    assert control_character("sep\u2028") == "U+2028"


@given(st.text())
def test_whatever_a_text_holds_what_is_shown_encodes_as_utf8(text):
    """pygame draws UTF-8 without NUL: the shown forms always are."""
    for shown in (shown_text(text), shown_name(text)):
        assert "\x00" not in shown
        shown.encode("utf-8")
    assert "\n" not in shown_name(text)


@given(st.binary(max_size=40))
def test_whatever_bytes_a_file_name_holds_its_shown_name_encodes(raw):
    name = os.fsdecode(raw)
    shown = shown_name(name)
    shown.encode("utf-8")
    assert len(shown) <= len(raw) and control_character(shown, line=True) is None
