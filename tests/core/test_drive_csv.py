"""The CSV export carries the drives (issue 13): drives.csv, drive_standings.csv and
drive_lines.csv, written with the rubbers' files as one set, all or nothing, every text cell
that a spreadsheet would run as a formula quoted."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.records.record import Rubber
from scorepad.store import Store, drive_csv
from scorepad.store import drives as ds

DATE = "2026-03-06"
PLAYERS = [
    ("L1", "lady", '=HYPERLINK("http://x")'),
    ("L2", "lady", "Miss Bea Bell"),
    ("G1", "gent", "+Cy Hay"),
    ("G2", "gent", "Dr Dan Lamb"),
]
NAMES = {pid: name for pid, _role, name in PLAYERS}
ALL_FILES = [
    "damaged.csv",
    "deals.csv",
    "drive_lines.csv",
    "drive_standings.csv",
    "drives.csv",
    "players.csv",
    "rubbers.csv",
]


def read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8-sig", newline="") as fh:
        return list(csv.DictReader(fh))


def add_drive(store: Store, title: str, *, money: bool) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 3},
        prizes=[{"id": "top", "pool": "all", "kind": "top", "place": 1}],
        title=title,
        played_on=DATE,
    ).to_json()
    if money:
        rec["money"] = {
            "entry_fee": 2.5,
            "currency": "GBP",
            "prize_fund": {"mode": "fixed", "amounts": {"top": 5}},
        }
    did = ds.create_drive(store, DriveRecord.from_json(rec)).drive_id
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
    ds.record_round_result(store, did, 2, 1, {"NS": 5, "EW": 8}, None)
    return did


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "h.db", backup=False)
    s.create_rubber(
        Rubber(game="contract", players={"N": "Ann", "E": "Bob", "S": "Cas", "W": "Dee"})  # type: ignore[dict-item]
    )
    yield s
    s.close()


def test_the_drives_files_hold_each_drive_its_standings_and_its_lines(
    store: Store, tmp_path: Path
) -> None:
    ids = [add_drive(store, "-Spring drive", money=True), add_drive(store, "Autumn", money=False)]
    paths = store.export_csv(tmp_path / "csv")
    assert sorted(p.name for p in paths) == ALL_FILES
    out = tmp_path / "csv"

    drives = read(out / "drives.csv")
    assert list(drives[0]) == drive_csv.DRIVE_COLUMNS
    assert [int(d["id"]) for d in drives] == ids
    spring, autumn = drives
    assert spring["title"] == "'-Spring drive"  # would run as a formula: quoted
    assert (spring["form"], spring["state"], spring["played_on"]) == (
        "whist_drive",
        "in_play",
        DATE,
    )
    assert (spring["tables"], spring["players"], spring["rounds"], spring["rounds_played"]) == (
        "1",
        "4",
        "3",
        "2",
    )
    assert (spring["currency"], spring["takings"], spring["prize_fund"], spring["surplus"]) == (
        "GBP",
        "10.0",
        "5.0",
        "5.0",
    )
    assert autumn["currency"] == autumn["takings"] == ""  # a drive without money

    standings = read(out / "drive_standings.csv")
    assert list(standings[0]) == drive_csv.DRIVE_STANDING_COLUMNS
    for did in ids:
        sheet = ds.load_drive(store, did).sheet
        rows = [r for r in standings if int(r["drive"]) == did]
        assert [r["entrant"] for r in rows] == [s["player"] for s in sheet["standings"]]
        assert [r["total"] for r in rows] == [str(s["total"]) for s in sheet["standings"]]
        assert [int(r["position"]) for r in rows] == [1, 2, 3, 4]
        by_id = {r["entrant"]: r for r in rows}
        assert by_id["L1"]["name"] == "'" + NAMES["L1"] and by_id["L1"]["role"] == "lady"
        assert by_id["G1"]["name"] == "'+Cy Hay"
        assert by_id["L2"]["name"] == "Miss Bea Bell"
        # in play: no prize is awarded until every round is played
        assert all(r["prizes"] == "" for r in rows) or sheet["prizes"]

    lines = read(out / "drive_lines.csv")
    assert list(lines[0]) == drive_csv.DRIVE_LINE_COLUMNS
    assert [(int(r["drive"]), r["round"], r["table"]) for r in lines] == [
        (ids[0], "1", "1"),
        (ids[0], "2", "1"),
        (ids[1], "1", "1"),
        (ids[1], "2", "1"),
    ]
    first = lines[0]
    sheet = ds.load_drive(store, ids[0]).sheet
    seat = sheet["rounds"][0]["tables"][0]["seating"]
    ns = f"{NAMES[seat['N']]} & {NAMES[seat['S']]}"
    assert first["NS"] == ("'" + ns if ns[0] in "=+" else ns)
    assert (first["score_NS"], first["score_EW"], first["winner"]) == ("9", "4", "NS")
    assert (lines[1]["score_NS"], lines[1]["winner"]) == ("5", "EW")
    assert {r["round_state"] for r in lines} == {"complete"}  # no round waits for a table


EIGHT = [(f"L{k}", "lady", f"Lady {k}") for k in range(1, 5)] + [
    (f"G{k}", "gent", f"Gent {k}") for k in range(1, 5)
]


def two_tables(store: Store) -> int:
    """A drive of two tables, round 1 played, round 2 waiting for table 2."""
    rec = DriveRecord.new(
        "whist_drive",
        EIGHT,
        allocate(["L1", "L2", "L3", "L4"], ["G1", "G2", "G3", "G4"], "arrival"),
        house_rules={"rounds": 3},
        prizes=[
            {"id": "ladies", "pool": "lady", "kind": "top", "place": 1},
            {"id": "gents", "pool": "gent", "kind": "top", "place": 1},
        ],
        played_on=DATE,
    )
    did = ds.create_drive(store, rec).drive_id
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
    ds.record_round_result(store, did, 1, 2, {"NS": 3, "EW": 10}, None)
    ds.record_round_result(store, did, 2, 1, {"NS": 6, "EW": 7}, None)
    return did


def test_a_bye_row_says_bye_where_the_ghosts_sit(store: Store, tmp_path: Path) -> None:
    """At a bye the real side sat out against ghosts: the ghosts' column says "bye" (as the
    drive window's round tab says "a bye"), not the ghosts' ids."""
    start = [
        {"table": 1, "N": "L1", "E": "L2", "S": "G1", "W": "G2"},
        {"table": 2, "N": "ghost1", "E": "L3", "S": "ghost2", "W": "G3"},
    ]
    players = [*PLAYERS, ("L3", "lady", "Eve Ash"), ("G3", "gent", "Fred Oak")]
    rec = DriveRecord.new(
        "whist_drive", players, start, house_rules={"rounds": 2}, played_on=DATE
    ).to_json()
    did = ds.create_drive(store, DriveRecord.from_json(rec)).drive_id
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
    ds.record_round_result(store, did, 1, 2, {"bye": "EW"}, None)
    store.export_csv(tmp_path / "csv")
    rows = {r["table"]: r for r in read(tmp_path / "csv" / "drive_lines.csv")}
    assert (rows["2"]["NS"], rows["2"]["EW"]) == ("bye", "Eve Ash & Fred Oak")
    assert (rows["2"]["winner"], rows["2"]["decided_by"]) == ("EW", "bye")
    assert rows["1"]["EW"] == "Miss Bea Bell & Dr Dan Lamb"  # a table played: its names


def test_the_lines_of_the_round_in_progress_are_written_marked_so(
    store: Store, tmp_path: Path
) -> None:
    did = two_tables(store)
    store.export_csv(tmp_path / "csv")
    lines = read(tmp_path / "csv" / "drive_lines.csv")
    assert [(r["round"], r["table"], r["round_state"]) for r in lines] == [
        ("1", "1", "complete"),
        ("1", "2", "complete"),
        ("2", "1", "in_progress"),  # table 2 of round 2 has no line yet
    ]
    waiting = lines[2]
    # the round the export item holds as round_in_progress: its seating and its result
    [item] = ds.export_drives(store)
    assert item["id"] == ds.drive_info(store, did).uid
    rnd = item["round_in_progress"]
    seat = rnd["seating"][0]
    names = {pid: name for pid, _role, name in EIGHT}
    assert waiting["NS"] == f"{names[seat['N']]} & {names[seat['S']]}"
    assert waiting["EW"] == f"{names[seat['E']]} & {names[seat['W']]}"
    assert (waiting["score_NS"], waiting["score_EW"], waiting["winner"]) == ("6", "7", "EW")
    assert rnd["results"] == [{"table": 1, "NS": 6, "EW": 7}]


def test_prizes_not_yet_declared_are_marked_provisional(store: Store, tmp_path: Path) -> None:
    did = two_tables(store)
    ds.record_round_result(store, did, 2, 2, {"NS": 8, "EW": 5}, None)
    ch = ds.load_drive(store, did)
    winners = {p["winner"] for p in ch.sheet["prizes"]}
    assert len(winners) == 2  # awarded on the rounds entered (drives.md §3.9)

    def states() -> dict[str, str]:
        store.export_csv(tmp_path / "csv")
        rows = read(tmp_path / "csv" / "drive_standings.csv")
        assert list(rows[0]) == drive_csv.DRIVE_STANDING_COLUMNS
        assert all(bool(r["prizes"]) == bool(r["prizes_state"]) for r in rows)
        return {r["entrant"]: r["prizes_state"] for r in rows}

    shown = states()
    assert {e for e, st in shown.items() if st} == winners
    assert {shown[e] for e in winners} == {"provisional"}  # in play: not declared yet
    assert {st for e, st in shown.items() if e not in winners} == {""}
    ds.declare_prizes(store, did, ch.version)
    shown = states()
    assert {shown[e] for e in winners} == {"declared"}
    assert {st for e, st in shown.items() if e not in winners} == {""}


def test_a_history_without_drives_writes_their_files_with_headers_only(
    store: Store, tmp_path: Path
) -> None:
    store.export_csv(tmp_path / "csv")
    for name, columns in (
        ("drives.csv", drive_csv.DRIVE_COLUMNS),
        ("drive_standings.csv", drive_csv.DRIVE_STANDING_COLUMNS),
        ("drive_lines.csv", drive_csv.DRIVE_LINE_COLUMNS),
    ):
        with (tmp_path / "csv" / name).open(encoding="utf-8-sig", newline="") as fh:
            assert list(csv.reader(fh)) == [columns], name


def test_a_failure_in_the_drives_files_changes_no_file(
    store: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "csv"
    store.export_csv(out)  # the old set, without drives
    before = {p.name: p.read_bytes() for p in out.iterdir()}
    add_drive(store, "Spring", money=False)
    real = drive_csv.drive_csv_files

    def failing(drives: Any) -> Any:
        files = real(drives)
        name, header, kept = files[1]  # drive_standings.csv: cut short by a full disc

        def rows() -> Iterator[list[Any]]:
            yield from kept[:1]
            raise OSError(28, "No space left on device")

        files[1] = (name, header, rows())
        return files

    monkeypatch.setattr(drive_csv, "drive_csv_files", failing)
    with pytest.raises(OSError, match="No space"):
        store.export_csv(out)
    assert {p.name: p.read_bytes() for p in out.iterdir()} == before


def test_scorepad_export_csv_lists_the_drives_files(
    store: Store, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    add_drive(store, "Spring", money=True)
    db = store.path
    store.close()
    out = tmp_path / "csv"
    assert main(["--db", str(db), "export", "--format", "csv", "--out", str(out)]) == 0
    printed = sorted(Path(line).name for line in capsys.readouterr().out.split())
    assert printed == ALL_FILES
    assert len(read(out / "drive_standings.csv")) == 4
