"""What moves on the game screen, as plain values advanced by ``dt``.

A bird hopping along its path, the board turning a quarter, the sticks spilling from the
jar and the jar shaking under a quick mouse. The game screen advances them each frame and
the table view draws them; none of them draws or touches the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import GameMove as Move
from ..engine import GameState as State
from ..move_view import MoveView, move_view

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
