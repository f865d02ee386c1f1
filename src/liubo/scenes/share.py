"""Share with the class: the browser edition served from this computer, its address and QR
code on screen for the students, stopped with one click.

The server (``services.web_share.WebShare``) belongs to the context, not to this panel:
closing the panel leaves the class playing, and the title says that sharing goes on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..input import Cmd, Command
from ..render.palette import GOLD, INK, INK_DIM, VERMILION
from ..render.panels import WrappedText, dim, draw_panel, elide
from ..render.qr import qr_surface
from ..services.translation import N_
from ..services.web_share import (
    NOT_BUILT,
    BindChoice,
    ShareError,
    WebShare,
    bind_choices,
    find_web_folder,
    qr_matrix,
)
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context

# TRANSLATORS: the heading of the panel that serves the browser edition to a class.
TITLE = N_("Share with the class")
INTRO = N_(
    "This computer can serve the browser edition of Liubo to your class: phones, tablets "
    "and Chromebooks play it in their web browser, with nothing to install."
)
STEPS = (
    N_("Connect this computer and the students' devices to the same network."),
    N_("Press Start sharing: an address and its QR code appear here."),
    N_("Students scan the code or type the address, and each plays in the browser."),
)
SAFETY = N_(
    "Only the game's own files are sent, and nothing can be uploaded. Closing this panel "
    "keeps the class playing; Stop sharing ends it."
)
# TRANSLATORS: above the address while sharing.
OPEN_THIS = N_("Students open this address in a web browser:")
# TRANSLATORS: who can reach the shared game; {host} is an address such as 192.168.1.20.
REACH = {
    "lan": N_("the local network ({host})"),
    "local": N_("this computer only ({host})"),
    "all": N_("every network ({host})"),
}
# TRANSLATORS: the button that chooses where the game is shared; {where} is one of the
# reach texts, e.g. "the local network (192.168.1.20)".
LISTEN_ON = N_("Listen on: {where}")
LOCAL_ONLY = N_("Only this computer can open it: choose the local network for the class.")
TROUBLE = N_(
    "If a device cannot open the page, it is probably on another network (a guest Wi-Fi "
    "keeps devices apart): join this computer's network, or ask the school's IT."
)


class ShareScene(Scene):
    """The panel that starts and stops sharing, and shows where students go."""

    opaque = False
    name = "share"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.folder = find_web_folder()
        self.choices: list[BindChoice] = bind_choices()
        self.choice = 0
        share = ctx.web_share
        if share is not None and share.address is not None:
            host = share.address[0]
            hosts = [c.host for c in self.choices]
            if host in hosts:
                self.choice = hosts.index(host)
        self.problem: str | None = None if self.folder is not None else NOT_BUILT
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._intro = WrappedText()
        self._qr: tuple[str, int, pygame.Surface] | None = None
        self._shown_stats = ""
        self._since_poll = 0.0

    # -- state ----------------------------------------------------------------------------
    @property
    def share(self) -> WebShare | None:
        return self.ctx.web_share

    @property
    def sharing(self) -> bool:
        return self.share is not None and self.share.running

    def reach_text(self, choice: BindChoice) -> str:
        return self._(REACH[choice.reach]).format(host=choice.host)

    # -- widgets --------------------------------------------------------------------------
    def build_ui(self) -> None:
        _ = self._
        w, h = self.ctx.screen.get_size()
        self.panel = pygame.Rect(0, 0, min(w - 24, 940), min(h - 24, 600))
        self.panel.center = (w // 2, h // 2)
        gap = 12
        bh = 44 if h >= 600 else 36
        y = self.panel.bottom - bh - 18
        inner = self.panel.width - 48
        widths = (inner * 30 // 100, inner * 50 // 100, inner - inner * 80 // 100 - 2 * gap)
        x = self.panel.x + 24
        if self.sharing:
            start = self.button(
                pygame.Rect(x, y, widths[0], bh),
                _("Stop sharing"),
                self.stop,
                object_id="#menu_button",
                focus=True,
            )
        else:
            start = self.button(
                pygame.Rect(x, y, widths[0], bh),
                _("Start sharing"),
                self.start,
                object_id="#throw_button",
                focus=True,
                enabled=self.folder is not None,
            )
        x += widths[0] + gap
        where = elide(
            self.ctx.text,
            _(LISTEN_ON).format(where=self.reach_text(self.choices[self.choice])),
            16,
            widths[1] - 20,
        )
        self.button(
            pygame.Rect(x, y, widths[1], bh),
            where,
            self.next_choice,
            object_id="#choice_button",
            focus=True,
            tooltip=_("Click to choose who can reach the game"),
        )
        x += widths[1] + gap
        self.button(
            pygame.Rect(x, y, widths[2], bh), _("Close"), self.close, object_id="#menu_button"
        )
        self.buttons.index = 0 if start.is_enabled else 1

    # -- actions --------------------------------------------------------------------------
    def start(self) -> None:
        if self.folder is None:
            self.problem = NOT_BUILT
            return
        if self.ctx.web_share is None or self.ctx.web_share.folder != self.folder:
            self.ctx.web_share = WebShare(self.folder)
        try:
            self.ctx.web_share.start(self.choices[self.choice].host)
            self.problem = None
        except ShareError as exc:
            self.problem = self._(exc.msgid).format(**{k: self._(v) for k, v in exc.params.items()})
        self.rebuild()

    def stop(self) -> None:
        if self.share is not None:
            self.share.stop()
        self.rebuild()

    def next_choice(self) -> None:
        self.choices = bind_choices()
        self.choice = (self.choice + 1) % len(self.choices)
        if self.sharing:  # move to the new address at once
            self.start()
        else:
            self.rebuild()

    def close(self) -> None:
        stack = self.stack
        if stack is not None and stack.top is self:
            stack.pop()

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.close()
            return True
        return self.handle_focus(cmd)

    def update(self, dt: float) -> bool:
        self._since_poll += dt
        if self._since_poll < 0.5 or not self.sharing:
            return False
        self._since_poll = 0.0
        return self.stats_text() != self._shown_stats

    def stats_text(self) -> str:
        if self.share is None:
            return ""
        stats = self.share.stats
        devices, files = len(stats.devices), stats.files_sent
        # TRANSLATORS: how many devices have opened the shared game so far.
        said = self.ctx.ngettext("{count} device connected", "{count} devices connected", devices)
        # TRANSLATORS: how many of the game's files the shared game has sent so far.
        sent = self.ctx.ngettext("{count} file sent", "{count} files sent", files)
        # TRANSLATORS: the two counts above joined, e.g. "3 devices connected, 412 files sent".
        return self._("{devices}, {files}").format(
            devices=said.format(count=devices), files=sent.format(count=files)
        )

    # -- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        draw_panel(surface, self.panel, alpha=248)
        text = self.ctx.text
        left = self.panel.x + 24
        title = text.render(self._(TITLE), 28, GOLD, bold=True)
        surface.blit(title, (left, self.panel.y + 18))
        top = self.panel.y + 18 + title.get_height() + 12
        bottom = self.panel.bottom - 18 - 44 - 16
        url = self.share.url if self.sharing and self.share is not None else None
        if url is None:
            self.draw_intro(surface, pygame.Rect(left, top, self.panel.width - 48, bottom - top))
            return
        side = max(60, min(bottom - top, (self.panel.width - 48) * 45 // 100))
        qr = self.qr(url, side)
        surface.blit(qr, (left, top))
        x = left + qr.get_width() + 28
        width = self.panel.right - 24 - x
        y = top
        for line in self._lines(self._(OPEN_THIS), 18, width):
            surface.blit(text.render(line, 18, INK), (x, y))
            y += 26
        y += 8
        size = 40
        while size > 16 and text.size_of(url, size, True)[0] > width:
            size -= 2
        shown = text.render(elide(text, url, size, width, True), size, GOLD, bold=True)
        surface.blit(shown, (x, y))
        y += shown.get_height() + 16
        choice = self.choices[self.choice]
        if choice.reach == "local":
            for line in self._lines(self._(LOCAL_ONLY), 16, width):
                surface.blit(text.render(line, 16, VERMILION), (x, y))
                y += 22
            y += 6
        self._shown_stats = self.stats_text()
        surface.blit(text.render(elide(text, self._shown_stats, 16, width), 16, INK_DIM), (x, y))
        lines = self._lines(f"{self._(TROUBLE)}\n\n{self._(SAFETY)}", 16, width)
        y = max(y + 40, top + qr.get_height() - 22 * len(lines))
        for line in lines:
            if y + 22 > bottom:
                break
            surface.blit(text.render(line, 16, INK_DIM), (x, y))
            y += 22

    def draw_intro(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """What sharing does, in three steps; why it cannot start, when it cannot."""
        _ = self._
        steps = "\n".join(f"{n}.  {_(step)}" for n, step in enumerate(STEPS, 1))
        message = f"{_(INTRO)}\n\n{steps}\n\n{_(SAFETY)}"
        block = self._intro.surface(
            self.ctx.text, message, 20, box.width, INK, max_height=box.height, min_size=12
        )
        surface.blit(block, box.topleft)
        if self.problem:
            text = self.ctx.text
            y = box.y + block.get_height() + 14
            for line in self._lines(_(self.problem), 18, box.width):
                if y + 24 > box.bottom:
                    break
                surface.blit(text.render(line, 18, VERMILION, bold=True), (box.x, y))
                y += 24

    def _lines(self, message: str, size: int, width: int) -> list[str]:
        from ..render.panels import wrap_text

        return wrap_text(self.ctx.text, message, size, width)

    def qr(self, url: str, side: int) -> pygame.Surface:
        """The QR code of ``url``, drawn once for each size."""
        if self._qr is None or self._qr[:2] != (url, side):
            self._qr = (url, side, qr_surface(qr_matrix(url), side))
        return self._qr[2]
