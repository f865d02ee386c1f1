"""The soak's hostile files (``liubo.tools.soak_files``), met headless the way the soak's
cycles meet them in a real window: each record opened as a replay, each save picked in
Load game, Learn opened on the bad lessons. Each is read or refused with a notice, every
frame draws, and no internal error is caught (the guard in conftest.py fails the test on
one)."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from liubo.scenes.files import FilesScene, open_replay
from liubo.tools.soak_files import hostile_files
from support import make_app, pump, release_memory


@pytest.fixture(scope="module")
def hostile(tmp_path_factory):  # noqa: ANN001, ANN201
    """An app whose folder, itself named oddly, holds the hostile files."""
    root = tmp_path_factory.mktemp("soak")
    home = Path(os.fsdecode(os.fsencode(root) + b"/home 0 caf\xe9"))
    home.mkdir()
    replays = hostile_files(home, random.Random(7))
    app = make_app((1280, 720), "en", home)
    app.start("title")
    yield app, replays
    app.close()
    release_memory()


def test_every_hostile_record_opens_as_a_replay_or_says_why(hostile):  # noqa: ANN001
    app, replays = hostile
    ctx, stack = app.ctx, app.stack
    assert len(replays) >= 12
    opened = []
    for path in replays:
        stack.clear_to(stack.screens.title(ctx))
        ctx.notice = None
        if open_replay(ctx, stack, path):
            opened.append(path.name)
        else:
            assert ctx.notice and "\n" not in ctx.notice, path.name
        pump(app, frames=2)
        app.draw()
    assert {"nul.txt", "long-word.txt", "huge-word.txt", "played.txt"} <= set(opened)
    refused = {p.name for p in replays} - set(opened)
    assert {"options-first.txt", "two-first.txt", "escape.txt", "empty.txt"} <= refused


def test_every_listed_hostile_save_opens_or_says_why(hostile):  # noqa: ANN001
    app, _ = hostile
    ctx, stack = app.ctx, app.stack
    stack.clear_to(stack.screens.title(ctx))
    listed = FilesScene(ctx, "load")
    stack.push(listed)
    pump(app)
    names = [path.name for path in listed.files]
    assert "fifo.liubo.json" not in names and "folder.liubo.json" not in names
    for k in range(len(names)):
        stack.clear_to(stack.screens.title(ctx))
        dialog = FilesScene(ctx, "load")
        stack.push(dialog)
        dialog.page = k // 8
        dialog.build()
        path = dialog.files[k]
        ctx.notice = None
        dialog.pick(path)
        dialog.pick(path)
        pump(app, frames=2)
        app.draw()
        if stack.top is dialog or stack.top.name == "title":  # not opened: it says why
            assert ctx.notice and "\n" not in ctx.notice, path.name


def test_learn_lists_the_bad_lessons_as_left_out(hostile):  # noqa: ANN001
    app, _ = hostile
    ctx, stack = app.ctx, app.stack
    stack.clear_to(stack.screens.title(ctx))
    stack.push(stack.screens.learn(ctx))
    pump(app, frames=2)
    learn = stack.top
    assert not any(
        lesson.id.startswith("soak-") and lesson.id != "soak-cafe" for lesson in learn.lessons
    )
    assert len(learn.problems) >= 6  # NUL, long, escape, deep, not JSON, the FIFO...
    app.draw()
