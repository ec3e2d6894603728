"""The main window as a new user met it at a card table (issue 12, the seventh trial): the
status bar after a hand is corrected, the words of a quick-entry refusal, the hand form at the
minimum size, and the quick-entry hint of a hand that ends the rubber. Driven through the real
widgets."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QSpinBox

from scorepad.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import click, press_enter, quick, start, type_into

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def select(pane: Any, row: int) -> None:
    pane.deal_list.selectionModel().setCurrentIndex(
        pane.model.index(row, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


# -- the status bar after a correction ------------------------------------------------------------
def test_a_corrected_hand_is_explained_as_it_now_is(
    window: Any, qtbot: Any, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.edit_deal import EditDealDialog

    pane = start(window, "short_whist")
    quick(qtbot, pane, "9 h3")
    quick(qtbot, pane, "7")
    select(pane, 0)
    before = window.statusBar().currentMessage()
    assert before.startswith("Deal 1:") and "three by cards" in before

    def ask(cls: Any, parent: Any, rubber: Rubber, index: int, spec: Any) -> Any:
        dialog = EditDealDialog(rubber, index, spec, parent)
        qtbot.addWidget(dialog)
        (ours,) = [
            s
            for s in dialog.form.widgets["tricks"].findChildren(QSpinBox)
            if s.accessibleName().endswith("We")
        ]
        type_into(qtbot, ours, "8")
        click(qtbot, dialog.save_button)
        return dialog.result_value

    monkeypatch.setattr(EditDealDialog, "ask", classmethod(ask))
    window.edit_deal_action.trigger()
    assert store.load_rubber(pane.rubber_id).deals[0]["tricks"]["NS"] == 8
    after = window.statusBar().currentMessage()
    assert "three by cards" not in after  # the old hand's words are gone
    assert after == "" or (after.startswith("Deal 1:") and "two by cards" in after), after


# -- a refusal in words -----------------------------------------------------------------------
@pytest.mark.parametrize("enter", [False, True])
def test_a_quick_entry_refusal_names_no_identifier(window: Any, qtbot: Any, enter: bool) -> None:
    from scorepad.fieldwords import FIELD_WORDS

    pane = start(window, "bridge_whist")
    type_into(qtbot, pane.quick, "H N 9")  # a declarer is no part of bridge whist's quick entry
    if enter:
        press_enter(qtbot, pane.quick)
    hint = pane.quick_hint.text()
    assert "'N'" in hint and "declarer" in hint, hint
    assert not pane.rubber.deals
    for identifier in FIELD_WORDS:
        assert f"{identifier}:" not in hint, hint
    assert not hint.startswith("deal "), hint
