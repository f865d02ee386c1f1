"""The browser edition's Python, run natively: the commands the page sends, and only them.

The page plays by what the tables say (the gold perches, the birds that can move, the
tiles, the waiting birds): these tests play whole games that way, so a game the page
cannot finish by taps fails here before it fails in Chromium (``make web-check``).
"""

from __future__ import annotations

import json
import random

import pytest

from liubo.engine import Game
from liubo.web.bridge import Page, call, handle


def tap_through(page: Page, rng: random.Random, limit: int = 3000) -> dict:
    """Play the game on ``page`` by the page's own inputs until it is over; the last answer."""
    answer = page.answer()
    for _ in range(limit):
        table = answer["table"]
        if table["over"]:
            return answer
        if answer.get("animate"):
            answer = page.shown()
        elif answer.get("question"):
            answer = page.play(rng.choice([a["move"] for a in answer["question"]["answers"]]))
        elif table["computer_turn"]:
            answer = page.computer()
        elif table["can_throw"]:
            answer = page.throw()
            assert answer["sticks"] is not None
        elif table["landings"]:
            landing = rng.choice(table["landings"])
            answer = page.tap(landing["station"])
            if not answer.get("animate") and not answer.get("question"):
                # several numbers reach that perch: choosing a number settles it
                answer = page.number(landing["move"]["text"].rsplit("/", 1)[1])
                answer = page.tap(landing["station"])
        elif table["movable"] or table["can_enter"]:
            choices = [("tap", s) for s in table["movable"]]
            if table["can_enter"]:
                choices.append(("waiting", None))
            kind, station = rng.choice(choices)
            answer = page.tap(station) if kind == "tap" else page.waiting()
        else:
            pytest.fail(f"stuck: {table['status']!r}")
        assert "error" not in answer, answer
    pytest.fail("the game did not end")


@pytest.mark.parametrize("ruleset", ["tlv", "cazaux"])
def test_two_players_finish_a_game_by_taps(ruleset):
    page = Page(seed=3)
    page.hello("en")
    page.new(mode="two", ruleset=ruleset)
    last = tap_through(page, random.Random(5))
    table = last["table"]
    assert table["winner"] in ("green", "white", None)
    assert "wins" in table["status"] or "drawn" in table["status"]
    # the game is the engine's: its record replays to the same end
    record = page.record()["record"]
    assert Game.from_record(record).is_over
    assert last.get("autosave", None) is None  # a finished game drops the autosave


def test_against_the_computer_the_page_only_asks_and_animates():
    page = Page(seed=8)
    page.hello("en")
    answer = page.new(mode="computer", level="easy", human="white")
    assert answer["table"]["computer_turn"]  # Green, the computer, starts
    answer = page.computer()
    assert answer["sticks"] is not None
    while not answer.get("animate"):
        answer = page.computer()
    move = answer["animate"]
    assert move["side"] == "green" and move["stations"]
    answer = page.shown()
    assert any(line["tone"] == "green" for line in answer["table"]["log"])


def test_languages_switch_every_text():
    page = Page(seed=1)
    hello = page.hello("zh_Hant")
    assert hello["language"] == "zh_Hant"
    assert hello["ui"]["undo"] != "Undo"
    answer = page.new(mode="two")
    assert "青" in answer["table"]["status"]
    english = page.set_language("en")
    assert english["table"]["status"].startswith("Green")
    with pytest.raises(ValueError, match="not available"):
        page.set_language("xx_YY")


def test_autosave_and_continue_give_the_same_game():
    page = Page(seed=2)
    page.hello("en")
    page.new(mode="computer", level="normal")
    answer = page.throw()
    saved = answer["autosave"]
    assert json.loads(saved)["players"] == {"green": "human", "white": "normal"}
    again = Page(seed=9)
    again.hello("en")
    resumed = again.resume(saved)
    assert resumed["table"]["pieces"] == answer["table"]["pieces"]
    assert resumed["table"]["tiles"] == answer["table"]["tiles"]
    assert resumed["sticks"] is not None


def test_a_record_saved_opens_again():
    page = Page(seed=4)
    page.hello("en")
    page.new(mode="two", ruleset="cazaux")
    page.throw()
    record = page.record()
    assert record["name"].startswith("liubo-cazaux")
    other = Page(seed=5)
    other.hello("en")
    opened = other.open_record(record["record"])
    assert opened["table"]["ruleset"] == "cazaux"
    assert other.record()["record"] == record["record"]


def test_bad_input_gets_a_message_and_changes_nothing():
    page = Page(seed=6)
    page.hello("en")
    before = page.new(mode="two")["table"]
    assert "error" in json.loads(call('{"do": "nothing"}'))
    assert "error" in json.loads(call("[1, 2]"))
    assert "error" in json.loads(call("{not json"))
    for bad in (
        {"do": "tap", "station": 999},
        {"do": "new", "mode": "three"},
        {"do": "new", "level": "grandmaster"},
        {"do": "open_record", "text": "ruleset tlv\n1. G 9,9 nonsense"},
        {"do": "resume", "save": "{}"},
        {"do": "look", "where": "sideways"},
        {"do": "tap", "perch": 3},
    ):
        with pytest.raises(ValueError):
            handle(page, bad)
    assert page.answer()["table"] == before


def test_every_lesson_is_taught_to_its_end():
    """Each lesson through the page's commands: the step's throw, its scripted moves
    (a move off the goal is refused with a hint first), to the closing words."""
    from liubo.content.lessons import load_lessons

    page = Page(seed=7)
    page.hello("en")
    lessons = page.lessons()["lessons"]
    assert len(lessons) == len(load_lessons()[0]) >= 10
    for entry in lessons:
        answer = page.lesson_start(entry["id"])
        assert answer["lesson"]["head"].startswith("Step 1 of")
        refused = False
        for _ in range(200):
            if answer["lesson"]["complete"]:
                break
            if answer.get("animate"):
                answer = page.shown()
            elif answer["table"]["can_throw"]:
                answer = page.throw()
            else:
                run = page.lesson.run
                legal = [str(m) for m in page.session.game.legal_moves()]
                wanted = [m for m in run.step.moves if m in legal]
                wrong = [m for m in legal if not run.check(page.session.game.state.find_move(m))]
                if wrong and not refused:  # a wrong move first: refused, with a hint
                    answer = page.play(wrong[0])
                    assert "Not quite" in answer["table"]["status"]
                    refused = True
                    continue
                answer = page.play((wanted or [m for m in legal if m not in wrong])[0])
        assert answer["lesson"]["complete"], entry["id"]
        assert answer["lesson"]["head"] == "Lesson complete"
    assert "autosave" not in answer  # a lesson never writes the autosave


@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_Hant"])
def test_the_rulebook_opens_in_each_language(language):
    page = Page(seed=1)
    page.hello(language)
    topics = page.contents()["topics"]
    assert len(topics) > 10
    kinds = set()
    for entry in topics:
        found = page.topic(entry["id"])
        assert found["pages"] and all(p["heading"] for p in found["pages"])
        for p in found["pages"]:
            if p["figure"]:
                kinds.add(p["figure"]["kind"])
            assert all(tag["detail"] for tag in p["evidence"])
    assert {"board", "sticks", "chart"} <= kinds
    with pytest.raises(ValueError, match="no rulebook topic"):
        page.topic("nothing")
