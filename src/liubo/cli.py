"""The command line: what ``liubo`` accepts, and what one start of the game does with it.

    liubo [--portable DIR] [--lang CODE] [--windowed | --fullscreen] [--ruleset ID]
          [--screenshot PATH --scene NAME] [--version] [--install-desktop-entry]

``main`` is the entry point (the ``liubo`` console script and ``python -m liubo``): it reads
the arguments, then installs the desktop entry, or opens the window (``app.App``) and
either checks the game where it runs, draws one frame into a file, or plays.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .app import App

if TYPE_CHECKING:
    from .context import Context
    from .scenes.stack import SceneStack
    from .services.file_safety import Notice
    from .services.folders import UserPaths

#: The screens the game can start at (``--scene``): the title and its two sub-menus, a
#: seeded game in its modes, and each overlay (``scenes.catalog.open_screen`` opens them).
SCENE_NAMES = (
    "title",
    "computer",
    "watch",
    "game",
    "replay",
    "lesson",
    "victory",
    "rules",
    "learn",
    "settings",
    "readings",
    "files",
    "share",
    "confirm",
    "throw entry",
)


class VersionAction(argparse.Action):
    """``--version``: the version and the build (``liubo 0.1.0 (build 8128cc0a1b2c)``),
    the build asked for only when shown."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        print(version_text())  # on stdout, as argparse's own --version
        parser.exit()


