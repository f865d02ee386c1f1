"""The rulebook's Markdown files (data/rulebook/): every picture played by its ruleset's
engine, a clear error for a broken file, Babel finding every text with its context, and no
prose left in the Python modules (issue 28)."""

from __future__ import annotations

import ast
import io
import pickle
from pathlib import Path

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract

from liubo.content import rulebook_contents
from liubo.content.board_diagram import BoardDiagram, engine_path
from liubo.content.evidence import load_evidence
from liubo.content.rulebook_files import RulebookError, read_topic
from liubo.content.rulebook_load import context, load_names, parts, topic_files
from liubo.content.rulesets.cazaux import CazauxDiagram
from liubo.engine import Game, load_ruleset
from liubo.engine.ruleset import OPTION_SCHEMAS
from liubo.services.translation import Message, load_translator
from liubo.tools import i18n_extract

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted((ROOT / "data" / "rulebook").rglob("*.md"))

DIAGRAMS = [
    pytest.param(page.figure, id=f"{topic.id}-{n}")
    for topic in rulebook_contents.topics()
    for n, page in enumerate(topic.pages, 1)
    if isinstance(page.figure, BoardDiagram)
]


def test_every_part_has_its_files() -> None:
    assert [p.name for p in sorted((ROOT / "data" / "rulebook").iterdir()) if p.is_dir()] == sorted(
        parts()
    )
    ids = [topic_id for part in parts() for topic_id, _file in topic_files(part)]
    assert ids == rulebook_contents.topic_ids()
    assert len(DIAGRAMS) >= 25


@pytest.mark.parametrize("figure", DIAGRAMS)
def test_every_picture_is_played_by_its_rulesets_engine(figure: BoardDiagram) -> None:
    """The position is one of its ruleset, the marked perches are on its board, the move is
    legal under the page's readings, and the route drawn is the one the engine plays."""
    rules = load_ruleset(figure.ruleset)
    assert isinstance(figure, CazauxDiagram) == (figure.ruleset == "cazaux")
    names = {name for name, _value in figure.options}
    assert names <= {spec.name for spec in OPTION_SCHEMAS.get(figure.ruleset, ())}
    game = Game.from_text(figure.position, ruleset=figure.ruleset, options=dict(figure.options))
    assert figure.perch_ids() <= set(rules.board.index), figure.perch_ids()
    if figure.move:
        path = engine_path(
            figure.position, figure.move, figure.ruleset, figure.options, type(figure)
        )
        assert figure.path[: len(path)] == path
        game.play(figure.move)
        assert figure.after().position.split()[:2] == game.to_text().split()[:2]


def _read(text: str) -> None:
    read_topic("rulebook/tlv/99_test.md", text, "tlv")


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("Some words.\n", 1, "'# Title'"),
        ("# T\n\n<!-- evidence: x -->\n## P\n\nText.\n\n```liubo-marks\nstart: A\n", 8, "closed"),
        ("# T\n\n## P\n\n```liubo-board\nX\n```\n", 5, "unknown block"),
        ("# T\n\n## P\n<!-- colour: red -->\n", 4, "unknown setting"),
        ("# T\n\n## P\n<!-- options: pond -->\n", 4, "name=value"),
        ("# T\n# U\n", 2, "one '# Title'"),
        ("# T\n\n### Small\n", 3, "headings"),
        ("# T\n\n## P\n\nText.\n\nCaption: one\n\nCaption: two\n", 9, "one caption"),
        ("# T\n\n## P\n<!-- ruleset: cazaux -->\n", 4, "before the '# Title'"),
    ],
)
def test_a_broken_file_names_its_line(text: str, line: int, words: str) -> None:
    with pytest.raises(RulebookError, match=f"99_test.md:{line}: .*{words}"):
        _read(text)


def _load_page(text: str):  # noqa: ANN202
    from liubo.content.rulebook_load import topic_from

    return topic_from("test", read_topic("rulebook/tlv/99_test.md", text, "tlv"), "99_test.md")


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ("Text.\n\n```liubo-position\n-/- 0-0 G\n```\n", "Caption"),
        ("Text.\n\n```liubo-figure\ndice\n```\n", "unknown figure 'dice'"),
        ("Text.\n\n```liubo-move\nOFF>QU_S/2\n```\n", "needs a position"),
        (
            "Text.\n\n```liubo-position\n-/- 0-0 G\n```\n```liubo-marks\nglow: POND\n```\n"
            "Caption: x\n",
            "kind one of",
        ),
        ("```liubo-figure\nsticks\n```\nCaption: x\n", "no paragraph"),
    ],
)
def test_a_page_that_cannot_be_made_says_why(body: str, words: str) -> None:
    with pytest.raises(RulebookError, match=words):
        _load_page("# T\n\n## P\n\n" + body)


