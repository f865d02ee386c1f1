"""List the places outside the ruleset packages that name a ruleset or reach into one.

    python tools/ruleset_names.py            # every place, file:line, then a count per file
    python tools/ruleset_names.py --counts   # the count per file only

A ruleset's own code lives in its packages (any folder ``rulesets/``, e.g.
``src/liubo/engine/rulesets/cazaux/``, or a distribution of its own); everywhere else the
game reaches a ruleset through its layer's registry and the contract. This scans the
code's tokens (identifiers and string literals; comments and docstrings are left out) of
``src/liubo`` and ``tools`` for:

- ``name``: an identifier or a string with a word that is an installed ruleset's kind or
  id. Words are whole: an identifier splits at underscores and capitals (``TlvMoveView``:
  tlv, move, view) and a string at anything that is not a letter or digit, so a kind
  ``ring`` is found in ``ring_tables``, ``RingView`` and ``"ring"`` but not in ``string``,
  ``pairing`` or ``scoring``; a kind of several words (``toy_race``) is found where they
  stand together in that order.
- ``look-up``: ``getattr``, ``hasattr``, ``setattr`` or ``delattr`` with a string naming an
  attribute that only a ruleset's own states or moves have, not the contract's
  (``getattr(state, "moved")`` reads tlv's pair rule by name).
- ``flag``: a branch on what a ruleset is: ``rules.kind == ...``, ``view.kind != ...`` and
  the like (a kind compared, not a kind looked up in the registry).

``tests/tools/test_ruleset_names.py`` enforces it: no place in ``src/liubo``, and none
under ``tools`` outside a ``rulesets`` folder. The contract test (``tests/contract``)
proves the other half: that every installed ruleset plays through the contract.
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import sys
import tokenize
from collections import Counter
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
#: the folders scanned, from the repository's root
SCANNED = ("src/liubo", "tools")
#: a folder of this name holds rulesets' own code
RULESET_FOLDER = "rulesets"

#: ``<owner>.kind`` is a ruleset's kind when the owner is one of these
KIND_OWNERS = frozenset({"rules", "ruleset", "view", "move_view"})
#: what follows a kind that is compared
COMPARISONS = frozenset({"==", "!=", "in", "not", "is"})
#: the calls that read an attribute by its name
LOOK_UPS = frozenset({"getattr", "hasattr", "setattr", "delattr"})


class Place(NamedTuple):
    path: str  # from the repository's root
    line: int
    what: str  # "name", "look-up" or "flag"
    text: str


class Names(NamedTuple):
    """What names a ruleset: the word lists of its kinds and ids, and the attributes only
    rulesets' own states and moves have."""

    words: tuple[tuple[str, ...], ...]
    own_attributes: frozenset[str]


def words_of(text: str) -> tuple[str, ...]:
    """The lower-case words of an identifier or a string (underscores, capitals and any
    other character separate them)."""
    found = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", text)
    return tuple(word.lower() for word in found)


def _contains(words: tuple[str, ...], name: tuple[str, ...]) -> bool:
    n = len(name)
    return any(words[i : i + n] == name for i in range(len(words) - n + 1))


def _instance_attributes(obj: object) -> set[str]:
    names = set(dir(type(obj)))
    names |= set(getattr(obj, "__dict__", {}))
    return {n for n in names if not n.startswith("__")}


@cache
def installed_names() -> Names:
    """The names of the installed rulesets (their kinds and ids) and their states' and
    moves' own attributes, found by playing the start of a game of each."""
    sys.path.insert(0, str(ROOT / "src"))
    from liubo.engine import RULESET_FILES, Game, GameMove, GameState, ruleset_kinds

    contract = {n for proto in (GameState, GameMove) for n in dir(proto)}
    words = {words_of(name) for name in (*ruleset_kinds(), *RULESET_FILES)}
    own: set[str] = set()
    for rid in RULESET_FILES:
        game = Game.new(ruleset=rid)
        own |= _instance_attributes(game.state)
        for throw, _chance in game.rules.throws:
            state = game.state.apply_throw(throw)
            moves = state.legal_moves()
            if moves:
                own |= _instance_attributes(state) | _instance_attributes(moves[0])
                break
    own -= contract | set(dir(tuple)) | {"rules", "board", "kind", "id"}
    return Names(tuple(sorted(words)), frozenset(n for n in own if not n.startswith("_")))


def _docstring_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            for stmt in node.body:
                if (
                    isinstance(stmt, ast.Expr)
                    and isinstance(stmt.value, ast.Constant)
                    and isinstance(stmt.value.value, str)
                ):
                    lines.update(range(stmt.lineno, (stmt.end_lineno or stmt.lineno) + 1))
    return lines


def _look_up_lines(tree: ast.AST, own: frozenset[str]) -> set[int]:
    """The lines of ``getattr(x, "name")`` and the like naming a ruleset's own attribute."""
    lines = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in LOOK_UPS
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in own
        ):
            lines.add(node.lineno)
    return lines


def places_in(path: Path, names: Names | None = None) -> Iterator[Place]:
    """The places of one file that name a ruleset or reach into one (one a line)."""
    text = path.read_text(encoding="utf-8")
    yield from places_in_text(text, path.relative_to(ROOT).as_posix(), names)


def places_in_text(source: str, rel: str, names: Names | None = None) -> Iterator[Place]:
    """The places of one file's text (``rel``: its path from the repository's root)."""
    names = names or installed_names()
    tree = ast.parse(source)
    docs = _docstring_lines(tree)
    look_ups = _look_up_lines(tree, names.own_attributes)
    lines = source.splitlines()
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE)
    ]
    seen: set[int] = set()

    def named(text: str) -> bool:
        words = words_of(text)
        return any(_contains(words, name) for name in names.words)

    for i, tok in enumerate(tokens):
        line = tok.start[0]
        what = ""
        if line in look_ups:
            what = "look-up"
        elif tok.type == tokenize.NAME and named(tok.string):
            what = "name"
        elif tok.type == tokenize.STRING and line not in docs and named(tok.string):
            what = "name"
        elif tok.type == tokenize.NAME and i >= 2 and tokens[i - 1].string == ".":
            owner = tokens[i - 2].string
            if (
                tok.string == "kind"
                and (owner in KIND_OWNERS or (owner == ")" and tokens[i - 4].string in KIND_OWNERS))
                and i + 1 < len(tokens)
                and tokens[i + 1].string in COMPARISONS
            ):
                what = "flag"
        if what and line not in seen:
            seen.add(line)
            yield Place(rel, line, what, lines[line - 1].strip())


def scanned_files() -> list[Path]:
    """The Python files outside the ruleset packages."""
    out = []
    for folder in SCANNED:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if RULESET_FOLDER not in path.relative_to(ROOT).parts:
                out.append(path)
    return out


def all_places(names: Names | None = None) -> list[Place]:
    return [place for path in scanned_files() for place in places_in(path, names)]


def counts(places: list[Place]) -> Counter[str]:
    """How many places each file has."""
    return Counter(place.path for place in places)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--counts", action="store_true", help="the count per file only")
    args = parser.parse_args(argv)
    places = all_places()
    if not args.counts:
        for place in places:
            print(f"{place.path}:{place.line}: [{place.what}] {place.text}")
        print()
    per_file = counts(places)
    for path, count in sorted(per_file.items(), key=lambda item: (-item[1], item[0])):
        print(f"{count:4d}  {path}")
    print(f"{len(places):4d}  places in {len(per_file)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
