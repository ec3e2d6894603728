"""Drives in the history: one change path, checked first, versioned, audited (issue 13)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from scorepad.drives import drive_sheet
from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.errors import InvalidEntryError
from scorepad.store import Store
from scorepad.store import drives as ds
from tests.helpers.golden import drive_cases

CASES = drive_cases()


@pytest.fixture
def store(tmp_path: Path) -> Any:
    with Store.open(tmp_path / "h.db", backup=False) as s:
        yield s


def rows(store: Store) -> tuple[list[Any], list[Any]]:
    return (
        store.fetch_all("SELECT * FROM drives ORDER BY id"),
        store.fetch_all("SELECT * FROM drive_audit ORDER BY id"),
    )


def started(store: Store, case: str = "WD-DRIVE-12") -> tuple[ds.DriveChange, dict[str, Any]]:
    raw = copy.deepcopy(CASES[case]["drive"])
    raw["played_on"] = "2026-11-29"
    return ds.create_drive(store, DriveRecord.from_json({**raw, "rounds": []})), raw


def enter_all(store: Store, ch: ds.DriveChange, raw: dict[str, Any]) -> ds.DriveChange:
    for rnd in raw["rounds"]:
        for res in rnd["results"]:
            ch = ds.record_round_result(
                store, ch.drive_id, rnd["round"], res["table"], res, ch.version
            )
    return ch


def test_a_drive_entered_table_by_table_is_stored_as_its_record(store: Store) -> None:
    ch, raw = started(store)
    ch = enter_all(store, ch, raw)
    expected = drive_sheet(raw)
    loaded = ds.load_drive(store, ch.drive_id)
    assert loaded.version == ch.version == 1 + sum(len(r["results"]) for r in raw["rounds"])
    assert loaded.sheet["standings"] == expected["standings"]
    assert loaded.sheet["prizes"] == expected["prizes"]
    # every round's seating is stored as played
    stored = [r["seating"] for r in loaded.record.to_json()["rounds"]]
    played = [
        [{"table": t["table"], **t["seating"]} for t in r["tables"]] for r in expected["rounds"]
    ]
    assert stored == played
    (info,) = ds.drives(store, "2026-11-29")
    assert (info.id, info.rounds, info.tables, info.state) == (ch.drive_id, 4, 3, "in_play")
    assert ds.drives(store, "2026-11-30") == []


def test_a_stale_version_is_refused_and_nothing_is_written(store: Store) -> None:
    ch, raw = started(store)
    res = raw["rounds"][0]["results"][0]
    ds.record_round_result(store, ch.drive_id, 1, res["table"], res, ch.version)
    before = rows(store)
    other = raw["rounds"][0]["results"][1]
    with pytest.raises(ds.StaleDriveError, match="stale"):
        ds.record_round_result(store, ch.drive_id, 1, other["table"], other, ch.version)
    assert rows(store) == before


@pytest.mark.parametrize(
    "result",
    [{"NS": 9, "EW": 5}, {"NS": 8}, {"NS": 8, "EW": 5, "colour": "red"}],
)
def test_a_refused_result_leaves_the_rows_unchanged(store: Store, result: dict[str, Any]) -> None:
    ch, _raw = started(store)
    before = rows(store)
    with pytest.raises(InvalidEntryError) as e:
        ds.record_round_result(store, ch.drive_id, 1, 2, result, ch.version)
    assert "round 1, table 2" in str(e.value)
    assert rows(store) == before


def test_a_correction_keeps_the_seating_played_and_warns(store: Store) -> None:
    ch, raw = started(store)
    ch = enter_all(store, ch, raw)
    seat_before = [r["seating"] for r in ch.record.to_json()["rounds"]]
    old = raw["rounds"][0]["results"][0]
    flipped = {"table": old["table"], "NS": old["EW"], "EW": old["NS"]}
    ch2 = ds.correct_result(store, ch.drive_id, 1, old["table"], flipped, ch.version)
    assert [r["seating"] for r in ch2.record.to_json()["rounds"]] == seat_before
    assert ch2.warnings and "round 1 table 1 now won by" in ch2.warnings[0]
    assert "rounds 2–4 were played as seated" in ch2.warnings[0]
    # the standings are those of the corrected record
    assert ch2.sheet["standings"] == drive_sheet(ch2.record.to_json())["standings"]
    (a,) = ds.drive_audit(store, ch.drive_id)
    assert (a.what, a.before["NS"], a.after["NS"]) == ("correct", old["NS"], old["EW"])


def test_declared_prizes_close_the_drive_until_an_audited_reopen(store: Store) -> None:
    ch, raw = started(store)
    ch = enter_all(store, ch, raw)
    ch = ds.declare_prizes(store, ch.drive_id, ch.version)
    assert ch.state == "declared"
    res = dict(raw["rounds"][3]["results"][0])
    res["NS"], res["EW"] = res["EW"], res["NS"]
    before = rows(store)
    with pytest.raises(InvalidEntryError, match="reopen"):
        ds.correct_result(store, ch.drive_id, 4, res["table"], res, ch.version)
    assert rows(store) == before
    ch = ds.reopen(store, ch.drive_id, ch.version, "wrong card")
    ch = ds.correct_result(store, ch.drive_id, 4, res["table"], res, ch.version)
    assert [a.what for a in ds.drive_audit(store, ch.drive_id)] == ["declare", "reopen", "correct"]
    assert ds.drive_info(store, ch.drive_id).state == "in_play"


def test_an_override_is_stored_as_the_seating_played(store: Store) -> None:
    ch, raw = started(store)
    for res in raw["rounds"][0]["results"]:
        ch = ds.record_round_result(store, ch.drive_id, 1, res["table"], res, ch.version)
    seating = ch.record.seating_of(2)
    seating[0]["N"], seating[1]["N"] = seating[1]["N"], seating[0]["N"]
    ch = ds.override_seating(store, ch.drive_id, 2, seating, ch.version)
    assert ds.load_drive(store, ch.drive_id).record.seating_of(2) == seating
    r2 = raw["rounds"][1]["results"][0]
    ch = ds.record_round_result(store, ch.drive_id, 2, r2["table"], r2, ch.version)
    assert ch.record.to_json()["rounds"][1]["seating"] == seating
    assert [a.what for a in ds.drive_audit(store, ch.drive_id)] == ["override"]


def test_a_late_arrival_takes_a_ghosts_seat_and_a_leaver_is_replaced(store: Store) -> None:
    ladies, gents = ["L1", "L2", "L3"], ["G1", "G2", "G3", "G4"]
    players = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive", players, allocate(ladies, gents, "arrival"), house_rules={"rounds": 4}
    )
    ch = ds.create_drive(store, rec)
    for t in (1, 2):
        ch = ds.record_round_result(store, ch.drive_id, 1, t, {"NS": 7, "EW": 6}, ch.version)
    ch = ds.arrive(store, ch.drive_id, "L4", "Mrs Late", "lady", ch.version)
    seated = ch.record.seating_of(2)
    assert any(row.get("N") == "L4" or row.get("E") == "L4" for row in seated)
    assert not any(str(v).startswith("ghost") for row in seated for v in row.values())
    ch = ds.depart(store, ch.drive_id, "G1", ch.version)
    seated = ch.record.seating_of(2)
    assert "G1" not in {v for row in seated for v in row.values()}
    for t in (1, 2):
        ch = ds.record_round_result(store, ch.drive_id, 2, t, {"NS": 8, "EW": 5}, ch.version)
    st = {s["player"]: s for s in ch.sheet["standings"]}
    assert st["L4"]["played"] == 1 and st["G1"]["played"] == 1  # absent rounds not counted
    assert [a.what for a in ds.drive_audit(store, ch.drive_id)] == ["arrive", "depart"]


def test_a_round_must_be_complete_before_an_arrival(store: Store) -> None:
    ch, _raw = started(store)
    ch = ds.record_round_result(store, ch.drive_id, 1, 1, {"NS": 7, "EW": 6}, ch.version)
    before = rows(store)
    with pytest.raises(InvalidEntryError, match="still waits for tables 2, 3"):
        ds.arrive(store, ch.drive_id, "L9", "Mrs Late", "lady", ch.version)
    assert rows(store) == before


# -- export, import and the command line -----------------------------------------------------


def test_export_carries_drives_and_import_brings_them_back(store: Store, tmp_path: Path) -> None:
    import io

    ch, raw = started(store)
    ch = enter_all(store, ch, raw)
    old = raw["rounds"][2]["results"][1]
    ch = ds.correct_result(
        store, ch.drive_id, 3, old["table"], {"NS": old["EW"], "EW": old["NS"]}, ch.version
    )
    ch = ds.declare_prizes(store, ch.drive_id, ch.version)
    exported = store.export_json()
    (item,) = exported["drives"]
    assert item["state"] == "declared"
    assert [a["action"] for a in item["audit"]] == ["result"] * 12 + ["correct", "declare"]
    assert [a.what for a in ds.drive_audit(store, ch.drive_id)] == ["correct", "declare"]
    assert item["record"] == ch.record.to_json()  # the pure scorepad-drive/1 record
    buf = io.StringIO()
    store.write_json(buf)
    assert json.loads(buf.getvalue()) == exported
    with Store.open(tmp_path / "other.db", backup=False) as other:
        other.import_records(exported)
        assert other.export_json()["drives"] == exported["drives"]
        (info,) = ds.drives(other)
        assert info.state == "declared"
        assert [a.what for a in ds.drive_audit(other, info.id)] == ["correct", "declare"]
        other.import_records(exported)  # the same drive again is left as it is
        assert len(ds.drives(other)) == 1


def test_a_bad_drive_in_an_export_imports_nothing(store: Store, tmp_path: Path) -> None:
    ch, raw = started(store)
    enter_all(store, ch, raw)
    exported = store.export_json()
    exported["drives"][0]["record"]["rounds"][1]["results"][0]["NS"] = 12
    with Store.open(tmp_path / "other.db", backup=False) as other:
        with pytest.raises(InvalidEntryError, match="drive 1: round 2, table"):
            other.import_records(exported)
        assert rows(other) == ([], [])


def test_the_exported_record_reads_as_is_in_scorepad_drive(
    store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from scorepad import cli

    ch, raw = started(store)
    ch = enter_all(store, ch, raw)
    path = tmp_path / "drive.json"
    path.write_text(json.dumps(store.export_json()["drives"][0]["record"]))
    db = str(store.path)
    store.close()
    assert cli.main(["drive", str(path)]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert sheet["standings"] == ch.sheet["standings"] == drive_sheet(raw)["standings"]
    assert cli.main(["--db", db, "drives", "--json"]) == 0
    (listed,) = json.loads(capsys.readouterr().out)
    assert (listed["id"], listed["rounds"], listed["players"]) == (ch.drive_id, 4, 12)
    assert cli.main(["--db", db, "drives"]) == 0
    text = capsys.readouterr().out
    # in words, as the window and `scorepad evening` say them (the ids are for --json)
    assert "Whist drive (progressive whist)" in text and "in play" in text


def test_a_prize_tie_only_a_cut_can_decide_waits_for_the_cut(store: Store) -> None:
    ladies, gents = ["L1", "L2"], ["G1", "G2"]
    players = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        players,
        allocate(ladies, gents, "arrival"),
        house_rules={"rounds": 1},
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
    )
    ch = ds.create_drive(store, rec)
    ch = ds.record_round_result(store, ch.drive_id, 1, 1, {"NS": 7, "EW": 6}, ch.version)
    (line,) = ch.sheet["undecided"]  # L1 and G1 are level: the result is kept all the same
    assert line.startswith("prize first: tie_winner:")
    assert ch.sheet["prizes"] == []
    before = rows(store)
    with pytest.raises(InvalidEntryError, match="prize first"):
        ds.declare_prizes(store, ch.drive_id, ch.version)
    assert rows(store) == before
    ch = ds.record_prize_cut(store, ch.drive_id, "first", "G1", ch.version)
    assert ch.sheet["prizes"][0]["winner"] == "G1" and "undecided" not in ch.sheet
    assert ds.declare_prizes(store, ch.drive_id, ch.version).state == "declared"
