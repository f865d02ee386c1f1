"""``make web-check`` inside the suite: the site built afresh and played in Chromium, served
by the teacher's server in the test, then by the real desktop game in a process of its own.

Runs where Debian's Chromium and Playwright for Python are installed (``make install``
installs Playwright; Chromium is the system's), the second also where Xvfb and xdotool
are. Elsewhere they are skipped, and pytest's ``-ra`` summary prints why.
"""

from __future__ import annotations

import pytest

from liubo.dist.web import check, classroom


def browser_or_skip() -> str:
    browser = check.find_browser()
    if browser is None:
        pytest.skip("web-check: no Chromium here (Debian's package chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("web-check: Playwright for Python is not installed")
    return browser


@pytest.mark.slow
def test_the_site_plays_in_chromium(built_site):
    browser = browser_or_skip()
    found = check.run(built_site, browser, None, figures=False)
    assert found.problems == []
    assert found.figures["check_tap_answer_ms_median"] < 100  # the board answers at once


@pytest.mark.slow
def test_the_desktop_game_serves_a_class_and_goes_on(built_site, tmp_path):
    """The real game in a window shares by clicks (Share with the class, this computer only,
    Start sharing), then watches a game of its own while Chromium plays a whole game against
    the computer from the address it serves; it draws frames all along, catches no internal
    error and leaves with exit code 0, serving no more."""
    browser = browser_or_skip()
    reason = classroom.reason_without_x()
    if reason is not None:
        pytest.skip(f"the classroom check {reason}")
    found = classroom.run(built_site, browser, None, tmp_path)
    assert found.problems == []
    assert str(found.figures["desktop_shares"]).startswith("http://127.0.0.1:")
    assert int(str(found.figures["desktop_frames_while_the_page_played"])) > 100
