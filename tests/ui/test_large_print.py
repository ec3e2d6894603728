"""Large print: the rubber summary, the progression card, the table card and the prize list
printed with every word at 16 pt or more, measured in the PDF itself (poppler's word boxes),
against the usual print of the same; the cards still whole on a page; the menus that choose it;
and a large-print progression card turned into a picture to look at."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from scorepad.rules import score
from scorepad.store import Store
from tests.helpers.access import played, rubber_of
from ui.drives import print as drive_print
from ui.printing import large_print, rubber_report, write_pdf
from ui.printing.large import NARROWEST_TEXT_PT
from ui.settings import Settings

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("^This plugin does not support"),
    pytest.mark.skipif(
        shutil.which("pdftotext") is None or shutil.which("pdftoppm") is None,
        reason="needs poppler's pdftotext and pdftoppm",
    ),
]

OUT = Path(__file__).resolve().parents[2] / "build" / "access"
#: A word's box in poppler is the face's ascent to descent: DejaVu's is 1.164 em (Sans) and
#: 1.164 em (Serif), so a word of 16 pt is 18.6 pt tall; 16 pt is read as 18.5 and more.
EM_BOX = 1.164
WORD = re.compile(
    r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>'
)


def word_sizes(pdf: Path, pages: range | None = None, word: str | None = None) -> list[float]:
    """The point size of every word of the PDF (its box's height over the face's em box);
    ``word``: that word's only."""
    html = subprocess.run(
        ["pdftotext", "-bbox", str(pdf), "-"], capture_output=True, text=True, check=True
    ).stdout
    sizes = []
    for n, page in enumerate(html.split("<page ")[1:]):
        if pages is not None and n not in pages:
            continue
        sizes += [
            (float(m[3]) - float(m[1])) / EM_BOX
            for m in WORD.findall(page)
            if word is None or m[4] == word
        ]
    return sizes


@pytest.fixture
def drive(qtbot: Any, tmp_path: Path, settings_dir: Path) -> Any:
    store = Store.open(tmp_path / "h.db", backup=False)
    w = played(qtbot, store, 3)
    yield w
    store.close()


def test_the_measure_tells_the_usual_print_from_large(tmp_path: Path, qapp: Any) -> None:
    rubber = rubber_of("contract", 5)
    usual, large = tmp_path / "usual.pdf", tmp_path / "large.pdf"
    write_pdf(rubber_report(rubber, score(rubber)), str(usual))
    write_pdf(large_print(rubber_report(rubber, score(rubber))), str(large))
    footer = word_sizes(usual, word="Scorepad")  # the footer, at 7.5 pt
    assert footer and all(size == pytest.approx(7.5, abs=0.2) for size in footer)
    assert sorted(word_sizes(usual))[len(word_sizes(usual)) // 2] < 11
    assert min(word_sizes(large)) >= 15.9


def test_the_rubber_summary_in_large_print(tmp_path: Path, qapp: Any) -> None:
    rubber = rubber_of("contract", 5)
    report = large_print(rubber_report(rubber, score(rubber)))
    assert report.large and report.title.endswith("(large print)")
    pdf = tmp_path / "rubber.pdf"
    pages = write_pdf(report, str(pdf))
    assert pages >= 2
    sizes = word_sizes(pdf)
    assert len(sizes) > 100 and min(sizes) >= 15.9
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert "Mrs Grey" in text and "Deal by deal" in text and "Totals" in text


@pytest.mark.parametrize("kind", ["cards", "blank", "tables", "standings"])
def test_the_drive_prints_in_large_print(drive: Any, tmp_path: Path, kind: str) -> None:
    usual = drive_print.report(drive.view, kind)
    report = drive_print.report(drive.view, kind, large=True)
    assert report.large and not usual.large
    pdf, pdf_usual = tmp_path / f"{kind}.pdf", tmp_path / f"{kind}-usual.pdf"
    n = write_pdf(report, str(pdf))
    write_pdf(usual, str(pdf_usual))
    sizes = word_sizes(pdf)
    assert min(sizes) >= 15.9, (kind, sorted(sizes)[:5])
    assert min(word_sizes(pdf_usual)) < 15  # (the usual print is smaller: the measure can fail)
    if kind in ("cards", "tables"):  # each card whole on one page
        text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True)
        heading = "Table " if kind == "tables" else "·"
        per_page = [page.count(heading) for page in text.stdout.split("\f") if page.strip()]
        assert sum(per_page) >= 3
        if kind == "cards":  # eleven players' cards, each whole
            assert n >= 3 and sum(per_page) >= 11
    if kind == "cards":
        OUT.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "2", str(pdf), str(OUT / "cards")],
            check=True,
        )


def test_the_card_is_drawn_for_the_narrowest_paper() -> None:
    assert pytest.approx(504.57, abs=0.01) == NARROWEST_TEXT_PT  # A4 less two 16 mm margins


def test_large_print_is_chosen_in_the_menus_and_remembered(
    qtbot: Any, settings_dir: Path, drive: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.main_window import MainWindow

    store = drive.store
    window = MainWindow(store, Settings())
    qtbot.addWidget(window)
    assert not window.large_print_action.isChecked()
    assert window.file_menu.actions().index(window.large_print_action) == (
        window.file_menu.actions().index(window.club_actions["pdf"]) + 1
    )
    window.large_print_action.trigger()
    assert Settings().large_print
    built: list[Any] = []
    from ui import printing

    monkeypatch.setattr(printing, "show_preview", lambda report, parent: built.append(report))
    pane = window.start_rubber(rubber_of("contract", 3))
    assert pane is not None
    window.club_actions["preview"].trigger()
    assert len(built) == 1 and built[0].large
    drive.large_print_action.setChecked(True)
    assert drive.report("cards").large
    drive.large_print_action.setChecked(False)
    assert not drive.report("cards").large and not Settings().large_print


def test_the_command_line_prints_large_too(tmp_path: Path) -> None:
    import json
    import sys

    record = tmp_path / "rubber.json"
    record.write_text(json.dumps(rubber_of("contract", 5).to_json()), encoding="utf-8")
    out = tmp_path / "large.pdf"
    args = ["report", "rubber", str(record), "--pdf", str(out), "--large-print"]
    done = subprocess.run(
        [sys.executable, "-m", "scorepad", *args],
        capture_output=True,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    assert "(large print)" in done.stdout
    assert min(word_sizes(out)) >= 15.9
