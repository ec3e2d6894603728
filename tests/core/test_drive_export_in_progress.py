"""A drive exported in the middle of a round (issue 13: "Tests feed a drive's exported record
(the ``record`` of its export item) to ``scorepad drive`` unchanged"): the export item's
``record`` holds the complete rounds only, a valid ``scorepad-drive/1`` record; the round still
waiting for tables is beside it in ``round_in_progress``, and import puts it back, so nothing
is lost in an export/import round trip."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from scorepad import cli
from scorepad.drives import drive_sheet
from scorepad.drives.record import DriveRecord
from scorepad.errors import InvalidEntryError
from scorepad.store import Store
from scorepad.store import drives as ds
from tests.helpers.golden import drive_cases

CASES = drive_cases()


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with Store.open(tmp_path / "h.db", backup=False) as s:
        yield s


def mid_round(store: Store, case: str = "WD-DRIVE-12", tables: int = 2) -> ds.DriveChange:
    """The drive of ``case`` entered up to round 3, of which ``tables`` tables are in."""
    raw = copy.deepcopy(CASES[case]["drive"])
    raw["played_on"] = "2026-11-29"
    ch = ds.create_drive(store, DriveRecord.from_json({**raw, "rounds": []}))
    for rnd in raw["rounds"][:3]:
        results = rnd["results"] if rnd["round"] < 3 else rnd["results"][:tables]
        for res in results:
            ch = ds.record_round_result(
                store, ch.drive_id, rnd["round"], res["table"], res, ch.version
            )
    assert bool(ch.record.pending()) == (tables < 3)  # the drive has 3 tables
    return ch


def test_the_record_of_a_drive_exported_mid_round_reads_in_scorepad_drive(
    store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ch = mid_round(store)
    (item,) = store.export_json()["drives"]
    stored = ch.record.to_json()
    assert item["record"] == {**stored, "rounds": stored["rounds"][:2]}
    assert item["round_in_progress"] == stored["rounds"][2]
    path = tmp_path / "drive.json"
    path.write_text(json.dumps(item["record"]))
    assert cli.main(["drive", str(path)]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert len(sheet["rounds"]) == 2
    assert sheet["standings"] == ch.sheet["standings"]  # the sheet of the complete rounds


def test_import_puts_the_round_in_progress_back(store: Store, tmp_path: Path) -> None:
    ch = mid_round(store, tables=1)
    exported = store.export_json()
    path = tmp_path / "export.json"
    path.write_text(json.dumps(exported))
    db = tmp_path / "fresh.db"
    assert cli.main(["--db", str(db), "import", str(path)]) == 0
    with Store.open(db, backup=False) as other:
        (info,) = ds.drives(other)
        back = ds.load_drive(other, info.id)
        assert back.record.to_json() == ch.record.to_json()  # the lines in progress kept
        assert back.record.pending() == ch.record.pending()
        assert back.record.standings_so_far() == ch.record.standings_so_far()
        assert other.export_json()["drives"] == exported["drives"]
        # the drive carries on where it was: the next table of the round is entered there
        res = CASES["WD-DRIVE-12"]["drive"]["rounds"][2]["results"][1]
        ds.record_round_result(other, info.id, 3, res["table"], res, back.version)


def test_a_round_opened_by_an_override_is_exported_beside_the_record(
    store: Store, tmp_path: Path
) -> None:
    ch = mid_round(store, tables=3)  # WD-DRIVE-12 has 3 tables: round 3 complete
    assert not ch.record.pending()
    seating = ch.record.seating_of(4)
    seating[0]["N"], seating[1]["N"] = seating[1]["N"], seating[0]["N"]
    ch = ds.override_seating(store, ch.drive_id, 4, seating, ch.version)
    (item,) = store.export_json()["drives"]
    assert len(item["record"]["rounds"]) == 3
    assert item["round_in_progress"]["seating"] == seating
    assert drive_sheet(item["record"])["format"] == "scorepad-drive-sheet/1"
    with Store.open(tmp_path / "fresh.db", backup=False) as other:
        other.import_records(store.export_json())
        (info,) = ds.drives(other)
        assert ds.load_drive(other, info.id).record.seating_of(4) == seating


def test_a_complete_drive_has_no_round_in_progress(store: Store) -> None:
    ch = mid_round(store, tables=3)
    (item,) = store.export_json()["drives"]
    assert "round_in_progress" not in item
    assert item["record"] == ch.record.to_json()


def test_a_bad_round_in_progress_imports_nothing(store: Store, tmp_path: Path) -> None:
    mid_round(store)
    exported = store.export_json()
    bad = copy.deepcopy(exported)
    bad["drives"][0]["round_in_progress"]["results"][0]["NS"] = 12
    complete = copy.deepcopy(exported)
    rnd = complete["drives"][0]["round_in_progress"]
    rnd["results"].append({"table": 3, "NS": 7, "EW": 6})
    with Store.open(tmp_path / "fresh.db", backup=False) as other:
        with pytest.raises(InvalidEntryError, match="drive 1: round 3, table"):
            other.import_records(bad)
        with pytest.raises(InvalidEntryError, match="round_in_progress: round 3 has a result"):
            other.import_records(complete)
        junk = copy.deepcopy(exported)
        junk["drives"][0]["round_in_progress"] = [1]
        with pytest.raises(InvalidEntryError, match="round_in_progress: expected"):
            other.import_records(junk)
        assert ds.drives(other) == []


def test_export_says_how_many_drives_it_wrote(
    store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mid_round(store)
    assert store.path is not None
    out = tmp_path / "out.json"
    assert cli.main(["--db", str(store.path), "export", "--out", str(out)]) == 0
    assert capsys.readouterr().err.strip() == f"exported 0 rubbers and 1 drive to {out}"
    assert len(json.loads(out.read_text())["drives"]) == 1