def test_paragraphs_items_notes_and_captions_are_read_as_written() -> None:
    topic = _load_page(
        "# Title\n\n## Page\n<!-- evidence: ours -->\n\nOne line\nand the next.\n\n"
        "A list:\n- first\n  item\n- second\n\n> A note\n> in two lines.\n\n"
        "```liubo-position\n-/- 0-0 G 2,1\n```\n\n```liubo-move\nOFF>QU_S/2\n```\n\n"
        "```liubo-marks\nentry: GAO_SW\n```\n\nCaption: The caption\ngoes on.\n"
    )
    (page,) = topic.pages
    assert page.paragraphs == ("One line and the next.", "A list:", "first item", "second")
    assert page.note == "A note in two lines." and page.evidence == ("ours",)
    assert isinstance(page.figure, BoardDiagram)
    assert page.figure.caption == "The caption goes on."
    assert page.figure.path == ("GAO_SW", "QU_S")  # from the engine: the file names none
    assert page.paragraphs[2].context == context("item") == "rulebook item"


def test_every_page_names_real_sources() -> None:
    sources = set(load_evidence().sources)
    for topic in rulebook_contents.topics():
        for page in topic.pages:
            assert set(page.evidence) <= sources, (topic.id, page.heading)
            assert page.evidence or topic.interface, (topic.id, page.heading)
    assert set(load_names().evidence) <= sources


def test_babel_extracts_every_text_with_its_context() -> None:
    texts = {(m.context, str(m)) for m in rulebook_contents.all_strings() if isinstance(m, Message)}
    found = set()
    for path in FILES:
        for _line, message, comments, ctx in extract(
            i18n_extract.extract_rulebook,
            io.BytesIO(path.read_bytes()),
            keywords=DEFAULT_KEYWORDS,
            comment_tags=("TRANSLATORS:",),
        ):
            assert comments and comments[0].startswith("TRANSLATORS:")
            found.add((ctx, message))
    assert texts and texts <= found


def test_rulebook_modules_hold_no_prose() -> None:
    """The words live in data/rulebook/: a rulebook module marks no message and has no long
    string but its docstrings and the messages of the errors it raises."""
    for path in sorted((ROOT / "src" / "liubo").glob("rulebook*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            name = (
                getattr(getattr(node, "func", None), "attr", "")
                if isinstance(node, ast.Call)
                else ""
            )
            if isinstance(node, ast.Raise) or name == "error":
                docstrings |= {id(n) for n in ast.walk(node) if isinstance(n, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "N_":
                pytest.fail(f"{path.name}:{node.lineno} marks a message: move it to a file")
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in docstrings and len(node.value.split()) > 8:
                    pytest.fail(f"{path.name}:{node.lineno} holds prose: {node.value[:40]!r}")


def test_a_message_keeps_its_context_when_copied_and_is_found_under_it() -> None:
    title = rulebook_contents.get_topic("owls").title
    assert pickle.loads(pickle.dumps(title)).context == title.context
    chinese = load_translator("zh_CN")
    assert chinese.gettext(title) != str(title)
    assert chinese.gettext(str(title)) == chinese.translations.gettext(str(title))


def test_an_installed_rulesets_unreadable_rulebook_part_costs_only_itself(
    toy_race, monkeypatch, caplog
):
    """A reconstruction installed beside the game whose rulebook part cannot be read (here
    a picture its own engine refuses) is left out of the book, logged and kept as its
    problem for the title screen; the rest of the book opens. A part the game ships with
    still raises: a bad file of the game is the game's bug."""
    from liubo.content import rulebook_contents
    from liubo.content.rulebook_load import load_part, parts
    from liubo.engine import plugins
    from liubo.engine.errors import NotationError

    assert "toy_race" in parts()

    def refusing(part: str):  # noqa: ANN202
        if part in ("toy_race", parts()[0]):
            raise NotationError("each side has 3 pieces from 0 to 21")
        return load_part(part)

    monkeypatch.setattr(rulebook_contents, "load_part", refusing)
    with pytest.raises(NotationError):
        rulebook_contents.topics()  # the game's own first part: raised
    monkeypatch.setattr(
        rulebook_contents,
        "load_part",
        lambda part: refusing(part) if part == "toy_race" else load_part(part),
    )
    with caplog.at_level("WARNING", logger="liubo.plugins"):
        topics = rulebook_contents.topics()
    assert topics and all(t.id not in {x.id for x in load_part("toy_race")} for t in topics)
    (problem,) = [p for p in plugins.problems() if p.plugin == "toy_race"]
    assert problem.part == "content" and "rulebook/toy_race: NotationError" in problem.message
    assert "toy_race could not be loaded" in caplog.text
