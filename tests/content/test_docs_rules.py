"""docs/rules.md against the engine: its examples, odds, perch table and edges (issue 17).

The conventions checked here are described in docs/rules.md section 8.4: fenced blocks
tagged ``liubo-position``, ``liubo-move``, ``liubo-illegal``, ``liubo-record`` and
``liubo-edges``, and markdown tables after ``<!-- table: NAME -->`` markers. The blocks
after an ``<!-- options: name=value ... -->`` line are played under those rule readings,
up to the next such line (``<!-- options: -->`` goes back to the defaults) or the next
ruleset.
"""

from __future__ import annotations

import re
from fractions import Fraction
from itertools import pairwise
from pathlib import Path

import pytest

from liubo.engine import Game, IllegalMoveError, Side, load_board, load_ruleset
from liubo.engine.ruleset import parse_options_text
from liubo.engine.rulesets.cazaux.notation import MOVE_RE as CAZAUX_MOVE_RE
from liubo.engine.rulesets.tlv.notation import MOVE_RE

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
FENCE_RE = re.compile(r"^```(liubo-[a-z]+)[ \t]*\n(.*?)^```[ \t]*$", re.M | re.S)
RULESET_RE = re.compile(r"^<!-- ruleset: ([a-z]+) -->$", re.M)
OPTIONS_RE = re.compile(r"^<!-- options:((?: [a-z-]+=[a-z-]+)*) ?-->$", re.M)
ARROW = " => "
MOVE_RES = {"tlv": MOVE_RE, "cazaux": CAZAUX_MOVE_RE}


def text() -> str:
    return RULES.read_text(encoding="utf-8")


def blocks(ruleset: str | None = "tlv") -> list[tuple[str, list[str], int, str]]:
    """(tag, non-empty lines, line number, options) of every liubo-* fenced block, in order.

    A block belongs to the ruleset of the last ``<!-- ruleset: ID -->`` line above it (tlv
    before any); ``ruleset`` None gives the blocks of every ruleset. ``options`` are the
    rule readings of the last ``<!-- options: ... -->`` line above it, if no ruleset line
    came after that ("" for the defaults).
    """
    source = text()
    marks = [(m.start(), m.group(1)) for m in RULESET_RE.finditer(source)]
    settings = sorted(
        [(start, None) for start, _ in marks]
        + [(m.start(), m.group(1).strip()) for m in OPTIONS_RE.finditer(source)]
    )
    out = []
    for m in FENCE_RE.finditer(source):
        owner = ([rs for start, rs in marks if start < m.start()] or ["tlv"])[-1]
        if ruleset is not None and owner != ruleset:
            continue
        options = ([o for start, o in settings if start < m.start()] or [None])[-1] or ""
        lines = [ln.strip() for ln in m.group(2).splitlines() if ln.strip()]
        out.append((m.group(1), lines, source.count("\n", 0, m.start()) + 1, options))
    return out


