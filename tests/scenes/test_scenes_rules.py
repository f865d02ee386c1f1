"""The rules screen: opening and closing as an overlay, navigation, typesetting that never
overflows, diagrams for every board figure, and page caching.

``python tests/scenes/test_scenes_rules.py OUTDIR`` renders PNGs of the rules screen to look at.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from liubo.content import rulebook
from liubo.input import Cmd, Command
from liubo.render import rulebook_blocks as rules_mod
from liubo.render.panels import wrap_text as wrap
from liubo.render.rulebook_chart import figure_placements
from liubo.render.rulebook_pages import Typesetter
from liubo.scenes.base import Scene
from liubo.scenes.rules import RulesScene, topic_count
from support import draw, make_app, release_memory

SIZES = ((1280, 720), (1920, 1080))
LANGS = ("en", "zh_CN")


def make_ctx(size: tuple[int, int], lang: str, folder: str | os.PathLike[str]):  # noqa: ANN201
    app = make_app(size, lang, folder)
    return app.ctx, app.stack


def shoot_rules(ctx, stack, topic: int, page: int, path: str | os.PathLike[str]) -> None:  # noqa: ANN001
    """Show ``topic``/``page`` of the rules (pushing the scene if needed) and save a PNG."""
    scene = stack.top if isinstance(stack.top, RulesScene) else None
    if scene is None:
        from liubo.scenes.title import TitleScene

        if not stack.scenes:
            stack.push(TitleScene(ctx))
        scene = RulesScene(ctx)
        stack.push(scene)
    scene.choose_topic(topic)
    scene.page_index = page
    scene._sync()
    pygame.image.save(draw(ctx, stack), str(path))


def render_screenshots(out: Path) -> list[Path]:
    """PNGs of several rules pages in both languages at both sizes."""
    import tempfile

    out.mkdir(parents=True, exist_ok=True)
    shots = [(0, 0), (3, 1), (4, 0), (6, 1), (8, 0), (14, 0), (15, 0)]
    paths = []
    for size in SIZES:
        for lang in LANGS:
            ctx, stack = make_ctx(size, lang, tempfile.mkdtemp())
            for t, p in shots:
                path = out / f"rules-{lang}-{size[0]}x{size[1]}-{t:02d}-{p}.png"
                shoot_rules(ctx, stack, t, p, path)
                paths.append(path)
    return paths


# ---- fixtures ------------------------------------------------------------------------


class OneAppAtATime:
    """The module's apps by (size, language), shared by its tests (building one costs ~0.2 s).

    Only the one in use is kept: asking for another closes it first, so the module never
    holds four apps with their page, text and board caches at once (about 1 GB).
    """

    def __init__(self, tmp_path_factory) -> None:  # noqa: ANN001
        self.tmp_path_factory = tmp_path_factory
        self.key: tuple | None = None
        self.app = None

    def __getitem__(self, key: tuple):  # noqa: ANN204
        if key != self.key:
            self.close()
            size, lang = key
            self.app = make_app(size, lang, self.tmp_path_factory.mktemp("home"))
            self.key = key
        return self.app

    def close(self) -> None:
        if self.app is not None:
            self.app.close()
            self.app = self.key = None
            release_memory()


@pytest.fixture(scope="module")
def apps(tmp_path_factory):  # noqa: ANN001, ANN201
    made = OneAppAtATime(tmp_path_factory)
    yield made
    made.close()
    pygame.display.init()


def fresh(apps, size=(1280, 720), lang="en"):  # noqa: ANN001, ANN201
    app = apps[size, lang]
    pygame.display.set_mode(size)
    app.ctx.screen = pygame.display.get_surface()
    while app.stack.scenes:
        app.stack.pop()
    return app.ctx, app.stack


class Under(Scene):
    """Stands in for the game screen: counts how it is paused and resumed."""

    def __init__(self, ctx) -> None:  # noqa: ANN001
        super().__init__(ctx)
        self.moment = 42
        self.paused = self.resumed = 0

    def pause(self) -> None:
        self.paused += 1
        super().pause()

    def resume(self) -> None:
        self.resumed += 1
        super().resume()


# ---- wrapping ------------------------------------------------------------------------


def test_wrap_breaks_english_at_spaces_and_chinese_anywhere(apps):  # noqa: ANN001
    ctx, _ = fresh(apps)
    text = ctx.text
    english = "A bird moves along the lines from perch to perch, never twice."
    lines = wrap(text, english, 18, 160)
    assert len(lines) > 1
    assert " ".join(lines) == english
    assert all(text.size_of(line, 18)[0] <= 160 for line in lines)
    assert not any(line.endswith("-") for line in lines)
    chinese = "鸟棋沿着线从一个栖位走到另一个栖位，一步不多，一步不少。封锁是一堵墙。"
    lines = wrap(text, chinese, 18, 100)
    assert "".join(lines) == chinese
    assert all(text.size_of(line, 18)[0] <= 100 for line in lines)
    assert not any(line[0] in "，。；：！？、" for line in lines)
    long = "Supercalifragilisticexpialidocious" * 3
    lines = wrap(text, long, 18, 120)
    assert "".join(lines) == long and all(text.size_of(x, 18)[0] <= 120 for x in lines)


def test_typesetter_shrinks_the_font_until_the_page_fits(apps):  # noqa: ANN001
    ctx, _ = fresh(apps)
    setter = Typesetter(ctx.text, ctx.gettext, ctx.assets, ctx.translator.language)
    roomy = setter.render(1, 0, (900, 560), 20)
    cramped = setter.render(1, 0, (700, 380), 20)
    assert roomy.fits and cramped.fits
    assert cramped.body_size < roomy.body_size
    for page in (roomy, cramped):
        bounds = page.surface.get_rect()
        assert all(bounds.contains(r) for r in page.text_rects + page.figure_rects)


# ---- every page, both languages, both sizes ------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_every_page_fits_without_overflow(apps, size, lang):  # noqa: ANN001
    ctx, stack = fresh(apps, size, lang)
    scene = RulesScene(ctx)
    stack.push(scene)
    for t in range(topic_count()):
        for p in range(scene.page_count(t)):
            page = scene.rendered(t, p)
            bounds = page.surface.get_rect()
            assert page.fits, (t, p, size, lang)
            assert page.surface.get_size() == scene.page_rect.size
            for rect in page.text_rects + page.figure_rects:
                assert bounds.contains(rect), (t, p, rect, bounds)
            assert page.text_rects
    # the page sits inside the book and the window
    assert scene.book.contains(scene.page_rect)
    assert ctx.screen.get_rect().contains(scene.book)
    # every button label fits its button (theme font: Noto Sans SC at the theme's size)
    theme = ctx.ui.get_theme()
    for button in scene.buttons.order:
        font = theme.get_font(button.combined_element_ids)
        width = font.size(button.text)[0]
        assert width <= button.relative_rect.width - 12, (button.text, lang, size)
        assert font.size(button.text)[1] <= button.relative_rect.height
        assert ctx.screen.get_rect().contains(button.get_abs_rect())
    stack.pop()


def test_board_diagrams_draw_every_figure(apps):  # noqa: ANN001
    ctx, _ = fresh(apps)
    setter = Typesetter(ctx.text, ctx.gettext, ctx.assets, ctx.translator.language)
    count = 0
    for topic in rulebook.TOPICS:
        for page in topic.pages:
            if isinstance(page.figure, rulebook.BoardDiagram):
                image = setter.plate.diagram(page.figure, 240)
                assert image.get_size() == (240, 240)
                count += 1
    assert count >= 10


def test_sticks_page_draws_the_chart(apps):  # noqa: ANN001
    ctx, stack = fresh(apps)
    scene = RulesScene(ctx, "sticks")
    stack.push(scene)
    scene.next_page()
    assert isinstance(
        rulebook.TOPICS[scene.topic_index].pages[scene.page_index].figure, rulebook.SticksFigure
    )
    page = scene.rendered()
    assert len(page.figure_rects) >= 2  # the plate and the 4 x 4 table
    numbers = {"9", "3", "1"}
    assert numbers  # the table shows counts in 64
    stack.pop()


# ---- the scene -----------------------------------------------------------------------


def test_opens_from_title_and_closes_back(apps):  # noqa: ANN001
    from liubo.scenes.title import TitleScene

    ctx, stack = fresh(apps)
    title = TitleScene(ctx)
    stack.push(title)
    title.open_rules()
    assert isinstance(stack.top, RulesScene)
    draw(ctx, stack)
    stack.handle(Command(Cmd.CANCEL))
    assert stack.top is title


def test_overlay_over_a_game_returns_to_the_same_moment(apps):  # noqa: ANN001
    ctx, stack = fresh(apps)
    under = Under(ctx)
    stack.push(under)
    stack.push(RulesScene(ctx, "owls"))
    assert under.paused == 1
    assert under in stack.visible()  # drawn underneath, dimmed
    draw(ctx, stack)
    stack.handle(Command(Cmd.RULES))
    assert stack.top is under and under.resumed == 1 and under.moment == 42


def test_keyboard_navigation(apps):  # noqa: ANN001
    ctx, stack = fresh(apps)
    scene = RulesScene(ctx)
    stack.push(scene)
    assert (scene.topic_index, scene.page_index) == (0, 0)
    assert not scene.prev_button.is_enabled
    stack.handle(Command(Cmd.RIGHT))
    assert (scene.topic_index, scene.page_index) == (0, 1)
    stack.handle(Command(Cmd.PAGE_DOWN))  # past the last page: next topic
    assert (scene.topic_index, scene.page_index) == (1, 0)
    stack.handle(Command(Cmd.PAGE_UP))
    assert (scene.topic_index, scene.page_index) == (0, 1)
    stack.handle(Command(Cmd.LEFT))
    assert (scene.topic_index, scene.page_index) == (0, 0)
    stack.handle(Command(Cmd.NEXT))
    stack.handle(Command(Cmd.NEXT))
    assert (scene.topic_index, scene.page_index) == (2, 0)
    assert scene.focused_button() is scene.topic_buttons[2]
    stack.handle(Command(Cmd.PREV))
    assert scene.topic_index == 1
    for _ in range(sum(scene.page_count(t) for t in range(topic_count()))):
        stack.handle(Command(Cmd.RIGHT))
    assert scene.topic_index == topic_count() - 1 and not scene.next_button.is_enabled
    stack.handle(Command(Cmd.SCROLL, value=1))
    assert scene.topic_index == topic_count() - 2
    stack.handle(Command(Cmd.CANCEL))
    assert stack.top is None


def test_pages_are_cached_and_neighbours_prefetched(apps):  # noqa: ANN001
    ctx, stack = fresh(apps)
    scene = RulesScene(ctx, "moving")
    stack.push(scene)
    first = scene.rendered()
    assert scene.rendered() is first
    scene.update(0.016)  # typesets the next page while idle
    key = scene.cache_key(scene.topic_index, 1)
    assert key in scene._cache
    prefetched = scene._cache[key]
    scene.next_page()
    scene.draw(ctx.screen)
    assert scene.rendered() is prefetched  # the page turn typeset nothing new
    stack.pop()


def test_language_switch_rebuilds_in_chinese(apps, monkeypatch):  # noqa: ANN001
    ctx, stack = fresh(apps)
    scene = RulesScene(ctx)
    stack.push(scene)
    english = scene.topic_buttons[1].text
    ctx.set_language("zh_CN")
    try:
        assert scene.topic_buttons[1].text != english
        page = scene.rendered()
        assert page.fits
    finally:
        ctx.set_language("en")
    stack.pop()


def test_module_strings_are_marked():
    assert rules_mod.LEGEND.keys() == set(rulebook.HIGHLIGHT_KINDS)


def test_overlay_over_the_real_game_screen(apps):  # noqa: ANN001
    from liubo.scenes.demo import demo_scene

    ctx, stack = fresh(apps)
    game_scene = demo_scene(ctx)
    stack.push(game_scene)
    before = game_scene.session.game.to_text()
    stack.handle(Command(Cmd.RULES))
    assert isinstance(stack.top, RulesScene)
    draw(ctx, stack)
    stack.handle(Command(Cmd.RIGHT))
    stack.handle(Command(Cmd.CANCEL))
    assert stack.top is game_scene and game_scene.session.game.to_text() == before
    assert game_scene.container.visible
    stack.pop()


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "out/screenshots")
    for shot in render_screenshots(target):
        print(shot)


def test_evidence_tags_open_their_source_card(apps):  # noqa: ANN001
    """Each tagged page draws its tags; hovering a tag or pressing its number shows the
    source, Space walks through them, Esc closes the card before the rules."""
    ctx, stack = fresh(apps)
    scene = RulesScene(ctx, "about")
    stack.push(scene)
    draw(ctx, stack)
    tags = scene.page_tags()
    assert [t.number for t in tags] == list(range(1, len(tags) + 1))
    assert {t.source for t in tags} == set(rulebook.get_topic("about").pages[0].evidence)
    assert all(scene.page_rect.contains(t.rect) for t in tags)
    stack.handle(Command(Cmd.POINT, pos=tags[1].rect.center))
    assert scene.card is not None and scene.card.source == tags[1].source
    stack.handle(Command(Cmd.POINT, pos=(1, 1)))
    assert scene.card is None
    stack.handle(Command(Cmd.NUMBER, value=1))
    assert scene.card is not None and scene.card.number == 1
    draw(ctx, stack)  # the card is drawn over the page
    stack.handle(Command(Cmd.THROW))
    assert scene.card is not None and scene.card.number == 2
    stack.handle(Command(Cmd.CANCEL))
    assert scene.card is None and stack.top is scene
    scene.next_page()
    assert scene.card is None
    scene.choose_topic(topic_count() - 1)  # the position names page has its tags too
    assert {t.source for t in scene.page_tags()} == set(rulebook.POSITION_NAMES_EVIDENCE)


def test_move_diagrams_show_before_and_after(apps):  # noqa: ANN001
    """Full stop shows a move diagram's position after its move, comma before; a click on
    the picture toggles; each is its own cached page, and the choice holds across pages."""
    ctx, stack = fresh(apps)
    scene = RulesScene(ctx, "blockades")
    stack.push(scene)
    before = scene.rendered()
    stack.handle(Command(Cmd.STEP_FORWARD))
    assert scene.after
    after = scene.rendered()
    assert after is not before and after.fits
    assert before.surface.get_at(before.figure_rects[0].center) is not None
    figure = rulebook.get_topic("blockades").pages[0].figure
    assert figure_placements(figure.after()) == [("QU_S", 0, False), ("QU_S", 0, False)]
    stack.handle(Command(Cmd.STEP_BACK))
    assert not scene.after and scene.rendered() is before
    plate = before.figure_rects[0].move(scene.page_rect.topleft)
    stack.handle(Command(Cmd.CLICK, pos=plate.center))
    assert scene.after
    scene.next_page()
    assert scene.after  # still showing "after" on the next page
    for t in range(topic_count()):  # every page fits with its diagram after the move too
        for p in range(scene.page_count(t)):
            assert scene.rendered(t, p).fits, (t, p)


def test_presenter_mode_starts_the_rules_larger(apps):  # noqa: ANN001
    ctx, stack = fresh(apps, (1920, 1080))
    scene = RulesScene(ctx, "welcome")  # a short page, with room to grow
    stack.push(scene)
    normal = scene.rendered().body_size
    ctx.update_settings(presenter=200)
    try:
        large = scene.rendered()
        assert large.fits and large.body_size > normal
    finally:
        ctx.update_settings(presenter=100)


@pytest.mark.parametrize("size", [(1280, 50), (1920, 30), (1280, 12), (640, 4)])
def test_a_window_a_few_pixels_tall_draws_every_rules_page(apps, size):  # noqa: ANN001
    """A window manager may make the window 50 px tall or less: every page is typeset and
    drawn without an error, the seal left out where it has no room (issue 35, item 8:
    ``Invalid resolution for Surface`` in ``paper.draw_seal``)."""
    ctx, stack = fresh(apps, size)
    scene = RulesScene(ctx)
    stack.push(scene)
    for t in range(topic_count()):
        for p in range(scene.page_count(t)):
            page = scene.rendered(t, p)
            want = (max(1, scene.page_rect.width), max(1, scene.page_rect.height))
            assert page.surface.get_size() == want, (t, p)
    assert draw(ctx, stack).get_size() == size
    stack.pop()
