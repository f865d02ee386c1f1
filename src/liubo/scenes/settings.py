"""The settings screen: language, sound, animation speed, full screen, board helpers,
colour-blind highlights, and saving or loading a game to a named file.

Every change applies at once and is saved (``ctx.update_settings``). It is an overlay over
the title or a game; Escape or Close pops it. Up/Down (Tab) move the keyboard focus,
Enter presses, and Left/Right change the volume while a volume button has the focus.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UIHorizontalSlider

from .. import __version__
from ..input import Cmd, Command
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import dim, draw_notice, draw_panel
from ..resources import build_identity
from ..services.settings import ANIMATION_SPEEDS, NAMES_MODES, PRESENTER_SCALES, THROW_MODES
from ..services.translation import N_, available_languages
from .base import Scene
from .settings_layout import settings_layout, side_by_side, volume_row
from .volume import VolumeControl

if TYPE_CHECKING:
    from pygame_gui.elements import UIButton

    from ..context import Context

TITLE = N_("Settings")
SPEED_LABELS = {
    # TRANSLATORS: animation speed.
    "slow": N_("Slow"),
    # TRANSLATORS: animation speed.
    "normal": N_("Normal"),
    # TRANSLATORS: animation speed.
    "fast": N_("Fast"),
    # TRANSLATORS: animation speed for players sensitive to motion: no shaking, instant moves.
    "reduced": N_("Reduced motion"),
}
NAMES_LABELS = {
    # TRANSLATORS: position names on the board: none shown.
    "off": N_("Off"),
    # TRANSLATORS: position names on the board in Chinese characters.
    "hanzi": N_("Characters"),
    # TRANSLATORS: position names on the board in pinyin.
    "pinyin": N_("Pinyin"),
    # TRANSLATORS: position names on the board as English glosses.
    "english": N_("English"),
}
ROW_LABELS = {
    "language": N_("Language"),
    "volume": N_("Sound volume"),
    "speed": N_("Animation speed"),
    "fullscreen": N_("Full screen"),
    # TRANSLATORS: whether the board's helper lines are shown when a game starts.
    "lines": N_("Helper lines at start"),
    # TRANSLATORS: which position names the board shows when a game starts.
    "names": N_("Position names at start"),
    # TRANSLATORS: a highlight palette that colour-blind players can tell apart.
    "colorblind": N_("Colour-blind-safe highlights"),
    # TRANSLATORS: whether the computer throws the sticks, or real sticks are entered by hand.
    "throws": N_("Throws"),
    # TRANSLATORS: presenter mode: text and labels larger, for a projector (F5).
    "presenter": N_("Presenter mode (F5)"),
    # TRANSLATORS: heading of the row with the save/load game buttons.
    "files": N_("Saved games"),
}
THROW_LABELS = {
    # TRANSLATORS: the computer throws the sticks at random.
    "random": N_("Thrown by the game"),
    # TRANSLATORS: the class throws real sticks and types the result in.
    "hand": N_("Real sticks, entered by hand"),
}
ON, OFF = N_("On"), N_("Off")
SHOWN, HIDDEN = N_("Shown"), N_("Hidden")
MUTE, MUTED = N_("Mute"), N_("Muted")
SAVE_FILE = N_("Save game to file…")
LOAD_FILE = N_("Load game from file…")
SPEED_HINT = N_("Reduced motion: no shaking, moves appear at once.")
# TRANSLATORS: at the foot of the settings: the game's version number and its build (the
# commit it was made from), e.g. "Version 0.1.0, build 8128cc0a1b2c".
VERSION = N_("Version {version}, build {build}")


class SettingsScene(Scene):
    """Preferences, each applied and saved as soon as it changes."""

    opaque = False
    shows_notices = True  # draws the notice line itself (the game under it does not)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.close_top = 0
        self.rows: list[tuple[str, int]] = []
        self.slider: UIHorizontalSlider | None = None
        self.volume_buttons: list[UIButton] = []
        self.volume = VolumeControl(ctx)
        self.foot_y = 0  # the middle of the Close button's row, where the version is shown

    # -- layout --------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        s = self.ctx.settings
        layout = settings_layout(*self.ctx.screen.get_size())
        suffix = "_large" if layout.large else ""
        choice, on = "#settings_choice" + suffix, "#settings_on" + suffix
        self.panel = layout.panel
        self.rows = list(layout.rows)
        row = layout.controls

        def choices(
            rect: pygame.Rect, items: list[tuple[str, str, bool, Callable[[], object]]]
        ) -> None:
            for place, (label, tip, selected, action) in zip(
                side_by_side(rect, len(items)), items, strict=True
            ):
                self.button(
                    place,
                    label,
                    action,
                    object_id=on if selected else choice,  # type: ignore[arg-type]
                    focus=True,
                    tooltip=tip or None,
                )

        r = row["language"]
        self.button(
            pygame.Rect(r.x, r.y, min(r.width, 360), r.height),
            "‹  " + self.ctx.translator.display_name + "  ›",
            self.next_language,
            object_id=choice,
            focus=True,
        )
        minus, slider_rect, plus, mute = volume_row(row["volume"])
        self.volume_buttons = [
            self.button(
                minus,
                "−",
                lambda: self.step_volume(-1),
                object_id=choice,
                focus=True,
            ),
        ]
        self.slider = UIHorizontalSlider(
            slider_rect,
            round(s.volume * 100),
            (0, 100),
            self.ctx.ui,
            container=self.container,
            click_increment=10,
        )
        self.volume_buttons.append(
            self.button(
                plus,
                "+",
                lambda: self.step_volume(1),
                object_id=choice,
                focus=True,
            )
        )
        self.button(
            mute,
            _(MUTED) if s.muted else _(MUTE),
            self.toggle_mute,
            object_id=on if s.muted else choice,
            focus=True,
        )
        choices(
            row["speed"],
            [
                (
                    _(SPEED_LABELS[k]),
                    _(SPEED_HINT) if k == "reduced" else "",
                    s.animation_speed == k,
                    partial(self.change, animation_speed=k),
                )
                for k in ANIMATION_SPEEDS
            ],
        )
        choices(
            row["fullscreen"],
            [
                (_(ON), "", s.fullscreen, lambda: self.set_fullscreen(True)),
                (_(OFF), "", not s.fullscreen, lambda: self.set_fullscreen(False)),
            ],
        )
        choices(
            row["lines"],
            [
                (_(SHOWN), "", s.show_lines, lambda: self.change(show_lines=True)),
                (_(HIDDEN), "", not s.show_lines, lambda: self.change(show_lines=False)),
            ],
        )
        choices(
            row["names"],
            [
                (_(NAMES_LABELS[k]), "", s.names_mode == k, partial(self.change, names_mode=k))
                for k in NAMES_MODES
            ],
        )
        choices(
            row["colorblind"],
            [
                (_(ON), "", s.colorblind, lambda: self.set_colorblind(True)),
                (_(OFF), "", not s.colorblind, lambda: self.set_colorblind(False)),
            ],
        )
        choices(
            row["presenter"],
            [
                (
                    f"{k}%" if k > 100 else _(OFF),
                    "",
                    s.presenter == k,
                    partial(self.change, presenter=k),
                )
                for k in PRESENTER_SCALES
            ],
        )
        choices(
            row["throws"],
            [
                (_(THROW_LABELS[k]), "", s.throws == k, partial(self.change, throws=k))
                for k in THROW_MODES
            ],
        )
        can_save = self.stack is not None and self.stack.game_to_save() is not None
        save, load = side_by_side(row["files"], 2)
        self.button(
            save,
            _(SAVE_FILE),
            self.open_save,
            object_id=choice,
            focus=True,
            enabled=can_save,
        )
        self.button(
            load,
            _(LOAD_FILE),
            self.open_load,
            object_id=choice,
            focus=True,
        )
        self.close_top = layout.close.top  # notices go just above Close
        self.foot_y = layout.close.centery
        self.button(
            layout.close,
            _("Close"),
            self.close,
            object_id="#rules_nav" + suffix,
            focus=True,
        )
        if self.buttons.index is None:
            self.buttons.index = 0

    # -- actions -------------------------------------------------------------------------
    def rebuild_keep_focus(self) -> None:
        """Show the new state; the focus keeps its place (``SceneButtons.keep_focus_within``)."""
        self.build()

    def change(self, **changes: object) -> None:
        """Apply and save some settings, then show the new state."""
        self.ctx.update_settings(**changes)
        self.rebuild_keep_focus()

    def next_language(self) -> None:
        """Switch to the next available language: every scene rebuilds in it at once."""
        codes = [code for code, _ in available_languages()]
        if len(codes) > 1:
            self.ctx.set_language(self.ctx.next_language())  # the app rebuilds every scene
        if self.active:
            self.rebuild_keep_focus()

    def step_volume(self, direction: int) -> None:
        volume = self.volume.step(direction)
        if self.slider is not None:
            self.slider.set_current_value(round(volume * 100))

    def toggle_mute(self) -> None:
        self.ctx.update_settings(muted=not self.ctx.settings.muted)
        self.ctx.sound.apply_settings(self.ctx.settings)
        self.rebuild_keep_focus()

    def set_fullscreen(self, on: bool) -> None:
        if bool(self.ctx.settings.fullscreen) != on:
            self.ctx.toggle_fullscreen()
            if bool(self.ctx.settings.fullscreen) != on:  # no app hook (tests): just record it
                self.ctx.update_settings(fullscreen=on)
        self.rebuild_keep_focus()

    def set_colorblind(self, on: bool) -> None:
        """Swap the highlight palette; sprites and board layers are redrawn with it."""
        if self.ctx.settings.colorblind != on:
            self.ctx.update_settings(colorblind=on)
            self.ctx.reset_palette()
        self.rebuild_keep_focus()

    def open_save(self) -> None:
        self.open(lambda screens: screens.files(self.ctx, "save"))

    def open_load(self) -> None:
        self.open(lambda screens: screens.files(self.ctx, "load"))

    def close(self) -> None:
        """Save a volume still waiting, and go back to the scene underneath."""
        self.volume.flush()
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def exit(self) -> None:
        self.volume.flush()
        super().exit()

    def resume(self) -> None:
        self.rebuild_keep_focus()
        super().resume()

    # -- input and frames ----------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.close()
            return True
        focused = self.focused_button()
        if cmd.kind in (Cmd.LEFT, Cmd.RIGHT) and focused in self.volume_buttons:
            self.step_volume(1 if cmd.kind == Cmd.RIGHT else -1)
            return True
        if cmd.kind == Cmd.FASTER:
            self.step_volume(1)
            return True
        if cmd.kind == Cmd.SLOWER:
            self.step_volume(-1)
            return True
        return self.handle_focus(cmd)

    def update(self, dt: float) -> bool:
        """Follow the slider (pygame-gui reports it by value) and save after it rests."""
        if self.slider is not None and self.active:
            if self.volume.follow(self.slider.get_current_value() / 100.0):
                self.dirty = True
        self.volume.tick(dt)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        text = self.ctx.text
        h = surface.get_height()
        dim(surface, 200)
        draw_panel(surface, self.panel, alpha=245)
        big = max(22, round(h * 0.04))
        title = text.render(_(TITLE), big, GOLD, bold=True)
        surface.blit(
            title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + round(h * 0.025)))
        )
        size = max(15, round(h * 0.024))
        for key, cy in self.rows:
            label = text.render(_(ROW_LABELS[key]), size, INK)
            pos = surface.blit(label, label.get_rect(midleft=(self.panel.x + 30, cy)))
            if key == "volume":
                level = "—" if self.ctx.settings.muted else f"{round(self.ctx.sound.volume * 100)}%"
                img = text.render(level, max(12, size - 2), GOLD, bold=True)
                surface.blit(img, img.get_rect(midleft=(pos.right + 12, cy)))
        if self.rows:
            y = self.rows[0][1] - round(h * 0.034)
            pygame.draw.line(
                surface, (92, 60, 30), (self.panel.x + 24, y - 6), (self.panel.right - 24, y - 6), 1
            )
        shown = _(VERSION).format(version=__version__, build=build_identity())
        version = text.render(shown, max(12, size - 4), INK_DIM)
        surface.blit(version, version.get_rect(midleft=(self.panel.x + 30, self.foot_y)))
        if self.ctx.settings.animation_speed == "reduced":
            hint = text.render(_(SPEED_HINT), max(12, size - 4), INK_DIM)
            surface.blit(
                hint, hint.get_rect(midleft=(self.panel.x + 30, self.panel.bottom - round(h * 0.1)))
            )
        notice = self.ctx.notice
        if notice:
            bottom = (self.panel.centerx, self.close_top - 4)
            small = max(12, size - 3)
            draw_notice(surface, text, notice, small, bottom, self.panel.width - 60, max_lines=2)
