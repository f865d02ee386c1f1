"""The rulebook's Rule readings topic (issue 19): each pictured reading plays its move under
that reading, every page on a reading names which one is in force (a game's, when the book
is opened from it), and the readings' charts come from data/readings_compare.json."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from liubo.content import compare_chart, rulebook_contents, rulebook_readings
from liubo.content.rulebook import BoardDiagram
from liubo.engine import Game, Side
from liubo.engine.errors import IllegalMoveError
from liubo.engine.ruleset import OPTION_SCHEMAS
from liubo.input import Cmd, Command
from liubo.model import readings_text
from liubo.render.rulebook_pages import Typesetter
from liubo.scenes.rules import RulesScene
from liubo.tools import balance, compare
from support import make_app, picture_pieces

NAMES = {spec.name for spec in OPTION_SCHEMAS["tlv"]}
#: the two owl-landing pages' position: a normal Green bird about to land on a White Owl
OWL_POSITION = "DAO_S/*JIE_S 0-0 G 1,2"


def same(text: str) -> str:
    return text


def diagrams() -> list[BoardDiagram]:
    return [
        p.figure for p in rulebook_readings.READINGS.pages if isinstance(p.figure, BoardDiagram)
    ]


def test_the_topic_follows_the_first_rulesets_topics() -> None:
    ids = rulebook_contents.topic_ids()
    assert ids.index("readings") == ids.index("cazaux") - 1


def test_each_pictured_reading_changes_the_outcome_of_its_move() -> None:
    """Under the default rules the pictured move ends otherwise, or is not legal at all
    (a new bird cannot stop on the Branch with a 2)."""
    for figure in diagrams():
        assert figure.move
        after = figure.after()  # legal under its own reading
        if figure.options:
            try:
                default = replace(figure, options=()).after()
            except IllegalMoveError:
                continue
            assert after.position != default.position


def test_owl_landing_shows_both_outcomes() -> None:
    capture, share = (f for f in diagrams() if f.position == OWL_POSITION)
    assert capture.options == () and share.options == (("owl-landing", "contest"),)
    assert picture_pieces(capture.after()) == [("JIE_S", Side.GREEN, False)]
    assert sorted(picture_pieces(share.after())) == [
        ("JIE_S", Side.GREEN, False),
        ("JIE_S", Side.WHITE, True),
    ]
    assert capture.after().position.split()[1] == "3-0"  # 3 points for the Owl
    assert share.after().position.split()[1] == "0-0"


def test_every_reading_has_a_page_and_pages_name_real_readings() -> None:
    on_pages = set()
    for topic in rulebook_contents.TOPICS:
        for page in topic.pages:
            assert set(page.readings) <= NAMES, page.heading
            if topic.id == "readings":
                on_pages |= set(page.readings)
    assert on_pages == NAMES


def test_page_lines_name_the_reading_in_force_and_the_others() -> None:
    (line,) = readings_text.page_lines(("pond",), {}, same)
    assert "Open (default)" in line and "Sanctuary" in line
    assert line.index("Open") < line.index("Sanctuary")
    (line,) = readings_text.page_lines(("pond",), {"pond": "sanctuary"}, same)
    assert line.index("Sanctuary") < line.index("Open (default)")
    (line,) = readings_text.page_lines(("split",), {"split": "off"}, same)
    assert "Every throw (default) / Doubles only" in line
    # a name or value the schema does not know never breaks a page
    assert readings_text.page_lines(("no-such",), {"pond": "nonsense"}, same) == []
    (line,) = readings_text.page_lines(("pond",), {"pond": "nonsense"}, same)
    assert line.startswith("In force: The pond, Open (default)")


def test_the_readings_charts_come_from_the_shipped_data() -> None:
    doc = compare_chart.load(compare_chart.READINGS_SOURCE)
    assert doc is not None, "data/readings_compare.json is missing: run make readings"
    assert doc["kind"] == "readings" and doc["command"].startswith("python -m liubo.tools.compare")
    labels = [c.label for c in compare.readings_configs()]
    assert [c["label"] for c in doc["configs"]] == labels
    charts = [
        p.figure
        for p in rulebook_readings.READINGS.pages
        if p.figure
        and p.figure.kind == "chart"
        and p.figure.source == compare_chart.READINGS_SOURCE
    ]
    shown = [m for chart in charts for m in chart.measures]
    assert {"first_player", "stronger", "throws", "captures", "owl_captures"} <= set(shown)
    assert {"first_player_strong", "throws_strong"} <= set(shown)  # strong play beside greedy
    for chart in charts:
        rows = compare_chart.rows(doc, chart.measures)
        assert len(rows) == len(chart.measures)
        for row in rows:
            assert [v[0] for v in row.values] == labels
            for _label, value, lo, hi in row.values:
                assert lo <= value <= hi
        caption = compare_chart.caption_text(chart, doc, same)
        assert doc["date"] in caption and "greedy v greedy" in caption
    names = [compare_chart.config_text(label, same) for label in labels]
    assert names[0] == "Standard rules" and "Pond: Sanctuary" in names
    assert "Balance: One number" in names
    assert len(set(names)) == len(names)


def test_the_balance_chart_comes_from_the_shipped_balance_data() -> None:
    doc = compare_chart.load(compare_chart.BALANCE_SOURCE)
    assert doc is not None, "data/balance.json is missing: run make balance"
    assert doc["kind"] == "balance" and doc["command"].startswith("python -m liubo.tools.balance")
    chart = compare_chart.CHARTS["balance"]
    assert chart in [p.figure for p in rulebook_readings.READINGS.pages]
    labels = [c.label for c in balance.candidates()]
    rows = compare_chart.rows(doc, chart.measures)
    assert len(rows) == len(chart.measures)
    for row in rows:
        assert [v[0] for v in row.values] == labels
    # the shipped reading is the candidate the data finds fair
    fair = [v["config"] for v in doc["verdicts"] if v["fair"]]
    assert labels[1] in fair
    caption = compare_chart.caption_text(chart, doc, same)
    assert doc["date"] in caption and "learned v learned" in caption


def test_the_rules_opened_from_a_variant_game_say_which_reading(tmp_path) -> None:  # noqa: ANN001
    app = make_app((1280, 720), "en", tmp_path)
    try:
        game = Game.new(options={"pond": "sanctuary"}, rng=random.Random(1))
        players = {Side.GREEN: "human", Side.WHITE: "human"}
        app.stack.push(app.stack.screens.game(app.ctx, game, players, "two"))
        app.stack.handle(Command(Cmd.RULES))
        scene = app.stack.top
        assert isinstance(scene, RulesScene)
        assert scene.options["pond"] == "sanctuary"
        setter = Typesetter(app.ctx.text, app.ctx.gettext, app.ctx.assets, "en")
        setter.options = scene.options
        page = rulebook_contents.get_topic("owls").pages[1]  # "The pond is not a safe place"
        assert page.readings == ("pond",)
        (block,) = setter.reading_blocks(page, 18, 600)
        assert " ".join(block.lines).startswith("In force: The pond, Sanctuary.")
        scene.choose_topic(rulebook_contents.topic_ids().index("owls"))
        scene.next_page()
        assert scene.rendered().fits
        # the same page from the title: the default reading, another cached page
        plain = RulesScene(app.ctx)
        plain.page_rect = scene.page_rect
        assert plain.cache_key(0, 0) != scene.cache_key(0, 0)
    finally:
        app.close()
        pygame.display.init()
