"""The status bar says what was done ("Hand 3 deleted · Undo (Ctrl+Z)") and never shows an
explanation from another tab or from a hand that was deleted."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel

from scorepad.records.record import Rubber
from scorepad.store import DeleteDeal, Store
from tests.helpers.club import golden_rubbers
from ui.evening import EveningView
from ui.main_window import MainWindow
from ui.rubber_pane import RubberPane
from ui.settings import Settings

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

PLAYERS = {"N": "Mrs Grey", "E": "Col. Hay", "S": "Miss Bell", "W": "Dr Lamb"}


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "h.db", backup=False)
    for table, game in (("Table 1", "contract"), ("Table 2", "auction")):
        case = next(
            c for c in golden_rubbers() if c["game"] == game and len(c["rubber"]["deals"]) >= 4
        )
        record = dict(case["rubber"])
        record.update(
            deals=record["deals"][:3], players=PLAYERS, played_on="2026-11-27", table=table
        )
        s.create_rubber(Rubber.from_json(record))
    yield s
    s.close()


def select(pane: RubberPane, row: int) -> None:
    pane.deal_list.selectionModel().setCurrentIndex(
        pane.model.index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


@pytest.fixture
def window(qtbot: Any, store: Store) -> MainWindow:
    w = MainWindow(store, Settings())
    qtbot.addWidget(w)
    for info in store.rubbers():
        w.open_rubber(info.id)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_deleting_a_hand_says_so_with_the_undo_key(window: MainWindow) -> None:
    pane = window.pane()
    assert pane is not None
    select(pane, 2)
    pane.delete_deal(2)
    assert window.statusBar().currentMessage() == "Hand 3 deleted · Undo (Ctrl+Z)"
    assert len(pane.rubber.deals) == 2


def test_a_correction_and_an_undo_and_a_redo_say_what_they_did(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # After F2 ▸ Save or Ctrl+Z the status bar still explained deal 1 (a new user's trial).
    from ui.dialogs.edit_deal import EditDealDialog

    pane = window.pane()
    assert pane is not None
    select(pane, 0)
    old = dict(pane.rubber.deals[1])
    new = {**old, "result": int(old["result"]) - 1}
    answer = type("Answer", (), {"action": "save", "deal": new})()
    monkeypatch.setattr(EditDealDialog, "ask", classmethod(lambda cls, *a: answer))
    pane.edit_deal(1)
    assert pane.rubber.deals[1] == new
    assert window.statusBar().currentMessage() == "Hand 2 corrected · Undo (Ctrl+Z)"
    window.undo_action.trigger()
    assert pane.rubber.deals[1] == old
    said = window.statusBar().currentMessage()
    assert said == "Undone: edit hand 2 · Redo (Ctrl+Shift+Z)", said
    window.redo_action.trigger()
    assert window.statusBar().currentMessage() == "Redone: edit hand 2"


def test_no_explanation_from_another_tab(window: MainWindow) -> None:
    window.tabs.setCurrentIndex(0)
    pane = window.pane()
    assert pane is not None
    select(pane, 1)
    assert window.statusBar().currentMessage()  # the hand's explanation
    window.tabs.setCurrentIndex(1)
    assert window.statusBar().currentMessage() == ""


def test_no_explanation_from_a_hand_deleted_elsewhere(window: MainWindow, store: Store) -> None:
    pane = window.pane()
    assert pane is not None
    select(pane, 2)
    words = window.statusBar().currentMessage()
    assert words
    store.run(DeleteDeal(pane.deal_refs[2].id))  # another window deletes the hand explained
    assert len(pane.rubber.deals) == 2
    assert window.statusBar().currentMessage() != words


def test_the_evening_has_the_same_status_bar(qtbot: Any, store: Store) -> None:
    view = EveningView(store, "2026-11-27")
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.show_table(1)
    pane = view.pages["Table 1"].pane
    assert pane is not None
    select(pane, 1)
    assert view.status_bar.currentMessage()
    view.show_table(2)
    assert view.status_bar.currentMessage() == ""
    view.show_table(1)
    pane.delete_deal(0)
    assert view.status_bar.currentMessage() == "Hand 1 deleted · Undo (Ctrl+Z)"
