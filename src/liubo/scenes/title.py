"""The title screen: new games, Continue, Watch, Rules, Settings, Language, Quit."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..engine.plugins import problems as plugin_problems
from ..engine.ruleset import parse_options_text
from ..input import Cmd, Command
from ..model.presentation import ruleset_label, rulesets_shown
from ..model.readings_text import schema
from ..render.palette import GOLD, INK, INK_DIM, VERMILION
from ..render.panels import Backdrop, draw_notice, draw_panel, notice_lines
from ..services.translation import N_
from .base import Scene
from .title_layout import (
    main_menu_rects,
    menu_top,
    ruleset_rects,
    share_rect,
    submenu_panel,
    submenu_rects,
)

if TYPE_CHECKING:
    from ..context import Context
    from ..engine import Side

# TRANSLATORS: the subtitle under the game's name on the title screen.
SUBTITLE = N_("An ancient Chinese board game of Owls and fish")
LEVELS = ("easy", "normal", "hard", "expert")
LEVEL_LABELS = {
    # TRANSLATORS: computer player strength.
    "easy": N_("Easy"),
    # TRANSLATORS: computer player strength.
    "normal": N_("Normal"),
    # TRANSLATORS: computer player strength.
    "hard": N_("Hard"),
    # TRANSLATORS: computer player strength: the level that uses the learned evaluation.
    "expert": N_("Expert"),
}


class TitleScene(Scene):
    """The first screen. Sub-menus for a game against the computer and for watching."""

    name = "title"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.menu = "main"  # main | computer | watch
        self.level = "normal"
        self.human_side = 0  # 0 Green (moves first), 1 White
        self.backdrop = Backdrop()
        self.has_autosave = False

    def enter(self) -> None:
        self.has_autosave = self.ctx.autosave.exists()
        super().enter()
        self._backdrop_started = False
        if self.buttons.index is None and self.buttons.order:
            self.buttons.index = 0

    def resume(self) -> None:
        """Back on the title (a game left, an overlay closed): the main menu, first item."""
        self.has_autosave = self.ctx.autosave.exists()
        self.menu = "main"
        self.buttons.index = 0
        self.rebuild()
        super().resume()

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        size = self.ctx.screen.get_size()
        top = self.menu_top()
        if self.menu == "main":
            items = self.main_items()
            rects = main_menu_rects(size, top, len(items))
            for rect, (label, action) in zip(rects, items, strict=True):
                self.button(rect, label, action, object_id="#menu_button", focus=True)
            self.build_ruleset_choice()
            return
        # sub-menus: level (and colour), then Start and Back, inside the sub-menu's panel
        place = submenu_rects(size, top, len(LEVELS), self.menu == "computer")
        for rect, level in zip(place.levels, LEVELS, strict=True):
            self.button(
                rect,
                _(LEVEL_LABELS[level]),
                partial(self.set_level, level),
                object_id="#choice_on" if level == self.level else "#choice_button",
                focus=True,
            )
        if self.menu == "computer":
            green = _("Play Green (moves first)")
            if self.readings.get("first") == "toss":  # a toss decides who moves first
                green = _("Play Green")
            labels = (green, _("Play White"))
            for i, (rect, label) in enumerate(zip(place.sides, labels, strict=True)):
                self.button(
                    rect,
                    label,
                    partial(self.set_side, i),
                    object_id="#choice_on" if i == self.human_side else "#choice_button",
                    focus=True,
                )
        self.button(
            place.start, _("Start"), self.start_submenu, object_id="#throw_button", focus=True
        )
        self.button(
            place.back,
            _("Back"),
            lambda: self.open_menu("main"),
            object_id="#menu_button",
            focus=True,
        )
        self.build_ruleset_choice()

    def main_items(self) -> list[tuple[str, Callable[[], object]]]:
        """The main menu: (label, action) from top to bottom."""
        _ = self._
        items: list[tuple[str, Callable[[], object]]] = []
        if self.has_autosave:
            items.append((_("Continue"), self.continue_game))
        items += [
            (_("Two players"), self.start_two_players),
            (_("Play vs computer"), lambda: self.open_menu("computer")),
            (_("Watch"), lambda: self.open_menu("watch")),
        ]
        if schema(self.ctx.settings.ruleset):  # the ruleset of a new game has readings
            items.append((self.readings_label(), self.open_readings))
        items += [
            (_("Rules"), self.open_rules),
            (_("Learn"), lambda: self.open(lambda screens: screens.learn(self.ctx))),
        ]
        items.append((_("Settings"), self.open_settings))
        # TRANSLATORS: {language} is the current language's own name, e.g. 中文（简体）.
        items.append(
            (
                _("Language: {language}").format(language=self.ctx.translator.display_name),
                self.cycle_language,
            )
        )
        items.append((_("Quit"), self.quit))
        return items

    def build_ruleset_choice(self) -> None:
        """The rules of a new game (remembered in the settings), after the menu in Tab order;
        and in the other corner, sharing the browser edition with a class."""
        chosen = self.ctx.settings.ruleset
        shown = rulesets_shown()
        rects = ruleset_rects(self.ctx.screen.get_size(), len(shown))
        for rect, rules in zip(rects, shown, strict=True):
            self.button(
                rect,
                self._(ruleset_label(rules)),
                partial(self.set_ruleset, rules),
                object_id="#choice_on" if rules == chosen else "#choice_button",
                focus=True,
            )
        share = share_rect(self.ctx.screen.get_size(), len(shown))
        if share is not None:
            sharing = self.ctx.web_share is not None and self.ctx.web_share.running
            self.button(
                share,
                self._("Sharing with the class") if sharing else self._("Share with the class"),
                lambda: self.open(lambda screens: screens.share(self.ctx)),
                object_id="#choice_on" if sharing else "#choice_button",
                focus=True,
                tooltip=self._("Serve the game to the students' browsers on this network"),
            )

    def set_ruleset(self, rules: str) -> None:
        self.ctx.update_settings(ruleset=rules)
        focus = self.buttons.index
        self.build()
        self.buttons.index = focus

    def readings_label(self) -> str:
        """The menu button of the Rule readings panel, saying how many readings differ."""
        from ..model.readings_text import TITLE, variant_lines

        changed = len(variant_lines(self.readings, self._))
        if not changed:
            return self._(TITLE)
        # TRANSLATORS: the title's Rule readings button when some differ from the defaults.
        return self.ctx.ngettext(
            "Rule readings: {count} changed", "Rule readings: {count} changed", changed
        ).format(count=changed)

    def open_readings(self) -> None:
        self.open(lambda screens: screens.readings(self.ctx, self.readings, self.set_readings))

    @property
    def readings(self) -> dict[str, str]:
        """The rule readings new games are played under (the "Rule readings" panel), kept in
        the settings: only those that differ from the defaults."""
        return parse_options_text(self.ctx.settings.readings)

    def set_readings(self, options: dict[str, str]) -> None:
        self.ctx.update_settings(readings=" ".join(f"{k}={v}" for k, v in options.items()))
        self.rebuild()

    def submenu_panel(self) -> pygame.Rect:
        """The panel of the Play vs computer and Watch sub-menus: every button inside it."""
        return submenu_panel(self.ctx.screen.get_size(), self.menu_top())

    def menu_top(self) -> int:
        """Where the menu starts (``title_layout.menu_top``)."""
        main = self.menu == "main"
        return menu_top(self.ctx.screen.get_size()[1], main, len(self.main_items()) if main else 0)

    # -- actions --------------------------------------------------------------------------
    def open_menu(self, name: str) -> None:
        self.menu = name
        self.buttons.index = None
        self.build()
        labels = [b.text for b in self.buttons.order]
        start = self._("Start")
        self.buttons.index = labels.index(start) if start in labels else 0

    def set_level(self, level: str) -> None:
        self.level = level
        focus = self.buttons.index
        self.build()
        self.buttons.index = focus

    def set_side(self, side: int) -> None:
        self.human_side = side
        focus = self.buttons.index
        self.build()
        self.buttons.index = focus

    def start_submenu(self) -> None:
        from ..engine import Side

        if self.menu == "computer":
            human = Side(self.human_side)
            players = {human: "human", human.other: self.level}
            self.start_game(players, "computer")
        else:
            self.start_game({Side.GREEN: self.level, Side.WHITE: self.level}, "watch")

    def start_two_players(self) -> None:
        from ..engine import Side

        self.start_game({Side.GREEN: "human", Side.WHITE: "human"}, "two")

    def start_game(self, players: dict[Side, str], mode: str) -> None:
        """A new game; an unfinished one is first kept as a named save, after asking."""
        if not self.unfinished_game():
            self.replace_autosave_with_new_game(players, mode)
            return
        _ = self._
        self.open(
            lambda screens: screens.confirm(
                self.ctx,
                _("Start a new game?"),
                _(
                    "The unfinished game will be kept: in Settings, "
                    "\u201cLoad game from file\u201d opens it again."
                ),
                lambda: self.replace_autosave_with_new_game(players, mode, keep=True),
                yes_label=_("New game"),
                no_label=_("Back"),
            )
        )

    def unfinished_game(self) -> bool:
        """Whether the autosave holds a game with at least one throw (what Continue opens)."""
        from ..engine import Game

        if not self.ctx.autosave.exists():
            return False
        saved, _notice = self.ctx.autosave.load()
        try:
            return saved is not None and bool(Game.from_record(saved.record).turns)
        except ValueError:
            return False

    def replace_autosave_with_new_game(
        self, players: dict[Side, str], mode: str, keep: bool = False
    ) -> None:
        from ..engine import Game
        from ..services.storage import keep_as_save

        if keep:
            path, problem = keep_as_save(self.ctx.autosave, self.ctx.paths.saves_dir)
            if problem is not None:  # could not keep it: leave the autosave alone
                self.ctx.post_notice(problem)
                return
            if path is not None:
                # TRANSLATORS: {name} is the file the unfinished game was saved as.
                self.ctx.post_notice(
                    self._("The unfinished game was saved as {name}").format(name=path.name)
                )
        self.ctx.post_notice(self.ctx.autosave.discard())
        ruleset = self.ctx.settings.ruleset
        own = {spec.name for spec in schema(ruleset)}  # the readings that are its options
        readings = {k: v for k, v in self.readings.items() if k in own} or None
        game = Game.new(ruleset=ruleset, options=readings, rng=self.ctx.rng)
        self.open(lambda screens: screens.game(self.ctx, game, players, mode))

    def continue_game(self) -> None:
        scene = self.stack.screens.autosaved_game(self.ctx) if self.stack is not None else None
        if scene is None:
            self.has_autosave = False
            self.build()
            return
        if self.stack is not None:
            self.stack.push(scene)

    def cycle_language(self) -> None:
        self.ctx.set_language(self.ctx.next_language())

    def quit(self) -> None:
        self.ctx.quit_requested = True

    def settle(self) -> None:
        """Paint the backdrop now and show it fully (a still frame)."""
        self.backdrop.start(self.ctx.assets.renderer, self.ctx.screen.get_size())
        self._backdrop_started = True
        self.backdrop.wait()

    def update(self, dt: float) -> bool:
        if not getattr(self, "_backdrop_started", True):
            # after the first frame: paint the board behind the menu without blocking
            self._backdrop_started = True
            self.backdrop.start(self.ctx.assets.renderer, self.ctx.screen.get_size())
            return True
        return self.backdrop.update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        self.backdrop = Backdrop()
        self._backdrop_started = False
        super().resize(size)

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL and self.menu != "main":
            self.open_menu("main")
            return True
        if cmd.kind == Cmd.RULES:
            self.open_rules()
            return True
        return self.handle_focus(cmd)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        w, h = surface.get_size()
        surface.blit(self.backdrop.surface((w, h)), (0, 0))
        text = self.ctx.text
        top = self.menu_top()
        big = max(60, min(150, int(h * 0.17)))
        # 六博 in a heavy brush-like weight with a vermilion seal-like shadow
        han = text.render("六博", big, GOLD, bold=True)
        shadow = text.render("六博", big, (120, 26, 18), bold=True)
        latin = text.render("LIUBO", max(20, big // 3), INK, bold=True)
        total_w = han.get_width() + 24 + latin.get_width()
        x0 = w // 2 - total_w // 2
        ty = int(top * 0.12)
        surface.blit(shadow, (x0 + 5, ty + 6))
        surface.blit(han, (x0, ty))
        lx = x0 + han.get_width() + 24
        ly = ty + han.get_height() // 2 - latin.get_height() // 2
        pygame.draw.line(surface, GOLD, (lx - 12, ty + big * 0.35), (lx - 12, ty + big * 1.05), 2)
        surface.blit(latin, (lx, ly))
        sub = text.render(_(SUBTITLE), max(16, big // 6), INK_DIM)
        surface.blit(sub, sub.get_rect(midtop=(w // 2, ty + han.get_height() + 4)))
        if self.menu != "main":
            heading = _("Play vs computer") if self.menu == "computer" else _("Watch")
            # TRANSLATORS: a sub-menu's heading and the rules its game is played by, e.g.
            # "Watch · Cazaux's rules".
            heading = _("{menu} \u00b7 {rules}").format(
                menu=heading, rules=_(ruleset_label(self.ctx.settings.ruleset))
            )
            panel = self.submenu_panel()
            draw_panel(surface, panel, alpha=200)
            head = text.render(heading, 24, GOLD, bold=True)
            surface.blit(head, head.get_rect(midtop=(w // 2, top - 18)))
            label = text.render(_("Computer level"), 16, INK_DIM)
            surface.blit(label, label.get_rect(midtop=(w // 2, top + 14)))
            if self.menu == "watch":
                hint = text.render(_("P pause, S step, + and - change the speed"), 15, INK_DIM)
                surface.blit(hint, hint.get_rect(midbottom=(w // 2, panel.bottom - 24)))
        # a panel over the title (Rule readings, Learn...) hides its buttons: their caption
        # and the keys that choose them go too
        covered = self.stack is not None and self.stack.top is not self
        rects = ruleset_rects((w, h), len(rulesets_shown()))
        # TRANSLATORS: over the two ruleset choices in the title's corner.
        caption = text.render(_("Rules of a new game"), 14, INK_DIM)
        if not covered:
            spot = caption.get_rect(bottomright=(rects[-1].right, rects[-1].y - 3))
            surface.blit(caption, spot)
        self.draw_plugin_problems(surface)
        notice = self.ctx.notice  # drawn over the buttons, in draw_after_ui
        keys = text.render(
            _("Tab or arrows to choose, Enter to press, F2 language, F11 full screen"), 14, INK_DIM
        )
        spot = keys.get_rect(midbottom=(w // 2, h - 10))
        under = self.submenu_panel() if self.menu != "main" else None
        if not notice and not covered and (under is None or not spot.colliderect(under)):
            surface.blit(keys, spot)  # the title's own keys, only where they work

    def draw_plugin_problems(self, surface: pygame.Surface) -> None:
        """In the bottom right corner, on a panel: each installed ruleset that could not be
        loaded, and why (the log has the same lines)."""
        _ = self._
        text = self.ctx.text
        w, h = surface.get_size()
        width = min(420, w // 3)
        lines: list[str] = []
        for problem in plugin_problems()[:3]:
            # TRANSLATORS: on the title: an installed ruleset (a plug-in) that the game
            # could not load; {reason} is a technical message.
            line = _("Ruleset {name} could not be loaded: {reason}").format(
                name=problem.plugin, reason=f"{problem.part}: {problem.message}"
            )
            lines += notice_lines(text, line, 14, width - 16, max_lines=2)
        if not lines:
            return
        images = [text.render(line, 14, VERMILION) for line in lines]
        panel = pygame.Rect(0, 0, max(i.get_width() for i in images) + 16, 0)
        panel.height = sum(i.get_height() for i in images) + 10
        panel.bottomright = (w - 16, h - 34)
        draw_panel(surface, panel, alpha=235, radius=6)
        y = panel.y + 5
        for image in images:
            surface.blit(image, (panel.x + 8, y))
            y += image.get_height()

    def draw_after_ui(self, surface: pygame.Surface) -> None:
        """The focus ring, then a notice over everything (a small window has buttons
        down to its foot, and a notice must stay readable)."""
        super().draw_after_ui(surface)
        notice = self.ctx.notice
        if notice:
            w, h = surface.get_size()
            draw_notice(surface, self.ctx.text, notice, 16, (w // 2, h - 17), w - 60, backdrop=True)
