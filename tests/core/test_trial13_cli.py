"""The history's text lists, as a new user reads them beside the window (trial 13): the games
by their names, and the rubber's number that ``scorepad report rubber`` asks for."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from scorepad.cli import main
from scorepad.store import Store

SEATS = {"N": "Mum", "E": "Uncle Bob", "S": "Dad", "W": "Granny Smith"}


def _db(tmp_path: Path) -> Path:
    db = tmp_path / "h.db"
    deals = [{"tricks": {"NS": 9, "EW": 4}}, {"tricks": {"NS": 10, "EW": 3}}]
    with Store.open(db, backup=False) as store:
        from scorepad.records.record import Rubber

        for game in ("american_whist", "long_whist"):
            store.create_rubber(
                Rubber.from_json(
                    {
                        "game": game,
                        "played_on": "2026-12-06",
                        "table": "Kitchen",
                        "players": SEATS,
                        "deals": deals,
                    }
                )
            )
    return db


def _out(capsys: Any, db: Path, *args: str) -> str:
    assert main(["--db", str(db), *args]) == 0
    return str(capsys.readouterr().out)


def test_text_lists_name_the_games_as_the_window_and_partners_do(
    capsys: Any, tmp_path: Path
) -> None:
    db = _db(tmp_path)
    for args in (("history", "Mum"), ("stats", "Mum"), ("evening", "2026-12-06")):
        text = _out(capsys, db, *args)
        # (stats count settled rubbers only: the long whist is still in play)
        assert "American whist" in text, args
        assert ("Long whist" in text) == (args[0] != "stats"), args
        assert "_whist" not in text, args
    # --json keeps the ids
    rows = json.loads(_out(capsys, db, "stats", "Mum", "--json"))
    assert {r["game"] for r in rows} == {"american_whist"}


def test_history_text_gives_the_rubber_number_report_rubber_takes(
    capsys: Any, tmp_path: Path
) -> None:
    db = _db(tmp_path)
    lines = _out(capsys, db, "history", "Mum").splitlines()
    assert lines[0].split()[0] == "rubber"
    ids = {int(line.split()[0]) for line in lines[1:]}
    assert ids == {r["rubber_id"] for r in json.loads(_out(capsys, db, "history", "Mum", "--json"))}
    pdf = tmp_path / "r.pdf"
    # (in its own process: ``report`` paints, and a Qt application made in this one would be
    # the wrong kind for the window's tests that follow)
    report = [sys.executable, "-m", "scorepad", "--db", str(db), "report", "rubber"]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([*report, str(min(ids)), "--pdf", str(pdf)], env=env, timeout=120)
    assert done.returncode == 0 and pdf.stat().st_size > 0


def test_the_drives_list_names_the_form_and_state_in_words(capsys: Any, tmp_path: Path) -> None:
    import copy

    from scorepad.drives.record import DriveRecord
    from scorepad.store import drives as ds
    from tests.helpers.golden import drive_cases

    db = _db(tmp_path)
    raw = copy.deepcopy(drive_cases()["WD-DRIVE-12"]["drive"])
    raw["rounds"] = raw["rounds"][:1]
    with Store.open(db, backup=False) as store:
        ds.create_drive(store, DriveRecord.from_json(raw))
    text = _out(capsys, db, "drives")
    assert "Whist drive (progressive whist)" in text and "in play" in text
    assert "whist_drive" not in text and "in_play" not in text
    (row,) = json.loads(_out(capsys, db, "drives", "--json"))
    assert (row["form"], row["state"]) == ("whist_drive", "in_play")
