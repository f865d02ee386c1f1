"""Computer players for Liubo (pygame-free: they also run in a worker process).

    from liubo.ai import PLAYER_NAMES, make_player
    player = make_player("normal", seed=1, node_limit=20_000)
    move = player.choose_move(state)      # state.legal_moves() must be non-empty

A player is called once per move. It may plan the whole turn at the first move of a
turn and play the planned second move when it is next called on the state it expected.
Each player draws randomness only from its own ``random.Random(seed)``.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ..engine.state import Move, State


@runtime_checkable
class Player(Protocol):
    """A computer player."""

    name: str

    def choose_move(self, state: State) -> Move:
        """A legal move of ``state`` (called when ``state.legal_moves()`` is non-empty)."""
        ...


PLAYER_NAMES: tuple[str, ...] = (
    "random",
    "greedy",
    "easy",
    "normal",
    "hard",
    "expert",
    "learned",  # the learned evaluation alone, one ply (for measuring; not a menu level)
)


def make_player(name: str, seed: int | None = None, ruleset: Any = None, **budget: Any) -> Player:
    """A new player by name. ``budget`` may hold ``node_limit`` and ``time_limit`` (seconds).

    ``ruleset`` (an id or a Ruleset) picks the implementation at once; without it the
    player is tlv's, and hands a state of another ruleset to that ruleset's player of the
    same level (``liubo.ai.cazaux``), so one player object serves either.
    Raises ValueError for an unknown name or budget key.
    """
    from . import players

    kind = getattr(ruleset, "kind", ruleset)
    if kind not in (None, "tlv"):
        if name not in PLAYER_NAMES:
            raise ValueError(f"unknown player {name!r}: expected one of {', '.join(PLAYER_NAMES)}")
        if name == "random":
            return players.RandomPlayer(seed)
        from .cazaux import make_cazaux_player

        if name in ("expert", "learned"):
            try:
                from .expert import make_cazaux_expert
            except ImportError as exc:  # numpy is missing: hard, as the notice says
                player = make_cazaux_player("hard", seed)
                player.name = name
                player.notice = f"the learned evaluation needs numpy ({exc})"
                return player  # type: ignore[return-value]
            mode = "ply" if name == "learned" else "search"
            return make_cazaux_expert(seed, mode)  # type: ignore[return-value]
        return make_cazaux_player(name, seed)  # type: ignore[return-value]

    factory = players.FACTORIES.get(name)
    if factory is None and name not in ("expert", "learned"):
        raise ValueError(f"unknown player {name!r}: expected one of {', '.join(PLAYER_NAMES)}")
    unknown = set(budget) - {"node_limit", "time_limit"}
    if unknown:
        raise ValueError(f"unknown budget option(s) {sorted(unknown)}: use node_limit, time_limit")
    limits = {k: v for k, v in budget.items() if v is not None}
    if factory is None:
        return _expert(seed, "ply" if name == "learned" else "search", **limits)
    return factory(seed, **limits)


def _expert(seed: int | None, mode: str, **budget: Any) -> Player:
    """The learned evaluation inside hard's search (:mod:`.expert`); hard itself, with a
    ``notice`` saying why, when the learned evaluation cannot run (no numpy, no weights)."""
    try:
        from .expert import make_expert
    except ImportError as exc:  # numpy is missing
        from .players import FACTORIES

        player = FACTORIES["hard"](seed, **budget)
        player.name = "learned" if mode == "ply" else "expert"  # hard, as the notice says
        player.notice = f"the learned evaluation needs numpy ({exc})"  # type: ignore[union-attr]
        return player
    player = make_expert(seed, mode=mode, **budget)
    if mode == "ply":
        player.name = "learned"
    return player


__all__ = ["PLAYER_NAMES", "Player", "make_player"]
