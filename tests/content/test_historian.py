"""The rulebook, the lessons and the source cards as a historian reads them (issue 36, item
8): each claim says whose it is. Pachisi is credited only with the blockade; a first
player's figures are the computer players'; Go's komi is dated; Cazaux's views are his;
the target of 6 is the 2023 rulebook's; our readings say they are ours."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from liubo.content import rulebook_contents
from liubo.content.evidence import load_evidence
from liubo.content.lessons import lesson_strings, load_lessons
from liubo.content.rulebook import page_strings

ROOT = Path(__file__).resolve().parents[2]


def pages():  # noqa: ANN201
    for topic in rulebook_contents.topics():
        for page in topic.pages:
            yield topic, page


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.;:])\s+", " ".join(text.split())) if s]


def every_text() -> list[str]:
    out = [s for _t, page in pages() for s in page_strings(page)]
    for source in load_evidence().sources.values():
        out += [source.title, source.detail]
    lessons, _notices = load_lessons()
    for lesson in lessons:
        out += list(lesson_strings(lesson))
    return out


def test_pachisi_is_credited_with_the_blockade_only() -> None:
    for topic, page in pages():
        text = " ".join(page_strings(page))
        if "pachisi" in page.evidence:
            assert "blockade" in text.lower(), (topic.id, page.heading)
        if topic.id == "contested":
            assert "pachisi" not in page.evidence, page.heading
    for text in every_text():
        for sentence in sentences(text):
            if "Pachisi" in sentence and "contested" in sentence:
                assert re.search(r"no source|names none|only rule", sentence), sentence
    pachisi = load_evidence().source("pachisi").detail
    assert "contested" not in pachisi


def test_go_and_xiangqi_are_not_called_balanced_for_centuries() -> None:
    text = " ".join(every_text())
    assert "played for centuries are balanced" not in text
    for sentence in sentences(text):
        if "komi" in sentence:
            assert "20th century" in sentence and "xiangqi" in sentence, sentence


def test_first_player_figures_say_they_are_computer_players_first() -> None:
    """A page that gives the first player's share says before it that computer players
    played those games."""
    checked = 0
    for _topic, page in pages():
        text = " ".join(page.paragraphs)
        figure = re.search(
            r"(going|goes) first[^.]*(\d+%|half|six in ten)|(\d+%|half|six in ten)[^.]*first",
            text,
            re.I,
        )
        if figure is None:
            continue
        checked += 1
        assert "computer" in text[: figure.start() + 60].lower(), page.heading
    assert checked >= 2


def test_cazaux_views_are_his_and_his_stones_may_cross() -> None:
    compared = " ".join(
        s for topic, page in pages() if topic.id == "compared" for s in page_strings(page)
    )
    assert "only the Owl turns" not in compared
    for sentence in sentences(compared):
        if "18-faced" in sentence:
            assert re.search(r"in his view|he calls|he believes|Cazaux", sentence), sentence
    assert "crossing" in compared


def test_the_target_of_six_is_the_2023_rulebooks() -> None:
    for text in every_text():
        if "6" not in text:
            continue
        for sentence in sentences(text):
            if "target" in sentence:
                assert "our reading" not in sentence, sentence


def test_a_win_in_the_middle_of_a_turn_is_marked_as_our_reading() -> None:
    for text in every_text():
        if "middle of a turn" in text and "win" in text:
            assert "our reading" in text, text


def test_the_sides_are_named_from_the_2023_rulebook_not_han_slips() -> None:
    for path in (ROOT / "src").rglob("*.py"):
        assert "Han slips" not in path.read_text(encoding="utf-8"), path


def test_the_chinese_says_what_the_english_says() -> None:
    with (ROOT / "i18n" / "zh_CN" / "LC_MESSAGES" / "liubo.po").open("rb") as fp:
        catalog = read_po(fp, locale="zh_CN", domain="liubo")
    found = {}
    for message in catalog:
        if message.id and isinstance(message.string, str):
            found[message.id] = message.string
    text = "\n".join(found.values())
    assert "与六博无关" not in text  # backgammon's rules say nothing of Liubo's play
    assert "竞走" not in text  # race-walking; a race game is 竞速棋
    assert "只有枭可以转向" not in text  # Cazaux's stones take the crossings too
    assert "Cazaux 的" not in text  # his name in Chinese text is 卡佐
    for msgid, string in found.items():
        if "Pachisi" in msgid and "contested" not in msgid:
            assert "争栖点" not in string or "没有说" in string, msgid
