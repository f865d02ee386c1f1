"""The computer players on the caller's thread, for the browser edition.

:class:`~liubo.model.computer_players.ComputerPlayers` drives a worker with
``request``/``poll``/``cancel``/``kill``/``close`` (``liubo.ai.worker.AIWorker``, a child
process on the desktop). Pyodide has no processes; the whole of Python already runs in a
Web Worker, off the page's thread, so here the request is only kept, and the first
``poll`` thinks and answers with :func:`~liubo.ai.worker.request_answers`, what the child
process runs for each request.
"""

from __future__ import annotations

from typing import Any

from ..ai import Player, make_player
from ..ai.worker import AIWorkerError, Request, request_answers
from ..engine.ruleset import load_ruleset


class InlineWorker:
    """A computer player answering on the first poll after a request."""

    def __init__(self) -> None:
        # the players kept between requests (a turn's plan) and the notices passed on
        self.players: dict[tuple[str, int | None, tuple[tuple[str, Any], ...], str], Player] = {}
        self.told: set[str] = set()
        self.notices: list[str] = []
        self._pending: Request | None = None

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def request(
        self,
        position_text: str,
        player_name: str,
        seed: int | None = None,
        request_id: int = 0,
        time_limit: float | None = None,
        *,
        ruleset: str | None = None,
        **budget: Any,
    ) -> None:
        """Keep a request (the same arguments as ``AIWorker.request``); returns at once."""
        spec = ruleset if ruleset is not None else load_ruleset().id
        self._pending = (request_id, position_text, player_name, seed, time_limit, budget, spec)

    def poll(self) -> tuple[int, str] | None:
        """Think about the pending request and answer it: (request id, move text)."""
        message, self._pending = self._pending, None
        if message is None:
            return None
        answer: tuple[int, str] | None = None
        for kind, request_id, text in request_answers(
            message, make_player, self.players, self.told
        ):
            if kind == "notice":
                self.notices.append(text)
            elif kind == "error":
                raise AIWorkerError(text)
            else:
                answer = (request_id, text)
        return answer

    def cancel(self) -> None:
        self._pending = None

    kill = cancel
    close = cancel
