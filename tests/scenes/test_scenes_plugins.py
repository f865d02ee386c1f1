"""Installed rulesets on the title screen: the toy race's distribution is offered among
the rules of a new game and played; a broken one is named, with why, in the corner, and
the others are offered as ever."""

from __future__ import annotations

import sys

from liubo.engine import plugins
from liubo.engine.plugins import GROUP
from support import click, draw, pump


def drawn_texts(app) -> list[str]:  # noqa: ANN001
    """The texts the title draws in one frame."""
    texts: list[str] = []
    render = app.ctx.text.render

    def spy(message, *args, **kwargs):  # noqa: ANN001, ANN202
        texts.append(str(message))
        return render(message, *args, **kwargs)

    app.ctx.text.render = spy
    try:
        draw(app.ctx, app.stack)
    finally:
        app.ctx.text.render = render
    return texts


def test_an_installed_ruleset_is_offered_and_played(toy_race, app):
    title = app.stack.top
    button = next(b for b in title.buttons.order if b.text == "Toy race")
    click(app, button.rect.center)
    assert app.ctx.settings.ruleset == "toy_race"
    title = app.stack.top
    assert "Rule readings" not in [b.text for b in title.buttons.order]  # it has none
    click(app, next(b for b in title.buttons.order if b.text == "Two players").rect.center)
    pump(app, frames=2)
    scene = app.stack.top
    assert scene.name == "game" and scene.session.game.rules.kind == "toy_race"


def test_a_broken_ruleset_is_named_on_the_title(tmp_path, new_app):
    info = tmp_path / "brk-0.1.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nbrk = brk_title_plugin:R\n")
    (tmp_path / "brk_title_plugin.py").write_text("import no_such_module\n")
    sys.path.insert(0, str(tmp_path))
    plugins.rediscover()
    try:
        app = new_app()
        app.start("title")
        texts = drawn_texts(app)
        start = next(i for i, t in enumerate(texts) if t.startswith("Ruleset brk"))
        panel = " ".join(texts[start : start + 2])  # wrapped to two lines at most
        assert "could not be loaded" in panel and "ModuleNotFoundError" in panel
        labels = [b.text for b in app.stack.top.buttons.order]
        assert {"TLV rules", "Cazaux's rules"} <= set(labels)  # the others are offered
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("brk_title_plugin", None)
        plugins.rediscover()


def test_the_self_check_names_a_broken_ruleset(tmp_path, new_app):
    """``--self-check`` names the rulesets found, and an installed one that could not be
    loaded as a problem (the game went on without it; whoever sets it up should know)."""
    from liubo.checks.selfcheck import SelfCheck, check_paths

    info = tmp_path / "brk-0.1.dist-info"
    info.mkdir()
    (info / "entry_points.txt").write_text(f"[{GROUP}]\nbrk = brk_check_plugin:R\n")
    (tmp_path / "brk_check_plugin.py").write_text("import no_such_module\n")
    sys.path.insert(0, str(tmp_path))
    plugins.rediscover()
    try:
        app = new_app(size=(1024, 600))
        lines: list[str] = []
        code = SelfCheck(app, lines.append).run(1, check_paths(tmp_path / "player"))
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("brk_check_plugin", None)
        plugins.rediscover()
    assert code == 1 and lines[-1] == "self-check: failed"
    assert "self-check: rulesets: tlv, cazaux" in lines
    problems = [line for line in lines if line.startswith("self-check: problem:")]
    assert len(problems) == 1 and "ruleset brk (" in problems[0], problems
    assert "ModuleNotFoundError" in problems[0]
