"""Inputs the game meets when it starts or continues (issue 26, item 8): a language it
lacks, an autosave whose mode or players it does not know, and notices longer than the
window is wide."""

from __future__ import annotations

import json

import pygame
import pytest

from liubo.engine import Game
from liubo.model.game_text import PLAYER_KINDS
from liubo.render.panels import draw_notice
from liubo.scenes import game_open
from liubo.services.settings import Settings, SettingsStore
from liubo.services.storage import (
    SAVED_MODES,
    SAVED_PLAYERS,
    AutosaveStore,
    SavedGame,
    load_game_file,
)
from support import draw, make_app

LONG = (
    "The autosaved game could not be read; it was kept as "
    "autosave.corrupt-20261121-233000-with-a-rather-long-name.json and a new game starts, "
    "and this notice goes on and on so that no window could hold it on one line."
)


# -- --lang --------------------------------------------------------------------------------


def test_an_unknown_language_gives_a_notice_and_is_not_saved(tmp_path):
    app = make_app((1024, 600), "xx", tmp_path)
    try:
        assert app.ctx.translator.language == "en"
        assert "Language 'xx' is not available; the game stays in English." in app.ctx.notice
        assert app.ctx.settings.language == "en"
        app.ctx.update_settings(volume=0.5)  # any change writes the settings file
        saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
        assert saved["language"] == "en" and saved["volume"] == 0.5
    finally:
        app.close()


def test_an_unknown_language_keeps_the_saved_one(tmp_path):
    SettingsStore(tmp_path).save(Settings(language="zh_CN"))
    app = make_app((1024, 600), "klingon", tmp_path)
    try:
        assert app.ctx.translator.language == "zh_CN"
        assert "klingon" in app.ctx.notice and "English" not in app.ctx.notice
    finally:
        app.close()


def test_a_known_language_is_matched_and_kept(tmp_path):
    app = make_app((1024, 600), "zh-cn", tmp_path)
    try:
        assert app.ctx.settings.language == "zh_CN" and not app.ctx.notice
    finally:
        app.close()


