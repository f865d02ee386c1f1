"""Words for a ``cazaux`` game: station names, leg previews, event-log lines, the result.

The ``cazaux`` counterpart of :mod:`liubo.model.game_text`, which keeps the side names, the
numbers and the turn rows both rulesets share. A station is named by Cazaux's own label
and the board's Chinese name, "6 張 (Bough)" ("6 張" in Chinese); a stone stopping on the
centre also says which lane it is in, that is where it goes next. Pure Python, no pygame.
"""

from __future__ import annotations

from ....engine import Board, Side, TurnRecord
from ....engine.rulesets.cazaux import CazauxMove, CazauxTables
from ....services.translation import N_
from ...game_text import Gettext, label_glosses, landing_preview, numbers_text, side_name


def _reasons(_: Gettext) -> dict[str, str]:
    """The reasons a cazaux game ends (``state.reason``), in words."""
    # TRANSLATORS: why a game of Cazaux's rules ended, under "Green wins!".
    return {
        "owl-captured": _("A stone took the enemy Owl"),
        "six-prisoners": _("All six enemy stones are held prisoner"),
        "five-stones": _("Five enemy stones on the board against a lone Owl"),
        "turn-limit": _("The limit of 500 throws was reached"),
    }


def reason_text(_: Gettext, reason: str | None) -> str:
    """Why the game ended, in words ("" for no reason or an unknown one)."""
    return _reasons(_).get(reason or "", "")


def station_name(_: Gettext, board: Board, station: int) -> str:
    """A station for messages: Cazaux's label, the Chinese name and its gloss, "6 張 (Bough)"."""
    perch = board.perches[station]
    position = board.position_name(station)
    if not label_glosses(_):
        # TRANSLATORS: a station of Cazaux's rules without the gloss: its label (1-20 or a
        # letter) and its Chinese name, e.g. "6 張".
        return _("{label} {hanzi}").format(label=perch.label, hanzi=position.name)
    # TRANSLATORS: a station of Cazaux's rules: its label (1-20 or a letter), its Chinese name
    # and its gloss, e.g. "6 張 (Bough)".
    return _("{label} {hanzi} ({gloss})").format(
        label=perch.label, hanzi=position.name, gloss=_(position.gloss)
    )


def landing_name(_: Gettext, tables: CazauxTables, move: CazauxMove) -> str:
    """Where a leg lands; a stone on the centre also says where its lane leads."""
    board = tables.board
    station = tables.station_of[move.target]
    name = station_name(_, board, station)
    if move.target == station or move.arrives_owl:
        return name
    track = board.track
    following = track.next.get(tables.node_ids[move.target]) if track is not None else None
    if following is None or following not in board.index:
        return name
    # TRANSLATORS: a stone stopping on the centre keeps its direction: {next} is the station
    # it goes on to, e.g. "X 方 (Centre), heading for C 廉 (Bank)".
    return _("{station}, heading for {next}").format(
        station=name, next=board.perches[board.index[following]].label
    )


def start_name(_: Gettext, tables: CazauxTables, move: CazauxMove) -> str:
    assert move.origin is not None
    return station_name(_, tables.board, tables.station_of[move.origin])


def effects(_: Gettext, move: CazauxMove) -> list[str]:
    """Short phrases for what a leg does when it lands."""
    out: list[str] = []
    if move.crossing:
        out.append(_("takes the crossing"))
    if move.promoted:
        out.append(_("is stood up as an Owl: another throw"))
    if move.owl_taken:
        out.append(_("takes the enemy Owl"))
    if move.owl_demoted:
        out.append(_("strips the enemy Owl of its rank"))
    if move.sent_back:
        out.append(_("sends {count} back to wait").format(count=move.sent_back))
    if move.prisoners:
        out.append(_("takes {count} prisoner").format(count=move.prisoners))
    if move.lap:
        out.append(_("completes a lap: another throw"))
    if move.freed:
        out.append(_("frees a prisoner"))
    if move.wins:
        out.append(_("wins the game"))
    return out


def preview(_: Gettext, tables: CazauxTables, move: CazauxMove) -> str:
    """One line for a hovered landing: where the leg goes and what happens."""
    target = landing_name(_, tables, move)
    return landing_preview(_, move.number, move.origin is None, target, effects(_, move))


def log(_: Gettext, tables: CazauxTables, move: CazauxMove) -> list[str]:
    """The event-log lines of a leg just played."""
    who = side_name(_, move.side)
    other = side_name(_, Side(move.side).other)
    target = landing_name(_, tables, move)
    station = station_name(_, tables.board, tables.station_of[move.target])
    if move.origin is None:
        head = _("{side} enters a stone to {station} ({number})")
    elif move.owl:
        head = _("{side} moves the Owl from {start} to {station} ({number})")
    elif move.crossing:
        head = _("{side} takes the crossing from {start} to {station} ({number})")
    else:
        head = _("{side} moves a stone from {start} to {station} ({number})")
    start = start_name(_, tables, move) if move.origin is not None else ""
    lines = [head.format(side=who, start=start, station=target, number=move.number)]
    if move.promoted:
        lines.append(_("{side}'s stone is stood up as an Owl on the centre").format(side=who))
    if move.owl_taken:
        lines.append(
            _("{victim}'s Owl is taken by a stone on {station}").format(
                victim=other, station=station
            )
        )
    if move.owl_demoted:
        lines.append(_("{victim}'s Owl loses its rank and goes back to wait").format(victim=other))
    if move.sent_back:
        lines.append(
            _("{victim}'s stones on {station} go back to wait: {count}").format(
                victim=other, station=station, count=move.sent_back
            )
        )
    if move.prisoners:
        lines.append(
            _("{side}'s Owl takes prisoners on {station}: {count}").format(
                side=who, station=station, count=move.prisoners
            )
        )
    if move.lap:
        lines.append(_("{side}'s stone completes a lap").format(side=who))
    if move.freed:
        lines.append(_("{side} frees a prisoner, who waits to enter again").format(side=who))
    if move.wins:
        lines.append(_("{side} wins!").format(side=who))
    return lines


