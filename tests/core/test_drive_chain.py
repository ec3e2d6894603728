"""Drives get the rubbers' protections (issue 13 "In the history", issue 11 "Nothing forged,
nothing doubled"): one change path (command objects run by ``Store.run``), a hash chain per
drive extended by every change, exports that carry it, and an import, ``scorepad verify`` and a
first open of the day that check it."""

from __future__ import annotations

import copy
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorepad.cli import main
from scorepad.drives.record import DriveRecord
from scorepad.errors import InvalidEntryError
from scorepad.store import Change, ImportRecords, Store, ledger
from scorepad.store import chain as _chain
from scorepad.store import drives as ds
from scorepad.store.chain import drives as drive_chain
from scorepad.store.checks import check_history, drive_chains, unchecked_drives
from tests.helpers.golden import drive_cases

CASES = drive_cases()
NAME = "the whist drive of 2026-11-20"


def full_drive() -> dict[str, Any]:
    raw = copy.deepcopy(CASES["WD-DRIVE-12"]["drive"])
    raw["played_on"] = "2026-11-20"
    return raw


def start(store: Store) -> tuple[ds.DriveChange, dict[str, Any]]:
    raw = full_drive()
    return ds.create_drive(store, DriveRecord.from_json({**raw, "rounds": []})), raw


def enter(store: Store, ch: ds.DriveChange, raw: dict[str, Any], rounds: int) -> ds.DriveChange:
    for rnd in raw["rounds"][:rounds]:
        for res in rnd["results"]:
            ch = ds.record_round_result(
                store, ch.drive_id, rnd["round"], res["table"], res, ch.version
            )
    return ch


def played(store: Store, rounds: int = 4) -> tuple[ds.DriveChange, dict[str, Any]]:
    ch, raw = start(store)
    return enter(store, ch, raw, rounds), raw


def chain_rows(store: Store) -> list[Any]:
    return store.fetch_all("SELECT * FROM drive_chain ORDER BY drive_id, seq")


def drive_rows(store: Store) -> list[Any]:
    return store.fetch_all("SELECT * FROM drives ORDER BY id")


def write(path: Path, obj: object) -> str:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


# -- one change path -----------------------------------------------------------------------------
def test_drive_commands_run_through_store_run_and_return_the_drive_change() -> None:
    store = Store.open(":memory:")
    heard: list[Change] = []
    store.subscribe(heard.append)
    raw = full_drive()
    made = store.run(ds.CreateDrive(DriveRecord.from_json({**raw, "rounds": []})))
    assert (made.kind, made.version) == ("drive", 1)
    assert isinstance(made.drive, ds.DriveChange)
    res = raw["rounds"][0]["results"][0]
    change = store.run(ds.RecordRoundResult(made.drive_id, 1, res["table"], res, 1))
    assert (change.kind, change.drive_id, change.version) == ("drive", made.drive_id, 2)
    assert change.drive.record.to_json()["rounds"][0]["results"] == [res]
    assert heard == [made, change]
    # The functions are thin wrappers over the same commands: their DriveChange is the one.
    wrapped = ds.correct_result(
        store, made.drive_id, 1, res["table"], {"NS": res["EW"], "EW": res["NS"]}, 2
    )
    assert heard[-1].drive == wrapped and wrapped.version == 3


def test_a_stale_command_writes_nothing_not_even_a_link(tmp_path: Path) -> None:
    with Store.open(tmp_path / "h.db", backup=False) as store:
        ch, raw = start(store)
        res = raw["rounds"][0]["results"][0]
        ds.record_round_result(store, ch.drive_id, 1, res["table"], res, ch.version)
        before = (drive_rows(store), chain_rows(store))
        other = raw["rounds"][0]["results"][1]
        with pytest.raises(ds.StaleDriveError, match="stale"):
            store.run(ds.RecordRoundResult(ch.drive_id, 1, other["table"], other, ch.version))
        with pytest.raises(InvalidEntryError, match="no result to correct"):
            ds.correct_result(store, ch.drive_id, 2, 1, {"NS": 7, "EW": 6}, ch.version + 1)
        assert (drive_rows(store), chain_rows(store)) == before


