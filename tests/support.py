"""Helpers shared by the test modules (test modules never import each other)."""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
import os
import random

import pygame

from liubo.app import App
from liubo.cli import parse_args
from liubo.engine import Game, Side


def make_app(size: tuple[int, int], lang: str, folder: str | os.PathLike[str]) -> App:
    """A headless app with a portable folder, at ``size``, in ``lang``."""
    args = parse_args(
        ["--portable", str(folder), "--lang", lang, "--size", f"{size[0]}x{size[1]}", "--windowed"]
    )
    return App(args)


def release_memory() -> None:
    """Collect the closed apps and hand freed heap back to the system.

    A scene test allocates hundreds of megabytes of surfaces; glibc keeps freed ones in its
    heap, so without ``malloc_trim`` each test process only grew (to about 1 GB each).
    """
    gc.collect()
    if _LIBC is not None:
        _LIBC.malloc_trim(0)


def _load_libc():  # noqa: ANN202
    """The C library, if it has glibc's ``malloc_trim``."""
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "malloc_trim") else None


_LIBC = _load_libc()


def draw(ctx, stack) -> pygame.Surface:  # noqa: ANN001
    """One full frame, as the app draws it."""
    ctx.ui.update(0.0)
    stack.draw(ctx.screen)
    ctx.ui.draw_ui(ctx.screen)
    stack.draw_after_ui(ctx.screen)
    return ctx.screen


def pump(app: App, events=(), frames: int = 1, dt: float = 1 / 60) -> None:  # noqa: ANN001
    """Post events, then run frames of the real loop (pygame-gui's own events included)."""
    for event in events:
        pygame.event.post(event)
    for _ in range(frames):
        app.frame(dt, pygame.event.get())


def resize_window(app: App, size: tuple[int, int]) -> None:
    """Resize the window as a window manager does (SDL changes the display surface in
    place), then run two frames of the loop."""
    from liubo.services.window import display_window

    display_window().size = size
    pump(app, frames=2)


def click(app: App, pos, button: int = 1) -> None:  # noqa: ANN001
    pos = (int(pos[0]), int(pos[1]))
    pump(
        app,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ],
        frames=2,
    )


def key(app: App, k: int, mod: int = 0) -> None:
    pump(
        app,
        [
            pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0),
            pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0),
        ],
    )


def play_game(players: dict, seed: int, max_turns: int = 400, options=None) -> Game:  # noqa: ANN001
    """A game between two players with throws drawn from ``seed``; checks every move.
    ``options``: the rule readings played."""
    rng = random.Random(seed)
    game = Game.new(options=options, rng=rng)
    while not game.is_over and game.turn_number <= max_turns:
        if game.needs_throw:
            outcomes = game.chance_outcomes()
            throw = rng.choices([t for t, _ in outcomes], [float(p) for _, p in outcomes])[0]
            game.throw(throw)
            continue
        legal = game.legal_moves()
        move = players[Side(game.to_move)].choose_move(game.state)
        assert move in legal, f"{move} is not legal in {game.to_text()}"
        game.play(move)
    return game


def open_game(app: App, game: Game, players: dict | None = None):  # noqa: ANN201 -- GameScene
    """A game scene for ``game`` (two humans unless ``players``) pushed and drawn once, with
    moves shown at once (reduced motion)."""
    from liubo.scenes.game import GameScene

    app.ctx.update_settings(animation_speed="reduced")
    scene = GameScene(app.ctx, game, players or {Side.GREEN: "human", Side.WHITE: "human"})
    app.stack.push(scene)
    pump(app)
    return scene


def finish_animations(app: App, scene, limit: int = 400) -> None:  # noqa: ANN001
    """Pump frames until the scene's move animation and victory delay are over."""
    for _ in range(limit):
        if scene.anim is None and scene.victory_delay is None:
            return
        pump(app, dt=0.1)


def picture_pieces(figure) -> list[tuple[str, Side, bool]]:  # noqa: ANN001 -- a BoardDiagram
    """The pieces a rulebook picture shows, as (point id, side, Owl), placed by its
    ruleset's presentation (as the rulebook draws them)."""
    from liubo.model.presentation import move_view

    game = Game.from_text(
        figure.position, ruleset=figure.ruleset, options=dict(figure.options) or None
    )
    view = move_view(game.rules)
    perches = game.board.perches
    return [
        (perches[station].id, piece.side, piece.owl)
        for station in range(len(perches))
        for piece in view.pieces_at(game.state, station)
    ]


def random_players_game(rules, first: Side, seed: int):  # noqa: ANN001, ANN201
    """One game of ``liubo.tools.sim``'s loop between two random players, through the API:
    the final state, the moves and the generators (to compare what is left of them)."""
    from liubo.ai import make_player

    rng = random.Random(seed)
    players = (
        make_player("random", seed=seed, ruleset=rules),
        make_player("random", seed=seed + 1, ruleset=rules),
    )
    state = rules.initial_state(first)
    moves = []
    while not state.over:
        state = state.apply_throw(rules.throw_sticks(rng).throw)
        while not state.over and state.throw is not None:
            move = players[state.side].choose_move(state)
            moves.append(move)
            state = state.apply(move)
    return state, moves, (rng, players[0].rng, players[1].rng)
