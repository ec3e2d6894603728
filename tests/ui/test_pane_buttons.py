"""The rubber pane's end-of-rubber buttons (Summary…, Same four again, New rubber…) in the main
window: the pane asks through its signals, and the window it is in answers with its own
commands (the evening answers for its tables: ``test_evening.py``)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from scorepad.records.record import Rubber
from scorepad.store import Store
from tests.helpers.gui import PLAYERS, quick

# WORKAROUND: the offscreen platform warns when a window is shown (QTBUG-80225 style);
# it says nothing about the window.
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("^This plugin does not support")]


def _finished(window: Any, qtbot: Any) -> Any:
    pane = window.start_rubber(Rubber(game="short_whist", players=dict(PLAYERS), table="T1"))
    quick(qtbot, pane, "13")
    quick(qtbot, pane, "13")
    assert pane.sheet.complete and pane.summary_button.isVisibleTo(window)
    return pane


def test_summary_button_shows_the_summary(
    window: Any, qtbot: Any, store: Store, summaries: list
) -> None:
    pane = _finished(window, qtbot)
    assert len(summaries) == 1  # the rubber's end
    qtbot.mouseClick(pane.summary_button, Qt.MouseButton.LeftButton)
    assert len(summaries) == 2 and summaries[-1][0].players == pane.rubber.players


def test_same_four_button_starts_the_next_rubber(
    window: Any, qtbot: Any, store: Store, summaries: list
) -> None:
    pane = _finished(window, qtbot)
    qtbot.mouseClick(pane.same_four_button, Qt.MouseButton.LeftButton)
    front = window.pane()
    assert front is not pane and front.rubber.players == pane.rubber.players
    assert not front.sheet.complete and len(store.rubbers_in_play()) >= 1


def test_new_rubber_button_asks_for_the_next_rubber(
    window: Any, qtbot: Any, store: Store, summaries: list, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ui.dialogs.new_rubber import NewRubberDialog

    asked: list[Rubber | None] = []
    monkeypatch.setattr(
        NewRubberDialog,
        "ask",
        classmethod(lambda cls, parent, roster, initial, *a: asked.append(initial)),
    )
    pane = _finished(window, qtbot)
    qtbot.mouseClick(pane.new_rubber_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and asked[0] is not None
    assert asked[0].players == pane.rubber.players  # the dialog opens on the same four
