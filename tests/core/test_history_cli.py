"""The history's command line: import, export, players, history, evening, stats."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.cli import main
from scorepad.store import Store
from tests.helpers.evening import FOUR, record, t

CONTRACT = record(
    game="contract",
    table="Table 2",
    stake={"amount": 0.5, "per": 100},
    players={"N": "Dr Lamb", "E": "Mrs Grey", "S": "Mr Pike", "W": "=cmd|x"},
    deals=[
        {"declarer": "N", "contract": "4S", "result": 10},
        {"declarer": "E", "contract": "3NT", "result": 9},
        {"declarer": "S", "contract": "4H", "result": 10},
    ],
)


def usual_mode() -> int:
    """The mode ``open(path, "w")`` gives a new file under the current umask."""
    mask = os.umask(0o022)
    os.umask(mask)
    return 0o666 & ~mask


def run(capsys: pytest.CaptureFixture[str], db: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--db", str(db), *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "club.db"


def write(path: Path, obj: object) -> str:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


def test_import_prints_count_and_queries_answer(capsys: Any, db: Path, tmp_path: Path) -> None:
    f = write(
        tmp_path / "in.json",
        [record(), CONTRACT, record(played_on="2026-11-30", deals=[t(2), t(2)])],
    )
    assert run(capsys, db, "import", f) == (0, "imported 3 rubbers\n", "")
    code, out, _ = run(capsys, db, "players", "--json")
    assert code == 0
    assert [p["name"] for p in json.loads(out)] == [
        "=cmd|x",
        "Col. Hay",
        "Dr Lamb",
        "Miss Bell",
        "Mr Pike",
        "Mrs Grey",
    ]
    code, out, _ = run(capsys, db, "stats", "--json")
    rows = {(r["player"], r["game"]): r for r in json.loads(out)}
    assert {k: rows[("Mrs Grey", "short_whist")][k] for k in ("rubbers", "won", "lost", "net")} == {
        "rubbers": 2,
        "won": 1,
        "lost": 1,
        "net": 0,
    }
    assert rows[("Mrs Grey", "contract")]["money"] == -3.2
    code, out, _ = run(capsys, db, "stats", "MRS GREY", "--json")
    assert {r["player"] for r in json.loads(out)} == {"Mrs Grey"}
    code, out, _ = run(capsys, db, "history", "mrs grey", "--json")
    hist = json.loads(out)
    assert [(h["game"], h["partner"], h["result"], h["net"]) for h in hist] == [
        ("short_whist", "Miss Bell", "won", 8),
        ("contract", "=cmd|x", "lost", -640),
        ("short_whist", "Miss Bell", "lost", -8),
    ]
    code, out, _ = run(capsys, db, "history", "Mrs Grey")
    assert code == 0 and "Miss Bell" in out and "Col. Hay & Dr Lamb" in out
    code, out, _ = run(capsys, db, "evening", "2026-11-29", "--json")
    ev = json.loads(out)
    assert [tb["table"] for tb in ev["tables"]] == ["Table 1", "Table 2"]
    balance = {p["player"]: p["money"] for p in ev["players"]}
    assert balance["Mrs Grey"] == 4.8 and balance["Dr Lamb"] == -4.8
    code, out, _ = run(capsys, db, "evening", "2026-11-29")
    assert "Table 2" in out and "pays" in out
    code, out, _ = run(capsys, db, "partners", "Mrs Grey", "--json")
    pairs = json.loads(out)
    assert {p["partner"]: p["rubbers"] for p in pairs} == {"Miss Bell": 2, "=cmd|x": 1}
    # points stay per game, never one figure across games
    assert all(isinstance(p["points"], dict) and "net" not in p for p in pairs)
    code, out, _ = run(capsys, db, "partners", "Mrs Grey")
    assert code == 0 and "points" in out.splitlines()[0]


def test_import_all_or_nothing_exit_2(capsys: Any, db: Path, tmp_path: Path) -> None:
    bad = record(deals=[t(9), {"tricks": {"NS": 9, "EW": 9}}])
    f = write(tmp_path / "in.json", [record(), bad])
    code, out, err = run(capsys, db, "import", f)
    assert code == 2 and out == ""
    assert "record 2: deal 2: tricks" in err
    assert run(capsys, db, "players", "--json")[1] == "[]\n"
    (tmp_path / "broken.json").write_text("[{", encoding="utf-8")
    code, _, err = run(capsys, db, "import", str(tmp_path / "broken.json"))
    assert code == 2 and "not valid JSON" in err
    code, _, err = run(capsys, db, "history", "Nobody")
    assert code == 2 and "no player named" in err
    code, _, err = run(capsys, db, "evening", "29/11/2026")
    assert code == 2 and "not a date" in err


def test_export_json_round_trips_through_import(capsys: Any, db: Path, tmp_path: Path) -> None:
    write(tmp_path / "in.json", [record(), CONTRACT])
    run(capsys, db, "import", str(tmp_path / "in.json"))
    with Store.open(db) as s:
        s.replace_deal(1, 0, t(12))
    code, out, _ = run(capsys, db, "export", "--format", "json")
    assert code == 0
    first = json.loads(out)
    assert first["format"] == "scorepad-export/2" and len(first["rubbers"]) == 2
    out_file = tmp_path / "export.json"
    assert run(capsys, db, "export", "--out", str(out_file))[0] == 0
    assert json.loads(out_file.read_text(encoding="utf-8")) == first
    assert out_file.stat().st_mode & 0o777 == usual_mode()  # not mkstemp's private 0600
    copy = tmp_path / "copy.db"
    assert run(capsys, copy, "import", str(out_file))[1] == "imported 2 rubbers\n"
    assert run(capsys, copy, "export")[1] == out


def test_export_csv(capsys: Any, db: Path, tmp_path: Path) -> None:
    run(capsys, db, "import", write(tmp_path / "in.json", [record(), CONTRACT]))
    code, _, err = run(capsys, db, "export", "--format", "csv")
    assert code == 2 and "--out" in err
    code, out, _ = run(capsys, db, "export", "--format", "csv", "--out", str(tmp_path / "c"))
    assert code == 0 and "deals.csv" in out
    with (tmp_path / "c" / "deals.csv").open(encoding="utf-8-sig", newline="") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 5 and [r["deal"] for r in rows] == ["1", "2", "1", "2", "3"]
    with (tmp_path / "c" / "rubbers.csv").open(encoding="utf-8-sig", newline="") as fh:
        rubbers = list(csv.DictReader(fh))
    assert rubbers[1]["W"] == "'=cmd|x"  # a formula-looking name is made safe
    assert rubbers[1]["net_NS"] == "640"


def test_db_option_after_the_subcommand(capsys: Any, db: Path, tmp_path: Path) -> None:
    f = write(tmp_path / "in.json", record())
    assert main(["import", "--db", str(db), f]) == 0
    assert capsys.readouterr().out == "imported 1 rubber\n"
    assert main(["players", "--json", "--db", str(db)]) == 0
    assert {p["name"] for p in json.loads(capsys.readouterr().out)} == set(FOUR.values())
    other = tmp_path / "other.db"
    assert main(["--db", str(db), "stats", "Mrs Grey", "--json"]) == 0  # before it, as ever
    assert len(json.loads(capsys.readouterr().out)) == 1
    assert main(["--db", str(other), "stats", "--json"]) == 2  # no such history: refused
    assert not other.exists()


def test_export_to_a_place_it_cannot_write_is_an_input_error(
    capsys: Any, db: Path, tmp_path: Path
) -> None:
    run(capsys, db, "import", write(tmp_path / "in.json", [record()]))
    a_file = tmp_path / "in.json"
    for args in (
        ["--out", str(tmp_path / "no" / "such" / "dir" / "x.json")],
        ["--out", str(tmp_path)],  # a directory, not a file
        ["--format", "csv", "--out", str(a_file)],
    ):  # a file, not a directory
        code, out, err = run(capsys, db, "export", *args)
        assert code == 2 and out == "", args
        assert err.startswith("--out: cannot write ") and err.count("\n") == 1, err
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["in.json", db.name, *(p.name for p in tmp_path.glob("club.backup-*"))]
    )


def test_store_errors_exit_3(capsys: Any, tmp_path: Path) -> None:
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"PK\x03\x04 not a database at all")
    code, _, err = run(capsys, junk, "players")
    assert code == 3 and "not a SQLite database" in err
    assert junk.read_bytes() == b"PK\x03\x04 not a database at all"


def test_scorepad_db_environment_and_real_command(tmp_path: Path) -> None:
    f = write(tmp_path / "in.json", record())
    env = {"SCOREPAD_DB": str(tmp_path / "env.db"), "PATH": "/usr/bin:/bin"}
    p = subprocess.run(
        [sys.executable, "-m", "scorepad", "import", f],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (p.returncode, p.stdout) == (0, "imported 1 rubber\n")
    assert (tmp_path / "env.db").exists()
    p = subprocess.run(
        [sys.executable, "-m", "scorepad", "stats", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert p.returncode == 0
    assert {r["player"] for r in json.loads(p.stdout)} == set(FOUR.values())
