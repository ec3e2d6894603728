"""Every drive write tells the store's listeners, after it commits (issue 13)."""

from __future__ import annotations

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.errors import RecordError
from scorepad.store import Change, Store
from scorepad.store import drives as ds


def record() -> DriveRecord:
    return DriveRecord.new(
        "whist_drive",
        [("L1", "lady"), ("L2", "lady"), ("G1", "gent"), ("G2", "gent")],
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
    )


def test_each_write_is_heard_once_committed() -> None:
    store = Store.open(":memory:")
    heard: list[tuple[Change, bool]] = []
    store.subscribe(lambda c: heard.append((c, store._conn.in_transaction)))
    ch = ds.create_drive(store, record())
    ch2 = ds.record_round_result(store, ch.drive_id, 1, 1, {"NS": 8, "EW": 5}, ch.version)
    assert [(c.kind, c.drive_id, c.version, busy) for c, busy in heard] == [
        ("drive", ch.drive_id, 1, False),
        ("drive", ch.drive_id, 2, False),
    ]
    assert heard[1][0].drive == ch2
    assert heard[1][0].touches_drive(ch.drive_id)
    assert not heard[1][0].touches_drive(ch.drive_id + 1)
    assert not heard[1][0].touches(ch.drive_id)  # not a rubber


def test_a_refused_write_is_not_heard() -> None:
    store = Store.open(":memory:")
    ch = ds.create_drive(store, record())
    heard: list[Change] = []
    store.subscribe(heard.append)
    with pytest.raises(RecordError):
        ds.record_round_result(store, ch.drive_id, 1, 1, {"NS": 8, "EW": 5}, ch.version + 1)
    assert heard == []


def test_an_import_of_drives_is_heard() -> None:
    store = Store.open(":memory:")
    ds.create_drive(store, record())
    exported = store.export_json()
    other = Store.open(":memory:")
    heard: list[Change] = []
    other.subscribe(heard.append)
    other.import_records(exported)
    drives = [c for c in heard if c.kind == "drive"]
    assert len(drives) == 1 and drives[0].drive_ids == (ds.drives(other)[0].id,)
