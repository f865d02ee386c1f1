"""What the game table shows in one frame, handed from the game screen to the view."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import GameMove as Move
from ..engine import GameState as State
from ..engine import Side, Throw
from .motion import Glide, MoveAnimation

Selection = tuple[int | None, bool | None]


@dataclass
class TableSnapshot:
    """Everything the table shows in one frame."""

    state: State  # the position shown (before a move that is still animating)
    to_move: Side
    over: bool
    turn_number: int
    throw: Throw | None
    remaining: tuple[int, ...]
    players: dict[Side, str]
    selection: Selection | None = None
    number: int | None = None
    landings: list[int] = field(default_factory=list)
    preview: Move | None = None
    hint: Move | None = None
    last_move: Move | None = None
    anim: MoveAnimation | None = None
    status: str = ""
    thinking: float | None = None  # seconds the computer has thought, while it does
    watch: bool = False
    speed: float = 1.0
    can_throw: bool = False  # a human may throw now (the jar sways)
    show_lines: bool = False
    names_mode: str = "off"
    notice: str = ""
    keys_help: str = ""
    panel: str = "events"  # what the panel under the status shows: "events" or "moves"
    move_rows: list[str] = field(default_factory=list)
    move_current: int | None = None  # the row on view while looking back
    move_scroll: int = 0
    move_words: bool = False  # the rows in full (what each move did), not brief
    caption: str = ""  # a lesson's comment for the step on view
    title: str = ""  # a replayed record's title, one line above the turn, once it is no caption
    odds_lines: list[str] = field(default_factory=list)  # the odds panel (O), if shown
    badges: list[tuple[int, str, float]] = field(default_factory=list)  # perch, text, chance
    variant: str = ""  # the cards' badge when a rule reading differs from the default
    glide: Glide | None = None  # pieces gliding to a lesson step's new position
    win_chance: float | None = None  # Green's chance to win by the learned evaluation (O)
