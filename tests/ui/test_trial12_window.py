"""The window as a new user met it at a card table (issue 12, the twelfth trial), driven
through the real widgets: after a hand is corrected or deleted from the deal list, the list
stays on that hand and the status bar keeps saying what was done."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import correct_we_tricks, quick, start

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def select(pane: Any, row: int) -> None:
    pane.deal_list.setFocus()
    pane.deal_list.selectionModel().setCurrentIndex(
        pane.model.index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def focus_back(pane: Any) -> None:
    """The focus coming back to the deal list as the edit dialog closes (on a desktop the
    window is activated again; the offscreen platform sends no such event)."""
    QApplication.sendEvent(
        pane.deal_list,
        QFocusEvent(QFocusEvent.Type.FocusIn, Qt.FocusReason.ActiveWindowFocusReason),
    )


def test_a_corrected_hand_stays_selected_and_the_status_says_so(
    window: Any, qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    pane = start(window, "short_whist")
    for line in ("9 h3", "5", "8", "7"):
        quick(qtbot, pane, line)
    select(pane, 2)

    correct_we_tricks(qtbot, monkeypatch, "6")
    window.edit_deal_action.trigger()
    assert store.load_rubber(pane.rubber_id).deals[2]["tricks"]["NS"] == 6
    focus_back(pane)
    assert pane.deal_list.currentIndex().row() == 2  # still on the hand just corrected
    assert window.statusBar().currentMessage() == "Hand 3 corrected · Undo (Ctrl+Z)"


def test_after_a_deletion_the_list_stays_where_the_hand_was(
    window: Any, qtbot: Any, store: Store
) -> None:
    pane = start(window, "short_whist")
    for line in ("9 h3", "5", "8", "7"):
        quick(qtbot, pane, line)
    select(pane, 1)
    window.delete_deal_action.trigger()
    assert len(store.load_rubber(pane.rubber_id).deals) == 3
    focus_back(pane)
    assert pane.deal_list.currentIndex().row() == 1  # the hand after it, now hand 2
    assert window.statusBar().currentMessage() == "Hand 2 deleted · Undo (Ctrl+Z)"


def test_the_dealer_in_turn_is_never_cut_short_as_the_deal_passes(qtbot: Any) -> None:
    """The Dealer box grows with "in turn (E – Frank)" when the deal passes on from a seat
    with a shorter name (it kept the width of "in turn (N – Eve)": "in turn (E – Frank" was
    cut short in the evening window)."""
    from PySide6.QtWidgets import QComboBox

    from scorepad.enums import Seat
    from scorepad.rules import GAMES, code_of, settings_of
    from ui.forms.hand_form import HandForm

    rubber = Rubber(game="chicago")
    form = HandForm(GAMES["chicago"].form_spec(code_of(rubber), settings_of(rubber)))
    qtbot.addWidget(form)
    players = {Seat.N: "Eve", Seat.E: "Frank", Seat.S: "Hal", Seat.W: "Gina"}
    form.set_context(players, Seat.N)
    form.show()
    qtbot.waitExposed(form)
    dealer = form.widgets["dealer"]
    assert isinstance(dealer, QComboBox)
    before = dealer.sizeHint().width()
    form.set_context(players, Seat.E)
    QApplication.processEvents()
    assert dealer.currentText() == "in turn (E – Frank)"
    fresh = QComboBox()  # a box made now with the same items: the width they need
    qtbot.addWidget(fresh)
    fresh.setFont(dealer.font())
    fresh.addItems([dealer.itemText(i) for i in range(dealer.count())])
    assert dealer.sizeHint().width() >= fresh.sizeHint().width() > before


def test_ctrl_d_goes_to_the_last_hand(window: Any, qtbot: Any) -> None:
    """Ctrl+D (Deal list) puts the cursor on the last hand, the one a correction is most
    often for; the list made hand 1 current as the focus came in."""
    pane = start(window, "short_whist")
    for line in ("9 h3", "5", "8"):
        quick(qtbot, pane, line)
    assert not pane.deal_list.currentIndex().isValid()
    window.deals_action.trigger()
    assert QApplication.focusWidget() is pane.deal_list
    assert pane.deal_list.currentIndex().row() == 2
