"""Where each name plate goes on the board: beside its station, off every piece and every
other plate, inside the board (issue 36: presenter mode's large names covered each other
and the birds).

Each station keeps out the room its pieces may take (``keep_out``: a bird, an Owl's
height, a blockade, a contested pair, a pile or a centre's lanes). A plate has candidate
places around its station's keep-out, in one line or, where a plate allows it, two; the
search (:func:`place_plates`) sets first the plate with the fewest places still free,
undoes a choice that leaves another plate nowhere, and gives up after a bounded number
of steps, keeping the places that overlap least. The chance badges find their places the
same way, around the plates (:func:`free_spot`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

Point = tuple[float, float]
Segment = tuple[Point, Point]

#: the pieces on a station, in bird diameters from its point: left, right, up, down
#: (measured on the sprites: a contested pair is widest, an Owl tallest, a pile's count
#: and the selected bird's glow included)
PIECE_REACH = (0.8, 0.87, 1.08, 0.76)
#: a centre's lanes: stones stand this far (diameters) towards each neighbour, and a half
LANE_REACH = 1.3
SEARCH_STEPS = 4000  # the search's bound (it needs a few hundred on the boards we ship)


def lane_stations(board: object) -> set[int]:
    """The stations whose pieces stand out in lanes towards their neighbours (a track's
    centre), by index."""
    track = getattr(board, "track", None)
    index = getattr(board, "index", {})
    return {index[s] for s in track.lanes.values()} if track is not None else set()


def keep_out(point: Point, bird: float, lanes: bool = False) -> pygame.Rect:
    """The room the pieces on a station at ``point`` may take, ``bird`` pixels across."""
    left, right, up, down = PIECE_REACH
    if lanes:
        left, right, up, down = (max(v, LANE_REACH) for v in PIECE_REACH)
    x, y = point
    return pygame.Rect(
        round(x - left * bird),
        round(y - up * bird),
        round((left + right) * bird),
        round((up + down) * bird),
    )


@dataclass(frozen=True)
class Candidate:
    shape: int  # which of the plate's shapes (0: one line, 1: two lines)
    rect: pygame.Rect
    cost: float


def candidates(
    point: Point,
    shapes: Sequence[tuple[int, int]],
    own: pygame.Rect,
    gap: int,
) -> list[Candidate]:
    """Places for a plate of each shape around the keep-out ``own`` of its station, the
    nearest and plainest first: beside it (slid up or down), under or over it (slid left or
    right), at its corners, then a step further out."""
    x, y = point
    found: list[Candidate] = []
    for shape, (w, h) in enumerate(shapes):
        plain = 0.0 if shape == 0 else 0.6
        spots: list[tuple[float, float, float]] = []
        for k in range(-3, 4):  # beside: centred on the station, or slid a third up or down
            top = y - h / 2 + k * h / 3
            if top + h < own.top + h / 3 or top > own.bottom - h / 3:
                continue
            slide = 0.08 * abs(k)
            spots.append((own.right + gap, top, slide))
            spots.append((own.left - gap - w, top, 0.05 + slide))
        for k in range(-4, 5):  # under and over: centred, or slid a quarter left or right
            left = x - w / 2 + k * w / 4
            if left + w < own.left + w / 4 or left > own.right - w / 4:
                continue
            slide = 0.06 * abs(k)
            spots.append((left, own.bottom + gap, 0.1 + slide))
            spots.append((left, own.top - gap - h, 0.15 + slide))
        for cx, cy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            left = own.right + gap if cx > 0 else own.left - gap - w
            top = own.bottom + gap if cy > 0 else own.top - gap - h
            spots.append((left, top, 0.5))
        far = []
        for left, top, cost in spots:
            if left >= own.right or left + w <= own.left:  # beside: a half plate further
                left += (w // 2 + gap) * (1 if left >= x else -1)
            else:  # over or under: a plate further
                top += (h + gap) * (1 if top >= y else -1)
            far.append((left, top, cost + 0.9))
        for left, top, cost in spots + far:
            rect = pygame.Rect(round(left), round(top), w, h)
            found.append(Candidate(shape, rect, cost + plain))
    found.sort(key=lambda c: c.cost)
    return found


def place_plates(
    points: Sequence[Point],
    shapes: Sequence[Sequence[tuple[int, int]]],
    keep_outs: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    lines: Sequence[Segment] = (),
    gap: int = 2,
) -> list[Candidate]:
    """A place for each station's plate: inside ``bounds``, off every keep-out and every
    other plate (with ``gap`` pixels between), covering as few ``lines`` as it can."""
    n = len(points)
    boxes = [pygame.Rect(a, (1, 1)).union(pygame.Rect(b, (1, 1))) for a, b in lines]
    dots = [pygame.Rect(round(x), round(y), 1, 1) for x, y in points]
    options: list[list[Candidate]] = []
    for i in range(n):
        mine = []
        for cand in candidates(points[i], shapes[i], keep_outs[i], gap):
            rect = cand.rect
            if not bounds.contains(rect) or rect.collidelist(keep_outs) != -1:
                continue
            near = rect.collidelistall(boxes)
            crossed = sum(1 for k in near if rect.clipline(*lines[k]))
            cost = cand.cost + 0.25 * crossed + _ambiguity(rect, i, points, dots)
            mine.append(Candidate(cand.shape, rect, cost))
        mine.sort(key=lambda c: c.cost)
        options.append(mine or _fallback(points[i], shapes[i], keep_outs[i], bounds, gap))
    chosen = _search(options, gap)
    if chosen is None:  # no overlap-free set within the budget: the least overlap, greedily
        return _greedy(options, gap)
    return _improve(chosen, options, gap)


def _ambiguity(
    rect: pygame.Rect, own: int, points: Sequence[Point], dots: Sequence[pygame.Rect]
) -> float:
    """How far another station is nearer the plate than its own (a plate reads as the
    nearest station's): 0 when its own is the nearest. ``dots`` are the stations' points
    as one-pixel rectangles."""
    mine = _gap(rect, points[own])
    reach = round(2 * mine) + 2
    near = rect.inflate(reach, reach).collidelistall(dots)
    nearest = min((_gap(rect, points[k]) for k in near if k != own), default=mine)
    return 0.0 if mine <= nearest else 1.0 + (mine - nearest) / max(1.0, rect.height)


def _gap(rect: pygame.Rect, point: Point) -> float:
    dx = max(rect.left - point[0], 0.0, point[0] - rect.right)
    dy = max(rect.top - point[1], 0.0, point[1] - rect.bottom)
    return (dx * dx + dy * dy) ** 0.5


def _fallback(
    point: Point, shapes: Sequence[tuple[int, int]], own: pygame.Rect, bounds: pygame.Rect, gap: int
) -> list[Candidate]:
    """No place clear of every piece: the plain places, pulled inside the board."""
    out = []
    for cand in candidates(point, shapes, own, gap):
        out.append(Candidate(cand.shape, cand.rect.clamp(bounds), cand.cost + 50.0))
    return out


def _search(options: list[list[Candidate]], gap: int) -> list[Candidate] | None:
    """Backtracking with forward checking, the plate with the fewest free places first."""
    n = len(options)
    alive: list[list[Candidate]] = [list(o) for o in options]
    chosen: list[Candidate | None] = [None] * n
    steps = 0

    grown = {id(c): c.rect.inflate(2 * gap, 2 * gap) for o in options for c in o}

    def clash(a: Candidate, b: Candidate) -> bool:
        return grown[id(a)].colliderect(b.rect)

    def solve() -> bool:
        nonlocal steps
        free = [i for i in range(n) if chosen[i] is None]
        if not free:
            return True
        steps += 1
        if steps > SEARCH_STEPS:
            return False
        i = min(free, key=lambda k: len(alive[k]))
        for cand in list(alive[i]):
            pruned: list[tuple[int, list[Candidate]]] = []
            dead = False
            for j in free:
                if j == i:
                    continue
                kept = [c for c in alive[j] if not clash(c, cand)]
                if len(kept) != len(alive[j]):
                    pruned.append((j, alive[j]))
                    alive[j] = kept
                    if not kept:
                        dead = True
                        break
            if not dead:
                chosen[i] = cand
                if solve():
                    return True
                chosen[i] = None
            for j, before in pruned:
                alive[j] = before
            if steps > SEARCH_STEPS:
                return False
        return False

    if any(not o for o in options) or not solve():
        return None
    return [c for c in chosen if c is not None]


def _improve(chosen: list[Candidate], options: list[list[Candidate]], gap: int) -> list[Candidate]:
    """Move each plate to a better place of its own that is still free, while one is."""
    chosen = list(chosen)
    for _round in range(3):
        moved = False
        for i, mine in enumerate(options):
            others = [c.rect.inflate(2 * gap, 2 * gap) for k, c in enumerate(chosen) if k != i]
            for cand in mine:
                if cand.cost >= chosen[i].cost:
                    break
                if cand.rect.collidelist(others) == -1:
                    chosen[i] = cand
                    moved = True
                    break
        if not moved:
            break
    return chosen


def _greedy(options: list[list[Candidate]], gap: int) -> list[Candidate]:
    placed: list[pygame.Rect] = []
    out: list[Candidate] = []
    for mine in options:
        best = min(
            mine,
            key=lambda c: (
                sum(_area(c.rect.inflate(2 * gap, 2 * gap).clip(r)) for r in placed),
                c.cost,
            ),
        )
        placed.append(best.rect)
        out.append(best)
    return out


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def free_spot(
    point: Point,
    size: tuple[int, int],
    own: pygame.Rect,
    taken: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    gap: int = 2,
) -> pygame.Rect:
    """A place for a badge of ``size`` beside the pieces at ``point``: off everything in
    ``taken`` and inside ``bounds`` if there is one, else where it covers least."""
    best: tuple[float, pygame.Rect] | None = None
    for cand in candidates(point, [size], own, gap):
        rect = cand.rect
        outside = 0 if bounds.contains(rect) else 1
        rect = rect.clamp(bounds)
        covered = sum(_area(rect.inflate(2 * gap, 2 * gap).clip(r)) for r in taken)
        score = (outside * 1e9) + covered * 1000.0 + cand.cost
        if best is None or score < best[0]:
            best = (score, rect)
            if covered == 0 and not outside:
                break
    assert best is not None
    return best[1]
