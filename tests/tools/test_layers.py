"""The package's layers: no import circles, lower layers never import higher ones.

Two checks. Statically, every import in ``src/liubo`` (at module level or inside a
function, but not under ``TYPE_CHECKING``) forms a graph that must have no cycle and must
respect the layers. Dynamically, every module is imported alone in a fresh interpreter,
and the pure modules must not have pulled in pygame.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"
PACKAGE = SRC / "liubo"

#: module prefix -> prefixes it must never import (directly or through other modules)
FORBIDDEN = {
    "liubo.engine": (
        "pygame",
        "pygame_gui",
        "liubo.ai",
        "liubo.render",
        "liubo.scenes",
        "liubo.context",
        "liubo.app",
        "liubo.cli",
    ),
    "liubo.ai": (
        "pygame",
        "pygame_gui",
        "liubo.render",
        "liubo.scenes",
        "liubo.context",
        "liubo.app",
        "liubo.cli",
    ),
    "liubo.render": ("liubo.scenes", "liubo.app", "liubo.cli", "liubo.context"),
    "liubo.model.turn_input": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.event_log": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.game_text": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.content": (
        "pygame",
        "liubo.model",
        "liubo.render",
        "liubo.scenes",
        "liubo.context",
        "liubo.app",
        "liubo.cli",
    ),
    "liubo.model.presentation": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.rulesets": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.move_view": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.readings_text": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.game_session": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.model.computer_players": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.services.file_safety": (
        "pygame",
        "liubo.render",
        "liubo.scenes",
        "liubo.services.storage",
    ),
    "liubo.services.storage": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.services.desktop_entry": ("pygame", "liubo.render", "liubo.scenes"),
    "liubo.dist": ("liubo.scenes", "liubo.app", "liubo.cli", "liubo.context"),
    # the browser edition's Python: what Pyodide runs, without pygame
    "liubo.web": (
        "pygame",
        "pygame_gui",
        "liubo.render",
        "liubo.scenes",
        "liubo.context",
        "liubo.app",
        "liubo.cli",
        "liubo.tools",
        "liubo.dist",
    ),
}
#: modules that must load without pygame when imported alone
PURE = (
    "liubo.services.file_safety",
    "liubo.services.storage",
    "liubo.model.odds",
    "liubo.model.history",
    "liubo.model.throw_entry",
    "liubo.engine",
    "liubo.ai",
    "liubo.model.turn_input",
    "liubo.model.event_log",
    "liubo.model.game_text",
    "liubo.model.presentation",
    "liubo.model.rulesets",
    "liubo.model.move_view",
    "liubo.model.readings_text",
    "liubo.model.game_session",
    "liubo.model.computer_players",
    "liubo.content.rulebook",
    "liubo.content.lessons",
    "liubo.content.evidence",
    "liubo.tools.sim",
    "liubo.tools.strength",
    "liubo.services.desktop_entry",
    "liubo.web.bridge",
)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                for sub in ast.walk(child):
                    if hasattr(sub, "lineno"):
                        lines.add(sub.lineno)
    return lines


def imports_of(name: str) -> set[str]:
    """Every module ``name`` imports at run time (liubo modules resolved, others by top name)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _type_checking_lines(tree)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if getattr(node, "lineno", None) in skip:
            continue
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:  # "from . import game_text" names a module
                candidate = f"{target}.{alias.name}"
                out.add(candidate if candidate in MODULES else target)
    return {m for m in out if m}


GRAPH = {name: {m for m in imports_of(name) if m in MODULES} for name in MODULES}


def test_every_module_is_found():
    assert "liubo.scenes.game" in MODULES and "liubo.engine.rulesets.tlv.state" in MODULES


def test_no_import_circle():
    """Tarjan's strongly connected components: every one must be a single module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in GRAPH[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in GRAPH[v]:
                circles.append(sorted(component))

    for name in sorted(GRAPH):
        if name not in index:
            visit(name)
    assert circles == []


def reach(name: str) -> set[str]:
    """Everything ``name`` imports, directly or through other liubo modules."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        for m in imports_of(todo.pop()):
            if m not in seen:
                seen.add(m)
                if m in MODULES:
                    todo.append(m)
    return seen


@pytest.mark.parametrize("name", sorted(MODULES))
def test_layers_are_respected(name):
    rules = [
        bad for prefix, bad in FORBIDDEN.items() if name == prefix or name.startswith(prefix + ".")
    ]
    if not rules:
        return
    reached = reach(name)
    broken = sorted(
        m for m in reached for bad in rules for b in bad if m == b or m.startswith(b + ".")
    )
    assert broken == [], f"{name} reaches {broken}"


PROBE = (
    "import importlib, json, sys; importlib.import_module(sys.argv[1]); "
    "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'liubo'))))"
)


def import_alone(name: str, probe: str = PROBE) -> tuple[str, int, str, str]:
    """Import ``name`` in a fresh headless interpreter running ``probe``: (name, exit code,
    stdout, stderr)."""
    proc = subprocess.run(
        [sys.executable, "-c", probe, name],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "PATH": "",
            "PYTHONPATH": str(SRC),
        },
    )
    return name, proc.returncode, proc.stdout, proc.stderr


def test_every_module_imports_alone_in_a_fresh_interpreter():
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(
            pool.map(import_alone, [n for n in sorted(MODULES) if not n.endswith("__main__")])
        )
    failed = [(name, err.strip().splitlines()[-1:]) for name, code, _out, err in results if code]
    assert failed == []
    for name, _code, out, _err in results:
        if any(name == p or name.startswith(p + ".") for p in PURE):
            loaded = json.loads(out)
            assert not [m for m in loaded if m.startswith("pygame")], f"{name} loads pygame"


#: the way to the game's first frame, and the players' modules: none may load numpy (only
#: the learned evaluation needs it, loaded when an expert player first thinks)
NUMPY_FREE = (
    "liubo.app",
    "liubo.cli",
    "liubo.scenes.title",
    "liubo.scenes.game",
    "liubo.ai",
    "liubo.ai.rulesets.tlv.players",
    "liubo.ai.rulesets.cazaux.evaluate",
    "liubo.ai.worker",
    "liubo.tools.strength",
)

NUMPY_PROBE = (
    "import importlib, sys; importlib.import_module(sys.argv[1]); print('numpy' in sys.modules)"
)


@pytest.mark.parametrize("name", NUMPY_FREE)
def test_the_first_frame_does_not_load_numpy(name):
    _name, code, out, err = import_alone(name, NUMPY_PROBE)
    assert code == 0, err
    assert out.strip() == "False", f"importing {name} loads numpy"


def test_the_learned_evaluation_is_where_numpy_is():
    """The check above would pass vacuously if nothing used numpy: the numpy network does,
    its plain-Python twin (the browser edition's) and the learned players do not."""
    assert "numpy" in imports_of("liubo.ai.network")
    for name in (
        "liubo.ai.plain_network",
        "liubo.ai.npy_file",
        "liubo.ai.rulesets.tlv.learned",
        "liubo.ai.rulesets.cazaux.learned",
    ):
        assert "numpy" not in imports_of(name), name
