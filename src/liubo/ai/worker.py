"""Run computer players in a separate process so that a window keeps drawing meanwhile.

    with AIWorker() as worker:
        worker.request(game.to_text(), "normal", seed=7, request_id=3)  # ruleset="cazaux" too
        ...                                   # every frame:
        result = worker.poll()                # None, or (3, "OFF>GAO_SW/1")
        worker.notices                        # why a level plays weaker, if it does

The child process is started with the "spawn" context and imports only this module and
the pygame-free engine and players. A child that died is restarted transparently (a
pending request is sent again, up to ``MAX_RESTARTS`` times); ``cancel`` stops a request
in progress by ending the child (at once, with SIGKILL: a frozen child would never answer
SIGTERM), which the next request restarts; ``kill`` does the same without a request.
"""

from __future__ import annotations

import multiprocessing
import sys
import time
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from . import Player

MAX_RESTARTS = 2

# a request as sent to the child:
# (request_id, position text, player name, seed, time_limit, budget, ruleset id)
Request = tuple[int, str, str, int | None, float | None, dict[str, Any], str]


class AIWorkerError(RuntimeError):
    """The worker could not produce a move (the player raised, or the child kept dying)."""


def _child_main(conn: Any) -> None:
    """The child's loop: read requests, answer with move texts, until told to stop.

    A game that ends without telling it (killed, ``kill -9``) closes the pipe: the child's
    next read or answer finds it closed and the child ends quietly, with no traceback
    (a ``BrokenPipeError`` printed into the player's terminal told them nothing)."""
    from . import make_player
    from .contract import ai_kinds

    ai_kinds()  # every ruleset's players loaded before the modules are reported

    # (player name, seed, sorted limits, rules spec) -> the player
    cache: dict[tuple[str, int | None, tuple[tuple[str, Any], ...], str], Player] = {}
    told: set[str] = set()  # the players' notices already sent
    try:
        conn.send(("ready", "pygame" in sys.modules))
        while True:
            message: Request | None = conn.recv()
            if message is None:
                return
            for answer in request_answers(message, make_player, cache, told):
                conn.send(answer)
    except (EOFError, OSError, KeyboardInterrupt):  # the game is gone, or Ctrl+C: stop
        return


def request_answers(
    message: Request,
    make_player: Any,
    cache: dict[tuple[str, int | None, tuple[tuple[str, Any], ...], str], Player],
    told: set[str],
) -> list[tuple[Any, ...]]:
    """What the child sends back for one request: a notice first if the player has a new
    one, then the move, or the error the request met. (The browser edition's worker,
    ``liubo.web.inline_worker``, answers with it too.)"""
    from ..engine.game import Game

    request_id, position, name, seed, time_limit, budget, rules_spec = message
    try:
        ruleset, options = split_rules_spec(rules_spec)
        state = Game.from_text(position, ruleset=ruleset, options=options).state
        if not state.legal_moves():
            raise ValueError(f"no legal move in {position!r}")
        if name == "expert-hint":  # the best turns with their chances (ai/hints.py)
            try:
                from .hints import hint_text
            except ImportError:  # no numpy: the normal level's move, without chances
                text = str(make_player("normal", seed, ruleset=state.rules).choose_move(state))
            else:
                text = hint_text(state)
            return [("move", request_id, text)]
        limits = dict(budget)
        if time_limit is not None:
            limits["time_limit"] = time_limit
        key = (name, seed, tuple(sorted(limits.items())), rules_spec)
        player = cache.get(key)
        if player is None:  # keep players between requests so a turn's plan is kept
            cache.clear()
            player = cache[key] = make_player(name, seed, ruleset=state.rules, **limits)
        move = player.choose_move(state)
        answers: list[tuple[Any, ...]] = []
        notice = getattr(player, "notice", "")
        if notice and notice not in told:  # e.g. expert without its learned weights
            told.add(notice)
            answers.append(("notice", request_id, notice))
        answers.append(("move", request_id, str(move)))
        return answers
    except Exception as exc:  # report to the parent instead of dying
        return [("error", request_id, f"{type(exc).__name__}: {exc}")]


def rules_spec(ruleset: str, options_text: str = "") -> str:
    """What a request names its rules by: the ruleset id, then its rule readings that differ
    from the defaults (``"tlv pond=sanctuary"``), since a position text names neither."""
    return f"{ruleset} {options_text}".strip()


def split_rules_spec(spec: str) -> tuple[str, dict[str, str]]:
    """The ruleset id and the options of a :func:`rules_spec` text."""
    from ..engine.options import parse_options_text

    ruleset, _, options_text = spec.partition(" ")
    return ruleset, parse_options_text(options_text)


@contextmanager
def _neutral_main() -> Iterator[None]:
    """Hide the parent's ``__main__`` while spawning so the child does not import it.

    (The game's main module imports pygame; spawn would otherwise re-import it.)
    """
    saved = sys.modules.get("__main__")
    sys.modules["__main__"] = types.ModuleType("__main__")
    try:
        yield
    finally:
        if saved is not None:
            sys.modules["__main__"] = saved


