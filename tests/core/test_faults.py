"""Fault injection in the store: a full disk, a read-only history, another program's write
lock, damage, a stale ``-wal`` and leftover temporary files. Each failure is a plain message of
its own kind (never "damaged" unless SQLite says so) and writes nothing."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.enums import Seat
from scorepad.records.record import Rubber, Stake
from scorepad.store import Store
from scorepad.store.failures import (
    DamagedError,
    DiskFullError,
    LockedError,
    ReadOnlyError,
    StorageError,
    classify,
)
from scorepad.store.files import backup, backups, clear_temp_files, is_sound, restore
from tests.helpers.unwritable import unwritable

FOUR = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


def tricks(ns: int) -> dict[str, Any]:
    return {"tricks": {"NS": ns, "EW": 13 - ns}}


def whist(*deals: int) -> Rubber:
    return Rubber(
        game="short_whist",
        players=FOUR,
        played_on="2026-11-29",
        table="Table 1",
        stake=Stake(1, 1),
        deals=tuple(tricks(n) for n in deals),
    )


def _history(tmp_path: Path, *deals: int) -> tuple[Path, int]:
    p = tmp_path / "h.db"
    with Store.open(p, backup=False) as s:
        rid = s.create_rubber(whist(*deals))
    return p, rid


def _deals(p: Path, rid: int) -> int:
    with Store.open(p, read_only=True) as s:
        return s.rubber_info(rid).deals


def test_a_full_disk_says_so_and_writes_nothing(tmp_path: Path) -> None:
    p, rid = _history(tmp_path, 7)
    s = Store.open(p, backup=False)
    (pages,) = s._conn.execute("PRAGMA page_count").fetchone()
    s._conn.execute(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(DiskFullError, match="disk is full") as caught:
        for _ in range(500):  # the file grows a page at a time
            s.create_rubber(whist(9, 4))
    assert "damaged" not in str(caught.value)
    recorded = len(s.rubbers())
    s._conn.execute(f"PRAGMA max_page_count = {pages * 100}")
    s.record_deal(rid, tricks(9))  # the store is still usable once there is room
    assert s.rubber_info(rid).deals == 2 and len(s.rubbers()) == recorded
    s.close()


def test_a_read_only_history_can_be_read_and_refuses_every_write(tmp_path: Path) -> None:
    p, rid = _history(tmp_path, 7, 9)
    before = p.read_bytes()
    with Store.open(p, read_only=True) as s:
        assert s.read_only and s.rubber_info(rid).deals == 2
        with pytest.raises(ReadOnlyError, match="read-only") as caught:
            s.record_deal(rid, tricks(4))
        assert "damaged" not in str(caught.value)
    assert p.read_bytes() == before


def test_sqlite_read_only_error_is_read_only_not_damaged(tmp_path: Path) -> None:
    p, _rid = _history(tmp_path, 7)
    conn = sqlite3.connect(p.resolve().as_uri() + "?mode=ro", uri=True)
    with pytest.raises(sqlite3.Error) as caught:
        conn.execute("DELETE FROM deals")
    conn.close()
    error = classify(caught.value, p)
    assert isinstance(error, ReadOnlyError) and "damaged" not in str(error)


_HOLDER = """
import sqlite3, sys, time
c = sqlite3.connect(sys.argv[1], isolation_level=None)
c.execute("BEGIN IMMEDIATE")
print("held", flush=True)
sys.stdin.readline()  # hold until told (bounded by the test's timeout)
c.execute("ROLLBACK")
"""


def _hold_lock(p: Path) -> subprocess.Popen[str]:
    holder = subprocess.Popen(
        [sys.executable, "-c", _HOLDER, str(p)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


def test_another_programs_write_lock_is_locked_not_damaged(tmp_path: Path) -> None:
    p, rid = _history(tmp_path, 7)
    s = Store.open(p, backup=False)
    s.set_busy_timeout(100)
    holder = _hold_lock(p)
    try:
        with pytest.raises(LockedError, match=r"(?i)another program is writing") as caught:
            s.record_deal(rid, tricks(9))
        assert "damaged" not in str(caught.value)
    finally:
        holder.communicate("\n", timeout=30)
    s.record_deal(rid, tricks(9))  # the same write goes through once the lock is free
    assert s.rubber_info(rid).deals == 2
    s.close()


def _damage_a_page(p: Path) -> None:
    with sqlite3.connect(p) as c:
        c.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        page = c.execute("PRAGMA page_size").fetchone()[0]
    data = bytearray(p.read_bytes())
    middle = (len(data) // page // 2) * page
    data[middle : middle + page] = bytes(range(256)) * (page // 256)
    p.write_bytes(bytes(data))


def _big_history(tmp_path: Path) -> Path:
    p = tmp_path / "h.db"
    with Store.open(p, backup=False) as s:
        s.import_records([whist(9, 4, 7).to_json()] * 300)
    return p


def test_a_damaged_copy_never_enters_the_rotation_and_the_good_one_stays(tmp_path: Path) -> None:
    p = _big_history(tmp_path)
    good = backup(p, today=dt.date(2026, 1, 1))
    assert good is not None and is_sound(good)
    _damage_a_page(p)
    with pytest.raises(DamagedError, match="damaged"):
        backup(p, today=dt.date(2026, 1, 2))
    assert backups(p) == [good]  # the damaged copy is not there, the good one still is
    assert not list(tmp_path.glob(".scorepad-tmp-*"))


def test_concurrent_first_opens_of_the_day_all_back_up(tmp_path: Path) -> None:
    p = _big_history(tmp_path)
    script = (
        "import sys; from pathlib import Path; from scorepad.store import Store\n"
        "Store.open(Path(sys.argv[1])).close()\n"
    )
    runs = [
        subprocess.Popen([sys.executable, "-c", script, str(p)], stderr=subprocess.PIPE)
        for _ in range(4)
    ]
    errors = [r.communicate(timeout=120)[1].decode() for r in runs]
    assert [r.returncode for r in runs] == [0, 0, 0, 0], errors
    (today,) = backups(p)
    assert is_sound(today)
    assert not list(tmp_path.glob(".scorepad-tmp-*"))


def test_sqlite_damage_is_reported_as_damage_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = _big_history(tmp_path)
    _damage_a_page(p)
    code = main(["--db", str(p), "stats"])
    err = capsys.readouterr().err
    assert code == 2 and "damaged" in err and "Traceback" not in err
    assert "restore" in err


def _record_and_die(p: Path, rid: int, n: int) -> None:
    """In a child: record ``n`` deals, then die without closing (the ``-wal`` stays)."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            s = Store.open(p, backup=False)
            s._conn.execute("PRAGMA wal_autocheckpoint = 0")
            for i in range(n):
                s.record_deal(rid, tricks(6 + i % 2))  # one trick over each way: no game
        finally:
            os._exit(0)
    os.waitpid(pid, 0)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_restore_never_replays_a_stale_wal(tmp_path: Path) -> None:
    p, rid = _history(tmp_path, 7, 6)
    saved = backup(p, today=dt.date(2026, 1, 1))
    assert saved is not None
    _record_and_die(p, rid, 5)
    wal = p.with_name(p.name + "-wal")
    assert wal.exists() and wal.stat().st_size > 0
    aside = restore(p, saved)
    assert not wal.exists()
    assert _deals(p, rid) == 2  # the five later hands were not re-applied
    assert aside is not None and _deals(aside, rid) == 7  # the old file, with its wal, kept


