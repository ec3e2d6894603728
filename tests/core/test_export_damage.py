"""Issue 31: one damaged deal never holds the rest of the history hostage.

The damage is seeded as a disk fault or another tool would leave it: through raw SQL (sqlite3),
never through the store. The export writes every rubber and drive that reads whole, each damaged
one as a damaged record, exits 4 and names what it left out; importing that export gives back
all the others and refuses the damaged record by its name.
"""

from __future__ import annotations

import base64
import csv
import datetime as dt
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.records.record import Rubber
from scorepad.store import Store
from scorepad.store import drives as ds
from scorepad.store.core import DamagedRubberError
from scorepad.store.damage import CSV_COLUMNS, EXIT_DAMAGED
from scorepad.store.files import backup

FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
CONTRACT: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-11-29",
    "players": FOUR,
    "deals": [],
}
DEALS = [
    {"declarer": "N", "contract": "4S", "result": 10},
    {"declarer": "E", "contract": "3NT", "result": 9},
    {"declarer": "S", "contract": "2H", "result": 8},
]
#: The second rubber's second deal, cut short as a disk fault leaves it.
CUT = '{"declarer":"E","con'


def run(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), *args])
    out, err = capsys.readouterr()
    return code, out, err


def history(path: Path, tables: int = 3) -> list[int]:
    """A history of ``tables`` contract rubbers (Table 1, 2, …) of three deals each."""
    with Store.open(path, backup=False) as store:
        ids = []
        for t in range(1, tables + 1):
            rid = store.create_rubber(Rubber.from_json({**CONTRACT, "table": f"Table {t}"}))
            for d in DEALS:
                store.record_deal(rid, d)
            ids.append(rid)
    return ids


def damage(path: Path, sql: str, *params: Any) -> None:
    with sqlite3.connect(path) as conn:
        assert conn.execute(sql, params).rowcount == 1
    conn.close()


