"""The first frame imports what the title screen needs and nothing else; the other
screens' modules come after it (``scenes.catalog.import_all``)."""

import os
import subprocess
import sys

#: modules of the other screens that the title's first frame must not wait for
LATER = (
    "liubo.scenes.game",
    "liubo.scenes.rules",
    "liubo.scenes.learn",
    "liubo.scenes.settings",
    "liubo.content.rulebook",
    "liubo.content.lessons",
    "liubo.render.table",
    "liubo.model.game_session",
    "liubo.ai.rulesets.tlv.search",
)

PROBE = """
import sys, tempfile
from liubo.tools.stills import headless_app
app = headless_app(tempfile.mkdtemp())
app.start("title")
app.draw()
print(",".join(sorted(m for m in sys.modules if m.startswith("liubo"))))
from liubo.scenes.catalog import import_all
import_all()
print(",".join(sorted(m for m in sys.modules if m.startswith("liubo"))))
app.close()
"""


def test_the_title_frame_imports_no_other_screen_and_import_all_brings_them():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    first, after = set(out[-2].split(",")), set(out[-1].split(","))
    assert "liubo.scenes.title" in first
    early = [m for m in LATER if m in first]
    assert early == [], f"imported before the first frame: {early}"
    assert set(LATER) <= after


def test_opening_a_game_from_the_title_works_without_import_all(app):
    from liubo.engine import Game, Side

    scene = app.stack.screens.game(app.ctx, Game.new(), {Side.WHITE: "easy"}, "computer")
    assert scene.name == "game"
