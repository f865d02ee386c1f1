"""Saving a game to a named file and loading it back; bad files give a notice."""

from __future__ import annotations

import pytest

from liubo.engine import Game
from liubo.input import Cmd, Command
from liubo.scenes import files as files_mod
from liubo.scenes.base import Scene
from liubo.scenes.files import FilesScene, clean_name, file_for, list_saves, open_saved_game
from liubo.scenes.settings import SettingsScene
from liubo.storage import SavedGame, load_game_file
from test_scenes_rules import draw, make_app


class FakeGame(Scene):
    """Stands in for the game screen: offers its game as a SavedGame."""

    def __init__(self, ctx, game: Game) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.game = game

    def saved_game(self) -> SavedGame:
        return SavedGame(self.game.record(), {"G": "human", "W": "normal"}, {"show_lines": True})


@pytest.fixture()
def app(tmp_path):  # noqa: ANN001, ANN201
    made = make_app((1280, 720), "en", tmp_path)
    game = Game.new()
    game.throw(2, 1)
    game.play(str(game.legal_moves()[0]))
    made.stack.push(FakeGame(made.ctx, game))
    return made


def test_names_are_cleaned(tmp_path):  # noqa: ANN001
    assert clean_name("  ../my:game?  ") == "mygame"
    assert clean_name("...") == ""
    assert file_for(tmp_path, "duel") == tmp_path / "duel.liubo.json"
    assert file_for(tmp_path, "old.json") == tmp_path / "old.json"
    assert file_for(tmp_path, "  ") is None


def test_save_and_load_round_trip(app, monkeypatch):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    settings = SettingsScene(ctx)
    stack.push(settings)
    save_button = next(b for b in settings.focus_order if b.text.startswith("Save game"))
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
    assert notice is None and loaded.record == stack.scenes[0].game.record()
    # load it: the game screen hook receives the SavedGame
    received = []

    class NewGame(Scene):
        pass

    def start_from_saved(ctx_, saved):  # noqa: ANN001, ANN202
        received.append(saved)
        return NewGame(ctx_)

    monkeypatch.setattr(files_mod, "_game_module", lambda: type("M", (), {
        "start_from_saved": staticmethod(start_from_saved)}))
    settings.open_load()
    dialog = stack.top
    assert [p.name for p in dialog.files] == ["My game.liubo.json"]
    dialog.pick(dialog.files[0])
    assert dialog.entry.get_text() == "My game"
    dialog.pick(dialog.files[0])  # a second click opens it
    assert received and received[0].record == loaded.record
    assert isinstance(stack.top, NewGame)


def test_bad_file_gives_a_notice(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    ctx.paths.saves_dir.mkdir(parents=True, exist_ok=True)
    (ctx.paths.saves_dir / "broken.liubo.json").write_text("{not json", encoding="utf-8")
    (ctx.paths.saves_dir / "cheat.json").write_text(
        '{"format": "liubo-save", "version": 1, "record": "nonsense"}', encoding="utf-8")
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
    assert isinstance(stack.top, FakeGame)


def test_without_game_hook_a_notice(app, monkeypatch):  # noqa: ANN001
    monkeypatch.setattr(files_mod, "_game_module", lambda: None)
    ctx = app.ctx
    saved = app.stack.top.saved_game()
    open_saved_game(ctx, saved, app.stack)
    assert ctx.notice == "Saved games cannot be opened in this version yet."
    assert isinstance(app.stack.top, FakeGame)


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
    assert isinstance(stack.top, FakeGame)


def test_nothing_to_save_from_the_title(tmp_path):  # noqa: ANN001
    from liubo.scenes.title import TitleScene

    made = make_app((1280, 720), "en", tmp_path)
    made.stack.push(TitleScene(made.ctx))
    settings = SettingsScene(made.ctx)
    made.stack.push(settings)
    save_button = next(b for b in settings.focus_order if b.text.startswith("Save game"))
    assert not save_button.is_enabled
