"""The ``cazaux`` move view: nodes mapped to stations, stacks in lanes, prisoners held."""

from __future__ import annotations

from typing import Any

from ....engine import Ruleset, Side, TurnRecord
from ....engine.rulesets.cazaux import CazauxRuleset, cazaux_tables
from ....services.translation import N_
from ...game_text import side_name
from ...move_view import Gettext, MoveView, Piece, Question, Selection
from . import text as ct


class CazauxMoveView(MoveView):
    """The ``cazaux`` view: nodes mapped to stations, stacks, lanes, prisoners."""

    names_cycle = ("off", "labels", "hanzi", "pinyin", "english")
    stacks = True
    prompts = ct.PROMPTS  # stones on stations
    score_marks = 6  # the enemy stones held

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

    def piece(self, move: Any) -> Selection:
        """The piece a leg moves: its node and whether it is the Owl."""
        return (move.origin, None if move.origin is None else move.owl)

    def choice(self, move: Any) -> tuple[object, ...]:
        return (move.origin, move.number, move.owl, move.promoted)

    def question(self, moves: list[Any]) -> Question | None:
        """A stone landing on the centre while its side has no Owl: stood up as the Owl,
        or left a stone."""
        owls = [m for m in moves if m.promoted]
        if len(moves) != 2 or len(owls) != 1:
            return None
        plain = next(m for m in moves if not m.promoted)
        return Question(
            N_("Stand the stone up as an Owl?"),
            N_(
                "Your stone lands on the centre and your side has no Owl: it may become "
                "the Owl (another throw), or stay a stone."
            ),
            (N_("Make an Owl"), owls[0]),
            (N_("Stay a stone"), plain),
        )

    def owl_steps(self, move: Any) -> tuple[bool, ...]:
        """The Owl stays an Owl; a stone stood up on the centre is one on arrival."""
        return (move.owl,) * len(move.path) + (move.owl or move.promoted,)

    def hop_sounds(self, move: Any) -> tuple[str, ...]:
        hops = len(move.path)
        if not hops:
            return ()
        return ("hop",) * (hops - 1) + ("owl" if move.promoted else "hop",)

    def pieces_at(self, state: Any, station: int) -> list[Piece]:
        return [
            Piece(side, owl, node, self._toward.get(node))
            for side, owl, node in state.pieces_at(station)
        ]

    def score(self, state: Any, side: Side) -> int:
        return state.held[side]

    def waiting(self, state: Any, side: Side) -> int:
        return state.waiting(side)

    def score_pieces(self, side: Side) -> Side | None:
        return Side(side).other

    def score_words(self, _: Gettext, score: int) -> str:
        # TRANSLATORS: Cazaux's rules: the enemy stones a side holds, under its name.
        return _("Prisoners: {count}").format(count=score)

    def final_score(self, _: Gettext, line: str) -> str:
        # TRANSLATORS: Cazaux's rules: the prisoners each side holds, "Green 2 – 0 White".
        return _("Prisoners held: {score}").format(score=line)

    def rounded(self, counted: bool) -> bool:
        return not counted  # a counted stick shows its plain face (yang)

    def preview(self, _: Gettext, move: Any) -> str:
        return ct.preview(_, self.tables, move)

    def log(self, _: Gettext, move: Any) -> list[str]:
        return ct.log(_, self.tables, move)

    def words(self, _: Gettext, move: Any, full: bool = True) -> str:
        return ct.words(_, self.tables, move, full)

    def turn_words(self, _: Gettext, turn: TurnRecord, full: bool = True) -> str:
        moves = _("; ").join(self.words(_, m, full) for m in turn.moves) or "\u2026"
        return _("{side} {throw}: {moves}").format(
            side=side_name(_, turn.side), throw=str(turn.throw), moves=moves
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
