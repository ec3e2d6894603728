"""DriveRecord: the frozen, append-only drive record the window and the store will use."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from scorepad.drives import drive_sheet
from scorepad.drives.record import DriveRecord
from scorepad.errors import InvalidEntryError
from tests.helpers.golden import drive_cases

CASES = drive_cases()


def entered(case: str) -> tuple[DriveRecord, dict[str, Any]]:
    """A worked drive entered table by table, as the secretary would."""
    raw = copy.deepcopy(CASES[case]["drive"])
    empty = {**raw, "rounds": []}
    rec = DriveRecord.from_json(empty)
    for rnd in raw["rounds"]:
        for res in reversed(rnd["results"]):  # in any order
            rec = rec.with_result(rnd["round"], res)
    return rec, raw


def test_a_drive_entered_table_by_table_scores_as_its_record() -> None:
    rec, raw = entered("WD-DRIVE-12")
    sheet = rec.sheet()
    assert sheet["standings"] == drive_sheet(raw)["standings"]
    assert sheet["prizes"] == drive_sheet(raw)["prizes"]
    stored = [r["seating"] for r in rec.to_json()["rounds"]]
    played = [[{"table": t["table"], **t["seating"]} for t in r["tables"]] for r in sheet["rounds"]]
    assert stored == played  # every round's seating frozen in the record
    assert drive_sheet(rec.to_json()) == sheet  # the record exported, unchanged


def test_records_are_immutable() -> None:
    rec, _ = entered("WD-R1-PROG-WINNERS")
    before = rec.to_text()
    rec.with_result(1, {"table": 1, "NS": 3, "EW": 10})
    rec.with_seating(2, rec.seating_of(2))
    assert rec.to_text() == before
    with pytest.raises(AttributeError):
        rec._json = "{}"  # type: ignore[misc]
    assert DriveRecord.from_json(rec.to_json()) == rec


def test_a_correction_keeps_the_seating_played_and_warns() -> None:
    rec, _ = entered("WD-DRIVE-12")
    seatings = [r["seating"] for r in rec.to_json()["rounds"]]
    fixed = rec.with_result(1, {"table": 1, "NS": 5, "EW": 8})  # reverses table 1
    assert [r["seating"] for r in fixed.to_json()["rounds"]] == seatings
    sheet = fixed.sheet()
    assert sheet["rounds"][0]["tables"][0]["winner"] == "EW"
    assert sheet["warnings"][0].startswith("round 2: the seating played differs from the movement")
    # without the stored seating the movement would have seated round 2 otherwise
    loose = fixed.to_json()
    for r in loose["rounds"]:
        del r["seating"]
    assert drive_sheet(loose)["rounds"][1]["tables"] != sheet["rounds"][1]["tables"]


def test_the_secretary_overrides_a_seat() -> None:
    rec, _ = entered("WD-R1-PROG-WINNERS")
    seating = rec.seating_of(2)
    seating[0]["N"], seating[1]["N"] = seating[1]["N"], seating[0]["N"]
    rec = rec.with_seating(2, seating)
    assert rec.pending() == [1, 2, 3]
    rec = rec.with_result(2, {"table": 1, "NS": 7, "EW": 6})
    assert rec.pending() == [2, 3]
    assert rec.sheet()["rounds"][-1]["round"] == 1  # round 2 is still open
    for t in (2, 3):
        rec = rec.with_result(2, {"table": t, "NS": 7, "EW": 6})
    sheet = rec.sheet()
    assert sheet["rounds"][1]["tables"][0]["seating"]["N"] == seating[0]["N"]


def test_out_of_order_and_bad_records_are_refused() -> None:
    rec, _ = entered("WD-R1-PROG-WINNERS")
    with pytest.raises(IndexError):
        rec.with_result(3, {"table": 1, "NS": 7, "EW": 6})
    opened = rec.with_result(2, {"table": 1, "NS": 7, "EW": 6})
    with pytest.raises(InvalidEntryError):
        opened.with_result(3, {"table": 1, "NS": 7, "EW": 6})
    with pytest.raises(InvalidEntryError):
        DriveRecord.from_json(CASES["WD-ERR-UNKNOWN-RULE"]["drive"])
    done, _ = entered("WD-PARTNER-SITOUT")  # a complete drive of three rounds
    with pytest.raises(InvalidEntryError):
        done.with_result(4, {"table": 1, "NS": 7, "EW": 6})


def test_new_makes_a_drive_about_to_start() -> None:
    start = CASES["PC-DRIVE-8"]["drive"]["start"]
    rec = DriveRecord.new(
        "contract_drive",
        [
            *[(f"L{k}", "lady") for k in range(1, 5)],
            ("G1", "gent", "Col. Hay"),
            *[(f"G{k}", "gent") for k in range(2, 5)],
        ],
        start,
        house_rules={"rounds": 2},
        seed=7,
    )
    assert rec.rounds == 0 and rec.sheet()["rounds"] == []
    assert rec.to_json()["players"][4] == {"id": "G1", "name": "Col. Hay", "role": "gent"}
