"""A full disk is said to be full, not failing, and a missing table or column is named for what
it is: a newer Scorepad's history, or a bug (scorepad/store/failures.py).

SQLite reports a disk with almost no room left (0-8 KB) as an input/output error when its
``-shm`` or ``-wal`` cannot grow, not as SQLITE_FULL: the free space decides. The test that
always runs fakes ``os.statvfs``; a tmpfs of 2 MB shows it for real where the tests run as root.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.failures import (
    DiskFullError,
    DiskIOError,
    UnexpectedError,
    classify,
    disk_full,
)
from scorepad.store.schema import APP_ID, MIGRATIONS_TABLE

PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}
DEAL = {"tricks": {"NS": 7, "EW": 6}}


def _io_error(name: str = "SQLITE_IOERR_SHMSIZE") -> sqlite3.OperationalError:
    error = sqlite3.OperationalError("disk I/O error")
    error.sqlite_errorname = name  # type: ignore[attr-defined]
    return error


def _free(monkeypatch: pytest.MonkeyPatch, free: int) -> None:
    """``os.statvfs`` says ``free`` bytes are left (in 4 KB blocks, as the system counts)."""
    real = os.statvfs

    class Fake:
        def __init__(self, st: os.statvfs_result) -> None:
            self.f_frsize = 4096
            self.f_bsize = 4096
            self.f_blocks = st.f_blocks
            self.f_bavail = free // 4096
            self.f_bfree = free // 4096

    monkeypatch.setattr(os, "statvfs", lambda p: Fake(real(p)))


@pytest.mark.parametrize("free", [0, 4096, 8192])
def test_an_input_output_error_with_no_room_left_is_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, free: int
) -> None:
    path = tmp_path / "h.db"
    assert type(classify(_io_error(), path)) is DiskIOError  # room enough: the disk failing
    _free(monkeypatch, free)
    assert disk_full(path)
    error = classify(_io_error(), path)
    assert type(error) is DiskFullError
    assert "disk is full" in str(error) and "failing" not in str(error)
    assert type(classify(OSError(5, "Input/output error"), path)) is DiskFullError


def test_a_full_disk_does_not_make_a_bug_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _free(monkeypatch, 0)
    error = classify(sqlite3.OperationalError("no such column: x"), tmp_path / "h.db")
    assert type(error) is UnexpectedError and "disk is full" not in str(error)


def _history(path: Path) -> None:
    with Store.open(path, backup=False) as s:
        s.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS), deals=[DEAL]))


def _no_such_column(path: Path) -> sqlite3.Error:
    c = sqlite3.connect(path)
    try:
        c.execute("SELECT no_such_column FROM rubbers")
    except sqlite3.Error as e:
        return e
    finally:
        c.close()
    raise AssertionError("no error")


def test_a_missing_column_in_this_scorepads_schema_is_named_a_bug(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    _history(path)
    text = str(classify(_no_such_column(path), path))
    assert "no such column: no_such_column" in text
    assert "bug in Scorepad" in text and "disk" not in text.replace(str(path), "")
    assert "Please report it" in text and "newer Scorepad" not in text


def test_a_missing_column_in_a_newer_scorepads_history_is_named_so(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    _history(path)
    with sqlite3.connect(path) as c:
        c.execute(
            f"INSERT INTO {MIGRATIONS_TABLE} (migration_set, name, applied_at) "
            "VALUES (?, 'm999_from_the_future', '2030-01-01')",
            [APP_ID],
        )
    c.close()
    error = classify(_no_such_column(path), path)
    assert type(error) is UnexpectedError
    text = str(error)
    assert "written by a newer Scorepad (schema m999_from_the_future)" in text
    assert "upgrade Scorepad" in text and "disk" not in text.replace(str(path), "")


@pytest.fixture
def tmpfs(tmp_path: Path) -> Iterator[Path]:
    """A tmpfs of 2 MB (root only: skipped with the reason otherwise)."""
    if os.geteuid() != 0:
        pytest.skip("mounting a 2 MB tmpfs needs root; the faked os.statvfs test stands in")
    where = tmp_path / "small"
    where.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(where)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


@pytest.mark.parametrize("left", [0, 4096, 8192])
def test_a_disk_with_0_to_8_kb_free_is_said_to_be_full(tmpfs: Path, left: int) -> None:
    path = tmpfs / "h.db"
    _history(path)
    free = os.statvfs(tmpfs).f_bavail * os.statvfs(tmpfs).f_frsize
    with (tmpfs / "filler").open("wb") as fh:
        fh.write(b"x" * max(0, free - left))
    assert os.statvfs(tmpfs).f_bavail * os.statvfs(tmpfs).f_frsize <= left
    with pytest.raises(DiskFullError, match="disk is full") as caught, Store.open(path) as s:
        s.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS), deals=[DEAL]))
    assert "failing" not in str(caught.value)
    (tmpfs / "filler").unlink()
    with Store.open(path, read_only=True) as s:  # nothing lost
        assert len(s.rubbers()) == 1
