"""What a class reads names no command, file or internal id (issue 36, item 5): the rulebook
(both rulesets), its charts' labels, the source cards, the lessons and the rule readings
speak to players, never to developers; a page that points to another names it."""

from __future__ import annotations

import re

from liubo.content import compare_chart, rulebook_contents
from liubo.content.evidence import load_evidence
from liubo.content.lessons import lesson_strings, load_lessons
from liubo.content.rulebook import BoardDiagram, page_strings
from liubo.engine.board import load_board
from liubo.model.readings_text import schema

#: what only a developer should read: make targets, Python modules, files, perch ids
DEVELOPER = re.compile(
    r"\bmake (balance|readings|compare|test|run|dist|i18n|strength|train|sim|bench)\b"
    r"|python -m|liubo\.tools|\.py\b|\.json\b|\.md\b|docs/|\b[A-Z]+_[A-Z]{1,2}\b"
)


def class_texts() -> list[tuple[str, str]]:
    """(where, text) for every text the game shows a class from its content."""
    out: list[tuple[str, str]] = []
    for topic in rulebook_contents.topics():
        for page in topic.pages:
            out += [(f"{topic.id}: {page.heading}", s) for s in page_strings(page)]
    for source in load_evidence().sources.values():
        out += [(f"evidence {source.id}", t) for t in (source.name, source.title, source.detail)]
    lessons, _notices = load_lessons()
    for lesson in lessons:
        out += [(f"lesson {lesson.id}", t) for t in lesson_strings(lesson)]
    for spec in schema():
        out += [(f"reading {spec.name}", spec.title), (f"reading {spec.name}", spec.help)]
        for value in spec.values:
            out += [(f"reading {spec.name}", spec.label(value))]
            out += [(f"reading {spec.name}", spec.value_line(value))]
    for name in compare_chart.CHARTS:
        figure = compare_chart.CHARTS[name]
        for row in compare_chart.rows(compare_chart.load(figure.source), figure.measures):
            for label, *_values in row.values:
                out.append((f"chart {name}", compare_chart.config_text(label, str)))
    return out


def test_no_class_text_speaks_to_developers() -> None:
    found = [(where, text) for where, text in class_texts() if DEVELOPER.search(text)]
    assert not found, "\n".join(f"{w}: {t[:100]}" for w, t in found)


def test_the_balance_chart_names_its_candidates_in_words() -> None:
    figure = compare_chart.CHARTS["balance"]
    labels = {
        compare_chart.config_text(label, str)
        for row in compare_chart.rows(compare_chart.load(figure.source), figure.measures)
        for label, *_values in row.values
    }
    assert len(labels) == 5
    assert {"second player: bird on NW Branch", "second player: bird on NE Branch"} <= (labels)


def test_a_page_that_points_to_another_names_it() -> None:
    """'The reading of the page before' was two pages back: a page that says "the page
    before" shows that page's picture again; any other page it means, it names, and that
    page is in the same topic, before it."""
    for topic in rulebook_contents.topics():
        headings = [page.heading for page in topic.pages]
        for k, page in enumerate(topic.pages):
            text = " ".join(page.paragraphs)
            if "the page before" in text:
                before = topic.pages[k - 1].figure if k else None
                assert isinstance(page.figure, BoardDiagram), (topic.id, page.heading)
                assert isinstance(before, BoardDiagram), (topic.id, page.heading)
                assert (before.position, before.move) == (page.figure.position, page.figure.move)
            for named in re.findall(r"the page “([^”]+)”", text):
                assert named.lower() in [h.lower() for h in headings[:k]], named


def test_every_lesson_counts_the_birds_it_shows() -> None:
    """A lesson that says how many birds stand on the board is right about the board shown
    then: the position after the move, and the next step's position if it has its own."""
    from liubo.engine import Game

    words = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
    count_words = re.compile(r"\b(One|Two|Three|Four|Five|Six) (of your )?birds?\b[^.]*board")
    lessons, _notices = load_lessons()
    checked = 0
    for lesson in lessons:
        game = None
        for k, step in enumerate(lesson.steps):
            if step.position is not None:
                game = Game.from_text(step.position)
            if game is None or not step.moves:
                break
            if step.throw is not None and game.needs_throw:
                game.throw(*step.throw)
            if game.needs_throw:
                break  # the pupil throws: the step's solution depends on it
            side = game.to_move
            game.play(step.moves[0])
            said = count_words.search(step.done)
            if said is None:
                continue
            shown = [game.state]
            following = lesson.steps[k + 1] if k + 1 < len(lesson.steps) else None
            if following is not None and following.position:
                shown.append(Game.from_text(following.position).state)
            count = words[said.group(1).lower()]
            for state in shown:
                mine = len(state.birds(side))
                every = mine + len(state.birds(side.other))
                assert count == (mine if said.group(2) else every), (lesson.id, step.done)
            checked += 1
    assert checked >= 1


def test_perch_ids_are_not_names_a_class_reads() -> None:
    ids = {perch.id for perch in load_board().perches}
    for where, text in class_texts():
        for perch_id in ids:
            assert perch_id not in text, (where, perch_id, text[:80])


def test_no_message_of_the_catalog_speaks_to_developers() -> None:
    """Every message the screens may show, the charts' missing-figures line among them
    (it said "run python -m liubo.tools.compare"), names no command, file or perch id."""
    from pathlib import Path

    from babel.messages.pofile import read_po

    pot = Path(__file__).resolve().parents[2] / "i18n" / "liubo.pot"
    with pot.open("rb") as f:
        catalog = read_po(f)
    found = []
    for message in catalog:
        texts = message.id if isinstance(message.id, tuple) else (message.id,)
        found += [text for text in texts if text and DEVELOPER.search(text)]
    assert not found, found
    assert compare_chart.NO_DATA in [m.id for m in catalog]
