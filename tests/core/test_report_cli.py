"""``scorepad report`` end to end, in a subprocess without a display: rubber (from a file and by
id), evening and player statement; bad input exits 2 and leaves no file behind."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.enums import SEATS
from scorepad.records.record import Rubber
from scorepad.rules import score
from scorepad.store import Store
from tests.helpers.golden import load_cases

needs_poppler = pytest.mark.skipif(
    shutil.which("pdftotext") is None, reason="poppler-utils (pdftotext) is not installed"
)
PLAYERS = ("Mrs Grey", "Col. Hay", "Miss Bell", "Dr Lamb")


def scorable(game: str) -> dict[str, Any]:
    for c in sorted(
        load_cases("whist.jsonl") + load_cases("bridge.jsonl"),
        key=lambda c: -len(c["rubber"]["deals"]),
    ):
        if c["game"] != game or c["expect"].get("error"):
            continue
        try:
            score(Rubber.from_json(c["rubber"]))
        except Exception:  # rules still being written
            continue
        return c
    pytest.skip(f"no {game} rubber scores yet")


def record(game: str, **extra: Any) -> dict[str, Any]:
    d = dict(scorable(game)["rubber"])
    d.update(
        players=dict(zip((s.value for s in SEATS), PLAYERS, strict=True)),
        played_on="2026-11-27",
        table="Table 2",
        stake={"amount": 1, "per": 100},
    )
    d.update(extra)
    return d


def run(
    args: list[str],
    db: Path | None = None,
    stdin: str | None = None,
) -> subprocess.CompletedProcess[str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    if db is not None:
        env["SCOREPAD_DB"] = str(db)
    return subprocess.run(
        [sys.executable, "-m", "scorepad", *args],
        capture_output=True,
        text=True,
        env=env,
        input=stdin,
        timeout=120,
    )


def text_of(pdf: Path) -> str:
    out = subprocess.run(
        ["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    return " ".join(out.split())


@pytest.fixture
def history(tmp_path: Path) -> tuple[Path, list[int]]:
    db = tmp_path / "club.db"
    with Store.open(db, backup=False) as store:
        ids = [
            store.create_rubber(Rubber.from_json(record("contract"))),
            store.create_rubber(
                Rubber.from_json(
                    record("short_whist", table="Table 1", stake={"amount": 1, "per": 1})
                )
            ),
            store.create_rubber(Rubber.from_json(record("chicago", played_on="2026-12-04"))),
        ]
    return db, ids


@needs_poppler
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_rubber_from_a_file_needs_no_display(tmp_path: Path, paper: str) -> None:
    src = tmp_path / "rubber.json"
    rec = record("bridge_whist")
    src.write_text(json.dumps(rec))
    out = tmp_path / "out.pdf"
    proc = run(["report", "rubber", str(src), "--pdf", str(out), "--paper", paper])
    assert proc.returncode == 0, proc.stderr
    assert str(out) in proc.stdout
    text = text_of(out)
    sheet = score(Rubber.from_json(rec))
    for name in PLAYERS:
        assert name in text
    for side in sheet.totals.values():
        assert f"{side:,}" in text
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True).stdout
    assert ("(A4)" in info) == (paper == "a4") and ("(letter)" in info) == (paper == "letter")
    mask = os.umask(0o022)
    os.umask(mask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~mask  # like any new file, not mkstemp's 0600


@needs_poppler
def test_rubber_from_stdin(tmp_path: Path) -> None:
    out = tmp_path / "stdin.pdf"
    proc = run(
        ["report", "rubber", "-", "--pdf", str(out)],
        stdin=json.dumps(record("american_whist", stake={"amount": 1, "per": 1})),
    )
    assert proc.returncode == 0, proc.stderr
    assert "American whist" in text_of(out)


@needs_poppler
def test_rubber_by_id_evening_and_player(
    tmp_path: Path,
    history: tuple[Path, list[int]],
) -> None:
    db, ids = history
    with Store.open(db, backup=False) as store:
        info = store.rubber_info(ids[0])
        evening = store.evening("2026-11-27")
        grey = store.player_history("Mrs Grey", "2026-11-01", "2026-11-30")
    out = tmp_path / "r.pdf"
    proc = run(["--db", str(db), "report", "rubber", str(ids[0]), "--pdf", str(out)])
    assert proc.returncode == 0, proc.stderr
    text = text_of(out)
    assert f"rubber {ids[0]}" in text and f"{info.totals[info.winner or 'NS']:,}" in text

    out = tmp_path / "e.pdf"
    proc = run(["report", "evening", "2026-11-27", "--pdf", str(out)], db=db)
    assert proc.returncode == 0, proc.stderr
    text = text_of(out)
    assert "Table 1" in text and "Table 2" in text
    for b in evening.balances:
        assert b.player in text
    from ui.printing import pays_text

    for b in evening.balances:
        assert pays_text(b.money) in text

    out = tmp_path / "p.pdf"
    proc = run(
        [
            "report",
            "player",
            "mrs grey",
            "--from",
            "2026-11-01",
            "--to",
            "2026-11-30",
            "--pdf",
            str(out),
            "--paper",
            "letter",
        ],
        db=db,
    )
    assert proc.returncode == 0, proc.stderr
    text = text_of(out)
    assert "Statement: Mrs Grey" in text
    assert "2026-12-04" not in text  # outside the range
    per_game: dict[str, int] = {}
    for r in grey:
        if r.state != "in_play":
            per_game[r.game] = per_game.get(r.game, 0) + r.net
    from scorepad.rules import GAMES
    from ui.printing import points_text

    # points per game (in the registry's order), never added across games
    ordered = tuple(sorted(per_game.items(), key=lambda kv: list(GAMES).index(kv[0])))
    expected = f"Net points {points_text(ordered, len(per_game) > 1)}"
    assert " ".join(expected.split()) in text  # as text_of spaces it


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["report", "evening", "27/11/2026"], "is not a date"),
        (["report", "evening", "2026-01-01"], "no rubbers were played on 2026-01-01"),
        (
            ["report", "player", "Mrs Grey", "--from", "2026-12-01", "--to", "2026-11-01"],
            "is after",
        ),
        (["report", "player", "Nobody At All"], "no player named"),
        (["report", "rubber", "999"], "no rubber 999"),
        (["report", "rubber", "missing.json"], "cannot read"),
    ],
)
def test_bad_input_exits_2_and_writes_nothing(
    tmp_path: Path, history: tuple[Path, list[int]], args: list[str], message: str
) -> None:
    db, _ = history
    out = tmp_path / "never.pdf"
    proc = run([*args, "--pdf", str(out)], db=db)
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    assert message in proc.stderr
    assert "Traceback" not in proc.stderr
    assert not out.exists()
    assert not list(tmp_path.glob(".scorepad-report-*"))


def test_an_unscorable_record_is_refused_with_its_problems(tmp_path: Path) -> None:
    src = tmp_path / "bad.json"
    src.write_text(json.dumps({"game": "short_whist", "deals": [{"tricks": {"NS": 9, "EW": 5}}]}))
    out = tmp_path / "bad.pdf"
    proc = run(["report", "rubber", str(src), "--pdf", str(out)])
    assert proc.returncode == 2
    assert "deal 1: tricks" in proc.stderr
    assert not out.exists()


def test_an_unwritable_output_folder_is_an_input_error(tmp_path: Path) -> None:
    src = tmp_path / "rubber.json"
    src.write_text(json.dumps(record("contract")))
    proc = run(["report", "rubber", str(src), "--pdf", str(tmp_path / "no" / "x.pdf")])
    assert proc.returncode == 2 and "--pdf" in proc.stderr
    folder = tmp_path / "a-folder"
    folder.mkdir()
    proc = run(["report", "rubber", str(src), "--pdf", str(folder)])
    assert (
        proc.returncode == 2
        and proc.stderr == f"--pdf: {folder} is a folder: give the PDF's file name\n"
    )
    assert not list(tmp_path.glob(".scorepad-report-*")) and not list(folder.iterdir())


def test_the_report_command_is_listed_and_loads_no_qt_until_run() -> None:
    code = (
        "import sys\nfrom scorepad.cli import build_parser\n"
        "p = build_parser()\np.parse_args(['report', 'evening', '2026-11-27', '--pdf', 'x'])\n"
        "print(','.join(m for m in sys.modules if m.startswith(('PySide6', 'ui.'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    # its registration only (and the ui package's own Qt-free start-up helper)
    assert out.stdout.strip().split(",") == ["ui.class_cache", "ui.commands"]
    help_text = run(["report", "--help"]).stdout
    for kind in ("rubber", "evening", "player"):
        assert kind in help_text
