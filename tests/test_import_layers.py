"""The modules import each other in one direction only: no circle, no import upwards.

Read from the source with :mod:`ast` (every import, at the top of a module or inside a
function), so a lazy import is held to the same rule: it still ties the two modules.
The layers, lowest first, are what docs/architecture.md draws.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("core", "docdedup_gui")

# Lowest first; a module belongs to the longest prefix that names it.
LAYERS = (
    ("the contract", ("core.contract", "core.contract_spans", "core.records", "core.errors", "core.charnames",
                      "core.input.limits", "core.input.validation", "core.input.decode_sentences",
                      "core.input._json_locate")),
    ("helpers", ("core.progress", "core.jobs", "core.perf", "core.output.file_lock")),
    ("input", ("core.input",)),
    ("grouping and output", ("core.grouping", "core.grouped_file", "core.onepass", "core.engines",
                             "core.output")),
    ("what is shown", ("core.differences", "core.display", "core.inspection", "core.output.result_reader",
                       "core.seed_checks", "core.seed_evidence", "core.census")),
    ("what is open and decided", ("core.review", "core.session", "core.session_compare",
                                  "core.session_analyses", "core.prepared_pairs", "core.playground")),
    ("the desktop's launcher and start page", ("core.desktop",)),
    ("the command line", ("core.cli", "core.__init__")),
    ("a widget as a picture", ("docdedup_gui.slides.picture",)),  # Qt and the core only
    ("the window", ("docdedup_gui",)),
)

# Known and not yet undone (none now). Remove an entry with its fix.
KNOWN_CIRCLES: set[frozenset[str]] = set()
KNOWN_UPWARD: set[tuple[str, str]] = set()


def _modules() -> dict[str, tuple[Path, bool]]:
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            is_package = parts[-1] == "__init__"
            modules[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return modules


def _imports(name: str, path: Path, is_package: bool, modules) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[:len(base) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            for alias in node.names:  # "from . import report" imports the module report
                found.add(f"{target}.{alias.name}" if f"{target}.{alias.name}" in modules else target)
    return {target for target in found if target in modules and target != name}


def import_graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, is_package, modules) for name, (path, is_package) in modules.items()}


def circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                members = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    members.add(member)
                    if member == node:
                        break
                if len(members) > 1:
                    found.append(frozenset(members))
    return found


def layer_of(module: str) -> int:
    """The number of ``module``'s layer (``core`` itself is its ``__init__``: the front door)."""
    named = "core.__init__" if module == "core" else module
    best = None
    for number, (_name, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            inside = named == prefix or named.startswith(prefix + ".")
            if inside and (best is None or len(prefix) > best[1]):
                best = (number, len(prefix))
    assert best is not None, (f"{module} is in no layer: add it to LAYERS in {Path(__file__).name} "
                              "(and to docs/architecture.md)")
    return best[0]


def test_the_graph_sees_imports_of_every_kind():
    graph = import_graph()
    assert "core.contract" in graph["core.input.locating_load"]  # from ..contract import ...
    assert "core.onepass.ranges" in graph["core.onepass.loaded"]  # from . import ranges
    assert "core.cli.subcommand_base" in graph["core.cli.group_command"]


def test_no_import_circle():
    found = [circle for circle in circles(import_graph()) if circle not in KNOWN_CIRCLES]
    assert not found, f"modules that import each other: {[sorted(circle) for circle in found]}"


def test_the_circle_finder_finds_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert circles(graph) == [frozenset({"a", "b", "c"})]


def test_no_module_imports_a_layer_above_its_own():
    graph = import_graph()
    upward = [(module, target) for module, targets in sorted(graph.items()) for target in sorted(targets)
              if layer_of(target) > layer_of(module) and (module, target) not in KNOWN_UPWARD]
    assert not upward, "imports from a higher layer: " + ", ".join(f"{a} -> {b}" for a, b in upward)
