"""The pictures of the Windows build for docs/ (``make dist-windows-shots``).

    python -m liubo.dist.windows_shots [DIR]    (docs/screenshots/windows)


Each is the game's own window (``Liubo.exe`` under Wine, on an Xvfb of its own) as
ImageMagick's ``import`` reads it from the X server, saved as a JPEG:

- ``game.jpg``: a game against the expert after its fourth turn (the self-check's play);
- ``rulebook-zh_Hant.jpg``: the rulebook in 繁體, opened from the command line;
- ``finished.jpg``: a whole game against the expert, on the card that ends it.
"""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

from .check import Findings
from .windows import PROGRAM, default_cache
from .windows_check import Display, fact_of, find_or_build, unpack, watched_run
from .windows_pins import PYNSIST, fetch
from .wine import Prefix, missing_reason

QUALITY = "72"
#: the window of a self-check is captured this long after the line that starts its picture
SETTLE_SECONDS = 0.3


def window_id(display: str) -> str | None:
    """The game's window on ``display`` (Wine names its class after the program), or None."""
    command = ["xdotool", "search", "--onlyvisible", "--class", PROGRAM.lower()]
    result = subprocess.run(
        command, env={"DISPLAY": display}, capture_output=True, text=True, check=False
    )
    ids = result.stdout.split()
    return ids[-1] if ids else None


def capture_window(display: str, target: Path) -> bool:
    """The game's window alone (no frame around it) into ``target`` (a JPEG)."""
    window = window_id(display)
    if window is None:
        return False
    command = ["import", "-display", display, "-window", window, "-quality", QUALITY]
    result = subprocess.run([*command, str(target)], capture_output=True, check=False)
    return result.returncode == 0 and target.is_file()


def drawn(picture: Path) -> bool:
    """Whether a captured window shows something (not one flat colour, as before the
    game's first frame)."""
    command = ["identify", "-format", "%[fx:standard_deviation]", str(picture)]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    try:
        return float(result.stdout.strip() or 0) > 0.02
    except ValueError:
        return False


def shot_of_scene(prefix: Prefix, program: Path, target: Path, lang: str, scene: str) -> bool:
    """Start the game at ``scene`` in ``lang``, wait for its window to settle, capture it."""
    display = Display()
    try:
        args = ["--portable", "C:\\shots", "--lang", lang, "--windowed", "--size", "1280x720"]
        proc = Prefix(prefix.folder, display.name).start(program, [*args, "--scene", scene])
        deadline = time.monotonic() + 180
        taken = False
        while not taken and time.monotonic() < deadline:
            time.sleep(2)
            taken = capture_window(display.name, target) and drawn(target)
        if taken:
            time.sleep(3)  # the page's last drawing
            taken = capture_window(display.name, target)
        proc.kill()
        proc.wait(30)
        return taken
    finally:
        display.close()


def shot_of_play(
    prefix: Prefix, program: Path, target: Path, lang: str, turns: int, line: str
) -> list[str]:
    """A self-check playing ``turns`` of the expert's turns (0: a whole game), its window
    captured when it prints ``line``; its output."""

    class Window:
        def __init__(self, display: str) -> None:
            self.display = display

        def capture(self, path: Path) -> bool:
            time.sleep(SETTLE_SECONDS)
            return capture_window(self.display, path)

    args = ["--portable", "C:\\shots", "--lang", lang, "--windowed", "--size", "1280x720"]
    _code, lines = watched_run(
        prefix, program, [*args, "--self-check", str(turns)], {line: target}, window=Window
    )
    return lines


def take_shots(prefix: Prefix, program: Path, out: Path, found: Findings) -> None:
    """The three pictures into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    game = out / "game.jpg"
    shot_of_play(prefix, program, game, "en", 4, "self-check: turns_played")
    rulebook = out / "rulebook-zh_Hant.jpg"
    shot_of_scene(prefix, program, rulebook, "zh_Hant", "rules")
    finished = out / "finished.jpg"
    lines = shot_of_play(prefix, program, finished, "zh_CN", 0, "self-check: game_over")
    found.figure("finished_game", fact_of(lines, "game_over"))
    for path in (game, rulebook, finished):
        if path.is_file():
            found.figure(f"picture {path.name}", f"{path.stat().st_size / 1000:.0f} KB")
        else:
            found.problem(f"no picture {path}")


def main(argv: list[str] | None = None) -> int:
    import argparse
    import shutil

    parser = argparse.ArgumentParser(prog="python -m liubo.dist.windows_shots")
    parser.add_argument("out", nargs="?", type=Path, default=Path("docs/screenshots/windows"))
    args = parser.parse_args(argv)
    reason = missing_reason()
    if reason is not None:
        print(f"dist-windows-shots: {reason}")
        return 1
    found = Findings()
    cache = default_cache()
    work = Path("build/windows-shots").absolute()
    if work.exists():
        shutil.rmtree(work)
    archive = find_or_build(work, cache, False, found)
    prefix = Prefix(work / "prefix").make(fetch(cache / "downloads", (PYNSIST,))[PYNSIST.file])
    take_shots(prefix, unpack(archive, prefix), args.out.absolute(), found)
    prefix.kill()
    for line in found.lines:
        print(line)
    return 0 if not found.problems else 1


if __name__ == "__main__":
    raise SystemExit(main())
