"""What moves on the game screen, as plain values advanced by ``dt``.

A bird hopping along its path, the board turning a quarter, the sticks spilling from the
jar and the jar shaking under a quick mouse. The game screen advances them each frame and
the table view draws them; none of them draws or touches the engine.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine import GameMove as Move
from ..engine import GameState as State
from ..engine import Side
from ..model.move_view import MoveView
from ..model.presentation import move_view

ROTATE_SECONDS = 0.35
SPILL_SECONDS = 0.45
#: seconds a bird takes per perch, by the animation setting
HOP_SECONDS = {"slow": 0.34, "normal": 0.22, "fast": 0.12, "reduced": 0.0}
#: the computer's pause before it acts, by the animation setting
AI_PAUSE = {"slow": 1.1, "normal": 0.7, "fast": 0.35, "reduced": 0.3}
#: speeds of watch mode (the pauses are divided by it)
WATCH_SPEEDS = (0.5, 1.0, 2.0, 4.0)


@dataclass
class MoveAnimation:
    """A bird hopping along a move's path, one hop per station (as the move view reads it)."""

    move: Move
    before: State
    hop_seconds: float
    t: float = 0.0
    hops_done: int = 0
    events: list[str] = field(default_factory=list)
    view: MoveView | None = None  # the game's move view (made from the rules if not given)
    _owls: tuple[bool, ...] = field(init=False, repr=False, default=())
    _sounds: tuple[str, ...] = field(init=False, repr=False, default=())

    def __post_init__(self) -> None:
        if self.view is None:
            self.view = move_view(self.before.rules)
        self._owls = self.view.owl_steps(self.move)
        self._sounds = self.view.hop_sounds(self.move)

    @property
    def hops(self) -> int:
        return len(self.move.path)

    @property
    def done(self) -> bool:
        return self.hop_seconds <= 0 or self.t >= self.hops * self.hop_seconds

    def owl_at(self, hop: int) -> bool:
        """Whether the mover is an Owl after ``hop`` hops."""
        return self._owls[max(0, min(hop, len(self._owls) - 1))]

    def advance(self, dt: float) -> list[str]:
        """Move on by ``dt`` seconds; the sound of each hop landed meanwhile, in order."""
        self.t += dt
        if self.hop_seconds > 0:
            hops = min(self.hops, int(self.t / self.hop_seconds))
        else:
            hops = self.hops
        sounds: list[str] = []
        while self.hops_done < hops:
            self.hops_done += 1
            sounds.append(self._sounds[self.hops_done - 1])
        return sounds


@dataclass
class BoardTurn:
    """The view's rotation in quarter turns, eased when it changes."""

    quarter: int = 0
    angle: float = 0.0
    start: float = 0.0
    target: float = 0.0
    t: float = 1.0

    def turn(self, step: int, animate: bool) -> None:
        """Turn a quarter clockwise (1) or anticlockwise (-1)."""
        self.start = self.angle
        self.quarter = (self.quarter + step) % 4
        self.target = self.angle + 90 * step
        self.t = 0.0 if animate else 1.0
        if self.t >= 1.0:
            self.angle = float(self.quarter * 90)

    def advance(self, dt: float) -> bool:
        """Move on by ``dt`` seconds; True while turning."""
        if self.t >= 1.0:
            return False
        self.t = min(1.0, self.t + dt / ROTATE_SECONDS)
        ease = 1 - (1 - self.t) ** 3
        self.angle = self.start + (self.target - self.start) * ease
        if self.t >= 1.0:
            self.angle = float(self.quarter * 90)
        return True


@dataclass
class JarMotion:
    """The sticks spilling out after a throw, and the jar shaken by a quick pointer."""

    spill: float = 1.0
    shake: float = 0.0
    phase: float = 0.0
    sound_cooldown: float = 0.0

    def spill_from_start(self, animate: bool) -> None:
        self.spill = 0.0 if animate else 1.0

    def shake_by(self, speed: float) -> bool:
        """A pointer moving at ``speed`` px/s shakes the jar; True when it should rattle."""
        was = self.shake
        self.shake = min(1.0, self.shake + speed / 40000.0)
        if self.shake > 0.25 and self.sound_cooldown <= 0 and was <= self.shake:
            self.sound_cooldown = 0.35
            return True
        return False

    def advance(self, dt: float) -> bool:
        """Move on by ``dt`` seconds; True while something moves."""
        moving = False
        if self.spill < 1.0:
            self.spill = min(1.0, self.spill + dt / SPILL_SECONDS)
            moving = True
        if self.shake > 0.001:
            self.phase += dt * 22
            self.shake = max(0.0, self.shake - dt * 1.6)
            moving = True
        self.sound_cooldown = max(0.0, self.sound_cooldown - dt)
        return moving


GLIDE_SECONDS = 0.9  # the pieces gliding to the new position a lesson step sets

#: One piece gliding: its side, whether it is an Owl, the station it leaves and the one
#: it goes to (None: the card of waiting pieces).
GlidePath = tuple[Side, bool, int | None, int | None]


@dataclass
class Glide:
    """Every piece that changes place between two positions, moving there at once.

    A lesson step that starts from a position of its own shows the change instead of a
    jump: ``glide_paths`` pairs each piece that left a station with the nearest one of its
    side and kind that arrived elsewhere (or with its card)."""

    paths: list[GlidePath]
    seconds: float = GLIDE_SECONDS
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.seconds <= 0 or self.t >= self.seconds

    @property
    def fraction(self) -> float:
        """How far the pieces have come, eased (0 at the start, 1 there)."""
        u = 1.0 if self.seconds <= 0 else min(1.0, self.t / self.seconds)
        return 1 - (1 - u) ** 3

    def advance(self, dt: float) -> bool:
        """Move on by ``dt``; True while the pieces glide."""
        if self.done:
            return False
        self.t += dt
        return True


def glide_paths(
    before: State, after: State, view: MoveView, where: Callable[[int], tuple[float, float]]
) -> list[GlidePath]:
    """The pieces to move from ``before`` to ``after`` (``where`` gives a station's place)."""
    stations = range(len(view.board.perches))
    paths: list[GlidePath] = []
    for side in Side:
        for owl in (False, True):

            def places(state: State, side: Side = side, owl: bool = owl) -> list[int]:
                return [
                    s for s in stations for p in view.pieces_at(state, s) if p[:2] == (side, owl)
                ]

            old, new = places(before), places(after)
            for s in list(old):  # the pieces that stay where they are
                if s in new:
                    old.remove(s)
                    new.remove(s)
            while old and new:
                a, b = min(
                    ((a, b) for a in old for b in new),
                    key=lambda ab: math.dist(where(ab[0]), where(ab[1])),
                )
                old.remove(a)
                new.remove(b)
                paths.append((side, owl, a, b))
            paths += [(side, owl, a, None) for a in old]
            paths += [(side, owl, None, b) for b in new]
    return paths
