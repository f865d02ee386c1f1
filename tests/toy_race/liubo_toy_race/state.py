"""The toy race's states, moves and position texts.

Each side has ``birds_per_side`` pieces; a piece's progress is 0 while it waits, p (1 to
the circuit's length) on the p-th perch of the circuit, and ``rules.home`` once home. A
turn plays both numbers of the throw, in either order, with any pieces (one piece may use
both); pieces never block or take each other. The side that brings every piece home wins.

Position text: ``<green>/<white> <side> [<light>,<dark> [left <n>]]``, each side's
progress values in ascending order, e.g. ``0,0,5/3,7,21 G 2,1 left 1``.
"""

from __future__ import annotations

from fractions import Fraction

from liubo.engine import IllegalMoveError, NotationError, Side, Throw
from liubo.engine.contract import GameMove

from .rules import RaceRuleset


class RaceMove:
    """One piece moving ``number`` steps on (or into, or out of) the circuit."""

    __slots__ = (
        "side",
        "start",
        "end",
        "number",
        "origin",
        "target",
        "path",
        "wins",
        "_ids",
        "_home",
    )

    def __init__(self, rules: RaceRuleset, side: Side, start: int, number: int, wins: bool) -> None:
        circuit = rules.circuit
        self.side = side
        self.start = start  # progress before (0: waiting)
        self.end = min(start + number, rules.home)  # progress after
        self.number = number
        self.origin = None if start == 0 else circuit[start - 1]
        self.target = circuit[min(self.end, len(circuit)) - 1]
        self.path = tuple(circuit[p - 1] for p in range(start + 1, min(self.end, len(circuit)) + 1))
        self.wins = wins
        self._home = rules.home
        ids = rules.board.perches
        self._ids = (
            "OFF" if self.origin is None else ids[self.origin].id,
            "HOME" if self.end == rules.home else ids[self.target].id,
        )

    captures = 0  # pieces never take each other

    @property
    def points(self) -> int:
        """A piece brought home scores one."""
        return int(self.end == self._home)

    @property
    def key(self) -> tuple[int, int, int]:
        return (int(self.side), self.start, self.number)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RaceMove) and self.key == other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __str__(self) -> str:
        return f"{self._ids[0]}>{self._ids[1]}/{self.number}"

    def __repr__(self) -> str:
        return f"RaceMove({str(self)!r})"