def table(name: str) -> list[list[str]]:
    """The body rows (cells stripped) of the markdown table after ``<!-- table: name -->``."""
    lines = text().splitlines()
    marker = f"<!-- table: {name} -->"
    assert marker in lines, f"docs/rules.md has no {marker}"
    rows = []
    for line in lines[lines.index(marker) + 1 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    assert len(rows) > 2, f"no table after {marker}"
    return rows[2:]  # skip the header and the |---| line


def frac(cell: str) -> Fraction:
    return Fraction(cell)


# -- example blocks ------------------------------------------------------------------------


def example_cases() -> list[tuple[str, str, str | None, str, str]]:
    """(tag, line, position it applies to, ruleset, options) for every example line."""
    cases = []
    for ruleset in ("tlv", "cazaux"):
        position = None
        for tag, lines, _lineno, options in blocks(ruleset):
            for line in lines:
                cases.append((tag, line, position, ruleset, options))
            if tag == "liubo-position":
                position = lines[-1]
    return cases


def from_text(position: str, ruleset: str, options: str) -> Game:
    return Game.from_text(position, ruleset=ruleset, options=parse_options_text(options))


@pytest.mark.parametrize("ruleset", ["tlv", "cazaux"])
def test_each_ruleset_has_examples_of_every_kind(ruleset):
    tags = [tag for tag, _, _, _ in blocks(ruleset)]
    for tag in ("liubo-position", "liubo-move", "liubo-illegal", "liubo-record", "liubo-edges"):
        assert tag in tags, tag


def test_the_document_has_examples_of_every_kind():
    tags = [tag for tag, _, _, _ in blocks(None)]
    for tag in ("liubo-position", "liubo-move", "liubo-illegal", "liubo-record", "liubo-edges"):
        assert tag in tags, tag
    assert set(tags) <= {
        "liubo-position",
        "liubo-move",
        "liubo-illegal",
        "liubo-record",
        "liubo-edges",
    }, "an unknown liubo-* block would not be checked"


@pytest.mark.parametrize(
    "line, ruleset, options",
    [(c[1], c[3], c[4]) for c in example_cases() if c[0] == "liubo-position"],
)
def test_example_positions_read_and_write_back_unchanged(line, ruleset, options):
    assert from_text(line, ruleset, options).to_text() == line


@pytest.mark.parametrize(
    "line, position, ruleset, options",
    [(c[1], c[2], c[3], c[4]) for c in example_cases() if c[0] == "liubo-move"],
)
def test_example_moves_are_legal_and_lead_where_the_text_says(line, position, ruleset, options):
    assert position is not None, f"{line}: no liubo-position block before it"
    move, _, after = line.partition(ARROW)
    move = move.strip()
    assert MOVE_RES[ruleset].match(move), move
    game = from_text(position, ruleset, options)
    played = game.play(move)
    assert str(played) == move, "examples use the form the engine writes"
    if after:
        assert game.to_text() == after.strip()


@pytest.mark.parametrize(
    "line, position, ruleset, options",
    [(c[1], c[2], c[3], c[4]) for c in example_cases() if c[0] == "liubo-illegal"],
)
def test_example_illegal_moves_are_illegal(line, position, ruleset, options):
    assert position is not None, f"{line}: no liubo-position block before it"
    assert MOVE_RES[ruleset].match(line), f"{line} is not even a move"
    game = from_text(position, ruleset, options)
    with pytest.raises(IllegalMoveError):
        game.play(line)


def record_blocks() -> list[str]:
    return ["\n".join(lines) + "\n" for tag, lines, _, _ in blocks(None) if tag == "liubo-record"]


@pytest.mark.parametrize("record", record_blocks())
def test_example_records_replay_and_are_written_the_same(record):
    game = Game.from_record(record)
    meaningful = [ln for ln in record.splitlines() if ln and not ln.startswith("#")]
    assert game.record().splitlines() == meaningful


# -- odds ----------------------------------------------------------------------------------


def engine_odds() -> dict[tuple[int, int], Fraction]:
    outcomes = Game.new().chance_outcomes()
    assert len(outcomes) == 16
    return {(t.light, t.dark): p for t, p in outcomes}


def test_throw_table_is_the_engines_chance_outcomes():
    rows = table("throw-odds")
    stated = {}
    for row in rows:
        light = int(row[0])
        for dark, cell in enumerate(row[1:], start=1):
            stated[(light, dark)] = frac(cell)
    assert stated == engine_odds()
    assert sum(stated.values()) == 1


def test_group_table_gives_the_engines_throw_odds():
    group = {int(row[0]): frac(row[-1]) for row in table("group-odds")}
    assert sum(group.values()) == 1
    assert {(a, b): group[a] * group[b] for a in group for b in group} == engine_odds()


EVENTS = {
    "a double (both groups show the same value)": lambda a, b: a == b,
    "at least one group shows 3 or 4": lambda a, b: a >= 3 or b >= 3,
    "both groups show 1 or 2": lambda a, b: a <= 2 and b <= 2,
    "the throw is exactly 4,4": lambda a, b: (a, b) == (4, 4),
}


def test_stated_throw_facts_match_the_engine():
    odds = engine_odds()
    rows = table("throw-facts")
    assert {row[0] for row in rows} == set(EVENTS)
    for event, chance in rows:
        expected = sum(p for (a, b), p in odds.items() if EVENTS[event](a, b))
        assert frac(chance) == expected, event


# -- the board -----------------------------------------------------------------------------


def test_perch_table_matches_the_board_data():
    board = load_board()
    rows = table("perches")
    assert [row[0] for row in rows] == [p.id for p in board.perches]
    for (pid, name, pinyin, gloss, owner, role), perch in zip(rows, board.perches, strict=True):
        names = board.names[perch.name]
        assert name == perch.name, pid
        assert pinyin == names.pinyin, pid
        mark = "†" if names.gloss_source == "project" else ""
        assert gloss == names.gloss + mark, pid
        assert owner == ("—" if perch.owner is None else perch.owner.name.title()), pid
        expected = "—"
        if perch.index == board.pond:
            expected = "pond"
        for side in Side:
            if perch.index in board.entry[side]:
                expected = f"entry ({side.name.title()})"
            if perch.index in board.scoring_nests[side]:
                expected = f"nest ({side.name.title()} scores)"
        assert role == expected, pid
    assert sum(1 for row in rows if row[5].startswith("nest")) == len(board.nests)


@pytest.mark.parametrize("ruleset, count", [("tlv", 40), ("cazaux", 32)])
def test_edge_chains_are_the_edges_of_the_board(ruleset, count):
    board = load_ruleset(ruleset).board
    stated = []
    for tag, lines, _, _ in blocks(ruleset):
        if tag != "liubo-edges":
            continue
        for line in lines:
            kind, _, chain = line.partition(":")
            ids = [part.strip() for part in chain.split(" - ")]
            stated += [(frozenset(pair), kind.strip()) for pair in pairwise(ids)]
    ids = [p.id for p in board.perches]
    actual = [(frozenset((ids[e.a], ids[e.b])), e.kind) for e in board.edges]
    assert len(stated) == len(set(stated)) == count
    assert set(stated) == set(actual)


def test_cazaux_group_table_gives_the_engines_throw_odds():
    group = {int(row[0]): frac(row[-1]) for row in table("cazaux-group-odds")}
    odds = {(t.light, t.dark): p for t, p in Game.new(ruleset="cazaux").chance_outcomes()}
    assert {(a, b): group[a] * group[b] for a in group for b in group} == odds


def test_the_readings_are_marked():
    before, _, after = text().partition("<!-- ruleset: cazaux -->")
    assert before.count("(our reading)") >= 9
    assert after.count("(our reading)") >= 10


# -- nothing points outside the repository --------------------------------------------------

OUTSIDE = ("../shared", "shared folder", "RULES.md")


def repository_files() -> list[Path]:
    files = [ROOT / "README.md"]
    for folder in ("docs", "src", "tests", "data"):
        files += [p for p in (ROOT / folder).rglob("*") if p.is_file()]
    this = Path(__file__).resolve()
    return [
        p
        for p in files
        if p.resolve() != this
        and p.suffix != ".pyc"
        and not any(part == "__pycache__" or part.endswith(".egg-info") for part in p.parts)
    ]


def test_no_file_points_to_the_shared_folder():
    offenders = []
    for path in repository_files():
        data = path.read_bytes()
        for needle in OUTSIDE:
            if needle.encode() in data:
                offenders.append(f"{path.relative_to(ROOT)}: {needle}")
    assert not offenders


def test_links_inside_the_document_lead_to_its_headings():
    source = text()
    prose = FENCE_RE.sub("", source)  # a '#' line in a record block is not a heading
    slugs = set()
    for heading in re.findall(r"^#{1,6} (.+)$", prose, re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        slugs.add(slug)
    targets = re.findall(r"\]\(#([^)]+)\)", source)
    assert targets
    assert sorted(set(targets) - slugs) == []
    for image in re.findall(r"!\[[^\]]*\]\(([^)#]+)\)", source):
        assert (RULES.parent / image).is_file(), image


def test_the_board_picture_is_the_one_the_renderer_draws():
    """docs/images/board_ids.png comes from ``make docs-images`` (the renderer still draws it).

    Only the size is compared: art changes elsewhere should not fail this test, but whoever
    changes the board's look should run ``make docs-images`` and commit the picture.
    """
    import pygame

    from liubo.render.preview import board_ids_image

    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))
    drawn = board_ids_image()
    committed = pygame.image.load(str(RULES.parent / "images" / "board_ids.png"))
    assert committed.get_size() == drawn.get_size()
