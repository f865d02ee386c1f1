"""``make dist-check`` as part of ``make test`` (issue 27): the bundle built with PyInstaller
in a temporary folder, unpacked, and run without Python, headless and in a real window, in
every language, playing the expert through its worker; its sizes held to the budgets.

Skipped where PyInstaller is not installed (``make install`` installs it with the dev
extras) and off Linux (the check runs the program with a Linux environment)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed (make install adds the dev extras)",
    ),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="checked on Linux"),
]


def test_the_bundle_is_small_whole_and_runs_without_python(tmp_path):
    from liubo.dist.check import check

    found = check(tmp_path, turns=2, font_cache=ROOT / "build" / "fonts")
    print("\n".join(found.lines))
    assert found.problems == [], "\n".join(found.problems)
