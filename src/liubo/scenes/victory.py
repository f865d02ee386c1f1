"""The victory screen: the winner, the final score, and the rows of what each side did
that the game's ruleset counts (its move view's ``stats``: captures and turns, Owls and
nests...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..engine import Game, Side
from ..input import Cmd, Command
from ..model import game_text as gt
from ..render.palette import GOLD, INK, INK_DIM
from ..render.panels import dim, draw_panel
from .base import Scene

if TYPE_CHECKING:
    from ..context import Context
    from .game import GameScene


class VictoryScene(Scene):
    """Shown over the finished game; New game (same players) or Title."""

    opaque = False
    name = "victory"

    def __init__(self, ctx: Context, game_scene: GameScene) -> None:
        super().__init__(ctx)
        self.game_scene = game_scene
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build_ui(self) -> None:
        w, h = self.ctx.screen.get_size()
        self.panel = pygame.Rect(0, 0, min(w - 40, 640), min(h - 40, 530))
        self.panel.center = (w // 2, h // 2)
        bw = (self.panel.width - 60) // 2
        y = self.panel.bottom - 124
        self.button(
            pygame.Rect(self.panel.x + 20, y, bw, 44),
            self._("Replay"),
            self.replay,
            object_id="#menu_button",
            focus=True,
        )
        self.button(
            pygame.Rect(self.panel.right - 20 - bw, y, bw, 44),
            self._("Save this game"),
            lambda: self.open(lambda screens: screens.files(self.ctx, "save")),
            object_id="#menu_button",
            focus=True,
        )
        y = self.panel.bottom - 70
        self.button(
            pygame.Rect(self.panel.x + 20, y, bw, 50),
            self._("New game"),
            self.new_game,
            object_id="#throw_button",
            focus=True,
        )
        self.button(
            pygame.Rect(self.panel.right - 20 - bw, y, bw, 50),
            self._("Title"),
            self.to_title,
            object_id="#menu_button",
            focus=True,
        )
        self.buttons.index = 2  # New game, as before Replay and Save joined it

    def new_game(self) -> None:
        """Start again with the same players and the same rules (rule readings included)."""
        stack = self.stack
        if stack is None:
            return
        old = self.game_scene
        game = Game.new(ruleset=old.session.game.rules, rng=self.ctx.rng)
        scene = stack.screens.game(self.ctx, game, dict(old.session.players), old.session.mode)
        while stack.top is not None and stack.top is not self:
            stack.pop()
        stack.pop()
        if stack.top is old:
            stack.replace(scene)
        else:
            stack.push(scene)

    def replay(self) -> None:
        """Watch the finished game again from its start (the move list beside it)."""
        stack = self.stack
        if stack is None:
            return
        scene = stack.screens.replay(self.ctx, self.game_scene.session.game)
        while stack.top is not None and stack.top.name != "title" and len(stack) > 1:
            stack.pop()
        stack.push(scene)

    def to_game(self) -> None:
        """Esc: back to the finished game on its table, its analysis and move list kept
        (the title when the game is no longer under this panel)."""
        stack = self.stack
        if stack is None:
            return
        if len(stack) >= 2 and stack.scenes[-2] is self.game_scene and stack.top is self:
            stack.pop()
            return
        self.to_title()

    def to_title(self) -> None:
        """Back to the title screen."""
        stack = self.stack
        if stack is None:
            return
        while len(stack) > 0 and stack.top is not None and stack.top.name != "title":
            stack.pop()
        if not stack.scenes:
            stack.push(stack.screens.title(self.ctx))

    def handle(self, cmd: Command) -> bool:
        if cmd.kind == Cmd.CANCEL:
            self.to_game()
            return True
        return self.handle_focus(cmd)

    def resize(self, size: tuple[int, int]) -> None:
        if self.stack is not None and self.game_scene not in self.stack.scenes:
            self.game_scene.view.resize(size)  # drawn here, so laid out here too
        super().resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        _ = self._
        if self.stack is not None and self.game_scene not in self.stack.scenes:
            self.game_scene.draw(surface)
        dim(surface, 160)
        p = self.panel
        draw_panel(surface, p, alpha=245)
        text = self.ctx.text
        game = self.game_scene.session.game
        winner = game.winner
        if winner is None:
            head = _("A draw")
            colour = GOLD
        else:
            head = _("{side} wins!").format(side=gt.side_name(_, winner))
            colour = GOLD
        title = text.render(head, 40, colour, bold=True)
        surface.blit(title, title.get_rect(midtop=(p.centerx, p.y + 20)))
        g, wh = game.scores[Side.GREEN], game.scores[Side.WHITE]
        score_line = _("{green} {gs} \u2013 {ws} {white}").format(
            green=gt.side_name(_, Side.GREEN), gs=g, ws=wh, white=gt.side_name(_, Side.WHITE)
        )
        score_line = self.game_scene.session.move_view.final_score(_, score_line)
        score = text.render(
            score_line,
            26,
            INK,
            bold=True,
        )
        surface.blit(score, score.get_rect(midtop=(p.centerx, p.y + 82)))
        view = self.game_scene.session.move_view
        reason = view.reason(_, game.state)
        marks = view.score_marks
        if reason:  # why the game ended, where it is more than the score
            line = text.render(reason, 18, INK_DIM)
            surface.blit(line, line.get_rect(midtop=(p.centerx, p.y + 122)))
        elif marks and all(view.score_pieces(side) is None for side in Side):  # fish won
            sprites = self.ctx.assets.sprites
            for i, side in enumerate((Side.GREEN, Side.WHITE)):
                for k in range(marks):
                    f = sprites.fish(22, k < game.scores[side])
                    x = p.centerx - 20 - marks * 25 + k * 25 if i == 0 else p.centerx + 20 + k * 25
                    surface.blit(f, (x, p.y + 124))
        rows = [(_(label), counts) for label, counts in view.stats(game.turns)]
        col_l, col_g, col_w = p.x + 50, p.centerx + 70, p.centerx + 190
        y = p.y + 164
        for side, x in ((Side.GREEN, col_g), (Side.WHITE, col_w)):
            t = text.render(gt.side_name(_, side), 17, GOLD, bold=True)
            surface.blit(t, t.get_rect(midtop=(x, y)))
        y += 30
        for label, counts in rows:
            surface.blit(text.render(label, 17, INK_DIM), (col_l, y))
            for side, x in ((Side.GREEN, col_g), (Side.WHITE, col_w)):
                v = text.render(str(counts[side]), 17, INK, bold=True)
                surface.blit(v, v.get_rect(midtop=(x, y)))
            y += 28
