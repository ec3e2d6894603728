"""The day's check and backup done apart from the open (scorepad/store/daily.py): the window's
open leaves them due, they run on connections of their own while the history is written, a stop
leaves no half backup, and a command that only reads never waits for a backup."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.enums import Seat
from scorepad.records.record import Rubber
from scorepad.store import Store, backup_path
from scorepad.store import files as store_files
from scorepad.store.daily import BACKING_UP, CHECKING, run_daily
from scorepad.store.failures import DamagedError
from scorepad.store.files import Stop, backups, is_sound

PLAYERS = {Seat.N: "Mrs Grey", Seat.E: "Col. Hay", Seat.S: "Miss Bell", Seat.W: "Dr Lamb"}


def _history(path: Path, rubbers: int = 30) -> list[int]:
    with Store.open(path, backup=False) as s:
        ids = [
            s.create_rubber(Rubber(game="short_whist", players=dict(PLAYERS)))
            for _ in range(rubbers)
        ]
        for rid in ids:
            s.record_deal(rid, {"tricks": {"NS": 7, "EW": 6}})
    return ids


def _deep_checks(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    seen: list[bool] = []
    inspect = store_files.inspect_read_only

    def spy(path: Path, *, deep: bool = False) -> int:
        seen.append(deep)
        return inspect(path, deep=deep)

    import scorepad.store.core as core

    monkeypatch.setattr(core, "inspect_read_only", spy)
    return seen


def test_the_windows_open_leaves_the_days_work_due(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.db"
    _history(path)
    seen = _deep_checks(monkeypatch)
    with Store.open(path, day="apart") as s:
        assert s.daily_due
        assert True not in seen  # no quick_check in the open
        assert not backup_path(path).exists()  # nor a backup, then or at close
    assert not backup_path(path).exists()
    with Store.open(path) as s:  # the usual open (a command that writes): as before
        assert not s.daily_due
    assert seen[-1] is True and is_sound(backup_path(path))


def test_run_daily_checks_then_backs_up_and_the_store_takes_what_it_found(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    ids = _history(path)
    steps: list[str] = []
    with Store.open(path, day="apart") as s:
        found = run_daily(path, Stop(), on_step=steps.append)
        assert steps == [CHECKING, BACKING_UP]
        assert found.damage is None and found.backup == backup_path(path)
        assert {rid for _h, rid in found.sound} == set(ids)
        s.take_daily(found)
        assert not s.daily_due and s.chain_problems == {}
    with sqlite3.connect(path) as c:
        (marked,) = c.execute(
            "SELECT count(*) FROM rubbers WHERE chain_checked IS chain_head"
        ).fetchone()
    assert marked == len(ids)


def test_the_history_is_written_while_the_backup_copies_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hand recorded in the middle of the copy is written at once (no wait), and the backup is
    of the moment the copy began, whole and sound."""
    path = tmp_path / "h.db"
    ids = _history(path, 200)
    monkeypatch.setattr(store_files, "BACKUP_STEP_PAGES", 1)
    halfway = threading.Event()
    go_on = threading.Event()

    class Held(Stop):
        def check(self) -> None:
            if not halfway.is_set() and threading.current_thread().name == "copy":
                halfway.set()
                go_on.wait(30)
            super().check()

    out: dict[str, Any] = {}
    with Store.open(path, day="apart") as s:
        before = s.rubber_state(ids[0]).rubber
        stop = Held()
        copy = threading.Thread(
            target=lambda: out.update(path=store_files.backup(path, stop=stop)), name="copy"
        )
        copy.start()
        assert halfway.wait(30)
        s.record_deal(ids[0], {"tricks": {"NS": 8, "EW": 5}})  # while the copy is held
        assert copy.is_alive()
        go_on.set()
        copy.join(30)
    assert out["path"] == backup_path(path) and is_sound(out["path"])
    with Store.open(out["path"], read_only=True) as b:
        assert b.load_rubber(ids[0]).deals == before.deals  # the moment the copy began
    with Store.open(path, read_only=True) as h:
        assert len(h.load_rubber(ids[0]).deals) == len(before.deals) + 1


def test_a_stop_during_the_copy_leaves_no_half_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "h.db"
    _history(path, 100)
    monkeypatch.setattr(store_files, "BACKUP_STEP_PAGES", 1)
    stop = Stop()
    seen: list[list[str]] = []

    class Stopping(Stop):
        def check(self) -> None:
            names = sorted(f.name for f in tmp_path.iterdir())
            if not stop.is_set() and any(n.startswith(".scorepad-tmp-") for n in names):
                seen.append(names)  # a step of the copy is done: stopped here
                stop.set()
            stop.check()

    found = run_daily(path, Stopping())
    assert found.stopped and found.backup is None
    assert len(seen) == 1  # the copy had begun
    assert [f.name for f in tmp_path.iterdir() if not f.name.startswith("h.db")] == []
    assert backups(path) == []
    again = run_daily(path, Stop())  # the next time makes it
    assert again.backup == backup_path(path) and is_sound(again.backup)


def test_damage_found_by_the_check_is_kept_and_not_copied(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    _history(path, 200)
    with sqlite3.connect(path) as c:
        pages = [
            r[0]
            for r in c.execute(
                "SELECT pageno FROM dbstat WHERE name = 'results_player' ORDER BY pageno"
            )
        ]
        (size,) = c.execute("PRAGMA page_size").fetchone()
    c.close()
    with path.open("r+b") as fh:
        fh.seek((pages[-1] - 1) * size)
        fh.write(b"\xff" * size)
    with Store.open(path, day="apart") as s:  # the open does not look so far
        found = run_daily(path, Stop())
        assert isinstance(found.damage, DamagedError) and found.backup is None
        s.take_daily(found)
        assert s.read_only
        with pytest.raises(Exception, match="read-only"):
            s.record_deal(1, {"tricks": {"NS": 8, "EW": 5}})
    assert backups(path) == []


def test_a_command_that_only_reads_never_waits_for_a_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.db"
    _history(path, 3)
    made: list[Path] = []
    monkeypatch.setattr(store_files, "_backup", lambda p: made.append(p))
    assert main(["--db", str(path), "players"]) == 0
    assert made == [] and not backup_path(path).exists()
    out = tmp_path / "x.json"
    assert main(["--db", str(path), "export", "--out", str(out)]) == 0
    assert made == []
