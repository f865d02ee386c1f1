"""The page's one entry point into the game: a command in, an answer out, both JSON.

The worker (``web/worker.js``) calls :func:`call` with a command such as
``{"do": "tap", "station": 12}`` and posts the answer back to the page. An answer holds
the table to draw (:func:`liubo.web.view.table`) and what happened: the sticks thrown,
the move to animate, a question to ask, the autosave to keep (``"autosave"``: the save's
text, or None to drop it; absent when unchanged). Bad input gets ``{"error": ...}`` and
changes nothing. The game is the desktop's :class:`GameSession`; nothing here draws.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import __version__
from ..engine import Game, IllegalMoveError, Side, default_ruleset_id
from ..model.game_session import GameSession
from ..model.game_text import PLAYER_KINDS
from ..model.presentation import ruleset_label, rulesets_shown
from ..model.turn_input import EnterOrPick, Question
from ..services.storage import SavedGame, engine_validator
from ..services.translation import SOURCE_LANGUAGE, Translator, load_translator
from . import texts, view
from .inline_worker import InlineWorker

if TYPE_CHECKING:  # the rulebook and the Learn course are imported when first opened
    from .lesson import LessonPlay

Json = dict[str, Any]
LEVELS = ("easy", "normal", "hard", "expert")
MOVE_PAUSE = 0.0  # the page paces the computer itself


class BridgeError(ValueError):
    """A command the page should never send (its message says what was wrong)."""


class Page:
    """The game the page shows, in the language it shows it in."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.translator = Translator()
        self.session: GameSession | None = None
        self.lesson: LessonPlay | None = None  # a lesson of the Learn course, when one is open
        self.touch = True
        self._saved: str | None = None
        self._save_changed = False

    # -- helpers ----------------------------------------------------------------------------
    def _(self, message: str) -> str:
        return self.translator.gettext(message)

    def _save(self, saved: SavedGame | None) -> None:
        self._saved = saved.to_json() if saved is not None else None
        self._save_changed = True

    def _game(self) -> GameSession:
        if self.session is None:
            raise BridgeError("no game is open")
        return self.session

    def _start(self, game: Game, players: dict[Side, str], mode: str, restored: bool) -> None:
        if self.session is not None:
            self.session.close()
        self.lesson = None
        self.session = GameSession(
            game,
            players,
            mode,
            rng=random.Random(self.rng.randrange(1 << 30)),
            worker_factory=InlineWorker,
            save=self._save,
            restored=restored,
        )
        self.session.autosave()

    def answer(self, **more: Any) -> Json:
        """The table now, with what happened, and the autosave if it changed."""
        out: Json = dict(more)
        if self.session is not None:
            out["table"] = view.table(self._, self.session, self.touch)
        if self.lesson is not None:
            out["lesson"] = self.lesson.task(self._)
        if self._save_changed:
            out["autosave"] = self._saved
            self._save_changed = False
        return out

    # -- commands -----------------------------------------------------------------------------
    def hello(self, language: str = SOURCE_LANGUAGE, touch: bool = True) -> Json:
        """What the title screen offers, in ``language``."""
        self.touch = bool(touch)
        self.set_language(language)
        return self.answer(
            version=__version__,
            language=self.translator.language,
            rulesets=[{"id": r, "label": self._(ruleset_label(r))} for r in rulesets_shown()],
            default_ruleset=default_ruleset_id(),
            levels=[{"id": lv, "label": self._(PLAYER_KINDS[lv])} for lv in LEVELS],
            ui=texts.ui(self._),
        )

    def set_language(self, language: str) -> Json:
        """Switch every text to ``language`` (a catalog's code, or ``en``)."""
        if language == SOURCE_LANGUAGE:
            self.translator = Translator()
        else:
            found = load_translator(language)
            if found.warning:
                raise BridgeError(found.warning)
            self.translator = found
        return self.answer(language=self.translator.language, ui=texts.ui(self._))

    def new(
        self,
        mode: str = "two",
        ruleset: str | None = None,
        level: str = "normal",
        human: str = "green",
        options: dict[str, str] | None = None,
    ) -> Json:
        """A new game: two players on this device, or one against the computer."""
        if mode not in ("two", "computer"):
            raise BridgeError(f"unknown mode {mode!r}")
        if level not in LEVELS:
            raise BridgeError(f"unknown level {level!r}")
        rid = ruleset or default_ruleset_id()
        game = Game.new(ruleset=rid, options=options or {}, rng=self.rng)
        players = {Side.GREEN: "human", Side.WHITE: "human"}
        if mode == "computer":
            me = Side.from_letter(human)
            players[me.other] = level
        self._start(game, players, mode, restored=False)
        return self.answer()

    def resume(self, save: str) -> Json:
        """Go on with a saved game (the autosave, or a save file's text)."""
        try:
            saved = SavedGame.from_bytes(save.encode("utf-8"), engine_validator)
            game = Game.from_record(saved.record)
        except (ValueError, IllegalMoveError) as exc:
            raise BridgeError(f"not a game this version can open ({exc})") from exc
        players = {side: saved.players.get(side.key, "human") for side in Side}
        self._start(game, players, str(saved.game_settings.get("mode", "two")), restored=True)
        faces = None
        if game.current_throw is not None:
            faces = self._game().faces_for(game.current_throw)
        return self.answer(sticks=view.sticks(self._game().move_view, faces))

    def open_record(self, text: str) -> Json:
        """A game record (the text a player saved) played on from where it ends, or a save."""
        if text.lstrip().startswith("{"):
            return self.resume(text)
        try:
            game = Game.from_record(text)
        except (ValueError, IllegalMoveError) as exc:
            raise BridgeError(f"not a game record ({exc})") from exc
        self._start(game, {Side.GREEN: "human", Side.WHITE: "human"}, "two", restored=True)
        session = self._game()
        faces = session.faces_for(game.current_throw) if game.current_throw else None
        return self.answer(sticks=view.sticks(session.move_view, faces))

    def record(self) -> Json:
        """The game's record, as a file would hold it."""
        game = self._game().game
        return {"record": game.record(), "name": f"liubo-{game.rules.id}-turn{game.turn_number}"}

    def throw(self) -> Json:
        session = self._game()
        if not session.can_throw():
            return self.answer()
        faces = self.lesson.throw() if self.lesson is not None else session.throw()
        return self.answer(sticks=view.sticks(session.move_view, faces))

    def _played(self, move: Any) -> Json:
        session = self._game()
        if self.lesson is not None:
            move = self.lesson.judge(move)
            if move is None:
                return self.answer()
        played = session.play(move)
        if played is None:
            return self.answer()
        if self.lesson is not None:
            self.lesson.played()
        return self.answer(animate=view.move_json(self._, session.move_view, played))

    def tap(self, station: int | None) -> Json:
        """A tap on the board (None: between perches)."""
        session = self._game()
        if station is not None and not 0 <= station < len(session.game.board.perches):
            raise BridgeError(f"no station {station}")
        if not session.human_turn() or session.game.needs_throw:
            return self.answer()
        landing = session.click(station)
        if isinstance(landing, EnterOrPick):  # the page asks no such question: it enters
            landing = session.choose(landing.landing)
        if isinstance(landing, Question):  # the ruleset's own question, in its words
            _ = self._
            return self.answer(
                question={
                    "title": _(landing.title),
                    "text": _(landing.text),
                    "answers": [
                        {"label": _(label), "move": str(move)}
                        for label, move in (landing.yes, landing.no)
                    ],
                }
            )
        if landing is not None:
            return self._played(landing)
        return self.answer()

    def play(self, text: str) -> Json:
        """Play a move named by its text (an answer to a question)."""
        session = self._game()
        if not session.human_turn():
            return self.answer()
        try:
            move = session.game.state.find_move(text)
        except (ValueError, IllegalMoveError) as exc:
            raise BridgeError(str(exc)) from exc
        return self._played(move)

    def waiting(self) -> Json:
        """A tap on the waiting birds of the side to move."""
        session = self._game()
        if session.human_turn():
            session.turn.click_waiting()
        return self.answer()

    def number(self, number: int) -> Json:
        session = self._game()
        if session.human_turn():
            session.turn.choose_number(int(number))
        return self.answer()

    def shown(self) -> Json:
        """The move played has been animated."""
        session = self._game()
        if session.showing is not None:
            session.move_shown(MOVE_PAUSE)
            if self.lesson is not None:
                self.lesson.shown()
        return self.answer()

    def computer(self) -> Json:
        """The computer side's next step: its throw, or its move (thought out here)."""
        session = self._game()
        session.ai_wait = 0.0
        step = session.drive(1.0, False, MOVE_PAUSE)
        if step == "throw":
            faces = session.throw()
            return self.answer(sticks=view.sticks(session.move_view, faces))
        move, _changed = session.poll(0.0)
        if move is not None:
            return self._played(move)
        return self.answer()

    def hint(self) -> Json:
        session = self._game()
        if self.lesson is not None:
            self.lesson.hint()
        elif session.request_hint() and session.ai.busy:
            session.poll(0.0)
        return self.answer()

    def undo(self) -> Json:
        self._game().undo()
        return self.answer()

    def look(self, where: str) -> Json:
        """Look back through the game: ``back``, ``forward``, ``start`` or ``end``."""
        session = self._game()
        moves: dict[str, Callable[[], bool]] = {
            "back": lambda: session.step(-1),
            "forward": lambda: session.step(1),
            "start": session.home,
            "end": session.end,
        }
        if where not in moves:
            raise BridgeError(f"unknown place {where!r}")
        moves[where]()
        return self.answer()

    def table(self) -> Json:
        return self.answer()

    def lessons(self) -> Json:
        """The Learn course: each lesson's id and title, in order."""
        from .lesson import course

        return {"lessons": [{"id": x.id, "title": self._(x.title)} for x in course()]}

    def lesson_start(self, id: str) -> Json:  # noqa: A002
        """Open a lesson on the table (the game in progress stays in the autosave)."""
        from .lesson import LessonPlay, course

        found = next((x for x in course() if x.id == id), None)
        if found is None:
            raise BridgeError(f"no lesson {id!r}")
        if self.session is not None:
            self.session.close()
        self.lesson = LessonPlay(found, random.Random(self.rng.randrange(1 << 30)))
        self.session = self.lesson.session
        return self.answer()

    def lesson_restart(self) -> Json:
        """The lesson's step again from its start."""
        if self.lesson is None:
            raise BridgeError("no lesson is open")
        self.lesson.restart()
        return self.answer()

    def contents(self) -> Json:
        """The rulebook's topics."""
        from . import rulebook

        return {"topics": rulebook.contents(self._)}

    def topic(self, id: str) -> Json:  # noqa: A002
        """A rulebook topic's pages; the readings in force are the open game's."""
        from . import rulebook

        options = self.session.game.rules.options if self.session is not None else {}
        try:
            return rulebook.topic(self._, id, options)
        except KeyError as exc:
            raise BridgeError(f"no rulebook topic {id!r}") from exc

    def bench(self, what: str, **arguments: Any) -> Json:
        """A measurement of :mod:`.bench` (the figures compare the page with native)."""
        from . import bench

        if what == "games":
            return bench.random_games(**arguments)
        if what == "moves":
            return bench.move_times(**arguments)
        if what == "expert":
            return bench.expert_move(**arguments)
        raise BridgeError(f"unknown measurement {what!r}")


