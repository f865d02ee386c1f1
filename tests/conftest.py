"""Test set-up: headless SDL before anything imports pygame, and the shared app fixture."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# a first start takes the system's language (issue 36): the suite runs in the C locale,
# whatever the developer's desktop speaks, so a game started without --lang is English
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402


@pytest.fixture
def new_app(tmp_path):
    """Makes headless apps (``new_app(size=..., lang=...)``) and closes them afterwards.

    Each app gets its own settings folder; closing frees its scenes, worker and caches
    so the suite's memory stays flat.
    """
    from support import make_app, release_memory

    made = []

    def factory(size=(1280, 720), lang="en", folder=None):
        home = folder or tmp_path / f"home{len(made)}"
        application = make_app(size, lang, home)
        made.append(application)
        return application

    yield factory
    for application in made:
        application.close()
    made.clear()
    release_memory()


@pytest.fixture
def app(new_app):
    """A 1280x720 English app on the title screen, its random numbers seeded."""
    application = new_app()
    application.ctx.rng.seed(1234)
    application.start("title")
    return application
