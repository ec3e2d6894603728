"""Nothing hidden: the hand form's Record button is on screen, whole, at the minimum and default
sizes of the main window and the evening window, for every game's form; and the form itself
shows whole there, with no scrollbar (issue 12: "shrinks with the window without scrollbars down
to the minimum window size of 900×600")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QWidget

from scorepad.record import Rubber
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
        window = MainWindow(store, Settings())
        qtbot.addWidget(window)
        window.open_rubber(rid)
        window.show()
        qtbot.waitExposed(window)
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
        view = EveningView(store, "2026-11-27")
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
        view.show_table(1)
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
