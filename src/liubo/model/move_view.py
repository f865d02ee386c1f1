"""The move view: what a ruleset's moves and pieces mean on its board, for drawing and words.

The screens show games of two rulesets. A ``tlv`` :class:`~liubo.engine.Move` names perches:
its ``origin``, ``target`` and ``path`` are perch indices. A ``cazaux``
:class:`~liubo.engine.CazauxMove` names *nodes*: the stations, plus the centre's two lanes
(indices beyond ``board.perches``) on which a stone keeps its direction. A ``MoveView``
says once per ruleset what a move means on the board (the station it leaves and lands on,
the stations it passes, which piece moves, whether it is an Owl at each hop, its sound),
what stands on a station, and how a move is put in words. :func:`move_view` picks the view
of a game's rules; ``TurnInput``, the table, the animation, the event log and the victory
screen ask it instead of asking which ruleset they show. Pure Python: no pygame.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..engine import Board, Ruleset, Side, TurnRecord
from ..engine.rulesets.cazaux import CazauxRuleset, cazaux_tables
from ..engine.rulesets.tlv import Move
from ..services.translation import N_
from . import cazaux_text as ct
from . import game_text as gt

Gettext = gt.Gettext
#: A piece that can be selected: (its key, or None for a waiting piece; Owl?, or None for a
#: waiting piece). The key is the move's ``origin``: a perch (tlv), a node (cazaux stones:
#: a lane on the centre) or the Owl's station.
Selection = tuple[int | None, bool | None]


class Piece(NamedTuple):
    """One piece standing on a station, for drawing and selecting."""

    side: Side
    owl: bool
    key: int  # what a move of it names as its origin
    toward: int | None = None  # a stone on the centre: the station its lane leads to


class MoveView:
    """The ``tlv`` view: a move's origin, target and path are already perches."""

    kind = "tlv"
    #: the names toggle (N) goes round these
    names_cycle: tuple[str, ...] = ("off", "hanzi", "pinyin", "english")
    #: how a card counts: "fish" (points) or "prisoners" (stones held)
    score_kind = "fish"
    #: the odds panel (O) works out tlv's chances of scoring and capture (liubo.model.odds); a
    #: cazaux game's panel shows the threats of liubo.model.odds_cazaux instead
    has_odds = True
    #: a stick counted (``True`` in ``StickFaces``) shows its plain face (cazaux's yang), not
    #: the rounded, marked one that tlv counts: the drawings turn such sticks over
    counts_plain_faces = False

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
        """The piece a move moves, as a selection."""
        return (move.origin, None if move.origin is None else move.owl)

    def key_station(self, key: int) -> int:
        """The station of a selection key."""
        return key

    def choice(self, move: Any) -> tuple[object, ...]:
        """What tells apart the moves that land on one station (else a question is asked)."""
        return (move.origin, move.number, move.owl)

    def owl_steps(self, move: Any) -> tuple[bool, ...]:
        """Whether the mover is an Owl before the first hop and after each hop."""
        board = self.board
        owl = move.owl
        out = [owl]
        for perch in move.path:
            if perch == board.pond:
                owl = True
            if move.nest is not None and perch == move.nest:
                owl = False
            out.append(owl)
        return tuple(out)

    def hop_sounds(self, move: Any) -> tuple[str, ...]:
        """The sound of each hop landed."""
        steps = self.owl_steps(move)
        out = []
        for k, perch in enumerate(move.path):
            if perch == self.board.pond and not steps[k] and steps[k + 1]:
                out.append("owl")
            elif move.nest is not None and perch == move.nest:
                out.append("nest")
            else:
                out.append("hop")
        return tuple(out)

    def arrival_sound(self, move: Any) -> str | None:
        """The sound once a move has landed (a capture or a blockade), if any."""
        if move.captured is not None:
            return "capture"
        return "blockade" if move.blockade else None

    # -- what stands on the board -----------------------------------------------------------
    def pieces_at(self, state: Any, station: int) -> list[Piece]:
        return [Piece(side, owl, station) for side, owl in state.birds_at(station)]

    def score(self, state: Any, side: Side) -> int:
        """Points (tlv) or prisoners held (cazaux) by ``side``."""
        return state.scores[side]

    def waiting(self, state: Any, side: Side) -> int:
        return state.off[side]

    # -- words ------------------------------------------------------------------------------
    def preview(self, _: Gettext, move: Any) -> str:
        return gt.move_preview(_, self.board, move)

    def log(self, _: Gettext, move: Any) -> list[str]:
        return gt.move_log(_, self.board, move)

    def words(self, _: Gettext, move: Any) -> str:
        return gt.move_words(_, self.board, move)

    def turn_words(self, _: Gettext, turn: TurnRecord) -> str:
        return gt.turn_row_words(_, turn, self.board)

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
        rows = {
            key: {Side.GREEN: 0, Side.WHITE: 0}
            for key in ("captures", "owls_captured", "owls_made", "nests")
        }
        turn_count = {Side.GREEN: 0, Side.WHITE: 0}
        for turn in turns:
            turn_count[turn.side] += 1
            for move in turn.moves:
                if move.captured is not None:
                    rows["captures"][turn.side] += 1
                    rows["owls_captured"][turn.side] += 1 if move.captured else 0
                if move.promoted:
                    rows["owls_made"][turn.side] += 1
                if isinstance(move, Move) and move.nest is not None:
                    rows["nests"][turn.side] += 1
        return [
            (N_("Captures"), rows["captures"]),
            (N_("Owls captured"), rows["owls_captured"]),
            (N_("Owls made"), rows["owls_made"]),
            (N_("Nest deliveries"), rows["nests"]),
            (N_("Turns"), turn_count),
        ]


