"""Words for a ``tlv`` game: move previews, event-log lines and the move list's moves.

The ``tlv`` counterpart of :mod:`liubo.model.rulesets.cazaux.text`; the side names, the
perch names, the numbers and the turn rows both rulesets share are in
:mod:`liubo.model.game_text`. Pure Python, no pygame.
"""

from __future__ import annotations

from ....engine import Board, Side, TurnRecord
from ....engine.rulesets.tlv import Move
from ....services.translation import N_
from ...game_text import (
    Gettext,
    landing_preview,
    perch_label,
    perch_name,
    side_name,
    turn_words,
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
    return turn_words(_, turn, lambda move: move_words(_, board, move))
