"""No import cycles among the modules of ``scorepad/`` and ``ui/``.

The graph is built from each module's syntax tree. At import time, an edge for every import
executed when the module is imported (module level, class bodies, ``try``/``if`` blocks); in the
full graph, also for every import inside a function and every import under ``if TYPE_CHECKING:``,
since a function-local or type-only import that closes a loop only hides the cycle (the same
imports as grimp counts for the import-linter contracts in ``pyproject.toml``). ``from pkg import
name`` is an edge to ``pkg.name`` when that is a module, to ``pkg`` otherwise. A cycle is a
strongly connected component of more than one module (or a module importing itself); the failure
names one cycle through each.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from tests.helpers.paths import ROOT

PACKAGES = ("scorepad", "ui")


def module_files(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, Path]:
    """Every module of the packages by dotted name (a package by its ``__init__``)."""
    out: dict[str, Path] = {}
    for package in packages:
        for path in sorted((root / package).rglob("*.py")):
            parts = list(path.relative_to(root).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


FUNCTIONS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)


def imports(tree: ast.AST, function_local: bool) -> Iterator[ast.Import | ast.ImportFrom]:
    """The import statements of a module: those run when it is imported; with ``function_local``
    also those inside its functions and those under ``if TYPE_CHECKING:``."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        for child in ast.iter_child_nodes(node):
            if isinstance(child, FUNCTIONS) and not function_local:
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                yield child
            elif isinstance(child, ast.If) and _is_type_checking(child.test) and not function_local:
                stack.extend(child.orelse)
            else:
                stack.append(child)


def _resolve(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    if not is_package:
        base.pop()
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, *([node.module] if node.module else [])])


def _count_local(node: ast.AST, inside: bool) -> int:
    n = 0
    for child in ast.iter_child_nodes(node):
        n += inside and isinstance(child, ast.Import | ast.ImportFrom)
        n += _count_local(child, inside or isinstance(child, FUNCTIONS))
    return n


def function_local_imports() -> dict[str, int]:
    """How many import statements each module has inside a function (modules with none left
    out)."""
    out: dict[str, int] = {}
    for module, path in module_files().items():
        n = _count_local(ast.parse(path.read_text(encoding="utf-8")), False)
        if n:
            out[module] = n
    return out


def test_function_local_imports_are_counted() -> None:
    tree = ast.parse("import a\ndef f():\n    import b\n    def g():\n        from c import d\n")
    assert _count_local(tree, False) == 2


def import_graph(
    function_local: bool = False, files: dict[str, Path] | None = None
) -> dict[str, set[str]]:
    """Module -> the modules of the packages it imports (at import time; with
    ``function_local``, anywhere)."""
    files = module_files() if files is None else files
    graph: dict[str, set[str]] = {m: set() for m in files}
    for module, path in files.items():
        is_package = path.name == "__init__.py"
        for node in imports(ast.parse(path.read_text(encoding="utf-8")), function_local):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                base = _resolve(module, is_package, node)
                targets = [
                    f"{base}.{a.name}" if f"{base}.{a.name}" in files else base for a in node.names
                ]
            graph[module].update(t for t in targets if t in files)
    return graph


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's components with a cycle in them, each sorted, in sorted order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
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
            if len(component) > 1 or v in graph[v]:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return sorted(found)


def a_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One cycle through the first module of a component, as a path back to it (shortest)."""
    start, members = component[0], set(component)
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & members):
            if w == start:
                return [*paths[v], start]
            if w not in paths:
                paths[w] = [*paths[v], w]
                queue.append(w)
    raise AssertionError(f"no cycle through {start}")


def test_the_graph_sees_the_imports() -> None:
    """The graph is not empty: the CLI imports the rules, the window imports the core."""
    graph = import_graph()
    assert "scorepad.rules" in graph["scorepad.cli"] | graph["scorepad.commands.score"]
    assert any(m.startswith("scorepad") for v in graph if v.startswith("ui") for m in graph[v])


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert strongly_connected(graph) == [["a", "b", "c"], ["e"]]
    assert a_cycle(graph, ["a", "b", "c"]) == ["a", "b", "c", "a"]


def cycles(graph: dict[str, set[str]]) -> list[str]:
    return [" -> ".join(a_cycle(graph, c)) for c in strongly_connected(graph)]


def test_no_import_cycles_at_import_time() -> None:
    graph = import_graph()
    assert cycles(graph) == [], "import cycles:\n" + "\n".join(cycles(graph))


def test_no_import_cycles_even_through_function_local_or_type_only_imports() -> None:
    """A function-local or ``TYPE_CHECKING`` import that closes a loop only hides the cycle: none
    may, ``# Lazy:`` or not."""
    graph = import_graph(function_local=True)
    assert cycles(graph) == [], "import cycles:\n" + "\n".join(cycles(graph))


