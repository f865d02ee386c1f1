"""The browser edition's Python: what the page runs in Pyodide, inside a Web Worker.

The page (``web/`` at the checkout's root) draws and takes taps; everything else is the
desktop's own pure-Python game: :class:`~liubo.model.game_session.GameSession` with its
turn input, move views, texts and log, the computer players of :mod:`liubo.ai`, the
rulebook and the lessons of :mod:`liubo.content`. :mod:`.bridge` is the one entry point:
the worker hands it a command as JSON and posts back the answer. No pygame, no threads,
no processes (Pyodide has none): :mod:`.inline_worker` runs the computer players on the
worker's own thread, which is not the page's.
"""