def words(_: Gettext, tables: CazauxTables, move: CazauxMove, full: bool = True) -> str:
    """One leg of a move-list row: "6 張 (Bough) → A 道 (Trail) (1)", with what it does
    (``full``) or without (the brief list)."""
    target = landing_name(_, tables, move)
    if move.origin is None:
        text = _("enters to {perch} ({number})").format(perch=target, number=move.number)
    else:
        template = (
            _("Owl {start} → {perch} ({number})") if move.owl else _("{start} → {perch} ({number})")
        )
        text = template.format(start=start_name(_, tables, move), perch=target, number=move.number)
    found = effects(_, move) if full else []
    if found:
        text = _("{move}, {effects}").format(move=text, effects=_(", ").join(found))
    return text


def extra_throw_reasons(_: Gettext, turn: TurnRecord, doubles: frozenset[tuple[int, int]]) -> str:
    """Why a finished turn earns another throw ("" if it does not)."""
    found = []
    if (turn.throw.light, turn.throw.dark) in doubles:
        found.append(_("the double {throw}").format(throw=numbers_text(_, turn.throw.numbers)))
    if any(getattr(m, "lap", False) for m in turn.moves):
        found.append(_("a lap"))
    if any(getattr(m, "promoted", False) for m in turn.moves):
        found.append(_("a new Owl"))
    return _(", ").join(found)


def extra_throw_line(_: Gettext, turn: TurnRecord, doubles: frozenset[tuple[int, int]]) -> str:
    """The log's notice of an extra throw after ``turn`` ("" if none is earned)."""
    reasons = extra_throw_reasons(_, turn, doubles)
    if not reasons:
        return ""
    # TRANSLATORS: Cazaux's rules: a turn earned another throw, e.g. "Green throws again (a lap)".
    return _("{side} throws again ({reasons})").format(
        side=side_name(_, turn.side), reasons=reasons
    )


def ending_line(_: Gettext, winner: Side | None, reason: str | None) -> str:
    """The log's line for an ending no leg announced (five stones, the throw limit)."""
    if reason == "five-stones" and winner is not None:
        # TRANSLATORS: Cazaux's five-stone rule: the loser's Owl stood alone against five
        # or more stones of the winner.
        return _("Five {winner} stones against a lone Owl: {winner} wins!").format(
            winner=side_name(_, winner)
        )
    if reason == "turn-limit":
        return _("The limit of 500 throws was reached: the game is drawn")
    return ""


#: the game screen's prompts and answers in Cazaux's words: stones on stations (the log
#: says "stone" too); the keys are those of ``liubo.model.move_view.PROMPTS``
PROMPTS: dict[str, str] = {
    "choose": N_("{side}: choose a stone (Tab) and a number (1-4); click a gold station"),
    "land": N_("Choose a gold station (arrows, Enter); Esc cancels"),
    "moved": N_("This stone has already moved this turn: the other number moves a different stone"),
    "stuck": N_("This stone cannot move with the numbers left"),
    "unreachable": N_(
        "The stone cannot land there with this throw: only the gold stations can be reached"
    ),
    "other": N_("That is {other}'s stone: choose one of {side}'s"),
    "first": N_("{side}: choose one of your stones or a waiting one first; then a gold station"),
    "several": N_("Several stones can land there: choose the stone first"),
    "numbers": N_("Choose a number: {numbers} both reach this station"),
    # TRANSLATORS: a question: the waiting stones were chosen, and the click fell on one of
    # the player's stones where a waiting stone could enter.
    "enter_or_pick": N_("Bring a stone in here, or move this one?"),
    "enter_or_pick_why": N_(
        "One of your stones stands here, and a waiting stone can enter here too. Bring a "
        "new stone in onto this station, or choose the stone that stands on it?"
    ),
    # TRANSLATORS: a button of that question: a waiting stone enters onto the station.
    "enter_here": N_("Bring one in"),
    # TRANSLATORS: a button of that question: choose the stone standing on the station.
    "pick_piece": N_("Choose this stone"),
    # TRANSLATORS: the browser edition's status line once the sticks are thrown (Cazaux).
    "tap_choose": N_("{side}: tap a stone that can move and a number, then a gold station"),
    # TRANSLATORS: the browser edition's status line with a stone chosen (Cazaux).
    "tap_land": N_("Tap a gold station to see the move, and again to play it"),
    # TRANSLATORS: the browser edition's status line with a stone chosen, on a screen with a
    # mouse (Cazaux).
    "point_land": N_("Point at a gold station to see the move; click it to play"),
    # TRANSLATORS: the keys of the game screen under Cazaux's rules, for the help between
    # the cards.
    "keys": N_(
        "Space throw · 1-4 or Z/X numbers · Tab stones · Up/Down stations · "
        "Enter play · Esc cancel · Ctrl+Z undo · Comma / Full stop look back, Home/End · "
        "M moves · Q/E or Left/Right rotate · L lines · "
        "N names · H hint · R rules · F2 language · F11 full screen"
    ),
}
