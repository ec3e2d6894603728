"""Issue 31: ``scorepad verify`` tells a stray write-ahead log from damage.

A log left beside the history by another copy of it (copied while open, carried on elsewhere)
passes SQLite's own checks of a log: nothing in it names the file it belongs to. Read in, it
either mixes pages of two histories (the check fails) or puts the other copy's rubbers in place
of this one's. verify checks copies of the file with and without the log, names the log, says
the history itself is whole, and moves the log aside only when asked, never deleting it.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from scorepad.cli import main
from scorepad.errors import StoreError
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store.stray_log import STRAY_WORDS, examine, in_use, move_aside

FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
CONTRACT = {"format": "scorepad-rubber/1", "game": "contract", "played_on": "2026-11-29"}
DEALS = [
    {"declarer": "N", "contract": "4S", "result": 10},
    {"declarer": "E", "contract": "3NT", "result": 9},
]


def run(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), *args])
    out, err = capsys.readouterr()
    return code, out, err


def add(store: Store, n: int, first: int) -> None:
    for t in range(first, first + n):
        rid = store.create_rubber(
            Rubber.from_json({**CONTRACT, "table": f"Table {t}", "players": FOUR, "deals": []})
        )
        for d in DEALS:
            store.record_deal(rid, d)


def tables(path: Path) -> list[str]:
    with sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True) as conn:
        return [r[0] for r in conn.execute("SELECT table_label FROM rubbers ORDER BY id")]


def diverged(tmp_path: Path, here: int, there: int) -> Path:
    """A history of 5 rubbers copied; the history then gains ``here`` rubbers, the copy
    ``there``, and the copy's log, never copied into its file, is left beside the history."""
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as s:
        add(s, 5, 1)
    shutil.copyfile(db, tmp_path / "copy.db")
    with Store.open(db, backup=False) as s:
        add(s, here, 10)
    copy = Store.open(tmp_path / "copy.db", backup=False)
    copy._conn.execute("PRAGMA wal_autocheckpoint = 0")
    add(copy, there, 100)
    shutil.copyfile(tmp_path / "copy.db-wal", tmp_path / "h.db-wal")
    copy.close()
    return db


@pytest.mark.parametrize(
    ("here", "there", "why"),
    [
        (40, 1, "would not read whole (SQLite's check: "),  # pages of two histories mixed
        # (the copy's 20 rubbers: its log then rewrites whole pages, and the file still reads)
        (100, 20, "would lose or rewrite 100 rubbers that the file alone holds"),
    ],
)
def test_a_diverged_copy_s_log_is_said_in_words_and_nothing_is_lost(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, here: int, there: int, why: str
) -> None:
    db = diverged(tmp_path, here, there)
    file_bytes, log_bytes = db.read_bytes(), (tmp_path / "h.db-wal").read_bytes()
    code, out, err = run(capsys, db, "verify")
    assert code == 2 and "DAMAGED" not in out + err and "Traceback" not in err
    assert STRAY_WORDS in out and str(tmp_path / "h.db-wal") in out and why in out
    assert "scorepad verify --move-stray-log" in out
    assert f"chains: {5 + here} of {5 + here} rubbers match their chain" in out
    assert out.rstrip().endswith("moves it aside)")
    # Nothing touched: the file and the log are as they were, the log not read into the file.
    assert db.read_bytes() == file_bytes and (tmp_path / "h.db-wal").read_bytes() == log_bytes
    assert len(tables(db)) == 5 + here


def test_the_log_is_moved_aside_only_when_asked_never_deleted(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = diverged(tmp_path, 40, 1)
    log_bytes = (tmp_path / "h.db-wal").read_bytes()
    run(capsys, db, "verify")
    assert (tmp_path / "h.db-wal").read_bytes() == log_bytes  # verify alone moves nothing
    code, out, _ = run(capsys, db, "verify", "--move-stray-log")
    assert code == 0 and "moved aside to" in out and out.rstrip().endswith("verify: clean")
    [aside] = tmp_path.glob("h.db-wal.stray-*")
    assert aside.read_bytes() == log_bytes and not (tmp_path / "h.db-wal").exists()
    assert str(aside) in out
    code, out, _ = run(capsys, db, "verify")
    assert code == 0 and "log:" not in out and "45 of 45 rubbers match their chain" in out
    assert tables(db)[-1] == "Table 49"  # the history's own rubbers, none of the copy's
    code, out, _ = run(capsys, db, "verify", "--move-stray-log")
    assert code == 0 and "nothing moved" in out


def test_a_log_of_this_very_file_is_read_in_as_usual(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """What a crash leaves (the history's own log, its changes not yet in the file) is not
    stray: verify finds nothing to say of it and the changes are there."""
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as s:
        add(s, 3, 1)
    live = Store.open(db, backup=False)
    live._conn.execute("PRAGMA wal_autocheckpoint = 0")
    add(live, 2, 20)
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    shutil.copyfile(db, crashed / "h.db")
    shutil.copyfile(tmp_path / "h.db-wal", crashed / "h.db-wal")
    live.close()
    assert examine(crashed / "h.db") is None
    code, out, _ = run(capsys, crashed / "h.db", "verify")
    assert code == 0 and "log:" not in out and "5 of 5 rubbers match their chain" in out


def test_a_history_open_in_any_process_is_in_use_and_its_log_never_moved(tmp_path: Path) -> None:
    """A log beside a history that a connection has open is that connection's own, live: it
    is never examined nor moved. In use here (a Store open) and in another process (its
    SQLite lock on the -shm)."""
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as s:
        add(s, 1, 1)
        assert in_use(db)
    assert not in_use(db)
    code = (
        "import sqlite3, sys, time\n"
        f"c = sqlite3.connect({str(db)!r}); c.execute('SELECT count(*) FROM rubbers').fetchall()\n"
        "print('open', flush=True); sys.stdin.readline()\n"
    )
    other = subprocess.Popen(
        [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert other.stdout is not None and other.stdout.readline() == "open\n"
        assert in_use(db)
    finally:
        other.communicate("\n", timeout=30)
    assert not in_use(db)


def test_moving_is_refused_while_the_history_is_open(tmp_path: Path) -> None:
    db = diverged(tmp_path, 40, 1)
    stray = examine(db)
    assert stray is not None and stray.log == tmp_path / "h.db-wal"
    (tmp_path / "h.db-shm").write_bytes(b"")  # (an -shm: what an open connection keeps)
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import fcntl, os, sys\n"
            f"fd = os.open({str(tmp_path / 'h.db-shm')!r}, os.O_RDWR)\n"
            "fcntl.lockf(fd, fcntl.LOCK_SH, 1, 128)  # as SQLite's connections hold it\n"
            "print('held', flush=True); sys.stdin.readline()\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        assert examine(db) is None  # a live log: not examined
        with pytest.raises(StoreError, match="close it"):
            move_aside(db, stray)
        assert (tmp_path / "h.db-wal").exists()
    finally:
        holder.communicate("\n", timeout=30)
    assert move_aside(db, stray).name.startswith("h.db-wal.stray-")
