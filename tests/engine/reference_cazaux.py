"""A deliberately naive second implementation of the cazaux legs, written from the rules text.

It shares nothing with the engine: its own circuit, crossings and edges, its own reading of
position texts, plain lists and strings. ``legal_legs(text)`` gives the set of leg texts
legal in a position text that has a throw (and perhaps ``after:``). Slow and simple on
purpose; tests compare it with the engine on many positions.
"""

from __future__ import annotations

CIRCUIT = [f"P{k}" for k in range(1, 21)]
EAST_WEST = ["A", "B", "X", "C", "D"]  # P6 -> ... -> P16
NORTH_SOUTH = ["R", "S", "X", "T", "U"]  # P11 -> ... -> P1


def forward(place: str) -> str:
    """The next point of a normal stone (lanes XC/XT on the centre)."""
    if place.startswith("P"):
        k = int(place[1:])
        return f"P{k % 20 + 1}"
    return {
        "A": "B",
        "B": "XC",
        "XC": "C",
        "C": "D",
        "D": "P16",
        "R": "S",
        "S": "XT",
        "XT": "T",
        "T": "U",
        "U": "P1",
    }[place]


def station(place: str) -> str:
    return "X" if place in ("XC", "XT") else place


def edges() -> set[frozenset[str]]:
    out = set()
    for i in range(20):
        out.add(frozenset((CIRCUIT[i], CIRCUIT[(i + 1) % 20])))
    for line, a, b in ((EAST_WEST, "P6", "P16"), (NORTH_SOUTH, "P11", "P1")):
        chain = [a] + line + [b]
        for x, y in zip(chain, chain[1:], strict=False):
            out.add(frozenset((x, y)))
    return out


EDGES = edges()
NEIGHBOURS = {
    s: sorted(t for e in EDGES if s in e for t in e if t != s)
    for s in CIRCUIT + EAST_WEST + NORTH_SOUTH
}


def owl_paths(start: str, n: int, banned: set[str]) -> list[list[str]]:
    """Every path of n steps from ``start`` that visits no station twice nor any banned one."""
    out = []

    def walk(path: list[str]) -> None:
        if len(path) == n + 1:
            out.append(path[1:])
            return
        for nxt in NEIGHBOURS[path[-1]]:
            if nxt not in path and nxt not in banned:
                walk(path + [nxt])

    walk([start])
    return out


def stone_path(start: str, n: int, branch: bool) -> list[str]:
    path = []
    place = start
    for i in range(n):
        if i == 0 and branch:
            place = {"P6": "A", "P11": "R"}[start]
        else:
            place = forward(place)
        path.append(place)
    return path


class Position:
    def __init__(self, text: str) -> None:
        words = text.split()
        self.after = None
        if words[-1].startswith("after:"):
            self.after = words.pop()[6:]
        green, white = words[0].split("/")
        self.stones = {"G": [], "W": []}
        self.owl = {"G": None, "W": None}
        for letter, half in (("G", green), ("W", white)):
            if half == "-":
                continue
            for item in half.split(","):
                if item.startswith("*"):
                    self.owl[letter] = item[1:]
                else:
                    self.stones[letter].append(item)
        g, w = words[1].split("-")
        self.held = {"G": int(g), "W": int(w)}  # enemy stones each side holds
        self.side = words[2]
        self.other = "W" if self.side == "G" else "G"
        self.numbers = [int(v) for v in words[3].split(",")]

    def waiting(self, letter: str) -> int:
        other = "W" if letter == "G" else "G"
        on = len(self.stones[letter]) + (self.owl[letter] is not None)
        return 6 - on - self.held[other]


def leg_texts(pos: Position, start: str | None, path: list[str], n: int, owl: bool) -> list[str]:
    """The text(s) of one leg: a stone reaching a lane of the centre may also be stood up."""
    frm = "OFF" if start is None else start
    star = "*" if owl else ""
    last = path[-1]
    out = [f"{star}{frm}>{last}/{n}"]
    if not owl and last in ("XC", "XT") and pos.owl[pos.side] is None and pos.owl[pos.other] != "X":
        out.append(f"{frm}>*X/{n}")
    return out


def first_legs(pos: Position, numbers: list[int]) -> set[str]:
    out: set[str] = set()
    side = pos.side
    for n in set(numbers):
        if pos.waiting(side) > 0:
            out.update(leg_texts(pos, None, [f"P{k}" for k in range(1, n + 1)], n, False))
        for place in set(pos.stones[side]):
            out.update(leg_texts(pos, place, stone_path(place, n, False), n, False))
            if place in ("P6", "P11"):
                out.update(leg_texts(pos, place, stone_path(place, n, True), n, False))
        if pos.owl[side] is not None:
            for path in owl_paths(pos.owl[side], n, set()):
                out.update(leg_texts(pos, pos.owl[side], path, n, True))
    return out


def second_legs(pos: Position) -> set[str]:
    """Legs after ``pos.after``: the board already shows the first leg."""
    side = pos.side
    leg, n1 = pos.after.split("/")
    frm, to = leg.split(">")
    owl_before = frm.startswith("*")
    owl_after = to.startswith("*")
    frm, to = frm.lstrip("*"), to.lstrip("*")
    promoted = owl_after and not owl_before
    numbers = list(pos.numbers)
    numbers.remove(int(n1))
    n = numbers[0]
    # the start of the turn
    had_owl = pos.owl[side] is not None and not promoted
    stones_before = len(pos.stones[side]) - (frm == "OFF") + (1 if promoted else 0)
    waiting_before = pos.waiting(side) + (frm == "OFF")
    if had_owl:
        may_repeat = owl_before
    elif stones_before == 1:
        may_repeat = frm != "OFF"
    elif stones_before == 0 and waiting_before == 1:
        may_repeat = True
    else:
        may_repeat = False
    out: set[str] = set()
    if pos.waiting(side) > 0:
        out.update(leg_texts(pos, None, [f"P{k}" for k in range(1, n + 1)], n, False))
    for place in set(pos.stones[side]):
        others = pos.stones[side].count(place)
        if place == to and not owl_after:
            others -= 1  # the stone that made the first leg is here
        if others > 0 or (place == to and not owl_after and may_repeat):
            out.update(leg_texts(pos, place, stone_path(place, n, False), n, False))
        if others > 0 and place in ("P6", "P11"):
            out.update(leg_texts(pos, place, stone_path(place, n, True), n, False))
    owl_at = pos.owl[side]
    if owl_at is not None:
        if not owl_after:
            for path in owl_paths(owl_at, n, set()):
                out.update(leg_texts(pos, owl_at, path, n, True))
        elif may_repeat:
            if frm == "OFF":
                first = [f"P{k}" for k in range(1, int(n1) + 1)]
                banned = set(first)
            else:
                banned = {station(frm)}
                if owl_before:
                    first = [p for p in owl_paths(frm, int(n1), set()) if p[-1] == to][0]
                else:
                    candidates = [stone_path(frm, int(n1), False)]
                    if frm in ("P6", "P11"):
                        candidates.append(stone_path(frm, int(n1), True))
                    first = [p for p in candidates if station(p[-1]) == to][0]
                banned |= {station(p) for p in first}
            for path in owl_paths(owl_at, n, banned):
                out.update(leg_texts(pos, owl_at, path, n, True))
    return out


def legal_legs(text: str) -> set[str]:
    """The legs legal in a position text with a throw (and perhaps a first leg played)."""
    pos = Position(text)
    if pos.after is None:
        return first_legs(pos, pos.numbers)
    return second_legs(pos)
