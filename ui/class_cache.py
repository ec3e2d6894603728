"""The window's dataclasses made without compiling their methods again at every start.

:mod:`dataclasses` writes the methods of each class (``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, and a frozen class's ``__setattr__`` and ``__delattr__``) as Python source and
runs it through :func:`exec`, which compiles it: ~420 compilations for the ~75 dataclasses a
start imports before the window takes typing, ~50 ms on Python 3.11 (3.13 compiles once a
class). :func:`install` gives :mod:`dataclasses` an ``exec`` that compiles each source once and
keeps the code:

- in this process (a frozen class's ``__setattr__`` and ``__delattr__`` are the same source
  for every class);
- and between starts, in a file beside the window's compiled bytecode (``ui/__pycache__``,
  or under ``PYTHONPYCACHEPREFIX``), written as Python writes its own: not when bytecode is
  not written (``PYTHONDONTWRITEBYTECODE``), not in a frozen bundle, and silently not where
  it cannot be written.

The code run is exactly what ``exec`` would compile from the same source: the same text, the
same file name (``<string>``), no ``__future__`` flags of this module's (``dont_inherit``), and
the globals and namespace ``dataclasses`` passes. The file is keyed by the Python version and
bytecode magic number; anything in it that does not read is ignored and compiled afresh.
"""

from __future__ import annotations

import atexit
import contextlib
import dataclasses
import marshal
import os
import sys
from importlib.util import MAGIC_NUMBER, cache_from_source
from pathlib import Path
from types import CodeType
from typing import Any

#: What the file holds: (``_HEADER``, {source: code}).
_HEADER = (sys.version, MAGIC_NUMBER)
#: At most this many sources are kept in the file (the classes of every part of the window).
MOST = 4000

_codes: dict[str, CodeType] = {}
_state = {"added": 0, "read": 0}


def _exec(source: Any, globals: Any = None, locals: Any = None, /) -> None:
    """``exec`` as :mod:`dataclasses` calls it, with each source compiled once."""
    if isinstance(source, str):
        if not _state["read"]:  # the file read with the first class made, not at install
            _state["read"] = 1
            path = cache_file()
            if path is not None:
                _load(path)
        code = _codes.get(source)
        if code is None:
            code = compile(source, "<string>", "exec", dont_inherit=True)
            _codes[source] = code
            _state["added"] += 1
        source = code
    exec(source, globals, locals)


def cache_file() -> Path | None:
    """The file beside ``ui``'s compiled bytecode; None in a frozen bundle (PyInstaller's),
    whose own folder is never written to (a signed macOS application would no longer be)."""
    if getattr(sys, "frozen", False):
        return None
    try:
        pyc = Path(cache_from_source(str(Path(__file__).with_name("__init__.py"))))
    except (NotImplementedError, ValueError):
        return None
    tag = sys.implementation.cache_tag or "python"
    return pyc.with_name(f"dataclass-methods.{tag}.marshal")


def _load(path: Path) -> None:
    try:
        header, codes = marshal.loads(path.read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return
    if header != _HEADER or not isinstance(codes, dict):
        return
    for source, code in codes.items():
        if isinstance(source, str) and isinstance(code, CodeType):
            _codes.setdefault(source, code)


def save(path: Path | None = None) -> bool:
    """Write the sources compiled in this process, and those read at start, to the file (if
    any was compiled here); True if it was written."""
    path = path or cache_file()
    if path is None or not _state["added"] or sys.dont_write_bytecode:
        return False
    codes = dict(list(_codes.items())[:MOST])
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(marshal.dumps((_HEADER, codes)))
        os.replace(tmp, path)
    except OSError:  # a read-only install: compiled at each start, as without the file
        with contextlib.suppress(OSError):
            tmp.unlink(missing_ok=True)
        return False
    _state["added"] = 0
    return True


def install() -> None:
    """Give :mod:`dataclasses` the compiling-once ``exec``, with the codes kept from the last
    start (read when the first class is made: a command that makes none, such as the command
    line's registration of ``ui.commands``, reads nothing); the new ones are written when the
    process ends. Once only."""
    if getattr(dataclasses, "exec", None) is _exec:
        return
    # A module's global shadows the builtin: dataclasses' own calls of exec() find this one.
    dataclasses.exec = _exec  # type: ignore[attr-defined]
    atexit.register(save)