def test_every_drive_change_is_an_entry_of_its_chain(tmp_path: Path) -> None:
    with Store.open(tmp_path / "h.db", backup=False) as store:
        ch, raw = played(store)
        old = raw["rounds"][0]["results"][0]
        ch = ds.correct_result(
            store, ch.drive_id, 1, old["table"], {"NS": old["EW"], "EW": old["NS"]}, ch.version
        )
        ch = ds.declare_prizes(store, ch.drive_id, ch.version)
        ch = ds.reopen(store, ch.drive_id, ch.version, "a card added up wrong")
        s = ledger.drive_stored(store._conn, ch.drive_id)
        actions = [e["action"] for e in s.entries]
        assert actions == ["result"] * 12 + ["correct", "declare", "reopen"]
        assert len(s.hashes) == ch.version  # the header, then one link per change
        assert s.entries[13]["state"] == ["in_play", "declared"]
        assert s.entries[14]["state"] == ["declared", "in_play"]
        # The header covers date, form, code, house rules, players and state.
        assert s.header == {
            "record": {**raw, "rounds": []},
            "state": "in_play",
        }
        assert s.hashes == drive_chain.drive_chain_of(s.header, s.entries)
        assert s.hashes[0] == _chain.digest({"record": {**raw, "rounds": []}, "state": "in_play"})
        head = store.fetch_one("SELECT chain_head FROM drives WHERE id = ?", [ch.drive_id])[0]
        assert head == s.hashes[-1]
        assert ledger.check_drive(store._conn, ch.drive_id) == []
        # Replaying the entries from the header gives the record as stored.
        rec, state, problems = drive_chain.replay(s.header, s.entries)
        assert (rec, state, problems) == (ch.record.to_json(), "in_play", [])


def test_arrivals_departures_overrides_cuts_and_money_are_entries_too(tmp_path: Path) -> None:
    from scorepad.drives.registration import allocate

    ladies, gents = ["L1", "L2", "L3"], ["G1", "G2", "G3", "G4"]
    players = [(p, "lady") for p in ladies] + [(p, "gent") for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        players,
        allocate(ladies, gents, "arrival"),
        house_rules={"rounds": 3},
        played_on="2026-11-20",
    )
    with Store.open(tmp_path / "h.db", backup=False) as store:
        ch = ds.create_drive(store, rec)
        for t in (1, 2):
            ch = ds.record_round_result(store, ch.drive_id, 1, t, {"NS": 7, "EW": 6}, ch.version)
        ch = ds.arrive(store, ch.drive_id, "L4", "Mrs Late", "lady", ch.version)
        ch = ds.depart(store, ch.drive_id, "G1", ch.version)
        seating = ch.record.seating_of(2)
        seating[0]["E"], seating[1]["E"] = seating[1]["E"], seating[0]["E"]
        ch = ds.override_seating(store, ch.drive_id, 2, seating, ch.version)
        s = ledger.drive_stored(store._conn, ch.drive_id)
        assert [e["action"] for e in s.entries] == [
            "result",
            "result",
            "arrive",
            "depart",
            "override",
        ]
        assert (
            s.entries[2]["player"] == "L4" and s.entries[2]["after"]["player"]["name"] == "Mrs Late"
        )
        assert ledger.check_drive(store._conn, ch.drive_id) == []
        assert check_history(store).ok


