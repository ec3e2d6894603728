"""Nothing hidden: the hand form's Record button is on screen, whole, at the minimum and default
sizes of the main window and the evening window, for every game's form; and the form itself
shows whole there, with no scrollbar (issue 12: "shrinks with the window without scrollbars down
to the minimum window size of 900×600")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.club import golden_rubbers
from ui.evening import EveningView
from ui.main_window import MainWindow
from ui.rubber_pane import RubberPane
from ui.settings import Settings

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

GAMES = sorted({c["game"] for c in golden_rubbers()})
#: Each game under its golden rubber's code, and the code whose form offers the most fields
#: (Royal Auction 1914: chicane and passed out both).
CASES = [*GAMES, "auction:portland_1914"]
PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}


def one_rubber(store: Store, game: str) -> int:
    """A rubber with no hands of ``game`` ("game" or "game:code")."""
    game, _, code = game.partition(":")
    case = next(c for c in golden_rubbers() if c["game"] == game)
    record = dict(case["rubber"])
    record.update(deals=[], players=PLAYERS, played_on="2026-11-27", table="Table 1")
    if code:
        record["code"] = code
    return store.create_rubber(Rubber.from_json(record))


def inside(button: QWidget, window: QWidget) -> bool:
    """The whole button is drawn: visible, inside every ancestor's rectangle up to the window."""
    if not button.isVisible():
        return False
    w: QWidget = button
    rect = QRect(QPoint(0, 0), button.size())
    while w is not window:
        parent = w.parentWidget()
        assert parent is not None
        rect = rect.translated(w.pos())
        if not QRect(QPoint(0, 0), parent.size()).contains(rect):
            return False
        w = parent
    return True


def form_fits(pane: RubberPane) -> list[str]:
    """What keeps the hand form from showing whole: a scrollbar, a field outside the view."""
    scroll = pane.entry_scroll
    out = [
        f"{name} scrollbar (maximum {bar.maximum()})"
        for name, bar in (
            ("vertical", scroll.verticalScrollBar()),
            ("horizontal", scroll.horizontalScrollBar()),
        )
        if bar.isVisible()
    ]
    viewport = scroll.viewport()
    for key, widget in pane.form.widgets.items():
        place = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
        if not viewport.rect().contains(place):
            out.append(f"{key} at {place.getRect()} outside {viewport.rect().getRect()}")
    return out


def main_window_on(qtbot: Any, store: Store, rid: int) -> MainWindow:
    """The main window, shown, with rubber ``rid`` open."""
    window = MainWindow(store, Settings())
    qtbot.addWidget(window)
    window.open_rubber(rid)
    window.show()
    qtbot.waitExposed(window)
    return window


def evening_on(qtbot: Any, store: Store) -> EveningView:
    """The evening window of the rubbers' day, shown at its first table."""
    view = EveningView(store, "2026-11-27")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.show_table(1)
    return view


#: The smallest window the issue allows ("the minimum window size of 900×600").
SMALLEST = (900, 600)


def sizes(window: QWidget, default: tuple[int, int]) -> list[tuple[int, int]]:
    """The window's minimum size (at least the smallest allowed) and its default size."""
    minimum = window.minimumSize()
    return [(max(minimum.width(), SMALLEST[0]), max(minimum.height(), SMALLEST[1])), default]


@pytest.mark.parametrize("game", CASES)
def test_record_button_is_whole_in_the_main_window(qtbot: Any, tmp_path: Path, game: str) -> None:
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        rid = one_rubber(store, game)
        window = main_window_on(qtbot, store, rid)
        for w, h in sizes(window, (1200, 780)):
            window.resize(w, h)
            QApplication.processEvents()
            pane = window.pane()
            assert isinstance(pane, RubberPane)
            assert inside(pane.record_button, window), (game, w, h)
            assert form_fits(pane) == [], (game, w, h)
    finally:
        store.close()


@pytest.mark.parametrize("game", CASES)
def test_record_button_is_whole_in_the_evening_window(
    qtbot: Any, tmp_path: Path, game: str
) -> None:
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        one_rubber(store, game)
        view = evening_on(qtbot, store)
        assert view.minimumSize().width() >= 900 and view.minimumSize().height() >= 600
        for w, h in sizes(view, (1200, 800)):
            view.resize(w, h)
            QApplication.processEvents()
            pane = view.pages["Table 1"].pane
            assert pane is not None
            assert inside(pane.record_button, view), (game, w, h)
            assert form_fits(pane) == [], (game, w, h)
    finally:
        store.close()


def rows_in_sight(pane: RubberPane) -> float:
    """How many of the deal list's rows its viewport holds."""
    view = pane.deal_list
    return view.viewport().height() / view.verticalHeader().defaultSectionSize()


@pytest.mark.parametrize("game", CASES)
def test_the_deal_list_takes_the_height_the_form_leaves(
    qtbot: Any, tmp_path: Path, game: str
) -> None:
    """At the default sizes the form takes the height it needs and no more: the spare height
    shows more hands (it was a blank under the form, with four hands in sight)."""
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        rid = one_rubber(store, game)
        window = main_window_on(qtbot, store, rid)
        window.resize(1200, 780)
        QApplication.processEvents()
        pane = window.pane()
        assert isinstance(pane, RubberPane)
        assert form_fits(pane) == [], game
        assert rows_in_sight(pane) >= 9, game  # (3.8 to 6.3 before)
        view = evening_on(qtbot, store)
        view.resize(1200, 800)
        QApplication.processEvents()
        epane = view.pages["Table 1"].pane
        assert epane is not None
        assert form_fits(epane) == [], game
        assert rows_in_sight(epane) >= 9, game  # (3.6 to 6.1 before)
    finally:
        store.close()


@pytest.mark.parametrize("size", [(900, 600), (1200, 780)], ids=["minimum", "default"])
def test_a_form_that_grows_takes_its_height_from_the_deal_list(
    qtbot: Any, tmp_path: Path, size: tuple[int, int]
) -> None:
    """Revokes added to the form as a hand is entered: the form's side grows at once out of the
    deal list's share (the form shows whole, Record under it); cleared, it gives it back when
    the window is next resized."""
    store = Store.open(tmp_path / "h.db", backup=False)
    try:
        rid = one_rubber(store, "contract")
        window = main_window_on(qtbot, store, rid)
        window.resize(*size)
        QApplication.processEvents()
        pane = window.pane()
        assert isinstance(pane, RubberPane)
        before = rows_in_sight(pane)
        revokes = pane.form.widgets["revokes"]
        for _ in range(2):
            qtbot.mouseClick(revokes.add_button, Qt.MouseButton.LeftButton)
            QApplication.processEvents()
        assert form_fits(pane) == [], size
        assert inside(pane.record_button, window), size
        assert rows_in_sight(pane) < before
        pane.clear_entry()
        QApplication.processEvents()
        assert not revokes.rows
        window.resize(size[0] + 10, size[1] + 10)
        QApplication.processEvents()
        assert rows_in_sight(pane) >= before
    finally:
        store.close()
