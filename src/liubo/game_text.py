"""Words for what happens in a game: side and perch names, move previews, event-log lines.

Every string goes through the translator with named placeholders; module-level strings
are marked with ``N_`` and translated when shown.
"""

from __future__ import annotations

from collections.abc import Callable

from .engine import Board, Move, Side, TurnRecord
from .translation import N_

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
    "random": N_("Computer (random)"),
    "greedy": N_("Computer (greedy)"),
}
def side_name(_: Gettext, side: Side) -> str:
    """"Green" or "White" in the current language."""
    return _(SIDE_NAMES[Side(side)])


def player_kind(_: Gettext, kind: str) -> str:
    """"Player" or "Computer (normal)" and so on."""
    return _(PLAYER_KINDS.get(kind, N_("Player")))


def perch_name(_: Gettext, board: Board, index: int) -> str:
    """A perch's name for messages, e.g. "曲 (Bend)"."""
    position = board.position_name(index)
    name, gloss = position.name, _(position.gloss)
    # TRANSLATORS: a position on the board in messages: the Chinese name, then its gloss.
    # A Chinese translation may drop the gloss: "{hanzi}".
    return _("{hanzi} ({gloss})").format(hanzi=name, gloss=gloss)


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


def move_preview(_: Gettext, board: Board, move: Move) -> str:
    """One line for a hovered landing perch: where it goes and what happens."""
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
        lines.append(_("{side} enters a bird to {perch} ({number})").format(
            side=who, perch=target, number=move.number))
    else:
        template = (_("{side} moves an Owl from {start} to {perch} ({number})") if move.owl
                    else _("{side} moves a bird from {start} to {perch} ({number})"))
        lines.append(template.format(side=who, start=perch_name(_, board, move.origin),
                                     perch=target, number=move.number))
    if move.promoted:
        lines.append(_("{side}'s bird catches a fish and becomes an Owl").format(side=who))
    if move.nest is not None:
        lines.append(_("{side}'s Owl reaches the nest {perch}: +2").format(
            side=who, perch=perch_name(_, board, move.nest)))
    if move.captured is True:
        lines.append(_("{victim}'s Owl captured by {side} on {perch}: +3").format(
            victim=other, side=who, perch=target))
    elif move.captured is False:
        lines.append(_("{victim}'s bird captured by {side} on {perch}: +1").format(
            victim=other, side=who, perch=target))
    if move.contested:
        lines.append(_("{perch} is contested").format(perch=target))
    if move.blockade:
        lines.append(_("{side} forms a blockade on {perch}").format(side=who, perch=target))
    if move.wins:
        lines.append(_("{side} wins!").format(side=who))
    return lines


def numbers_text(_: Gettext, numbers: tuple[int, ...]) -> str:
    """"3" or "3 and 1"."""
    if len(numbers) == 1:
        return str(numbers[0])
    # TRANSLATORS: two numbers of a throw, e.g. "3 and 1".
    return _("{a} and {b}").format(a=numbers[0], b=numbers[1])


def throw_log(_: Gettext, turn: TurnRecord) -> list[str]:
    """Lines for a throw, and for a turn that passes at once."""
    who = side_name(_, turn.side)
    lines = [_("{side} throws {light} (light) and {dark} (dark)").format(
        side=who, light=turn.throw.light, dark=turn.throw.dark)]
    if turn.passed:
        lines.append(passed_text(_, turn.throw.numbers))
    return lines


def passed_text(_: Gettext, numbers: tuple[int, ...]) -> str:
    """"No legal move with 3: the turn passes"."""
    return _("No legal move with {numbers}: the turn passes").format(
        numbers=numbers_text(_, tuple(numbers)))
