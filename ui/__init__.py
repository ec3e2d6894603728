"""Scorepad's window (PySide6). It shows and records what the core computes; it never scores."""

from __future__ import annotations

import sys
from types import ModuleType

from ui.class_cache import install as _compile_classes_once

# First, before any other module of the window: its dataclasses' methods compiled once, not at
# every start (ui/class_cache.py, ~50 ms of a start).
_compile_classes_once()


def skip_source_scan() -> None:
    """Spare Scorepad's own modules PySide6's reading of their source at import.

    Once PySide6 is imported, it looks at every module imported after it to learn whether
    the module may ask for one of its ``__feature__`` options (``snake_case``,
    ``true_property``): ``shibokensupport.feature._mod_uses_pyside`` reads the module's whole
    source file (``inspect.getsource``) and searches it for the word "PySide6". For the
    ~140 modules of a start that is ~18 ms of reading files, before the window takes typing.
    Scorepad never asks for a feature, and its modules are known: ``ui`` uses PySide6 and
    ``scorepad`` never does (the core knows no screen). Every other module is still read, as
    PySide6 does. Nothing changes if PySide6 is not imported yet, or has no such function
    (another version): it is then read as before."""
    feature = sys.modules.get("shibokensupport.feature")
    scan = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or scan is None or getattr(scan, "scorepad_known", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        name = getattr(module, "__name__", "")
        if name == "ui" or name.startswith("ui."):
            return True
        if name == "scorepad" or name.startswith("scorepad."):
            return False
        return bool(scan(module))

    uses_pyside.scorepad_known = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]


skip_source_scan()  # PySide6 imported already (a test, a painting subcommand): at once
