"""Saving a game to a named file and loading it back; bad files give a notice."""

from __future__ import annotations

import pytest

from liubo.engine import Game, Side
from liubo.input import Cmd, Command
from liubo.scenes.files import FilesScene, open_saved_game
from liubo.scenes.game import GameScene
from liubo.scenes.saves_list import clean_name, file_for, list_saves, shown_label
from liubo.scenes.settings import SettingsScene
from liubo.services.storage import SavedGame, load_game_file
from support import draw


@pytest.fixture()
def app(new_app):  # noqa: ANN001, ANN201
    made = new_app()
    game = Game.new()
    game.throw(2, 1)
    game.play(str(game.legal_moves()[0]))
    made.stack.push(GameScene(made.ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}))
    return made


def test_names_are_cleaned(tmp_path):  # noqa: ANN001
    assert clean_name("  ../my:game?  ") == "mygame"
    assert clean_name("...") == ""
    assert file_for(tmp_path, "duel") == tmp_path / "duel.liubo.json"
    assert file_for(tmp_path, "old.json") == tmp_path / "old.json"
    assert file_for(tmp_path, "  ") is None


def test_save_and_load_round_trip(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    settings = SettingsScene(ctx)
    stack.push(settings)
    save_button = next(b for b in settings.buttons.order if b.text.startswith("Save game"))
    assert save_button.is_enabled
    settings.open_save()
    dialog = stack.top
    assert isinstance(dialog, FilesScene) and dialog.mode == "save"
    dialog.entry.set_text("My game")
    draw(ctx, stack)
    dialog.confirm()
    path = ctx.paths.saves_dir / "My game.liubo.json"
    assert path.is_file() and stack.top is settings
    loaded, notice = load_game_file(path)
    assert notice is None and loaded.record == stack.scenes[0].session.game.record()
    # load it: the game screen opens it
    settings.open_load()
    dialog = stack.top
    assert [p.name for p in dialog.files] == ["My game.liubo.json"]
    dialog.pick(dialog.files[0])
    assert dialog.entry.get_text() == "My game"
    dialog.pick(dialog.files[0])  # a second click opens it
    assert isinstance(stack.top, GameScene) and stack.top.session.game.record() == loaded.record
    assert sum(isinstance(sc, GameScene) for sc in stack.scenes) == 1  # the old game is gone


def test_bad_file_gives_a_notice(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    ctx.paths.saves_dir.mkdir(parents=True, exist_ok=True)
    (ctx.paths.saves_dir / "broken.liubo.json").write_text("{not json", encoding="utf-8")
    (ctx.paths.saves_dir / "cheat.json").write_text(
        '{"format": "liubo-save", "version": 1, "record": "nonsense"}', encoding="utf-8"
    )
    dialog = FilesScene(ctx, "load")
    stack.push(dialog)
    assert len(list_saves(ctx.paths.saves_dir)) == 2
    for name in ("broken", "cheat", "missing"):
        ctx.notice = None
        dialog.entry.set_text(name)
        dialog.confirm()
        assert ctx.notice and "\n" not in ctx.notice
        assert stack.top is dialog
    draw(ctx, stack)
    dialog.entry.set_text("")
    dialog.confirm()
    assert ctx.notice == "Type a name for the file first."
    stack.handle(Command(Cmd.CANCEL))
    assert isinstance(stack.top, GameScene)


def test_a_record_that_does_not_replay_gives_a_notice(app):  # noqa: ANN001
    ctx = app.ctx
    bad = SavedGame("ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_N/2\n", {}, {})
    before = app.stack.top
    open_saved_game(ctx, bad, app.stack)
    assert ctx.notice == "The saved game could not be started."
    assert app.stack.top is before


def test_save_over_existing_file_asks_first(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    dialog = FilesScene(ctx, "save")
    stack.push(dialog)
    dialog.entry.set_text("twice")
    dialog.confirm()
    assert (ctx.paths.saves_dir / "twice.liubo.json").is_file()
    dialog = FilesScene(ctx, "save")
    stack.push(dialog)
    dialog.entry.set_text("twice")
    dialog.confirm()
    from liubo.scenes.confirm import ConfirmScene

    assert isinstance(stack.top, ConfirmScene)
    stack.top.yes()
    assert isinstance(stack.top, GameScene)


def test_nothing_to_save_from_the_title(new_app):  # noqa: ANN001
    from liubo.scenes.title import TitleScene

    made = new_app()
    made.stack.push(TitleScene(made.ctx))
    settings = SettingsScene(made.ctx)
    made.stack.push(settings)
    save_button = next(b for b in settings.buttons.order if b.text.startswith("Save game"))
    assert not save_button.is_enabled


def test_the_typed_name_never_replaces_the_scene_s_name(app):  # noqa: ANN001
    """A name typed and confirmed (here one with no file) leaves the dialog called "files",
    so the stack still finds it by name (the typed text was kept in ``name`` itself)."""
    dialog = FilesScene(app.ctx, "load")
    app.stack.push(dialog)
    dialog.entry.set_text("no such game")
    dialog.confirm()
    assert dialog.name == "files" and app.stack.find("files") is dialog
    dialog.turn(0)  # rebuilt: the entry keeps what was typed
    assert dialog.entry.get_text() == "no such game"


def test_a_record_with_a_nul_in_its_comments_replays_from_load_game(app):  # noqa: ANN001
    """Issue 35 item 4: a NUL in a record's title or caption is dropped where the record is
    read; Load game opens the replay and every frame draws ("A null character was found
    in the text" before)."""
    from support import pump

    ctx, stack = app.ctx, app.stack
    ctx.paths.saves_dir.mkdir(parents=True, exist_ok=True)
    (ctx.paths.saves_dir / "lesson.txt").write_bytes(
        b"# The title\x00 with a NUL\nruleset tlv\nfirst G\n"
        b"1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n# The\x00 end\x1b[31m\n"
    )
    stack.push(FilesScene(ctx, "load"))
    dialog = stack.top
    dialog.pick(dialog.files[0])
    dialog.pick(dialog.files[0])
    replay = stack.top
    assert isinstance(replay, GameScene) and replay.session.captions.title == (
        "The title with a NUL",
    )
    assert replay.session.captions.closing == ("The end[31m",)
    pump(app, frames=3)
    assert draw(ctx, stack).get_size() == (1280, 720)


ODD_NAMES = [
    b"Ana .liubo.json",  # a space before the extension: cleaned away when typed
    b"final..liubo.json",  # a dot before it
    b"a-name-much-longer-than-the-sixty-characters-a-typed-name-may-have-kept.liubo.json",
    b"tab\there.liubo.json",
    b"new\nline.liubo.json",
    b"esc\x1b[1m.liubo.json",
    b"caf\xe9.liubo.json",  # not UTF-8
    b".liubo.json",  # nothing but the extension
]


def test_every_listed_save_opens_by_the_name_it_is_shown_by(app):  # noqa: ANN001
    """Issue 35 items 12 and 5: a save whose name the dialog would clean when typed (a space
    or a dot before the extension, over 60 characters, a tab, a newline or an ESC, bytes
    that are not UTF-8) is listed, drawn, and opens when picked; before, picking gave
    "There is no saved game called ..." or an internal error on every frame."""
    import os

    from support import pump

    ctx, stack = app.ctx, app.stack
    game = Game.new()
    game.throw(3, 2)
    game.play(str(game.legal_moves()[0]))
    text = SavedGame(game.record(), {"green": "human", "white": "human"}, {}).to_json()
    folder = os.fsencode(ctx.paths.saves_dir)
    os.makedirs(folder, exist_ok=True)
    for name in ODD_NAMES:
        with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
            handle.write(text)
    listed = FilesScene(ctx, "load")
    stack.push(listed)
    pump(app)
    assert sorted(os.fsencode(p.name) for p in listed.files) == sorted(ODD_NAMES)
    labels = [shown_label(path) for path in listed.files]
    assert len(set(labels)) == len(labels) and all("\n" not in label for label in labels)
    stack.pop()
    for k in range(len(ODD_NAMES)):
        ctx.notice = None
        dialog = FilesScene(ctx, "load")
        stack.push(dialog)
        dialog.page = k // 8
        dialog.build()
        pump(app)
        path = dialog.files[k]
        dialog.pick(path)
        pump(app)
        dialog.pick(path)
        pump(app)
        assert ctx.notice is None, (path.name, ctx.notice)
        assert isinstance(stack.top, GameScene) and stack.top.session.game.record() == game.record()


def test_a_listed_save_that_cannot_be_opened_says_why(app):  # noqa: ANN001
    """What is listed but cannot be opened names the file and the reason, as it is shown."""
    import os

    ctx, stack = app.ctx, app.stack
    folder = os.fsencode(ctx.paths.saves_dir)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, b"bro\xe9ken\t.liubo.json"), "wb") as handle:
        handle.write(b'{"format": "liubo-save", "version": 1, "record": "nonsense"}')
    dialog = FilesScene(ctx, "load")
    stack.push(dialog)
    dialog.pick(dialog.files[0])
    dialog.pick(dialog.files[0])
    assert ctx.notice == "bro\ufffdken\ufffd.liubo.json is not a Liubo saved game or is damaged."
    assert stack.top is dialog
    draw(ctx, stack)
