"""The browser edition's tests: the site built once for the tests that play it."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def built_site(tmp_path_factory):
    """``make web``'s site, built afresh from these sources (once for each test process)."""
    from liubo.dist.web.build import build
    from liubo.dist.web.pyodide import default_cache

    site = tmp_path_factory.mktemp("site") / "web"
    build(site, default_cache())
    return site