class AIWorker:
    """A computer player in a child process, driven by non-blocking calls."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Any = None
        self._pending: Request | None = None  # the message of the request in progress
        self._restarts = 0
        self.child_imports_pygame: bool | None = None
        #: why a player plays weaker than its level (``player.notice``), sent by the child
        self.notices: list[str] = []
        self.started = 0  # how many child processes were started (for tests and logs)

    # -- life of the child -------------------------------------------------------------
    def _start(self) -> None:
        parent, child = self._ctx.Pipe(duplex=True)
        process = self._ctx.Process(target=_child_main, args=(child,), daemon=True, name="liubo-ai")
        with _neutral_main():
            process.start()
        child.close()
        self._process, self._conn = process, parent
        self.started += 1

    def _alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def _stop(self, wait: float = 1.0) -> None:
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if conn is not None:
            try:
                conn.send(None)
            except (OSError, ValueError):
                pass
        if process is not None:
            process.join(wait if process.is_alive() else 0.1)
            if process.is_alive() and wait > 0:
                process.terminate()
                process.join(1.0)
            if process.is_alive():
                process.kill()
                process.join(1.0)
        if conn is not None:
            conn.close()

    def _send(self, message: Request) -> None:
        if not self._alive():
            self._stop(0)
            self._start()
        try:
            self._conn.send(message)
        except (OSError, ValueError):  # died between the check and the send
            self._stop(0)
            self._start()
            self._conn.send(message)

    # -- the public calls ----------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """True while a request is in progress (its answer not yet collected)."""
        return self._pending is not None

    @property
    def pid(self) -> int | None:
        """The child's process id, if one is running."""
        return self._process.pid if self._process is not None else None

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
        """Ask for a move in a position (``format_position`` text); returns at once.

        ``ruleset`` is the id of the rules the position is played under (``game.rules.id``,
        None for the default ruleset), with the readings in force (:func:`rules_spec`): a
        position text alone says neither. A request made while another is in progress
        replaces it.
        """
        if self._pending is not None:
            self.cancel()
        from ..engine.ruleset import load_ruleset

        spec = ruleset if ruleset is not None else load_ruleset().id
        message = (request_id, position_text, player_name, seed, time_limit, budget, spec)
        self._restarts = 0
        self._send(message)
        self._pending = message

    def hint(
        self,
        position_text: str,
        request_id: int = 0,
        seed: int | None = None,
        time_limit: float | None = None,
        ruleset: str | None = None,
    ) -> None:
        """Ask for a suggested move (the "normal" player)."""
        self.request(position_text, "normal", seed, request_id, time_limit, ruleset=ruleset)

    def poll(self) -> tuple[int, str] | None:
        """(request_id, move text) once the move is ready, else None; never blocks.

        Raises AIWorkerError if the player failed or the child died too many times.
        """
        if self._pending is None:
            return None
        conn = self._conn
        try:
            while conn is not None and conn.poll(0):
                message = conn.recv()
                kind = message[0]
                if kind == "ready":
                    self.child_imports_pygame = message[1]
                    continue
                if kind == "notice":
                    self.notices.append(message[2])
                    continue
                if message[1] != self._pending[0]:
                    continue  # an answer to an older request
                self._pending = None
                if kind == "error":
                    raise AIWorkerError(message[2])
                return (message[1], message[2])
        except (EOFError, OSError):
            pass
        if not self._alive():
            pending = self._pending
            self._stop(0)
            if self._restarts >= MAX_RESTARTS:
                self._pending = None
                raise AIWorkerError("the computer player's process stopped unexpectedly")
            self._restarts += 1
            self._start()
            self._conn.send(pending)
        return None

    def wait(self, timeout: float | None = None, interval: float = 0.005) -> tuple[int, str] | None:
        """Poll until an answer arrives or ``timeout`` seconds pass (for scripts and tests)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            result = self.poll()
            if result is not None or self._pending is None:
                return result
            if deadline is not None and time.monotonic() >= deadline:
                return None
            time.sleep(interval)

    def cancel(self) -> None:
        """Forget the request in progress; a child still thinking is ended (and restarted later)."""
        if self._pending is None:
            return
        self._pending = None
        self._stop(0)

    def kill(self) -> None:
        """End the child at once (SIGKILL), even if it is frozen (SIGSTOP) or stuck thinking.

        ``close`` asks politely and waits, which a frozen child never answers. The next
        request starts a new child.
        """
        self._pending = None
        process, conn = self._process, self._conn
        self._process = self._conn = None
        if process is not None:
            try:
                process.kill()
                process.join(1.0)
            except (OSError, ValueError, AttributeError):
                pass
        if conn is not None:
            try:
                conn.close()
            except OSError:
                pass

    def close(self) -> None:
        """End the child process; safe to call more than once and after the child died."""
        self._pending = None
        self._stop()

    def __enter__(self) -> AIWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self._stop(0)
        except Exception:
            pass
