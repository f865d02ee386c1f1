"""The page's own words: what to do next said for taps instead of keys.

Everything a game says about itself (moves, throws, the log, the scores) is the
desktop's text from :mod:`liubo.model`; only the instructions differ, since the page is
played by tapping and has no keyboard shortcuts to name. They are catalog messages like
every other text (``make i18n-extract`` finds them here); the ones that name the pieces
and their places are the move view's prompts, in each ruleset's words (stones and stations
under Cazaux's rules).
"""

from __future__ import annotations

from ..engine.ruleset import Ruleset
from ..model import game_text as gt
from ..model.event_log import Gettext
from ..model.game_session import GameSession
from ..services.translation import N_

# TRANSLATORS: the browser edition's status line when a player is to throw.
THROW = N_("{side}: throw the sticks (tap the jar)")
COMPUTER = N_("{side} (computer) is playing")
LOOKING_BACK = N_("Looking back: {what}")
# TRANSLATORS: the status line of a finished game in the browser edition.
OVER_KEYS = N_("Look back through the moves, or start a new game")


def board_key(rules: Ruleset) -> str:
    """The name the page's art of a ruleset's board goes by (its board's id)."""
    return rules.board.id


def result_words(_: Gettext, session: GameSession) -> str:
    winner = session.game.winner
    if winner is None:
        return _("The game is drawn")
    return _("{side} wins!").format(side=gt.side_name(_, winner))


def moment(_: Gettext, session: GameSession) -> str:
    """What led to the moment looked back at."""
    step = session.cursor.shown()
    if step.move is not None:
        return session.move_view.log(_, step.move)[0]
    if step.turn < 0:
        return _("the start")
    return gt.throw_log(_, session.game.turns[step.turn])[0]


def status(_: Gettext, session: GameSession, touch: bool = True) -> str:
    """The status box: a message if any, and what to do next, in words for taps."""
    game = session.game
    head = session.message(_) if session.message is not None else ""
    who = gt.side_name(_, game.to_move)
    if session.cursor.active:
        line = _(LOOKING_BACK).format(what=moment(_, session))
    elif game.is_over:
        line = result_words(_, session) + "\n" + _(OVER_KEYS)
    elif session.showing is not None:
        return head
    elif not session.is_human(game.to_move):
        line = _(COMPUTER).format(side=who)
    elif game.needs_throw:
        line = _(THROW).format(side=who)
    elif session.turn.selection is None:  # the choices in the ruleset's words (stones...)
        line = session.move_view.say(_, "tap_choose", side=who)
    else:
        line = session.move_view.say(_, "tap_land" if touch else "point_land")
    return (head + "\n" + line) if head else line


#: the page's buttons and headings, by the name the page uses (mostly the desktop's words)
UI = {
    "continue": N_("Continue"),
    "two_players": N_("Two players"),
    "vs_computer": N_("Play vs computer"),
    "rules": N_("Rules"),
    "learn": N_("Learn"),
    "undo": N_("Undo"),
    "hint": N_("Hint"),
    "lines": N_("Lines"),
    "names": N_("Position names"),
    "menu": N_("Menu"),
    "back": N_("Back"),
    "yes": N_("Yes"),
    "no": N_("No"),
    "play": N_("Play"),
    "cancel": N_("Cancel"),
    "close": N_("Close"),
    "next": N_("Next"),
    "previous": N_("Previous"),
    "language": N_("Language"),
    "new_game": N_("New game"),
    "green": N_("Green"),
    "white": N_("White"),
    "throw": N_("Throw"),
    "start": N_("Start"),
    "next_lesson": N_("Next lesson"),
    "all_lessons": N_("All lessons"),
    # TRANSLATORS: the browser edition's lesson button: the step again from its start.
    "restart_step": N_("Start the step again"),
    # TRANSLATORS: the browser edition's button that saves the game's record as a file.
    "save_record": N_("Save the record"),
    # TRANSLATORS: the browser edition's button that opens a record or save file.
    "open_record": N_("Open a record"),
    # TRANSLATORS: the browser edition: which colour the player takes against the computer.
    "play_as": N_("You play"),
    # TRANSLATORS: the browser edition: the end of the moves when looking back.
    "now": N_("Now"),
    # TRANSLATORS: the browser edition's loading bar, while Python (WebAssembly) loads.
    "loading_python": N_("Loading Python (WebAssembly)\u2026"),
    # TRANSLATORS: the browser edition's loading bar, while the game's files load.
    "loading_game": N_("Loading the game\u2026"),
    # TRANSLATORS: the browser edition's loading bar, while the game starts.
    "loading_start": N_("Starting\u2026"),
    # TRANSLATORS: the browser edition, when the page could not start the game.
    "failed": N_("The game could not start in this browser: {reason}"),
    # TRANSLATORS: the browser edition: a file opened is not a game record.
    "not_a_record": N_("That file is not a game record: {reason}"),
}


def ui(_: Gettext) -> dict[str, str]:
    """The page's words in the language of ``_``."""
    return {key: _(message) for key, message in UI.items()}
