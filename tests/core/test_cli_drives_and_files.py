"""What a new user met on the command line with drives and files (a trial of the finished work):
an export to a file of a history that holds a drive, a drive file read as strictly as a rubber,
a plain drive record imported, query commands on a missing history, and dates exactly
YYYY-MM-DD."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from scorepad import cli
from scorepad.drives.record import DriveRecord
from scorepad.store import Store, backup
from scorepad.store import drives as ds
from tests.helpers.golden import drive_cases
from tests.helpers.unwritable import unwritable

CASES = drive_cases()
RUBBER = {
    "format": "scorepad-rubber/1",
    "game": "short_whist",
    "played_on": "2026-11-20",
    "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"},
    "deals": [{"tricks": {"NS": 7, "EW": 6}}],
}


def drive_raw() -> dict[str, Any]:
    raw = copy.deepcopy(CASES["WD-DRIVE-12"]["drive"])
    raw["played_on"] = "2026-11-20"
    return raw


def history(path: Path) -> None:
    with Store.open(path, backup=False) as s:
        s.import_records(RUBBER)
        ds.create_drive(s, DriveRecord.from_json(drive_raw()))


def test_export_to_a_file_of_a_history_with_a_drive_reads_back_and_imports(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, out = tmp_path / "club.db", tmp_path / "exp.json"
    history(db)
    assert cli.main(["--db", str(db), "export", "--out", str(out)]) == 0, capsys.readouterr()
    back = json.loads(out.read_text(encoding="utf-8"))
    assert (len(back["rubbers"]), len(back["drives"])) == (1, 1)
    fresh = tmp_path / "fresh.db"
    assert cli.main(["--db", str(fresh), "import", str(out)]) == 0
    with Store.open(fresh, read_only=True) as s:
        assert len(s.rubbers()) == 1 and len(ds.drives(s)) == 1


def _drive_file(tmp_path: Path, text: str) -> str:
    path = tmp_path / "drive.json"
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (lambda t: t.replace('"tables": 3', '"tables": 3, "tables": 4', 1), 'key "tables" appears'),
        (lambda t: t.replace('"tables": 3', '"tables": ' + "9" * 5000, 1), "beyond ±1,000,000,000"),
        (lambda t: t.replace('"played_on": "2026-11-20"', '"played_on": "20261120"'), "20261120"),
        (lambda t: t.replace('"name": "Lady 1"', '"name": "Lady\\u202e 1"'), "text-direction"),
        (lambda t: t.replace('"name": "Lady 1"', '"name": "' + "L" * 500 + '"'), "longer than 60"),
        (
            lambda t: t.replace('"played_on"', '"title": "' + "T" * 100_000 + '", "played_on"'),
            "title",
        ),
        (lambda t: "[" * 500 + "]" * 500, "nested 500 deep"),
    ],
)
def test_a_drive_file_is_read_as_strictly_as_a_rubber(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, said: str
) -> None:
    raw = drive_raw()
    raw.pop("title", None)
    text = json.dumps(raw, ensure_ascii=False)
    assert '"tables": 3' in text and '"name": "Lady 1"' in text
    assert cli.main(["drive", _drive_file(tmp_path, text)]) == 0
    capsys.readouterr()
    assert cli.main(["drive", _drive_file(tmp_path, change(text))]) == 2
    out, err = capsys.readouterr()
    assert out == "" and said in err and "Traceback" not in err
    assert max(len(line) for line in err.splitlines()) < 200


def test_a_drive_copy_with_its_chain_taken_away_neither_changes_nor_doubles_the_drive(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, out = tmp_path / "club.db", tmp_path / "exp.json"
    history(db)
    assert cli.main(["--db", str(db), "export", "--out", str(out)]) == 0
    export = json.loads(out.read_text(encoding="utf-8"))
    (item,) = export["drives"]
    for key in ("chain", "start", "audit"):
        item.pop(key)
    same = tmp_path / "same.json"
    same.write_text(json.dumps(export), encoding="utf-8")
    capsys.readouterr()
    assert cli.main(["--db", str(db), "import", str(same)]) == 0  # as it stands: nothing added
    result = item["record"]["rounds"][0]["results"][0]
    result["NS"], result["EW"] = result["EW"], result["NS"]
    forged = tmp_path / "forged.json"
    forged.write_text(json.dumps(export), encoding="utf-8")
    assert cli.main(["--db", str(db), "import", str(forged)]) == 2
    err = capsys.readouterr().err
    assert "the whist drive of 2026-11-20 is in the history" in err and "Traceback" not in err
    with Store.open(db, read_only=True) as s:
        (info,) = ds.drives(s)
        assert ds.load_drive(s, info.id).record.to_json() == drive_raw()


@pytest.mark.parametrize(
    "command",
    [["drives"], ["drives", "--json"], ["serve", "--evening", "2026-11-29", "--tables", "2"]],
)
def test_a_query_or_serve_on_a_missing_history_is_refused_and_creates_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    missing = tmp_path / "typo" / "club.db"
    assert cli.main(["--db", str(missing), *command]) == 2
    err = capsys.readouterr().err
    # serve, which writes (its new tables), never makes a history either: the phones' hands
    # must not go into a new file made by a typo (tests/core/test_serve_command.py)
    assert f"no history at {missing}" in err and "nothing was created" in err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    "command",
    [
        ["evening", "20261120"],
        ["evening", "2026-02-30"],
        ["history", "Mrs Grey", "--from", "20261120"],
        ["drives", "--date", "20261120"],
    ],
)
def test_a_date_on_the_command_line_is_exactly_yyyy_mm_dd(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    db = tmp_path / "club.db"
    history(db)
    assert cli.main(["--db", str(db), *command]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and ("date:" in err or "from:" in err)
    assert "is not a date such as" in err or "is not a day of the calendar" in err


def test_a_plain_drive_record_imports_as_scorepad_drive_reads_it_and_only_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db, plain = tmp_path / "club.db", tmp_path / "drive.json"
    plain.write_text(json.dumps(drive_raw()), encoding="utf-8")
    assert cli.main(["drive", str(plain)]) == 0
    capsys.readouterr()
    assert cli.main(["--db", str(db), "import", str(plain)]) == 0
    assert cli.main(["--db", str(db), "import", str(plain)]) == 0  # the same again: nothing
    assert "already in the history" in capsys.readouterr().out
    with Store.open(db, read_only=True) as s:
        (info,) = ds.drives(s)
        assert ds.load_drive(s, info.id).record.to_json() == drive_raw()


def test_restore_of_a_bare_backup_name_takes_the_one_beside_the_history(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    club, other = tmp_path / "club", tmp_path / "other"
    club.mkdir()
    other.mkdir()
    history(club / "club.db")
    with Store.open(other / "club.db", backup=False) as s:
        s.import_records({**RUBBER, "players": {**RUBBER["players"], "N": "Sir Ian"}})
    for folder in (club, other):
        assert backup(folder / "club.db") is not None  # the day's backup (a read never makes it)
    (name,) = [p.name for p in club.iterdir() if ".backup-" in p.name]
    assert (other / name).exists()  # another history's backup of the same name
    monkeypatch.chdir(other)
    capsys.readouterr()
    assert cli.main(["--db", str(club / "club.db"), "restore", name]) == 0
    assert str(club / name) in capsys.readouterr().out
    with Store.open(club / "club.db", read_only=True) as s:
        assert len(ds.drives(s)) == 1  # the club's own backup, not the other history's
    assert cli.main(["--db", str(club / "club.db"), "restore", "nothing.db"]) == 2
    assert "no backup nothing.db beside" in capsys.readouterr().err


def test_a_history_that_cannot_be_written_is_still_looked_at_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "club"
    folder.mkdir()
    db = folder / "club.db"
    history(db)
    out = tmp_path / "exp.json"
    with unwritable(db), unwritable(folder):
        for command in (
            ["players"],
            ["evening", "2026-11-20"],
            ["drives"],
            ["stats"],
            ["export", "--out", str(out)],
            ["verify"],
        ):
            code = cli.main(["--db", str(db), *command])
            printed = capsys.readouterr()
            assert code == 0, (command, printed.err)
            assert "Traceback" not in printed.err
    assert len(json.loads(out.read_text(encoding="utf-8"))["rubbers"]) == 1
