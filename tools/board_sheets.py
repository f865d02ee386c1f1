"""Contact sheets of issue 25's screenshots: before and after, presenter off and on, English
and Chinese, one sheet a window size and screen (needs ImageMagick's montage and pngquant).

    python tools/board_sheets.py BEFORE_DIR AFTER_DIR OUT_DIR [--width 440]

BEFORE_DIR and AFTER_DIR hold the PNGs ``tools/board_shots.py`` draws. Each sheet has two
rows (before, after) of four pictures (English off and on, Chinese off and on), each
``--width`` pixels wide with its label, quantised to stay small.
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
from pathlib import Path

SIZES = ("1024x600", "1280x720", "1920x1080")
from board_shots import second_ruleset  # noqa: E402 -- beside this file

STATES = ("game", "replay", second_ruleset())
COLUMNS = (("en", 100), ("en", 200), ("zh_CN", 100), ("zh_CN", 200))


def sheet(before: Path, after: Path, out: Path, size: str, state: str, width: int) -> Path:
    """One sheet: its pictures in order, labelled, in two rows."""
    args: list[str] = []
    for tag, folder in (("before", before), ("after", after)):
        for lang, presenter in COLUMNS:
            picture = folder / f"{state}_{lang}_{size}_p{presenter}.png"
            mode = "off" if presenter == 100 else f"{presenter}%"
            args += ["-label", f"{tag}: {lang}, presenter {mode}", str(picture)]
    target = out / f"board_{state}_{size}.png"
    with tempfile.TemporaryDirectory() as tmp:
        raw = Path(tmp) / "sheet.png"
        subprocess.run(
            ["montage", *args, "-tile", "4x2", "-geometry", f"{width}x+4+4",
             "-background", "#1a0d0a", "-fill", "#e8d9b0", "-pointsize", "13", str(raw)],
            check=True,
        )  # fmt: skip
        subprocess.run(
            ["pngquant", "--quality", "50-80", "--speed", "1", "--force",
             "--output", str(target), str(raw)],
            check=True,
        )  # fmt: skip
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("out", type=Path)
    parser.add_argument("--width", type=int, default=440)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        for state in STATES:
            path = sheet(args.before, args.after, args.out, size, state, args.width)
            print(f"{path} {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
