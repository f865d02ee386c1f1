"""``make web-check`` inside the suite: the site built afresh and played in Chromium.

Runs where Debian's Chromium and Playwright for Python are installed (``make install``
installs Playwright; Chromium is the system's). Elsewhere it is skipped, and pytest's
``-ra`` summary prints why.
"""

from __future__ import annotations

import pytest

from liubo.dist.web import check
from liubo.dist.web.build import build
from liubo.dist.web.pyodide import default_cache


@pytest.mark.slow
def test_the_site_plays_in_chromium(tmp_path):
    browser = check.find_browser()
    if browser is None:
        pytest.skip("web-check: no Chromium here (Debian's package chromium)")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        pytest.skip("web-check: Playwright for Python is not installed")
    site = tmp_path / "web"
    build(site, default_cache())
    found = check.run(site, browser, None, figures=False)
    assert found.problems == []
    assert found.figures["check_tap_answer_ms_median"] < 100  # the board answers at once
