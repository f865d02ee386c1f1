"""Words for what happens in a game: side and perch names, move previews, event-log lines.

Every string goes through the translator with named placeholders; module-level strings
are marked with ``N_`` and translated when shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine import Board, Side, TurnRecord
from ..services.translation import N_

Gettext = Callable[[str], str]

SIDE_NAMES = {
    # TRANSLATORS: the side that sits South and moves first (青, as the Chinese text of
    # Liubo Lab's 2023 rulebook names the two sides: 青白双方).
    Side.GREEN: N_("Green"),
    # TRANSLATORS: the side that sits North (白 in that rulebook's Chinese text).
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


def landing_preview(_: Gettext, number: int, enters: bool, target: str, effects: list[str]) -> str:
    """One line for a hovered landing, in any ruleset: where the move of ``number`` goes
    (``enters``: a bird coming onto the board) and what it does there."""
    if enters:
        # TRANSLATORS: preview of a move; {number} is the number used, {perch} the landing.
        head = _("Enter with {number} to {perch}").format(number=number, perch=target)
    else:
        head = _("Move {number} to {perch}").format(number=number, perch=target)
    if not effects:
        return head
    # TRANSLATORS: joins a move preview and its effects, e.g. "Move 3 to 方 (Pond): becomes an Owl".
    return _("{move}: {effects}").format(move=head, effects=_(", ").join(effects))


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


def numbers_text(_: Gettext, numbers: tuple[int, ...]) -> str:
    """ "3" or "3 and 1"."""
    if len(numbers) == 1:
        return str(numbers[0])
    # TRANSLATORS: two numbers of a throw, e.g. "3 and 1".
    return _("{a} and {b}").format(a=numbers[0], b=numbers[1])


def throw_log(_: Gettext, turn: TurnRecord) -> list[str]:
    """The line of a throw (a turn that passes at once is explained by the move view's
    ``lost``, which knows why)."""
    who = side_name(_, turn.side)
    return [
        _("{side} throws {light} (light) and {dark} (dark)").format(
            side=who, light=turn.throw.light, dark=turn.throw.dark
        )
    ]


def passed_text(_: Gettext, numbers: tuple[int, ...], passed: bool = True) -> str:
    """ "No legal move with 3: the turn passes" (or, after a move, "...: the turn ends"),
    for a ruleset that says no more about why."""
    if passed:
        return _("No legal move with {numbers}: the turn passes").format(
            numbers=numbers_text(_, tuple(numbers))
        )
    # TRANSLATORS: after the first move of a turn, no bird can use the number left.
    return _("No legal move with {numbers}: the turn ends").format(
        numbers=numbers_text(_, tuple(numbers))
    )


def turn_row_text(turn: TurnRecord, board: Board, notation: bool = True) -> str:
    """The move-list row of a turn in the notation of docs/rules.md section 8.3.

    With ``notation`` (the default) it is exactly the turn's line of ``Game.record()``, such
    as "12. G 2,1 QU_S>DAO_S/2 OFF>GAO_SE/1" (both come from ``TurnRecord.text``); without,
    the same line without its turn number, for a list that numbers its rows itself. The
    moves name their own board; ``board`` is taken for symmetry with the rows in words.
    """
    line = turn.text()
    if notation:
        return line
    return line.partition(" ")[2]


def turn_words(_: Gettext, turn: TurnRecord, words: Callable[[Any], str]) -> str:
    """A turn of the move list in words, each move put by ``words``, e.g.
    "Green 2,1: SW 高 Branch → S 道 Trail (2); enters to SE 高 Branch (1)"; a pass reads
    "Green 3,4: passes"."""
    if turn.passed:
        # TRANSLATORS: the move list's word for a turn in which no move could be made.
        moves = _("passes")
    elif not turn.moves:  # thrown, nothing played yet
        moves = "\u2026"
    else:
        # TRANSLATORS: separates the two moves of a turn in the move list.
        moves = _("; ").join(words(m) for m in turn.moves)
        if turn.complete and turn.unused:
            # TRANSLATORS: the move list: a number of the throw that the turn did not play
            # (the event log says why).
            unused = _("{numbers} not played").format(numbers=numbers_text(_, turn.unused))
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
