"""Input mapped to commands before scenes see it, so mouse and keyboard reach the same code.

``map_event`` turns one pygame event into zero or more ``Command`` values. Scenes handle
commands, never raw keys. The key bindings are listed in ``KEY_HELP`` for the screens.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame


class Cmd(Enum):
    """What the player asked for."""

    POINT = "point"  # the pointer moved (pos, and speed in px/s as value)
    CLICK = "click"  # primary click at pos
    CANCEL = "cancel"  # Escape or right click
    CONFIRM = "confirm"  # Enter
    THROW = "throw"  # Space
    NUMBER = "number"  # a digit key 1-9: value is the number (a throw's are 1-4)
    GROUP = "group"  # Z/X: value 0 for the light group's number, 1 for the dark group's
    NEXT = "next"  # Down: the next perch (or button)
    PREV = "prev"  # Up
    TAB = "tab"  # Tab: the next bird (or button)
    TAB_BACK = "tab_back"  # Shift+Tab
    LEFT = "left"  # Left arrow
    RIGHT = "right"  # Right arrow
    ROTATE_CW = "rotate_cw"  # E
    ROTATE_CCW = "rotate_ccw"  # Q
    TOGGLE_LINES = "toggle_lines"  # L
    CYCLE_NAMES = "cycle_names"  # N
    RULES = "rules"  # R or F1
    HINT = "hint"  # H
    FULLSCREEN = "fullscreen"  # F11
    LANGUAGE = "language"  # F2: the next language, everywhere at once
    PAUSE = "pause"  # P
    STEP = "step"  # S
    FASTER = "faster"  # + or ]
    SLOWER = "slower"  # - or [
    SCROLL = "scroll"  # mouse wheel: value +1 up, -1 down; pos where the pointer last was
    PAGE_UP = "page_up"
    PAGE_DOWN = "page_down"
    STEP_BACK = "step_back"  # ",": one move back in the game's history
    STEP_FORWARD = "step_forward"  # "."
    HOME = "home"  # Home: the start of the game
    END = "end"  # End: back to the present
    UNDO = "undo"  # Backspace or Ctrl+Z
    MOVES = "moves"  # M: the move list or the event log
    PLAY_ON = "play_on"  # C: play on from the moment looked back at
    ODDS = "odds"  # O: the odds panel and badges
    PRESENTER = "presenter"  # F5: presenter mode's text size
    READINGS = "readings"  # V: the rule readings in force


@dataclass(frozen=True, slots=True)
class Command:
    """One command with its pointer position or value where it has one."""

    kind: Cmd
    pos: tuple[int, int] | None = None
    value: float = 0.0


KEYS: dict[int, Cmd] = {
    pygame.K_ESCAPE: Cmd.CANCEL,
    pygame.K_RETURN: Cmd.CONFIRM,
    pygame.K_KP_ENTER: Cmd.CONFIRM,
    pygame.K_SPACE: Cmd.THROW,
    pygame.K_DOWN: Cmd.NEXT,
    pygame.K_UP: Cmd.PREV,
    pygame.K_LEFT: Cmd.LEFT,
    pygame.K_RIGHT: Cmd.RIGHT,
    pygame.K_e: Cmd.ROTATE_CW,
    pygame.K_q: Cmd.ROTATE_CCW,
    pygame.K_l: Cmd.TOGGLE_LINES,
    pygame.K_n: Cmd.CYCLE_NAMES,
    pygame.K_r: Cmd.RULES,
    pygame.K_F1: Cmd.RULES,
    pygame.K_h: Cmd.HINT,
    pygame.K_F11: Cmd.FULLSCREEN,
    pygame.K_F2: Cmd.LANGUAGE,
    pygame.K_p: Cmd.PAUSE,
    pygame.K_s: Cmd.STEP,
    pygame.K_PLUS: Cmd.FASTER,
    pygame.K_EQUALS: Cmd.FASTER,
    pygame.K_KP_PLUS: Cmd.FASTER,
    pygame.K_RIGHTBRACKET: Cmd.FASTER,
    pygame.K_MINUS: Cmd.SLOWER,
    pygame.K_KP_MINUS: Cmd.SLOWER,
    pygame.K_LEFTBRACKET: Cmd.SLOWER,
    pygame.K_PAGEUP: Cmd.PAGE_UP,
    pygame.K_PAGEDOWN: Cmd.PAGE_DOWN,
    pygame.K_COMMA: Cmd.STEP_BACK,
    pygame.K_PERIOD: Cmd.STEP_FORWARD,
    pygame.K_HOME: Cmd.HOME,
    pygame.K_END: Cmd.END,
    pygame.K_BACKSPACE: Cmd.UNDO,
    pygame.K_m: Cmd.MOVES,
    pygame.K_c: Cmd.PLAY_ON,
    pygame.K_o: Cmd.ODDS,
    pygame.K_F5: Cmd.PRESENTER,
    pygame.K_v: Cmd.READINGS,
}
#: the digit keys, top row and keypad: 1-4 a throw's numbers, 1-9 a rules page's sources
NUMBER_KEYS: dict[int, int] = {
    **{getattr(pygame, f"K_{n}"): n for n in range(1, 10)},
    **{getattr(pygame, f"K_KP{n}"): n for n in range(1, 10)},
}
GROUP_KEYS: dict[int, int] = {pygame.K_z: 0, pygame.K_x: 1}


class InputMapper:
    """Turns pygame events into commands; tracks pointer speed for the shaking jar."""

    def __init__(self) -> None:
        self._last_motion_ms: int | None = None
        self._last_pos: tuple[int, int] | None = None

    def map_event(self, event: pygame.event.Event) -> list[Command]:
        """The commands one event stands for (often none)."""
        etype = event.type
        if etype == pygame.KEYDOWN:
            key = getattr(event, "key", None)
            mods = getattr(event, "mod", 0)
            if key == pygame.K_TAB:
                return [Command(Cmd.TAB_BACK if mods & pygame.KMOD_SHIFT else Cmd.TAB)]
            if key == pygame.K_z and mods & pygame.KMOD_CTRL:
                return [Command(Cmd.UNDO)]
            if key in NUMBER_KEYS:
                return [Command(Cmd.NUMBER, value=NUMBER_KEYS[key])]
            if key in GROUP_KEYS:
                return [Command(Cmd.GROUP, value=GROUP_KEYS[key])]
            if key == pygame.K_RETURN and mods & pygame.KMOD_ALT:
                return [Command(Cmd.FULLSCREEN)]
            kind = KEYS.get(key)  # type: ignore[arg-type]
            return [Command(kind)] if kind is not None else []
        if etype == pygame.MOUSEMOTION:
            pos = _pos(event)
            if pos is None:
                return []
            rel = getattr(event, "rel", (0, 0))
            now = pygame.time.get_ticks()
            last = self._last_motion_ms
            self._last_motion_ms = now
            dt = max(8, now - last) / 1000.0 if last is not None else 1 / 60
            try:
                dist = (float(rel[0]) ** 2 + float(rel[1]) ** 2) ** 0.5
            except (TypeError, ValueError, IndexError):
                dist = 0.0
            self._last_pos = pos
            return [Command(Cmd.POINT, pos=pos, value=min(dist / dt, 20000.0))]
        if etype == pygame.MOUSEBUTTONDOWN:
            pos = _pos(event)
            button = getattr(event, "button", 1)
            if pos is None:
                return []
            if button == 1:
                return [Command(Cmd.CLICK, pos=pos)]
            if button == 3:
                return [Command(Cmd.CANCEL, pos=pos)]
            return []
        if etype == pygame.MOUSEWHEEL:
            y = getattr(event, "y", 0)
            if not y:
                return []
            return [Command(Cmd.SCROLL, pos=self._last_pos, value=1 if y > 0 else -1)]
        return []


def _pos(event: pygame.event.Event) -> tuple[int, int] | None:
    """The event's pointer position as two ints, or None if it has none that makes sense."""
    pos = getattr(event, "pos", None)
    try:
        return (int(pos[0]), int(pos[1]))  # type: ignore[index]
    except (TypeError, ValueError, IndexError):
        return None
