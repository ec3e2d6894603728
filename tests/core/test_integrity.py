"""Issue 11, in the store: nothing forged, nothing doubled; bad input refused whole.

Every rubber has a stable id and a hash chain the store writes with every change; exports
(``scorepad-export/2``) carry both, import verifies them, adds nothing twice, takes a rubber
carried on elsewhere as an update and refuses one whose history diverges or was edited by hand.
``scorepad verify`` checks a whole history. ``--db`` never creates a history by mistake.
"""

from __future__ import annotations

import contextlib
import copy
import csv
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.errors import RecordError
from scorepad.store import Store
from scorepad.store.checks import check_history

#: Every file of a CSV export: the rubbers' and (issue 13) the drives'.
CSV_FILES = [
    "damaged.csv",
    "deals.csv",
    "drive_lines.csv",
    "drive_standings.csv",
    "drives.csv",
    "players.csv",
    "rubbers.csv",
]

FOUR = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
CONTRACT: dict[str, Any] = {
    "format": "scorepad-rubber/1",
    "game": "contract",
    "played_on": "2026-11-29",
    "table": "Table 2",
    "stake": {"amount": 0.5, "per": 100},
    "players": dict(FOUR),
    "deals": [],
}
DEALS = [
    {"declarer": "N", "contract": "4S", "result": 10},
    {"declarer": "E", "contract": "3NT", "result": 9},
    {"declarer": "S", "contract": "2H", "result": 8},
    {"declarer": "W", "contract": "1NT", "result": 7},
]


def run(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), *args])
    out, err = capsys.readouterr()
    return code, out, err


def write(path: Path, obj: object) -> str:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


def history(path: Path, deals: int = 2) -> tuple[Store, int]:
    """A history with one contract rubber of ``deals`` deals."""
    store = Store.open(path, backup=False)
    from scorepad.records.record import Rubber

    rid = store.create_rubber(Rubber.from_json(CONTRACT))
    for d in DEALS[:deals]:
        store.record_deal(rid, d)
    return store, rid


def exported(store: Store) -> dict[str, Any]:
    return store.export_json()


def chain_rows(path: Path) -> list[tuple[int, bytes]]:
    """Every rubber's chain row, as kept."""
    with contextlib.closing(sqlite3.connect(path)) as conn:
        return [tuple(r) for r in conn.execute("SELECT * FROM rubber_chains ORDER BY rubber_id")]


def count(path: Path, table: str) -> int:
    with sqlite3.connect(path) as conn:
        return int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])


# -- the chain the store writes -------------------------------------------------------------------
def test_every_change_is_an_entry_of_the_chain_and_the_history_verifies(tmp_path: Path) -> None:
    store, rid = history(tmp_path / "h.db", deals=3)
    with store:
        store.replace_deal(rid, 1, {"declarer": "E", "contract": "3NT", "result": 10})
        store.insert_deal(rid, 0, DEALS[3])
        store.delete_deal(rid, 0)
        store.set_abandoned(rid)
        from scorepad.store import ReopenRubber

        store.run(ReopenRubber(rid))
        lamb = store.player("Dr Lamb")
        store.rename_player(lamb.id, "Dr Lamb-Smith")
        pike = store.ensure_player("Mr Pike")
        store.merge_players(pike.id, store.player("Col. Hay").id)
        item = exported(store)["rubbers"][0]
        actions = [e["action"] for e in item["audit"]]
        assert actions == [
            *["record"] * 3,
            "replace",
            "insert",
            "delete",
            "abandon",
            "reopen",
            "rename",
            "merge",
        ]
        assert item["audit"][6]["state"] == ["in_play", "abandoned"]
        assert item["audit"][7]["state"] == ["abandoned", "in_play"]
        assert len(item["chain"]) == len(item["audit"]) + 1
        assert item["record"]["players"]["E"] == "Mr Pike"
        found = check_history(store)
        assert found.ok, found.lines()


