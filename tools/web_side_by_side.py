"""The same position in both editions, side by side: docs/images/web_vs_desktop.jpg.

    python tools/web_side_by_side.py [--site dist/web] [--out docs/images/web_vs_desktop.jpg]

The desktop's seeded demo game (``scenes.demo``) is drawn headless at 1024x768 with the
helper lines and the position names in characters; its record is opened in the browser
edition (``make web`` first) at the same size in Chromium with the same view, and the
two pictures are put side by side (ImageMagick) as one small JPEG.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SIZE = (1024, 768)


def desktop_shot(folder: Path) -> tuple[Path, str]:
    """The desktop's picture of the demo game, and the game's record."""
    from liubo.scenes.demo import demo_scene
    from liubo.tools.stills import headless_app, snap

    app = headless_app(str(folder / "home"), size=SIZE)
    try:
        app.ctx.update_settings(show_lines=True, names_mode="hanzi")
        scene = demo_scene(app.ctx)
        app.stack.push(scene)
        scene.settle()
        record = scene.session.game.record()
        return snap(app, folder / "desktop.png"), record
    finally:
        app.close()


def web_shot(site: Path, record: str, folder: Path) -> Path:
    """The browser edition's picture of the same game (opened from its record)."""
    from playwright.sync_api import sync_playwright

    from liubo.dist.web.check import CHROMIUM_ARGS, find_browser
    from liubo.dist.web.drive import settled, wait_ready
    from liubo.services.web_share import WebShare

    (folder / "game.txt").write_text(record, encoding="utf-8")
    server = WebShare(site)
    origin = server.start("127.0.0.1", 0)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=find_browser(), args=list(CHROMIUM_ARGS))
            page = browser.new_page(viewport={"width": SIZE[0], "height": SIZE[1]})
            page.goto(origin)
            page.evaluate("localStorage.setItem('liubo.lines', '1')")
            page.evaluate("localStorage.setItem('liubo.names', 'hanzi')")
            page.reload()
            wait_ready(page)
            page.set_input_files("#open-file", str(folder / "game.txt"))
            settled(page)
            page.wait_for_timeout(500)
            page.screenshot(path=str(folder / "web.png"))
            browser.close()
    finally:
        server.stop()
    return folder / "web.png"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--site", type=Path, default=Path("dist/web"))
    parser.add_argument("--out", type=Path, default=Path("docs/images/web_vs_desktop.jpg"))
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory(prefix="liubo-sbs-") as tmp:
        folder = Path(tmp)
        desktop, record = desktop_shot(folder)
        web = web_shot(args.site, record, folder)
        subprocess.run(
            ["convert", str(web), str(desktop), "-resize", "50%", "+append", "-quality", "80",
             str(args.out)],
            check=True,
        )
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes): the browser left, the desktop right")
    return 0


if __name__ == "__main__":
    sys.exit(main())
