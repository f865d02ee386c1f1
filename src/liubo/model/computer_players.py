"""Computer players for the game scene: requests to ``liubo.ai.worker.AIWorker``, polled per frame.

The UI thread never thinks: the worker runs in another process. Nothing here may hang or
fail silently:

- a request has a deadline (``deadline_for``: a few times the level's time cap, at least
  ``MIN_DEADLINE`` seconds). A worker past it (frozen, e.g. SIGSTOP) is killed, a new one
  started and the request sent again; after ``TRIES_PER_LEVEL`` misses the next weaker
  level (``WEAKER``) plays instead, for the rest of the game;
- if the AI package or its process fails, a legal move chosen at random (instant) keeps
  the game going.

Each of these events leaves a ``Notice`` (``take_notices``) for the game screen's log.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from ..engine import Game, load_ruleset
from ..model.game_text import PLAYER_KINDS
from ..services.file_safety import Notice
from ..services.translation import N_

MIN_DEADLINE = 5.0  # seconds: no level legitimately takes this long for one move
DEADLINE_FACTOR = 5.0  # times the level's time cap
STARTUP_ALLOWANCE = 5.0  # extra seconds when the request also starts a worker process
TRIES_PER_LEVEL = 2  # misses at a level before a weaker one plays
WEAKER = {
    "expert": "hard",
    "hard": "normal",
    "normal": "greedy",
    "easy": "greedy",
    "greedy": "random",
}

MSG_AI_RESTARTED = N_(
    "{player} did not answer within {seconds} seconds; it was restarted and is thinking again."
)
MSG_AI_WEAKER = N_(
    "{player} did not answer in time again; {weaker} plays instead for the rest of the game."
)
MSG_AI_RANDOM_MOVE = N_(
    "{player} stopped working; a random legal move was played for it this time."
)
MSG_AI_NOT_LEARNED = N_(
    "{player} cannot use its learned evaluation ({reason}); it plays as Hard instead."
)
MSG_AI_UNAVAILABLE = N_(
    "The computer player could not be started; the computer plays random legal moves."
)


def player_label(level: str) -> Notice:
    """ "Computer (hard)" and the like, translatable inside another notice."""
    return Notice(PLAYER_KINDS.get(level, PLAYER_KINDS["random"]))


def deadline_for(level: str) -> float:
    """Seconds a request at ``level`` may take before the worker is taken to be frozen."""
    try:
        from ..ai import time_cap

        cap = time_cap(level)
    except Exception:  # the AI package is unusable: the worker will report that itself
        cap = 0.0
    return max(MIN_DEADLINE, DEADLINE_FACTOR * cap)


class ComputerPlayers:
    """One worker shared by the computer sides and the hint; one request at a time."""

    def __init__(
        self,
        factory: Callable[[], Any] | None = None,
        seed: int = 0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._factory = factory
        self._worker: Any = None
        self._failed = False
        self._next_id = 0
        self.pending: tuple[int, str, str] | None = None  # (id, purpose, position text)
        self._fallback: tuple[int, str] | None = None
        self._rng = random.Random(seed)
        self._clock = clock
        self._notices: list[Notice] = []
        self._level = ""  # the level the pending request is being played at
        self._tries = 0  # deadlines missed at that level for the pending request
        self._deadline = 0.0
        self._ruleset = load_ruleset().id  # the rules of the pending request's game
        self.weakened: dict[str, str] = {}  # level -> level that plays for it from now on
        self.restarts = 0  # workers killed for missing a deadline (for tests and logs)
        # the deadlines are multiplied by this (the self-check raises it on a loaded machine,
        # where starting a worker and a search take many times their usual wall time)
        self.patience = 1.0

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def take_notices(self) -> list[Notice]:
        """What happened since the last call (restarts, weaker levels, random moves), oldest first.

        Each is a ``liubo.services.storage.Notice``: ``str(n)`` is English,
        ``n.translated(gettext)`` the text in the player's language.
        """
        notices, self._notices = self._notices, []
        return notices

    def _get_worker(self) -> Any:
        if self._worker is None and not self._failed:
            try:
                if self._factory is not None:
                    self._worker = self._factory()
                else:
                    from ..ai.worker import AIWorker

                    self._worker = AIWorker()
            except Exception:  # no AI available: fall back to random legal moves
                self._unavailable()
        return self._worker

    def _unavailable(self) -> None:
        if not self._failed:
            self._notices.append(Notice(MSG_AI_UNAVAILABLE))
        self._failed = True
        self._worker = None

    def _effective_level(self, level: str) -> str:
        seen = set()
        while level in self.weakened and level not in seen:
            seen.add(level)
            level = self.weakened[level]
        return level

    def request(self, game: Game, level: str, purpose: str) -> int:
        """Ask for a move for the side to move; returns the request id."""
        self._next_id += 1
        request_id = self._next_id
        position = game.to_text()
        self.pending = (request_id, purpose, position)
        from ..ai.worker import rules_spec

        self._ruleset = rules_spec(game.rules.id, game.rules.options_text())
        self._fallback = None
        self._tries = 0
        self._send(game, self._effective_level(level))
        return request_id

    def _send(self, game: Game, level: str) -> None:
        """Send the pending request at ``level`` (a random move at once for "random")."""
        assert self.pending is not None
        request_id = self.pending[0]
        self._level = level
        if level != "random":
            fresh = self._worker is None
            worker = self._get_worker()
            if worker is not None:
                try:
                    rules = self._ruleset
                    worker.request(
                        self.pending[2],
                        level,
                        seed=self._rng.randrange(1 << 30),
                        request_id=request_id,
                        # a position text names neither its rules nor their readings
                        ruleset=rules,
                    )
                    allowance = STARTUP_ALLOWANCE if fresh else 0.0
                    wait = (deadline_for(level) + allowance) * self.patience
                    self._deadline = self._clock() + wait
                    return
                except Exception:
                    self._unavailable()
        self._fallback = (request_id, self._random_move(game))

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
            self._take_worker_notices()
        except Exception:  # the player failed or its process kept dying: say so, play on
            self.pending = None
            if game.to_text() != position:
                return None
            self._notices.append(Notice(MSG_AI_RANDOM_MOVE, player=player_label(self._level)))
            return (purpose, self._random_move(game))
        if result is None:
            if self._worker is not None and self._clock() >= self._deadline:
                self._missed_deadline(game)
            return None
        got_id, text = result
        if got_id != request_id:
            return None
        self.pending = None
        return (purpose, text)

    def _take_worker_notices(self) -> None:
        """The worker's reasons for playing weaker than the level (e.g. no learned weights)."""
        told = getattr(self._worker, "notices", None)
        while told:
            reason = told.pop(0)
            self._notices.append(
                Notice(MSG_AI_NOT_LEARNED, player=player_label(self._level), reason=reason)
            )

    def _missed_deadline(self, game: Game) -> None:
        """The worker is frozen or far too slow: kill it, then retry or play weaker."""
        level = self._level
        self._kill_worker()
        self.restarts += 1
        self._tries += 1
        if game.to_text() != self.pending[2]:  # type: ignore[index]  # the game moved on
            self.pending = None
            return
        if self._tries < TRIES_PER_LEVEL:
            seconds = round(deadline_for(level) * self.patience)
            self._notices.append(
                Notice(MSG_AI_RESTARTED, player=player_label(level), seconds=seconds)
            )
            self._send(game, level)
            return
        weaker = WEAKER.get(level, "random")
        self.weakened[level] = weaker
        self._notices.append(
            Notice(MSG_AI_WEAKER, player=player_label(level), weaker=player_label(weaker))
        )
        self._tries = 0
        self._send(game, weaker)

    def _kill_worker(self) -> None:
        worker, self._worker = self._worker, None
        if worker is None:
            return
        try:
            stop = getattr(worker, "kill", None) or worker.close
            stop()
        except Exception:
            pass

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
