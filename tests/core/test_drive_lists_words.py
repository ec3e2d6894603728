"""The lists of drives say what a secretary would: the rounds every table has entered (as the
evening counts them) with the round under way, and each prize by its title, not its id."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from scorepad import cli
from scorepad.drives.record import DriveRecord
from scorepad.store import Store
from scorepad.store import drives as ds
from tests.helpers.golden import drive_cases

DATE = "2026-11-20"


def _history(path: Path, rounds: int) -> None:
    raw = copy.deepcopy(drive_cases()["WD-DRIVE-12"]["drive"])
    raw["played_on"] = DATE
    whole = raw["rounds"]
    raw["rounds"] = whole[:rounds]
    if rounds < len(whole):  # the next round under way: one table entered of three
        raw["rounds"].append({**whole[rounds], "results": whole[rounds]["results"][:1]})
    with Store.open(path, backup=False) as s:
        ds.create_drive(s, DriveRecord.from_json(raw))


def _out(capsys: Any, *args: str) -> str:
    assert cli.main(list(args)) == 0
    return str(capsys.readouterr().out)


def test_rounds_complete_and_the_round_under_way(tmp_path: Path, capsys: Any) -> None:
    db = tmp_path / "h.db"
    _history(db, 2)
    (row,) = json.loads(_out(capsys, "drives", "--json", "--db", str(db)))
    assert (row["rounds"], row["rounds_complete"]) == (3, 2)
    assert "2 (round 3 under way)" in _out(capsys, "drives", "--db", str(db))
    evening = json.loads(_out(capsys, "evening", DATE, "--json", "--db", str(db)))
    assert evening["drives"][0]["rounds_played"] == 2


def test_prizes_by_their_titles(tmp_path: Path, capsys: Any) -> None:
    db = tmp_path / "h.db"
    _history(db, 4)
    text = _out(capsys, "evening", DATE, "--db", str(db))
    assert "Ladies' 1st prize: " in text and "Booby prize: " in text
    assert "ladies_1" not in text
    (drive,) = json.loads(_out(capsys, "evening", DATE, "--json", "--db", str(db)))["drives"]
    first = drive["winners"][0]
    assert first["prize"] == "ladies_1" and first["title"] == "Ladies' 1st prize"