def lazy_marked(path: Path) -> dict[int, bool]:
    """Each function-local import's line -> whether a ``# Lazy:`` comment heads it: on the line
    above, or above the run of imports it belongs to."""
    lines = path.read_text(encoding="utf-8").splitlines()
    out: dict[int, bool] = {}

    def walk(node: ast.AST, inside: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if inside and isinstance(child, ast.Import | ast.ImportFrom):
                i = child.lineno - 2
                while i >= 0 and (
                    not lines[i].strip() or lines[i].strip().startswith(("import ", "from "))
                ):
                    i -= 1
                out[child.lineno] = i >= 0 and lines[i].strip().startswith("# Lazy:")
            walk(child, inside or isinstance(child, FUNCTIONS))

    walk(ast.parse("\n".join(lines)), False)
    return out


#: Function-local imports kept without ``# Lazy:``: ui/main_window.py's ``try: import ...
#: except ImportError:`` fallbacks (its owner removes them; only its import lines are ours here).
UNMARKED_ALLOWED = {
    ("ui.main_window", "ui.render"),
    ("ui.main_window", "ui.about"),
    ("ui.main_window", "scorepad"),
}


def unmarked_local_imports(files: dict[str, Path]) -> list[tuple[str, str]]:
    """(module, imported module) of every function-local import without a ``# Lazy:`` comment."""
    out = []
    for module, path in files.items():
        marked = lazy_marked(path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom) and marked.get(node.lineno) is False:
                name = node.names[0].name if isinstance(node, ast.Import) else node.module or ""
                out.append((module, name))
    return sorted(out)


def test_function_local_imports_are_measured_start_up_savings() -> None:
    """Every import inside a function says what it saves (``# Lazy: <what>, <measured ms>``)."""
    unmarked = [u for u in unmarked_local_imports(module_files()) if u not in UNMARKED_ALLOWED]
    assert unmarked == []


def _package(tmp_path: Path, modules: dict[str, str]) -> dict[str, Path]:
    for name, text in modules.items():
        path = tmp_path / (name.replace(".", "/") + ".py")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return module_files(tmp_path, ("pkg",))


def test_the_checks_fail_on_a_synthetic_package(tmp_path: Path) -> None:
    """The tests above can fail: a cycle at import time, one hidden in a function (marked lazy or
    not), and a function-local import with no ``# Lazy:`` comment are all seen."""
    files = _package(
        tmp_path,
        {
            "pkg.__init__": "",
            "pkg.a": "from pkg import b\n",
            "pkg.b": "import pkg.a\n",
            "pkg.c": "def f():\n    # Lazy: saves 5 ms\n    import os\n    from pkg import d\n",
            "pkg.d": "import json\n\ndef g():\n    from pkg.c import f\n",
        },
    )
    assert cycles(import_graph(files=files)) == ["pkg.a -> pkg.b -> pkg.a"]
    assert cycles(import_graph(function_local=True, files=files)) == [
        "pkg.a -> pkg.b -> pkg.a",
        "pkg.c -> pkg.d -> pkg.c",
    ]
    assert unmarked_local_imports(files) == [("pkg.d", "pkg.c")]


def test_test_modules_import_no_other_test_module() -> None:
    """Shared test code lives in tests/helpers/ and conftest.py files: no test module imports a
    test module (tests.core.*, tests.ui.*) or a conftest."""
    offending = []
    for path in sorted((ROOT / "tests").rglob("*.py")):
        for node in imports(ast.parse(path.read_text(encoding="utf-8")), function_local=True):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
            )
            for name in names:
                parts = name.split(".")
                if parts[0] == "tests" and (
                    parts[1:2] in (["core"], ["ui"]) or parts[-1] == "conftest"
                ):
                    offending.append(f"{path.relative_to(ROOT)}: {name}")
    assert offending == []


def test_a_type_only_import_closes_a_cycle(tmp_path: Path) -> None:
    files = _package(
        tmp_path,
        {
            "pkg.__init__": "",
            "pkg.a": "import pkg.b\n",
            "pkg.b": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg import a\n",
        },
    )
    assert cycles(import_graph(files=files)) == []
    assert cycles(import_graph(function_local=True, files=files)) == ["pkg.a -> pkg.b -> pkg.a"]
