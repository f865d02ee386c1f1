"""The game table: board, players' cards, sticks tray, status, help and the event log or
move list (:mod:`.log_panel`).

``TableView`` draws a ``TableSnapshot``, a plain description of what to show that the
game screen hands over each frame: the position shown, the half-made turn, the moving
bird, the texts. The view keeps only caches (the static panels, the jar, wrapped text),
so it can be rebuilt for any window size at any moment.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..engine import Board, Side
from ..engine import GameMove as Move
from ..engine import GameState as State
from ..model.event_log import EventLog, Gettext
from ..model.move_view import MoveView, Piece
from ..services.translation import N_
from .board_names import name_font_px
from .cards import CardView, tile_rects, waiting_rect
from .geometry import BoardGeometry
from .info_column import InfoColumn
from .layout import Layout, compute_layout
from .log_panel import LogPanel
from .motion import BoardTurn, JarMotion, MoveAnimation
from .move_list import MoveListView
from .overlays import draw_badges
from .palette import GOLD, GROUND, INK, INK_DIM, PANEL_EDGE
from .panels import ELLIPSIS, Ledger, WrappedText, draw_panel, fit_line, put
from .pieces import draw_pieces, moving_piece_pos
from .snapshot import TableSnapshot
from .strokes import draw_path
from .tray import TrayView

# TRANSLATORS: presenter mode's tag beside the board: its text size in per cent, and its key.
PRESENTER_LEVEL = N_("Presenter {level}% (F5)")
LANDING_KIND = "selected"  # gold double ring
ENTRY_KIND = "legal"  # green ring


class TableView:
    """Draws the game table for one window size; ask it where things are for hit tests."""

    def __init__(  # noqa: ANN001 -- assets and text caches
        self, assets, text, board: Board, size: tuple[int, int], view: MoveView
    ) -> None:
        self.assets = assets
        self.text = text
        self.board = board
        self.view = view  # the game's move view: what moves and pieces mean on the board
        self.presenter = 1.0  # presenter mode's level (1: off)
        self.variant = False  # the game plays a rule reading (presenter mode's strips show it)
        self.layout: Layout = compute_layout(size)
        self.turn = BoardTurn()
        self.jar = JarMotion()
        self.tray = TrayView(assets, text)
        self.cards = CardView(assets, text, view)
        self.log_panel = LogPanel(text)  # the event log or the move list, and their tabs
        self.info = InfoColumn(text)  # captions, odds, notices and keys beside the board
        self.backdrop: pygame.Rect | None = None  # under an open menu's buttons (presenter)
        self.badges: list[pygame.Rect] = []  # where the chance badges were drawn last
        self._geometry: BoardGeometry | None = None
        self._chrome: pygame.Surface | None = None
        self._status = WrappedText()
        self.ledger: Ledger | None = None  # set by tests: where each text went, and its box

    def record_texts(self, ledger: Ledger | None) -> None:
        """Note every text drawn from now on in ``ledger`` (None stops)."""
        self.ledger = ledger
        self.cards.ledger = ledger
        self.info.ledger = ledger
        self.log_panel.ledger = ledger

    def panel_rects(self) -> dict[str, pygame.Rect]:
        """Every panel beside the board as last laid out and drawn (for the tests)."""
        lay = self.layout
        rects = {
            "tray": lay.tray,
            "throw": lay.throw_button,
            "status": lay.status,
            "log": lay.log,
            "toolbar": lay.toolbar,
            "info": lay.info,
        }
        for side in Side:
            rects[f"card {side.key}"] = lay.cards[side]
            rects[f"tiles {side.key}"] = lay.tiles[side]
        rects.update(self.info.rects)
        if self.backdrop is not None:
            rects["menu"] = self.backdrop
        return rects

    # -- geometry ------------------------------------------------------------------------
    def set_presenter(self, scale: float, variant: bool = False) -> None:
        """Presenter mode's level (1 is off) and whether the game plays a rule reading; lays
        the table out again if either changed."""
        if (scale, variant) != (self.presenter, self.variant):
            self.presenter, self.variant = scale, variant
            self.resize(self.layout.size)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for a new window size."""
        self.layout = compute_layout(size, self.presenter, self.variant)
        self._geometry = None
        self._chrome = None
        self.tray.relayout(self.layout)

    def geo(self) -> BoardGeometry:
        """The board geometry at the current size and rotation."""
        lay = self.layout
        geo = self._geometry
        if (
            geo is None
            or geo.angle != self.turn.angle
            or geo.rect.size != lay.board.size
            or geo.rect.center != lay.board.center
        ):
            geo = self._geometry = BoardGeometry(self.board, lay.board, self.turn.angle)
        return geo

    def bird_size(self) -> int:
        return max(10, round(self.geo().perch_radius * 2))

    def perch_at(self, pos: tuple[int, int], state: State) -> int | None:
        """The perch under ``pos``, counting the tall body of an Owl standing there."""
        if not self.layout.board.collidepoint(pos):
            return None
        geo = self.geo()
        perch = geo.perch_at(pos, geo.size * 0.036)
        if perch is not None:
            return perch
        lift = self.bird_size() * 0.8
        perch = geo.perch_at((pos[0], pos[1] + lift), geo.size * 0.03)
        if perch is not None and any(p[1] for p in self.pieces_at(state, perch)):
            return perch
        perch = geo.perch_at(pos, geo.size * 0.075)  # stones standing out in a lane
        if perch is not None and any(p[3] is not None for p in self.pieces_at(state, perch)):
            return perch
        return None

    def hover_perch(self, pos: tuple[int, int]) -> int | None:
        """The perch the pointer is over (its point only)."""
        if not self.layout.board.collidepoint(pos):
            return None
        geo = self.geo()
        return geo.perch_at(pos, geo.size * 0.036)

    def pieces_at(self, state: State, station: int) -> list[Piece]:
        """The pieces on a station (side, Owl?, key, a centre lane's next station)."""
        return self.view.pieces_at(state, station)

    def tile_rects(self, snap: TableSnapshot, side: Side) -> list[tuple[pygame.Rect, int, bool]]:
        """(rect, number, used) of the throw's tiles under ``side``'s card."""
        if side != snap.to_move or snap.over:
            return []
        return tile_rects(self.layout, side, snap.throw, snap.remaining)

    def waiting_rect(self, side: Side) -> pygame.Rect:
        return waiting_rect(self.layout, side)

    # -- the log panel's places, for clicks and scrolling ---------------------------------------
    @property
    def tabs(self) -> dict[str, pygame.Rect]:
        """Where the Events and Moves tabs were last drawn, by name."""
        return self.log_panel.tabs

    @property
    def moves(self) -> MoveListView:
        """The move list (its rows' places: ``row_rects``)."""
        return self.log_panel.moves

    @property
    def move_scroll_max(self) -> int:
        return self.log_panel.move_scroll_max

    @property
    def move_scroll_used(self) -> int:
        return self.log_panel.move_scroll_used

    def log_room(self) -> int:
        """How many log lines the log panel shows at once."""
        return self.log_panel.room(self.layout)

    def log_line_count(self, log: EventLog, _: Gettext) -> int:
        """How many lines the whole log takes at the panel's width."""
        return self.log_panel.line_count(self.layout, log, _)

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, snap: TableSnapshot, _: Gettext, log: EventLog) -> None:
        """The whole table for ``snap``."""
        surface.blit(self.chrome(), (0, 0))
        self.draw_board(surface, snap, _)
        for side in Side:
            self.cards.draw(surface, self.layout, snap, side, _, self.tile_rects(snap, side))
        self.tray.draw(surface, self.layout, self.jar, snap.can_throw)
        self.draw_status(surface, snap)
        if snap.panel == "moves":
            self.log_panel.draw_moves(surface, self.layout, snap, _)
        else:
            self.log_panel.draw_log(surface, self.layout, log, _)
        self.info.draw(surface, self.layout, snap, _)
        if self.layout.compact:
            self.draw_level(surface, _)
        if self.backdrop is not None:
            draw_panel(surface, self.backdrop, alpha=250, radius=10, edge=GOLD)

    def chrome(self) -> pygame.Surface:
        """The static background and panels (cached per layout)."""
        if self._chrome is None or self._chrome.get_size() != self.layout.size:
            lay = self.layout
            surf = pygame.Surface(lay.size)
            surf.fill(GROUND)
            for side in Side:
                draw_panel(surf, lay.cards[side], alpha=235)
            draw_panel(surf, lay.tray, alpha=235)
            draw_panel(surf, lay.status, alpha=200)
            draw_panel(surf, lay.log, alpha=200)
            frame = lay.board.inflate(10, 10)
            pygame.draw.rect(surf, (8, 3, 3), frame, border_radius=6)
            pygame.draw.rect(surf, PANEL_EDGE, frame, 1, border_radius=6)
            self._chrome = surf.convert() if pygame.display.get_surface() else surf
        return self._chrome

    def draw_board(self, surface: pygame.Surface, snap: TableSnapshot, _: Gettext) -> None:
        assets = self.assets
        sprites = assets.sprites
        geo = self.geo()
        names = snap.names_mode
        lay = self.layout
        zoom = lay.zoom
        assets.renderer_for(self.board).draw(
            surface,
            geo,
            show_lines=snap.show_lines,
            names_mode=None if names == "off" else names,
            names_px=self.names_px(names),
        )
        mark = round(geo.perch_radius * (2.6 if zoom <= 1 else 3.2))
        idle = snap.anim is None
        last = snap.last_move
        if last is not None and idle:  # the last move stays marked until the next one
            lm = sprites.highlight("last_move", mark)
            start = self.view.start(last)
            for perch in ([start] if start is not None else []) + [self.view.landing(last)]:
                surface.blit(lm, lm.get_rect(center=geo.int_point(perch)))
        if snap.selection is not None and snap.selection[0] is None:
            entry = sprites.highlight(ENTRY_KIND, mark)
            for perch in self.board.entry[snap.to_move]:
                surface.blit(entry, entry.get_rect(center=geo.int_point(perch)))
        gold = sprites.highlight(LANDING_KIND, mark)
        for perch in snap.landings if idle else []:
            surface.blit(gold, gold.get_rect(center=geo.int_point(perch)))
        preview = snap.preview if idle else None
        shown_path = preview or (snap.hint if idle else None)
        if shown_path is not None:
            self.draw_path_preview(surface, shown_path, hint=preview is None)
        self.draw_birds(surface, snap)
        self.badges = []
        if snap.badges:
            plates = self.plates(snap)
            stations = range(len(self.board.perches))
            occupied = {s for s in stations if self.pieces_at(snap.state, s)}
            self.badges = draw_badges(
                surface, geo, lay, self.text, snap.badges, plates, occupied, self.ledger
            )

    def names_px(self, mode: str) -> int:
        """The board's names' text size in ``mode`` for this layout."""
        lay = self.layout
        return name_font_px(lay.board.width, mode, lay.presenter, lay.floor)

    def plates(self, snap: TableSnapshot) -> list[pygame.Rect]:
        """Where the names' plates are on the screen now (none when the names are off)."""
        mode = snap.names_mode
        if mode == "off" or self.turn.angle % 90:
            return []
        geo = self.geo()
        renderer = self.assets.renderer_for(self.board)
        found = renderer.name_plates(geo.size, geo.quarter_turns, mode, self.names_px(mode))
        return [p.rect.move(geo.rect.topleft) for p in found]

    def draw_path_preview(self, surface: pygame.Surface, move: Move, hint: bool) -> None:
        geo = self.geo()
        sprites = self.assets.sprites
        pal = self.assets.palette
        origin = self.view.start(move)
        path = self.view.stations(move)
        start = [geo.point(origin)] if origin is not None else []
        pts = start + [geo.point(p) for p in path]
        colour = pal.highlights.path if not hint else pal.highlights.last_move
        zoom = self.layout.zoom  # presenter mode: a thicker path, larger dots
        if len(pts) >= 2:
            width = max(2, round(geo.size / 220 * (1 if zoom <= 1 else 1.8)))
            draw_path(surface, pts, colour, width)
        dot = sprites.highlight("path", round(geo.perch_radius * (1.3 if zoom <= 1 else 1.7)))
        for p in path[:-1]:
            surface.blit(dot, dot.get_rect(center=geo.int_point(p)))
        if hint:
            mark = sprites.highlight("last_move", round(geo.perch_radius * 3))
            for p in ([origin] if origin is not None else []) + [self.view.landing(move)]:
                surface.blit(mark, mark.get_rect(center=geo.int_point(p)))

    def draw_birds(self, surface: pygame.Surface, snap: TableSnapshot) -> None:
        draw_pieces(self, surface, snap)

    def moving_bird_pos(self, anim: MoveAnimation) -> tuple[float, float, bool]:
        """Screen position of the hopping bird (with a small arc) and whether it is an Owl."""
        return moving_piece_pos(self, anim)

    def draw_level(self, surface: pygame.Surface, _: Gettext) -> None:
        """Presenter mode's tag at the top of the right column: which level is on, and F5."""
        lay = self.layout
        rect = lay.level
        if rect.height < lay.floor:
            return
        level = round(lay.presenter * 100)
        room = rect.width - 24
        words, size = fit_line(
            self.text, _(PRESENTER_LEVEL).format(level=level), lay.floor, room, lay.floor
        )
        if words.endswith(ELLIPSIS):  # too narrow for the words: the level alone
            words = f"{level}%"
        draw_panel(surface, rect, alpha=235, radius=8, edge=GOLD)
        img = self.text.render(words, size, GOLD, bold=True)
        at = img.get_rect(center=rect.center).topleft
        put(surface, img, at, rect, self.ledger, "presenter level")

    def draw_status(self, surface: pygame.Surface, snap: TableSnapshot) -> None:
        lay = self.layout
        rect = lay.status
        speed = self.text.render(f"\u00d7{snap.speed:g}", lay.text_px(14), INK_DIM)
        room = rect.width - 20 - (speed.get_width() + 6 if snap.watch else 0)
        block = self._status.surface(
            self.text,
            snap.status,
            lay.text_px(15),
            room,
            INK,
            line_gap=1.3,
            max_height=rect.height - 12,
            min_size=max(11, lay.floor),
        )
        put(surface, block, (rect.x + 10, rect.y + 6), rect, self.ledger, "status")
        if snap.watch:
            at = speed.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)).topleft
            put(surface, speed, at, rect, self.ledger)


def keys_help(_: Callable[[str], str]) -> str:
    """The keys of the game screen while the computer plays both sides or a game is
    replayed (a player's keys are the move view's ``keys`` prompt, in its ruleset's words)."""
    return _(
        "P pause, S step, + and - change the speed, Q/E rotate, L lines, N names, "
        "M moves, Comma / Full stop look back, End returns, F2 language"
    )
