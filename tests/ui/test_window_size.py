"""The main window's smallest size (issue 12: the view "shrinks with the window without
scrollbars down to the minimum window size of 900×600"): the window cannot be made smaller, and
at that size and at the default one the front rubber's pad (a whist-marker and score card, a
bridge scorepad) fills its pane with no scrollbar."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import PLAYERS

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]

DEALS = {
    "short_whist": [{"tricks": {"NS": 9, "EW": 4}}, {"tricks": {"NS": 4, "EW": 9}}],
    "contract": [
        {"declarer": "N", "contract": "2S", "result": 8},
        {"declarer": "E", "contract": "3NT", "result": 10},
    ],
}


def window_on(qtbot: Any, store: Store, game: str) -> Any:
    from ui.main_window import MainWindow

    rid = store.create_rubber(Rubber(game=game, players=dict(PLAYERS)))
    for deal in DEALS[game]:
        store.record_deal(rid, deal)
    w = MainWindow(store)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_window_is_never_smaller_than_900_by_600(
    qtbot: Any, store: Store, settings_dir: Path, messages: list
) -> None:
    w = window_on(qtbot, store, "contract")
    assert (w.minimumWidth(), w.minimumHeight()) == (900, 600)
    w.resize(640, 400)
    qtbot.waitUntil(lambda: w.width() >= 900 and w.height() >= 600, timeout=2000)
    assert (w.width(), w.height()) == (900, 600)


@pytest.mark.parametrize("size", [(900, 600), (1200, 780)], ids=["minimum", "default"])
@pytest.mark.parametrize("game", list(DEALS))
def test_the_pad_fits_with_no_scrollbars(
    qtbot: Any, store: Store, settings_dir: Path, messages: list, game: str, size: Any
) -> None:
    w = window_on(qtbot, store, game)
    w.resize(*size)
    qtbot.waitUntil(lambda: (w.width(), w.height()) == size, timeout=2000)
    qtbot.wait(20)  # the layout settles
    pane = w.pane()
    assert pane is not None and pane.rubber.game == game and len(pane.rubber.deals) == 2
    area = pane.pad_scroll
    assert area.isVisible() and pane.pad.isVisible()
    assert not area.horizontalScrollBar().isVisible()
    assert not area.verticalScrollBar().isVisible()
    assert pane.pad.size() == area.viewport().size()
    assert pane.pad.width() > 300 and pane.pad.height() > 300  # a real pane, not squeezed out


@pytest.mark.parametrize("size", [(900, 600), (1200, 780)], ids=["minimum", "default"])
def test_the_whist_marker_and_card_are_the_main_thing_on_the_screen(
    qtbot: Any, store: Store, settings_dir: Path, messages: list, size: Any
) -> None:
    # Issue 12: the marker and card, readable across a card table, not half a window beside a
    # form of a few short rows (the pad had 414 of 900 px and 594 of 1200).
    w = window_on(qtbot, store, "short_whist")
    w.resize(*size)
    qtbot.waitUntil(lambda: (w.width(), w.height()) == size, timeout=2000)
    qtbot.wait(20)
    pane = w.pane()
    assert pane is not None
    assert pane.pad.width() >= 0.55 * size[0], (pane.pad.width(), size)
    assert pane.pad.width() > pane.right_splitter.width()
    # and the pad still fills its place: no blank strip beside the paper
    assert pane.pad.size() == pane.pad_scroll.viewport().size()


def test_long_tab_titles_are_cut_short_and_given_whole_in_their_tooltip(
    qtbot: Any, store: Store, settings_dir: Path, messages: list
) -> None:
    """Three tables with long names: each tab is at most MAX_WIDTH wide, so that all three are in
    sight at the default size (one and a half were); hovering a tab gives its whole title."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    from ui.main_window import MainWindow

    players = {"N": "Colonel Brown", "S": "Miss Amelia Fortescue-Smythe", "E": "Mr Green"}
    for n in (1, 2, 3):
        store.create_rubber(
            Rubber.from_json({"game": "contract", "table": f"Table {n}", "players": players})
        )
    w = MainWindow(store)
    qtbot.addWidget(w)
    w.open_rubbers_in_play()
    w.show()
    qtbot.waitExposed(w)
    w.resize(1200, 780)
    QApplication.processEvents()
    bar = w.tabs.tabBar()
    assert bar.count() == 3
    whole = [bar.title(i) for i in range(3)]
    assert all("Miss Amelia Fortescue-Smythe" in t for t in whole), whole
    rects = [bar.tabRect(i) for i in range(3)]
    assert all(r.width() <= bar.MAX_WIDTH for r in rects)
    assert all(bar.rect().contains(r) for r in rects)  # all three in sight
    at = rects[1].center()
    QApplication.sendEvent(bar, QHelpEvent(QEvent.Type.ToolTip, at, bar.mapToGlobal(at)))
    # the whole title on its own line, then what the tab is (its accessible description)
    assert QToolTip.text().split("\n")[0] == whole[1], QToolTip.text()
    QToolTip.hideText()
