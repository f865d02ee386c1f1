"""Distributions beside the game, for the tests: the toy race (``tests/toy_race``), a
reconstruction in a distribution of its own.

``installed(project)`` puts a distribution on the path with its metadata, as installing it
does: its metadata (its entry points among them) is made by its own build backend from its
``pyproject.toml`` (setuptools' ``egg_info``, once a session) into a folder of its own, and
the game finds it again (``liubo.engine.plugins.rediscover``); leaving forgets it.
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

TOY_RACE = Path(__file__).resolve().parent / "toy_race"


@cache
def metadata_folder(project: Path) -> Path:
    """A folder holding ``project``'s metadata, made by its build backend."""
    out = Path(tempfile.mkdtemp(prefix="liubo-dist-"))
    atexit.register(shutil.rmtree, out, ignore_errors=True)
    command = [sys.executable, "-c", "import setuptools; setuptools.setup()"]
    subprocess.run(
        [*command, "egg_info", "--egg-base", str(out)],
        cwd=project,
        check=True,
        capture_output=True,
        timeout=120,
    )
    return out


def path_entries(project: Path = TOY_RACE) -> list[str]:
    """What goes on ``sys.path`` (or PYTHONPATH) for ``project`` to be installed."""
    return [str(project), str(metadata_folder(project))]


def environment(project: Path = TOY_RACE) -> dict[str, str]:
    """The environment for a subprocess that has ``project`` installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [*path_entries(project), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    )
    return env


@contextmanager
def installed(project: Path = TOY_RACE) -> Iterator[None]:
    """``project`` installed for the time of the block: the game finds its reconstruction."""
    from liubo.engine import plugins

    added = path_entries(project)
    sys.path[:0] = added
    plugins.rediscover()
    try:
        yield
    finally:
        for entry in added:
            sys.path.remove(entry)
        plugins.rediscover()