PAGE = Page()
COMMANDS = (
    "hello",
    "set_language",
    "new",
    "resume",
    "open_record",
    "record",
    "throw",
    "tap",
    "play",
    "waiting",
    "number",
    "shown",
    "computer",
    "hint",
    "undo",
    "look",
    "table",
    "bench",
    "contents",
    "topic",
    "lessons",
    "lesson_start",
    "lesson_restart",
)


def handle(page: Page, command: Json) -> Json:
    """Run one command on ``page``: ``{"do": name, ...arguments}``."""
    name = command.get("do")
    if name not in COMMANDS:
        raise BridgeError(f"unknown command {name!r}")
    arguments = {k: v for k, v in command.items() if k != "do"}
    try:
        return getattr(page, name)(**arguments)  # type: ignore[no-any-return]
    except TypeError as exc:
        raise BridgeError(f"{name}: {exc}") from exc


def call(text: str) -> str:
    """The worker's call: a JSON command in, a JSON answer out (``error`` for bad input)."""
    try:
        command = json.loads(text)
        if not isinstance(command, dict):
            raise BridgeError("a command is a JSON object")
        answer = handle(PAGE, command)
    except (BridgeError, ValueError) as exc:
        answer = {"error": str(exc)}
    return json.dumps(answer, ensure_ascii=False)
