"""The store package's names, imported when first asked for (scorepad/store/__init__.py): the
names the type checker is shown, those the package serves and ``__all__`` are the same, and
each is what its module has."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import scorepad.store as store


def _type_checking_names() -> dict[str, tuple[str, str]]:
    tree = ast.parse(Path(store.__file__).read_text())
    block = next(
        n for n in tree.body if isinstance(n, ast.If) and "TYPE_CHECKING" in ast.unparse(n.test)
    )
    return {
        a.asname or a.name: (str(node.module), a.name)
        for node in block.body
        if isinstance(node, ast.ImportFrom)
        for a in node.names
    }


def test_the_names_served_are_those_shown_to_the_type_checker_and_in_all() -> None:
    shown = _type_checking_names()
    assert shown == store._NAMES
    assert sorted(store.__all__) == sorted(store._NAMES)


def test_each_name_is_its_modules() -> None:
    for name, (module, attr) in store._NAMES.items():
        assert getattr(store, name) is getattr(importlib.import_module(module), attr), name