def test_a_finishing_deal_carries_the_change_of_state(tmp_path: Path) -> None:
    store, rid = history(tmp_path / "h.db", deals=0)
    with store:
        game = {"declarer": "N", "contract": "7NT", "result": 13}
        store.record_deal(rid, game)
        store.record_deal(rid, game)
        assert store.rubber_info(rid).state == "finished"
        item = exported(store)["rubbers"][0]
        assert item["audit"][-1]["state"] == ["in_play", "finished"]
        store.delete_deal(rid, 1)
        item = exported(store)["rubbers"][0]
        assert item["audit"][-1]["state"] == ["finished", "in_play"]
        assert check_history(store).ok


def test_exported_records_are_pure_rubber_records_that_scorepad_score_reads(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store, rid = history(tmp_path / "h.db", deals=3)
    with store:
        stored = store.load_rubber(rid).to_json()
        item = exported(store)["rubbers"][0]
    assert item["record"] == stored  # the record as it is, nothing added
    assert {"id", "record", "state", "audit", "chain"} <= set(item)
    as_stored = write(tmp_path / "stored.json", stored)
    assert main(["score", as_stored]) == 0
    expected = capsys.readouterr().out
    assert main(["score", write(tmp_path / "rec.json", item["record"])]) == 0
    assert capsys.readouterr().out == expected and expected


# -- nothing doubled -----------------------------------------------------------------------------
def test_the_same_export_twice_adds_nothing_and_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store, _ = history(tmp_path / "a.db", deals=2)
    with store:
        f = write(tmp_path / "x.json", exported(store))
    b = tmp_path / "b.db"
    assert run(capsys, b, "import", f)[1] == "imported 1 rubber\n"
    code, out, _ = run(capsys, b, "import", f)
    assert code == 0 and out == "imported 0 rubbers; 1 already in the history as it is, not added\n"
    assert count(b, "rubbers") == 1 and count(b, "deals") == 2
    with Store.open(b) as s:
        (row,) = s.stats("Mrs Grey") or [None]  # one rubber, not two, if it settles
        assert row is None or row.rubbers == 1


def test_an_old_export_imports_unverified_and_a_second_time_adds_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    old = {
        "format": "scorepad-export/1",
        "players": [{"name": "Mrs Grey", "membership": "M-1"}],
        "rubbers": [
            {
                "record": {**CONTRACT, "deals": DEALS[:2]},
                "state": "in_play",
                "audit": [
                    {
                        "index": 1,
                        "action": "replace",
                        "old": {"declarer": "E", "contract": "2NT", "result": 9},
                        "new": DEALS[1],
                        "at": "2026-11-29T20:00:00Z",
                    }
                ],
            }
        ],
    }
    f = write(tmp_path / "old.json", old)
    db = tmp_path / "h.db"
    assert run(capsys, db, "import", f)[1] == "imported 1 rubber\n"
    assert run(capsys, db, "import", f)[1].startswith("imported 0 rubbers; 1 already")
    with Store.open(db) as s:
        (item,) = s.export_json()["rubbers"]
        assert item["verified"] is False and item["edits"] == old["rubbers"][0]["audit"]
        assert len(item["id"]) == 64  # the hash of its content
        assert [a.action for a in s.audit(1)] == ["replace"]
        assert check_history(s).ok
    # Its v2 export imports elsewhere, still unverified, and round-trips.
    code, text, _ = run(capsys, db, "export")
    assert code == 0
    f2 = write(tmp_path / "v2.json", json.loads(text))
    assert run(capsys, tmp_path / "c.db", "import", f2)[1] == "imported 1 rubber\n"
    assert run(capsys, tmp_path / "c.db", "export")[1] == text


def test_a_rubber_carried_on_elsewhere_imports_as_an_update(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    a, rid = history(tmp_path / "a.db", deals=2)
    with a:
        f = write(tmp_path / "a.json", exported(a))
    b = tmp_path / "b.db"
    run(capsys, b, "import", f)
    with Store.open(b) as s:  # carried on at the other machine
        s.record_deal(1, DEALS[2])
        s.rename_player(s.player("Dr Lamb").id, "Dr Lamb-Smith")
        g = write(tmp_path / "b.json", s.export_json())
    code, out, _ = run(capsys, tmp_path / "a.db", "import", g)
    assert code == 0 and out == "imported 0 rubbers; 1 rubber brought up to date\n"
    with Store.open(tmp_path / "a.db") as s:
        assert [i.id for i in s.rubbers()] == [rid]
        assert s.load_rubber(rid).deals[-1] == DEALS[2]
        assert s.rubber_info(rid).players[next(iter(s.rubber_info(rid).players))]
        assert "Dr Lamb-Smith" in s.rubber_info(rid).players.values()
        assert check_history(s).ok
        s.record_deal(rid, DEALS[3])  # and it carries on here as usual
        assert check_history(s).ok
    # The older copy again: nothing to do.
    assert run(capsys, tmp_path / "a.db", "import", f)[1].startswith("imported 0 rubbers; 1 alr")


def test_a_rubber_whose_history_diverges_is_refused_saying_where(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    a, rid = history(tmp_path / "a.db", deals=2)
    with a:
        f = write(tmp_path / "a.json", exported(a))
        a.record_deal(rid, DEALS[2])
    b = tmp_path / "b.db"
    run(capsys, b, "import", f)
    with Store.open(b) as s:
        s.record_deal(1, DEALS[3])  # another third deal
        g = write(tmp_path / "b.json", s.export_json())
    before = chain_rows(tmp_path / "a.db")
    code, out, err = run(capsys, tmp_path / "a.db", "import", g)
    assert code == 2 and out == ""
    assert "rubber 1 (id " in err and "differs from the one here from audit entry 3" in err
    assert "here: record deal 3; in the file: record deal 3" in err
    assert chain_rows(tmp_path / "a.db") == before  # nothing written


# -- nothing forged ------------------------------------------------------------------------------
def _edited(tmp_path: Path, edit: Any) -> tuple[str, dict[str, Any]]:
    store, rid = history(tmp_path / "a.db", deals=3)
    with store:
        store.replace_deal(rid, 1, {"declarer": "E", "contract": "3NT", "result": 10})
        export = exported(store)
    item = export["rubbers"][0]
    edit(item)
    return write(tmp_path / "edited.json", export), item


def _remove_audit_entry(item: dict[str, Any]) -> None:
    del item["audit"][3]  # the correction; its hash left in the chain


def _change_state(item: dict[str, Any]) -> None:
    item["state"] = "abandoned"


def _forge_entry(item: dict[str, Any]) -> None:
    item["audit"][1]["new"]["result"] = 11  # a deal as recorded, changed
    item["record"]["deals"][1]["result"] = 10


def _swap_player(item: dict[str, Any]) -> None:
    item["record"]["players"]["W"] = "Sir Ian"  # who did not play


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (_remove_audit_entry, "audit entry"),
        (_change_state, "header"),
        (_forge_entry, "audit entry 2"),
        (_swap_player, "header"),
    ],
)
def test_a_hand_edited_export_is_refused_naming_the_rubber(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, edit: Any, said: str
) -> None:
    f, item = _edited(tmp_path, edit)
    b = tmp_path / "b.db"
    code, out, err = run(capsys, b, "import", f)
    assert code == 2 and out == ""
    assert f"rubber 1 (id {item['id'][:8]}…) does not match its chain" in err
    assert said in err
    assert count(b, "rubbers") == 0 and count(b, "players") == 0


def test_an_untouched_export_of_the_same_rubber_imports(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    f, _ = _edited(tmp_path, lambda item: None)  # the control for the four above
    assert run(capsys, tmp_path / "b.db", "import", f)[:2] == (0, "imported 1 rubber\n")


def test_a_player_known_here_by_another_spelling_keeps_the_history_s_spelling(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    a, _ = history(tmp_path / "a.db", deals=1)
    with a:
        f = write(tmp_path / "a.json", exported(a))
    b = tmp_path / "b.db"
    with Store.open(b) as s:
        s.ensure_player("MRS GREY")
    assert run(capsys, b, "import", f)[1] == "imported 1 rubber\n"
    with Store.open(b) as s:
        assert s.rubber_info(1).players[next(iter(s.rubber_info(1).players))] == "MRS GREY"
        assert check_history(s).ok


# -- bad input refused whole ---------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('{"game": "contract", "game": "auction"}', "appears twice"),
        ('{"game": "contract", "stake": {"amount": 1e400}}', "beyond"),
        ("[" * 500 + "]" * 500, "nested 500 deep"),
        (json.dumps({**CONTRACT, "played_on": "20261120"}), "date: '20261120' is not a date"),
        (json.dumps({**CONTRACT, "players": {**FOUR, "N": "x" * 10_000}}), "North: 'xxxx"),
        (json.dumps({**CONTRACT, "table": "T\u202e1"}), "table: a text-direction control"),
        (json.dumps({**CONTRACT, "stake": {"amount": 50_000}}), "stake: 50000 is more than"),
    ],
)
def test_import_refuses_bad_input_whole_with_a_short_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, said: str
) -> None:
    f = tmp_path / "bad.json"
    f.write_text(text, encoding="utf-8")
    db = tmp_path / "h.db"
    code, out, err = run(capsys, db, "import", str(f))
    assert code == 2 and out == "" and said in err
    assert len(err) < 300
    assert not db.exists() or count(db, "rubbers") == 0


