"""The browser edition's status speaks of each ruleset's own pieces (issue 36, item 5): under
Cazaux's rules stones and stations, as its log does, where it said "tap a bird ... a gold
perch"; the desktop's status says the same (tests/scenes/test_scenes_class_words.py)."""

from __future__ import annotations

import re

import pytest

from liubo.web.bridge import Page

TLV_WORDS = re.compile(r"\b(birds?|perch(es)?)\b")


@pytest.mark.parametrize("touch", [True, False])
def test_the_page_says_stones_and_stations_under_cazaux(touch):
    """With a finger or a mouse: after the throw, and with the waiting stones chosen."""
    page = Page(seed=4)
    page.hello("en", touch=touch)
    page.new(mode="two", ruleset="cazaux")
    thrown = page.throw()["table"]["status"]
    chosen = page.waiting()["table"]["status"]
    text = thrown + "\n" + chosen
    assert not TLV_WORDS.search(text), text
    assert "tap a stone" in thrown
    assert ("Tap a gold station" if touch else "Point at a gold station") in chosen


def test_the_page_still_says_birds_and_perches_under_the_tlv_rules():
    page = Page(seed=4)
    page.hello("en")
    page.new(mode="two", ruleset="tlv")
    status = page.throw()["table"]["status"]
    assert "tap a bird" in status and "gold perch" in status
    assert "Tap a gold perch" in page.waiting()["table"]["status"]