# -- the history checks them ---------------------------------------------------------------------
def test_verify_finds_a_drive_changed_behind_the_store_s_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        ch, _raw = played(store, rounds=2)
    assert main(["--db", str(db), "verify"]) == 0
    out = capsys.readouterr().out
    assert "drive chains: 1 of 1 drives match their chain" in out
    rec = ch.record.to_json()
    rec["rounds"][0]["results"][0]["NS"], rec["rounds"][0]["results"][0]["EW"] = (
        rec["rounds"][0]["results"][0]["EW"],
        rec["rounds"][0]["results"][0]["NS"],
    )
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE drives SET record = ? WHERE id = ?", [json.dumps(rec), ch.drive_id])
    assert main(["--db", str(db), "verify"]) == 2
    out = capsys.readouterr().out
    assert "drive chains: 0 of 1 drives match their chain" in out
    assert f"drive {ch.drive_id}: round 1, table 1: NS is 5 in the record, 8 in the chain" in out


def test_a_state_or_player_changed_in_the_file_is_found(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        ch, _raw = played(store, rounds=1)
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE drives SET state = 'declared'")
    with Store.open(db, backup=False) as store:
        (problem,) = drive_chains(store._conn)[ch.drive_id]
        assert str(problem) == "state: is 'declared', but 'in_play' in the chain"
    rec = ch.record.to_json()
    rec["players"][6]["name"] = "Mr Nobody"
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE drives SET state = 'in_play', record = ?", [json.dumps(rec)])
    with Store.open(db, backup=False) as store:
        (problem,) = drive_chains(store._conn)[ch.drive_id]
        assert str(problem) == "player G1: name is 'Mr Nobody' in the record, 'Gent 1' in the chain"


def test_the_first_open_of_the_day_checks_the_drives_changed_since(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    with Store.open(db, backup=False) as store:
        ch, _raw = played(store, rounds=1)
        sound, _ = start(store)
        assert sorted(unchecked_drives(store._conn)) == [ch.drive_id, sound.drive_id]
    with sqlite3.connect(db) as conn:
        conn.execute("DELETE FROM drive_chain WHERE drive_id = ? AND seq = 2", [ch.drive_id])
    with Store.open(db) as s:  # the first open of the day (no backup yet today)
        assert list(s.drive_chain_problems) == [ch.drive_id]
        assert s.chain_problems == {}  # the rubbers' findings, kept apart
    with Store.open(db) as s:  # later opens the same day do not check again
        assert s.drive_chain_problems == {}
        # the sound drive was marked checked at its last link, the damaged one was not
        assert unchecked_drives(s._conn) == [ch.drive_id]
        assert list(s.check_drive_chains()) == [ch.drive_id]


# -- export and import ---------------------------------------------------------------------------
def exported(tmp_path: Path, rounds: int = 2) -> tuple[Path, dict[str, Any]]:
    db = tmp_path / "a.db"
    with Store.open(db, backup=False) as store:
        played(store, rounds=rounds)
        return db, store.export_json()


def test_an_export_item_carries_the_chain_beside_the_pure_drive_record(tmp_path: Path) -> None:
    _db, exp = exported(tmp_path)
    (item,) = exp["drives"]
    assert set(item) >= {"id", "record", "state", "start", "audit", "chain", "verified"}
    assert item["record"]["format"] == "scorepad-drive/1"
    assert "chain" not in item["record"] and "audit" not in item["record"]
    assert item["verified"] is True
    assert len(item["chain"]) == len(item["audit"]) + 1
    assert (
        drive_chain.verify_drive(
            item["start"], item["record"], item["state"], item["audit"], item["chain"]
        )
        == []
    )


def test_the_same_export_twice_adds_nothing_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _db, exp = exported(tmp_path)
    path = write(tmp_path / "x.json", exp)
    other = tmp_path / "b.db"
    assert main(["--db", str(other), "import", path]) == 0
    assert "imported 1 drive" in capsys.readouterr().out
    assert main(["--db", str(other), "import", path]) == 0
    out = capsys.readouterr().out
    assert "imported 0 drives; 1 drive already in the history as it is, not added" in out
    with Store.open(other, backup=False) as store:
        assert len(ds.drives(store)) == 1
        assert store.export_json()["drives"][0]["chain"] == exp["drives"][0]["chain"]
        assert check_history(store).ok


def test_a_drive_carried_on_elsewhere_imports_as_an_update(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, first = exported(tmp_path, rounds=1)
    other = tmp_path / "b.db"
    with Store.open(other, backup=False) as b:
        b.import_records(first)
    with Store.open(db, backup=False) as a:
        (info,) = ds.drives(a)
        ch = ds.load_drive(a, info.id)
        raw = full_drive()
        for rnd in raw["rounds"][1:3]:
            for res in rnd["results"]:
                ch = ds.record_round_result(
                    a, ch.drive_id, rnd["round"], res["table"], res, ch.version
                )
        later = a.export_json()
    assert main(["--db", str(other), "import", write(tmp_path / "later.json", later)]) == 0
    assert "1 drive brought up to date" in capsys.readouterr().out
    with Store.open(other, backup=False) as b:
        (info,) = ds.drives(b)
        assert b.export_json()["drives"][0]["chain"] == later["drives"][0]["chain"]
        assert ds.load_drive(b, info.id).record.to_json() == later["drives"][0]["record"]
        assert info.version == 2  # one update
        assert check_history(b).ok
        # the older export is an older copy: nothing changes
        change = b.run(ImportRecords(first))
        assert change.unchanged_drive_ids == (info.id,) and change.drive_ids == ()


def test_a_drive_whose_history_diverges_is_refused_saying_where(tmp_path: Path) -> None:
    db, first = exported(tmp_path, rounds=1)
    other = tmp_path / "b.db"
    with Store.open(other, backup=False) as b:
        b.import_records(first)
        (info,) = ds.drives(b)
        ds.correct_result(b, info.id, 1, 2, {"NS": 1, "EW": 12}, info.version)
        before = (drive_rows(b), chain_rows(b))
    with Store.open(db, backup=False) as a:
        (mine,) = ds.drives(a)
        res = full_drive()["rounds"][1]["results"][0]
        ds.record_round_result(a, mine.id, 2, res["table"], res, mine.version)
        theirs = a.export_json()
    with Store.open(other, backup=False) as b:
        with pytest.raises(InvalidEntryError) as e:
            b.import_records(theirs)
        assert str(e.value) == (
            f"{NAME}: its history differs from the one here from audit entry 4 on "
            "(here: correct round 1 table 2; in the file: result round 2 table 1); not imported"
        )
        assert (drive_rows(b), chain_rows(b)) == before


def _remove_entry(item: dict[str, Any]) -> None:
    del item["audit"][1]


def _change_state(item: dict[str, Any]) -> None:
    item["state"] = "declared"


def _forge_entry(item: dict[str, Any]) -> None:
    item["audit"][0]["after"] = {"forged": True}


def _swap_player(item: dict[str, Any]) -> None:
    item["record"]["players"][0]["name"] = "Mrs Nobody"


def _forge_result(item: dict[str, Any]) -> None:
    item["record"]["rounds"][0]["results"][0]["NS"] = 13
    item["record"]["rounds"][0]["results"][0]["EW"] = 0


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (_remove_entry, "audit entry 2: does not match the chain"),
        (_change_state, "state: is 'declared', but 'in_play' in the chain"),
        (_forge_entry, "audit entry 1: does not match the chain"),
        (_swap_player, "player L1: name is 'Mrs Nobody' in the record, 'Lady 1' in the chain"),
        (_forge_result, "round 1, table 1: NS is 13 in the record, 8 in the chain"),
    ],
)
def test_a_hand_edited_drive_is_refused_naming_the_drive(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], edit: Any, words: str
) -> None:
    _db, exp = exported(tmp_path)
    edit(exp["drives"][0])
    other = tmp_path / "b.db"
    assert main(["--db", str(other), "import", write(tmp_path / "x.json", exp)]) == 2
    err = capsys.readouterr().err
    assert f"drive 1: {NAME} does not match its chain (edited by hand or damaged): {words}" in err
    assert "Traceback" not in err
    with Store.open(other, backup=False) as b:
        assert drive_rows(b) == [] and chain_rows(b) == []


