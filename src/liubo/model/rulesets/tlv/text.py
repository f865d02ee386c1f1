"""Words for a ``tlv`` game: move previews, event-log lines and the move list's moves.

The ``tlv`` counterpart of :mod:`liubo.model.rulesets.cazaux.text`; the side names, the
perch names, the numbers and the turn rows both rulesets share are in
:mod:`liubo.model.game_text`. Pure Python, no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping

from ....engine import Board, Side, TurnRecord
from ....engine.rulesets.tlv import Move
from ....engine.rulesets.tlv import lost as lost_cause
from ....services.translation import N_
from ...game_text import (
    Gettext,
    landing_preview,
    numbers_text,
    perch_label,
    perch_name,
    side_name,
    turn_words,
)
from ...readings_text import reading_named


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
    return landing_preview(_, move.number, move.origin is None, target, move_effects(_, move))


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


def move_words(_: Gettext, board: Board, move: Move, full: bool = True) -> str:
    """One move of a move-list row: "SW 高 Branch → S 道 Trail (2)", with what it does
    (``full``) or without (the brief list)."""
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
    effects = move_effects(_, move) if full else []
    if effects:
        # TRANSLATORS: a move in the move list and what it does, e.g.
        # "S 道 Trail → S 張 Bough (1), captures a bird for 1".
        text = _("{move}, {effects}").format(move=text, effects=_(", ").join(effects))
    return text


def turn_row_words(_: Gettext, turn: TurnRecord, board: Board, full: bool = True) -> str:
    """A turn of the move list in words, e.g.
    "Green 2,1: SW 高 Branch → S 道 Trail (2); enters to SE 高 Branch (1)"; a pass reads
    "Green 3,4: passes". ``full``: with what each move does (captures, blockades...)."""
    return turn_words(_, turn, lambda move: move_words(_, board, move, full))


#: why a number went unplayed (``liubo.engine.rulesets.tlv.lost``): the status line's and
#: the log's words, with the reading that decides it where one does
LOST_WORDS = {
    # TRANSLATORS: {number} is the number of the throw left unplayed; {reading} is the rule
    # reading in force, e.g. "The first player's first throw: One number".
    lost_cause.READING: N_(
        "The {number} is not played: the game's first throw moves one bird only "
        "(rule reading: {reading})"
    ),
    # TRANSLATORS: {reading} is e.g. "Only one number usable: The larger".
    lost_cause.LARGER: N_(
        "The {number} is not played: the throw could not be used in full, so the larger "
        "number was played (rule reading: {reading})"
    ),
    # TRANSLATORS: the blockade split rule stops the blockade's second bird; {reading} is
    # e.g. "Blockade split rule: Every throw".
    lost_cause.SPLIT: N_(
        "No legal move with {number}: the blockade's other bird may not follow to the "
        "same perch (rule reading: {reading})"
    ),
    # TRANSLATORS: {number} is a number of the throw, or two ("3 and 1").
    lost_cause.SAME_BIRD: N_(
        "No other bird can move with {number}: a throw moves two different birds"
    ),
    lost_cause.BLOCKADE: N_("No legal move with {number}: blockades close every way"),
    lost_cause.NO_BIRD: N_("No bird can move with {number}"),
}
#: the reading each cause names
LOST_READINGS = {
    lost_cause.READING: "balance",
    lost_cause.LARGER: "one-number",
    lost_cause.SPLIT: "split",
}
# TRANSLATORS: a turn passes at once; {why} says why, e.g. "No legal move with 3 and 1:
# blockades close every way".
PASSES = N_("{why}; the turn passes")


def lost_words(
    _: Gettext, cause: str, numbers: tuple[int, ...], options: Mapping[str, str], passed: bool
) -> str:
    """Why ``numbers`` went unplayed, for the log and the status line."""
    name = LOST_READINGS.get(cause)
    reading = reading_named(options, name, _) if name else ""
    why = _(LOST_WORDS[cause]).format(number=numbers_text(_, numbers), reading=reading)
    return _(PASSES).format(why=why) if passed else why
