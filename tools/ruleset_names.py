"""List the places outside the ruleset packages that name a ruleset or branch on its kind.

    python tools/ruleset_names.py            # every place, file:line, then a count per file
    python tools/ruleset_names.py --counts   # the count per file only

A ruleset's own code lives in its packages (any folder ``rulesets/``, e.g.
``src/liubo/engine/rulesets/cazaux/``); everywhere else the game should reach a ruleset
through the registry and the contract. This scans the code's tokens (identifiers and
string literals; comments and docstrings are left out) of ``src/liubo`` and ``tools`` for:

- ``name``: an identifier or a string that names a registered kind of ruleset (any case);
- ``flag``: a branch on what a ruleset is: ``rules.kind == ...``, ``view.kind != ...`` and
  the like (a kind compared, not a kind looked up in the registry), or the move view's
  flags ``has_odds``, ``score_kind``, ``counts_plain_faces``.

``tests/tools/test_ruleset_names.py`` enforces it: no place in ``src/liubo``, and under
``tools`` only the scripts it lists (those that drive one ruleset's game on purpose).
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
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
#: the folders scanned, from the repository's root
SCANNED = ("src/liubo", "tools")
#: a folder of this name holds rulesets' own code
RULESET_FOLDER = "rulesets"

FLAGS = frozenset({"has_odds", "score_kind", "counts_plain_faces"})
#: ``<owner>.kind`` is a ruleset's kind when the owner is one of these
KIND_OWNERS = frozenset({"rules", "ruleset", "view", "move_view"})
#: what follows a kind that is compared
COMPARISONS = frozenset({"==", "!=", "in", "not", "is"})


class Place(NamedTuple):
    path: str  # from the repository's root
    line: int
    what: str  # "name" or "flag"
    text: str


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


def ruleset_names() -> re.Pattern[str]:
    """The names of the registered kinds of ruleset, as one pattern."""
    sys.path.insert(0, str(ROOT / "src"))
    from liubo.engine import ruleset_kinds

    return re.compile("|".join(re.escape(kind) for kind in ruleset_kinds()), re.IGNORECASE)


NAMES = ruleset_names()


def places_in(path: Path) -> Iterator[Place]:
    """The places of one file that name a ruleset or branch on its kind (one a line)."""
    yield from places_in_text(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())


def places_in_text(source: str, rel: str) -> Iterator[Place]:
    """The places of one file's text (``rel``: its path from the repository's root)."""
    docs = _docstring_lines(ast.parse(source))
    lines = source.splitlines()
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE)
    ]
    seen: set[int] = set()
    for i, tok in enumerate(tokens):
        line = tok.start[0]
        what = ""
        if tok.type == tokenize.NAME and NAMES.search(tok.string):
            what = "name"
        elif tok.type == tokenize.STRING and line not in docs and NAMES.search(tok.string):
            what = "name"
        elif tok.type == tokenize.NAME and i >= 2 and tokens[i - 1].string == ".":
            owner = tokens[i - 2].string
            if tok.string in FLAGS:
                what = "flag"
            elif (
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


def all_places() -> list[Place]:
    return [place for path in scanned_files() for place in places_in(path)]


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
