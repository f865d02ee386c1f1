"""``liubo --self-check``: it plays in folders of its own and touches nothing of the
player's (issue 35 item 1), prints on any terminal (item 15), and with the game's own
files damaged says so in ``problem:`` lines, never a traceback and never ``passed``
(item 11); every exception a frame raised counts as a problem."""

from __future__ import annotations

import os
import random
import shutil
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from liubo.checks import selfcheck, selfcheck_steps
from liubo.engine import Game
from liubo.services.storage import AutosaveStore, SavedGame

ROOT = Path(__file__).resolve().parents[2]


def run_check(home: Path, tmp: Path, **env: str) -> subprocess.CompletedProcess[str]:
    tmp.mkdir(exist_ok=True)
    base = {
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATH": "/usr/bin:/bin",
        "HOME": str(home.parent),
        "TMPDIR": str(tmp),
        "LIUBO_HOME": str(home),
    }
    return subprocess.run(
        [sys.executable, "-m", "liubo", "--self-check", "1"],
        capture_output=True,
        text=True,
        timeout=600,
        env={**base, **env},
    )


def a_players_folder(home: Path) -> dict[Path, bytes]:
    """A player's folder: settings, a game in progress autosaved twice (so it has a
    backup), a saved game and lesson ticks. Returns every file's bytes."""
    rng = random.Random(11)
    game = Game.new(rng=rng)
    store = AutosaveStore(home)
    home.mkdir(parents=True)
    for _ in range(2):
        game.throw(rng.choice([t for t, _p in game.chance_outcomes()]))
        while not game.needs_throw and not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        players = {"green": "human", "white": "normal"}
        saved = SavedGame(game.record(), players, {"mode": "computer", "first": "green"})
        assert store.write(saved) is None
    (home / "settings.json").write_text(
        '{"format": "liubo-settings", "version": 1, "language": "zh_CN", "volume": 0.3}\n',
        encoding="utf-8",
    )
    (home / "saves").mkdir()
    (home / "saves" / "mine.liubo.json").write_bytes((home / "autosave.json").read_bytes())
    (home / "lessons.json").write_text('{"done": ["enter"]}\n', encoding="utf-8")
    return {path: path.read_bytes() for path in sorted(home.rglob("*")) if path.is_file()}


@pytest.mark.slow
def test_a_self_check_touches_nothing_of_the_player_s_even_on_an_ascii_terminal(tmp_path):
    """The player's autosave and its backup (Continue's game), settings, saves and ticks
    are byte for byte as they were, and no file is added: the check played its 6-turn game
    over the autosave before. Under LC_ALL=C and an ASCII stdout it printed no language
    name (UnicodeEncodeError); now they come as escapes."""
    home = tmp_path / "player"
    before = a_players_folder(home)
    result = run_check(home, tmp_path / "tmp", LC_ALL="C", PYTHONUTF8="0", PYTHONIOENCODING="ascii")
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    lines = result.stdout.splitlines()
    assert lines[-1] == "self-check: passed"
    assert f"self-check: settings_file: {home / 'settings.json'}" in lines
    assert any(line.startswith("self-check: languages: en (English), zh_CN (\\u") for line in lines)
    after = {path: path.read_bytes() for path in sorted(home.rglob("*")) if path.is_file()}
    assert after == before
    assert list((tmp_path / "tmp").iterdir()) == []  # the check's own folder is gone


def broken_package(tmp_path: Path, damage: str) -> Path:
    """The game's package with a copy of its data folder, damaged as ``damage`` says."""
    package = tmp_path / "pkg" / "liubo"
    package.mkdir(parents=True)
    for child in (ROOT / "src" / "liubo").iterdir():
        if child.name != "__pycache__":
            (package / child.name).symlink_to(child)
    data = package / "data"
    shutil.copytree(ROOT / "data", data, ignore=shutil.ignore_patterns("__pycache__"))
    (package / "i18n").symlink_to(ROOT / "i18n")
    name, _, how = damage.partition(":")
    if how == "missing":
        (data / name).unlink()
    else:
        (data / name).write_text('{"broken', encoding="utf-8")
    return package.parent


@pytest.mark.slow
@pytest.mark.parametrize(
    ("damage", "said"),
    [
        ("board.json", "board.json: not valid JSON"),
        ("rules.json", "rules.json: not valid JSON"),
        ("readings.json", "readings.json: not valid JSON"),
        ("evidence.json:missing", "rulebook pages failed to show"),
        ("lessons/03_owl.json", "lesson: "),
    ],
)
def test_a_damaged_data_folder_is_said_in_problem_lines(tmp_path, damage, said):
    """A broken board.json, rules.json or readings.json gave a raw traceback; with
    evidence.json missing the check said ``passed`` while every rules page raised."""
    pythonpath = broken_package(tmp_path, damage)
    result = run_check(tmp_path / "player", tmp_path / "tmp", PYTHONPATH=str(pythonpath))
    lines = result.stdout.splitlines()
    assert result.returncode == 1 and lines[-1] == "self-check: failed", result.stdout[-3000:]
    problems = [line for line in lines if line.startswith("self-check: problem: ")]
    assert any(said in line for line in problems), problems
    assert "Traceback" not in result.stdout + result.stderr, result.stderr[-3000:]


class _App:
    """An app whose frames raise, as a broken screen does."""

    def __init__(self) -> None:
        self.notices: list[str] = []
        self.ctx = SimpleNamespace(post_notice=self.notices.append)
        self.raised = 0

    def frame(self, dt, events):  # noqa: ANN001, ANN201
        self.raised += 1
        raise KeyError("scenes") if self.raised % 2 else ValueError("boom")


def test_every_internal_error_is_a_problem(monkeypatch):
    monkeypatch.setattr(selfcheck_steps.time, "sleep", lambda _s: None)
    monkeypatch.setattr(selfcheck_steps.pygame.event, "get", list)
    lines: list[str] = []
    check = selfcheck.SelfCheck(_App(), lines.append)
    assert check.attempt("the rulebook", lambda: [check.frame() for _ in range(5)])
    assert len(check.problems) == 2
    assert check.problems[0].startswith(
        "the rulebook: internal error (3 times): KeyError: 'scenes'"
    )
    assert check.problems[1].startswith("the rulebook: internal error (2 times): ValueError: boom")
    assert check.app.notices[-1] == "Internal error: 'scenes'"  # as the loop shows it


def test_a_folder_that_cannot_be_written_is_a_problem(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    assert selfcheck.writable_problem(tmp_path / "new" / "deeper") is None
    assert "is not a folder" in selfcheck.writable_problem(tmp_path / "file" / "saves")
    if os.geteuid() != 0:  # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        assert selfcheck.writable_problem(locked) == "cannot be written"
