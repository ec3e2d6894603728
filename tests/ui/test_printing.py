"""Printed reports: PDFs written from golden rubbers, their text read back with pdftotext and
their pages turned into images to check paper size, embedded fonts and greyscale ink."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage, QPageLayout, QPageSize
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog, QPrintPreviewWidget

from scorepad.enums import SIDES, Side
from scorepad.records.record import Rubber
from scorepad.rules import get_rules, score
from tests.helpers.golden import load_cases
from ui import printing

pytestmark = pytest.mark.gui

POPPLER = shutil.which("pdftotext") is not None and shutil.which("pdftoppm") is not None
needs_poppler = pytest.mark.skipif(
    not POPPLER, reason="poppler-utils (pdftotext, pdftoppm) is not installed"
)
PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}
GAMES = (
    "short_whist",
    "long_whist",
    "american_whist",
    "bridge_whist",
    "auction",
    "contract",
    "chicago",
)


def longest_case(game: str) -> dict[str, Any]:
    """The golden case of ``game`` with the most deals that scores (not an error case)."""
    cases = [
        c
        for c in load_cases("whist.jsonl") + load_cases("bridge.jsonl")
        if c["game"] == game and not c["expect"].get("error")
    ]
    return max(cases, key=lambda c: (len(c["rubber"]["deals"]), "totals" in c["expect"]))


def dressed(case: dict[str, Any], **extra: Any) -> Rubber:
    """The case's rubber with players, a date, a table and a stake, as the club keeps it."""
    d = dict(case["rubber"])
    d.update(
        players=PLAYERS,
        played_on="2026-11-27",
        table="Table 3",
        stake={"amount": 1, "per": 1}
        if "whist" in case["game"] and case["game"] != "bridge_whist"
        else {"amount": 0.5, "per": 100},
    )
    d.update(extra)
    return Rubber.from_json(d)


def pdf_text(path: Path) -> str:
    out = subprocess.run(
        ["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True
    )
    return out.stdout


def pdf_pages(path: Path, tmp: Path, dpi: int = 50) -> list[QImage]:
    subprocess.run(["pdftoppm", "-r", str(dpi), "-png", str(path), str(tmp / "page")], check=True)
    return [QImage(str(p)) for p in sorted(tmp.glob("page-*.png"))]


def coloured_pixels(img: QImage, step: int = 3) -> int:
    n = 0
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            c = img.pixelColor(x, y)
            if max(c.red(), c.green(), c.blue()) - min(c.red(), c.green(), c.blue()) > 16:
                n += 1
    return n


# -- formatting -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("amount", "text"),
    [(1.5, "receives 1.50"), (-0.25, "pays 0.25"), (0.0, "square"), (0.004, "square")],
)
def test_pays_text(amount: float, text: str) -> None:
    assert printing.pays_text(amount) == text


def test_signed_uses_the_printers_minus() -> None:
    assert printing.signed(-1840) == "−1,840"
    assert printing.signed(1840) == "+1,840"


# -- the rubber summary ---------------------------------------------------------------------------
@needs_poppler
@pytest.mark.parametrize("game", GAMES)
def test_rubber_summary_pdf_shows_names_totals_and_money(
    qapp: Any, tmp_path: Path, game: str
) -> None:
    case = longest_case(game)
    rubber = dressed(case)
    sheet = score(rubber)
    report = printing.rubber_report(rubber, sheet, rubber_id=7)
    out = tmp_path / "rubber.pdf"
    pages = printing.write_pdf(report, str(out), "a4")
    text = pdf_text(out)
    assert text.count("\f") == pages
    for name in PLAYERS.values():
        assert name in text
    assert "Table 3" in text
    assert "Friday 27 November 2026" in text
    totals = {s.value: sheet.totals[s] for s in SIDES}
    for side in ("NS", "EW"):
        assert f"{totals[side]:,}" in text, (side, totals)
    # Money: each player of the winning side receives net × stake.
    stake = rubber.stake
    assert stake is not None
    ns_money = sheet.net[SIDES[0]] * stake.amount / stake.per
    if round(ns_money, 2) != 0:
        winner_side = "NS" if ns_money > 0 else "EW"
        receiver = PLAYERS["N" if winner_side == "NS" else "E"]
        payer = PLAYERS["E" if winner_side == "NS" else "N"]
        amount = f"{abs(ns_money):,.2f}"
        assert f"receives {amount}" in text and f"pays {amount}" in text
        line_of = {
            ln.split()[1] + " " + ln.split()[2]: ln
            for ln in text.splitlines()
            if ln.strip()[:2] in ("N ", "E ", "S ", "W ")
        }
        assert "receives" in line_of[receiver] and "pays" in line_of[payer]
    # The ledger has one numbered line per deal.
    assert "Deal by deal" in text
    code_title = report.blocks[1]
    assert isinstance(code_title, printing.Facts)


