"""The rulebook content: order, completeness, page size, and diagrams that match the engine."""

from __future__ import annotations

from fractions import Fraction

import pytest

from liubo.content import rulebook
from liubo.content.rulebook import HIGHLIGHT_KINDS, BoardDiagram, SticksFigure
from liubo.engine.board import load_board
from liubo.engine.sides import Side
from liubo.render.rulebook_blocks import GLOSS_SOURCE_LABELS
from support import picture_pieces

EXPECTED_TITLES = [
    "Welcome",
    "Quick rules",
    "The screen",
    "Throwing the sticks",
    "Entering the board",
    "Moving",
    "Owls",
    "Blockades",
    "Contested perches",
    "Capturing",
    "Scoring in nests",
    "Winning",
    "Strategy",
    "History and sources",
    "About this reconstruction",
]
MAX_WORDS_PER_PAGE = 150

DIAGRAMS = [
    pytest.param(page.figure, id=f"{topic.id}-{n}")
    for topic in rulebook.TOPICS
    for n, page in enumerate(topic.pages, 1)
    if isinstance(page.figure, BoardDiagram)
]
MOVE_DIAGRAMS = [p for p in DIAGRAMS if p.values[0].move]


def _game_class():
    """``liubo.engine.Game`` once the engine provides it, else skip."""
    engine = pytest.importorskip("liubo.engine")
    game = getattr(engine, "Game", None)
    if game is None or not hasattr(game, "from_text"):
        pytest.skip("liubo.engine.Game is not available yet")
    return game


def test_topic_order() -> None:
    assert [t.title for t in rulebook.TOPICS] == EXPECTED_TITLES
    assert rulebook.topic_ids() == [t.id for t in rulebook.TOPICS]
    assert len(set(rulebook.topic_ids())) == len(EXPECTED_TITLES)


def test_get_topic() -> None:
    for topic_id in rulebook.topic_ids():
        assert rulebook.get_topic(topic_id).id == topic_id
    with pytest.raises(KeyError):
        rulebook.get_topic("no-such-topic")


def test_every_topic_has_pages_with_text() -> None:
    for topic in rulebook.TOPICS:
        assert topic.pages, topic.id
        for page in topic.pages:
            assert page.heading.strip()
            assert page.paragraphs, page.heading
            for paragraph in page.paragraphs:
                assert paragraph.strip() and paragraph == paragraph.strip(), page.heading


def test_every_string_is_non_empty() -> None:
    strings = list(rulebook.all_strings())
    assert len(strings) > 150
    assert all(isinstance(s, str) and s.strip() for s in strings)


def test_pages_fit_the_rulebook_panel() -> None:
    too_long = []
    for topic in rulebook.TOPICS:
        for page in topic.pages:
            words = sum(len(p.split()) for p in page.paragraphs)
            words += len(page.note.split()) if page.note else 0
            if words > MAX_WORDS_PER_PAGE:
                too_long.append((topic.id, page.heading, words))
    assert not too_long


def test_our_readings_are_named() -> None:
    """Every rule docs/rules.md marks '(our reading)' is called our reading somewhere."""
    text = " ".join(rulebook.all_strings())
    assert text.count("our reading") >= 7
    for phrase in ("counts as 1", "500 turns", "safe haven", "doubles", "every single move"):
        assert phrase in text, phrase


def test_about_names_what_the_record_holds() -> None:
    about = " ".join(
        s for page in rulebook.get_topic("about").pages for s in rulebook.page_strings(page)
    )
    for fact in (
        "Yinwan",
        "揭",
        "楬",
        "博貴梟",
        "Xijing zaji",
        "TLV",
        "Liubo Lab's student game (2023)",
        "六箸十二棋",
        "成梟而牟",
        "青",
        "白",
        "梟",
        "Bank, Post, Trail, Bough and Bend",
    ):
        assert fact in about, fact
    history = " ".join(
        s for page in rulebook.get_topic("history").pages for s in rulebook.page_strings(page)
    )
    assert "Cazaux" in history and "Abstract Games" in history


def test_history_states_what_the_sources_say() -> None:
    """The corrections of issue 15: dates, the chant's own characters, no unsupported claims."""
    text = " ".join(rulebook.all_strings())
    history = " ".join(
        s for page in rulebook.get_topic("history").pages for s in rulebook.page_strings(page)
    )
    # issue 28: the Xijing zaji is traditionally attributed to Ge Hong, and the tablet's
    # published text writes 揭
    assert "traditionally attributed to Ge Hong" in history
    assert "方 廉 揭 道 張 曲 詘 長 高 (as published)" in history
    assert "方 畔 揭 道 張 究 屈 玄 高" in history
    assert "Haihun" in history and "no rule from them" in history
    assert "青 and 白" not in history  # the slips' side names are not claimed any more
    assert "later came to mean chopsticks" not in text
    assert "already meant chopsticks" in text
    assert "六籌" in text and "牽魚" in text and "翻魚" in text
    assert "disagrees with itself" in " ".join(
        rulebook.page_strings(rulebook.get_topic("capturing").pages[0])
    )


def test_diagram_highlight_kinds() -> None:
    for param in DIAGRAMS:
        diagram = param.values[0]
        assert diagram.caption.strip()
        for highlight in diagram.highlights:
            assert highlight.kind in HIGHLIGHT_KINDS, highlight


