"""Save the game in progress to a named file, or open one: a small dialog over the scene
underneath listing the saves in ``ctx.paths.saves_dir``, with a text entry for the name.

Loading checks the file with ``liubo.services.storage.load_game_file`` (a bad file gives a one-line
notice, never an exception) and hands the game to the game screen through
``open_saved_game``, which asks the stack's catalogue for ``game.saved``.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextEntryLine

from ..engine import Game
from ..input import Cmd, Command
from ..model.history import Captions, read_lesson
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import dim, draw_notice, draw_panel
from ..services.file_safety import (
    REASON_EMPTY,
    FileContentError,
    Notice,
    UserFileError,
    read_user_text,
    reason_of,
)
from ..services.plain_text import shown_name
from ..services.storage import SavedGame, load_game_file, save_game_file
from ..services.translation import N_
from .base import Scene, SceneHolder, widget_rect
from .saves_list import (
    MAX_NAME,
    clean_name,
    display_name,
    file_for,
    find_listed,
    list_saves,
    shown_label,
    stamp,
)

if TYPE_CHECKING:
    from ..context import Context

SAVE_TITLE = N_("Save game to file")
LOAD_TITLE = N_("Load game from file")
# TRANSLATORS: label of the text box for a saved game's file name.
NAME_LABEL = N_("File name")
# TRANSLATORS: {folder} is where saved games are kept.
FOLDER = N_("In {folder}")
NO_FILES = N_("No saved games yet.")
SAVE, LOAD, CANCEL = N_("Save"), N_("Load"), N_("Cancel")
MSG_SAVED = N_("Game saved as {name}.")
MSG_NO_NAME = N_("Type a name for the file first.")
MSG_NO_FILE = N_("There is no saved game called {name}.")
MSG_NO_GAME = N_("There is no game in progress to save.")
MSG_OPEN_FAILED = N_("The saved game could not be started.")
# TRANSLATORS: {name} is a file; {reason} says what is wrong with it.
MSG_NOT_A_RECORD = N_("{name} is not a game record: {reason}")
REASON_NO_TURNS = N_("it holds no turns to replay")
# TRANSLATORS: confirmation title when saving over an existing file.
REPLACE_TITLE = N_("Replace the file?")
# TRANSLATORS: {name} is the file that already exists.
REPLACE_TEXT = N_("{name} already exists. Save over it?")
MAX_LISTED = 8


# ---- helpers -------------------------------------------------------------------------


def open_saved_game(ctx: Context, saved: SavedGame, stack: SceneHolder | None = None) -> None:
    """Start ``saved`` in the game screen; a record that does not replay posts a notice.

    The overlays and any game under them are closed and the new game goes on top of the
    title.
    """
    if stack is None:
        return
    try:
        scene = stack.screens.saved_game(ctx, saved)
    except Exception:
        scene = None
    if scene is None:
        ctx.post_notice(ctx.gettext(MSG_OPEN_FAILED))
        return
    while len(stack) > 1:
        stack.pop()
    if stack.top is not None and stack.top.name == "game":
        stack.replace(scene)
    else:
        stack.push(scene)


def read_replay(path: Path) -> tuple[Game, Captions]:
    """The game in a saved game or a plain-text record, with the record's ``#`` comments
    as its title and captions. ``OSError`` or ``ValueError`` (with the reason; a
    ``reason`` Notice when the file itself is unusable) if it is neither."""
    text = read_user_text(path)
    if not text.strip():
        raise FileContentError(Notice(REASON_EMPTY))
    if path.name.lower().endswith((".json", ".liubo")) or text.lstrip().startswith("{"):
        record = SavedGame.from_bytes(text.encode("utf-8")).record
    else:
        record = text
    lesson = read_lesson(record)
    if not lesson.game.turns:
        raise FileContentError(Notice(REASON_NO_TURNS))
    return lesson.game, lesson.captions


def open_replay(ctx: Context, stack: SceneHolder, path: Path) -> bool:
    """Open ``path`` as a replay over the title; a bad file only posts a notice."""
    try:
        game, captions = read_replay(path)
    except (OSError, ValueError) as exc:
        reason = reason_of(exc) if isinstance(exc, UserFileError | FileContentError) else None
        said = reason.translated(ctx.gettext) if reason is not None else str(exc)
        name = shown_name(path.name)
        ctx.post_notice(ctx.gettext(MSG_NOT_A_RECORD).format(name=name, reason=said))
        return False
    while len(stack) > 1:
        stack.pop()
    stack.push(stack.screens.replay(ctx, game, captions))
    return True


# ---- the dialog ----------------------------------------------------------------------


class FilesScene(Scene):
    """``mode`` "save" or "load": pick a listed file or type a name, then Save/Load."""

    opaque = False
    shows_notices = True  # draws the notice line itself (the game under it does not)
    name = "files"

    def __init__(self, ctx: Context, mode: str = "load") -> None:
        super().__init__(ctx)
        self.mode = "save" if mode == "save" else "load"
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.entry: UITextEntryLine | None = None
        self.files: list[Path] = []
        self.page = 0
        self.file_name = ""  # what is typed in the entry (``name`` is the scene's)
        self.entry_label_y = 0

    @property
    def folder(self) -> Path:
        return self.ctx.paths.saves_dir

    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        large = h >= 900
        suffix = "_large" if large else ""
        self.files = list_saves(self.folder)
        pw = min(w - 40, 900 if large else 680)
        row = round(h * 0.055)
        ph = min(h - 30, round(h * 0.3) + row * MAX_LISTED)
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (w // 2, h // 2)
        x = self.panel.x + 28
        inner_w = pw - 56
        y = self.panel.y + round(h * 0.11)
        shown = self.files[self.page * MAX_LISTED : (self.page + 1) * MAX_LISTED]
        for path in shown:
            label = shown_label(path)
            if len(label) > MAX_NAME:  # the whole name goes into the entry when picked
                label = label[: MAX_NAME - 1] + "…"
            when = stamp(path)
            self.button(
                pygame.Rect(x, y, inner_w, row - 6),
                f"{label}    {when}" if when else label,
                partial(self.pick, path),
                object_id="#rules_topic" + suffix,
                focus=True,
            )
            y += row
        y = self.panel.y + round(h * 0.11) + row * MAX_LISTED + 8
        entry_h = max(24, round(row * 0.85))  # room for the text cursor in any window
        self.entry = UITextEntryLine(
            widget_rect(pygame.Rect(x, y + round(h * 0.035), inner_w, entry_h)),
            self.ctx.ui,
            container=self.container,
        )
        self.entry.set_text_length_limit(max(MAX_NAME, len(self.file_name)))
        if self.file_name:
            self.entry.set_text(self.file_name)
        self.entry_label_y = y
        if self.mode == "save" or not self.files:
            self.entry.focus()
        by = self.panel.bottom - round(row * 0.9) - 18
        bw = max(150, round(pw * 0.24))
        action = _(SAVE) if self.mode == "save" else _(LOAD)
        self.button(
            pygame.Rect(self.panel.right - 28 - bw, by, bw, round(row * 0.9)),
            action,
            self.confirm,
            object_id="#throw_button",
            focus=True,
        )
        self.button(
            pygame.Rect(self.panel.right - 40 - 2 * bw, by, bw, round(row * 0.9)),
            _(CANCEL),
            self.close,
            object_id="#rules_nav" + suffix,
            focus=True,
        )
        if len(self.files) > MAX_LISTED:
            self.button(
                pygame.Rect(x, by, round(row * 0.9), round(row * 0.9)),
                "‹",
                lambda: self.turn(-1),
                object_id="#rules_nav" + suffix,
                enabled=self.page > 0,
            )
            self.button(
                pygame.Rect(x + round(row * 0.9) + 8, by, round(row * 0.9), round(row * 0.9)),
                "›",
                lambda: self.turn(1),
                object_id="#rules_nav" + suffix,
                enabled=(self.page + 1) * MAX_LISTED < len(self.files),
            )

    # -- actions -------------------------------------------------------------------------
    def typed(self) -> str:
        return self.entry.get_text() if self.entry is not None else self.file_name

    def pick(self, path: Path) -> None:
        """A listed file: put the name it is shown by in the entry (a second click on it
        confirms); that name stands for this very file, however odd its name."""
        label = shown_label(path)
        if self.typed() == label:
            self.confirm()
            return
        self.file_name = label
        if self.entry is not None:
            self.entry.set_text_length_limit(max(MAX_NAME, len(label)))
            self.entry.set_text(label)

    def chosen(self) -> Path | None:
        """The file the entry names: the listed file shown by that name, else the file
        the name, typed, stands for (None when nothing usable was typed)."""
        listed = find_listed(self.files, self.file_name)
        return listed if listed is not None else file_for(self.folder, self.file_name)

    def turn(self, step: int) -> None:
        self.file_name = self.typed()
        self.page = max(0, self.page + step)
        self.build()

    def confirm(self) -> None:
        """Save or load the named file."""
        self.file_name = self.typed()
        path = self.chosen()
        if path is None:
            self.ctx.post_notice(self._(MSG_NO_NAME))
            return
        if self.mode == "save":
            if path.exists():
                self.open(
                    lambda screens: screens.confirm(
                        self.ctx,
                        self._(REPLACE_TITLE),
                        self._(REPLACE_TEXT).format(name=shown_name(path.name)),
                        lambda: self.save(path),
                    )
                )
                return
            self.save(path)
        else:
            self.load(path)

    def save(self, path: Path) -> bool:
        """Write the game in progress to ``path``; True if it was written."""
        saved = self.stack.game_to_save() if self.stack is not None else None
        if saved is None:
            self.ctx.post_notice(self._(MSG_NO_GAME))
            return False
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        notice = save_game_file(path, saved)
        if notice:
            self.ctx.post_notice(notice)
            return False
        self.ctx.post_notice(self._(MSG_SAVED).format(name=shown_name(path.name)))
        self.close()
        return True

    def load(self, path: Path) -> bool:
        """Open ``path``; a bad file only posts a notice. True if the game was handed on."""
        if not path.exists():
            # a listed name may carry another extension than the one we add
            match = [p for p in self.files if display_name(p) == clean_name(self.file_name)]
            if not match:
                self.ctx.post_notice(self._(MSG_NO_FILE).format(name=clean_name(self.file_name)))
                return False
            path = match[0]
        if path.name.lower().endswith(".txt"):  # a plain record: a lesson to replay
            stack = self.stack
            self.close()
            return stack is not None and open_replay(self.ctx, stack, path)
        saved, notice = load_game_file(path)
        if saved is None:
            self.ctx.post_notice(notice)
            return False
        stack = self.stack
        self.close()
        open_saved_game(self.ctx, saved, stack)
        return True

    def close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    # -- input and frames ----------------------------------------------------------------
    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.close()
            return True
        return self.handle_focus(cmd)

    def ui_event(self, event: pygame.event.Event) -> bool:
        import pygame_gui

        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.confirm()
            return True
        return super().ui_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        text = self.ctx.text
        h = surface.get_height()
        dim(surface, 150)
        draw_panel(surface, self.panel, alpha=250)
        heading = SAVE_TITLE if self.mode == "save" else LOAD_TITLE
        title = text.render(_(heading), max(20, round(h * 0.034)), GOLD, bold=True)
        surface.blit(title, (self.panel.x + 28, self.panel.y + round(h * 0.025)))
        small = max(12, round(h * 0.019))
        folder = _(FOLDER).format(folder=shown_name(self.folder))
        if text.size_of(folder, small)[0] > self.panel.width - 56:
            folder = "…" + folder[-60:]
        img = text.render(folder, small, INK_DIM)
        surface.blit(img, (self.panel.x + 28, self.panel.y + round(h * 0.075)))
        if not self.files:
            img = text.render(_(NO_FILES), max(14, small + 2), INK_DIM)
            surface.blit(img, (self.panel.x + 28, self.panel.y + round(h * 0.13)))
        label = text.render(_(NAME_LABEL), max(14, small + 1), INK)
        surface.blit(label, (self.panel.x + 28, self.entry_label_y))

    def draw_after_ui(self, surface: pygame.Surface) -> None:
        """The focus ring, then a notice over the foot of the list, just above the name
        (between the name and the buttons a wrapped notice has no room)."""
        super().draw_after_ui(surface)
        notice = self.ctx.notice
        if notice:
            size = max(13, round(surface.get_height() * 0.022))
            bottom = (self.panel.centerx, self.entry_label_y - 8)
            width = self.panel.width - 80
            draw_notice(surface, self.ctx.text, notice, size, bottom, width, backdrop=True)
