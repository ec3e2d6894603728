"""The evening's printed summary shows the date's drives beside its rubbers (issue 13): each
drive's title and form, its tables, its leaders per pool, its prizes and its money, whole; and
`scorepad report evening` prints an evening that held a drive only."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.drives.rules import FORM_TITLES
from scorepad.store import Store
from scorepad.store import drives as ds
from ui import printing

pytestmark = pytest.mark.gui

POPPLER = shutil.which("pdftotext") is not None
needs_poppler = pytest.mark.skipif(not POPPLER, reason="poppler-utils is not installed")

DATE = "2026-03-06"
PLAYERS = [
    ("L1", "lady", "The Honourable Mrs Arbuthnot-Featherstonehaugh"),
    ("L2", "lady", "Miss Bea Bell"),
    ("G1", "gent", "Lieutenant-Colonel Sir Cyril Hay-Drummond"),
    ("G2", "gent", "Dr Dan Lamb"),
]
NAMES = {pid: name for pid, _role, name in PLAYERS}


def whist_drive(store: Store, title: str | None) -> int:
    rec = DriveRecord.new(
        "whist_drive",
        PLAYERS,
        allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
        house_rules={"rounds": 2},
        prizes=[
            {"id": "ladies_1", "pool": "lady", "kind": "top", "place": 1},
            {"id": "gents_1", "pool": "gent", "kind": "top", "place": 1},
        ],
        title=title,
        played_on=DATE,
    ).to_json()
    rec["money"] = {
        "entry_fee": 12345.5,
        "currency": "GBP",
        "prize_fund": {"mode": "fixed", "amounts": {"ladies_1": 9876.55, "gents_1": 5000}},
        "expenses": [{"label": "hall", "amount": 1200}],
    }
    did = ds.create_drive(store, DriveRecord.from_json(rec)).drive_id
    ds.record_round_result(store, did, 1, 1, {"NS": 9, "EW": 4}, None)
    ds.record_round_result(store, did, 2, 1, {"NS": 7, "EW": 6}, None)
    return did


def pdf_text(path: Path) -> str:
    out = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return out.stdout


@pytest.fixture
def history(tmp_path: Path) -> tuple[Path, list[int]]:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        store.import_records(
            [
                {
                    "format": "scorepad-rubber/1",
                    "game": "short_whist",
                    "played_on": DATE,
                    "table": "Table 1",
                    "players": {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Ince", "W": "Mr Pym"},
                    "stake": {"amount": 1, "per": 1},
                    "deals": [{"tricks": {"NS": 9, "EW": 4}}],
                }
            ]
        )
        ids = [whist_drive(store, "The Mayor's Charity Whist Drive"), whist_drive(store, None)]
        whist_drive_other_day = DriveRecord.new(
            "whist_drive",
            PLAYERS,
            allocate(["L1", "L2"], ["G1", "G2"], "arrival"),
            house_rules={"rounds": 2},
            title="Another day's drive",
            played_on="2026-03-07",
        )
        ds.create_drive(store, whist_drive_other_day)
    return path, ids


def test_the_evening_report_has_each_drive_in_brief(history: tuple[Path, list[int]]) -> None:
    path, ids = history
    with Store.open(path, backup=False) as store:
        report = printing.evening_report_from_store(store, DATE)
        sheets = [ds.load_drive(store, i).sheet for i in ids]
    assert [b.id for b in report.facts["drives"]] == ids  # not the other day's
    briefs = {b.id: b for b in report.facts["drives"]}
    form = FORM_TITLES["whist_drive"]
    first, second = briefs[ids[0]], briefs[ids[1]]
    assert (first.title, first.form, first.tables, first.players) == (
        "The Mayor's Charity Whist Drive",
        form,
        1,
        4,
    )
    assert second.title == form  # an untitled drive goes by its form
    for brief, sheet in zip((first, second), sheets, strict=True):
        assert brief.state == "complete, prizes not yet declared"
        pools = {title: (size, rows) for title, size, rows in brief.leaders}
        assert set(pools) == {"All players", "Ladies", "Gents"}
        top = sheet["pools"]["all"][0]
        assert pools["All players"][1][0][:2] == ("1", NAMES[top])
        assert pools["All players"][0] == 4
        titles = {"ladies_1": "Ladies' 1st prize", "gents_1": "Gentlemen's 1st prize"}
        winners = {titles[p["prize"]]: NAMES[p["winner"]] for p in sheet["prizes"]}
        assert {p[0]: p[1] for p in brief.prizes} == winners  # by title and name, no ids
        assert {p[0]: p[4] for p in brief.prizes} == {
            "Ladies' 1st prize": "9,876.55 GBP",
            "Gentlemen's 1st prize": "5,000.00 GBP",
        }
        assert dict(brief.money)["Takings"] == "49,382.00 GBP"  # 4 × 12,345.50


@needs_poppler
def test_the_evening_pdf_prints_the_drives_whole(
    qapp: Any, tmp_path: Path, history: tuple[Path, list[int]]
) -> None:
    path, _ids = history
    with Store.open(path, backup=False) as store:
        report = printing.evening_report_from_store(store, DATE)
    out = tmp_path / "evening.pdf"
    printing.write_pdf(report, str(out))
    text = pdf_text(out)
    assert "…" not in text
    flat = " ".join(text.split())
    assert "The Mayor's Charity Whist Drive" in flat
    assert "Drives" in flat and "Mrs Grey" in flat  # beside the rubbers
    for name in NAMES.values():
        assert name.split()[-1] in flat, name
    for money in ("9,876.55 GBP", "5,000.00 GBP", "49,382.00 GBP", "1,200.00 GBP"):
        assert money in flat, money


def report_cli(db: Path, date: str, out: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env["SCOREPAD_DB"] = str(db)
    return subprocess.run(
        [sys.executable, "-m", "scorepad", "report", "evening", date, "--pdf", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_scorepad_report_prints_an_evening_with_a_drive_only(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    with Store.open(path, backup=False) as store:
        whist_drive(store, "Spring drive")
    out = tmp_path / "evening.pdf"
    proc = report_cli(path, DATE, out)
    assert proc.returncode == 0, proc.stderr
    assert out.exists() and out.stat().st_size > 0
    if POPPLER:
        flat = " ".join(pdf_text(out).split())
        assert "Spring drive" in flat and "No rubbers were played on this date." in flat
    proc = report_cli(path, "2026-03-08", tmp_path / "never.pdf")
    assert proc.returncode == 2 and "no drive was held" in proc.stderr
