"""Before/after contact sheets of the classroom's behaviour in a real window, from two runs
of tools/classroom_x.py (one on the code before a change, one after).

    .venv/bin/python tools/classroom_x.py --src OLD_CHECKOUT --out /work/shots/live/before
    .venv/bin/python tools/classroom_x.py --out /work/shots/live/after
    .venv/bin/python tools/classroom_sheets.py /work/shots/live/before /work/shots/live/after \
        out/live

Each sheet puts one moment side by side, before on the left, after on the right, at half
size (the game ran at 1280x720), with a line saying what to look at; ``pngquant`` keeps
each file small. A tutorial sheet shows the end of every lesson of the course, as played
in the real window. Needs ImageMagick's ``montage`` and ``pngquant``.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

#: sheet name -> (the shot's name after "<lang>_", what the sheet shows)
SHEETS = {
    "odds_mouse_still": (
        "odds_after_turn_0_mouse_still",
        "O, a turn, the mouse left still for 4 s: the badges and win bar come by themselves",
    ),
    "lesson_end_buttons": (
        "tutorial_lesson01_complete",
        "A lesson finished by a click: Next lesson and All lessons drawn with no hover",
    ),
    "lesson_new_position": (
        "tutorial_lesson01_new_position_step3",
        "A step with a position of its own: 'New position' and the birds gliding there",
    ),
    "lesson_bird_already_moved": (
        "tutorial_lesson01_already_moved",
        "A click on the bird that already moved this turn gets an answer",
    ),
    "lesson_bird_onto_nest": (
        "tutorial_lesson04_normal_bird_on_a_nest",
        "A normal bird clicked onto a nest that is not gold gets an answer",
    ),
    "replay_start": (
        "replay_start_paused",
        "A record paused at its start: its title in the status, no caption, the log not the end",
    ),
    "replay_caption_early": (
        "replay_step06",
        "Green's last move before White's second turn: its caption must not show yet",
    ),
    "replay_caption": (
        "replay_step07",
        "White's second turn: its caption comes with its move",
    ),
    "replay_caption_gone": (
        "replay_step09",
        "Green's next turn: the caption of White's turn is gone",
    ),
    "replay_end": (
        "replay_end",
        "The end of the record: the status offers only what works there",
    ),
    "victory_esc": (
        "victory_after_esc",
        "Esc on the victory panel: back to the finished game, not the title",
    ),
    "hint_before_throw": (
        "odds_hint_before_throw_1",
        "H before throwing says what to do",
    ),
    "hint_and_win_bar": (
        "odds_hint",
        "The hint and the win bar say whose chance, by the learned evaluation, and when",
    ),
    "computer_throw": (
        "sticks_computer_throw",
        "Real sticks against the computer: the prompt for the computer's throw",
    ),
    "saved_once": (
        "saved_saved",
        "'Game saved as...' said once, by Settings, not again on the table under it",
    ),
}


def run(*args: str) -> None:
    subprocess.run(list(args), check=True)


def small(path: Path, out: Path) -> Path:
    """``path`` reduced with pngquant (kept as it is if pngquant cannot reach the quality)."""
    done = subprocess.run(
        [
            "pngquant",
            "--quality",
            "55-85",
            "--speed",
            "1",
            "--force",
            "--output",
            str(out),
            str(path),
        ]
    )
    if done.returncode != 0:
        out.write_bytes(path.read_bytes())
    return out


def sheet(before: Path, after: Path, caption: str, out: Path) -> Path:
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "sheet.png"
        run(
            "montage", "-label", "before", str(before), "-label", "after", str(after),
            "-tile", "2x1", "-geometry", "640x360+6+6", "-pointsize", "16",
            "-background", "#1b0b09", "-fill", "#e8c77a", "-title", caption, str(raw),
        )  # fmt: skip
        return small(raw, out)


def tutorial_sheet(after: Path, lang: str, out: Path) -> Path | None:
    ends = sorted(after.glob(f"{lang}_tutorial_lesson*_complete.png"))
    if not ends:
        return None
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "sheet.png"
        args = ["montage"]
        for path in ends:
            label = next(part for part in path.stem.split("_") if part.startswith("lesson"))
            args += ["-label", label, str(path)]
        title = "The whole tutorial played by clicks in a real window: each lesson's end"
        args += ["-tile", "4x", "-geometry", "400x225+4+4", "-pointsize", "14"]
        args += ["-background", "#1b0b09", "-fill", "#e8c77a", "-title", title, str(raw)]
        run(*args)
        return small(raw, out)


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__)
        return 2
    before, after, out = (Path(a) for a in argv)
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for lang in ("en", "zh_CN"):
        for name, (shot, caption) in SHEETS.items():
            b, a = before / f"{lang}_{shot}.png", after / f"{lang}_{shot}.png"
            if not (b.exists() and a.exists()):
                print(f"skipped {lang} {name}: no {b.name} in both runs")
                continue
            made = sheet(b, a, caption, out / f"{name}_{lang}.png")
            total += made.stat().st_size
            print(f"{made}  {made.stat().st_size // 1024} KB")
        made_t = tutorial_sheet(after, lang, out / f"tutorial_{lang}.png")
        if made_t is not None:
            total += made_t.stat().st_size
            print(f"{made_t}  {made_t.stat().st_size // 1024} KB")
    print(f"total {total / 1e6:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
