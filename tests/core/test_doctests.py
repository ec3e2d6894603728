"""The examples in the core's docstrings are tests too (python-chess / pokerkit style)."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import scorepad

CORE = sorted(
    m.name
    for m in pkgutil.walk_packages(scorepad.__path__, "scorepad.")
    if not m.name.endswith("__main__")
)
MODULES = [*CORE, "tests.helpers.strategies"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} docstring example(s) failed in {name}"
