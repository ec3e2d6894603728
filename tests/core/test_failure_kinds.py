"""Each kind of SQLite failure, triggered for real, gets its own words: only SQLite's
``SQLITE_IOERR*`` is called a disk failure, only ``SQLITE_CORRUPT``/``SQLITE_NOTADB`` damage, and
anything SQLite did not expect (``no such column``, a constraint, a closed connection) is an
"unexpected problem" to report: on the command line exit 2 and no traceback, nothing written."""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.enums import Seat
from scorepad.records.record import Rubber, Stake
from scorepad.store import Store
from scorepad.store.failures import (
    DETAIL_LIMIT,
    DamagedError,
    DiskFullError,
    DiskIOError,
    LockedError,
    NotADatabaseError,
    ReadOnlyError,
    StorageError,
    UnexpectedError,
    classify,
)
from tests.helpers.unwritable import unwritable

FOUR = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


def whist(*deals: int) -> Rubber:
    return Rubber(
        game="short_whist",
        players=FOUR,
        played_on="2026-11-29",
        table="Table 1",
        stake=Stake(1, 1),
        deals=tuple({"tricks": {"NS": n, "EW": 13 - n}} for n in deals),
    )


def _failure(work: Callable[[], Any]) -> sqlite3.Error:
    with pytest.raises(sqlite3.Error) as caught:
        work()
    return caught.value


@pytest.fixture
def conn(tmp_path: Path) -> sqlite3.Connection:
    c = sqlite3.connect(tmp_path / "plain.db")
    c.execute("CREATE TABLE t (a INTEGER UNIQUE)")
    c.executemany("INSERT INTO t VALUES (?)", [(i,) for i in range(50)])
    c.commit()
    yield c
    c.close()


@pytest.mark.parametrize(
    ("sql", "words"),
    [
        ("SELECT no_such_column FROM t", "no such column: no_such_column"),
        ("SELECT * FROM no_such_table", "no such table: no_such_table"),
        ("INSERT INTO t VALUES (1)", "UNIQUE constraint failed: t.a"),
        ("SELEKT 1", "syntax error"),
    ],
)
def test_an_error_sqlite_did_not_expect_is_unexpected_not_the_disk(
    conn: sqlite3.Connection, tmp_path: Path, sql: str, words: str
) -> None:
    error = classify(_failure(lambda: conn.execute(sql)), tmp_path / "h.db")
    assert type(error) is UnexpectedError
    text = str(error)
    assert text.startswith("Scorepad met an unexpected problem with the history")
    assert words in text and "Nothing was written. Please report it." in text
    for wrong in ("disk", "damaged", "read-only", "locked", "another program"):
        assert wrong not in text.replace(str(tmp_path), ""), wrong


def test_a_closed_connection_is_an_unexpected_problem(conn: sqlite3.Connection) -> None:
    conn.close()
    error = classify(_failure(lambda: conn.execute("SELECT 1")))
    assert type(error) is UnexpectedError and "closed database" in str(error)


def test_a_long_detail_is_quoted_short(conn: sqlite3.Connection) -> None:
    name = "x" * 100_000
    error = classify(_failure(lambda: conn.execute(f"SELECT {name} FROM t")))
    assert type(error) is UnexpectedError and len(str(error)) < DETAIL_LIMIT + 200


def test_sqlite_full_is_disk_full(conn: sqlite3.Connection) -> None:
    (pages,) = conn.execute("PRAGMA page_count").fetchone()
    conn.execute(f"PRAGMA max_page_count = {pages}")

    def fill() -> None:
        for i in range(10_000):
            conn.execute("INSERT INTO t VALUES (?)", [1000 + i])

    error = classify(_failure(fill))
    assert type(error) is DiskFullError and "disk is full" in str(error)


