"""A seeded game for screenshots and the ``--scene`` option: mid-turn, or finished, under
the ruleset of a new game (the settings', or ``--ruleset``)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..engine import Game, Side, faces_for
from .game import GameScene
from .victory import VictoryScene

if TYPE_CHECKING:
    from ..context import Context
    from .base import Scene


def demo_game(rng: random.Random, finished: bool = False, ruleset: str | None = None) -> Game:
    """A game of ``ruleset`` (None: the default) played greedily with ``rng``: to turn 14
    with a throw made, or to the end."""
    game = Game.new(ruleset=ruleset)
    rules = game.rules
    target_turns = 10_000 if finished else 14
    while not game.is_over and game.turn_number < target_turns:
        if game.needs_throw:
            game.throw(rules.throw_sticks(rng).throw)
            continue
        state = game.state
        side = state.side
        game.play(
            max(
                game.legal_moves(),
                key=lambda m: (
                    m.wins,
                    state.apply(m).scores[side] - state.scores[side],  # what it scores
                    rng.random(),
                ),
            )
        )
    if not finished and game.needs_throw and not game.is_over:
        game.throw(rules.throw_sticks(rng).throw)
    return game


def demo_scene(ctx: Context, finished: bool = False, seed: int = 7) -> Scene:
    """A game scene in a seeded position (for screenshots): mid-turn, or over with the victory."""
    rng = random.Random(seed)
    game = demo_game(rng, finished, ctx.settings.ruleset)
    scene = GameScene(ctx, game, {Side.GREEN: "human", Side.WHITE: "human"}, "two")
    session = scene.session
    session.mark_last_move()
    for turn in game.turns[-6:]:
        session.log_turn(turn)
    if game.current_throw is not None:
        faces = faces_for(game.current_throw, rng, values=game.rules.stick_values)
        scene.show_sticks(faces, animate=False)
    if finished:
        return VictoryScene(ctx, scene)
    return scene