@needs_poppler
@pytest.mark.parametrize(("paper", "size_pt"), [("a4", (595, 842)), ("letter", (612, 792))])
@pytest.mark.parametrize("game", ["short_whist", "contract"])
def test_paper_sizes_fonts_embedded_and_greyscale(
    qapp: Any, tmp_path: Path, paper: str, size_pt: tuple[int, int], game: str
) -> None:
    rubber = dressed(longest_case(game))
    out = tmp_path / f"{game}-{paper}.pdf"
    printing.write_pdf(printing.rubber_report(rubber, score(rubber)), str(out), paper)
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True, check=True).stdout
    size_line = next(ln for ln in info.splitlines() if ln.startswith("Page size:"))
    w, h = (round(float(v)) for v in size_line.split(":")[1].split("pts")[0].split(" x "))
    assert (w, h) == size_pt
    fonts = subprocess.run(
        ["pdffonts", str(out)], capture_output=True, text=True, check=True
    ).stdout.splitlines()[2:]
    assert fonts, "the PDF has no fonts"
    for line in fonts:
        cols = line.split()
        # name, type..., encoding, emb, sub, uni, object, id: "emb" is 5th from the end.
        assert cols[-5] == "yes", f"font not embedded: {line}"
    images = pdf_pages(out, tmp_path)
    assert images and not images[0].isNull()
    for img in images:
        assert coloured_pixels(img) == 0, "the report should print in black and greys"
    # The first page is mostly white paper with black ink on it.
    first = images[0]
    dark = sum(
        1
        for y in range(0, first.height(), 4)
        for x in range(0, first.width(), 4)
        if first.pixelColor(x, y).lightness() < 80
    )
    assert dark > 200


@needs_poppler
def test_house_rules_and_code_are_printed(qapp: Any, tmp_path: Path) -> None:
    case = next(
        c
        for c in load_cases("bridge.jsonl")
        if c["rubber"].get("house_rules") and not c["expect"].get("error")
    )
    rubber = dressed(case)
    out = tmp_path / "hr.pdf"
    printing.write_pdf(printing.rubber_report(rubber, score(rubber)), str(out))
    text = " ".join(pdf_text(out).split())
    rules = {r.key: r for r in get_rules(case["rubber"]["game"]).house_rules}
    for key in case["rubber"]["house_rules"]:
        assert rules[key].caption() in text  # in words, as the dialog names it
        assert key not in text
    assert "Code of laws" in text


@needs_poppler
def test_an_unfinished_rubber_says_so(qapp: Any, tmp_path: Path) -> None:
    case = longest_case("contract")
    rubber = dressed(case)
    rubber = Rubber.from_json({**rubber.to_json(), "deals": list(rubber.to_json()["deals"][:1])})
    sheet = score(rubber)
    assert not sheet.complete
    out = tmp_path / "open.pdf"
    printing.write_pdf(printing.rubber_report(rubber, sheet), str(out))
    assert "unfinished" in pdf_text(out)


def test_long_ledger_runs_over_pages_with_its_header_repeated(qapp: Any, tmp_path: Path) -> None:
    rows = tuple(printing.Row((str(i), f"line {i}")) for i in range(1, 201))
    table = printing.Table((printing.Col("No."), printing.Col("Text", 3)), rows)
    report = printing.Report("rubber", "A long ledger", (printing.Title("Long"), table))
    out = tmp_path / "long.pdf"
    pages = printing.write_pdf(report, str(out), "letter")
    assert pages >= 4
    if POPPLER:
        text = pdf_text(out)
        assert text.count("No.") == pages
        assert "line 200" in text and "page 4 of" in text


