"""Opening the game screen on a game that already exists: saved, autosaved, or replayed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Game, IllegalMoveError, Side
from ..model.history import Captions
from ..services.storage import SavedGame
from .game import GameScene

if TYPE_CHECKING:
    from ..context import Context


def from_saved(ctx: Context, saved: SavedGame) -> GameScene | None:
    """A scene for a saved game, exactly as it was, or None if its record does not replay."""
    try:
        game = Game.from_record(saved.record)
    except (ValueError, IllegalMoveError):
        return None
    # SavedGame.from_bytes refused players and modes the game does not have
    players = {side: saved.players.get(side.key, "human") for side in Side}
    mode = str(saved.game_settings.get("mode", "two"))
    scene = GameScene(ctx, game, players, mode, restored=True)  # its last move shown
    if game.current_throw is not None:
        scene.show_sticks(scene.session.faces_for(game.current_throw), animate=False)
    return scene


def replay(ctx: Context, game: Game, captions: Captions | None = None) -> GameScene:
    """A replay of ``game`` from its start, with a lesson's title and captions."""
    scene = GameScene(ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}, "replay")
    scene.start_replay(captions)
    return scene


def from_autosave(ctx: Context) -> GameScene | None:
    """The autosaved game, exactly as it was, or None (with a notice) if there is none."""
    saved, notice = ctx.autosave.load()
    ctx.post_notice(notice)
    if saved is None:
        return None
    return from_saved(ctx, saved)
