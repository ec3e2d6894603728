"""An evening shows that date's drives beside its rubbers (issue 13): ``scorepad evening``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorepad.cli import main
from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.drives.rules import FORM_TITLES
from scorepad.store import Store
from scorepad.store import drives as ds

PLAYERS = [
    ("L1", "lady", "Ada"),
    ("L2", "lady", "Bea"),
    ("G1", "gent", "Cy"),
    ("G2", "gent", "Dan"),
]


def new_drive(store: Store, played_on: str, title: str | None = "Spring drive") -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
        prizes=[{"id": "top", "pool": "all", "kind": "top", "place": 1}],
        title=title,
        played_on=played_on,
    )
    return ds.create_drive(store, rec).drive_id


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "club.db"
    with Store.open(path) as store:
        did = new_drive(store, "2026-03-01")
        ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
        ds.record_round_result(store, did, 2, 1, {"NS": 7, "EW": 6}, None)
        new_drive(store, "2026-03-01", None)
        new_drive(store, "2026-03-02", "Another night")
    return path


def test_evening_drives_lists_that_dates_drives_with_their_winners(db: Path) -> None:
    with Store.open(db) as store:
        first, second = ds.evening_drives(store, "2026-03-01")
        sheet = ds.load_drive(store, first.id).sheet
    (prize,) = sheet["prizes"]
    winner = dict((p[0], p[2]) for p in PLAYERS)[prize["winner"]]
    assert (first.title, first.form, first.tables, first.players) == (
        "Spring drive",
        "whist_drive",
        1,
        4,
    )
    assert first.winners == (("top", "1st prize", winner),)
    assert (first.rounds_played, first.rounds, first.state_text) == (
        2,
        2,
        "complete, prizes not yet declared",
    )
    assert (second.title, second.rounds_played, second.winners) == (None, 0, ())
    assert second.state_text == "in play, 0 of 2 rounds"


def test_the_evening_command_prints_the_drives_apart(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", str(db), "evening", "2026-03-01"]) == 0
    out = capsys.readouterr().out
    drives_part = out[out.index("2 drives (scored apart from the rubbers)") :]
    assert "Spring drive" in drives_part and "1st prize: " in drives_part
    assert FORM_TITLES["whist_drive"] in drives_part
    assert "Another night" not in out
    assert main(["--db", str(db), "evening", "2026-03-01", "--json"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert [d["title"] for d in got["drives"]] == ["Spring drive", None]
    assert got["drives"][0]["winners"][0]["prize"] == "top"
    assert got["players"] == []  # drive points are not rubber balances


def test_an_evening_without_drives_prints_as_before(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "empty.db"
    Store.open(db).close()
    assert main(["--db", str(db), "evening", "2026-03-01", "--json"]) == 0
    assert "drives" not in json.loads(capsys.readouterr().out)
    assert main(["--db", str(db), "evening", "2026-03-01"]) == 0
    assert "drive" not in capsys.readouterr().out