def test_unwritable_pdf_is_an_error(qapp: Any, tmp_path: Path) -> None:
    report = printing.Report("rubber", "x", (printing.Title("x"),))
    with pytest.raises(OSError):
        printing.write_pdf(report, str(tmp_path / "missing-folder" / "x.pdf"))


# -- printing and preview -------------------------------------------------------------------------
@needs_poppler
def test_print_to_a_printer_renders_the_same_report(qapp: Any, tmp_path: Path) -> None:
    rubber = dressed(longest_case("auction"))
    report = printing.rubber_report(rubber, score(rubber))
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    printing.set_paper(printer, "letter")
    pages = printing.render(report, printer)
    text = pdf_text(out)
    assert text.count("\f") == pages
    assert "Mrs Grey" in text and "Deal by deal" in text


def test_print_preview_shows_every_page(qtbot: Any) -> None:
    rubber = dressed(longest_case("chicago"))
    report = printing.rubber_report(rubber, score(rubber))
    dialog = printing.preview_dialog(report, "a4")
    qtbot.addWidget(dialog)
    preview = dialog.findChild(QPrintPreviewWidget)
    assert isinstance(dialog, QPrintPreviewDialog) and preview is not None
    preview.updatePreview()
    assert preview.pageCount() == len(printing.layout(report, dialog.printer()))
    layout = dialog.printer().pageLayout()
    assert layout.pageSize().id() == QPageSize.PageSizeId.A4
    assert layout.orientation() == QPageLayout.Orientation.Portrait


