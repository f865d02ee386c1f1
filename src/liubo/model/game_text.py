"""Words for what happens in a game: side and perch names, move previews, event-log lines.

Every string goes through the translator with named placeholders; module-level strings
are marked with ``N_`` and translated when shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ..engine import Board, Side, TurnRecord
from ..engine.rulesets.tlv import Move
from ..services.translation import N_

Gettext = Callable[[str], str]

SIDE_NAMES = {
    # TRANSLATORS: the side that sits South and moves first (青 on the Han slips).
    Side.GREEN: N_("Green"),
    # TRANSLATORS: the side that sits North (白 on the Han slips).
    Side.WHITE: N_("White"),
}
PLAYER_KINDS = {
    "human": N_("Player"),
    # TRANSLATORS: a computer player's strength, shown on the player's card.
    "easy": N_("Computer (easy)"),
    "normal": N_("Computer (normal)"),
    "hard": N_("Computer (hard)"),
    "expert": N_("Computer (expert)"),
    "random": N_("Computer (random)"),
    "greedy": N_("Computer (greedy)"),
}


def pgettext(context: str, message: str) -> str:
    """Mark ``message`` for extraction in a message ``context`` (like ``N_``: returns it
    untouched). Translate it when shown with :func:`gettext_in`."""
    return message


def gettext_in(_: Gettext, context: str, message: str) -> str:
    """``message`` translated in ``context`` through a plain gettext function.

    A gettext catalog keeps a message with a context under "context\x04message" (that is
    what ``pgettext`` looks up), so ``_`` finds it there; untranslated, the message itself.
    """
    found = _(f"{context}\x04{message}")
    return message if "\x04" in found else found


#: the compass points that end perch ids (GAO_SW -> SW), in a context of their own: "S"
#: alone is also a keyboard hint elsewhere.
COMPASS_CONTEXT = "compass"
COMPASS = {
    # TRANSLATORS: compass points naming one of the four perches of a name, as in "SW 高
    # Branch": north, north-east, east and so on. North is White's side, South Green's.
    "N": pgettext("compass", "N"),
    "NE": pgettext("compass", "NE"),
    "E": pgettext("compass", "E"),
    "SE": pgettext("compass", "SE"),
    "S": pgettext("compass", "S"),
    "SW": pgettext("compass", "SW"),
    "W": pgettext("compass", "W"),
    "NW": pgettext("compass", "NW"),
}


def side_name(_: Gettext, side: Side) -> str:
    """ "Green" or "White" in the current language."""
    return _(SIDE_NAMES[Side(side)])


def player_kind(_: Gettext, kind: str) -> str:
    """ "Player" or "Computer (normal)" and so on."""
    return _(PLAYER_KINDS.get(kind, N_("Player")))


# TRANSLATORS: a position on the board in messages, in a language that shows no glosses
# (the "glosses: no" switch below): the name alone, quoted as you quote, e.g. 「{hanzi}」.
NAME_ALONE = pgettext("position in messages", "{hanzi}")


def perch_name(_: Gettext, board: Board, index: int) -> str:
    """A perch's name for messages, e.g. "曲 (Bend)"."""
    position = board.position_name(index)
    name, gloss = position.name, _(position.gloss)
    if not label_glosses(_):
        return gettext_in(_, "position in messages", NAME_ALONE).format(hanzi=name)
    # TRANSLATORS: a position on the board in messages: the Chinese name, then its gloss.
    return _("{hanzi} ({gloss})").format(hanzi=name, gloss=gloss)


def perch_side(_: Gettext, board: Board, index: int) -> str | None:
    """The compass side of a perch from its id ("GAO_SW" -> "SW", translated), or None for a
    perch whose id has no side (the pond). An id ending in anything else keeps that ending."""
    head, sep, suffix = board.perches[index].id.rpartition("_")
    if not sep or not head:
        return None
    return gettext_in(_, COMPASS_CONTEXT, COMPASS[suffix]) if suffix in COMPASS else suffix


# TRANSLATORS: a switch, not a phrase: whether perch labels add the English-style gloss after
# the Chinese name, as in "SW 高 Branch". Write "glosses: no" in a language whose readers read
# the characters themselves (Chinese labels are "西南 高"); otherwise keep "glosses: yes".
LABEL_GLOSSES = pgettext("perch labels", "glosses: yes")


def label_glosses(_: Gettext) -> bool:
    """Whether perch labels in this language add the gloss (the catalog's switch above)."""
    return gettext_in(_, "perch labels", LABEL_GLOSSES).strip() != "glosses: no"