def test_restore_on_the_command_line_and_a_damaged_backup_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = _big_history(tmp_path)
    saved = backup(p, today=dt.date(2026, 1, 1))
    assert saved is not None
    _damage_a_page(p)
    bad = tmp_path / "h.backup-2026-01-02.db"
    bad.write_bytes(p.read_bytes())
    assert main(["--db", str(p), "restore", str(bad)]) == 2
    assert "damaged" in capsys.readouterr().err
    assert main(["--db", str(p), "restore", str(saved)]) == 0
    assert is_sound(p)
    with Store.open(p) as s:
        assert len(s.rubbers()) == 300


def test_leftover_temporary_files_are_cleared_on_the_next_start(tmp_path: Path) -> None:
    p, _ = _history(tmp_path, 7)
    dead = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"],
        text=True,
        capture_output=True,
        check=True,
    ).stdout.strip()
    left = tmp_path / f".scorepad-tmp-{dead}-abcd-h.backup-2026-01-01.db"
    left.write_bytes(b"half a backup")
    mine = tmp_path / f".scorepad-tmp-{os.getpid()}-abcd-h.db"
    mine.write_bytes(b"in progress")
    Store.open(p).close()
    assert not left.exists() and mine.exists()  # a live process's file is left alone
    mine.unlink()
    assert clear_temp_files(tmp_path) == []


