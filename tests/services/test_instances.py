"""Two copies of the game on one folder (issue 35 item 2): each keeps its own autosave while
the other runs, the second says so, and a game left by a copy that closed is kept as a saved
game that the next start names: no game vanishes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from liubo.services import instances
from liubo.services.folders import UserPaths
from liubo.services.instances import claim_slot, slot_name
from liubo.services.storage import AutosaveStore, SavedGame, load_game_file

RECORD = "ruleset tlv\nfirst G\n1. G 2,1 OFF>QU_S/2 OFF>GAO_SE/1\n"


def paths(folder: Path) -> UserPaths:
    folder.mkdir(parents=True, exist_ok=True)
    return UserPaths(folder, folder, portable=True)


def test_each_copy_running_takes_a_slot_of_its_own(tmp_path):
    user = paths(tmp_path)
    first = claim_slot(user)
    second = claim_slot(user)
    assert (first.number, second.number) == (1, 2)
    assert first.store.path.name == "autosave.json" and first.notices == []
    assert second.store.path.name == "autosave-2.json"
    assert "already open on this folder" in str(second.notices[0])
    first.release()
    third = claim_slot(user)  # the first slot is free again: taken, the second left alone
    assert third.number == 1 and third.notices == []
    second.release()
    third.release()


def test_a_game_left_in_another_slot_is_kept_as_a_saved_game(tmp_path):
    user = paths(tmp_path)
    first, second = claim_slot(user), claim_slot(user)
    saved = SavedGame(RECORD, {"green": "human", "white": "human"}, {"mode": "two"})
    assert second.store.write(saved) is None
    second.release()
    first.release()
    again = claim_slot(user)
    try:
        assert again.number == 1
        kept = list(user.saves_dir.glob("unfinished-*.liubo.json"))
        assert len(kept) == 1 and load_game_file(kept[0])[0].record == RECORD
        assert f"was kept as {kept[0].name}" in str(again.notices[0])
        assert not (tmp_path / slot_name(2)).exists()  # its backup keeps the file
        assert (tmp_path / (slot_name(2) + ".bak")).is_file()
    finally:
        again.release()


def test_a_folder_that_cannot_be_locked_uses_the_one_autosave(tmp_path, monkeypatch):
    def no_locks(path):  # noqa: ANN001, ANN202
        raise OSError(37, "No locks available")

    monkeypatch.setattr(instances.SlotLock, "take", no_locks)
    slot = claim_slot(paths(tmp_path))
    assert slot.number == 1 and slot.lock is None and slot.notices == []
    assert slot.store.path == tmp_path / "autosave.json"


# -- two real copies of the game ---------------------------------------------------------------

PLAYER = r"""
import json, os, random, sys
os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
from liubo.app import App
from liubo.cli import parse_args
from liubo.engine import Game, Side
from liubo.scenes.game import GameScene

folder, seed, turns = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
app = App(parse_args(["--portable", folder, "--windowed", "--size", "800x600"]))
try:
    app.start("title")
    said = {"notice": app.ctx.notice, "continue": app.stack.top.has_autosave}
    rng = random.Random(seed)
    if turns:
        players = {Side.GREEN: "human", Side.WHITE: "human"}
        scene = GameScene(app.ctx, Game.new(rng=rng), players, "two")
        app.stack.push(scene)
        session, game = scene.session, scene.session.game
        for _ in range(turns):
            session.throw()
            while not game.needs_throw and not game.is_over:
                session.play(rng.choice(game.legal_moves()))
                session.move_shown(0.0)
        said["record"] = game.record()
        app.ctx.autosave.flush()  # the autosaves are written on a thread: all of them now
    print(json.dumps(said), flush=True)
    sys.stdin.readline()  # until the test says "close"
finally:
    app.close()
"""


class Copy:
    """A copy of the game in a process of its own, on ``folder``."""

    def __init__(self, folder: Path, seed: int, turns: int) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", PLAYER, str(folder), str(seed), str(turns)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError(self.process.stderr.read()[-3000:])
        self.said = json.loads(line)

    def close(self) -> None:
        self.process.communicate("close\n", timeout=60)
        assert self.process.returncode == 0


@pytest.mark.slow
def test_two_copies_on_one_folder_lose_neither_game(tmp_path):
    """A and B each play on one folder at once, then both are left: A's game is Continue
    at the next start and B's is a saved game that start names (B's autosave held both
    before, and A's was gone with no word)."""
    folder = tmp_path / "class"
    a = Copy(folder, seed=1, turns=3)
    b = Copy(folder, seed=2, turns=4)
    try:
        assert a.said["record"] != b.said["record"]
        assert "already open on this folder" in b.said["notice"]
        assert AutosaveStore(folder).load()[0].record == a.said["record"]
        assert AutosaveStore(folder, "autosave-2.json").load()[0].record == b.said["record"]
    finally:
        b.close()
        a.close()
    c = Copy(folder, seed=3, turns=0)
    c.close()
    assert c.said["continue"]
    assert AutosaveStore(folder).load()[0].record == a.said["record"]
    kept = list((folder / "saves").glob("unfinished-*.liubo.json"))
    assert [load_game_file(path)[0].record for path in kept] == [b.said["record"]]
    assert f"was kept as {kept[0].name}" in c.said["notice"]
