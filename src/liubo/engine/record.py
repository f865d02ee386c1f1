"""The lines of a game record: a turn's line and the result line, written and read.

A record (docs/rules.md section 8.3) is a header (``ruleset``, ``options``, ``first``,
``start``), one line a turn such as ``3. G 2,1 OFF>GAO_SW/1 QU_S>LIAN_S/2``, and a
``result`` line once the game is over. :class:`~.game.Game` writes and replays whole
records; this module holds the form of each line: :class:`TurnRecord` and its text, the
reading of a turn's line (:func:`read_turn_line`), and the result line, written from the
final state (:func:`result_line`) and checked against the state the turns lead to
(:func:`check_result`). It knows no ruleset and plays no move.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from .contract import GameMove, GameState
from .errors import NotationError
from .sides import Side
from .throws import Throw, read_count

T = TypeVar("T")

# [0-9], never \d: in Python's re \d also matches "٣" and other Unicode digits
TURN_RE = re.compile(r"^([0-9]+)\.\s+([GW])\s+([0-9],[0-9])((?:\s+\S+)*)\s*$")
RESULT_RE = re.compile(r"^result\s+(G|W|draw)\s+([0-9]+)-([0-9]+)(?:\s+([a-z-]+))?$")


@dataclass
class TurnRecord:
    """One turn: who threw what, the moves played, and what could not be used."""

    number: int
    side: Side
    throw: Throw
    moves: list[GameMove] = field(default_factory=list)
    passed: bool = False
    unused: tuple[int, ...] = ()
    complete: bool = False

    def text(self) -> str:
        parts = [f"{self.number}.", self.side.letter, str(self.throw)]
        parts.extend(str(m) for m in self.moves)
        if self.passed:
            parts.append("pass")
        return " ".join(parts)


@dataclass(frozen=True)
class TurnLine:
    """A turn's line as read: its number, side and throw, and the words after them (the
    moves' texts, or ``pass``)."""

    number: int
    side: Side
    throw: Throw
    words: list[str]


#: Where a record's lines end: ``\n``, ``\r\n`` or ``\r``, as a text editor shows them
#: (``str.splitlines`` would also break at form feeds, ``\x1c`` and ``\u2028``).
LINE_BREAK = re.compile(r"\r\n|\r|\n")
#: What a record's line may not hold: control characters (a tab is a space) and the
#: separators an editor shows inside a line. A comment's are dropped where it is shown.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")


def physical_lines(text: str) -> list[str]:
    """A record's lines as written, numbered from 1 as an editor numbers them."""
    return LINE_BREAK.split(text)


def record_lines(text: str) -> list[tuple[int, str]]:
    """The lines of a record that say something, with their line numbers in ``text``:
    stripped, without blanks and comments. NotationError for a line that holds a control
    character (it cannot be read as written)."""
    lines: list[tuple[int, str]] = []
    for number, raw in enumerate(physical_lines(text), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        bad = CONTROL.search(line)
        if bad is not None:
            raise NotationError(
                f"record line {number}: a control character (U+{ord(bad.group()):04X}) "
                "where only text is read"
            )
        lines.append((number, line))
    return lines


def read_field(name: str, parse: Callable[..., T], *args: object) -> T:
    """``parse(*args)``, its NotationError prefixed with the field's name."""
    try:
        return parse(*args)
    except NotationError as exc:
        raise NotationError(f"{name}: {exc}") from exc


def read_turn_line(line: str) -> TurnLine:
    """A turn's line such as ``1. G 2,1 OFF>GAO_SW/1``; NotationError naming what is wrong."""
    m = TURN_RE.match(line)
    if not m:
        raise NotationError("expected a turn such as '1. G 2,1 OFF>GAO_SW/1'")
    return TurnLine(
        read_count(m.group(1), "turn number"),
        Side.from_letter(m.group(2)),
        read_field("throw", Throw.parse, m.group(3)),
        m.group(4).split(),
    )


def only_results_follow(lines: list[tuple[int, str]], i: int) -> bool:
    """Whether every line after ``lines[i]`` is a result line (so line ``i`` is the last turn)."""
    return all(ln.split(" ", 1)[0] == "result" for _, ln in lines[i + 1 :])


def result_line(state: GameState) -> str:
    """The result line of a game over in ``state``: the winner (or draw), the scores, and
    the reason when the ruleset names one."""
    s = state.scores
    result = state.winner.letter if state.winner is not None else "draw"
    reason = state.reason
    return f"result {result} {s[0]}-{s[1]}" + (f" {reason}" if reason else "")


def check_result(line: str, state: GameState) -> None:
    """``result G 6-2`` must say what the replayed game, now in ``state``, says
    (NotationError otherwise)."""
    m = RESULT_RE.match(line)
    if not m:
        raise NotationError("result: expected 'result G|W|draw green-white' such as 'result G 6-2'")
    reason = state.reason
    if m.group(4) is not None and m.group(4) != reason:
        raise NotationError(f"result: says {m.group(4)} but the turns give {reason}")
    if not state.over:
        raise NotationError("result: the game is not over after the turns given")
    written = m.group(1)
    actual = state.winner.letter if state.winner is not None else "draw"
    if written != actual:
        raise NotationError(f"result: says {written} but the turns give {actual}")
    s = state.scores
    written_scores = (read_count(m.group(2), "result"), read_count(m.group(3), "result"))
    if written_scores != (s[0], s[1]):
        raise NotationError(
            f"result: says {m.group(2)}-{m.group(3)} but the turns give {s[0]}-{s[1]}"
        )
