"""``liubo --self-check [TURNS] [--ruleset ID]``: the game checks itself where it runs, and
says what it found.

Made for the standalone bundle (``make dist-check`` runs it there, headless and in a real
window, in each language) and for whoever sets the game up on a classroom computer. The
check plays in folders of its own, made for it and removed after: it reads and changes
nothing of the player's (settings, autosave and its backup, saved games, lesson ticks),
whose folders it only names and checks can be written. On an app with the command line's
language and window, it:

1. draws the title, and names the game's build and the player's folders;
2. reads every catalog, and looks for a box: a character of a translation, a lesson or a
   language's name that the font the game draws Chinese with has no glyph for;
3. loads the sounds (when there is an audio device), every ruleset's data, the learned
   weights of every ruleset that has a learned evaluation (one without has none to load:
   its expert plays as its hard level, which is no problem), and the evidence;
4. turns to every page of the rulebook (every ruleset's) and opens every lesson (the
   course's and the teacher's own), each drawn on its screen;
5. plays a game against ``expert`` under the ruleset of a new game (``--ruleset`` or the
   settings'), the human side by the keyboard (Enter, as a player
   may: throw, pick a bird, pick its landing, play), the computer's side in its worker
   process, until the computer has played TURNS turns (0: to the end of the game);
6. saves the game to a file and opens that file as a replay, stepping through it;
7. names the rulesets found, and each installed one that could not be loaded (a problem:
   the game goes on without it).

Each step that raises, and each exception a frame raises (the game would show "Internal
error" and go on), is a problem. It prints one ``self-check: name: value`` line a fact,
one ``self-check: problem: ...`` line a problem (never a traceback), then
``self-check: passed`` (exit 0) or ``self-check: failed`` (exit 1).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from .. import __version__
from .selfcheck_steps import CheckSteps, CheckStopped, describe

if TYPE_CHECKING:
    from ..services.folders import UserPaths

CHECK_FOLDER_PREFIX = "liubo-self-check-"
__all__ = ["CHECK_FOLDER_PREFIX", "SelfCheck", "check_paths", "describe", "self_check"]


class SelfCheck(CheckSteps):
    """Runs the checks on an app, collecting facts and problems."""

    # -- the steps ------------------------------------------------------------------------
    def run(self, turns: int, user: UserPaths) -> int:
        from .selfcheck_content import (
            check_assets,
            check_data,
            check_lessons,
            check_rulebook,
            check_text,
        )

        self.facts_of_this_game()
        self.check_folders(user)
        try:  # every step, whatever failed before it: each says what it found
            self.attempt("the title", self.draw_title)
            self.attempt("the text", lambda: check_text(self))
            self.attempt("the sounds and weights", lambda: check_assets(self))
            self.attempt("the data", lambda: check_data(self))
            self.attempt("the rulebook", lambda: check_rulebook(self))
            self.attempt("the lessons", lambda: check_lessons(self, user))
            self.attempt("the game against the expert", lambda: self.play(turns))
        except CheckStopped:
            pass
        self.attempt("the installed rulesets", self.check_rulesets)  # last: all were asked for
        self.out("self-check: passed" if not self.problems else "self-check: failed")
        return 0 if not self.problems else 1

    def facts_of_this_game(self) -> None:
        from ..resources import build_identity

        self.fact("version", __version__)
        self.fact("build", build_identity())
        self.fact("frozen", bool(getattr(sys, "frozen", False)))
        self.fact("program", sys.executable)
        driver = pygame.display.get_driver()
        self.fact("video_driver", driver)
        if driver == "offscreen" and "offscreen" not in os.environ.get("SDL_VIDEODRIVER", ""):
            self.problem("no display: SDL fell back to its offscreen driver")
        translator = self.ctx.translator
        self.fact("language", f"{translator.language} ({translator.display_name})")
        self.fact("ruleset", self.ctx.settings.ruleset)

    def check_folders(self, user: UserPaths) -> None:
        """Name the player's folders and check they can be written, touching nothing."""
        from ..services.folders import shown_path

        self.fact("settings_file", shown_path(user.settings_file))
        self.fact("saves_folder", shown_path(user.saves_dir))
        for what, folder in (("settings", user.config_dir), ("saves", user.data_dir)):
            problem = writable_problem(folder)
            if problem is not None:
                self.problem(f"the {what} folder {shown_path(folder)} {problem}")
        self.fact("check_folder", f"{shown_path(self.ctx.paths.data_dir.parent)} (removed after)")

    def play(self, turns: int) -> None:
        """The game against the expert, moves fast, then saved and replayed."""
        from .selfcheck_play import play_expert, save_and_replay

        settings = self.ctx.settings
        self.ctx.settings = settings.with_(animation_speed="fast")  # for the check only
        try:
            scene = play_expert(self, turns)
        finally:
            self.ctx.settings = settings
        self.attempt("the saved game", lambda: save_and_replay(self, scene))

    def check_rulesets(self) -> None:
        """The rulesets found, and each installed one (or part of one) that could not be
        loaded: the game goes on without it, and whoever sets the computer up should know."""
        from ..engine import RULESET_FILES, plugins

        self.fact("rulesets", ", ".join(RULESET_FILES))
        for problem in plugins.problems():
            self.problem(f"ruleset {problem} (left out: the game goes on without it)")

    def draw_title(self) -> None:
        self.app.start("title")
        self.draw()


def writable_problem(folder: Path) -> str | None:
    """Why the game could not write into ``folder`` (it is made when missing), or None."""
    probe = folder
    while not probe.exists():
        if probe.parent == probe:
            return "cannot be made"
        probe = probe.parent
    if not probe.is_dir():
        return f"cannot be made: {probe} is not a folder"
    if not os.access(probe, os.W_OK | os.X_OK):
        return "cannot be written" if probe == folder else f"cannot be made in {probe}"
    return None


def check_paths(root: Path) -> UserPaths:
    """The check's own folders under ``root``: settings, saves, autosave, lesson ticks."""
    from ..services.folders import UserPaths

    return UserPaths(config_dir=root / "settings", data_dir=root / "data", portable=True)


def self_check(args: argparse.Namespace, user: UserPaths) -> int:
    """Run the checks in folders of their own; the exit code (0 passed, 1 a problem).

    ``user``: the player's folders, named and checked, never written."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ..app import App as GameApp
    from ..services.window import NoDisplayError

    root = Path(tempfile.mkdtemp(prefix=CHECK_FOLDER_PREFIX))
    app = None
    try:
        try:
            app = GameApp(args, check_paths(root))
        except NoDisplayError:
            raise
        except Exception as exc:  # the game could not even open: one line, no traceback
            print(f"self-check: problem: the game did not start: {describe(exc)}", flush=True)
            print("self-check: failed", flush=True)
            return 1
        return SelfCheck(app, lambda line: print(line, flush=True)).run(args.self_check, user)
    finally:
        if app is not None:
            try:
                app.close()
            except Exception as exc:  # closing must not hide what was found
                print(f"self-check: closing: {describe(exc)}", flush=True)
        shutil.rmtree(root, ignore_errors=True)
