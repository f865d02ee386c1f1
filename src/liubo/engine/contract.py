"""The contract of a ruleset: what its states, moves and rules offer, and the registry.

A reconstruction of the rules (``engine/rulesets/<kind>/``, or a distribution of its own)
brings its own state and move classes, which follow :class:`GameState` and
:class:`GameMove`, and its own :class:`Ruleset` subclass (the numbers only it has), tied
together as a :class:`RulesetKind`: the engine part its entry point names
(:mod:`.plugins`), registered by :func:`load_kinds`. :class:`~liubo.engine.Game`, records,
the computer players' shared code and the tools use rulesets only through these and find
them by id; nothing here knows which reconstructions exist. A state is immutable:
``apply_throw`` and ``apply`` return new states. The protocols' properties are read-only
so that a state class may give them a narrower type (its own ruleset, its own moves).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property
from types import MappingProxyType
from typing import Any, Generic, Protocol, Self, TypeVar

from ..resources import read_data_text
from . import plugins
from .arguments import side_argument
from .board import Board
from .errors import LiuboError
from .options import OptionSpec
from .sides import Side
from .throws import StickFaces, Throw


class GameMove(Protocol):
    """One move (a leg of a turn) with one number of the throw: what every ruleset's moves
    have. A ruleset's own move class adds what only its rules know (an Owl, a nest...),
    which its presentation shows (``liubo.model.move_view``).

    ``origin`` is where the piece starts (None: it enters the board), ``target`` where it
    lands, ``path`` the points after the start, landing last. ``captures`` is how many
    enemy pieces it takes, ``points`` what it adds to its side's score (``GameState.scores``),
    ``wins`` whether it ends the game in its side's favour. ``str(move)`` is its text in
    records and ``key`` what tells it apart among the legal moves of a state.
    """

    @property
    def side(self) -> Side: ...
    @property
    def origin(self) -> int | None: ...
    @property
    def target(self) -> int: ...
    @property
    def number(self) -> int: ...
    @property
    def path(self) -> tuple[int, ...]: ...
    @property
    def captures(self) -> int: ...
    @property
    def points(self) -> int: ...
    @property
    def wins(self) -> bool: ...
    @property
    def key(self) -> Hashable: ...


class GameState(Protocol):
    """A position between actions: whose turn, what is left of the throw, and the result.

    ``scores`` and ``off`` are a pair (Green, White): what each side has won so far (the
    ruleset says in what: points, prisoners, ...) and how many of its pieces wait off the
    board. ``ending`` says why a finished game ended ("six points", "owl-captured", ...;
    None while it goes on); ``reason`` is the word a record's result line names for it
    (None when the ruleset's records name none).
    """

    @property
    def rules(self) -> Ruleset: ...
    @property
    def side(self) -> Side: ...
    @property
    def throw(self) -> Throw | None: ...
    @property
    def remaining(self) -> tuple[int, ...]: ...
    @property
    def turn(self) -> int: ...
    @property
    def winner(self) -> Side | None: ...
    @property
    def over(self) -> bool: ...
    @property
    def scores(self) -> tuple[int, int]: ...
    @property
    def off(self) -> tuple[int, int]: ...
    @property
    def ending(self) -> str | None: ...
    @property
    def reason(self) -> str | None: ...
    @property
    def needs_throw(self) -> bool: ...
    @property
    def mid_turn(self) -> bool: ...

    def legal_moves(self) -> Sequence[GameMove]:
        """The moves legal now (empty when a throw is due or the game is over)."""
        ...

    def find_move(self, move: GameMove | str) -> GameMove:
        """The legal move matching a move or its text; NotationError or IllegalMoveError."""
        ...

    def apply(self, move: GameMove | str) -> Self:
        """The state after a legal move (IllegalMoveError otherwise)."""
        ...

    def apply_throw(self, throw: Throw) -> Self:
        """The state after the side to move throws ``throw``; passes if nothing can move."""
        ...

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        """Every throw with its exact chance when a throw is due, else an empty list."""
        ...

    def __hash__(self) -> int:
        """States compare and hash by what they hold (a position and its turn)."""
        ...


def illegal_reason(state: GameState, text: str) -> str:
    """Why the move named ``text`` cannot be played in ``state`` now, as a sentence (what a
    state's ``find_move`` says in its IllegalMoveError)."""
    if state.over:
        return f"{text} is not legal: the game is over"
    if state.throw is None:
        return f"{text} is not legal: the sticks must be thrown first"
    return (
        f"{text} is not legal now ({state.side.name.title()} to play "
        f"{' and '.join(map(str, state.remaining))})"
    )


M = TypeVar("M", bound=GameMove)


def same_move(legal: Sequence[M], move: M) -> M | None:
    """The move of ``legal`` that is ``move`` itself, else the one with its key (a move
    taken from another copy of the position), or None."""
    for candidate in legal:
        if candidate is move:
            return candidate
    key = move.key
    for candidate in legal:
        if candidate.key == key:
            return candidate
    return None


#: reads one field of a ruleset document: (key, lowest, highest, the object it is in, or
#: None for the document itself) -> the whole number, or BoardDataError
FieldReader = Callable[[str, int, int, "Mapping[str, object] | None"], int]


@dataclass(frozen=True, eq=False, kw_only=True)
class Ruleset:
    """Everything that fixes a variant of the game; the engine reads rules from here.

    These are the numbers every reconstruction has; a reconstruction's subclass adds its
    own (points, stick readings, ...) and works its rule readings out once, as data.
    ``kind`` is the reconstruction (a registered :class:`RulesetKind`), ``id`` the
    ruleset within it. Rulesets compare by identity: ``load_ruleset`` keeps one of each.
    """

    id: str
    kind: str
    board: Board
    birds_per_side: int
    sticks_per_group: int
    turn_limit: int
    first_player: Side
    options: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def own_fields(
        cls, doc: Mapping[str, Any], source: str, read: FieldReader, common: Mapping[str, Any]
    ) -> dict[str, Any]:
        """The fields only this kind of ruleset has, read from its document ``doc`` (named
        ``source`` in messages) and checked; ``common`` holds the fields every ruleset has."""
        return {}

    # -- the sticks ---------------------------------------------------------------------
    @property
    def throws(self) -> tuple[tuple[Throw, Fraction], ...]:
        """Every throw with its exact chance; the chances sum to 1."""
        raise NotImplementedError(f"ruleset kind {self.kind!r} does not say how its sticks fall")

    @property
    def stick_values(self) -> tuple[int, ...] | None:
        """How a group of sticks reads (k counted faces up -> ``values[k]``), or None when
        a group counts its rounded sides (see :class:`~.throws.StickFaces`)."""
        return None

    def throw_sticks(self, rng: random.Random) -> StickFaces:
        """Throw the six sticks of this ruleset with ``rng``."""
        raise NotImplementedError(f"ruleset kind {self.kind!r} does not say how its sticks fall")

    # -- its states: chosen once per game through the registry, never per move -----------
    @cached_property
    def _kind(self) -> RulesetKind[Any]:
        return ruleset_kind(self.kind)

    def initial_state(self, first: Side | None = None) -> GameState:
        """The start of a game, ``first`` (a Side, or None for the ruleset's own) to throw."""
        return self._kind.initial_state(self, None if first is None else side_argument(first))

    def parse_position(self, text: str) -> GameState:
        """A state from its position text (NotationError when it cannot be read)."""
        return self._kind.parse_position(text, self)

    def format_position(self, state: GameState) -> str:
        """The position text of a state of this ruleset."""
        return self._kind.format_position(state)

    # -- options --------------------------------------------------------------------------
    @property
    def option_schema(self) -> tuple[OptionSpec, ...]:
        return self._kind.options

    @cached_property
    def first_toss(self) -> bool:
        """``first=toss``: the side to throw first is drawn when a game starts."""
        return self.options.get("first") == "toss"

    def options_text(self) -> str:
        """The options that differ from their defaults, as ``name=value`` words."""
        defaults = {spec.name: spec.default for spec in self.option_schema}
        return " ".join(f"{k}={v}" for k, v in sorted(self.options.items()) if defaults.get(k) != v)


R = TypeVar("R", bound=Ruleset)


@dataclass(frozen=True, eq=False)
class RulesetKind(Generic[R]):
    """A reconstruction of the rules, as it registers itself.

    ``rules_class`` reads its rulesets' own fields; ``initial_state``, ``parse_position``
    and ``format_position`` make, read and write its states (which follow
    :class:`~.contract.GameState`); ``options`` are its rule readings; ``files`` the
    rulesets it ships, by id, read by ``read`` (the game's ``data/`` by default);
    ``default`` marks the ruleset a game is played by when none is named;
    ``random_playout``, where it has one, plays random games to their end faster than the
    contract's objects do, making the same random calls and so the same games
    (:func:`liubo.engine.playout.random_playout`'s signature).
    """

    name: str
    rules_class: type[R]
    initial_state: Callable[[R, Side | None], GameState]
    parse_position: Callable[[str, R], GameState]
    format_position: Callable[[Any], str]
    files: Mapping[str, str] = field(default_factory=dict)
    read: Callable[[str], str] = read_data_text
    options: tuple[OptionSpec, ...] = ()
    default: bool = False
    random_playout: Callable[..., Any] | None = None


_KINDS: dict[str, RulesetKind[Any]] = {}
#: every registered ruleset, by id -> its file name (read by its kind's ``read``)
RULESET_FILES: dict[str, str] = {}
_OWNER: dict[str, str] = {}  # ruleset id -> the kind that ships it


def load_kinds() -> None:
    """Register the engine part of every reconstruction found (:mod:`.plugins`), the
    default one first, then by name; one that clashes with another is left out and
    reported. Run when :mod:`liubo.engine` is imported and when they are found again."""
    for name in tuple(_KINDS):
        unregister_ruleset(name)
    loaded = plugins.load_parts("engine", RulesetKind)
    for kind in sorted(loaded, key=lambda k: (not k.default, k.name)):
        try:
            register_ruleset(kind)
        except LiuboError as exc:
            plugins.part_failed(kind.name, "engine")
            plugins.report(plugins.Problem(kind.name, "engine", str(exc)))


def register_ruleset(kind: RulesetKind[Any]) -> RulesetKind[Any]:
    """Make a reconstruction and its rulesets known by name (once; LiuboError for a name
    or ruleset id another reconstruction has taken)."""
    if _KINDS.get(kind.name, kind) is not kind:
        raise LiuboError(f"a ruleset kind {kind.name!r} is registered already")
    taken = [rid for rid in kind.files if _OWNER.get(rid, kind.name) != kind.name]
    if taken:
        raise LiuboError(f"ruleset id {taken[0]!r} belongs to another ruleset kind")
    if kind.default and any(k.default for k in _KINDS.values() if k is not kind):
        raise LiuboError("only one ruleset kind can be the default")
    _KINDS[kind.name] = kind
    for rid, file_name in kind.files.items():
        RULESET_FILES[rid] = file_name
        _OWNER[rid] = kind.name
    return kind


def unregister_ruleset(name: str) -> None:
    """Forget a reconstruction and its rulesets (for tests and plug-ins that are unloaded)."""
    kind = _KINDS.pop(name, None)
    if kind is None:
        return
    for rid in kind.files:
        RULESET_FILES.pop(rid, None)
        _OWNER.pop(rid, None)


def ruleset_kind(name: str) -> RulesetKind[Any]:
    """The registered reconstruction called ``name`` (LiuboError naming the known ones)."""
    kind = _KINDS.get(name)
    if kind is None:
        raise LiuboError(f"unknown ruleset kind {name!r}: expected one of {', '.join(_KINDS)}")
    return kind


def shipping_kind(rid: str) -> RulesetKind[Any]:
    """The reconstruction that ships the ruleset ``rid`` (LiuboError if none does)."""
    name = _OWNER.get(rid)
    if name is None:
        raise LiuboError(f"unknown ruleset {rid!r}: expected one of {', '.join(RULESET_FILES)}")
    return _KINDS[name]


def ruleset_kinds() -> tuple[str, ...]:
    """The names of the registered reconstructions, in the order they registered."""
    return tuple(_KINDS)


def default_ruleset_id() -> str:
    """The ruleset a game is played by when none is named (the default kind's first)."""
    for kind in _KINDS.values():
        if kind.default and kind.files:
            return next(iter(kind.files))
    raise LiuboError("no default ruleset is registered")


plugins.on_rediscover(load_kinds)
