"""Computer players for the game scene: requests to ``liubo.ai.worker.AIWorker``, polled per frame.

The UI thread never thinks: the worker runs in another process. If the AI package or its
process fails, a legal move chosen at random (instant) keeps the game going.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from ..engine import Game


class ComputerPlayers:
    """One worker shared by the computer sides and the hint; one request at a time."""

    def __init__(self, factory: Callable[[], Any] | None = None, seed: int = 0) -> None:
        self._factory = factory
        self._worker: Any = None
        self._failed = False
        self._next_id = 0
        self.pending: tuple[int, str, str] | None = None  # (id, purpose, position text)
        self._fallback: tuple[int, str] | None = None
        self._rng = random.Random(seed)

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def _get_worker(self) -> Any:
        if self._worker is None and not self._failed:
            try:
                if self._factory is not None:
                    self._worker = self._factory()
                else:
                    from ..ai.worker import AIWorker

                    self._worker = AIWorker()
            except Exception:  # no AI available: fall back to random legal moves
                self._failed = True
        return self._worker

    def request(self, game: Game, level: str, purpose: str) -> int:
        """Ask for a move for the side to move; returns the request id."""
        self._next_id += 1
        request_id = self._next_id
        position = game.to_text()
        self.pending = (request_id, purpose, position)
        self._fallback = None
        worker = self._get_worker()
        if worker is not None:
            try:
                worker.request(position, level, seed=self._rng.randrange(1 << 30),
                               request_id=request_id)
                return request_id
            except Exception:
                self._failed = True
                self._worker = None
        self._fallback = (request_id, self._random_move(game))
        return request_id

    def _random_move(self, game: Game) -> str:
        moves = game.legal_moves()
        return str(self._rng.choice(moves)) if moves else ""

    def poll(self, game: Game) -> tuple[str, str] | None:
        """(purpose, move text) when the pending answer has arrived, else None."""
        if self.pending is None:
            return None
        request_id, purpose, position = self.pending
        if self._fallback is not None:
            answer = self._fallback[1]
            self._fallback = None
            self.pending = None
            return (purpose, answer)
        result = None
        try:
            result = self._worker.poll() if self._worker is not None else None
        except Exception:  # the player failed: play something legal instead
            self.pending = None
            return (purpose, self._random_move(game)) if game.to_text() == position else None
        if result is None:
            return None
        got_id, text = result
        if got_id != request_id:
            return None
        self.pending = None
        return (purpose, text)

    def cancel(self) -> None:
        """Forget the pending request (its answer will be ignored)."""
        if self.pending is not None and self._worker is not None:
            try:
                self._worker.cancel()
            except Exception:
                pass
        self.pending = None
        self._fallback = None

    def close(self) -> None:
        """Stop the worker process."""
        self.cancel()
        if self._worker is not None:
            try:
                self._worker.close()
            except Exception:
                pass
            self._worker = None
