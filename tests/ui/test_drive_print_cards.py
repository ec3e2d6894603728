"""Printed progression cards and table cards are never split across pages (issue 13, the new
user's trial: blank card 2 had rounds 1–16 on page 1 and 17–24 on page 2, with no heading)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from scorepad.drives.record import DriveRecord
from scorepad.drives.registration import allocate
from scorepad.store import Store
from scorepad.store import drives as ds
from ui.drives import print as drive_print
from ui.drives.window import DriveWindow
from ui.printing import write_pdf

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("^This plugin does not support"),
    pytest.mark.skipif(
        shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None,
        reason="needs poppler's pdftotext and pdftoppm",
    ),
]

LONG = "The Honourable Mrs Arabella Featherstonehaugh-Smythe"


def played(qtbot: Any, store: Store, rounds: int) -> DriveWindow:
    """11 players at 3 tables (one ghost), 24 rounds, ``rounds`` of them played."""
    ladies = [f"L{k}" for k in range(1, 7)]
    gents = [f"G{k}" for k in range(1, 6)]
    names = {"L1": LONG, "G1": "Colonel Brown"}
    people = [(p, "lady", names.get(p, f"Mrs {p}")) for p in ladies]
    people += [(p, "gent", names.get(p, f"Mr {p}")) for p in gents]
    rec = DriveRecord.new(
        "whist_drive",
        people,
        allocate(ladies, gents, "draw", 3),
        prizes=[{"id": "first", "pool": "all", "kind": "top", "place": 1}],
        title="Church hall whist drive",
        played_on="2026-12-02",
        seed=3,
    )
    w = DriveWindow(store, ds.create_drive(store, rec).drive_id)
    qtbot.addWidget(w)
    for r in range(rounds):
        for t in (1, 2, 3):
            w.table_spin.setValue(t)
            w.ns_spin.setValue((5 + 3 * t + r) % 14)
            w.record_line()
            assert not w.problem_label.text() or w.problem_label.text().startswith("Warning")
    return w


def pages(path: Path) -> list[str]:
    """Each page's text, as pdftotext lays it out."""
    text = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    ).stdout
    return text.split("\f")[:-1] if text.endswith("\f") else text.split("\f")


def cards_on(page: str, heading: re.Pattern[str]) -> list[tuple[str, list[str]]]:
    """The cards that start on a page: (heading, the lines after it up to the next)."""
    out: list[tuple[str, list[str]]] = []
    for line in page.splitlines():
        if heading.search(line):
            out.append((line.strip(), []))
        elif out:
            out[-1][1].append(line)
    return out


def pictures(path: Path, out: Path) -> list[Path]:
    subprocess.run(["pdftoppm", "-png", "-r", "60", str(path), str(out)], check=True)
    return sorted(out.parent.glob(out.name + "*.png"))


def test_blank_cards_are_each_whole_on_one_page(qtbot: Any, store: Store, tmp_path: Path) -> None:
    """Every blank card: its heading and all 24 rounds on one page, in order; no page starts
    with a card's rows and no heading."""
    w = played(qtbot, store, 0)
    path = tmp_path / "blank.pdf"
    n = write_pdf(drive_print.report(w.view, "blank"), str(path))
    texts = pages(path)
    assert len(texts) == n
    heading = re.compile(r"Card (\d+) · Name")
    seen = []
    for page in texts:
        before = page.split("Card ", 1)[0]
        assert not re.search(r"^\s*\d+\s*$", before, re.M), "rows with no heading on a page"
        for head, lines in cards_on(page, heading):
            rounds = [int(ln) for ln in lines if ln.strip().isdigit()]
            assert rounds == list(range(1, 25)), (head, rounds)
            seen.append(int(heading.search(head).group(1)))  # type: ignore[union-attr]
    assert seen == list(range(1, 12))
    assert pictures(path, tmp_path / "blank")


def test_filled_cards_and_table_cards_are_each_whole_on_one_page(
    qtbot: Any, store: Store, tmp_path: Path
) -> None:
    """12 rounds played: each player's card (the long name wrapped, whole) has all 12 rounds
    under its heading on one page; each table card its four seats."""
    w = played(qtbot, store, 12)
    path = tmp_path / "cards.pdf"
    write_pdf(drive_print.report(w.view, "cards"), str(path))
    heading = re.compile(r"\((lady|gent)\)\s·\s[LG]\d+")
    seen = []
    for page in pages(path):
        for head, lines in cards_on(page, heading):
            rounds = [int(m.group(1)) for ln in lines if (m := re.match(r"\s*(\d+)\s+\d+\s", ln))]
            assert rounds == list(range(1, 13)), (head, rounds)
            seen.append(head.split()[-1])
    assert sorted(seen) == sorted(p["id"] for p in w.view.rec["players"])
    flat = " ".join(" ".join(pages(path)).split())
    assert "Arabella Featherstonehaugh-" in flat and "Smythe" in flat
    assert pictures(path, tmp_path / "cards")

    path = tmp_path / "tables.pdf"
    write_pdf(drive_print.report(w.view, "tables"), str(path))
    tables = []
    for page in pages(path):
        for head, lines in cards_on(page, re.compile(r"^\s*Table \d+\s*$")):
            seats = [ln.split()[0] for ln in lines if ln.split()]
            assert seats[:5] == ["Seat", "North", "East", "South", "West"], (head, seats)
            tables.append(head)
    assert tables == ["Table 1", "Table 2", "Table 3"]
    assert pictures(path, tmp_path / "tables")