def uids(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {r[0] for r in conn.execute("SELECT uid FROM rubbers")}


def exported(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def test_the_damaged_status_is_its_own() -> None:
    """A script tells "exported, with damage" from "not a usable history" by the status alone."""
    from scorepad.cli import EXIT_INPUT, EXIT_STORE

    assert EXIT_DAMAGED not in (0, 1, EXIT_INPUT, EXIT_STORE)


def test_a_damaged_deal_is_left_out_named_and_kept_as_a_damaged_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    ids = history(db)
    assert run(capsys, db, "export", "--out", str(tmp_path / "before.json"))[0] == 0
    before = exported(tmp_path / "before.json")
    damage(db, "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1", CUT, ids[1])

    code, _, err = run(capsys, db, "export", "--out", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED
    # Standard error names the rubber as a person would, the deal, and why.
    assert (
        "rubber 2 (Table 2, 2026-11-29: Mrs Grey and Miss Bell against Col. Hay and Dr Lamb)" in err
    )
    assert "deal 2: not valid JSON" in err and "left out" in err and "Traceback" not in err
    assert "exported 2 rubbers, and 1 damaged record" in err
    after = exported(tmp_path / "x.json")
    # Every other rubber exactly as a clean export writes it.
    assert after["rubbers"] == [before["rubbers"][0], before["rubbers"][2]]
    assert after["players"] == before["players"] and after["format"] == before["format"]
    [bad] = after["damaged"]
    assert bad["kind"] == "rubber" and bad["id"] == before["rubbers"][1]["id"]
    assert bad["played_on"] == "2026-11-29" and bad["table"] == "Table 2"
    assert bad["players"] == FOUR and bad["game"] == "contract"
    assert bad["problems"][0]["deal"] == 2 and "not valid JSON" in bad["problems"][0]["problem"]
    stored = bad["stored"]["deals"]
    assert stored[1] == CUT and json.loads(stored[0]) == DEALS[0] and len(stored) == 3
    assert "deals_base64" not in bad["stored"]  # the bytes were UTF-8: the text is exact


def test_importing_that_export_gives_back_every_other_rubber_and_refuses_the_damaged_by_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    ids = history(db)
    damage(db, "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1", CUT, ids[1])
    assert run(capsys, db, "export", "--out", str(tmp_path / "x.json"))[0] == EXIT_DAMAGED
    damaged_uid = exported(tmp_path / "x.json")["damaged"][0]["id"]

    fresh = tmp_path / "fresh.db"
    code, out, err = run(capsys, fresh, "import", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED and out == "imported 2 rubbers\n"
    assert "damaged rubber (id " + damaged_uid[:8] in err
    assert "Table 2, 2026-11-29: Mrs Grey and Miss Bell against Col. Hay and Dr Lamb" in err
    assert "not imported" in err and "deal 2" in err
    assert uids(fresh) == uids(db) - {damaged_uid}
    code, out, _ = run(capsys, fresh, "verify")
    assert code == 0 and "2 of 2 rubbers match their chain" in out
    # The fresh history exports cleanly, the same rubbers as the damaged one's export.
    assert run(capsys, fresh, "export", "--out", str(tmp_path / "y.json"))[0] == 0
    assert exported(tmp_path / "y.json")["rubbers"] == exported(tmp_path / "x.json")["rubbers"]


def test_the_csv_export_goes_on_past_damage_and_lists_it_in_damaged_csv(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    ids = history(db)
    damage(db, "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1", CUT, ids[1])
    code, out, err = run(capsys, db, "export", "--format", "csv", "--out", str(tmp_path / "c"))
    assert code == EXIT_DAMAGED and "damaged.csv" in out and "rubber 2 (Table 2" in err

    def rows(name: str) -> list[dict[str, str]]:
        with (tmp_path / "c" / name).open(encoding="utf-8-sig", newline="") as fh:
            return list(csv.DictReader(fh))

    assert [r["table"] for r in rows("rubbers.csv")] == ["Table 1", "Table 3"]
    assert len(rows("deals.csv")) == 6 and {r["rubber"] for r in rows("deals.csv")} == {"1", "3"}
    [bad] = rows("damaged.csv")
    assert bad["kind"] == "rubber" and bad["id"] == "2" and bad["deal"] == "2"
    assert bad["table"] == "Table 2" and "Mrs Grey" in bad["players"]
    assert "not valid JSON" in bad["problem"] and json.loads(bad["stored"])[1] == CUT


def test_the_last_good_backup_is_named_and_restore_then_import_gives_back_everything(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """The advice works: restore the backup that holds the damaged rubber whole, then import
    the export over it; what was recorded since the backup comes back too."""
    db = tmp_path / "h.db"
    ids = history(db)
    old = backup(db, today=dt.date(2026, 11, 30))
    assert old is not None
    with Store.open(db, backup=False) as store:  # recorded after the backup
        later = store.create_rubber(Rubber.from_json({**CONTRACT, "table": "Table 9"}))
        store.record_deal(later, DEALS[0])
    damage(db, "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1", CUT, ids[1])
    everything = uids(db)

    code, _, err = run(capsys, db, "export", "--out", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED
    assert f"scorepad restore {old.name}" in err and "scorepad import" in err
    assert exported(tmp_path / "x.json")["damaged"][0]["whole_in_backup"] == old.name

    code, _, _ = run(capsys, db, "restore", old.name)
    assert code == 0
    code, _, err = run(capsys, db, "import", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED and "not imported" in err  # the damaged copy: the backup's stays
    assert uids(db) == everything
    code, out, _ = run(capsys, db, "verify")
    assert code == 0 and "4 of 4 rubbers match their chain" in out
    with Store.open(db, backup=False) as store:
        assert [dict(d) for d in store.load_rubber(ids[1]).deals] == DEALS


def test_bytes_that_are_not_utf8_are_kept_exactly(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    ids = history(db, tables=2)
    raw = b'{"declarer":"N","contract":"4S\xff\xfe","result":10}'
    damage(
        db, "UPDATE deals SET record = CAST(? AS TEXT) WHERE rubber_id = ? AND idx = 0", raw, ids[0]
    )
    code, _, err = run(capsys, db, "export", "--out", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED and "deal 1: not UTF-8 text" in err
    back = exported(tmp_path / "x.json")
    assert len(back["rubbers"]) == 1
    stored = back["damaged"][0]["stored"]
    assert base64.b64decode(stored["deals_base64"][0]) == raw
    assert "\\xff\\xfe" in stored["deals"][0]
    with Store.open(db, backup=False) as store:  # the window's quarantine of it, the same
        assert store.damaged_rubbers() == [ids[0]]
        with pytest.raises(DamagedRubberError, match="deal 1"):
            store.load_rubber(ids[0])
        assert len(store.load_rubber(ids[1]).deals) == 3


def test_a_deal_edited_by_another_tool_is_left_out_as_not_matching_its_chain(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A deal that reads but is not what the chain recorded would make import refuse the whole
    file; the export leaves it out as damaged, so the rest imports."""
    db = tmp_path / "h.db"
    ids = history(db)
    edited = json.dumps({"declarer": "E", "contract": "3NT", "result": 12})
    damage(db, "UPDATE deals SET record = ? WHERE rubber_id = ? AND idx = 1", edited, ids[2])
    code, _, err = run(capsys, db, "export", "--out", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED and "rubber 3 (Table 3" in err and "does not match its chain" in err
    back = exported(tmp_path / "x.json")
    assert len(back["rubbers"]) == 2 and json.loads(back["damaged"][0]["stored"]["deals"][1]) == (
        json.loads(edited)
    )
    code, out, _ = run(capsys, tmp_path / "fresh.db", "import", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED and out == "imported 2 rubbers\n"


def test_a_clean_history_exports_no_damaged_key_and_exits_0(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    history(db, tables=2)
    code, out, _ = run(capsys, db, "export")
    assert code == 0 and "damaged" not in json.loads(out)
    code, _, _ = run(capsys, db, "export", "--format", "csv", "--out", str(tmp_path / "d"))
    with (tmp_path / "d" / "damaged.csv").open(encoding="utf-8-sig", newline="") as fh:
        assert list(csv.reader(fh)) == [CSV_COLUMNS]
    assert code == 0


def test_a_damaged_list_that_is_not_damaged_records_is_refused_whole(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    history(db, tables=1)
    assert run(capsys, db, "export", "--out", str(tmp_path / "x.json"))[0] == 0
    obj = exported(tmp_path / "x.json")
    obj["damaged"] = [{"kind": "sandwich"}]
    (tmp_path / "y.json").write_text(json.dumps(obj), encoding="utf-8")
    code, _, err = run(capsys, tmp_path / "fresh.db", "import", str(tmp_path / "y.json"))
    assert code == 2 and "damaged record 1: expected a rubber's or a drive's" in err
    assert not uids(tmp_path / "fresh.db")


# -- drives ---------------------------------------------------------------------------------
PLAYERS = [("L1", "lady", "Ann Ash"), ("L2", "lady", "Bea Bell"), ("G1", "gent", "Cy Hay")]
PLAYERS += [("G2", "gent", "Dan Lamb")]


def add_drive(store: Store, title: str) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 3},
        prizes=[{"id": "top", "pool": "all", "kind": "top", "place": 1}],
        title=title,
        played_on="2026-03-06",
    )
    did = ds.create_drive(store, rec).drive_id
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
    return did


def test_a_damaged_drive_is_left_out_named_and_the_rest_exports_and_imports(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    history(db, tables=2)
    with Store.open(db, backup=False) as store:
        add_drive(store, "Spring drive")
        bad = add_drive(store, "Autumn drive")
    damage(db, "UPDATE drives SET record = substr(record, 1, 40) WHERE id = ?", bad)

    code, _, err = run(capsys, db, "export", "--out", str(tmp_path / "x.json"))
    assert (
        code == EXIT_DAMAGED
        and f"drive {bad} (the whist drive 'Autumn drive' of 2026-03-06)" in err
    )
    assert "its stored record cannot be read" in err
    back = exported(tmp_path / "x.json")
    assert [d["record"]["title"] for d in back["drives"]] == ["Spring drive"]
    assert len(back["rubbers"]) == 2
    [damaged] = back["damaged"]
    assert damaged["kind"] == "drive" and damaged["title"] == "Autumn drive"
    assert damaged["form"] == "whist_drive" and len(damaged["stored"]["record"]) == 40

    code, out, err = run(capsys, tmp_path / "fresh.db", "import", str(tmp_path / "x.json"))
    assert code == EXIT_DAMAGED and out == "imported 2 rubbers; imported 1 drive\n"
    assert "damaged drive (id " in err and "'Autumn drive'" in err and "not imported" in err

    code, out, err = run(capsys, db, "export", "--format", "csv", "--out", str(tmp_path / "c"))
    assert code == EXIT_DAMAGED
    with (tmp_path / "c" / "drives.csv").open(encoding="utf-8-sig", newline="") as fh:
        assert [r["title"] for r in csv.DictReader(fh)] == ["Spring drive"]
    with (tmp_path / "c" / "damaged.csv").open(encoding="utf-8-sig", newline="") as fh:
        [row] = list(csv.DictReader(fh))
    assert row["kind"] == "drive" and row["table"] == "Autumn drive"
