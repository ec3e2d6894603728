"""No module under ``scorepad/`` imports ``ui`` or Qt, not even inside a function.

The import-time check (test_boundary.py) cannot see an import that runs only when a function is
called; this one reads every module's syntax tree, so a lazy ``from ui import printing`` in a
subcommand, or ``importlib.import_module("ui.render")``, fails here before anyone runs it.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: Top-level packages the core must never import.
FORBIDDEN = ("ui", "PySide6", "shiboken6")
#: Calls that import the module named by their first argument.
DYNAMIC_IMPORTS = ("import_module", "__import__", "find_spec")

CORE = ROOT / "scorepad"


def forbidden(name: str) -> bool:
    return name.split(".")[0] in FORBIDDEN


def callee(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def imports_of(tree: ast.AST) -> list[tuple[int, str]]:
    """Every module the tree imports, by line: statements anywhere in it (functions, classes,
    ``if TYPE_CHECKING`` blocks included) and dynamic imports of a string literal."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Call) and callee(node) in DYNAMIC_IMPORTS and node.args:
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.append((node.lineno, arg.value))
    return found


def core_modules() -> list[Path]:
    return sorted(CORE.rglob("*.py"))


def test_the_core_has_modules_to_check() -> None:
    names = {p.relative_to(CORE).as_posix() for p in core_modules()}
    assert {"cli.py", "commands/score.py", "rules/__init__.py"} <= names


@pytest.mark.parametrize("path", core_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_core_module_imports_ui_or_qt(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    bad = [f"line {line}: {name}" for line, name in imports_of(tree) if forbidden(name)]
    assert not bad, f"{path.relative_to(ROOT)} imports the window or Qt: {'; '.join(bad)}"


@pytest.mark.parametrize(
    "source",
    [
        "import ui",
        "import PySide6.QtGui as g",
        "from ui.printing import write_pdf",
        "from PySide6 import QtCore",
        "def f():\n    from ui import printing\n",
        "class C:\n    def m(self):\n        import shiboken6\n",
        "import importlib\nimportlib.import_module('ui.render')",
        "from importlib import import_module\nimport_module('PySide6.QtGui')",
        "__import__('ui')",
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ui.pad import PadStyle\n",
    ],
)
def test_the_check_sees_every_way_of_importing(source: str) -> None:
    assert any(forbidden(name) for _, name in imports_of(ast.parse(source)))


@pytest.mark.parametrize(
    "source",
    [
        "import uikit",
        "from scorepad.ui_text import x",
        "from . import ui",  # a relative import names the core's own module
        "print('ui')",
        "import importlib\nimportlib.import_module(name)",
    ],
)
def test_the_check_passes_what_is_not_the_window(source: str) -> None:
    assert not any(forbidden(name) for _, name in imports_of(ast.parse(source)))