def test_an_export_from_before_the_chain_imports_unverified_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _db, exp = exported(tmp_path)
    item = exp["drives"][0]
    old = {
        "format": "scorepad-export/1",
        "players": [],
        "rubbers": [],
        "drives": [
            {
                "id": "abc123",
                "record": item["record"],
                "state": "in_play",
                "audit": [
                    {
                        "at": "2026-11-20T19:40:00Z",
                        "what": "correct",
                        "before": {"NS": 5},
                        "after": {"NS": 8},
                    }
                ],
                "created_at": "2026-11-20T19:00:00Z",
                "updated_at": "2026-11-20T20:00:00Z",
            }
        ],
    }
    path = write(tmp_path / "old.json", old)
    other = tmp_path / "b.db"
    assert main(["--db", str(other), "import", path]) == 0
    assert "imported 1 drive" in capsys.readouterr().out
    assert main(["--db", str(other), "import", path]) == 0
    assert "1 drive already in the history as it is" in capsys.readouterr().out
    with Store.open(other, backup=False) as b:
        (info,) = ds.drives(b)
        assert info.uid == _chain.content_id(old["drives"][0])
        (again,) = b.export_json()["drives"]
        assert again["verified"] is False and again["record"] == item["record"]
        assert again["audit"] == [
            {
                "action": "correct",
                "legacy": True,
                "at": "2026-11-20T19:40:00Z",
                "before": {"NS": 5},
                "after": {"NS": 8},
            }
        ]
        assert [a.what for a in ds.drive_audit(b, info.id)] == ["correct"]
        found = check_history(b)
        assert found.ok and any("1 drive came without the record of" in n for n in found.notes)
        # From now on its chain covers it: a change extends it, and the export round-trips.
        ch = ds.load_drive(b, info.id)
        res = full_drive()["rounds"][2]["results"][0]
        ds.record_round_result(b, info.id, 3, res["table"], res, ch.version)
        assert ledger.check_drive(b._conn, info.id) == []
        moved = b.export_json()
    third = tmp_path / "c.db"
    with Store.open(third, backup=False) as c:
        c.import_records(moved)
        assert c.export_json()["drives"] == moved["drives"]


