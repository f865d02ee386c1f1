"""``make web``: the browser edition, a static site in ``dist/web``.

The page (``web/`` at the checkout's root: HTML, JavaScript, CSS) runs the game's own
pure-Python packages (engine, computer players, presentation model, content) in Pyodide,
CPython compiled to WebAssembly, inside a Web Worker; :mod:`liubo.web` is the Python the
page talks to. :mod:`.pyodide` fetches the pinned Pyodide core from the npm registry and
checks it, :mod:`.art` exports what the desktop's renderer draws, :mod:`.build` puts the
site together and :mod:`.check` (``make web-check``) plays it in Chromium.
"""

from __future__ import annotations

#: the gzip budget of a first visit, in bytes (the issue's 12 MB)
FIRST_VISIT_GZIP_BUDGET = 12 * 1024 * 1024
