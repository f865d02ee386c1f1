"""Every scene of the game by its typed constructor: the catalogue the app gives its stack.

Scenes open each other through the stack's ``screens`` (``base.Screens``), so only this
module (and the app, through it) imports the scene modules. It imports each when its
scene is first made, not before: the first frame needs the title screen's modules only
(the game screen's, the rulebook's, the lessons' and the others' took about a third of
the time to the first frame); the app imports the others after the first frame
(:func:`import_all`).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from .title import TitleScene

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from ..content.lesson_format import Lesson
    from ..content.lesson_progress import LessonProgress
    from ..context import Context
    from ..engine import Game, Side, StickFaces, Throw
    from ..model.history import Captions
    from ..services.storage import SavedGame
    from .base import Scene
    from .stack import SceneStack

#: the scene modules the title does not need (imported when first used, or by import_all)
LATER = (
    "game_open",
    "confirm",
    "demo",
    "files",
    "game",
    "learn",
    "lesson",
    "readings",
    "rules",
    "settings",
    "share",
    "throw_entry",
    "victory",
)


def import_all() -> None:
    """Import every scene module not imported yet, and the computer players (the game
    screen imports those when it first asks one to move): the app calls it after the
    first frame, so that the first game or page opened does not wait for them. Each
    ruleset's players are the part its entry point names, loaded when first asked for:
    asked for here."""
    for name in LATER:
        importlib.import_module(f"{__package__}.{name}")
    from ..ai.contract import ai_kinds

    ai_kinds()


class SceneCatalog:
    """The typed constructors of every scene (``base.Screens``), which the app hands its stack."""

    def title(self, ctx: Context) -> Scene:
        return TitleScene(ctx)

    def game(self, ctx: Context, game: Game, players: dict[Side, str], mode: str = "two") -> Scene:
        from .game import GameScene

        return GameScene(ctx, game, players, mode)

    def saved_game(self, ctx: Context, saved: SavedGame) -> Scene | None:
        from . import game_open

        return game_open.from_saved(ctx, saved)

    def autosaved_game(self, ctx: Context) -> Scene | None:
        from . import game_open

        return game_open.from_autosave(ctx)

    def replay(self, ctx: Context, game: Game, captions: Captions | None = None) -> Scene:
        from . import game_open

        return game_open.replay(ctx, game, captions)

    def victory(self, ctx: Context, game_scene: Scene) -> Scene:
        from .game import GameScene
        from .victory import VictoryScene

        if not isinstance(game_scene, GameScene):
            raise TypeError(f"a victory is shown over a game, not a {type(game_scene).__name__}")
        return VictoryScene(ctx, game_scene)

    def rules(
        self, ctx: Context, topic: str | None = None, options: Mapping[str, str] | None = None
    ) -> Scene:
        from .rules import RulesScene

        return RulesScene(ctx, topic, options)

    def learn(self, ctx: Context) -> Scene:
        from .learn import LearnScene

        return LearnScene(ctx)

    def lesson(
        self,
        ctx: Context,
        lesson: Lesson,
        progress: LessonProgress,
        lessons: list[Lesson] | None = None,
    ) -> Scene:
        from .lesson import LessonScene

        return LessonScene(ctx, lesson, progress, lessons)

    def readings(
        self,
        ctx: Context,
        options: Mapping[str, str],
        on_done: Callable[[dict[str, str]], None],
    ) -> Scene:
        from .readings import ReadingsScene

        return ReadingsScene(ctx, options, on_done)

    def settings(self, ctx: Context) -> Scene:
        from .settings import SettingsScene

        return SettingsScene(ctx)

    def files(self, ctx: Context, mode: str = "load") -> Scene:
        from .files import FilesScene

        return FilesScene(ctx, mode)

    def share(self, ctx: Context) -> Scene:
        from .share import ShareScene

        return ShareScene(ctx)

    def confirm(
        self,
        ctx: Context,
        title: str,
        message: str,
        on_yes: Callable[[], object],
        yes_label: str | None = None,
        no_label: str | None = None,
        on_no: Callable[[], None] | None = None,
    ) -> Scene:
        from .confirm import ConfirmScene

        return ConfirmScene(ctx, title, message, on_yes, yes_label, no_label, on_no)

    def throw_entry(
        self,
        ctx: Context,
        side: str,
        on_throw: Callable[[Throw, StickFaces | None], None],
        sticks: int = 3,
        values: tuple[int, ...] | None = None,
        rounded: Callable[[bool], bool] = bool,
        for_computer: bool = False,
    ) -> Scene:
        from .throw_entry import ThrowEntryScene

        return ThrowEntryScene(
            ctx, side, on_throw, sticks, values, rounded, for_computer=for_computer
        )


def open_screen(ctx: Context, stack: SceneStack, name: str) -> None:
    """Push the scenes that show screen ``name`` (one of ``liubo.cli.SCENE_NAMES``) on an
    empty stack: the title with a sub-menu open, a seeded game with an overlay over it,
    the first lesson over the course, and so on. An unknown name opens the title."""
    if name in ("title", "computer", "watch", "readings", "learn", "lesson", "share"):
        title = TitleScene(ctx)
        stack.push(title)
        if name == "share":
            from .share import ShareScene

            stack.push(ShareScene(ctx))
        elif name in ("computer", "watch"):
            title.open_menu(name)
        elif name == "readings":
            title.open_readings()
        elif name in ("learn", "lesson"):
            from .learn import LearnScene

            learn = LearnScene(ctx)
            stack.push(learn)
            if name == "lesson" and learn.lessons:
                learn.open_lesson(learn.lessons[0])
        return
    from . import game_open
    from .demo import demo_scene
    from .files import FilesScene
    from .rules import RulesScene
    from .settings import SettingsScene
    from .throw_entry import ThrowEntryScene

    if name == "replay":
        game = demo_scene(ctx).session.game  # type: ignore[attr-defined]
        stack.push(game_open.replay(ctx, game))
        return
    if name == "victory":  # over its game, as a game's end shows it
        victory = demo_scene(ctx, finished=True)
        stack.push(victory.game_scene)  # type: ignore[attr-defined]
        stack.push(victory)
        return
    if name == "rules":
        stack.push(RulesScene(ctx))
        return
    game = demo_scene(ctx)
    stack.push(game)
    if name == "confirm":
        game.ask_exit()  # type: ignore[attr-defined]
    elif name == "settings":
        stack.push(SettingsScene(ctx))
    elif name == "files":
        stack.push(FilesScene(ctx, "save"))
    elif name == "throw entry":
        stack.push(ThrowEntryScene(ctx, ctx.gettext("Green"), lambda *_: None))


def make_scene(ctx: Context, name: str) -> Scene:
    """A scene to start with (``--scene`` and screenshots): title, game, rules, learn,
    victory."""
    from .demo import demo_scene
    from .learn import LearnScene
    from .rules import RulesScene

    if name == "rules":
        return RulesScene(ctx)
    if name == "learn":
        return LearnScene(ctx)
    if name in ("game", "victory"):
        return demo_scene(ctx, finished=name == "victory")
    return TitleScene(ctx)
