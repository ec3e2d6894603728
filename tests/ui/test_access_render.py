"""Large print and high contrast: every window rendered at 200 % in the high-contrast palette with
nothing cut short (on a 1366x768 screen the hand form and Record are in reach), the text size
remembered and applied to the menus and the status bar, and every pair of the high-contrast
palettes at WCAG 2.1 AA: 4.5:1 for text, 3:1 for the pad's lines and the focus ring."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QFontMetrics
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.access import GAMES_SHOWN, dialogs, drive_window, rubber_of
from ui.main_window import MainWindow
from ui.pad.paper import CONTRAST, PadStyle, palette_for
from ui.settings import Settings
from ui.theme import PALETTES, TEXT_PAIRS, load_qss

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.qt_log_ignore("^This plugin does not support"),
]

OUT = Path(__file__).resolve().parents[2] / "build" / "access"


# -- contrast -------------------------------------------------------------------------------------
def luminance(colour: QColor) -> float:
    """WCAG 2.1 relative luminance."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(colour.redF())
        + 0.7152 * channel(colour.greenF())
        + 0.0722 * channel(colour.blueF())
    )


def ratio(a: str | QColor, b: str | QColor) -> float:
    la, lb = sorted((luminance(QColor(a)), luminance(QColor(b))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_the_ratio_is_wcags() -> None:
    assert ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # just short of AA


def test_every_text_pair_of_the_high_contrast_palette_is_aa() -> None:
    colours = PALETTES["contrast"]
    low = {f"{t} on {g}": round(ratio(colours[t], colours[g]), 2) for t, g in TEXT_PAIRS}
    assert all(r >= 4.5 for r in low.values()), low


def test_the_pad_in_high_contrast_is_aa() -> None:
    assert palette_for(PadStyle(contrast=True)) is CONTRAST
    pal = CONTRAST
    for name in ("ink", "printed", "heavy", "pencil", "stamp", "key_ink"):
        assert ratio(getattr(pal, name), pal.paper) >= 4.5, name
    assert ratio(pal.rule, pal.paper) >= 3.0  # the pad's lines
    # a figure lit up (the selected deal) stays readable on its highlight
    lit = QColor(pal.highlight)
    a = lit.alphaF()
    blend = QColor.fromRgbF(
        a * lit.redF() + (1 - a), a * lit.greenF() + (1 - a), a * lit.blueF() + (1 - a)
    )
    assert ratio(pal.ink, blend) >= 4.5


def test_the_high_contrast_sheet_is_aa_and_rings_the_focus() -> None:
    qss = load_qss("contrast")
    assert ":focus" in qss
    ring = re.search(r"QLineEdit:focus[^{]*\{ border: 3px solid (#[0-9a-f]{6})", qss)
    assert ring is not None and ratio(ring.group(1), "#ffffff") >= 3.0
    pairs = 0
    for rule in re.findall(r"\{([^}]*)\}", qss):  # each rule's text on its ground (or white)
        for prefix in ("", "selection-"):
            text = re.search(rf"(?<![-\w]){prefix}color: (#[0-9a-f]{{6}})", rule)
            ground = re.search(rf"(?<![-\w]){prefix}background(?:-color)?: (#[0-9a-f]{{6}})", rule)
            if text:
                pairs += 1
                back = ground.group(1) if ground else "#ffffff"
                assert ratio(text.group(1), back) >= 4.5, rule
    assert pairs >= 8
    for colour in re.findall(r"border[^;]*solid (#[0-9a-f]{6})", qss):
        assert ratio(colour, "#ffffff") >= 3.0, colour


# -- nothing cut short ----------------------------------------------------------------------------
def cut_short(root: QWidget) -> list[str]:
    """Labels and buttons whose text does not fit them (shown, at their size)."""
    out = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) or w.width() <= 0:
            continue
        if isinstance(w, QLabel) and w.text() and not w.wordWrap() and w.pixmap().isNull():
            if "<" in w.text():
                continue
            fm = QFontMetrics(w.font())
            need = max(fm.horizontalAdvance(line) for line in w.text().replace("&", "").split("\n"))
            if need > w.contentsRect().width() + 1:
                out.append(f"label {w.text()!r}: {need} > {w.contentsRect().width()}")
        elif (
            isinstance(w, QAbstractButton)
            and w.text()
            and type(w).__name__ != "QCheckBox"
            and w.sizeHint().width() > w.width() + 1
        ):
            out.append(f"button {w.text()!r}: {w.sizeHint().width()} > {w.width()}")
    return out


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "h.db", backup=False)
    for n, game in enumerate(GAMES_SHOWN, 1):
        s.create_rubber(Rubber.from_json({**rubber_of(game).to_json(), "table": f"Table {n}"}))
    yield s
    s.close()


@pytest.fixture(autouse=True)
def look_put_back(qapp: Any) -> Iterator[None]:
    """The application's font and style sheet (which the window sets) put back afterwards."""
    font = qapp.font()
    yield
    qapp.setStyleSheet("")
    qapp.setFont(font)
    qapp.setProperty("scorepadBaseFont", None)


