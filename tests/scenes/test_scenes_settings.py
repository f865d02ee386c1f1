"""The settings screen: each change applies at once and is saved; keyboard reachable.

``python tests/scenes/test_scenes_settings.py OUTDIR`` renders PNGs of it to look at.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

import pygame
import pytest

from liubo.input import Cmd, Command
from liubo.scenes.base import Scene
from liubo.scenes.rules import RulesScene
from liubo.scenes.settings import SettingsScene
from liubo.scenes.title import TitleScene
from support import draw, make_app


@pytest.fixture()
def app(new_app):  # noqa: ANN001, ANN201
    made = new_app()
    made.stack.push(TitleScene(made.ctx))
    return made


def saved(app) -> dict:  # noqa: ANN001
    return json.loads(app.ctx.paths.settings_file.read_text(encoding="utf-8"))


def by_text(scene: Scene, text: str):  # noqa: ANN201
    return next(b for b in scene.buttons.order if b.text == text)


def test_reachable_from_title_and_closes(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    stack.top.open_settings()
    assert isinstance(stack.top, SettingsScene)
    draw(ctx, stack)
    stack.handle(Command(Cmd.CANCEL))
    assert isinstance(stack.top, TitleScene)


def test_changes_apply_and_persist(app, new_app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    scene = SettingsScene(ctx)
    stack.push(scene)
    assert by_text(scene, "Reduced motion") is not None
    scene.change(animation_speed="reduced")
    assert ctx.settings.reduced_motion and saved(app)["animation_speed"] == "reduced"
    scene.change(show_lines=False, names_mode="pinyin")
    assert saved(app)["show_lines"] is False and saved(app)["names_mode"] == "pinyin"
    scene.toggle_mute()
    assert ctx.settings.muted and ctx.sound.muted and saved(app)["muted"] is True
    scene.step_volume(-1)
    assert saved(app)["volume"] == pytest.approx(0.7)
    assert scene.slider.get_current_value() == 70
    # dragging the slider applies at once and saves once it rests
    scene.slider.set_current_value(30)
    scene.update(0.016)
    assert ctx.sound.volume == pytest.approx(0.3)
    scene.update(1.0)
    assert saved(app)["volume"] == pytest.approx(0.3)
    # the screen shows the new state
    assert by_text(scene, "Muted") is not None
    # and a new app reads it back
    again = new_app(folder=ctx.paths.config_dir)
    assert again.ctx.settings.animation_speed == "reduced"
    assert again.ctx.settings.names_mode == "pinyin" and again.ctx.settings.volume == 0.3


def test_colourblind_palette_resets_assets(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    before = ctx.assets.palette
    assert not before.colorblind
    scene = SettingsScene(ctx)
    stack.push(scene)
    scene.set_colorblind(True)
    assert ctx.assets.palette.colorblind and ctx.assets.palette is not before
    assert saved(app)["colorblind"] is True
    # rules pages are cached per palette: a new page is typeset
    rules = RulesScene(ctx, "moving")
    stack.push(rules)
    assert rules.cache_key(5, 0)[-1] is True


def test_language_switch_rebuilds_every_scene(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    title = stack.top
    scene = SettingsScene(ctx)
    stack.push(scene)
    scene.next_language()
    try:
        assert ctx.translator.language == "zh_CN"
        assert saved(app)["language"] == "zh_CN"
        labels = [b.text for b in scene.buttons.order]
        assert any("中文" in t for t in labels)
        assert "关闭" in labels
        assert all("Two players" != b.text for b in title.buttons.order)
        assert not title.container.visible  # rebuilt, still hidden under the overlay
    finally:
        ctx.set_language("en")


def test_fullscreen_is_recorded(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    scene = SettingsScene(ctx)
    stack.push(scene)
    scene.set_fullscreen(True)
    assert ctx.settings.fullscreen
    scene.set_fullscreen(False)
    assert not ctx.settings.fullscreen and saved(app)["fullscreen"] is False


def test_keyboard_focus_walks_every_control(app):  # noqa: ANN001
    ctx, stack = app.ctx, app.stack
    scene = SettingsScene(ctx)
    stack.push(scene)
    seen = set()
    for _ in range(len(scene.buttons.order)):
        seen.add(scene.focused_button())
        stack.handle(Command(Cmd.NEXT))
    enabled = {b for b in scene.buttons.order if b.is_enabled}
    assert enabled <= seen
    # Left/Right on a volume button change the volume
    scene.buttons.index = scene.buttons.order.index(scene.volume_buttons[0])
    stack.handle(Command(Cmd.RIGHT))
    assert ctx.settings.volume == pytest.approx(0.9)
    # Enter presses the focused button: "Slow"
    scene.buttons.index = scene.buttons.order.index(by_text(scene, "Slow"))
    stack.handle(Command(Cmd.CONFIRM))
    assert ctx.settings.animation_speed == "slow"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_labels_fit(size, lang, new_app):  # noqa: ANN001
    app = new_app(size, lang)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    theme = app.ctx.ui.get_theme()
    screen = app.ctx.screen.get_rect()
    for button in scene.buttons.order:
        font = theme.get_font(button.combined_element_ids)
        assert font.size(button.text)[0] <= button.relative_rect.width - 8, (button.text, size)
        assert scene.panel.contains(button.get_abs_rect())
    assert screen.contains(scene.panel)


def render_screenshots(out: Path) -> list[Path]:
    """PNGs of the settings screen over the title, both languages and sizes."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for size in ((1280, 720), (1920, 1080)):
        for lang in ("en", "zh_CN"):
            app = make_app(size, lang, tempfile.mkdtemp())
            app.stack.push(TitleScene(app.ctx))
            app.stack.push(SettingsScene(app.ctx))
            path = out / f"settings-{lang}-{size[0]}x{size[1]}.png"
            pygame.image.save(draw(app.ctx, app.stack), str(path))
            paths.append(path)
    return paths


if __name__ == "__main__":
    for shot in render_screenshots(Path(sys.argv[1] if len(sys.argv) > 1 else "out/screenshots")):
        print(shot)


def test_the_foot_names_the_version_and_the_build(app, monkeypatch):  # noqa: ANN001
    """Issue 35 item 16: two builds of one version are told apart in Settings too."""
    from liubo import __version__
    from liubo.resources import build_identity

    drawn: list[str] = []
    render = app.ctx.text.render
    monkeypatch.setattr(
        app.ctx.text, "render", lambda text, *a, **k: drawn.append(text) or render(text, *a, **k)
    )
    app.stack.push(SettingsScene(app.ctx))
    draw(app.ctx, app.stack)
    assert f"Version {__version__}, build {build_identity()}" in drawn