@pytest.mark.parametrize("diagram", DIAGRAMS)
def test_diagram_perches_exist(diagram: BoardDiagram) -> None:
    board = load_board()
    ids = {perch.id for perch in board.perches}
    assert diagram.perch_ids() <= ids, diagram.perch_ids() - ids
    for token in diagram.position.split()[0].replace("/", ",").split(","):
        if token != "-":
            assert token.lstrip("*") in ids, token


@pytest.mark.parametrize("diagram", DIAGRAMS)
def test_diagram_positions_parse(diagram: BoardDiagram) -> None:
    game_class = _game_class()
    game = game_class.from_text(diagram.position)
    assert game.to_text() == game_class.from_text(game.to_text()).to_text()


def _find_move(game, text: str):
    for move in game.legal_moves():
        if str(move) == text or str(move).lstrip("*") == text.lstrip("*"):
            return move
    return None


@pytest.mark.parametrize("diagram", MOVE_DIAGRAMS)
def test_diagram_moves_are_legal_and_match(diagram: BoardDiagram) -> None:
    game = _game_class().from_text(diagram.position)
    move = _find_move(game, diagram.move)
    assert move is not None, f"{diagram.move} is not legal in {diagram.position}"
    ids = [game.board.perches[i].id for i in move.path]
    assert tuple(ids) == diagram.path
    kinds = {h.perch: h.kind for h in diagram.highlights}
    landing = diagram.path[-1]
    if kinds.get(landing) == "capture":
        assert move.captured is not None
    if kinds.get(landing) == "contested":
        assert move.contested
    if kinds.get(landing) == "blockade":
        assert move.blockade
    if any(kinds.get(p) == "nest" for p in diagram.path):
        assert move.nest is not None and move.points >= 2
    origins = {
        m.origin for m in game.legal_moves() if str(m).lstrip("*") == diagram.move.lstrip("*")
    }
    # Other perches marked as landings are where the same bird could go with the same number.
    number = int(diagram.move.rsplit("/", 1)[1])
    targets = {
        game.board.perches[m.target].id
        for m in game.legal_moves()
        if m.origin in origins and m.number == number
    }
    for perch, kind in kinds.items():
        if kind == "landing":
            assert perch in targets, perch


@pytest.mark.parametrize(
    "diagram", [p for p in DIAGRAMS if any(h.kind == "blocked" for h in p.values[0].highlights)]
)
def test_blocked_perches_cannot_be_reached(diagram: BoardDiagram) -> None:
    game = _game_class().from_text(diagram.position)
    starts = {h.perch for h in diagram.highlights if h.kind == "start"}
    blocked = {h.perch for h in diagram.highlights if h.kind == "blocked"}
    for move in game.legal_moves():
        origin = None if move.origin is None else game.board.perches[move.origin].id
        if origin in starts:
            assert game.board.perches[move.target].id not in blocked, str(move)


def test_sticks_figure() -> None:
    figures = [
        page.figure
        for topic in rulebook.TOPICS
        for page in topic.pages
        if isinstance(page.figure, SticksFigure)
    ]
    assert len(figures) == 1
    figure = figures[0]
    assert figure.group_chance(1) == figure.group_chance(2) == 3 * figure.group_chance(3)
    assert figure.group_chance(3) == figure.group_chance(4) == Fraction(1, 8)
    assert sum(sum(row) for row in figure.pair_table()) == 1
    assert sum(chance for _pair, chance in figure.unordered_pairs()) == 1
    assert figure.doubles_chance() == Fraction(5, 16)
    assert figure.pair_chance(1, 2) == Fraction(9, 64)


def test_position_names_come_from_the_board_only() -> None:
    """The names page reads the glosses and places from data/board.json, their one home."""
    board = load_board()
    assert [n.name for n in board.names.values()] == list("方廉楬道張曲長高詘")
    for name in board.names.values():
        assert name.gloss and name.where and name.pinyin
        assert name.gloss_source in GLOSS_SOURCE_LABELS
    assert not hasattr(rulebook, "POSITION_NAMES")
    assert len(rulebook.POSITION_NAMES_HEADERS) == 5


@pytest.mark.parametrize("diagram", DIAGRAMS)
def test_diagram_helpers_agree_with_the_engine(diagram: BoardDiagram) -> None:
    game = _game_class().from_text(diagram.position)
    birds = {}
    for side in (Side.GREEN, Side.WHITE):
        own = sorted((p, owl) for p, s, owl in picture_pieces(diagram) if s == side)
        birds[side] = ",".join(("*" if owl else "") + p for p, owl in own) or "-"
    fields = game.to_text().split()
    assert f"{birds[Side.GREEN]}/{birds[Side.WHITE]}" == fields[0]
    throw = diagram.throw()
    assert (f"{throw[0]},{throw[1]}" if throw else None) == (fields[3] if len(fields) > 3 else None)
    if diagram.move:
        line = diagram.line()
        assert line[-len(diagram.path) :] == diagram.path
        assert len(line) >= 2
    assert all(kind in rulebook.BASIC_KINDS.values() for _p, kind in diagram.basic_highlights())


@pytest.mark.parametrize("diagram", MOVE_DIAGRAMS)
def test_diagram_after_its_move(diagram: BoardDiagram) -> None:
    """The "after" picture is the engine's position once the move is played."""
    game = _game_class().from_text(diagram.position)
    game.play(diagram.move)
    after = diagram.after()
    assert after.position == " ".join(game.to_text().split()[:3])
    assert after.path == diagram.path and after.caption == diagram.caption
    assert all(h.kind != "start" for h in after.highlights)