@pytest.fixture
def large(settings_dir: Path) -> Settings:
    """200 % and high contrast, as a person would choose them."""
    s = Settings()
    s.text_size = 200
    s.palette = "contrast"
    return s


def test_every_tab_at_200_and_high_contrast_on_1366_by_768(
    qtbot: Any, store: Store, large: Settings, qapp: Any
) -> None:
    base = qapp.font().pointSizeF()
    w = MainWindow(store, large)
    qtbot.addWidget(w)
    for info in store.rubbers():
        w.open_rubber(info.id)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    assert qapp.font().pointSizeF() == pytest.approx(base * 2)
    # the menus and the status bar are larger too, not only the forms
    assert w.menuBar().font().pointSizeF() == pytest.approx(base * 2)
    assert w.statusBar().font().pointSizeF() == pytest.approx(base * 2)
    assert w.tabs.tabBar().font().pointSizeF() == pytest.approx(base * 2)
    assert w.text_size_actions[200].isChecked() and w.contrast_action.isChecked()
    OUT.mkdir(parents=True, exist_ok=True)
    problems = []
    for i in range(w.tabs.count()):
        w.tabs.setCurrentIndex(i)
        pane = w.pane()
        assert pane is not None
        qtbot.wait(1)
        assert pane.pad.style_().contrast and pane.pad.zoom() == pytest.approx(2.0)
        # Record is in sight under the form, never scrolled away with it
        record = pane.record_button
        assert record.isVisible()
        seen = record.visibleRegion().boundingRect()
        assert seen.size() == record.size(), pane.rubber.game
        top_left = record.mapTo(w, record.rect().topLeft())
        assert top_left.y() + record.height() <= w.height()
        assert pane.entry_scroll.isAncestorOf(pane.form)
        assert not pane.entry_scroll.isAncestorOf(record)
        problems += [f"{pane.rubber.game}: {p}" for p in cut_short(pane)]
        assert w.grab().save(str(OUT / f"main_200_contrast_{pane.rubber.game}.png"))
    assert not problems, "\n".join(problems)


def test_every_dialog_at_200_and_high_contrast(
    qtbot: Any, store: Store, large: Settings, qapp: Any
) -> None:
    w = MainWindow(store, large)  # (the window applies the look to the application)
    qtbot.addWidget(w)
    OUT.mkdir(parents=True, exist_ok=True)
    problems = []
    for name, make in [*dialogs(store), ("drive", lambda: drive_window(store))]:
        d = make()
        qtbot.addWidget(d)
        d.show()
        qtbot.wait(1)
        assert d.font().pointSizeF() == pytest.approx(w.font().pointSizeF())
        assert ":focus" in qapp.styleSheet()  # the high-contrast lines and ring in every window
        problems += [f"{name}: {p}" for p in cut_short(d)]
        assert d.grab().save(str(OUT / f"{name.replace(' ', '_')}_200_contrast.png"))
        d.close()
    assert not problems, "\n".join(problems)


def test_the_text_size_is_remembered_and_goes_back_exactly(
    qtbot: Any, store: Store, settings_dir: Path, qapp: Any
) -> None:
    base = qapp.font().pointSizeF()
    w = MainWindow(store, Settings())
    qtbot.addWidget(w)
    pane = w.open_rubber(store.rubbers()[0].id)
    w.show()
    qtbot.waitExposed(w)
    w.text_size_actions[150].trigger()
    assert Settings().text_size == 150
    assert qapp.font().pointSizeF() == pytest.approx(base * 1.5)
    assert pane.pad.zoom() == pytest.approx(1.5)
    assert w.menuBar().font().pointSizeF() == pytest.approx(base * 1.5)
    w.text_size_actions[100].trigger()
    assert qapp.font().pointSizeF() == pytest.approx(base)
    assert pane.pad.zoom() == pytest.approx(1.0)
    assert Settings().text_size == 100
    assert w.menuBar().font().pointSizeF() == pytest.approx(base)
    Settings().text_size = 250  # (not a choice: read as 100)
    assert Settings().text_size == 100
    QApplication.processEvents()


def test_the_evening_and_the_historys_pads_take_the_look(
    qtbot: Any, store: Store, large: Settings
) -> None:
    from ui.evening import EveningView
    from ui.history_view import HistoryRubberView

    evening = EveningView(store, "2026-11-27")
    qtbot.addWidget(evening)
    panes = [page.pane for page in evening.pages.values() if page.pane is not None]
    assert panes
    for pane in panes:
        assert pane.pad.style_().contrast and pane.pad.zoom() == pytest.approx(2.0)
    view = HistoryRubberView(store, store.rubbers()[0].id)
    qtbot.addWidget(view)
    assert view.pad.style_().contrast and view.pad.zoom() == pytest.approx(2.0)
