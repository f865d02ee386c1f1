"""A game record analysed in a background thread (pygame-free): the game screen starts one
when a game is over or a record is replayed, and reads its progress and result."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any


class AnalysisJob:
    """One game record analysed in a daemon thread; read ``done``, ``result``, ``fraction``."""

    def __init__(self, record: str, on_done: Callable[[], None] | None = None) -> None:
        self.record = record
        self.on_done = on_done  # called on the thread when the analysis ends (wakes the loop)
        self.key: tuple[int, ...] = ()  # what the game looked like (set by tick)
        self.fraction = 0.0
        self.result: Any = None  # a liubo.model.analysis.Analysis once done
        self.failed = ""  # why there is no analysis, if there is none
        self.done = False
        self._stop = False
        self.thread = threading.Thread(target=self._run, name="liubo-analysis", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            from .analysis import analyse_record

            self.result = analyse_record(
                self.record, progress=self._progress, should_stop=lambda: self._stop
            )
        except Exception as exc:  # no numpy, no weights for these rules: no analysis
            self.failed = str(exc) or type(exc).__name__
        self.done = True
        if self.on_done is not None:
            self.on_done()

    def _progress(self, done: int, total: int) -> None:
        self.fraction = done / max(1, total)

    def stop(self) -> None:
        self._stop = True
