"""The rulebook's pages on Cazaux's rules and the comparison: every picture is a real
position of the ``cazaux`` engine with the move it names, every string is translated, and
the pages (the comparison chart among them) draw in both languages."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from liubo.content import compare_chart, rulebook, rulebook_contents
from liubo.content.compare_chart import ChartFigure
from liubo.content.rulesets.cazaux import CazauxDiagram
from liubo.content.rulesets.cazaux import rulebook as rulebook_cazaux
from liubo.engine import Game, load_ruleset
from liubo.engine.rulesets.cazaux.tables import cazaux_tables
from liubo.render.rulebook_chart import figure_placements
from liubo.services.translation import load_translator
from support import make_app, release_memory

BOARD = load_ruleset("cazaux").board
DIAGRAMS = [
    pytest.param(page.figure, id=f"{topic.id}-{n}")
    for topic in rulebook_cazaux.TOPICS
    for n, page in enumerate(topic.pages, 1)
    if isinstance(page.figure, CazauxDiagram)
]


def test_the_topics_follow_the_first_rulesets() -> None:
    ids = rulebook_contents.topic_ids()
    assert ids[: len(rulebook.TOPICS)] == rulebook.topic_ids()
    assert ids[-2:] == ["cazaux", "compared"] and len(set(ids)) == len(ids)
    assert rulebook_contents.get_topic("cazaux") is rulebook_cazaux.CAZAUX
    with pytest.raises(KeyError):
        rulebook_contents.get_topic("no-such-topic")


def test_there_are_live_diagrams_and_a_chart() -> None:
    assert len(DIAGRAMS) >= 7
    figures = [p.figure for t in rulebook_cazaux.TOPICS for p in t.pages]
    assert sum(isinstance(f, ChartFigure) for f in figures) == 1


@pytest.mark.parametrize("figure", DIAGRAMS)
def test_each_diagram_is_a_cazaux_position_and_its_move_is_legal(figure: CazauxDiagram) -> None:
    game = Game.from_text(figure.position, ruleset="cazaux")
    for station in figure.perch_ids():
        assert station in BOARD.index, station
    for station, _side, _owl in figure_placements(figure):
        assert station in BOARD.index, station
    if figure.move:
        moves = {str(m): m for m in game.legal_moves()}
        assert figure.move in moves, (figure.move, sorted(moves))
        station_of = cazaux_tables(BOARD).station_of  # a lane node stands on the centre
        path = tuple(BOARD.perches[station_of[i]].id for i in moves[figure.move].path)
        # the picture may go on with the turn's second leg; it starts with this move's path
        assert figure.path[: len(path)] == path


def test_lanes_stand_on_the_centre() -> None:
    figure = CazauxDiagram("P2,XC/P5 0-0 G", "caption")  # a stone on a lane of the centre
    assert {station for station, _s, _o in figure_placements(figure)} == {"P2", "X", "P5"}


def test_every_string_is_translated_into_chinese() -> None:
    chinese = load_translator("zh_CN")
    strings = list(rulebook_contents.all_strings())
    assert set(ChartFigure().strings()) <= set(strings)
    untranslated = [s for s in strings if chinese.gettext(s) == s and s != "{value}%"]
    assert not untranslated


def test_the_readings_are_named_on_the_cazaux_pages() -> None:
    text = " ".join(s for p in rulebook_cazaux.CAZAUX.pages for s in rulebook.page_strings(p))
    assert text.count("our reading") >= 12
    for topic in rulebook_cazaux.TOPICS:
        for page in topic.pages:
            assert sum(len(p.split()) for p in page.paragraphs) <= 150, page.heading


# ---- drawn -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def apps(tmp_path_factory):  # noqa: ANN001, ANN201
    made: dict = {}

    def get(size: tuple[int, int], lang: str):  # noqa: ANN202
        key = (size, lang)
        if key not in made:
            for app in made.values():
                app.close()
            made.clear()
            release_memory()
            made[key] = make_app(size, lang, tmp_path_factory.mktemp("home"))
        pygame.display.set_mode(size)
        app = made[key]
        app.ctx.screen = pygame.display.get_surface()
        return app

    yield get
    for app in made.values():
        app.close()
    release_memory()
    pygame.display.init()


def _pages(app, topic_id: str):  # noqa: ANN001, ANN202
    from liubo.scenes.rules import RulesScene

    scene = RulesScene(app.ctx, topic_id)
    app.stack.push(scene)
    try:
        for p in range(scene.page_count()):
            scene.page_index = p
            scene._sync()
            yield p, scene.rendered()
    finally:
        app.stack.pop()


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_chart_page_draws_the_shipped_figures(apps, lang: str) -> None:  # noqa: ANN001
    app = apps((1280, 720), lang)
    pages = dict(_pages(app, "compared"))
    chart = pages[len(pages) - 1]
    assert chart.fits and chart.body_size >= 16
    assert len(chart.figure_rects) == 1
    rows = compare_chart.rows(compare_chart.load())
    # a heading and a value per ruleset for each row, the key, the caption
    assert len(chart.text_rects) >= len(rows) * 3


def test_the_chart_says_so_when_the_data_file_is_missing(apps, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setattr(compare_chart, "load", lambda source="compare.json": None)
    app = apps((1280, 720), "en")
    pages = dict(_pages(app, "compared"))
    assert pages[len(pages) - 1].fits


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_cazaux_pages_fit_and_draw_their_boards(apps, size) -> None:  # noqa: ANN001
    app = apps(size, "en")
    for _p, page in _pages(app, "cazaux"):
        assert page.fits
        assert page.figure_rects