def test_sqlite_readonly_is_read_only(conn: sqlite3.Connection, tmp_path: Path) -> None:
    p = tmp_path / "plain.db"
    ro = sqlite3.connect(p.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        error = classify(_failure(lambda: ro.execute("DELETE FROM t")), p)
    finally:
        ro.close()
    assert type(error) is ReadOnlyError and "read-only" in str(error)


def test_cannot_open_in_a_read_only_folder_is_read_only(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    p = folder / "h.db"
    with unwritable(folder):
        error = classify(_failure(lambda: sqlite3.connect(p).execute("CREATE TABLE t (a)")), p)
    assert type(error) is ReadOnlyError


def test_cannot_open_in_a_writable_place_is_not_called_read_only(tmp_path: Path) -> None:
    p = tmp_path / "no such folder" / "h.db"
    error = classify(_failure(lambda: sqlite3.connect(p)), p)
    assert type(error) is UnexpectedError and "unable to open database file" in str(error)


def test_sqlite_busy_is_another_program_writing(conn: sqlite3.Connection, tmp_path: Path) -> None:
    other = sqlite3.connect(tmp_path / "plain.db", timeout=0, isolation_level=None)
    conn.execute("BEGIN IMMEDIATE")
    try:
        error = classify(_failure(lambda: other.execute("BEGIN IMMEDIATE")))
    finally:
        conn.rollback()
        other.close()
    assert type(error) is LockedError and "another program is writing" in str(error).lower()


def test_sqlite_locked_is_locked(conn: sqlite3.Connection) -> None:
    reading = conn.execute("SELECT * FROM t")
    reading.fetchone()
    raw = _failure(lambda: conn.execute("DROP TABLE t"))
    assert (raw.sqlite_errorname or "").startswith("SQLITE_LOCKED")
    assert type(classify(raw)) is LockedError


def test_sqlite_corrupt_is_damaged(tmp_path: Path) -> None:
    p = tmp_path / "big.db"
    c = sqlite3.connect(p)
    c.execute("CREATE TABLE t (a TEXT)")
    c.executemany("INSERT INTO t VALUES (?)", [("x" * 500,) for _ in range(200)])
    c.commit()
    c.close()
    with p.open("r+b") as f:  # scribble over the table's interior page (page 2)
        f.seek(4096 + 8)
        f.write(b"\xff" * 64)
    c = sqlite3.connect(p)
    try:
        error = classify(_failure(lambda: c.execute("SELECT count(*), max(a) FROM t").fetchall()))
    finally:
        c.close()
    assert type(error) is DamagedError and "damaged" in str(error)


def test_sqlite_notadb_is_not_a_history(tmp_path: Path) -> None:
    p = tmp_path / "notes.db"
    p.write_bytes(b"These are my notes, not a database." * 200)
    c = sqlite3.connect(p)
    try:
        error = classify(_failure(lambda: c.execute("SELECT * FROM sqlite_master").fetchall()), p)
    finally:
        c.close()
    assert type(error) is NotADatabaseError and "not a Scorepad history" in str(error)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd")
def test_sqlite_ioerr_is_a_disk_failure(conn: sqlite3.Connection, tmp_path: Path) -> None:
    p = (tmp_path / "plain.db").resolve()
    conn.execute("SELECT * FROM t").fetchall()  # the file is open
    fds = [
        int(f)
        for f in os.listdir("/proc/self/fd")
        if os.path.realpath(f"/proc/self/fd/{f}") == str(p)
    ]
    assert fds
    read_only = os.open(p, os.O_RDONLY)
    try:  # the file's descriptor now refuses what SQLite asks of it: an input/output error
        for fd in fds:
            os.dup2(read_only, fd)
        raw = _failure(lambda: (conn.execute("INSERT INTO t VALUES (1000)"), conn.commit()))
    finally:
        os.close(read_only)
    assert (raw.sqlite_errorname or "").startswith("SQLITE_IOERR")
    error = classify(raw, p)
    assert type(error) is DiskIOError and "disk could not be read or written" in str(error)


@pytest.mark.parametrize(
    ("number", "kind"),
    [
        (errno.ENOSPC, DiskFullError),
        (errno.EROFS, ReadOnlyError),
        (errno.EACCES, ReadOnlyError),
        (errno.EIO, DiskIOError),
        (errno.ENOENT, UnexpectedError),
    ],
)
def test_the_systems_errors_by_number(number: int, kind: type[StorageError]) -> None:
    assert type(classify(OSError(number, os.strerror(number)))) is kind


def _sabotaged(p: Path, *deals: int) -> Path:
    """A history whose next new rubber fails inside SQLite with "no such column"."""
    with Store.open(p, backup=False) as s:
        if deals:
            s.create_rubber(whist(*deals))
    c = sqlite3.connect(p)
    c.execute(
        "CREATE TRIGGER sabotage BEFORE INSERT ON rubbers BEGIN SELECT no_such_column "
        "FROM players; END"
    )
    c.commit()
    c.close()
    return p


def test_the_store_reports_an_unexpected_problem_and_writes_nothing(tmp_path: Path) -> None:
    p = _sabotaged(tmp_path / "h.db", 7, 9)
    with Store.open(p, backup=False) as s:
        with pytest.raises(UnexpectedError, match="no such column: no_such_column"):
            s.create_rubber(whist(8))
        assert len(s.rubbers()) == 1


def test_the_command_line_says_unexpected_with_exit_2_and_no_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "source.db"
    with Store.open(source, backup=False) as s:
        s.create_rubber(whist(7, 9))
    export = tmp_path / "x.json"
    assert main(["--db", str(source), "export", "--out", str(export)]) == 0
    p = _sabotaged(tmp_path / "h.db")
    capsys.readouterr()
    code = main(["--db", str(p), "import", str(export)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert "unexpected problem with the history" in err and "no such column" in err
    assert "Traceback" not in err and "disk" not in err and "damaged" not in err
    with Store.open(p, read_only=True) as s:
        assert s.rubbers() == []


def test_a_constraint_failure_on_the_command_line_is_unexpected_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "source.db"
    with Store.open(source, backup=False) as s:
        s.create_rubber(whist(7, 9))
    export = tmp_path / "x.json"
    assert main(["--db", str(source), "export", "--out", str(export)]) == 0
    p = tmp_path / "h.db"
    Store.open(p, backup=False).close()
    with contextlib.closing(sqlite3.connect(p)) as c:
        c.execute(
            "CREATE TRIGGER sabotage BEFORE INSERT ON rubbers BEGIN "
            "SELECT RAISE(ABORT, 'refused by a trigger'); END"
        )
        c.commit()
    capsys.readouterr()
    code = main(["--db", str(p), "import", str(export)])
    err = capsys.readouterr().err
    assert code == 2, err
    assert "unexpected problem" in err and "refused by a trigger" in err
    assert "Traceback" not in err
    with Store.open(p, read_only=True) as s:
        assert s.rubbers() == []
