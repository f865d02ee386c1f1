"""The move view: what a ruleset's moves and pieces mean on its board, for drawing and words.

A move's ``origin``, ``target`` and ``path`` name what its ruleset calls places: perches
for some, *nodes* for others (a ``cazaux`` stone on the centre stands on one of two lanes,
indices beyond ``board.perches``). A ``MoveView`` says once per ruleset what a move means
on the board (the station it leaves and lands on, the stations it passes, which piece
moves, whether it is an Owl at each hop, its sound), what stands on a station, how a
side's score is shown and how a move is put in words. ``TurnInput``, the table, the
animation, the event log and the victory screen ask it instead of asking which ruleset
they show.

This class is the view of a ruleset that brings none: it reads only the engine's
contract (:class:`~liubo.engine.GameMove`, :class:`~liubo.engine.GameState`), in which a
move names perches. Each ruleset's own view (``liubo.model.rulesets.<kind>``) subclasses
it and comes with its presentation bundle (:mod:`liubo.model.presentation`, where
:func:`~liubo.model.presentation.move_view` picks a game's). Pure Python: no pygame.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..engine import Board, GameState, Ruleset, Side, StickFaces, TurnRecord
from ..services.translation import N_
from . import game_text as gt

Gettext = gt.Gettext
#: A piece that can be selected: (its key, or None for a waiting piece; its form, where a
#: ruleset's pieces on one station differ (an Owl or a bird), else None). The key is the
#: move's ``origin``: a perch, or what the ruleset's moves name (a node, for a ``cazaux``
#: stone on a lane of the centre).
Selection = tuple[int | None, bool | None]


class Question(NamedTuple):
    """What a landing reached by two moves of the same piece with the same number asks
    the player (a ruleset's own choice, such as standing a stone up as an Owl): a title
    and a text (messages), and the two answers, each a label (a message) and its move;
    the first is the one a plain Yes plays."""

    title: str
    text: str
    yes: tuple[str, Any]
    no: tuple[str, Any]


class Piece(NamedTuple):
    """One piece standing on a station, for drawing and selecting; ``owl``: drawn in its
    raised form (an Owl)."""

    side: Side
    owl: bool
    key: int  # what a move of it names as its origin
    toward: int | None = None  # a stone on the centre: the station its lane leads to


#: what the screens tell the player to do, in the pieces' and places' own words: birds on
#: perches here; a ruleset whose pieces are called otherwise gives its view a table of its
#: own with the same keys (Cazaux's stones on stations)
PROMPTS: dict[str, str] = {
    "choose": N_("{side}: choose a bird (Tab) and a number (1-4); click a gold perch"),
    "land": N_("Choose a gold perch (arrows, Enter); Esc cancels"),
    "moved": N_("This bird has already moved this turn: the other number moves a different bird"),
    "stuck": N_("This bird cannot move with the numbers left"),
    "unreachable": N_(
        "The bird cannot land there with this throw: only the gold perches can be reached"
    ),
    "other": N_("That is {other}'s bird: choose one of {side}'s"),
    "first": N_("{side}: choose one of your birds or a waiting one first; then a gold perch"),
    "several": N_("Several birds can land there: choose the bird first"),
    "numbers": N_("Choose a number: {numbers} both reach this perch"),
    # TRANSLATORS: a question: the waiting birds were chosen, and the click fell on one of
    # the player's birds where a waiting bird could enter.
    "enter_or_pick": N_("Bring a bird in here, or move this one?"),
    "enter_or_pick_why": N_(
        "One of your birds stands here, and a waiting bird can enter here too. Bring a new "
        "bird in onto this perch, or choose the bird that stands on it?"
    ),
    # TRANSLATORS: a button of that question: a waiting bird enters onto the perch.
    "enter_here": N_("Bring one in"),
    # TRANSLATORS: a button of that question: choose the bird standing on the perch.
    "pick_piece": N_("Choose this bird"),
    # TRANSLATORS: the browser edition's status line once the sticks are thrown.
    "tap_choose": N_("{side}: tap a bird that can move and a number, then a gold perch"),
    # TRANSLATORS: the browser edition's status line with a bird chosen.
    "tap_land": N_("Tap a gold perch to see the move, and again to play it"),
    # TRANSLATORS: the browser edition's status line with a bird chosen, on a screen with a
    # mouse.
    "point_land": N_("Point at a gold perch to see the move; click it to play"),
    # TRANSLATORS: the keys of the game screen, for the help between the cards.
    "keys": N_(
        "Space throw · 1-4 or Z/X numbers · Tab birds · Up/Down perches · "
        "Enter play · Esc cancel · Ctrl+Z undo · Comma / Full stop look back, Home/End · "
        "M moves · Q/E or Left/Right rotate · L lines · "
        "N names · H hint · R rules · F2 language · F11 full screen"
    ),
}


class MoveView:
    """The view of a ruleset's moves: a move's origin, target and path are perches; it
    reads only what every ruleset's moves have (:class:`~liubo.engine.GameMove`)."""

    #: the names toggle (N) goes round these
    names_cycle: tuple[str, ...] = ("off", "hanzi", "pinyin", "english")
    #: the prompts and answers of the game screen in this ruleset's words (``PROMPTS``)
    prompts: dict[str, str] = PROMPTS
    #: several pieces on a station are drawn as stacks in their lanes (else side by side)
    stacks = False
    #: the marks of a side's score on its card and the victory screen (fish won, or the
    #: stones held): how many; 0 draws the score in words only
    score_marks = 0

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.board: Board = rules.board

    # -- what a move means on the board ---------------------------------------------------
    def start(self, move: Any) -> int | None:
        """The station the piece leaves (None: it enters from waiting)."""
        return move.origin

    def landing(self, move: Any) -> int:
        """The station the piece lands on."""
        return move.target

    def stations(self, move: Any) -> tuple[int, ...]:
        """The stations after the start, landing last."""
        return tuple(move.path)

    def piece(self, move: Any) -> Selection:
        """The piece a move moves, as a selection (pieces on one station are alike here)."""
        return (move.origin, None)

    def key_station(self, key: int) -> int:
        """The station of a selection key."""
        return key

    def choice(self, move: Any) -> tuple[object, ...]:
        """What tells apart the moves that land on one station (else a question is asked)."""
        return (move.origin, move.number)

    def question(self, moves: list[Any]) -> Question | None:
        """What to ask when two moves of one piece with one number land on one station and
        differ by the ruleset's own choice (None: the player is told to choose first)."""
        return None

    def owl_steps(self, move: Any) -> tuple[bool, ...]:
        """Whether the mover is drawn in its raised form (an Owl) before the first hop and
        after each hop."""
        return (False,) * (len(move.path) + 1)

    def hop_sounds(self, move: Any) -> tuple[str, ...]:
        """The sound of each hop landed."""
        return ("hop",) * len(move.path)

    def arrival_sound(self, move: Any) -> str | None:
        """The sound once a move has landed (a capture), if any."""
        return "capture" if move.captures else None

    def moved_station(self, state: Any) -> int | None:
        """The station of a piece that has moved this turn and may not move again (the
        other number moves another), or None."""
        return None

    # -- what stands on the board -----------------------------------------------------------
    def pieces_at(self, state: Any, station: int) -> list[Piece]:
        """The pieces on a station. The engine's contract does not say where pieces stand,
        so a ruleset without a view of its own shows none on the board (its moves are
        still shown, and played by clicking the stations they name)."""
        return []

    def score(self, state: Any, side: Side) -> int:
        """What ``side`` has won so far, in the ruleset's own unit."""
        return state.scores[side]

    def waiting(self, state: Any, side: Side) -> int:
        return state.off[side]

    def score_pieces(self, side: Side) -> Side | None:
        """Whose stones stand for ``side``'s score marks (prisoners held), or None when they
        are drawn as fish won."""
        return None

    def score_words(self, _: Gettext, score: int) -> str:
        """A side's score under its name on its card."""
        # TRANSLATORS: a side's score on its card, under a ruleset with no unit of its own.
        return _("Score: {score}").format(score=score)

    def final_score(self, _: Gettext, line: str) -> str:
        """The victory screen's score line, "Green 2 – 0 White", as this ruleset says it."""
        return line

    # -- the sticks -------------------------------------------------------------------------
    def rounded(self, counted: bool) -> bool:
        """Whether a stick shows its rounded, marked face, given whether it is counted."""
        return counted

    def drawn_faces(self, faces: StickFaces) -> StickFaces:
        """The sticks as drawn: True is the rounded face."""
        return faces._replace(
            light=tuple(self.rounded(f) for f in faces.light),
            dark=tuple(self.rounded(f) for f in faces.dark),
        )

    # -- words ------------------------------------------------------------------------------
    def say(self, _: Gettext, key: str, **fields: object) -> str:
        """A prompt or answer of the game screen (``PROMPTS``) in this ruleset's words."""
        text = _(self.prompts[key])
        return text.format(**fields) if fields else text

    def preview(self, _: Gettext, move: Any) -> str:
        target = gt.perch_name(_, self.board, move.target)
        effects = [_("wins the game")] if move.wins else []
        return gt.landing_preview(_, move.number, move.origin is None, target, effects)

    def log(self, _: Gettext, move: Any) -> list[str]:
        who = gt.side_name(_, move.side)
        target = gt.perch_name(_, self.board, move.target)
        if move.origin is None:
            head = _("{side} enters a bird to {perch} ({number})")
            start = ""
        else:
            head = _("{side} moves a bird from {start} to {perch} ({number})")
            start = gt.perch_name(_, self.board, move.origin)
        lines = [head.format(side=who, start=start, perch=target, number=move.number)]
        if move.wins:
            lines.append(_("{side} wins!").format(side=who))
        return lines

    def words(self, _: Gettext, move: Any, full: bool = True) -> str:
        """One move of a move-list row, its perches named as the board names them
        (``full``: with what the move does, for a ruleset that says so)."""
        target = gt.perch_label(_, self.board, move.target)
        if move.origin is None:
            return _("enters to {perch} ({number})").format(perch=target, number=move.number)
        start = gt.perch_label(_, self.board, move.origin)
        return _("{start} → {perch} ({number})").format(
            start=start, perch=target, number=move.number
        )

    def turn_words(self, _: Gettext, turn: TurnRecord, full: bool = True) -> str:
        """A turn of the move list in words (its moves, a pass, the numbers it could not
        use); ``full`` also says what each move did, the brief list does not."""
        return gt.turn_words(_, turn, lambda move: self.words(_, move, full))

    def lost(self, _: Gettext, start: GameState, turn: TurnRecord) -> str:
        """Why a finished turn (begun at ``start``) left ``turn.unused`` unplayed, for the
        log and the status line ("" when it used its whole throw). A ruleset that knows
        the causes names them; this says only that no move was legal."""
        if not turn.unused:
            return ""
        return gt.passed_text(_, tuple(turn.unused), passed=not turn.moves)

    def turn_end(self, _: Gettext, turn: TurnRecord) -> str:
        """A notice after a finished turn (an extra throw), or ""."""
        return ""

    def ending(self, _: Gettext, state: Any) -> str:
        """The log's line for an ending that no move announced, or ""."""
        return ""

    def reason(self, _: Gettext, state: Any) -> str:
        """Why the game ended, for the victory screen ("" when the score says it)."""
        return ""

    def stats(self, turns: list[TurnRecord]) -> list[tuple[str, dict[Side, int]]]:
        """The victory screen's rows: (message, count for each side)."""
        captures = {Side.GREEN: 0, Side.WHITE: 0}
        turn_count = {Side.GREEN: 0, Side.WHITE: 0}
        for turn in turns:
            turn_count[turn.side] += 1
            captures[turn.side] += sum(move.captures for move in turn.moves)
        return [(N_("Captures"), captures), (N_("Turns"), turn_count)]