def test_every_storage_error_is_a_store_error_with_advice() -> None:
    for cls in (DiskFullError, ReadOnlyError, LockedError, DamagedError):
        e = cls(Path("h.db"))
        assert isinstance(e, StorageError) and "h.db" in str(e) and len(str(e)) > 40


def test_a_damaged_deal_record_quarantines_one_rubber(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scorepad.store.core import DamagedRubberError

    p, bad = _history(tmp_path, 7, 6, 7)
    with Store.open(p, backup=False) as s:
        good = s.create_rubber(whist(6))
        s._conn.execute("UPDATE deals SET record = '[1, 2' WHERE rubber_id = ? AND idx = 1", [bad])
        s._conn.commit()
        assert s.damaged_rubbers() == [bad]
        assert s.readable_deals(bad) == [tricks(7)]
        with pytest.raises(DamagedRubberError, match="deal 2") as caught:
            s.load_rubber(bad)
        assert caught.value.readable == [tricks(7)]
        with pytest.raises(DamagedRubberError):
            s.record_deal(bad, tricks(6))
        assert s.rubber_info(bad).deals == 3  # nothing written to it
        s.record_deal(good, tricks(7))  # the rest works
        assert s.load_rubber(good).deals == (tricks(6), tricks(7))
        assert len(s.rubbers()) == 2
    assert main(["--db", str(p), "players"]) == 0


def _kill_midway(work: Any, seconds: float) -> None:
    """Fork ``work()``, SIGKILL it after ``seconds``."""
    import signal
    import time

    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            work()
        finally:
            os._exit(0)
    time.sleep(seconds)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_a_kill_during_backup_leaves_only_sound_backups_and_no_temp_files(
    tmp_path: Path,
) -> None:
    p = _big_history(tmp_path)

    def back_up_day_after_day() -> None:
        for k in range(500):
            backup(p, today=dt.date(2026, 1, 1) + dt.timedelta(days=k), keep=3)

    for delay in (0.0, 0.01, 0.03, 0.08):
        _kill_midway(back_up_day_after_day, delay)
        assert all(is_sound(b) for b in backups(p))
    Store.open(p).close()  # the next start clears what the kills left
    assert not list(tmp_path.glob(".scorepad-tmp-*"))
    assert is_sound(p)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_a_kill_during_import_writes_all_or_nothing(tmp_path: Path) -> None:
    p, _ = _history(tmp_path, 7)
    batch = [whist(9, 4, 7).to_json()] * 200

    def import_batches() -> None:
        with Store.open(p, backup=False) as s:
            for _ in range(50):
                s.import_records(batch)

    for delay in (0.05, 0.2, 0.4):
        _kill_midway(import_batches, delay)
        with Store.open(p, backup=False) as s:
            assert (len(s.rubbers()) - 1) % len(batch) == 0  # whole imports only
    assert is_sound(p)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_a_kill_during_an_edit_leaves_one_whole_version_and_a_sound_chain(tmp_path: Path) -> None:
    """SIGKILL while a hand is corrected again and again: the rubber holds either record
    whole, its hash chain still verifies, and the file is sound."""
    from scorepad.store.checks import check_history

    p, rid = _history(tmp_path, 9, 4)

    def correct_over_and_over() -> None:
        with Store.open(p, backup=False) as s:
            for k in range(2000):
                s.replace_deal(rid, 0, tricks(8 if k % 2 else 10))

    for delay in (0.05, 0.15, 0.3):
        _kill_midway(correct_over_and_over, delay)
        with Store.open(p, backup=False) as s:
            first = s.load_rubber(rid).deals[0]
            assert first in (tricks(9), tricks(8), tricks(10))
            assert s.load_rubber(rid).deals[1] == tricks(4)
            found = check_history(s)
            assert found.ok, found
    assert is_sound(p)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork()")
def test_a_kill_during_export_leaves_a_whole_export_or_none_and_no_temp_files(
    tmp_path: Path,
) -> None:
    """SIGKILL while `scorepad export` writes, JSON and CSV, into a folder of its own: what is
    at --out is a whole export that imports (or nothing), every CSV there is whole, and the
    next export into that folder clears what the kills left."""
    import csv
    import json

    p = tmp_path / "h.db"
    with Store.open(p, backup=False) as s:
        s.import_records([whist(9, 4, 7, 8).to_json()] * 300)
    folder = tmp_path / "exports"
    folder.mkdir()
    out, csv_dir = folder / "x.json", folder / "csv"

    def export_again_and_again() -> None:
        for k in range(200):
            if k % 2:
                main(["--db", str(p), "export", "--format", "csv", "--out", str(csv_dir)])
            else:
                main(["--db", str(p), "export", "--out", str(out)])

    for delay in (0.2, 0.5, 0.9, 1.4):
        _kill_midway(export_again_and_again, delay)
        if out.exists():
            exported = json.loads(out.read_text(encoding="utf-8"))
            assert len(exported["rubbers"]) == 300
        for name, rows in (("rubbers.csv", 300), ("deals.csv", 1200)):
            if (csv_dir / name).exists():
                with (csv_dir / name).open(encoding="utf-8-sig", newline="") as fh:
                    assert len(list(csv.reader(fh))) == rows + 1, name
    assert main(["--db", str(p), "export", "--out", str(out)]) == 0
    assert main(["--db", str(p), "export", "--format", "csv", "--out", str(csv_dir)]) == 0
    for left in [*folder.iterdir(), *csv_dir.iterdir()]:
        age = dt.datetime.now().timestamp() - 120  # (a leftover without a process id: an hour on)
        os.utime(left, (age, age))
    assert main(["--db", str(p), "export", "--out", str(out)]) == 0
    assert main(["--db", str(p), "export", "--format", "csv", "--out", str(csv_dir)]) == 0
    assert sorted(f.name for f in folder.iterdir()) == ["csv", "x.json"]
    assert sorted(f.name for f in csv_dir.iterdir()) == [
        "damaged.csv",  # the rubbers and drives that do not read whole (issue 31): none here
        "deals.csv",
        "drive_lines.csv",  # the drives' files (issue 13), written with headers only
        "drive_standings.csv",
        "drives.csv",
        "players.csv",
        "rubbers.csv",
    ]
    fresh = tmp_path / "fresh.db"
    assert main(["--db", str(fresh), "import", str(out)]) == 0
    with Store.open(fresh, read_only=True) as s:
        assert len(s.rubbers()) == 300


def test_a_killed_csv_exports_folder_is_cleared_once_it_is_a_minute_old(tmp_path: Path) -> None:
    left = tmp_path / ".scorepad-export-k3x9"  # (tempfile.mkdtemp's name: no process id)
    left.mkdir()
    (left / "deals.csv").write_text("half a file")
    assert clear_temp_files(tmp_path) == []  # it may still be being written
    old = dt.datetime.now().timestamp() - 120
    os.utime(left, (old, old))
    assert clear_temp_files(tmp_path) == [left] and not left.exists()


@pytest.mark.parametrize("what", ["file", "folder"])
def test_import_onto_an_unwritable_history_says_read_only_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], what: str
) -> None:
    """As root too (CI), through an immutable file or folder."""
    folder = tmp_path / "club"
    folder.mkdir()
    p = folder / "h.db"
    with Store.open(p, backup=False) as s:
        s.create_rubber(whist(7))
    export = tmp_path / "x.json"
    assert main(["--db", str(p), "export", "--out", str(export)]) == 0
    with Store.open(tmp_path / "other.db", backup=False) as s:
        s.create_rubber(whist(9, 4))
    assert main(["--db", str(tmp_path / "other.db"), "export", "--out", str(export)]) == 0
    capsys.readouterr()
    before = p.read_bytes()
    with unwritable(p if what == "file" else folder):
        code = main(["--db", str(p), "import", str(export)])
    after = p.read_bytes()
    err = capsys.readouterr().err
    assert code == 2, err
    assert "read-only" in err and "Traceback" not in err
    assert "damaged" not in err and "unexpected" not in err
    assert after == before


