"""Test set-up: headless SDL before anything imports pygame, and the shared app fixture."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Every game the tests start, here or in another process, stops at an internal error (the
# loop's "Internal error": an exception it caught to go on) instead of going past it.
os.environ["LIUBO_RAISE_INTERNAL_ERRORS"] = "1"
# a first start takes the system's language (issue 36): the suite runs in the C locale,
# whatever the developer's desktop speaks, so a game started without --lang is English
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"

import pytest  # noqa: E402

pytest_plugins = ["pytester"]  # tests/scenes/test_app_errors.py runs the guard below in a suite


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


@pytest.fixture
def toy_race():
    """The toy race's distribution (``tests/toy_race``) installed for the test."""
    from distributions import installed

    with installed():
        yield


# ---- the guard: an internal error fails the test ---------------------------------------

INTERNAL_ERRORS_MARK = "internal_errors"


@pytest.fixture(autouse=True)
def internal_errors_caught(request, monkeypatch):
    """What the apps of this test caught and went on after (``App.internal_error``).

    Any one fails the test (``pytest_runtest_call`` below), whether the test saw it or
    not; the variable set above makes a game in another process end at one, which its
    test sees. A test that provokes one on purpose says so with
    ``@pytest.mark.internal_errors``: then the games go past them, as a player's does.
    """
    from liubo.app import RAISE_ENV, App

    if request.node.get_closest_marker(INTERNAL_ERRORS_MARK) is not None:
        monkeypatch.delenv(RAISE_ENV, raising=False)
    caught: list[str] = []
    report = App.internal_error

    def recording(self, exc):  # noqa: ANN001, ANN202
        caught.append(f"{type(exc).__name__}: {exc}")
        return report(self, exc)

    monkeypatch.setattr(App, "internal_error", recording)
    return caught


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item):  # noqa: ANN001, ANN201
    outcome = yield
    caught = getattr(item, "funcargs", {}).get("internal_errors_caught")
    expected = item.get_closest_marker(INTERNAL_ERRORS_MARK) is not None
    if caught and not expected and outcome.excinfo is None:
        outcome.force_exception(
            pytest.fail.Exception(
                f"the app caught {len(caught)} internal error(s) and went on: "
                f"{'; '.join(caught[:3])} (a test that provokes one on purpose says so "
                "with @pytest.mark.internal_errors)"
            )
        )