class CazauxMoveView(MoveView):
    """The ``cazaux`` view: nodes mapped to stations, stacks, lanes, prisoners."""

    kind = "cazaux"
    names_cycle = ("off", "labels", "hanzi", "pinyin", "english")
    score_kind = "prisoners"
    has_odds = False
    counts_plain_faces = True

    def __init__(self, rules: Ruleset) -> None:
        super().__init__(rules)
        self.tables = cazaux_tables(self.board)
        track = self.board.track
        index = self.board.index
        self._toward: dict[int, int] = {}
        if track is not None:
            for lane in self.tables.lanes:
                following = track.next.get(self.tables.node_ids[lane])
                if following in index:
                    self._toward[lane] = index[following]

    def start(self, move: Any) -> int | None:
        return None if move.origin is None else self.tables.station_of[move.origin]

    def landing(self, move: Any) -> int:
        return self.tables.station_of[move.target]

    def stations(self, move: Any) -> tuple[int, ...]:
        station_of = self.tables.station_of
        return tuple(station_of[node] for node in move.path)

    def key_station(self, key: int) -> int:
        return self.tables.station_of[key]

    def choice(self, move: Any) -> tuple[object, ...]:
        return (move.origin, move.number, move.owl, move.promoted)

    def owl_steps(self, move: Any) -> tuple[bool, ...]:
        hops = len(move.path)
        return (move.owl,) * hops + (move.owl or move.promoted,)

    def hop_sounds(self, move: Any) -> tuple[str, ...]:
        hops = len(move.path)
        if not hops:
            return ()
        return ("hop",) * (hops - 1) + ("owl" if move.promoted else "hop",)

    def arrival_sound(self, move: Any) -> str | None:
        return "capture" if move.captured is not None else None

    def pieces_at(self, state: Any, station: int) -> list[Piece]:
        return [
            Piece(side, owl, node, self._toward.get(node))
            for side, owl, node in state.pieces_at(station)
        ]

    def score(self, state: Any, side: Side) -> int:
        return state.held[side]

    def waiting(self, state: Any, side: Side) -> int:
        return state.waiting(side)

    def preview(self, _: Gettext, move: Any) -> str:
        return ct.preview(_, self.tables, move)

    def log(self, _: Gettext, move: Any) -> list[str]:
        return ct.log(_, self.tables, move)

    def words(self, _: Gettext, move: Any) -> str:
        return ct.words(_, self.tables, move)

    def turn_words(self, _: Gettext, turn: TurnRecord) -> str:
        moves = _("; ").join(self.words(_, m) for m in turn.moves)
        return _("{side} {throw}: {moves}").format(
            side=gt.side_name(_, turn.side), throw=str(turn.throw), moves=moves
        )

    def turn_end(self, _: Gettext, turn: TurnRecord) -> str:
        if not turn.complete or any(m.wins for m in turn.moves):
            return ""
        rules = self.rules
        doubles = rules.extra_throw_doubles if isinstance(rules, CazauxRuleset) else frozenset()
        return ct.extra_throw_line(_, turn, doubles)

    def ending(self, _: Gettext, state: Any) -> str:
        return ct.ending_line(_, state.winner, state.reason) if state.over else ""

    def reason(self, _: Gettext, state: Any) -> str:
        return ct.reason_text(_, state.reason) if state.over else ""

    def stats(self, turns: list[TurnRecord]) -> list[tuple[str, dict[Side, int]]]:
        keys = ("sent_back", "prisoners", "owls_made", "owls_demoted", "laps")
        rows = {key: {Side.GREEN: 0, Side.WHITE: 0} for key in keys}
        turn_count = {Side.GREEN: 0, Side.WHITE: 0}
        for turn in turns:
            turn_count[turn.side] += 1
            legs: list[Any] = list(turn.moves)
            for move in legs:
                rows["sent_back"][turn.side] += move.sent_back
                rows["prisoners"][turn.side] += move.prisoners
                rows["owls_made"][turn.side] += move.promoted
                rows["owls_demoted"][turn.side] += move.owl_demoted
                rows["laps"][turn.side] += move.lap
        return [
            (N_("Stones sent back"), rows["sent_back"]),
            (N_("Prisoners taken"), rows["prisoners"]),
            (N_("Owls made"), rows["owls_made"]),
            (N_("Owls stripped of rank"), rows["owls_demoted"]),
            (N_("Laps"), rows["laps"]),
            (N_("Throws"), turn_count),
        ]


def move_view(rules: Ruleset) -> MoveView:
    """The move view of a game's rules (chosen once per game)."""
    return CazauxMoveView(rules) if rules.kind == "cazaux" else MoveView(rules)