def perch_label(_: Gettext, board: Board, index: int) -> str:
    """A name that says which perch: "SW 高 Branch" ("西南 高"); the pond is "方 Pond" ("方")."""
    position = board.position_name(index)
    side = perch_side(_, board, index)
    glosses = label_glosses(_)
    if side is None:
        if not glosses:
            return position.name
        # TRANSLATORS: a perch without a compass side (the pond) in the move list: its Chinese
        # name and its gloss, e.g. "方 Pond".
        return _("{hanzi} {gloss}").format(hanzi=position.name, gloss=_(position.gloss))
    if not glosses:
        # TRANSLATORS: one perch among the four of a name: its compass side and its Chinese
        # name, e.g. "西南 高" (labels without the gloss).
        return _("{side} {hanzi}").format(side=side, hanzi=position.name)
    # TRANSLATORS: one perch among the four of a name: its compass side, its Chinese name and
    # its gloss, e.g. "SW 高 Branch".
    return _("{side} {hanzi} {gloss}").format(
        side=side, hanzi=position.name, gloss=_(position.gloss)
    )


def move_effects(_: Gettext, move: Move) -> list[str]:
    """Short phrases for what a move does on the way and on arrival."""
    out: list[str] = []
    if move.promoted:
        out.append(_("becomes an Owl in the pond"))
    if move.nest is not None:
        out.append(_("scores 2 in the nest"))
    if move.captured is True:
        out.append(_("captures an Owl for 3"))
    elif move.captured is False:
        out.append(_("captures a bird for 1"))
    if move.contested:
        out.append(_("contests the perch"))
    if move.blockade:
        out.append(_("forms a blockade"))
    if move.wins:
        out.append(_("wins the game"))
    return out


def move_evidence(board: Board, move: Move) -> tuple[str, ...]:
    """The sources (ids of ``data/evidence.json``) of the rules a move applies: the
    reconstruction's rulebook for all of them, and our reading where the move rests on one
    (entering counts the Branch as 1, a lone normal bird takes an Owl, the pond is no haven)."""
    ids = ["liubolab"]
    if move.promoted:
        ids.insert(0, "zhaohun")
    if move.wins:
        ids.insert(0, "gubojing")
    owl_on_arrival = (move.owl or move.promoted) and move.nest is None
    lone_owl_taken = move.captured is True and not move.blockade and not owl_on_arrival
    in_pond = move.target == board.pond and (move.captured is not None or move.contested)
    if move.origin is None or lone_owl_taken or in_pond:
        ids.append("ours")
    return tuple(ids)


# TRANSLATORS: added to a move preview whose rule is this project's own choice.
OUR_READING_TAG = N_("{preview} (our reading)")


def move_preview(_: Gettext, board: Board, move: Move) -> str:
    """One line for a hovered landing perch: where it goes and what happens, marked when
    what happens rests on our reading (``move_evidence``)."""
    line = _move_preview(_, board, move)
    if "ours" in move_evidence(board, move):
        return _(OUR_READING_TAG).format(preview=line)
    return line


def _move_preview(_: Gettext, board: Board, move: Move) -> str:
    target = perch_name(_, board, move.target)
    if move.origin is None:
        # TRANSLATORS: preview of a move; {number} is the number used, {perch} the landing.
        head = _("Enter with {number} to {perch}").format(number=move.number, perch=target)
    else:
        head = _("Move {number} to {perch}").format(number=move.number, perch=target)
    effects = move_effects(_, move)
    if not effects:
        return head
    # TRANSLATORS: joins a move preview and its effects, e.g. "Move 3 to 方 (Pond): becomes an Owl".
    return _("{move}: {effects}").format(move=head, effects=_(", ").join(effects))


def move_log(_: Gettext, board: Board, move: Move) -> list[str]:
    """The event-log lines for a move just played."""
    who = side_name(_, move.side)
    other = side_name(_, Side(move.side).other)
    target = perch_name(_, board, move.target)
    lines: list[str] = []
    if move.origin is None:
        lines.append(
            _("{side} enters a bird to {perch} ({number})").format(
                side=who, perch=target, number=move.number
            )
        )
    else:
        template = (
            _("{side} moves an Owl from {start} to {perch} ({number})")
            if move.owl
            else _("{side} moves a bird from {start} to {perch} ({number})")
        )
        lines.append(
            template.format(
                side=who, start=perch_name(_, board, move.origin), perch=target, number=move.number
            )
        )
    if move.promoted:
        lines.append(_("{side}'s bird fishes in the pond and comes out an Owl").format(side=who))
    if move.nest is not None:
        lines.append(
            _("{side}'s Owl reaches the nest {perch}: +2").format(
                side=who, perch=perch_name(_, board, move.nest)
            )
        )
    if move.captured is True:
        lines.append(
            _("{victim}'s Owl captured by {side} on {perch}: +3").format(
                victim=other, side=who, perch=target
            )
        )
    elif move.captured is False:
        lines.append(
            _("{victim}'s bird captured by {side} on {perch}: +1").format(
                victim=other, side=who, perch=target
            )
        )
    if move.contested:
        lines.append(_("{perch} is contested").format(perch=target))
    if move.blockade:
        lines.append(_("{side} forms a blockade on {perch}").format(side=who, perch=target))
    if move.wins:
        lines.append(_("{side} wins!").format(side=who))
    return lines


