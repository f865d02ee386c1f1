"""A scene's buttons: what each one does when pressed, and the keyboard focus among them.

pygame-gui has no keyboard focus for buttons. The buttons a scene makes with ``focus=True``
join a focus ring in the order they were made: Tab, Up and Down (Left and Right too) move
the focus along the enabled, visible ones, Enter presses the focused one, and a gold ring
is drawn around it. A click on a button of the ring moves the focus to it.

``SceneButtons`` keeps only its own state (the actions and the ring); each call returns
whether it did something, and the scene that owns it decides what follows (a redraw).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..input import Cmd, Command
from ..render.palette import FOCUS


class SceneButtons:
    """The buttons of one scene, their actions, and the focus ring among them."""

    def __init__(self) -> None:
        #: every button of the scene -> what pressing it does
        self.actions: dict[UIButton, Callable[[], object]] = {}
        #: the buttons that take the keyboard focus, in order
        self.order: list[UIButton] = []
        #: the focused button's place in ``order`` (None: no button has the focus)
        self.index: int | None = None

    def add(self, button: UIButton, on_press: Callable[[], object], *, focus: bool) -> None:
        """``button`` calls ``on_press`` when pressed; with ``focus`` it joins the ring."""
        self.actions[button] = on_press
        if focus:
            self.order.append(button)

    def clear(self) -> None:
        """Forget every button (their widgets were killed); the focus keeps its place."""
        self.actions.clear()
        self.order = []

    def keep_focus_within(self) -> None:
        """After the buttons were made again: the focus stays on the same place, or on the
        last button if there are fewer now, or on none if no button takes it."""
        if self.index is not None and self.order:
            self.index = min(self.index, len(self.order) - 1)
        else:
            self.index = None

    def ui_event(self, event: pygame.event.Event) -> bool:
        """A pygame-gui event: True if it pressed one of these buttons (its action ran)."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self.actions.get(event.ui_element)
            if action is not None:
                if event.ui_element in self.order:
                    self.index = self.order.index(event.ui_element)
                action()
                return True
        return False

    def move_focus(self, step: int) -> bool:
        """Move the keyboard focus ``step`` places among the enabled, visible buttons."""
        enabled = [b for b in self.order if b.is_enabled and b.visible]
        if not enabled:
            return False
        current = self.focused()
        if current in enabled:
            i = (enabled.index(current) + step) % len(enabled)
        else:
            i = 0 if step > 0 else len(enabled) - 1
        self.index = self.order.index(enabled[i])
        return True

    def focused(self) -> UIButton | None:
        """The button with the keyboard focus, if any."""
        if self.index is None or not (0 <= self.index < len(self.order)):
            return None
        return self.order[self.index]

    def press_focused(self) -> bool:
        """Press the focused button (Enter): True if its action ran."""
        button = self.focused()
        if button is None or not button.is_enabled:
            return False
        action = self.actions.get(button)
        if action is None:
            return False
        action()
        return True

    def handle(self, cmd: Command) -> bool:
        """The keys of the focus ring: True if ``cmd`` moved the focus or pressed a button."""
        if cmd.kind in (Cmd.NEXT, Cmd.TAB, Cmd.RIGHT):
            return self.move_focus(1)
        if cmd.kind in (Cmd.PREV, Cmd.TAB_BACK, Cmd.LEFT):
            return self.move_focus(-1)
        if cmd.kind == Cmd.CONFIRM:
            return self.press_focused()
        return False

    def draw_focus(self, surface: pygame.Surface) -> None:
        """A gold ring around the focused button (drawn after the widgets)."""
        button = self.focused()
        if button is None or not button.visible:
            return
        rect = button.get_abs_rect().inflate(8, 8)
        pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2), 5, border_radius=14)
        pygame.draw.rect(surface, FOCUS, rect, 3, border_radius=12)
