"""The history's anchors (scorepad/store/anchors.py, anchor_checks.py): the root, the printed
codes and ``verify --head``, the backup compared at open and in verify, an import that holds
less than the history, and the rolling week of the day's check."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.records.record import Rubber
from scorepad.store import ImportRecords, Store, anchors
from scorepad.store.anchor_checks import ROUND_DAYS, week_share
from scorepad.store.files import backup

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
RECORD: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-12-05",
    "players": PLAYERS,
    "deals": [],
}
PART = {"declarer": "E", "contract": "2H", "result": 8}


def _history(path: Path, rubbers: int = 2) -> list[int]:
    with Store.open(path, backup=False) as store:
        ids = []
        for k in range(rubbers):
            rid = store.create_rubber(Rubber.from_json({**RECORD, "table": f"Table {k + 1}"}))
            store.record_deal(rid, PART)
            ids.append(rid)
    return ids


def _run(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str]:
    code = main(["--db", str(db), *args])
    return code, capsys.readouterr().out


# -- the root and the codes -----------------------------------------------------------------------
def test_the_root_changes_with_every_rubber_deleted_cut_or_grown(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    ids = _history(path, 3)
    with Store.open(path, backup=False) as store:
        before = anchors.root(store.conn)
        assert (before.rubbers, before.drives) == (3, 0)
        assert anchors.root(store.conn) == before  # the same history, the same root
        store.record_deal(ids[0], PART)
        grown = anchors.root(store.conn)
    assert grown.hash != before.hash
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM chain WHERE rubber_id = ?", [ids[2]])
        conn.execute("DELETE FROM rubbers WHERE id = ?", [ids[2]])
    assert anchors.root(conn).hash not in (before.hash, grown.hash)
    assert anchors.root(conn).rubbers == 2
    conn.close()


def test_a_code_is_read_as_a_person_types_it() -> None:
    assert anchors.parse_code("3F2A-9C01 b7de") == "3f2a9c01b7de"
    assert anchors.parse_code("3f2a-9c01") is None  # too short to mean anything
    assert anchors.parse_code("not a code at all") is None
    assert anchors.short_code("0123456789abcdef" * 4) == "0123-4567-89ab"


def test_verify_head_follows_a_rubber_that_grew_and_not_one_cut(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.db"
    rid, other = _history(path, 2)
    with Store.open(path, backup=False) as store:
        printed = anchors.short_code(anchors.head(store.conn, rid) or "")
        root = anchors.root(store.conn).code
        code, out = _run(capsys, path, "verify", "--head", root)
        assert code == 0 and "is the history's root now" in out
        store.record_deal(rid, PART)  # a hand recorded after printing: still holds it
    code, out = _run(capsys, path, "verify", "--head", printed, "--rubber", str(rid))
    assert code == 0 and "changed once since" in out
    code, out = _run(capsys, path, "verify", "--head", printed)  # found without --rubber too
    assert code == 0 and f"rubber {rid} still holds" in out
    code, out = _run(capsys, path, "verify", "--head", printed, "--rubber", str(other))
    assert code == 2 and "NOT FOUND" in out  # the code is not of that rubber
    code, out = _run(capsys, path, "verify", "--head", root)  # the root moved on
    assert code == 2 and "is not the root now" in out
    code, out = _run(capsys, path, "verify", "--head", "zz-top")
    assert code == 2 and "is not a code" in out
    code, out = _run(capsys, path, "verify", "--rubber", str(rid))
    assert code == 2 and "--rubber needs --head" in out
    code, out = _run(capsys, path, "verify", "--head", printed, "--rubber", "99")
    assert code == 2 and "rubber 99 is not in the history" in out


# -- the backup -----------------------------------------------------------------------------------
def _backed_up_then_rolled_back(tmp_path: Path) -> Path:
    """A history copied aside, grown by a hand and a rubber, backed up (yesterday), then put
    back as the copy was: rolled back."""
    path = tmp_path / "h.db"
    (rid,) = _history(path, 1)
    older = tmp_path / "older.db"
    shutil.copyfile(path, older)
    with Store.open(path, backup=False) as store:
        store.record_deal(rid, PART)
        store.create_rubber(Rubber.from_json({**RECORD, "table": "Table 9"}))
    assert backup(path, today=dt.date(2026, 12, 5)) is not None
    shutil.copyfile(older, path)
    return path


def test_a_rolled_back_history_says_so_at_the_days_first_open(tmp_path: Path) -> None:
    path = _backed_up_then_rolled_back(tmp_path)
    with Store.open(path) as store:  # no backup today yet: the day's first open
        notes = store.backup_notes
    assert notes[0] == "the history is older than its backup of 5 Dec: was it restored?"
    assert any("rubber 1" in n for n in notes) and any("lacks" in n for n in notes)
    with Store.open(path) as store:  # later opens the same day compare nothing
        assert store.backup_notes == []


def test_verify_compares_with_the_newest_backup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _backed_up_then_rolled_back(tmp_path)
    code, out = _run(capsys, path, "verify")
    assert code == 2 and "backup: the history is older than its backup of 5 Dec" in out
    assert "chains: 1 of 1 rubbers match their chain" in out  # the chain alone sees nothing
    assert "root: " in out


def test_a_history_that_grew_since_its_backup_is_not_older(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    (rid,) = _history(path, 1)
    assert backup(path, today=dt.date(2026, 12, 5)) is not None
    with Store.open(path, backup=False) as store:
        store.record_deal(rid, PART)
    with Store.open(path) as store:
        assert store.backup_notes == []


# -- import ---------------------------------------------------------------------------------------
def test_an_import_that_holds_less_than_the_history_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.db"
    (rid,) = _history(path, 1)
    earlier = tmp_path / "earlier.json"
    with Store.open(path, backup=False) as store:
        export = store.export_json()
        assert export["anchor"] == anchors.root(store.conn).to_json()
        store.record_deal(rid, PART)
        change = store.run(ImportRecords(export))
        assert change.older_ids == (rid,) and change.unchanged_ids == (rid,)
        assert not change.rubber_ids  # nothing taken from it
        again = store.run(ImportRecords(store.export_json()))
        assert again.older_ids == () and again.unchanged_ids == (rid,)
    earlier.write_text(json.dumps(export), encoding="utf-8")
    code, out = _run(capsys, path, "import", str(earlier))
    assert code == 0 and "1 of them held less than the history" in out


# -- the rolling week -----------------------------------------------------------------------------
def test_a_week_of_shares_reads_every_rubber_the_longest_unchecked_first(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    ids = _history(path, 15)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE rubbers SET chain_round = '2026-11-30'")
    conn.execute("UPDATE rubbers SET chain_round = '2026-11-20' WHERE id = 9")
    conn.execute("UPDATE rubbers SET chain_round = NULL WHERE id = 12")
    first = week_share(conn, "2026-12-01")
    assert len(first) == 3 and first[:2] == [12, 9]  # never, then the oldest, then by id
    assert week_share(conn, "2026-12-01", skip=frozenset({12})) == [9, 1, 2]
    seen: set[int] = set()
    for day in range(ROUND_DAYS):
        today = f"2026-12-{day + 1:02d}"
        share = week_share(conn, today)
        seen |= set(share)
        conn.executemany(
            "UPDATE rubbers SET chain_round = ? WHERE id = ?", [(today, i) for i in share]
        )
    assert seen == set(ids)
    conn.close()


def test_the_days_check_finds_a_plain_edit_in_a_rubber_nobody_changed(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    ids = _history(path, 7)
    with Store.open(path, backup=False) as store:
        assert store.check_chains() == {}  # all marked checked at their heads
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("UPDATE rubbers SET chain_round = '2026-12-01'")
        conn.execute("UPDATE rubbers SET chain_round = '2026-11-01' WHERE id = ?", [ids[4]])
        conn.execute(
            "UPDATE deals SET record = ? WHERE rubber_id = ?",
            [json.dumps({**PART, "result": 9}), ids[4]],
        )
    conn.close()
    with Store.open(path, backup=False) as store:
        assert store.check_chains(budget=None) == {}  # only the changed ones: none
        found = store.check_chains(mark_now=True, budget=60)
        assert list(found) == [ids[4]]
    conn = sqlite3.connect(path)
    rounds = dict(conn.execute("SELECT id, chain_round FROM rubbers"))
    conn.close()
    assert rounds[ids[4]] == "2026-11-01"  # not marked: read again first tomorrow


def _drive(store: Store) -> int:
    from scorepad.drives.record import DriveRecord
    from scorepad.drives.registration import allocate
    from scorepad.store import drives as ds

    ladies, gents = [f"L{k}" for k in range(1, 5)], [f"G{k}" for k in range(1, 5)]
    people = [(p, "lady", f"Mrs {p}") for p in ladies] + [(p, "gent", f"Mr {p}") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 8),
        title="Anchored drive",
        played_on="2026-12-05",
        seed=3,
    )
    drive_id = ds.create_drive(store, rec).drive_id
    assert drive_id is not None
    return drive_id


def test_a_drives_printed_code_and_its_backup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        did = _drive(store)
        code = anchors.short_code(anchors.drive_head(store.conn, did) or "")
        root = anchors.root(store.conn)
    assert (root.rubbers, root.drives) == (0, 1)
    status, out = _run(capsys, path, "verify", "--head", code)
    assert status == 0 and f"drive {did} is as it was printed" in out
    status, out = _run(capsys, path, "verify", "--head", root.code)
    assert status == 0 and "(0 rubbers, 1 drive)" in out
    assert backup(path, today=dt.date(2026, 12, 5)) is not None
    conn = sqlite3.connect(path)
    with conn:  # the drive's title changed by hand, its chain left alone
        (text,) = conn.execute("SELECT record FROM drives WHERE id = ?", [did]).fetchone()
        conn.execute(
            "UPDATE drives SET record = ? WHERE id = ?",
            [text.replace("Anchored drive", "Forged drive"), did],
        )
    conn.close()
    status, out = _run(capsys, path, "verify", "--head", code)
    assert status == 2 and "no longer matches its own chain" in out
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM drive_chain WHERE drive_id = ?", [did])
        conn.execute("DELETE FROM drives WHERE id = ?", [did])
    conn.close()
    with Store.open(path) as store:
        notes = store.backup_notes
    assert notes[0].startswith("the history is older than its backup of 5 Dec")
    assert any("a drive" in n and "lacks" in n for n in notes)


def test_the_days_check_reads_a_drive_nobody_changed(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        did = _drive(store)
        assert store.check_drive_chains() == {}  # marked checked, and read whole today
    conn = sqlite3.connect(path)
    with conn:
        assert conn.execute("SELECT chain_round FROM drives").fetchone()[0] is not None
        (text,) = conn.execute("SELECT record FROM drives WHERE id = ?", [did]).fetchone()
        conn.execute(
            "UPDATE drives SET record = ?, chain_round = '2026-11-01' WHERE id = ?",
            [text.replace("Anchored drive", "Forged drive"), did],
        )
    conn.close()
    with Store.open(path, backup=False) as store:
        assert list(store.check_drive_chains()) == [did]


def test_a_root_printed_before_later_changes_is_found_in_a_backup(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.db"
    (rid,) = _history(path, 1)
    with Store.open(path, backup=False) as store:
        store.record_deal(rid, PART)
        printed = anchors.root(store.conn).code  # the evening's sheet
    assert backup(path, today=dt.date(2026, 12, 6)) is not None  # the next day's first open
    with Store.open(path, backup=False) as store:
        store.record_deal(rid, PART)  # the next evening's hands
    status, out = _run(capsys, path, "verify", "--head", printed)
    assert status == 0 and "is the root of the backup of 6 Dec" in out
    conn = sqlite3.connect(path)
    with conn:  # the rubber cut back past the sheet: its last two links and deals dropped
        conn.execute("DELETE FROM chain WHERE rubber_id = ? AND seq > 1", [rid])
        conn.execute("DELETE FROM deals WHERE rubber_id = ? AND idx > 0", [rid])
        (head,) = conn.execute(
            "SELECT hash FROM chain WHERE rubber_id = ? AND seq = 1", [rid]
        ).fetchone()
        conn.execute("UPDATE rubbers SET chain_head = ? WHERE id = ?", [head, rid])
    conn.close()
    status, out = _run(capsys, path, "verify", "--head", printed)
    assert status == 2 and "the history no longer holds all it held" in out
    assert f"rubber {rid}" in out
    status, out = _run(capsys, path, "verify", "--head", "0000-0000-0000")
    assert status == 2 and "No backup beside the history has that root either" in out