def test_a_history_in_a_read_only_folder_opens_to_be_looked_at(tmp_path: Path) -> None:
    """A read-only folder (a share, a CD): opening to write says read-only, not damaged, and
    the window's fallback (opening it read-only) shows every rubber and refuses every write."""
    folder = tmp_path / "share"
    folder.mkdir()
    p, rid = _history(folder, 7, 9)
    before = p.read_bytes()
    with unwritable(folder):
        with pytest.raises(ReadOnlyError, match="read-only") as caught:
            Store.open(p)
        assert "damaged" not in str(caught.value)
        with Store.open(p, read_only=True) as s:
            assert s.read_only and s.rubber_info(rid).deals == 2
            with pytest.raises(ReadOnlyError):
                s.record_deal(rid, tricks(4))
        assert sorted(f.name for f in folder.iterdir()) == ["h.db"]
    assert p.read_bytes() == before


def test_a_read_only_folder_with_changes_in_its_wal_is_not_shown_stale(tmp_path: Path) -> None:
    """A ``-wal`` holding changes not yet in the file cannot be read where no ``-shm`` can be
    made: refused as read-only rather than shown without those changes."""
    p, rid = _history(tmp_path, 7)
    writer = sqlite3.connect(p)
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute("UPDATE rubbers SET table_label = 'Table 9' WHERE id = ?", [rid])
    writer.commit()
    folder = tmp_path / "share"
    folder.mkdir()
    for name in ("h.db", "h.db-wal"):
        (folder / name).write_bytes((tmp_path / name).read_bytes())
    writer.close()
    assert (folder / "h.db-wal").stat().st_size > 0
    with unwritable(folder):
        try:
            with Store.open(folder / "h.db", read_only=True) as s:
                assert s.rubber_info(rid).table == "Table 9"  # (read with the -wal, or...)
        except ReadOnlyError as e:  # ... refused in words
            assert "damaged" not in str(e)


def test_a_backup_on_a_read_only_disc_restores(tmp_path: Path) -> None:
    """A backup kept where nothing can be written (a CD, a read-only share), in WAL mode as
    the history itself is, is checked and restored."""
    p, rid = _history(tmp_path, 7, 9)
    disc = tmp_path / "disc"
    disc.mkdir()
    copy = disc / "h.db"
    copy.write_bytes(p.read_bytes())  # the history closed: its -wal is folded into the file
    with Store.open(p, backup=False) as s:
        s.record_deal(rid, tricks(4))
    with unwritable(disc):
        assert is_sound(copy)
        restore(p, copy)
    assert _deals(p, rid) == 2