def test_names_are_trimmed_on_import(tmp_path: Path) -> None:
    with Store.open(tmp_path / "h.db") as s:
        s.import_records({**CONTRACT, "players": {**FOUR, "S": "  Miss Bell  "}})
        assert "Miss Bell" in s.rubber_info(1).players.values()


# -- scorepad verify ----------------------------------------------------------------------------
def test_verify_is_clean_on_a_sound_history_and_finds_damage(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    history(db, deals=3)[0].close()
    code, out, _ = run(capsys, db, "verify")
    assert code == 0 and "integrity: ok" in out and "1 of 1 rubbers match their chain" in out
    assert out.rstrip().endswith("verify: clean")
    with sqlite3.connect(db) as conn:  # a deal edited behind the app's back
        conn.execute(
            "UPDATE deals SET record = ? WHERE idx = 1",
            [json.dumps({"declarer": "E", "contract": "3NT", "result": 11})],
        )
    code, out, _ = run(capsys, db, "verify")
    assert code == 2 and "0 of 1 rubbers match their chain" in out
    assert "rubber 1: deal 2:" in out and out.rstrip().endswith("PROBLEMS FOUND")


def test_verify_finds_a_cache_that_disagrees_with_the_deals(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    history(db, deals=2)[0].close()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE rubbers SET total_ns = total_ns + 500")
    code, out, _ = run(capsys, db, "verify")
    assert code == 2 and "1 of 1 rubbers match their chain" in out
    assert "rubber 1: total NS is" in out and "when scored again" in out
    with sqlite3.connect(db) as conn:  # verify changed nothing
        assert conn.execute("SELECT total_ns FROM rubbers").fetchone()[0] >= 500


def test_verify_reports_damage_sqlite_finds(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    history(db, deals=2)[0].close()
    with sqlite3.connect(db) as conn:
        (root,) = conn.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'deals_position'"
        ).fetchone()
        (size,) = conn.execute("PRAGMA page_size").fetchone()
    with db.open("r+b") as fh:  # one index page overwritten: the table rows are intact
        fh.seek((root - 1) * size)
        fh.write(b"\xff" * size)
    code, out, _ = run(capsys, db, "verify")
    assert code == 2 and "integrity: DAMAGED" in out


# -- the daily chain check at first open ---------------------------------------------------------
def test_the_first_open_of_the_day_checks_the_changed_chains(tmp_path: Path) -> None:
    db = tmp_path / "h.db"
    store, rid = history(db, deals=2)
    store.close()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE deals SET record = ? WHERE idx = 0", [json.dumps(DEALS[3])])
    with Store.open(db) as s:  # the first open of the day (no backup yet today)
        assert list(s.chain_problems) == [rid]
    with Store.open(db) as s:  # later opens the same day do not check again
        assert s.chain_problems == {}


def test_the_daily_check_marks_sound_rubbers_and_rechecks_only_changed_ones(
    tmp_path: Path,
) -> None:
    db = tmp_path / "h.db"
    store, rid = history(db, deals=2)
    with store:
        assert store.check_chains() == {}
        assert store.check_chains() == {}  # nothing changed since: nothing to check
        from scorepad.store import checks

        assert checks.unchecked(store._conn) == []
        store.record_deal(rid, DEALS[2])
        assert checks.unchecked(store._conn) == [rid]
        assert store.check_chains() == {}


# -- export never writes what it cannot read back -----------------------------------------------
def test_export_that_cannot_be_read_back_writes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "h.db"
    history(db, deals=1)[0].close()
    out = tmp_path / "out"
    out.mkdir()
    (out / "x.json").write_text("the old export", encoding="utf-8")

    def broken(self: Store, fh: Any, *_: Any) -> int:
        fh.write('{"format": "scorepad-export/2", "rubbers": [NaN]}')
        return 1

    monkeypatch.setattr(Store, "write_json", broken)
    code, _, err = run(capsys, db, "export", "--out", str(out / "x.json"))
    assert code == 2 and "could not be read back" in err and "Traceback" not in err
    assert sorted(p.name for p in out.iterdir()) == ["x.json"]  # no temporary file left
    assert (out / "x.json").read_text(encoding="utf-8") == "the old export"


def test_csv_export_writes_all_its_files_or_none(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "h.db"
    history(db, deals=2)[0].close()
    out = tmp_path / "csv"
    assert run(capsys, db, "export", "--format", "csv", "--out", str(out))[0] == 0
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    assert sorted(before) == CSV_FILES
    with Store.open(db) as s:
        s.record_deal(1, DEALS[2])

    def failing(self: Store, infos: Any) -> Any:
        yield from ()
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Store, "_deal_csv_rows", failing)
    code, _, err = run(capsys, db, "export", "--format", "csv", "--out", str(out))
    assert code == 2 and "No space left on device" in err
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before  # old set, no temp files


def test_csv_cells_are_safe_past_spaces_and_full_width_signs(tmp_path: Path) -> None:
    with Store.open(tmp_path / "h.db") as s:
        s.ensure_player("\u00a0=HYPERLINK(1)")
        s.ensure_player("\uff1dcmd")
        s.export_csv(tmp_path / "c")
    with (tmp_path / "c" / "players.csv").open(encoding="utf-8-sig", newline="") as fh:
        names = [r["name"] for r in csv.DictReader(fh)]
    assert all(n.startswith("'") for n in names), names


# -- --db never creates a history by mistake -----------------------------------------------------
@pytest.mark.parametrize(
    "args",
    [
        ["players"],
        ["stats"],
        ["history", "Mrs Grey"],
        ["evening", "2026-11-29"],
        ["partners", "Mrs Grey"],
        ["export"],
        ["export", "--format", "csv", "--out", "OUT"],
        ["verify"],
    ],
)
def test_a_db_that_does_not_exist_is_refused_by_queries_and_export(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, args: list[str]
) -> None:
    typo = tmp_path / "clbu" / "scorepad.db"
    args = [str(tmp_path / "out") if a == "OUT" else a for a in args]
    code, out, err = run(capsys, typo, *args)
    assert code == 2 and out == ""
    assert f"no history at {typo}" in err
    assert list(tmp_path.iterdir()) == []  # no folder, no file


def test_import_creates_a_new_history_but_not_missing_folders(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    f = write(tmp_path / "r.json", CONTRACT)
    code, _, err = run(capsys, tmp_path / "no" / "such" / "h.db", "import", f)
    assert code == 2 and "no folder" in err and not (tmp_path / "no").exists()
    assert run(capsys, tmp_path / "new.db", "import", f)[:2] == (0, "imported 1 rubber\n")
    monkeypatch.setenv("SCOREPAD_DB", str(tmp_path / "env-typo.db"))
    assert main(["players"]) == 2 and not (tmp_path / "env-typo.db").exists()
    capsys.readouterr()


def test_the_default_history_is_still_created_on_first_use(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    default = tmp_path / "data" / "scorepad" / "scorepad.db"
    monkeypatch.delenv("SCOREPAD_DB", raising=False)
    monkeypatch.setattr("scorepad.store.core.default_db_path", lambda: default)
    assert main(["players"]) == 0
    assert default.exists()
    capsys.readouterr()


def test_an_edited_export_item_refuses_the_whole_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    store, _ = history(tmp_path / "a.db", deals=2)
    with store:
        from scorepad.records.record import Rubber

        store.create_rubber(Rubber.from_json({**CONTRACT, "table": "Table 9"}))
        export = exported(store)
    export["rubbers"][1] = copy.deepcopy(export["rubbers"][1])
    export["rubbers"][1]["record"]["table"] = "Table 8"
    code, _, err = run(capsys, tmp_path / "b.db", "import", write(tmp_path / "e.json", export))
    assert code == 2 and "rubber 2 (id" in err and "table" in err
    assert count(tmp_path / "b.db", "rubbers") == 0


def test_two_items_with_one_id_and_different_chains_are_refused(tmp_path: Path) -> None:
    store, rid = history(tmp_path / "a.db", deals=1)
    with store:
        first = exported(store)["rubbers"][0]
        store.record_deal(rid, DEALS[1])
        export = exported(store)
    export["rubbers"].append(first)
    with Store.open(tmp_path / "b.db") as s, pytest.raises(RecordError, match="the same id as"):
        s.import_records(export)


def test_export_read_back_finds_one_damaged_rubber_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "h.db"
    store, _ = history(db, deals=2)
    with store:
        from scorepad.records.record import Rubber

        store.create_rubber(Rubber.from_json({**CONTRACT, "table": "Table 9"}))
    real = Store.write_json

    def damaging(self: Store, fh: Any, *rest: Any) -> int:
        import io

        buf = io.StringIO()
        n = real(self, buf, *rest)
        lines = buf.getvalue().split("\n")
        k = next(i for i, line in enumerate(lines) if '"Table 9"' in line)
        lines[k] = lines[k][: len(lines[k]) // 2]  # the second rubber cut short
        fh.write("\n".join(lines))
        return n

    monkeypatch.setattr(Store, "write_json", damaging)
    code, _, err = run(capsys, db, "export", "--out", str(tmp_path / "x.json"))
    assert code == 2 and "could not be read back" in err
    assert not (tmp_path / "x.json").exists()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("x.json")] == []
    monkeypatch.setattr(Store, "write_json", real)
    assert run(capsys, db, "export", "--out", str(tmp_path / "x.json"))[0] == 0
    assert len(json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["rubbers"]) == 2


def test_verify_of_a_file_too_damaged_to_open_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "h.db"
    db.write_bytes(b"SQLite format 3\x00" + b"\xff" * 4000)
    code, out, err = run(capsys, db, "verify")
    assert code == 2 and "DAMAGED or not usable" in out and "Traceback" not in err


def test_the_first_open_of_the_day_checks_the_newest_chains_within_its_budget(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A history never checked (a big one just upgraded) does not hold up the start: the day's
    first open checks the newest rubbers first, a batch at least, until its budget is spent;
    the rest wait for later days, and scorepad verify checks them all."""
    from scorepad.records.record import Rubber
    from scorepad.store import core

    db = tmp_path / "h.db"
    store, first = history(db, deals=1)
    ids = [first] + [store.create_rubber(Rubber.from_json(CONTRACT)) for _ in range(59)]
    store.close()
    with sqlite3.connect(db) as conn:
        conn.execute("UPDATE rubbers SET chain_checked = NULL")  # as if never checked
        conn.execute("UPDATE rubbers SET played_on = '2020-01-01' WHERE id = ?", [ids[-1]])
        conn.execute("UPDATE rubbers SET played_on = '2020-01-01' WHERE id = ?", [ids[0]])
    monkeypatch.setattr(core, "DAILY_CHECK_S", 0.0)  # spent at once: one batch
    with Store.open(db) as s:
        assert list(s.chain_problems) == [ids[-1]]  # the newest, found; the oldest not yet
    with Store.open(db, backup=False) as s:
        left = checks_unchecked(s)
        assert len(left) == 60 - 24 and ids[0] in left and ids[-1] in left
    assert main(["--db", str(db), "verify"]) == 2  # verify checks them all


def checks_unchecked(store: Store) -> list[int]:
    from scorepad.store.checks import unchecked

    return unchecked(store._conn)
