"""Whatever a game record or a lesson file holds, it is read or set aside with a notice,
and the game goes on (issue 35, the guard: "a fuzz test that reads every kind of user
file"; the settings, saves and ticks are test_user_files_fuzz.py's).

Records are made of the lines records have (headers, turns, comments) in any order, with
any text in their comments and odd lines among them (control characters, one word of
thousands of characters, other scripts), as text or as a saved game. A record that opens
is read exactly as written: its turns are the lines given, its readings the options
line's. Lessons are the game's own with fields replaced by anything JSON holds. Both are
opened the way a player opens them (Load game's replay, Learn and the lesson) and every
frame is drawn; the guard in conftest.py fails the test on any internal error.
"""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from liubo.content.lessons import lesson_files, load_lessons, read_lesson_file
from liubo.engine import Game, NotationError
from liubo.engine.record import physical_lines
from liubo.model.history import read_lesson
from liubo.resources import data_path
from liubo.scenes.files import open_replay
from liubo.services.storage import SavedGame
from support import make_app, pump, release_memory


def _record(ruleset: str, seed: int, plies: int, options: dict | None = None) -> str:
    rng = random.Random(seed)
    game = Game.new(ruleset=ruleset, options=options, rng=rng)
    for _ in range(plies):
        if game.is_over:
            break
        if game.needs_throw:
            game.throw(rng.choice([t for t, _p in game.chance_outcomes()]))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game.record()


RECORDS = [
    _record("tlv", 1, 12),
    _record("tlv", 2, 8, {"pond": "sanctuary"}),
    _record("cazaux", 3, 10),
]
#: every line a record has, good ones and near misses
LINES = sorted({line for record in RECORDS for line in record.splitlines()}) + [
    "ruleset tlv",
    "ruleset cazaux",
    "ruleset nope",
    "options pond=sanctuary",
    "options pond=lake",
    "first G",
    "first W",
    "first Q",
    "start -/- 0-0 G",
    "result G 6-0",
    "",
]
ODD = [
    "\x00",
    "\x1b[31m",
    "\x0c",
    "\u2028",
    "\x85",
    "\t",
    "\r",
    "六博",
    "\u202e",
    "\ufeff",
    "\u200b",
]
comment_text = st.text(max_size=30) | st.sampled_from(ODD) | st.integers(0, 30_000).map("x".__mul__)
lines = st.one_of(
    st.sampled_from(LINES),
    comment_text.map(lambda text: "# " + text),
    st.tuples(st.sampled_from(LINES), st.sampled_from(ODD)).map("".join),
    st.text(max_size=20),
)
record_texts = st.one_of(
    st.sampled_from(RECORDS),
    st.lists(lines, max_size=12).map("\n".join),
    st.tuples(st.sampled_from(RECORDS), st.lists(lines, max_size=4), st.integers(0, 12)).map(
        lambda t: "\n".join(t[0].splitlines()[: t[2]] + t[1] + t[0].splitlines()[t[2] :])
    ),
)


def _bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


record_files = st.one_of(
    record_texts.map(lambda text: ("fuzz.txt", _bytes(text))),
    record_texts.map(lambda text: ("fuzz.liubo.json", _bytes(SavedGame(text, {}, {}).to_json()))),
    st.binary(max_size=300).map(lambda data: ("fuzz.txt", data)),
)


def turn_lines(text: str) -> list[str]:
    """The turns a record gives, word by word (as the engine reads them)."""
    return [
        " ".join(line.split())
        for line in physical_lines(text)
        if line.strip()[:1].isascii() and line.strip()[:1].isdigit()
    ]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=record_texts)
def test_a_record_is_read_exactly_as_written_or_refused(text):
    """The engine and the lesson reader, without a window: a record replays its own
    turns and readings, or raises the engine's error (never anything else)."""
    try:
        lesson = read_lesson(text)
    except (NotationError, ValueError) as exc:
        assert "record line" in str(exc) or "record" in str(exc), exc
        return
    game = lesson.game
    assert [" ".join(turn.text().split()) for turn in game.turns] == turn_lines(text)
    for line in physical_lines(text):
        if line.strip().startswith("options "):
            for word in line.split()[1:]:
                name, _, value = word.partition("=")
                assert game.rules.options[name] == value
    for caption in (*lesson.captions.title, *lesson.captions.closing):
        assert "\x00" not in caption and "\x1b" not in caption
    assert Game.from_record(game.record()).record() == game.record()


@pytest.fixture(scope="module")
def fuzz_app(tmp_path_factory):  # noqa: ANN001, ANN201
    app = make_app((1024, 600), "en", tmp_path_factory.mktemp("fuzz"))
    app.start("title")
    yield app
    app.close()
    release_memory()


@pytest.mark.slow
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
@given(file=record_files)
def test_a_record_opens_as_a_replay_or_says_why_and_the_game_goes_on(fuzz_app, file):
    name, data = file
    ctx, stack = fuzz_app.ctx, fuzz_app.stack
    folder = ctx.paths.saves_dir
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    path = folder / name
    path.write_bytes(data)
    stack.clear_to(stack.screens.title(ctx))
    ctx.notice = None
    if open_replay(ctx, stack, path):
        assert stack.top.name == "game" and stack.top.session.captions is not None
    else:
        assert stack.top.name == "title"
        assert ctx.notice and name in ctx.notice and "\n" not in ctx.notice
    pump(fuzz_app, frames=3)
    fuzz_app.draw()
    assert path.read_bytes() == data  # read, never changed


LESSON = json.loads(data_path("lessons", lesson_files()[0]).read_text("utf-8"))
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False)
    | comment_text,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)
step_keys = st.sampled_from(["position", "throw", "text", "goal", "hints", "done", "moves"])
lesson_docs = st.one_of(
    st.dictionaries(
        st.sampled_from(["id", "order", "title", "complete", "ruleset", "steps", "extra"]),
        json_values,
        max_size=3,
    ).map(lambda change: {**LESSON, **change}),
    st.tuples(step_keys, json_values).map(
        lambda pair: {**LESSON, "steps": [{**LESSON["steps"][0], pair[0]: pair[1]}]}
    ),
)
lesson_files_ = st.one_of(
    lesson_docs.map(lambda doc: _bytes(json.dumps({**doc, "id": "fuzz"}, ensure_ascii=False))),
    st.binary(max_size=200),
)


@pytest.mark.slow
@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
@given(data=lesson_files_)
def test_a_lesson_file_is_offered_or_left_out_with_a_note_and_learn_goes_on(fuzz_app, data):
    ctx, stack = fuzz_app.ctx, fuzz_app.stack
    folder = ctx.paths.data_dir / "lessons"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    (folder / "fuzz.json").write_bytes(data)
    lessons, problems = load_lessons(folder)
    shipped = len(lesson_files())
    mine = [lesson for lesson in lessons if lesson.id == "fuzz"]
    assert len(lessons) - len(mine) == shipped and len(mine) + len(problems) == 1
    if problems:
        assert "fuzz.json" in str(problems[0])
    stack.clear_to(stack.screens.title(ctx))
    stack.push(stack.screens.learn(ctx))
    pump(fuzz_app, frames=2)
    fuzz_app.draw()
    if mine:
        lesson = read_lesson_file(Path(folder / "fuzz.json"))
        learn = stack.top
        learn.open_lesson(lesson)
        pump(fuzz_app, frames=3)
        fuzz_app.draw()