# -- the main window's menus -----------------------------------------------------------------------
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_main_window_file_menu_prints_the_rubber_in_front(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorepad.store import Store
    from ui.main_window import MainWindow
    from ui.players import PlayersWindow
    from ui.settings import use_settings_dir

    use_settings_dir(tmp_path / "settings")
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        window = MainWindow(store)
        qtbot.addWidget(window)
        actions = window.club_actions
        file_actions = window.file_menu.actions()
        for key in ("print", "preview", "pdf", "players", "player_page", "evening"):
            assert actions[key] in file_actions
        assert actions["print"].shortcut().toString() == "Ctrl+P"
        assert not actions["print"].isEnabled()  # no rubber yet
        rubber = dressed(longest_case("contract"))
        window.start_rubber(rubber)
        assert actions["print"].isEnabled()
        seen: list[printing.Report] = []
        monkeypatch.setattr(printing, "print_report", lambda report, parent: seen.append(report))
        actions["print"].trigger()
        assert len(seen) == 1 and seen[0].kind == "rubber"
        assert seen[0].facts["totals"] == {s.value: score(rubber).totals[s] for s in SIDES}
        out = tmp_path / "menu.pdf"
        monkeypatch.setattr("ui.printing.actions.save_file_name", lambda *a, **k: str(out))
        monkeypatch.setattr(
            "PySide6.QtWidgets.QInputDialog.getItem", lambda *a, **k: ("US Letter", True)
        )
        actions["pdf"].trigger()
        assert out.exists() and out.read_bytes().startswith(b"%PDF")
        actions["players"].trigger()
        opened = window.club_windows[-1]
        qtbot.addWidget(opened)
        assert isinstance(opened, PlayersWindow)
        assert opened.model.rowCount() == 4
    finally:
        store.close()


@needs_poppler
def test_a_bare_record_without_players_stake_or_date_still_prints(
    qapp: Any, tmp_path: Path
) -> None:
    case = longest_case("american_whist")
    rubber = Rubber.from_json(case["rubber"])
    sheet = score(rubber)
    report = printing.rubber_report(rubber, sheet)
    assert report.facts["money"] is None
    out = tmp_path / "bare.pdf"
    printing.write_pdf(report, str(out))
    text = pdf_text(out)
    assert "Settlement" not in text  # no stake, no money
    assert "undated" in text and "NS v. EW" in text
    for side in SIDES:
        assert f"{sheet.totals[side]:,}" in text


def test_the_evening_gives_each_players_points_per_game(tmp_path: Path) -> None:
    from scorepad.enums import Side
    from scorepad.store import Store

    seats = {"N": "Ann", "E": "Bob", "S": "Cy", "W": "Di"}
    records = [
        {"game": "contract", "deals": [{"declarer": "N", "contract": "4S", "result": 10}]},
        {"game": "short_whist", "deals": [{"tricks": {"NS": 1, "EW": 12}}] * 2},
    ]
    for r in records:
        r.update(format="scorepad-rubber/1", players=seats, played_on="2026-11-27")
    nets = [score(Rubber.from_json(r)).net[Side.NS] for r in records]
    assert nets[0] > 0 > nets[1]
    with Store.open(tmp_path / "h.db", backup=False) as store:
        store.import_records(records)
        report = printing.evening_report(store.evening("2026-11-27"))
    i = next(
        i
        for i, b in enumerate(report.blocks)
        if isinstance(b, printing.Heading) and b.text == "Each player's evening"
    )
    table = report.blocks[i + 1]
    assert isinstance(table, printing.Table)
    shown = {row.cells[0]: row.cells[2].replace("\u00a0", " ") for row in table.rows}
    ns = f"{printing.signed(nets[1])} short whist; {printing.signed(nets[0])} contract"
    ew = f"{printing.signed(-nets[1])} short whist; {printing.signed(-nets[0])} contract"
    assert shown == {"Ann": ns, "Cy": ns, "Bob": ew, "Di": ew}


LONG_NAMES = {
    "N": "Colonel Brown",
    "S": "Miss Arbuthnot-Smythe",
    "E": "The Reverend Mr Pettigrew",
    "W": "Major-General Sir Hugh Fortescue-Wainwright",
}


@needs_poppler
def test_printed_reports_never_cut_a_figure_or_a_name_short(tmp_path: Path) -> None:
    """An evening with long names, long table names and large stakes: every name, result and
    money figure prints whole (wrapped or smaller), never with "…"."""
    from scorepad.store import Store

    day = "2026-11-27"
    table = "Table 1 in the long drawing-room"
    records: list[dict[str, Any]] = [
        {
            "game": "contract",
            "stake": {"amount": 12.5, "per": 1},
            "deals": [
                {"declarer": "N", "contract": "7NTXX", "result": 13},
                {"declarer": "S", "contract": "6SX", "result": 12},
            ],
        },
        {
            "game": "short_whist",
            "stake": {"amount": 2.5, "per": 1},
            "deals": [{"tricks": {"NS": 9, "EW": 4}}],
        },
        {
            "game": "auction",
            "stake": {"amount": 0.5, "per": 100},
            "deals": [{"declarer": "E", "contract": "2H", "result": 9}],
        },
    ]
    for r in records:
        r.update(format="scorepad-rubber/1", players=LONG_NAMES, played_on=day, table=table)
    with Store.open(tmp_path / "h.db", backup=False) as store:
        ids = store.import_records(records)
        evening = store.evening(day)
        report = printing.evening_report(evening)
        first = store.load_rubber(ids[0])
        rubber_report = printing.rubber_report(first, score(first))
    out = tmp_path / "evening.pdf"
    printing.write_pdf(report, str(out))
    text = pdf_text(out)
    assert "…" not in text
    flat = " ".join(text.split())  # wrapped lines joined
    for name in LONG_NAMES.values():
        assert name.split()[-1] in flat, name
    assert "abandoned" in flat
    money = [printing.money_text(b.money) for b in evening.balances]
    money += [printing.pays_text(b.money) for b in evening.balances]
    money += [f"{t.amount:,.2f}" for t in evening.transfers]
    money += [printing.money_text(i.money[Side.NS]) for i in evening.tables[0].rubbers if i.money]
    assert any(len(m) >= 9 for m in money)  # "+48,000.00": a figure wide enough to have been cut
    for m in money:
        assert m in text, m
    out = tmp_path / "rubber.pdf"
    printing.write_pdf(rubber_report, str(out))
    assert "…" not in pdf_text(out)


def test_printed_house_rules_are_in_words_not_keys() -> None:
    from ui.printing.rubber import house_rule_lines

    rubber = Rubber("short_whist", house_rules={"negative_scores": "allow"})
    lines = house_rule_lines(rubber)
    rule = next(r for r in get_rules("short_whist").house_rules if r.key == "negative_scores")
    assert lines == [f"{rule.caption()}: {rule.labels['allow']}"]
    assert "negative_scores" not in lines[0] and "_" not in lines[0]


@needs_poppler
def test_a_long_heading_wraps_and_is_never_cut_short(qapp: Any, tmp_path: Path) -> None:
    """A drive's long title as its heading in the evening report (found cut at the margin)."""
    from ui.printing.blocks import Heading, Para, Report

    words = [f"word{i:02d}" for i in range(40)]
    report = Report("evening", "t", (Heading(" ".join(words)), Para("after the heading")))
    out = tmp_path / "h.pdf"
    printing.write_pdf(report, str(out), "a4")
    text = pdf_text(out)
    assert all(w in text for w in words), "a word of the heading is cut off"
    assert text.index("word39") < text.index("after the heading")  # nothing drawn over


def _word_boxes(path: Path) -> list[tuple[str, float, float, float]]:
    """(word, xMin, xMax, page width) for every word of the PDF's first page, from
    ``pdftotext -bbox``."""
    import re

    out = subprocess.run(
        ["pdftotext", "-bbox", "-f", "1", "-l", "1", str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    width = float(re.search(r'<page width="([\d.]+)"', out).group(1))  # type: ignore[union-attr]
    return [
        (m.group(3), float(m.group(1)), float(m.group(2)), width)
        for m in re.finditer(
            r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)<', out
        )
    ]


@needs_poppler
def test_a_name_longer_than_its_half_of_the_facts_is_set_smaller_not_cut(
    qapp: Any, tmp_path: Path
) -> None:
    """The facts at the head of a rubber summary (North, East, …) are two columns: a name of a
    single long word (the 60 characters a name may have) prints whole inside its own half, set
    smaller, instead of running under the next fact's label or off the page."""
    from ui.printing.blocks import Facts, Para, Report

    long_word = "Wolfeschlegelsteinhausenbergerdorffvoralternwaren"  # no space, no hyphen
    facts = Facts(
        (
            ("Game", "Contract rubber bridge"),
            ("Code of laws", "Laws of Rubber Bridge 2014"),
            ("North (N)", f"Lady {long_word}"),
            ("East (E)", f"Sir {long_word}x"),
        )
    )
    out = tmp_path / "facts.pdf"
    printing.write_pdf(Report("rubber", "t", (facts, Para("after"))), str(out), "a4")
    boxes = _word_boxes(out)
    page = boxes[0][3]
    left = min(x0 for w, x0, _x1, _pw in boxes if w == "North")
    east = min(x0 for w, x0, _x1, _pw in boxes if w == "East")
    assert left < east < page - left
    text = "".join(w for w, *_ in boxes)
    assert long_word in text and f"{long_word}x" in text, "a name is cut"
    for word, x0, x1, _pw in boxes:
        if x0 < east:  # the left half: the name ends before the next label
            assert x1 <= east, f"{word!r} runs under the next fact"
        else:  # the right half: the name ends at the margin
            assert x1 <= page - left + 1, f"{word!r} runs off the page"


@needs_poppler
def test_a_label_longer_than_its_share_of_the_facts_wraps_before_its_figure(
    qapp: Any, tmp_path: Path
) -> None:
    """A drive's money in German: "Überschuss für den Club" ran into its figure
    ("Überschuss für den Cl0,00"). A long label wraps under itself; its figure stands clear."""
    from ui.printing.blocks import Facts, Para, Report

    facts = Facts(
        (
            ("Einnahmen", "0,00"),
            ("Preisgeld", "0,00"),
            ("Ausgaben", "0,00"),
            ("Überschuss für den Club und die Kasse", "12,50"),
        )
    )
    out = tmp_path / "facts.pdf"
    printing.write_pdf(Report("drive", "t", (facts, Para("after"))), str(out), "a4")
    boxes = _word_boxes(out)
    text = " ".join(w for w, *_ in boxes)
    assert "Überschuss für den Club und die Kasse" in text, text  # whole, every word
    figure = min(x0 for w, x0, _x1, _pw in boxes if w == "12,50")
    label = [
        b for b in boxes if b[0] in ("Überschuss", "für", "den", "Club", "und", "die", "Kasse")
    ]
    assert all(x1 < figure for _w, _x0, x1, _pw in label), (label, figure)


def test_the_printed_stake_and_figures_have_the_locales_separators(qapp: Any) -> None:
    from PySide6.QtCore import QLocale

    from ui.printing.rubber import rubber_report

    rubber = Rubber.from_json(
        {
            "game": "contract",
            "players": PLAYERS,
            "stake": {"amount": 10000, "per": 1},
            "deals": [{"declarer": "N", "contract": "7NTXX", "result": 13}] * 2,
        }
    )
    facts = next(
        b for b in rubber_report(rubber, score(rubber)).blocks if type(b).__name__ == "Facts"
    )
    assert dict(facts.pairs)["Stake"] == "10,000.00 per point"
    net = score(rubber).net[Side.NS]
    assert net >= 1000 and dict(facts.pairs)["Result"].endswith(f" by {net:,}")
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        assert printing.signed(-12345.5, 2) == "−12.345,50"
        assert printing.pays_text(1250) == "receives 1.250,00"
        facts = next(
            b for b in rubber_report(rubber, score(rubber)).blocks if type(b).__name__ == "Facts"
        )
        assert dict(facts.pairs)["Stake"] == "10.000,00 per point"
    finally:
        QLocale.setDefault(before)
    assert printing.signed(-12345.5, 2) == "−12,345.50"


def test_the_printed_evening_marks_money_from_a_rubber_in_play_provisional(
    tmp_path: Path,
) -> None:
    """As the window's Summary tab does: a player's money that holds a rubber still in play is
    marked provisional, and the page says what that means; a finished rubber's is not."""
    from scorepad.store import Store
    from ui.printing.blocks import Para, Table

    day = "2026-11-27"
    others = {"N": "Mr Green", "E": "Professor Plum", "S": "Mrs Peacock", "W": "Mrs White"}
    records: list[dict[str, Any]] = [
        {
            "game": "contract",
            "players": PLAYERS,
            "table": "Table 1",
            "deals": [{"declarer": "N", "contract": "3NT", "result": 9}] * 2,  # finished
        },
        {
            "game": "contract",
            "players": others,
            "table": "Table 2",
            "deals": [{"declarer": "E", "contract": "2H", "result": 8}],  # in play
        },
    ]
    with Store.open(tmp_path / "h.db", backup=False) as store:
        for r in records:
            deals = r.pop("deals")
            r.update(played_on=day, stake={"amount": 1, "per": 100})
            rid = store.create_rubber(Rubber.from_json(r))
            for deal in deals:
                store.record_deal(rid, deal)
        assert store.evening(day).in_play == 1
        report = printing.evening_report(store.evening(day))
    balances = next(
        b for b in report.blocks if isinstance(b, Table) and b.columns[0].title == "Player"
    )
    settles = {row.cells[0]: row.cells[-1] for row in balances.rows}
    for name in others.values():
        assert settles[name].endswith("(provisional)"), settles[name]
    for name in PLAYERS.values():
        assert "provisional" not in settles[name], settles[name]
    notes = [b.text for b in report.blocks if isinstance(b, Para)]
    assert any("provisional" in n and "still in play" in n for n in notes)
    # and so are the payments it is part of, as the note says (the Summary tab marks them)
    transfers = next(
        b for b in report.blocks if isinstance(b, Table) and b.columns[0].title == "Pays"
    )
    assert transfers.rows
    for row in transfers.rows:
        payer, _arrow, payee, amount = row.cells
        if {payer, payee} & set(others.values()):
            assert amount.endswith("(provisional)"), row.cells
        else:
            assert "provisional" not in amount, row.cells


def test_the_printed_ledger_says_who_was_vulnerable_as_the_deal_list_does(qapp: Any) -> None:
    # The window's Vul. column says "They" and "Both", the PDF said "EW" and "NS+EW" (a new
    # user's trial).
    from ui.sheet_model import vulnerable_text

    game = {"declarer": "N", "contract": "4S", "result": 10}
    other = {"declarer": "E", "contract": "4H", "result": 10}
    rubber = Rubber.from_json(
        {
            "game": "contract",
            "players": {"N": "Ann", "E": "Bob", "S": "Cat", "W": "Dan"},
            "deals": [game, other, {"declarer": "N", "contract": "2S", "result": 8}],
        }
    )
    sheet = score(rubber)
    report = printing.rubber_report(rubber, sheet)
    (ledger,) = [
        b for b in report.blocks if isinstance(b, printing.Table) and b.columns[2].title == "Vul."
    ]
    shown = [row.cells[2] for row in ledger.rows][: len(sheet.deals)]  # (then the totals)
    assert shown == [vulnerable_text(d.vulnerable) for d in sheet.deals] == ["—", "We", "Both"]


def test_a_hyphenated_name_wraps_at_its_hyphen_before_it_is_set_smaller(
    qapp: Any, tmp_path: Path
) -> None:
    """A table cell too narrow for "Marjoribanks-Featherstonehaugh" wraps it after its hyphen
    at the cell's own size, as the next cell's "Fotheringham-Smythe" wraps (it was set in type
    a third smaller); only a piece wider than the column makes it smaller."""
    from PySide6.QtGui import QPdfWriter

    from ui.printing.layout import _Flow, _Fonts, set_paper

    writer = QPdfWriter(str(tmp_path / "cells.pdf"))
    writer.setResolution(600)
    set_paper(writer, "a4")
    fonts = _Fonts(writer)
    flow = _Flow(writer, fonts)
    fm = fonts.metrics(fonts.cell)
    name = "Mrs Grey & Lady Marjoribanks-Featherstonehaugh"
    width = fm.horizontalAdvance("Featherstonehaugh") * 1.1
    assert width < fm.horizontalAdvance("Marjoribanks-Featherstonehaugh")
    font, wrapped, height = flow._fit_cell(fonts.cell, name, width, wrap=True)
    assert wrapped and font.pointSizeF() == fonts.cell.pointSizeF()
    assert height >= 3 * fm.height()  # three lines: "Mrs Grey & Lady", "Marjoribanks-", ...
    narrow = fm.horizontalAdvance("Featherstonehaugh") * 0.8
    font, _wrapped, _h = flow._fit_cell(fonts.cell, name, narrow, wrap=True)
    assert font.pointSizeF() < fonts.cell.pointSizeF()  # a piece too wide: smaller, never cut


def test_the_history_codes_never_stand_alone_on_the_last_page(qapp: Any, tmp_path: Path) -> None:
    """A drive's standings filled its first page to the money, and the history codes went over
    alone onto a second (a new user's trial). The section before them goes over with them."""
    import importlib

    from PySide6.QtGui import QPdfWriter

    from ui.printing.blocks import Facts, Heading, Para, Report

    flow = importlib.import_module("ui.printing.layout")  # (the package's `layout` is the function)
    writer = QPdfWriter(str(tmp_path / "unused.pdf"))
    printing.set_paper(writer, "a4")
    fonts = flow._Fonts(writer, False)
    codes = Para(
        "History codes: drive 1: 8abf-8bbe-c7f2; the whole history: 153a. " * 3, small=True
    )
    money = (Heading("Money"), Facts(tuple((f"Figure {k}", "0.00") for k in range(4))))
    found = None
    for n in range(20, 120):  # the filling that leaves the codes alone without the rule
        body = tuple(Para(f"line {k}") for k in range(n))
        report = Report("drive", "t", (Heading("Standings"), *body, *money, codes))
        if flow._flow(report, writer, fonts, None)[1]:
            found = report
            break
    assert found is not None, "no filling put the codes alone on a page"
    pages = printing.layout(found, writer)
    assert len(pages) == 2
    assert len(pages[-1]) > 1  # the money's heading and facts beside the codes
