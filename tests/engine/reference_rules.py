"""A deliberately naive second implementation of docs/rules.md sections 4 to 6.

It shares nothing with the engine but the board file: birds are a plain list, paths are
walked step by step, and the pair rule is checked by brute force. Tests compare the
engine's legal moves with this one's on many random positions. The rule readings (the
ruleset's options, docs/rules.md section 9) are read from ``state.rules.options`` and
applied here by plain ``if``s, each where its rule is.
"""

from __future__ import annotations

from liubo.engine import Side, load_board

BOARD = load_board()
IDS = [p.id for p in BOARD.perches]
NEIGHBORS = {p.id: [IDS[q] for q in BOARD.neighbors[p.index]] for p in BOARD.perches}
NESTS = {p.id for p in BOARD.perches if p.index in BOARD.nests}
ENTRY = {s: [IDS[i] for i in BOARD.entry[s]] for s in Side}
SCORING = {s: {IDS[i] for i in BOARD.scoring_nests[s]} for s in Side}


def birds_from_state(state) -> list[list]:
    """[side, perch id or None, owl] for all birds of both sides."""
    birds = []
    for side in Side:
        for p, owl in state.birds(side):
            birds.append([side, IDS[p], owl])
        birds.extend([side, None, False] for _ in range(state.off[side]))
    return birds


def at(birds, perch):
    return [b for b in birds if b[1] == perch]


DEFAULTS = {
    "owl-landing": "capture",
    "split": "every-throw",
    "pond": "open",
    "entry": "step",
    "one-number": "either",
    "win": "each-move",
    "first": "green",
    "balance": "off",
}


def is_blockade(birds, perch, opts=DEFAULTS):
    if perch == "POND" and opts["pond"] == "sanctuary":
        return False  # a sanctuary never blocks
    here = at(birds, perch)
    return len(here) == 2 and here[0][0] == here[1][0]


def single_moves(birds, side, number, scores, exclude=None, split=None, opts=DEFAULTS):
    """Set of (text, result birds, points) for each single move; exclude = bird index."""
    results = {}
    for i, (s, perch, owl) in enumerate(birds):
        if s != side or i == exclude:
            continue
        if perch is None and opts["entry"] == "stop":
            starts = [(g, [g]) for g in ENTRY[side]]
            steps_left = 0  # the whole number is used to come on
        elif perch is None:
            starts = [(g, [g]) for g in ENTRY[side]]
            steps_left = number - 1
        else:
            starts = [(perch, [])]
            steps_left = number
        for first, prefix in starts:
            visited = [first] if perch is None else [perch]
            for tail in _walks(first, steps_left, visited):
                path = prefix + tail
                outcome = _resolve(birds, i, path, side, owl, opts)
                if outcome is None:
                    continue
                new_birds, points = outcome
                target = path[-1]
                if split is not None and perch == split[0] and target == split[1]:
                    continue
                text = f"{'*' if owl else ''}{perch or 'OFF'}>{target}/{number}"
                results[text] = (new_birds, points, i)
    return results


def _walks(start, steps, visited):
    if steps == 0:
        return [[]]
    out = []
    for nxt in NEIGHBORS[start]:
        if nxt in visited:
            continue
        for rest in _walks(nxt, steps - 1, visited + [nxt]):
            out.append([nxt] + rest)
    return out


def _resolve(birds, i, path, side, owl, opts):
    points = 0
    for k, perch in enumerate(path):
        if k < len(path) - 1 and is_blockade(birds, perch, opts):
            return None
        if perch in NESTS:
            if not owl or perch not in SCORING[side]:
                return None
            points += 2
            owl = False
        elif perch == "POND" and not owl:
            owl = True
    target = path[-1]
    others = [b for j, b in enumerate(birds) if j != i]
    here = [b for b in others if b[1] == target]
    own = [b for b in here if b[0] == side]
    opp = [b for b in here if b[0] != side]
    new = [list(b) for b in birds]
    new[i][1] = target
    new[i][2] = owl
    if target == "POND" and opts["pond"] == "sanctuary":
        return new, points  # the bird joins whoever is there
    if len(here) == 2:
        if len(own) == 1 and len(opp) == 1:
            victim = new[_index_of(birds, opp[0], i)]
            points += 3 if victim[2] else 1
            victim[1] = None
            victim[2] = False
            return new, points
        return None
    if len(opp) == 1:
        if opp[0][2] == owl:
            return new, points
        if opts["owl-landing"] == "contest" and not owl:
            return new, points  # a lone normal bird only contests an Owl
        victim = new[_index_of(birds, opp[0], i)]
        points += 3 if victim[2] else 1
        victim[1] = None
        victim[2] = False
    return new, points


def _index_of(birds, bird, skip):
    for j, b in enumerate(birds):
        if j != skip and b is bird:
            return j
    raise AssertionError("bird not found")


def legal_texts(state, target: int = 6) -> set[str]:
    """The legal move texts of an engine state, computed the naive way."""
    if state.over or state.throw is None or not state.remaining:
        return set()
    opts = dict(DEFAULTS, **state.rules.options)
    birds = birds_from_state(state)
    side = state.side
    score = state.scores[side]
    if len(state.remaining) == 1:
        # the engine remembers the moved bird by perch and type; find one such bird
        target, code, _origin = state.moved
        exclude = next(
            j
            for j, b in enumerate(birds)
            if b[0] == side and b[1] == IDS[target] and b[2] == bool(code & 1)
        )
        split = None
        if state.split is not None:
            split = (IDS[state.split[0]], IDS[state.split[1]])
        return set(single_moves(birds, side, state.remaining[0], score, exclude, split, opts))
    a, b = state.remaining
    splits = opts["split"] == "every-throw" or (opts["split"] == "doubles" and a == b)
    firsts = {}
    for n, other in ((a, b), (b, a)):
        for text, (new_birds, points, i) in single_moves(birds, side, n, score, opts=opts).items():
            # with win=end-of-turn no single move ends the game
            wins = score + points >= target and opts["win"] == "each-move"
            origin = birds[i][1]
            split = None
            if splits and origin is not None and is_blockade(birds, origin, opts):
                split = (origin, text.split(">")[1].split("/")[0])
            seconds = single_moves(new_birds, side, other, score + points, i, split, opts)
            firsts[text] = (wins, bool(seconds))
    # balance=one-group: the game's first throw (turn 1, nobody on the board) is one move
    on_board = any(b[1] is not None for b in birds)
    first_throw = opts["balance"] == "one-group" and state.turn == 1 and not on_board
    if any(pair for _, pair in firsts.values()) and not first_throw:
        return {t for t, (wins, pair) in firsts.items() if wins or pair}
    if opts["one-number"] == "larger" and a != b:
        larger = f"/{max(a, b)}"
        if any(t.endswith(larger) for t in firsts):
            return {t for t, (wins, _) in firsts.items() if wins or t.endswith(larger)}
    return set(firsts)
