"""The rulebook and the Learn course for the page: the desktop's content, as plain data.

Every topic and page of :mod:`liubo.content.rulebook_contents` with its evidence tags (the
sources of ``data/evidence.json``), the line saying which rule reading is in force, and
its figure: a board picture as pieces and marks on the page's own board art (before and
after its move), the sticks' odds, or a chart's bars. The words are the catalogs'.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..content import rulebook_contents
from ..content.board_diagram import BoardDiagram
from ..content.compare_chart import ChartFigure, caption_text, config_text, load, rows
from ..content.evidence import load_evidence
from ..content.rulebook_model import Page, SticksFigure, names_our_reading
from ..content.rulebook_words import (
    CHANCES_IN_64,
    DARK_GROUP,
    IN_EIGHT,
    LIGHT_GROUP,
    NOTE_LABEL,
    ONE_GROUP,
    PAGE_OF,
)
from ..engine import Game
from ..model.event_log import Gettext
from ..model.presentation import move_view
from ..model.readings_text import page_lines
from . import view

Json = dict[str, Any]


def contents(_: Gettext) -> list[Json]:
    """The topics in reading order: id and title."""
    return [{"id": t.id, "title": _(t.title)} for t in rulebook_contents.topics()]


def topic(_: Gettext, topic_id: str, options: Mapping[str, str] | None = None) -> Json:
    """One topic's pages, in the reader's language (KeyError for an unknown id)."""
    found = rulebook_contents.get_topic(topic_id)
    return {
        "id": found.id,
        "title": _(found.title),
        "note_label": _(NOTE_LABEL),
        "page_of": _(PAGE_OF),
        "pages": [page_json(_, p, options or {}) for p in found.pages],
    }


def page_json(_: Gettext, page: Page, options: Mapping[str, str]) -> Json:
    evidence = load_evidence()
    return {
        "heading": _(page.heading),
        "paragraphs": [
            {"text": _(text), "ours": names_our_reading(text)} for text in page.paragraphs
        ],
        "note": _(page.note) if page.note else None,
        "evidence": [
            {
                "id": source.id,
                "kind": source.kind,
                "kind_label": _(evidence.kinds[source.kind].label),
                "name": source.name,
                "title": _(source.title),
                "detail": _(source.detail),
            }
            for source in evidence.ordered(page.evidence)
        ],
        "readings": page_lines(page.readings, options, _),
        "figure": figure_json(_, page.figure),
    }


def figure_json(_: Gettext, figure: object) -> Json | None:
    if isinstance(figure, BoardDiagram):
        return diagram_json(_, figure)
    if isinstance(figure, SticksFigure):
        return {
            "kind": "sticks",
            "caption": _(figure.caption),
            "one_group": _(ONE_GROUP),
            "groups": [
                {"value": value, "words": _(IN_EIGHT).format(count=int(chance * 8))}
                for value, chance in figure.group_chances
            ],
            "in_64": _(CHANCES_IN_64),
            "light": _(LIGHT_GROUP),
            "dark": _(DARK_GROUP),
            "table": [[int(c * 64) for c in row] for row in figure.pair_table()],
        }
    if isinstance(figure, ChartFigure):
        doc = load(figure.source)
        return {
            "kind": "chart",
            "caption": caption_text(figure, doc, _),
            "rows": [
                {
                    "label": _(row.label),
                    "unit": row.unit,
                    "reference": row.reference,
                    "values": [
                        {"label": config_text(label, _), "value": value}
                        for label, value, _low, _high in row.values
                    ],
                }
                for row in rows(doc, figure.measures)
            ],
        }
    return None


def diagram_json(_: Gettext, diagram: BoardDiagram) -> Json:
    """A board picture: the pieces before its move and after it, the marks, the path."""
    picture = diagram.with_engine_path()
    game = Game.from_text(picture.position, ruleset=picture.ruleset, options=dict(picture.options))
    board = game.board
    mv = move_view(game.rules)

    def station(perch_id: str) -> int:
        return board.index[perch_id]

    out: Json = {
        "kind": "board",
        "board": board.id,
        "caption": _(picture.caption),
        "pieces": view.pieces(mv, game.state),
        "marks": [[station(p), kind] for p, kind in picture.basic_highlights()],
        "line": [station(p) for p in picture.line()],
        "throw": list(picture.throw() or ()),
        "after": None,
    }
    if picture.move:
        after = picture.after()
        later = Game.from_text(after.position, ruleset=after.ruleset, options=dict(after.options))
        out["after"] = {
            "pieces": view.pieces(mv, later.state),
            "marks": [[station(p), kind] for p, kind in after.basic_highlights()],
        }
    return out