def version_text() -> str:
    """What ``--version`` prints."""
    from . import __version__
    from .resources import build_identity

    return f"liubo {__version__} (build {build_identity()})"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line."""
    parser = argparse.ArgumentParser(prog="liubo", description="Liubo (六博), the ancient game.")
    parser.add_argument(
        "--version", action=VersionAction, help="show the version and build, and exit"
    )
    parser.add_argument("--portable", metavar="DIR", help="keep settings and saves in DIR")
    parser.add_argument("--lang", metavar="CODE", help="language, e.g. en or zh_CN")
    parser.add_argument(
        "--ruleset",
        metavar="ID",
        help="the rules of a new game, of --scene's game and of --self-check's (as if chosen "
        "on the title screen, for this run)",
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    mode.add_argument("--fullscreen", action="store_true", help="start full screen")
    parser.add_argument("--screenshot", metavar="PATH", help="draw one frame to PATH and exit")
    parser.add_argument(
        "--scene",
        choices=SCENE_NAMES,
        default="title",
        help="the screen to start at, or to draw with --screenshot (default: title)",
    )
    parser.add_argument(
        "--size",
        metavar="WxH",
        type=size_arg,
        help="window size, e.g. 1280x720 (kept within the desktop)",
    )
    parser.add_argument(
        "--replay", metavar="FILE", help="open a game record or saved game as a replay"
    )
    parser.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add Liubo to the applications menu (Linux; the game as it is now, where it is)",
    )
    parser.add_argument(
        "--self-check",
        nargs="?",
        const=3,
        type=int,
        metavar="TURNS",
        help="check the game where it runs: text, sounds, weights, a game against the expert "
        "(TURNS of its turns, 0 for a whole game), a replay; prints what it found",
    )
    parser.add_argument(
        "--serve-web",
        nargs="?",
        const=0,
        type=port_arg,
        metavar="PORT",
        help="share the browser edition with a class on the local network, without a window "
        "(default port 8066, or the next free one; Ctrl-C stops)",
    )
    parser.add_argument(
        "--bind",
        metavar="ADDRESS",
        help="with --serve-web: the address to listen on (default: this computer's address on "
        "the local network; 127.0.0.1 for this computer only, 0.0.0.0 for every network)",
    )
    parser.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    # the game's random numbers from a seed: a driver in a real window (tools/classroom_x.py)
    # mirrors the game headless and knows the throws the sticks will give
    parser.add_argument("--seed", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(list(argv) if argv is not None else None)
    if args.ruleset is not None:
        from .engine import RULESET_FILES

        if args.ruleset not in RULESET_FILES:
            parser.error(
                f"--ruleset {args.ruleset!r}: no such ruleset is installed "
                f"(known: {', '.join(RULESET_FILES)})"
            )
    if args.screenshot:
        from .services.file_safety import output_file_problem

        problem = output_file_problem(args.screenshot, IMAGE_SUFFIXES)
        if problem:
            parser.error(f"--screenshot {args.screenshot}: {problem}")
    return args


def size_arg(text: str) -> tuple[int, int]:
    """``--size WxH``: two whole numbers (ASCII digits) from 1 to 99999, e.g. ``1280x720``."""
    parts = text.strip().lower().split("x")
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 5 for p in parts):
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT such as 1280x720, not {text!r}")
    w, h = int(parts[0]), int(parts[1])
    if w < 1 or h < 1:
        raise argparse.ArgumentTypeError(f"a window cannot be {w}x{h}")
    return (w, h)


def port_arg(text: str) -> int:
    """``--serve-web PORT``: a port from 1 to 65535."""
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 65535):
        raise argparse.ArgumentTypeError(f"expected a port from 1 to 65535, not {text!r}")
    return int(text)


def serve_web(port: int, bind: str | None) -> int:
    """``--serve-web``: serve the browser edition until Ctrl-C (no window, no pygame)."""
    from .services.web_share import (
        DEFAULT_PORT,
        bind_choices,
        find_web_folder,
        serve_forever_in_terminal,
    )

    host = bind or bind_choices()[0].host
    return serve_forever_in_terminal(find_web_folder(), host, port or DEFAULT_PORT)


IMAGE_SUFFIXES = (".png", ".bmp", ".tga", ".jpg", ".jpeg")


def screenshot(ctx: Context, stack: SceneStack, path: str) -> None:
    """Draw one frame into ``path``."""
    import pygame

    stack.draw(ctx.screen)
    ctx.ui.update(0.0)
    ctx.ui.draw_ui(ctx.screen)
    stack.draw_after_ui(ctx.screen)
    pygame.image.save(ctx.screen, path)


def readable_output(streams: Sequence[object] = ()) -> None:
    """Let every line the game prints reach the terminal, whatever it can show.

    Under ``LC_ALL=C`` (and ``PYTHONUTF8=0``) or ``PYTHONIOENCODING=ascii`` the streams
    encode ASCII only, and printing a language's name (中文) or a folder's name that is
    not UTF-8 raised ``UnicodeEncodeError``: such characters are written as escapes
    (``\\u4e2d``) instead. A stream that cannot be reconfigured (none, in a windowed
    program) is left as it is."""
    for stream in streams or (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # closed, or not a text stream of ours
                pass


def user_folders(portable: str | None, make: bool = True) -> tuple[UserPaths, tuple[Notice, ...]]:
    """The folders of the settings and saves, and what to say about them once the window
    is open. A folder chosen with ``--portable`` or ``LIUBO_HOME`` is checked, and with
    ``make`` made if missing: its full path is then printed and shown once, as a notice.
    ``FolderError`` when it cannot be used (empty, a file, cannot be made)."""
    from .services.file_safety import Notice
    from .services.folders import (
        MSG_FOLDER_MADE,
        FolderError,
        folder_problem,
        make_portable_folder,
        resolve_paths,
        shown_path,
    )

    paths = resolve_paths(portable)
    if not paths.portable:
        return paths, ()
    if not make:
        problem = folder_problem(paths.data_dir)
        if problem is not None:
            raise FolderError(problem)
        return paths, ()
    if not make_portable_folder(paths.data_dir):
        return paths, ()
    shown = shown_path(paths.data_dir)
    print(f"liubo: settings and saved games are kept in the new folder {shown}", flush=True)
    return paths, (Notice(MSG_FOLDER_MADE, folder=shown),)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point (``liubo`` and ``python -m liubo``)."""
    readable_output()
    args = parse_args(argv)
    if args.install_desktop_entry:
        from .services.desktop_entry import install_desktop_entry

        return install_desktop_entry()
    if args.serve_web is not None:
        return serve_web(args.serve_web, args.bind)
    from .services.folders import FolderError, describe_choice

    try:
        paths, notices = user_folders(args.portable, make=args.self_check is None)
    except FolderError as exc:
        print(f"liubo: {describe_choice(args.portable)}: {exc}", file=sys.stderr)
        return 2
    if args.screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from .services.window import NoDisplayError

    app: App | None = None
    try:
        if args.self_check is not None:  # in folders of its own: the player's are left alone
            from .checks.selfcheck import self_check

            return self_check(args, paths)
        try:
            app = App(args, paths, notices)
            app.start(args.scene)
        except (NoDisplayError, KeyboardInterrupt):
            raise
        except Exception as exc:  # most likely the game's own files, damaged: one line
            from .checks.selfcheck import describe

            print(
                f"liubo: the game could not start: {describe(exc)}"
                " (liubo --self-check checks the whole game)",
                file=sys.stderr,
            )
            return 1
        if args.screenshot:
            for scene in app.stack.scenes:
                scene.settle()
            try:
                screenshot(app.ctx, app.stack, args.screenshot)
            except (pygame.error, OSError) as exc:
                print(f"liubo: cannot write {args.screenshot}: {exc}", file=sys.stderr)
                return 1
            return 0
        if args.replay:
            from pathlib import Path

            from .scenes.files import open_replay

            open_replay(app.ctx, app.stack, Path(args.replay))
        app.run()
        return 0
    except NoDisplayError as exc:
        if args.self_check is not None:
            print(f"self-check: problem: {exc}\nself-check: failed", flush=True)
        print(f"liubo: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("liubo: interrupted", file=sys.stderr)
        return 130
    finally:
        if app is not None:
            try:
                app.close()
            except Exception as exc:  # closing must not hide the real error
                print(f"liubo: error while closing: {exc}", file=sys.stderr)
        pygame.quit()


if __name__ == "__main__":
    raise SystemExit(main())
