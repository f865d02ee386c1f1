"""Whatever the settings, the autosave, its backup, a saved game and the lesson ticks hold,
the game starts, each file is read or set aside with a notice (never lost), and the game
goes on (issue 35 item 3). The records and lesson files have their own fuzz tests."""

from __future__ import annotations

import dataclasses
import json
import random
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from liubo.engine import Game
from liubo.scenes.files import FilesScene
from liubo.services.settings import PRESENTER_SCALES, Settings
from support import make_app, pump

FIELDS = [item.name for item in dataclasses.fields(Settings)]
DEFAULTS = Settings()


def _record(ruleset: str, seed: int, plies: int) -> str:
    rng = random.Random(seed)
    game = Game.new(ruleset=ruleset, rng=rng)
    for _ in range(plies):
        if game.is_over:
            break
        if game.needs_throw:
            game.throw(rng.choice([t for t, _p in game.chance_outcomes()]))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game.record()


RECORDS = [_record("tlv", 1, 9), _record("cazaux", 2, 9), _record("tlv", 3, 1)]

_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.sampled_from([10**400, -(10**400), 2**63, 125, 0, 1])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
)
json_values = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
#: values of the right kind too, so that good and bad fields meet in one file
_plausible = st.sampled_from(
    ["tlv", "cazaux", "en", "zh_CN", "fast", "hanzi", "hand", "pond=sanctuary", True, 0.5]
    + list(PRESENTER_SCALES)
    + [[800, 600], [1e308, 3], ["1280", 720]]
)


def _dump(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")


settings_docs = st.dictionaries(st.sampled_from(FIELDS), json_values | _plausible, max_size=6).map(
    lambda d: {"format": "liubo-settings", "version": 1, **d}
)
save_docs = st.fixed_dictionaries(
    {"format": st.just("liubo-save"), "version": st.just(1) | json_values},
    optional={
        "record": st.sampled_from(RECORDS) | json_values,
        "players": st.fixed_dictionaries({}, optional={"green": json_values, "white": json_values})
        | st.just({"green": "human", "white": "expert"})
        | json_values,
        "game_settings": st.fixed_dictionaries(
            {}, optional={"mode": st.sampled_from(["two", "computer", "watch"]) | json_values}
        )
        | json_values,
        "saved_at": json_values,
    },
)
progress_docs = st.fixed_dictionaries({}, optional={"done": json_values})


def file_bytes(docs: st.SearchStrategy[Any]) -> st.SearchStrategy[bytes | None]:
    """No file, any bytes, or a document (whole, or cut short)."""
    whole = docs.map(_dump)
    return st.one_of(
        st.none(),
        st.binary(max_size=200),
        whole,
        whole,
        st.tuples(whole, st.integers(0, 400)).map(lambda pair: pair[0][: pair[1]]),
    )


def test_the_settings_fields_of_the_issue_take_their_defaults():
    """The values issue 35 found: ``"ruleset": ["tlv"]`` raised TypeError, ``"presenter":
    125.0`` was kept as a float."""
    for name, value in [
        ("ruleset", ["tlv"]),
        ("ruleset", {"tlv": 1}),
        ("presenter", 125.0),
        ("presenter", True),
        ("names_mode", ["off"]),
        ("throws", None),
        ("language", 7),
        ("window_size", [1280.0, 720]),
        ("volume", 10**400),
    ]:
        settings_, problems = Settings.from_dict({name: value})
        assert problems == [name] and getattr(settings_, name) == getattr(DEFAULTS, name)


@settings(max_examples=400, deadline=None)
@given(doc=st.dictionaries(st.sampled_from(FIELDS), json_values | _plausible, min_size=1))
def test_every_settings_field_takes_any_json_value(doc):
    """Every field: a value of the wrong type or range is that field's default and is
    named among the problems; a good one is kept, of the field's own type."""
    settings_, problems = Settings.from_dict(doc)
    for name in FIELDS:
        value, default = getattr(settings_, name), getattr(DEFAULTS, name)
        assert type(value) is type(default), (name, value)
        if name in problems:
            assert value == default
    assert set(problems) <= set(doc)


@pytest.mark.slow
@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    settings_file=file_bytes(settings_docs),
    autosave=file_bytes(save_docs),
    backup=file_bytes(save_docs),
    left=file_bytes(save_docs),
    saved=file_bytes(save_docs),
    progress=file_bytes(progress_docs),
)
def test_the_game_starts_and_goes_on_whatever_the_files_hold(
    settings_file, autosave, backup, left, saved, progress
):
    """The app started headless on a folder holding these files (``autosave-2.json``: a
    game left by a second copy of the game, kept as a saved game at the next start): the
    title, Continue, Load game on the saved file, and Learn. No exception; every file's
    bytes are still in the folder (read, or set aside under another name); a file set
    aside says so."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        files = {
            root / "settings.json": settings_file,
            root / "autosave.json": autosave,
            root / "autosave.json.bak": backup,
            root / "autosave-2.json": left,
            root / "saves" / "fuzz.liubo.json": saved,
            root / "lessons.json": progress,
        }
        for path, content in files.items():
            if content is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(content)
        app = make_app((1024, 600), "en", root)

        def still_there(*names: str) -> None:
            kept = [p.read_bytes() for p in root.rglob("*") if p.is_file()]
            for path, content in files.items():
                if path.name in names:
                    assert content is None or content in kept, f"{path.name} was lost"

        try:
            ctx, stack = app.ctx, app.stack
            assert isinstance(ctx.settings, Settings)
            if not (root / "settings.json").exists() and settings_file is not None:
                assert ctx.notice and "settings" in ctx.notice.lower()
            app.start("title")
            pump(app, frames=2)
            still_there("settings.json")
            title = stack.top
            if title.has_autosave:
                title.continue_game()
                pump(app, frames=3)
                if stack.top is title:  # not opened: the title says why
                    assert ctx.notice and "\n" not in ctx.notice
            if stack.top is title:
                still_there("autosave.json", "autosave.json.bak", "autosave-2.json")
            else:
                # The game went on: its next autosave makes the one read the backup, and
                # the backup before it (an older state of the same slot) gives way.
                still_there("autosave.json", "autosave-2.json")
            stack.clear_to(stack.screens.title(ctx))
            dialog = FilesScene(ctx, "load")
            stack.push(dialog)
            pump(app, frames=2)
            if dialog.files:
                dialog.pick(dialog.files[0])
                dialog.confirm()
                pump(app, frames=3)
                if stack.top is dialog:
                    assert ctx.notice and "\n" not in ctx.notice
            still_there("fuzz.liubo.json")
            stack.clear_to(stack.screens.title(ctx))
            stack.push(stack.screens.learn(ctx))
            pump(app, frames=2)
            still_there("lessons.json")
            ctx.update_settings(volume=0.5)  # the settings can be saved again
            assert ctx.settings_store is not None and ctx.settings_store.save(ctx.settings) is None
        finally:
            app.close()


def test_learn_says_when_the_ticks_could_not_be_read(new_app):
    app = new_app()
    (app.ctx.paths.data_dir / "lessons.json").write_text('{"done": "enter"}', encoding="utf-8")
    app.start("learn")
    pump(app)
    learn = app.stack.top
    assert any("finished lessons could not be read" in line for line in learn.problem_lines)
