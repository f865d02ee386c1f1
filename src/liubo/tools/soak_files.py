"""The hostile files the soak hands the game (``make soak``): odd records, saves, lessons
and names in the game's own folder, where Load game and Learn find them, and the records
it opens with ``--replay`` (issue 35: "hostile inputs, not only keys and sizes").

What each holds, and what the game must do with it: a record with a NUL in its title and
captions (read, the NUL dropped), a title of one word of 20,000 characters and one of
5 MB (drawn in bounded time), records that must be refused naming a line (an options line
before the ruleset line, two first lines, an ESC inside a turn), empty, binary, deeply
nested and non-UTF-8 files, saves named with a trailing space or dot, a tab, a newline,
an ESC, bytes that are not UTF-8 or over 60 characters, a FIFO and a folder named like a
save, a symbolic link to itself, and lessons with a NUL or a title of 5,000 characters.
Each is read, or refused with a notice, and the game goes on.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
from pathlib import Path

from ..engine import Game


def first_turn_record() -> str:
    """A record the others are made from: the first turn of the default rules (whichever
    ruleset that is), each move the first legal one."""
    game = Game.new(rng=random.Random(1))
    game.throw(game.chance_outcomes()[0][0])
    while not game.needs_throw and not game.is_over:
        game.play(game.legal_moves()[0])
    return game.record()


def _record(title: str, caption: str = "") -> str:
    end = f"# {caption}\n" if caption else ""
    return f"# {title}\n{first_turn_record()}{end}"


def _save(record: str) -> str:
    from ..services.storage import SavedGame

    return SavedGame(record, {"green": "human", "white": "human"}, {}).to_json()


def _write(folder: Path, name: bytes, data: bytes) -> Path | None:
    """``data`` into ``folder/name`` (a name as bytes: it need not be UTF-8); None when the
    file system refuses the name."""
    path = os.path.join(os.fsencode(folder), name)
    try:
        with open(path, "wb") as handle:
            handle.write(data)
    except OSError:
        return None
    return Path(os.fsdecode(path))


def _seeded_game(rng: random.Random, plies: int) -> str:
    game = Game.new(rng=rng)
    for _ in range(plies):
        if game.is_over:
            break
        if game.needs_throw:
            game.throw(rng.choice([t for t, _p in game.chance_outcomes()]))
        else:
            game.play(rng.choice(game.legal_moves()))
    return game.record()


def hostile_files(home: Path, rng: random.Random) -> list[Path]:
    """Fill ``home`` (the game's ``--portable`` folder) with the hostile files; returns
    the ones to open with ``--replay`` (the others are met through Load game and Learn)."""
    saves, lessons = home / "saves", home / "lessons"
    for folder in (saves, lessons):
        folder.mkdir(parents=True, exist_ok=True)
    played = _seeded_game(rng, rng.randint(4, 40))
    moves = first_turn_record()
    last = moves.split()[-1]  # the last move's text
    records = {
        b"nul.txt": _record("A title\x00 with a NUL", "A caption\x00 too").encode(),
        b"long-word.txt": _record("x" * 20_000, "y" * 20_000).encode(),
        b"huge-word.txt": _record("z" * 5_000_000).encode(),
        b"options-first.txt": b"options pond=sanctuary\n" + moves.encode(),
        b"two-first.txt": moves.replace("first G\n", "first G\nfirst W\n").encode(),
        b"escape.txt": moves.replace(last, f"\x1b[31m{last}").encode(),
        b"separator.txt": moves.replace(f" {last}", f"\u2028{last}").encode(),
        b"empty.txt": b"",
        b"binary.txt": bytes(rng.randrange(256) for _ in range(600)),
        b"latin1.txt": "# caf\xe9\n".encode("latin-1") + moves.encode(),
        b"deep.liubo.json": b"[" * 50_000,
        b"caf\xe9 game.txt": _record("A game by a name that is not UTF-8").encode(),
        b"played.txt": played.encode(),
    }
    replays = [p for name, data in records.items() if (p := _write(saves, name, data))]
    save = _save(played).encode()
    for name in (
        b"Ana .liubo.json",
        b"final..liubo.json",
        b"tab\there.liubo.json",
        b"new\nline.liubo.json",
        b"esc\x1b[1m.liubo.json",
        b"caf\xe9.liubo.json",
        b"a-name-longer-than-the-sixty-characters-a-typed-name-keeps-for-sure.liubo.json",
        b".liubo.json",
    ):
        _write(saves, name, save)
    _write(saves, b"nul-record.liubo.json", _save(_record("NUL\x00 title")).encode())
    _odd_entries(saves)
    lesson = json.loads((_lesson_template()).read_text(encoding="utf-8"))
    for name, change in (
        (b"nul.json", {"id": "soak-nul", "title": "A NUL\x00 title"}),
        (b"long.json", {"id": "soak-long", "title": "w" * 5_000}),
        (b"escape.json", {"id": "soak-esc", "complete": "\x1b[2J gone"}),
        (b"caf\xe9.json", {"id": "soak-cafe", "title": "A teacher's lesson"}),
    ):
        _write(lessons, name, json.dumps({**lesson, **change}).encode())
    _write(lessons, b"deep.json", b"{" * 50_000)
    _write(lessons, b"not-json.json", b"\xff\xfe not json")
    _odd_entries(lessons)
    return replays


def _lesson_template() -> Path:
    from ..content.lessons import LESSONS_FOLDER, lesson_files
    from ..resources import data_path

    return Path(str(data_path(LESSONS_FOLDER, lesson_files()[0])))


def _odd_entries(folder: Path) -> None:
    """A FIFO, a folder and a link to itself, each named as the game's files are."""
    with contextlib.suppress(OSError, AttributeError):
        os.mkfifo(folder / "fifo.liubo.json")
    with contextlib.suppress(OSError, AttributeError):
        os.mkfifo(folder / "fifo.json")
    with contextlib.suppress(OSError):
        (folder / "folder.liubo.json").mkdir(exist_ok=True)
    with contextlib.suppress(OSError, NotImplementedError):
        os.symlink("loop.json", folder / "loop.json")
