"""The hint: the best turns for the side to move, by the learned evaluation if it can run.

Needs numpy for the learned evaluation; the worker imports this only for a hint.
"""

from __future__ import annotations

from ..engine.contract import GameState
from .contract import make_player
from .learned import evaluator, shipped_network, weights_key

#: the worker's name for a hint request (see :func:`hint_text`)
HINT = "expert-hint"


def hint_text(state: GameState, count: int = 3) -> str:
    """The hint for the side to move: the first move of the best turn on the first line,
    then the best ``count`` turns, one a line, as "chance move move"; without a usable
    network (or with a single turn) only the first line, from the normal level."""
    rules = state.rules
    found = shipped_network(rules)
    if isinstance(found, str) or weights_key(rules) != found.meta.get("ruleset"):
        return str(make_player("normal", 0, ruleset=rules).choose_move(state))
    options = evaluator(found, rules).turn_values(state)
    order = sorted(range(len(options)), key=lambda i: -options[i][1])[:count]
    lines = [str(options[order[0]][0][0])]
    for i in order:
        moves, chance = options[i]
        lines.append(" ".join([f"{chance:.3f}"] + [str(m) for m in moves]))
    return "\n".join(lines)
