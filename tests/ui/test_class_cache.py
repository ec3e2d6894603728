"""The window's dataclasses compiled once (ui/class_cache.py): the same classes, fewer
compilations, a file that never stands in the way."""

from __future__ import annotations

import dataclasses
import inspect
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import ui.class_cache as class_cache

ROOT = Path(__file__).resolve().parents[2]


def _make(**options: Any) -> type:
    @dataclasses.dataclass(**options)
    class Deal:
        """A deal."""

        tricks: int
        dealer: str = "N"
        notes: tuple[str, ...] = ()
        extra: list[int] = dataclasses.field(default_factory=list)

    return Deal


def _with_builtin_exec(**options: Any) -> type:
    saved = dataclasses.exec  # type: ignore[attr-defined]
    del dataclasses.exec  # type: ignore[attr-defined]
    try:
        return _make(**options)
    finally:
        dataclasses.exec = saved  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "options",
    [{}, {"frozen": True}, {"frozen": True, "slots": True}, {"order": True}, {"eq": False}],
    ids=str,
)
def test_a_class_is_the_one_dataclasses_makes_without_it(options: dict[str, Any]) -> None:
    assert dataclasses.exec is class_cache._exec  # type: ignore[attr-defined]  # installed by ui
    ours, theirs = _make(**options), _with_builtin_exec(**options)
    for name in ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__lt__"):
        a, b = getattr(ours, name, None), getattr(theirs, name, None)
        assert (a is None) == (b is None), name
        if callable(a) and hasattr(a, "__code__"):
            assert inspect.signature(a) == inspect.signature(b), name
            assert a.__annotations__ == b.__annotations__, name  # no __future__ flags of ours
            assert a.__code__.co_code == b.__code__.co_code, name
            assert a.__qualname__ == b.__qualname__, name
    x, y = ours(7, notes=("a",)), theirs(7, notes=("a",))
    assert repr(x).split("(", 1)[1] == repr(y).split("(", 1)[1]
    assert (x == ours(7, notes=("a",))) == (y == theirs(7, notes=("a",)))
    if options.get("frozen"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            x.tricks = 8  # type: ignore[misc]
    assert x.extra == [] and x.extra is not ours(7).extra  # the default factory, each time


def test_each_source_is_compiled_once() -> None:
    before = len(class_cache._codes)
    _make(frozen=True)
    after_first = len(class_cache._codes)
    _make(frozen=True)  # the same class again: every method's source is known
    assert len(class_cache._codes) == after_first
    assert after_first >= before  # (the first may be known already from an earlier test)


_START = """
import sys
import ui  # installs it
import ui.class_cache as c
import scorepad.sheets.sheet, scorepad.store.rows, scorepad.store.changes
print("added", c._state["added"], "known", len(c._codes))
"""


def _python(tmp_path: Path, code: str, **env: str) -> str:
    """``python -c CODE`` writing bytecode (under ``tmp_path``): its standard output."""
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={
            **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
            "PYTHONPYCACHEPREFIX": str(tmp_path / "pycache"),
            **env,
        },
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


def _run(tmp_path: Path, **env: str) -> tuple[int, int]:
    words = _python(tmp_path, _START, **env).split()
    return int(words[1]), int(words[3])


def _file(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "pycache").rglob("dataclass-methods.*"))


def test_the_next_start_compiles_nothing_again(tmp_path: Path) -> None:
    added, known = _run(tmp_path)
    assert added > 50 and known == added  # the first start compiles them ...
    (path,) = _file(tmp_path)
    written = path.stat().st_mtime_ns
    added, known = _run(tmp_path)
    assert added == 0 and known > 50  # ... the next reads them,
    assert path.stat().st_mtime_ns == written  # and writes nothing


def test_no_file_where_bytecode_is_not_written(tmp_path: Path) -> None:
    added, _ = _run(tmp_path, PYTHONDONTWRITEBYTECODE="1")
    assert added > 50
    assert _file(tmp_path) == []


@pytest.mark.parametrize(
    "content",
    [b"", b"not marshal at all", b"\xff" * 64],
    ids=["empty", "text", "bytes"],
)
def test_a_file_that_does_not_read_is_compiled_afresh(tmp_path: Path, content: bytes) -> None:
    _run(tmp_path)
    (path,) = _file(tmp_path)
    path.write_bytes(content)
    added, _ = _run(tmp_path)
    assert added > 50  # compiled again, nothing raised ...
    assert _run(tmp_path)[0] == 0  # ... and written whole again


def test_a_file_of_another_python_is_not_used(tmp_path: Path) -> None:
    import marshal

    _run(tmp_path)
    (path,) = _file(tmp_path)
    _, codes = marshal.loads(path.read_bytes())
    path.write_bytes(marshal.dumps((("2.7.18", b"\x03\xf3\r\n"), codes)))
    assert _run(tmp_path)[0] > 50


def test_a_folder_that_cannot_be_written_is_no_failure(tmp_path: Path, monkeypatch: Any) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the folder would be")
    monkeypatch.setitem(class_cache._state, "added", 1)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    assert class_cache.save(blocked / "sub" / "dataclass-methods.marshal") is False
    assert blocked.read_text() == "a file where the folder would be"
    assert list(tmp_path.iterdir()) == [blocked]  # no temporary file left


def test_no_write_when_nothing_was_compiled(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setitem(class_cache._state, "added", 0)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    assert class_cache.save(tmp_path / "dataclass-methods.marshal") is False
    assert list(tmp_path.iterdir()) == []


def test_the_file_holds_at_most_its_limit(tmp_path: Path, monkeypatch: Any) -> None:
    import marshal

    monkeypatch.setattr(class_cache, "MOST", 3)
    monkeypatch.setitem(class_cache._state, "added", 1)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    for i in range(5):
        class_cache._exec(textwrap.dedent(f"def f{i}():\n    return {i}\n"), {}, {})
    path = tmp_path / "dataclass-methods.marshal"
    assert class_cache.save(path) is True
    _, codes = marshal.loads(path.read_bytes())
    assert len(codes) == 3


def test_a_frozen_bundle_keeps_no_file(monkeypatch: Any) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert class_cache.cache_file() is None
    monkeypatch.setitem(class_cache._state, "added", 1)
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    assert class_cache.save() is False


def test_the_file_is_read_with_the_first_class_made(tmp_path: Path) -> None:
    """Importing ``ui`` reads nothing; the file is read when a dataclass is first made."""
    _run(tmp_path)  # the file made
    code = (
        "import dataclasses\nimport ui.class_cache as c\n"
        "print('read', c._state['read'], 'known', len(c._codes))\n"
        "@dataclasses.dataclass\nclass A:\n    x: int\n"
        "print('read', c._state['read'], 'known', len(c._codes) > 50)\n"
    )
    said = _python(tmp_path, code).split()
    assert said == ["read", "0", "known", "0", "read", "1", "known", "True"]
