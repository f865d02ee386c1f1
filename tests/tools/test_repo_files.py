"""The repository holds no test leftovers: a failed screenshot comparison writes
``NAME.actual.png`` beside its reference, and git must neither track nor offer it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(
    shutil.which("git") is None or not (ROOT / ".git").exists(), reason="not a git checkout"
)


def git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True)


def test_no_screenshot_leftover_is_tracked():
    tracked = git("ls-files", "*.actual.png").stdout.split()
    assert tracked == []


def test_a_screenshot_leftover_is_ignored():
    leftover = "tests/scenes/screenshots/title.actual.png"
    assert git("check-ignore", "--no-index", "-q", leftover).returncode == 0