def numbers_text(_: Gettext, numbers: tuple[int, ...]) -> str:
    """ "3" or "3 and 1"."""
    if len(numbers) == 1:
        return str(numbers[0])
    # TRANSLATORS: two numbers of a throw, e.g. "3 and 1".
    return _("{a} and {b}").format(a=numbers[0], b=numbers[1])


def throw_log(_: Gettext, turn: TurnRecord) -> list[str]:
    """Lines for a throw, and for a turn that passes at once."""
    who = side_name(_, turn.side)
    lines = [
        _("{side} throws {light} (light) and {dark} (dark)").format(
            side=who, light=turn.throw.light, dark=turn.throw.dark
        )
    ]
    if turn.passed:
        lines.append(passed_text(_, turn.throw.numbers))
    return lines


def passed_text(_: Gettext, numbers: tuple[int, ...]) -> str:
    """ "No legal move with 3: the turn passes"."""
    return _("No legal move with {numbers}: the turn passes").format(
        numbers=numbers_text(_, tuple(numbers))
    )


def turn_row_text(turn: TurnRecord, board: Board, notation: bool = True) -> str:
    """The move-list row of a turn in the notation of docs/rules.md section 8.3.

    With ``notation`` (the default) it is exactly the turn's line of ``Game.record()``, such
    as "12. G 2,1 QU_S>DAO_S/2 OFF>GAO_SE/1" (both come from ``TurnRecord.text``); without,
    the same line without its turn number, for a list that numbers its rows itself. The
    moves name their own board; ``board`` is taken for symmetry with :func:`turn_row_words`.
    """
    line = turn.text()
    if notation:
        return line
    return line.partition(" ")[2]


def move_words(_: Gettext, board: Board, move: Move) -> str:
    """One move of a move-list row: "SW 高 Branch → S 道 Trail (2)", with what it does."""
    target = perch_label(_, board, move.target)
    if move.origin is None:
        # TRANSLATORS: a move in the move list: a bird enters the board with {number} and
        # stops on {perch}.
        text = _("enters to {perch} ({number})").format(perch=target, number=move.number)
    else:
        start = perch_label(_, board, move.origin)
        template = (
            _("Owl {start} → {perch} ({number})")
            if move.owl
            # TRANSLATORS: a move in the move list, from {start} to {perch} with {number}.
            else _("{start} → {perch} ({number})")
        )
        text = template.format(start=start, perch=target, number=move.number)
    effects = move_effects(_, move)
    if effects:
        # TRANSLATORS: a move in the move list and what it does, e.g.
        # "S 道 Trail → S 張 Bough (1), captures a bird for 1".
        text = _("{move}, {effects}").format(move=text, effects=_(", ").join(effects))
    return text


def turn_row_words(_: Gettext, turn: TurnRecord, board: Board) -> str:
    """A turn of the move list in words, e.g.
    "Green 2,1: SW 高 Branch → S 道 Trail (2); enters to SE 高 Branch (1)"; a pass reads
    "Green 3,4: passes"."""
    if turn.passed:
        # TRANSLATORS: the move list's word for a turn in which no move could be made.
        moves = _("passes")
    else:
        # TRANSLATORS: separates the two moves of a turn in the move list.
        # the turns of a tlv game (MoveView's): its moves are tlv Moves
        moves = _("; ").join(move_words(_, board, cast(Move, m)) for m in turn.moves)
        if turn.complete and turn.unused:
            unused = _("cannot use {numbers}").format(numbers=numbers_text(_, turn.unused))
            moves = _("; ").join(part for part in (moves, unused) if part)
    # TRANSLATORS: one turn in the move list: the side, the throw (light,dark) and the moves.
    return _("{side} {throw}: {moves}").format(
        side=side_name(_, turn.side), throw=str(turn.throw), moves=moves
    )


def hint_chances(text: str) -> list[float]:
    """The chances to win of a hint's best turns (lines "chance move move" after the
    first line of the worker's answer); [] when the hint came without them."""
    chances = []
    for line in text.splitlines():
        word = line.split(" ", 1)[0]
        try:
            chance = float(word)
        except ValueError:
            return []
        if not 0.0 <= chance <= 1.0:
            return []
        chances.append(chance)
    return chances


def chances_text(_: Gettext, chances: list[float]) -> str:
    """ "63% to win; the next best turns 58%, 51%" for a hint's best turns."""
    percent = [f"{round(100 * c)}%" for c in chances]
    if len(percent) == 1:
        return _("{chance} to win").format(chance=percent[0])
    return _("{chance} to win; the next best turns {others}").format(
        chance=percent[0], others=_(", ").join(percent[1:])
    )