@pytest.mark.parametrize(
    ("variable", "value", "expected"),
    [
        ("LANG", "zh_TW.UTF-8", "zh_Hant"),
        ("LANG", "zh_CN.UTF-8", "zh_CN"),
        ("LC_ALL", "zh_HK.UTF-8", "zh_Hant"),
        ("LC_MESSAGES", "zh_MO.UTF-8", "zh_Hant"),
        ("LANGUAGE", "zh_TW:en", "zh_Hant"),
        ("LANG", "fr_FR.UTF-8", "en"),
    ],
)
def test_a_first_start_is_in_the_system_language(tmp_path, monkeypatch, variable, value, expected):
    """No settings yet and no --lang: the game starts in the system's language when it has
    it, says so in its own words (the title's buttons) and keeps it once settings are saved."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.setenv(variable, value)
    app = make_app((1024, 600), "", tmp_path)
    try:
        assert app.ctx.translator.language == expected and not app.ctx.notice
        assert app.ctx.settings.language == expected
        app.ctx.update_settings(volume=0.5)
        saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
        assert saved["language"] == expected
    finally:
        app.close()


def test_saved_settings_win_over_the_system_language(tmp_path, monkeypatch):
    SettingsStore(tmp_path).save(Settings(language="en"))
    monkeypatch.setenv("LANG", "zh_TW.UTF-8")
    app = make_app((1024, 600), "", tmp_path)
    try:
        assert app.ctx.translator.language == "en"
    finally:
        app.close()


def test_a_language_the_settings_file_names_but_the_game_lacks_gives_a_notice(tmp_path):
    (tmp_path / "settings.json").write_text(
        json.dumps(dict(Settings().to_dict(), language="xx")), encoding="utf-8"
    )
    app = make_app((1024, 600), "", tmp_path)
    try:
        assert app.ctx.translator.language == "en"
        assert "Language 'xx' is not available" in app.ctx.notice
    finally:
        app.close()


# -- the autosave's mode and players ------------------------------------------------------------


def test_saved_player_kinds_are_the_games_player_kinds():
    assert set(SAVED_PLAYERS) == set(PLAYER_KINDS)


def saved_with(mode: object = "computer", **players: object) -> str:
    saved = SavedGame(Game.new().record(), {"green": "human", "white": "normal"})
    doc = json.loads(saved.to_json())
    doc["game_settings"]["mode"] = mode
    doc["players"].update(players)
    return json.dumps(doc)


@pytest.mark.parametrize(
    "text",
    [
        saved_with("replay"),
        saved_with("lesson"),
        saved_with(5),
        saved_with(white="wizard"),
        saved_with(green=""),
        saved_with(blue="human"),
    ],
    ids=["replay", "lesson", "number", "wizard", "empty", "blue"],
)
def test_an_autosave_with_an_unknown_mode_or_player_is_set_aside_not_reinterpreted(
    app, tmp_path, text
):
    path = app.ctx.autosave.path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    assert game_open.from_autosave(app.ctx) is None
    assert "could not be read" in app.ctx.notice and "kept as" in app.ctx.notice
    assert not path.exists()
    kept = list(path.parent.glob("autosave.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_text("utf-8") == text  # nothing lost
    file = tmp_path / "game.liubo.json"
    file.write_text(text, encoding="utf-8")
    saved, notice = load_game_file(file)
    assert saved is None and "not a Liubo saved game" in str(notice)


@pytest.mark.parametrize("mode", SAVED_MODES)
def test_every_saved_mode_opens_as_itself(app, mode):
    store = AutosaveStore(app.ctx.paths)
    store.path.parent.mkdir(parents=True, exist_ok=True)
    store.path.write_text(saved_with(mode, green="easy"), encoding="utf-8")
    scene = game_open.from_autosave(app.ctx)
    assert scene is not None and scene.session.mode == mode and scene.session.players[0] == "easy"


def test_a_replay_saved_by_hand_goes_on_between_two_players(app):
    game = Game.new()
    game.throw(2, 1)
    scene = game_open.replay(app.ctx, game)
    saved = scene.saved_game()
    assert saved.game_settings["mode"] == "two"
    assert SavedGame.from_bytes(saved.to_json().encode("utf-8")).record == saved.record


# -- long notices ----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("width", [300, 640, 1024])
def test_a_long_notice_wraps_inside_the_window(new_app, lang, width):
    app = new_app((1024, 600), lang)
    surface = pygame.Surface((width, 400))
    message = LONG if lang == "en" else app.ctx.gettext(LONG) + "这条消息很长，" * 12
    for backdrop in (False, True):
        rect = draw_notice(
            surface, app.ctx.text, message, 16, (width // 2, 390), width - 40, backdrop=backdrop
        )
        assert surface.get_rect().contains(rect)
        assert rect.height > 16 * 1.3  # more than one line


@pytest.mark.parametrize("scene_name", ["title", "settings", "rules", "files"])
def test_every_screen_wraps_its_notices(new_app, monkeypatch, scene_name):
    app = new_app((1024, 600), "en")
    app.start("title")
    if scene_name != "title":
        app.stack.push(getattr(app.stack.screens, scene_name)(app.ctx))
    module = __import__(f"liubo.scenes.{scene_name}", fromlist=["draw_notice"])
    drawn: list[pygame.Rect] = []

    def spy(surface, *args, **kwargs):
        rect = draw_notice(surface, *args, **kwargs)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(module, "draw_notice", spy)
    app.ctx.post_notice(LONG)
    draw(app.ctx, app.stack)
    assert drawn and all(app.ctx.screen.get_rect().contains(rect) for rect in drawn)
    assert drawn[-1].width <= 1024 and drawn[-1].height > 20