class RaceState:
    """Where each piece is in its race, whose turn it is, and what is left of the throw."""

    def __init__(
        self,
        rules: RaceRuleset,
        progress: tuple[tuple[int, ...], tuple[int, ...]],
        side: Side,
        throw: Throw | None = None,
        remaining: tuple[int, ...] = (),
        turn: int = 1,
        winner: Side | None = None,
        over: bool = False,
    ) -> None:
        self.rules = rules
        self.progress = (tuple(sorted(progress[0])), tuple(sorted(progress[1])))
        self.side = side
        self.throw = throw
        self.remaining = remaining
        self.turn = turn
        self.winner = winner
        self.over = over

    @classmethod
    def initial(cls, rules: RaceRuleset, first: Side | None = None) -> RaceState:
        waiting = (0,) * rules.birds_per_side
        return cls(rules, (waiting, waiting), rules.first_player if first is None else first)

    # -- the contract's queries -------------------------------------------------------------
    @property
    def scores(self) -> tuple[int, int]:
        """Pieces home, by side."""
        home = self.rules.home
        return (self.progress[0].count(home), self.progress[1].count(home))

    @property
    def off(self) -> tuple[int, int]:
        """Pieces still waiting to enter, by side."""
        return (self.progress[0].count(0), self.progress[1].count(0))

    @property
    def ending(self) -> str | None:
        if not self.over:
            return None
        return "all home" if self.winner is not None else "turn limit"

    @property
    def reason(self) -> str | None:
        """The ending as a record's result line names it (one word)."""
        return None if self.ending is None else self.ending.replace(" ", "-")

    @property
    def needs_throw(self) -> bool:
        return not self.over and self.throw is None

    @property
    def mid_turn(self) -> bool:
        return self.throw is not None and len(self.remaining) == 1

    def chance_outcomes(self) -> list[tuple[Throw, Fraction]]:
        return list(self.rules.throws) if self.needs_throw else []

    def legal_moves(self) -> list[RaceMove]:
        if self.over or self.throw is None:
            return []
        mine = self.progress[self.side]
        home = self.rules.home
        out = []
        for number in dict.fromkeys(self.remaining):
            for start in dict.fromkeys(mine):
                if start == home:
                    continue
                last = sum(p == home for p in mine) == len(mine) - 1
                wins = last and start + number >= home
                out.append(RaceMove(self.rules, self.side, start, number, wins))
        return out

    def find_move(self, move: GameMove | str) -> RaceMove:
        text = move if isinstance(move, str) else str(move)
        if not isinstance(text, str) or ">" not in text or "/" not in text:
            raise NotationError(f"cannot read move {text!r}: expected FROM>TO/n")
        for legal in self.legal_moves():
            if str(legal) == text.strip():
                return legal
        raise IllegalMoveError(f"{text} is not legal now")

    # -- transitions --------------------------------------------------------------------------
    def apply_throw(self, throw: Throw) -> RaceState:
        if not self.needs_throw:
            raise IllegalMoveError("a throw is not due now")
        return self._with(throw=throw, remaining=throw.numbers)

    def apply(self, move: GameMove | str) -> RaceState:
        chosen = self.find_move(move)
        side = self.side
        mine = list(self.progress[side])
        mine[mine.index(chosen.start)] = chosen.end
        progress = (tuple(mine), self.progress[1]) if side == 0 else (self.progress[0], tuple(mine))
        if chosen.wins:
            return self._with(progress=progress, remaining=(), winner=side, over=True)
        remaining = list(self.remaining)
        remaining.remove(chosen.number)
        if remaining:
            return self._with(progress=progress, remaining=tuple(remaining))
        if self.turn >= self.rules.turn_limit:
            return self._with(progress=progress, throw=None, remaining=(), over=True)
        return self._with(
            progress=progress, side=side.other, throw=None, remaining=(), turn=self.turn + 1
        )

    def _with(self, **changes: object) -> RaceState:
        fields: dict[str, object] = dict(
            progress=self.progress,
            side=self.side,
            throw=self.throw,
            remaining=self.remaining,
            turn=self.turn,
            winner=self.winner,
            over=self.over,
        )
        fields.update(changes)
        return RaceState(self.rules, **fields)

    # -- identity -----------------------------------------------------------------------------
    def _key(self) -> tuple[object, ...]:
        return (self.progress, self.side, self.throw, self.remaining, self.turn, self.over)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RaceState) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())


def format_position(state: RaceState) -> str:
    """The position text of a race state."""
    halves = "/".join(",".join(map(str, p)) for p in state.progress)
    text = f"{halves} {state.side.letter}"
    if state.throw is not None and not state.over:
        text += f" {state.throw}"
        if len(state.remaining) == 1:
            text += f" left {state.remaining[0]}"
    return text


def parse_position(text: str, rules: RaceRuleset) -> RaceState:
    """A race state from its position text (NotationError when it cannot be read)."""
    if not isinstance(text, str):
        raise NotationError("a position must be text")
    words = text.split()
    if len(words) not in (2, 3, 5) or words[1] not in ("G", "W"):
        raise NotationError(f"cannot read race position {text!r}")
    halves = words[0].split("/")
    try:
        progress = tuple(tuple(int(v) for v in half.split(",")) for half in halves)
    except ValueError as exc:
        raise NotationError(f"cannot read the pieces of {text!r}") from exc
    if len(progress) != 2 or any(
        len(p) != rules.birds_per_side or not all(0 <= v <= rules.home for v in p) for p in progress
    ):
        raise NotationError(f"each side has {rules.birds_per_side} pieces from 0 to {rules.home}")
    side = Side.from_letter(words[1])
    throw = Throw.parse(words[2]) if len(words) >= 3 else None
    remaining = throw.numbers if throw is not None else ()
    if len(words) == 5:
        if words[3] != "left" or throw is None or int(words[4]) not in throw.numbers:
            raise NotationError(f"cannot read what is left of the throw in {text!r}")
        remaining = (int(words[4]),)
    done = [s for s in Side if all(v == rules.home for v in progress[s])]
    if done:
        return RaceState(rules, (progress[0], progress[1]), side, winner=done[0], over=True)
    return RaceState(rules, (progress[0], progress[1]), side, throw, remaining)
