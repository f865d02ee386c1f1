"""Share with the class: started and stopped from the title in one click each, the address
and its QR code on screen, the game going on while students download."""

import shutil
import subprocess
import threading
import urllib.request

import pygame
import pytest

from liubo.render.qr import QR_DARK, QR_LIGHT
from support import click, draw, key, pump


@pytest.fixture
def site(tmp_path, monkeypatch):
    web = tmp_path / "web"
    web.mkdir()
    (web / "index.html").write_text("<html>Liubo in a browser</html>", encoding="utf-8")
    (web / "big.bin").write_bytes(bytes(4_000_000))
    monkeypatch.setenv("LIUBO_WEB_DIR", str(web))
    return web


def share_button(app):  # noqa: ANN001, ANN201
    title = app.stack.top
    return next(b for b in title.buttons.order if b.text == "Share with the class")


def button(scene, label):  # noqa: ANN001, ANN201
    return next(b for b in scene.buttons.order if b.text.startswith(label))


def local_only(app, scene) -> None:  # noqa: ANN001
    """Serve on 127.0.0.1, chosen by clicks: the test machine's network is nobody's business."""
    for _ in range(len(scene.choices)):
        if scene.choices[scene.choice].reach == "local":
            return
        click_button(app, button(scene, "Listen on"))
    raise AssertionError("no choice of this computer only")


def click_button(app, widget) -> None:  # noqa: ANN001
    click(app, widget.rect.center)
    pump(app, frames=2)


def test_a_teacher_shares_and_stops_in_one_click_each(new_app, site):
    app = new_app(size=(1280, 720))
    app.start("title")
    click_button(app, share_button(app))
    scene = app.stack.top
    assert scene.name == "share"
    local_only(app, scene)
    click_button(app, button(scene, "Start sharing"))
    share = app.ctx.web_share
    assert share is not None and share.running
    url = share.url
    assert url.startswith("http://127.0.0.1:")
    # a student downloads while the game keeps drawing frames
    got = {}
    thread = threading.Thread(
        target=lambda: got.update(
            index=urllib.request.urlopen(url, timeout=20).read(),
            big=len(urllib.request.urlopen(url + "big.bin", timeout=20).read()),
        )
    )
    thread.start()
    frames = 0
    while thread.is_alive() and frames < 2000:
        pump(app, frames=1)
        frames += 1
    thread.join(20)
    assert got == {"index": b"<html>Liubo in a browser</html>", "big": 4_000_000}
    pump(app, frames=40, dt=0.05)
    assert "1 device connected, 2 files sent" == scene.stats_text()
    # the address is on screen, big, and the QR code beside it
    surface = draw(app.ctx, app.stack)
    qr_left, qr_top = scene.panel.x + 24, scene.panel.y + 18 + 40
    colours = {
        tuple(surface.get_at((qr_left + dx, qr_top + 60 + dy)))[:3]
        for dx in range(0, 300, 3)
        for dy in range(0, 200, 3)
    }
    assert QR_DARK in colours and QR_LIGHT in colours
    # closing the panel leaves the class playing; the title says so
    key(app, pygame.K_ESCAPE)
    pump(app, frames=2)
    assert app.stack.top.name == "title" and share.running
    assert any(b.text == "Sharing with the class" for b in app.stack.top.buttons.order)
    assert urllib.request.urlopen(url, timeout=10).status == 200
    # one click to stop
    click_button(
        app, next(b for b in app.stack.top.buttons.order if b.text == "Sharing with the class")
    )
    click_button(app, button(app.stack.top, "Stop sharing"))
    assert not share.running
    assert button(app.stack.top, "Start sharing").is_enabled


def test_quitting_the_game_stops_sharing(new_app, site):
    app = new_app()
    app.start("share")
    scene = app.stack.top
    scene.choice = [c.reach for c in scene.choices].index("local")
    scene.start()
    share = app.ctx.web_share
    assert share.running
    app.close()
    assert not share.running


def test_without_the_browser_edition_the_panel_says_how_to_get_it(new_app, tmp_path, monkeypatch):
    monkeypatch.setenv("LIUBO_WEB_DIR", str(tmp_path / "nothing"))
    monkeypatch.setattr("liubo.services.web_share.find_web_folder", lambda start=None: None)
    monkeypatch.setattr("liubo.scenes.share.find_web_folder", lambda start=None: None)
    app = new_app(size=(1024, 600), lang="zh_CN")
    app.start("share")
    scene = app.stack.top
    assert scene.problem is not None and scene.folder is None
    start = scene.buttons.order[0]
    assert not start.is_enabled
    pump(app, frames=3)
    draw(app.ctx, app.stack)
    assert app.ctx.web_share is None


def test_a_taken_address_is_said_on_the_panel(new_app, site):
    app = new_app()
    app.start("share")
    scene = app.stack.top
    from liubo.services.web_share import BindChoice

    scene.choices = [BindChoice("192.0.2.77", "lan"), *scene.choices]
    scene.choice = 0
    scene.start()
    assert not app.ctx.web_share.running
    assert "192.0.2.77" in scene.problem
    pump(app, frames=2)
    draw(app.ctx, app.stack)


@pytest.mark.skipif(not shutil.which("zbarimg"), reason="zbarimg (zbar-tools) reads QR codes")
def test_a_phone_reads_the_address_off_the_screen(new_app, site, tmp_path):
    app = new_app(size=(1280, 720))
    app.start("share")
    scene = app.stack.top
    scene.choice = [c.reach for c in scene.choices].index("local")
    scene.start()
    pump(app, frames=3)
    picture = tmp_path / "share.png"
    pygame.image.save(draw(app.ctx, app.stack), str(picture))
    read = subprocess.run(
        ["zbarimg", "--quiet", "--raw", str(picture)], capture_output=True, text=True
    )
    assert read.stdout.strip() == app.ctx.web_share.url
    app.ctx.web_share.stop()