# -- the chain's own rules -----------------------------------------------------------------------
# (No booleans beside the integers: ``1`` and ``true`` are equal in Python; that case below.)
JSON = st.recursive(
    st.none() | st.integers(-5, 5) | st.text("ab", max_size=2),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text("abc", max_size=2), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(JSON, JSON)
def test_the_changes_between_two_records_replay_to_the_second(old: Any, new: Any) -> None:
    ops = drive_chain.changes_between(old, new)
    assert _chain.canonical(drive_chain.apply_changes(old, ops)) == _chain.canonical(new)
    assert (ops == []) == (_chain.canonical(old) == _chain.canonical(new))


def test_an_entry_that_does_not_fit_the_record_is_named() -> None:
    header = drive_chain.drive_header({"rounds": []}, "in_play")
    entries = [drive_chain.drive_entry("result", [[["rounds", 3], {}]])]
    hashes = drive_chain.drive_chain_of(header, entries)
    (problem,) = drive_chain.verify_drive(header, {"rounds": []}, "in_play", entries, hashes)
    assert str(problem) == "audit entry 1: change 1 names 3, which is not in the record"


def test_a_value_changed_only_in_type_is_still_found() -> None:
    rec = {"house_rules": {"one_prize_each": 1}, "rounds": []}
    header = drive_chain.drive_header(rec, "in_play")
    hashes = drive_chain.drive_chain_of(header, [])
    assert drive_chain.verify_drive(header, rec, "in_play", [], hashes) == []
    edited = {"house_rules": {"one_prize_each": True}, "rounds": []}
    (problem,) = drive_chain.verify_drive(header, edited, "in_play", [], hashes)
    assert str(problem) == "record: differs from what the chain recorded"
    # at the top of a value, the type is compared too
    assert drive_chain.changes_between(1, True) == [[[], True]]
